import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { solve, Solver } from './solver.js';
import { parseLine, makeLine } from '../grid/grid.js';
import { referenceCount, tryReferenceCount, isValidSolution } from '../test-support/reference-solver.js';

const DATA = new URL('../../../../../shared/data/', import.meta.url);
function puzzles(file: string, n: number, step = 1): Uint8Array[] {
  const lines = readFileSync(new URL(file, DATA), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  const out: Uint8Array[] = [];
  for (let i = 0; i < lines.length && out.length < n; i += step) {
    const r = parseLine(lines[i], { conflicts: 'allow' });
    if (r.ok) out.push(r.value);
  }
  return out;
}
const grid = (s: string) => {
  const r = parseLine(s, { conflicts: 'allow' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// Vectors with their sources.
const VECTORS: { name: string; source: string; puzzle: string; count: number; limit: number }[] = [
  { name: 'empty grid', source: 'definition', puzzle: '.'.repeat(81), count: 1000, limit: 1000 },
  { name: 'full grid', source: 'kaggle_solutions.txt line 1', puzzle: '864371259325849761971265843436192587198657432257483916689734125713528694542916378', count: 1, limit: 2 },
  { name: 'kaggle #1', source: 'kaggle.txt line 1', puzzle: '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..', count: 1, limit: 2 },
  { name: 'top1465 #1', source: 'top1465.txt puzzle 1', puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........', count: 1, limit: 2 },
  { name: 'forum hardest 1106 #1', source: 'forum_hardest_1106.txt puzzle 1', puzzle: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3', count: 1, limit: 2 },
  { name: 'serg #1 (several solutions)', source: 'serg_benchmark.txt puzzle 1', puzzle: '8.........95.......76.........426798...571243...893165......916....3.487....1.532', count: 2, limit: 2 },
  { name: 'contradictory givens (two 1s in row 1)', source: 'constructed', puzzle: '11' + '.'.repeat(79), count: 0, limit: 2 },
  { name: 'no solution though givens do not repeat', source: 'constructed: r1c9 sees 1-8 and column 9 holds 9', puzzle: '12345678.' + '........9' + '.'.repeat(63), count: 0, limit: 2 },
  { name: 'full grid with four cells cleared', source: 'kaggle_solutions.txt line 1, r1c1,r1c2,r2c1,r2c2 cleared', puzzle: '..4371259..5849761971265843436192587198657432257483916689734125713528694542916378', count: 1, limit: 2 },
];

describe('solve: vectors', () => {
  it.each(VECTORS)('$name ($source)', ({ puzzle, count, limit }) => {
    const r = solve(grid(puzzle), { limit });
    expect(r.count).toBe(count);
    expect(referenceCount(grid(puzzle), limit).count).toBe(count);
    if (count > 0) expect(isValidSolution(grid(puzzle), r.solution!)).toBe(true);
    else expect(r.solution).toBeUndefined();
  });
});

describe('solve: data sets against the reference counter', () => {
  const sets: [string, number, number][] = [
    ['kaggle.txt', 200, 50],
    ['17clue.txt', 60, 800],
    ['top1465.txt', 150, 9],
    ['forum_hardest_1106.txt', 40, 9],
    ['forum_hardest_1905_11plus.txt', 40, 1200],
    ['serg_benchmark.txt', 150, 66],
  ];
  it.each(sets)('%s: same count (limit 2) and a valid solution', (file, n, step) => {
    for (const p of puzzles(file, n, step)) {
      const r = solve(p, { limit: 2 });
      const ref = referenceCount(p, 2);
      expect(r.count).toBe(ref.count);
      expect(isValidSolution(p, r.solution!)).toBe(true);
    }
  });

  it('kaggle.txt: every solution equals kaggle_solutions.txt', () => {
    const ps = puzzles('kaggle.txt', 10000);
    const sols = readFileSync(new URL('kaggle_solutions.txt', DATA), 'utf8').split('\n');
    ps.forEach((p, i) => expect(makeLine(solve(p).solution!)).toBe(sols[i]));
  });

  it('serg_benchmark.txt: exact counts agree with the reference (light mode searched to the end)', () => {
    // These puzzles are searched with cell guesses and no column pass (LIGHT in solver.ts):
    // counting all their solutions walks every dead end of that search.
    for (const p of puzzles('serg_benchmark.txt', 25, 400)) {
      const r = solve(p, { limit: 100_000 });
      expect(r.count).toBeLessThan(100_000);
      expect(r.count).toBe(referenceCount(p, 100_000).count);
    }
  });

  it('serg_benchmark.txt: every puzzle has at least two solutions', () => {
    for (const p of puzzles('serg_benchmark.txt', 10000)) expect(solve(p, { limit: 2 }).count).toBe(2);
  });
});

describe('solve: properties', () => {
  const solved = puzzles('kaggle.txt', 50).map((p) => solve(p).solution!);
  const arbPuzzle = fc
    .record({ s: fc.integer({ min: 0, max: solved.length - 1 }), holes: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 81 }) })
    .map(({ s, holes }) => {
      const g = solved[s].slice();
      for (const h of holes) g[h] = 0;
      return g;
    });

  it('removing givens from a solved grid never gives count 0, and solutions keep the givens', () => {
    fc.assert(
      fc.property(arbPuzzle, (p) => {
        const r = solve(p, { limit: 2 });
        expect(r.count).toBeGreaterThanOrEqual(1);
        expect(isValidSolution(p, r.solution!)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('count agrees with the reference and is monotone in limit', () => {
    let cases = 0, undecided = 0;
    fc.assert(
      fc.property(arbPuzzle, fc.integer({ min: 1, max: 6 }), (p, limit) => {
        cases++;
        const ref = tryReferenceCount(p, limit);
        if (ref === 'unknown') undecided++;
        fc.pre(ref !== 'unknown');
        const a = solve(p, { limit }).count;
        const b = solve(p, { limit: limit + 1 }).count;
        expect(a).toBeLessThanOrEqual(b);
        expect(a).toBe(Math.min(limit, b));
        expect(a).toBe(ref.count);
      }),
      { numRuns: 300 },
    );
    expect(undecided / cases, `${undecided} of ${cases} cases beyond the reference's budget`).toBeLessThan(0.05);
  });

  it('random givens (mostly contradictory or multi-solution) agree with the reference', () => {
    const arb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }).map((cells) => {
      // keep about 1 in 6 cells so many puzzles are consistent
      return Uint8Array.from(cells, (d, i) => (((i * 7 + d) % 6 === 0 ? d : 0)));
    });
    // The reference may need an exponential search on a consistent but unsolvable grid: past
    // its node budget it says 'unknown' and the case is discarded (and counted: a property
    // that discards most cases tests nothing).
    let cases = 0, undecided = 0;
    fc.assert(
      fc.property(arb, (p) => {
        cases++;
        const ref = tryReferenceCount(p, 3);
        if (ref === 'unknown') undecided++;
        fc.pre(ref !== 'unknown');
        expect(solve(p, { limit: 3 }).count).toBe(ref.count);
      }),
      { numRuns: 300 },
    );
    expect(undecided / cases, `${undecided} of ${cases} cases beyond the reference's budget`).toBeLessThan(0.05);
  });
});

describe('solve: deep searches', () => {
  // The empty grid has 6,670,903,752,021,072,936,960 solutions (Felgenhauer and Jarvis 2005), so a
  // count stops at any limit; a long count walks the search stack up and down many times.
  it('the empty grid counts to 100,000 with a valid first solution', () => {
    const r = solve(new Uint8Array(81), { limit: 100_000 });
    expect(r.count).toBe(100_000);
    expect(isValidSolution(new Uint8Array(81), r.solution!)).toBe(true);
  });
});

describe('solver instances', () => {
  it('are re-entrant: interleaved use on two puzzles gives independent results', () => {
    const [a, b] = puzzles('top1465.txt', 2);
    const s1 = new Solver();
    const s2 = new Solver();
    const out1 = new Uint8Array(81);
    const out2 = new Uint8Array(81);
    expect(s1.count(a, 2, out1)).toBe(1);
    expect(s2.count(b, 2, out2)).toBe(1);
    expect(makeLine(out1)).toBe(makeLine(solve(a).solution!));
    expect(makeLine(out2)).toBe(makeLine(solve(b).solution!));
  });

  it('rejects cell values outside 0-9 with a RangeError naming the cell, rather than misreading them', () => {
    const g = new Uint8Array(81);
    g[0] = 12;
    expect(() => solve(g)).toThrow(new RangeError('solve: grid[0] must be a digit 0-9 (0 = blank), got 12'));
  });
});
