import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseLine } from '../grid/grid.js';
import { generate } from '../generate/generate.js';
import { rate } from './rating.js';
import { expectedMinutes } from './rating.js';
import { HUMAN_MODEL, humanSeconds, roundMinutes, traceHuman } from './human.js';
import { referenceCount } from '../test-support/reference-solver.js';

const grid = (s: string) => {
  const r = parseLine(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/**
 * Calibration puzzles at the fastest, quartiles and slowest of people's mean times
 * (../shared/data/human_calibration.tsv, Cloud Sudoku; game_no and players as in the file).
 * `minutes` is this model's answer (HUMAN_MODEL_VERSION 4; a regression pin); `people` is what the
 * players took: the model ranks puzzles (Spearman 0.71 cross-validated), it does not know one
 * puzzle's players, and a mean of 10-16 players is noisy (the slowest here is an outlier).
 */
const VECTORS = [
  { game: 36828, players: 10, people: 130 / 60, minutes: 4.1, puzzle: '3.76...5..827.3...6..82.7...7....34...........54....2...8.41..6...9.648..1...82.3' },
  { game: 5149, players: 14, people: 289 / 60, minutes: 5.8, puzzle: '.2..9.4.....5.37....8...9...31.8..7....1.5....4..2.36...2...5....92.7.....3.6..2.' },
  { game: 5823, players: 11, people: 355 / 60, minutes: 6.0, puzzle: '.5.68...16........4.....7.6....528...3.8.6.2...173....8.4.....7........21...94.5.' },
  { game: 1613, players: 16, people: 462 / 60, minutes: 5.3, puzzle: '....286.......539.7.5.3.1...5.17...2.........6...52.1...7.4.9.3.932.......138....' },
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

  it('a puzzle that needs chains takes far longer than any singles puzzle above', () => {
    // top1465 puzzle 1 needs forcing chains (SE 7.1): much of it is the slow fallback
    const hard = grid('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');
    const r = expectedMinutes(hard);
    expect(r.ok && r.value.minutes).toBeGreaterThan(20);
    expect(traceHuman(hard).beyond).toBeGreaterThan(5);
    expect(traceHuman(grid(VECTORS[0].puzzle)).beyond).toBeLessThan(1);
  });

  it('a grid with no solution gives a lower bound marked estimated, not a hang', () => {
    const t = traceHuman(grid('12345678.' + '........9' + '.'.repeat(63)));
    expect(t.estimated).toBe(true);
    expect(Number.isFinite(humanSeconds(t))).toBe(true);
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
          const s = humanSeconds(traceHuman(g));
          expect(Number.isFinite(s) && s > 0).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('giving away one more solution digit never raises the time (any puzzle)', () => {
    // Proved in human.ts: the same order on the richer grid stays ahead on the player's clock.
    let harder = 0;
    fc.assert(
      fc.property(arbCase, ({ puzzle, more }) => {
        const before = traceHuman(puzzle);
        const after = traceHuman(more);
        // SE 3.0 and up: past singles and intersections (the technique solver, not the model)
        const r = rate(puzzle);
        if (r.ok && r.value.er >= 3) harder++;
        expect(after.search).toBeLessThanOrEqual(before.search);
        expect(after.beyond).toBeLessThanOrEqual(before.beyond);
        expect(humanSeconds(after)).toBeLessThan(humanSeconds(before));
      }),
      { numRuns: 100 },
    );
    // the cases include puzzles that need more than singles and intersections
    expect(harder).toBeGreaterThan(20);
  });

  it('the same on the hardest published puzzles (top1465, every 15th): a digit given never raises the time', () => {
    const lines = readFileSync(new URL('../../../../../shared/data/top1465.txt', import.meta.url), 'utf8').split('\n').filter((l) => /^[0-9.]{81}/.test(l));
    for (let i = 0; i < lines.length; i += 15) {
      const puzzle = grid(lines[i].trim().slice(0, 81));
      const solution = referenceCount(puzzle, 1).first!;
      const before = humanSeconds(traceHuman(puzzle));
      const empty = [...puzzle.keys()].filter((c) => !puzzle[c]);
      const cell = empty[(i * 7) % empty.length];
      const more = puzzle.slice();
      more[cell] = solution[cell];
      expect(humanSeconds(traceHuman(more)), `top1465 puzzle ${i + 1}`).toBeLessThan(before);
    }
  });

  it('giving away digits one by one down to the solution never raises the time', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const { puzzle, solution } = generate({ seed });
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
      { numRuns: 8 },
    );
  });
});
