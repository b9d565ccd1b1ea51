import { describe, expect, it } from 'vitest';
import { referenceCount, isValidSolution } from '../../../engine/src/test-support/reference-solver.js';
import { rate } from 'sudokit';
import { generate, playerLevel, TIERS } from 'sudokit';
import { levelLabel, makeDailyPuzzle, makePuzzle, ratePuzzle, withinRating } from './puzzles.js';
import { inWorker } from '../../../engine/src/test-support/in-worker.js';
import { yieldToEventLoop } from '../../../engine/src/test-support/yielding.js';

const PUZZLES = new URL('./puzzles.ts', import.meta.url);

const digits = (line: string) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));

describe('makePuzzle (the worker\'s generator)', () => {
  it.each(['easy', 'medium', 'hard', 'expert', 'extreme'])('makes a %s puzzle with one solution, labelled by its own rating, its expected time in the level\'s band', async (tier) => {
    const level = playerLevel(tier)!;
    for (let i = 0; i < (tier === 'expert' || tier === 'extreme' ? 1 : 3); i++) {
      // a budget no busy test machine reaches: the level must match. In a worker thread: an
      // extreme puzzle is many seconds of synchronous search, which would starve vitest's RPC
      const p = await inWorker<ReturnType<typeof makePuzzle>>(PUZZLES, 'makePuzzle', [tier, 60_000]);
      expect(referenceCount(digits(p.puzzle), 2).count).toBe(1);
      expect(isValidSolution(digits(p.puzzle), digits(p.solution))).toBe(true);
      const r = rate(Uint8Array.from(digits(p.puzzle)));
      // labelled as the levels deal (the engine's levelOf): the level, never one its band contradicts
      expect(r.ok && levelLabel(r.value.er, r.value.minutes)).toBe(p.tier);
      expect(r.ok && r.value.er).toBe(p.rating);
      expect(r.ok && r.value.minutes).toBe(p.expectedMinutes);
      expect(p.tier).toBe(tier);
      expect(p.expectedMinutes! >= level.minutes[0] && p.expectedMinutes! <= level.minutes[1]).toBe(true);
    }
  });
  it('the quick "too hard?" check agrees with the full rating at every tier boundary', async () => {
    for (let seed = 1; seed <= 25; seed++) {
      await yieldToEventLoop(); // 25 full ratings, some with chains: let vitest's worker talk between them
      const { puzzle } = generate({ seed, symmetry: 'rotational' });
      const r = rate(puzzle);
      if (!r.ok) throw new Error('generator made a non-unique puzzle');
      for (const { maxEr } of TIERS.slice(0, 5)) expect(withinRating(puzzle, maxEr)).toBe(r.value.er <= maxEr + 1e-9);
    }
  });

  it('rates a player\'s puzzle', () => {
    // Wikipedia's example puzzle: hidden singles only.
    expect(ratePuzzle('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79').tier).toBe('easy');
    // the case: medium techniques but slow is not "Medium · about 20 min"
    expect(levelLabel(2.0, 20)).toBe('between');
    expect(levelLabel(9.6, 30)).toBe('harder');
  });
});

describe('makeDailyPuzzle', () => {
  it.each(['easy', 'medium'])('makes the same %s puzzle for a date every time, unique and of its tier; another date, another puzzle', (tier) => {
    const a = makeDailyPuzzle(tier, '2026-11-23');
    const b = makeDailyPuzzle(tier, '2026-11-23');
    expect(b.puzzle).toBe(a.puzzle);
    expect(a.tier).toBe(tier);
    expect(referenceCount(digits(a.puzzle), 2).count).toBe(1);
    expect(isValidSolution(digits(a.puzzle), digits(a.solution))).toBe(true);
    expect(makeDailyPuzzle(tier, '2026-11-24').puzzle).not.toBe(a.puzzle);
  });
});
