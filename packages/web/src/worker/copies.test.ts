/**
 * Transformed copies keep the level asked for (issue 30). Checked by other routes than copies.ts:
 * uniqueness by the engine's reference counter, the label by rate() and levelOf, "needs one of
 * the level's techniques" by a plain restricted ladder (as the engine's levels.test), and "a copy
 * of its source" by clue counts and the canonical form. Sources: the first-visit pack
 * (pack-data.ts, made by generateLevel; pack.test.ts checks them). Seeds are printed in names.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_LEVELS, applyTransform, areEquivalent, createRng, drawTransform, findTechnique, levelMaxRating, levelOf, parseLine, rate, stepIsTechnique, type Grid } from 'sudokit';
import { isValidSolution, referenceCount } from '../../../engine/src/test-support/reference-solver.js';
import { yieldToEventLoop } from '../../../engine/src/test-support/yielding.js';
import { PACK } from '../game/pack-data.js';
import { levelCopy } from './copies.js';
import { levelLabel, makePuzzle } from './puzzles.js';
import { easierFinish } from '../../../engine/src/test-support/easier-finish.js';

const grid = (line: string): Grid => {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const digits = (line: string) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
const clues = (line: string) => [...line].filter((ch) => ch !== '.').length;
const packOf = (level: string) => PACK.filter((p) => p.level === level).map((p) => p.puzzle);


describe('levelCopy', () => {
  for (const level of PLAYER_LEVELS) {
    it(`${level.name}: a copy of a pack puzzle (seeds copy:${level.name}:1-2) is unique, of the level by its own rating, needs one of its techniques, and is no line the player had`, async () => {
      const sources = packOf(level.name);
      const had = [...sources];
      for (let k = 1; k <= 2; k++) {
        await yieldToEventLoop();
        const c = levelCopy(level.name, { sources, had }, { seed: `copy:${level.name}:${k}`, budgetMs: 60_000 });
        expect(c, `copy:${level.name}:${k}`).toBeDefined();
        const p = grid(c!.puzzle);
        expect(referenceCount(digits(c!.puzzle), 2).count).toBe(1);
        expect(isValidSolution(digits(c!.puzzle), digits(c!.solution))).toBe(true);
        // a copy of its source: same clue count, the same puzzle up to the Sudoku symmetries, a new line
        expect(sources).toContain(c!.from);
        expect(clues(c!.puzzle)).toBe(clues(c!.from));
        expect(areEquivalent(p, grid(c!.from))).toBe(true);
        expect(had).not.toContain(c!.puzzle);
        const r = rate(p);
        if (!r.ok) throw new Error(r.error.message);
        expect(levelOf(r.value)).toEqual({ level: level.name });
        expect([c!.tier, c!.rating, c!.expectedMinutes]).toEqual([level.name, r.value.er, r.value.minutes]);
        const needed = level.techniques.map((id) => findTechnique(id)!)
          .filter((t) => r.value.steps.some((s) => stepIsTechnique(s, t)) && !easierFinish(p, t.id, levelMaxRating(level)));
        expect(needed.length, `copy:${level.name}:${k} needs one of ${level.techniques.join(', ')}`).toBeGreaterThan(0);
        had.push(c!.puzzle);
      }
    }, 60_000);
  }

  it('keeps the SE rating under every transform of the group (one draw per pack puzzle, seeds inv:N); the minutes may move, so copies are re-rated', async () => {
    let moved = 0;
    for (const [i, p] of PACK.entries()) {
      await yieldToEventLoop();
      const t = drawTransform(createRng(`inv:${i}`));
      const r = rate(applyTransform(t, grid(p.puzzle)));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.er, `inv:${i}`).toBe(p.rating);
      if (Math.abs(r.value.minutes - p.expectedMinutes) > 1e-9) moved++;
    }
    console.log(`levelCopy: ${moved} of ${PACK.length} transformed pack puzzles moved their expected minutes (ER kept by all)`);
  }, 60_000);

  it('deals nothing when no transform keeps the level (easy puzzles asked as extreme) or there is nothing to copy', () => {
    expect(levelCopy('extreme', { sources: packOf('easy').slice(0, 2), had: [] }, { seed: 'none:1' })).toBeUndefined();
    expect(levelCopy('hard', { sources: [], had: [] }, { seed: 'none:2' })).toBeUndefined();
    expect(levelCopy('beyond', { sources: packOf('hard'), had: [] }, { seed: 'none:3' })).toBeUndefined();
    // damaged sources are skipped, never dealt
    expect(levelCopy('easy', { sources: ['1'.repeat(81), '.'.repeat(81), 'x'], had: [] }, { seed: 'none:4' })).toBeUndefined();
  });
});

describe('makePuzzle with copies', () => {
  it('a search that runs out (budget 0) deals a copy of the level, labelled with it; without a copy that keeps it, the closest puzzle under its honest label', () => {
    const made = makePuzzle('expert', 0, undefined, { sources: packOf('expert'), had: [] });
    expect(made.copy).toBe(true);
    expect(made.tier).toBe('expert');
    const r = rate(grid(made.puzzle));
    expect(r.ok && levelOf(r.value).level).toBe('expert');
    const fallback = makePuzzle('medium', 0, undefined, { sources: packOf('easy').slice(0, 1), had: [] });
    expect(fallback.copy).toBeUndefined();
    const f = rate(grid(fallback.puzzle));
    expect(f.ok && levelLabel(f.value.er, f.value.minutes)).toBe(fallback.tier);
  });
});
