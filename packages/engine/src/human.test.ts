import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseLine } from './grid.js';
import { generate } from './generate.js';
import { rate } from './rating.js';
import { expectedMinutes } from './rating.js';
import { HUMAN_MODEL, humanSeconds, roundMinutes, traceHuman } from './human.js';
import { referenceCount } from './test-support/reference-solver.js';

const grid = (s: string) => {
  const r = parseLine(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/**
 * Calibration puzzles at the fastest, quartiles and slowest of people's mean times
 * (../shared/data/human_calibration.tsv, Cloud Sudoku; game_no and players as in the file).
 * `minutes` is this model's answer (HUMAN_MODEL_VERSION 3; a regression pin); `people` is what the
 * players took: the model ranks puzzles (Spearman 0.70 cross-validated), it does not know one
 * puzzle's players, and a mean of 10-16 players is noisy (the slowest here is an outlier).
 */
const VECTORS = [
  { game: 36828, players: 10, people: 130 / 60, minutes: 4.5, puzzle: '3.76...5..827.3...6..82.7...7....34...........54....2...8.41..6...9.648..1...82.3' },
  { game: 5149, players: 14, people: 289 / 60, minutes: 5.9, puzzle: '.2..9.4.....5.37....8...9...31.8..7....1.5....4..2.36...2...5....92.7.....3.6..2.' },
  { game: 5823, players: 11, people: 355 / 60, minutes: 5.8, puzzle: '.5.68...16........4.....7.6....528...3.8.6.2...173....8.4.....7........21...94.5.' },
  { game: 1613, players: 16, people: 462 / 60, minutes: 5.4, puzzle: '....286.......539.7.5.3.1...5.17...2.........6...52.1...7.4.9.3.932.......138....' },
  { game: 2732, players: 10, people: 6192 / 60, minutes: 5.6, puzzle: '8..52.6..4...3...77...4.9..1..2.....24.....13.....4..8..2.1...56...8...9..1.75..2' },
];

describe('expected minutes: vectors', () => {
  it.each(VECTORS)('game $game ($players players, $people min)', ({ puzzle, minutes }) => {
    const r = rate(grid(puzzle));
    if (!r.ok) throw new Error(r.error.message);
    expect(roundMinutes(r.value.minutes * 60)).toBe(minutes);
    const alone = expectedMinutes(grid(puzzle));
    expect(alone.ok && alone.value.minutes).toBe(r.value.minutes);
  });

  it('is deterministic (fixed sightings, no clock): the same grid gives the same trace', () => {
    const g = grid(VECTORS[2].puzzle);
    expect(traceHuman(g)).toEqual(traceHuman(g));
  });

  it('a puzzle that needs notes costs more than the same grid with that step given away', () => {
    // top1465 puzzle 1 needs chains: its time is far above every singles puzzle above
    const hard = expectedMinutes(grid('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'));
    expect(hard.ok && hard.value.minutes).toBeGreaterThan(20);
  });

  it('refuses puzzles without exactly one solution, as rate() does', () => {
    expect(expectedMinutes(new Uint8Array(81))).toMatchObject({ ok: false, error: { code: 'multiple' } });
    expect(expectedMinutes(grid('12345678.' + '........9' + '.'.repeat(63)))).toMatchObject({ ok: false, error: { code: 'unsolvable' } });
  });
});

describe('expected minutes: properties', () => {
  /** A generated puzzle and one of its empty cells with the solution digit. */
  const arbCase = fc.record({ seed: fc.nat(), pick: fc.nat() }).map(({ seed, pick }) => {
    const { puzzle, solution } = generate({ seed });
    const empties = [...puzzle.keys()].filter((i) => !puzzle[i]);
    const cell = empties[pick % empties.length];
    const more = puzzle.slice();
    more[cell] = solution[cell];
    return { puzzle, more, seed };
  });

  it('every expected time is positive and finite', () => {
    fc.assert(
      fc.property(arbCase, ({ puzzle, more }) => {
        for (const g of [puzzle, more]) {
          const s = humanSeconds(traceHuman(g, { budget: 2_000_000 }));
          expect(Number.isFinite(s) && s > 0).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('giving away one more solution digit never raises the time of a puzzle singles solve', () => {
    // Proved in human.ts (the same order on the richer grid stays ahead on the player's clock);
    // puzzles that need harder steps are not covered: their technique path can change.
    let cases = 0, singles = 0;
    fc.assert(
      fc.property(arbCase, ({ puzzle, more }) => {
        cases++;
        const before = traceHuman(puzzle, { budget: 2_000_000 });
        fc.pre(before.hardSteps.length === 0);
        singles++;
        const after = traceHuman(more);
        expect(after.hardSteps).toEqual([]);
        expect(after.search).toBeLessThanOrEqual(before.search);
        expect(humanSeconds(after)).toBeLessThan(humanSeconds(before));
      }),
      { numRuns: 60, maxSkipsPerRun: 1000 },
    );
    expect(singles / cases).toBeGreaterThan(0.1);
  });

  it('puzzles that need harder steps: giving a digit away raises the time rarely and little (the known limit)', () => {
    // Not a proof: the technique path from the richer grid can differ (README, "Human difficulty").
    // On 183 generated puzzles 44 of 915 additions raised it, by at most 1.42x; on this fixed
    // sample 8 of 204, by at most 1.37x. The bounds guard against that growing.
    let additions = 0, raised = 0, worst = 1;
    for (let seed = 1; seed <= 80; seed++) {
      const { puzzle, solution } = generate({ seed });
      const before = traceHuman(puzzle, { budget: 2_000_000 });
      if (!before.hardSteps.length) continue;
      const empties = [...puzzle.keys()].filter((i) => !puzzle[i]);
      for (let k = 0; k < 4; k++) {
        const cell = empties[(seed * 7 + k * 13) % empties.length];
        const more = puzzle.slice();
        more[cell] = solution[cell];
        const ratio = humanSeconds(traceHuman(more, { budget: 2_000_000 })) / humanSeconds(before);
        additions++;
        if (ratio > 1) raised++;
        worst = Math.max(worst, ratio);
      }
    }
    expect(additions).toBeGreaterThan(100);
    expect(raised / additions).toBeLessThan(0.1);
    expect(worst).toBeLessThan(1.5);
  });

  it('giving away digits one by one down to the solution never raises the time (singles puzzles)', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const { puzzle, solution } = generate({ seed });
        fc.pre(traceHuman(puzzle).hardSteps.length === 0);
        expect(referenceCount(puzzle, 2).count).toBe(1);
        let g = puzzle.slice();
        let last = humanSeconds(traceHuman(g));
        for (let i = 0; i < 81; i++) {
          if (g[i]) continue;
          g = g.slice();
          g[i] = solution[i];
          const now = humanSeconds(traceHuman(g));
          expect(now).toBeLessThan(last);
          last = now;
        }
        expect(last).toBe(HUMAN_MODEL.start);
      }),
      { numRuns: 8, maxSkipsPerRun: 1000 },
    );
  });
});
