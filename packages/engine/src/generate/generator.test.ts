import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generate } from './generate.js';
import { randomSolution, checkGenerateOptions, cluesReachable, isMinimalPuzzle, MIN_CLUES } from './generator.js';
import { createRng, type Seed } from './rng.js';
import { SYMMETRY_NAMES, type SymmetryName } from './symmetry.js';
import { referenceCount, isValidSolution } from '../test-support/reference-solver.js';

// Each symmetry written out as coordinate maps here, independently of symmetry.ts.
type Map2 = (r: number, c: number) => [number, number];
const MAPS: Record<SymmetryName, Map2[]> = {
  none: [],
  rotational: [(r, c) => [8 - r, 8 - c]],
  rotational90: [(r, c) => [c, 8 - r], (r, c) => [8 - r, 8 - c], (r, c) => [8 - c, r]],
  horizontal: [(r, c) => [8 - r, c]],
  vertical: [(r, c) => [r, 8 - c]],
  diagonal: [(r, c) => [c, r]],
  antidiagonal: [(r, c) => [8 - c, 8 - r]],
  dihedral: [
    (r, c) => [c, 8 - r], (r, c) => [8 - r, 8 - c], (r, c) => [8 - c, r],
    (r, c) => [8 - r, c], (r, c) => [r, 8 - c], (r, c) => [c, r], (r, c) => [8 - c, 8 - r],
  ],
};

function patternHas(puzzle: ArrayLike<number>, name: SymmetryName): boolean {
  for (const map of MAPS[name]) {
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) {
      const [r2, c2] = map(r, c);
      if ((puzzle[r * 9 + c] !== 0) !== (puzzle[r2 * 9 + c2] !== 0)) return false;
    }
  }
  return true;
}

/** Unique by the reference counter, and every single clue removal gives two or more solutions. */
function expectUniqueAndMinimal(puzzle: Uint8Array, minimal: boolean) {
  expect(referenceCount(puzzle, 2).count).toBe(1);
  if (!minimal) return;
  for (let i = 0; i < 81; i++) {
    if (!puzzle[i]) continue;
    const p = puzzle.slice();
    p[i] = 0;
    expect(referenceCount(p, 2).count, `clue at index ${i} is removable`).toBe(2);
  }
}

describe('randomSolution', () => {
  it('gives valid grids with every digit equally likely in every cell (chi-square)', () => {
    const rng = createRng('uniform');
    const n = 1800;
    const counts = new Uint32Array(81 * 10);
    for (let k = 0; k < n; k++) {
      const g = randomSolution(rng);
      if (k < 50) expect(isValidSolution(new Uint8Array(81), g)).toBe(true);
      for (let i = 0; i < 81; i++) counts[i * 10 + g[i]]++;
    }
    // Sum of 81 per-cell chi-squares (df 8 each, 648 in all): mean 648, sd 36; allow 5 sd.
    const expected = n / 9;
    let chi2 = 0;
    for (let i = 0; i < 81; i++) for (let d = 1; d <= 9; d++) chi2 += (counts[i * 10 + d] - expected) ** 2 / expected;
    expect(chi2).toBeLessThan(648 + 5 * 36);
    expect(chi2).toBeGreaterThan(648 - 5 * 36);
  });
});

describe('generate', () => {
  it('returns a unique puzzle, its solution, the seed and the options', () => {
    for (let seed = 0; seed < 30; seed++) {
      const r = generate({ seed });
      expect(r.found).toBe(true);
      expect(r.seed).toBe(seed);
      expect(r.options).toMatchObject({ seed, symmetry: 'none', minimal: false });
      expect(isValidSolution(r.puzzle, r.solution)).toBe(true);
      expect(referenceCount(r.puzzle, 2).count).toBe(1);
      expect(r.clues).toBe(r.puzzle.filter((d) => d !== 0).length);
    }
  });

  it('property: any seed and symmetry give a unique puzzle with that symmetry and its solution', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.maxSafeNat()), fc.constantFrom(...SYMMETRY_NAMES), (seed, symmetry) => {
        const r = generate({ seed, symmetry });
        expect(r.found).toBe(true);
        expect(patternHas(r.puzzle, symmetry)).toBe(true);
        expect(isValidSolution(r.puzzle, r.solution)).toBe(true);
        expect(referenceCount(r.puzzle, 2).count).toBe(1);
      }),
      { numRuns: 40 },
    );
  });

  it('is deterministic: same seed and options, same puzzle', () => {
    for (const seed of [1, 'x', 2 ** 40]) {
      const a = generate({ seed, symmetry: 'rotational' });
      const b = generate({ seed, symmetry: 'rotational' });
      expect(Array.from(b.puzzle)).toEqual(Array.from(a.puzzle));
    }
    expect(Array.from(generate({ seed: 1 }).puzzle)).not.toEqual(Array.from(generate({ seed: 2 }).puzzle));
  });

  it('pins the puzzle for a seed (recorded), so streams do not change silently', () => {
    expect(generate({ seed: 2024 }).puzzle.join('')).toBe(RECORDED_2024);
  });

  // Symmetric minimal puzzles are rare (dihedral: about 1 grid in 10^4), so those cases use seeds
  // that happen to find one early; the properties checked are the same.
  const seedsFor = (symmetry: SymmetryName, minimal: boolean): Seed[] =>
    !minimal || symmetry === 'none' ? [0, 1, 2, 3, 4, 5] : symmetry === 'dihedral' ? ['s88'] : symmetry === 'rotational90' ? ['s0'] : [0, 1];
  for (const symmetry of SYMMETRY_NAMES) {
    for (const minimal of [false, true]) {
      it(`symmetry ${symmetry}${minimal ? ', minimal' : ''}: exact pattern symmetry, unique${minimal ? ', minimal' : ''}`, () => {
        for (const seed of seedsFor(symmetry, minimal)) {
          const r = generate({ seed, symmetry, minimal, maxAttempts: 50_000 });
          expect(r.found).toBe(true);
          expect(patternHas(r.puzzle, symmetry)).toBe(true);
          expect(isValidSolution(r.puzzle, r.solution)).toBe(true);
          expectUniqueAndMinimal(r.puzzle, minimal);
        }
      });
    }
  }

  it('stops at exactly the clue target when it is reachable', () => {
    for (const [clues, symmetry] of [[30, 'none'], [36, 'rotational'], [28, 'diagonal']] as const) {
      const r = generate({ seed: clues, clues, symmetry });
      expect(r.found).toBe(true);
      expect(r.clues).toBe(clues);
      expect(patternHas(r.puzzle, symmetry)).toBe(true);
      expect(referenceCount(r.puzzle, 2).count).toBe(1);
    }
  });

  it('reaches a low clue target by local search (21 clues)', () => {
    const r = generate({ seed: 21, clues: 21 });
    expect(r.found).toBe(true);
    expect(r.clues).toBe(21);
    expect(referenceCount(r.puzzle, 2).count).toBe(1);
  });

  it('with minimal, treats the clue target as an upper bound', () => {
    const r = generate({ seed: 5, clues: 24, minimal: true });
    expect(r.found).toBe(true);
    expect(r.clues).toBeLessThanOrEqual(24);
    expectUniqueAndMinimal(r.puzzle, true);
  });

  it('gives up when the budget runs out, saying not found, with a best-effort unique puzzle', () => {
    const r = generate({ seed: 1, clues: 17, maxAttempts: 3 });
    expect(r).toMatchObject({ found: false, attempts: 3, stoppedBy: 'attempts' });
    expect(r.clues).toBeGreaterThan(17);
    expect(referenceCount(r.puzzle, 2).count).toBe(1);
  });

  it('stops at once on a clue target no symmetric pattern has', () => {
    expect(cluesReachable('dihedral', 30)).toBe(false); // orbits of 1, 4 and 8 cells
    expect(cluesReachable('dihedral', 29)).toBe(true); // 1 + 4 + 3 · 8
    expect(cluesReachable('dihedral', 31)).toBe(false);
    expect(cluesReachable('dihedral', 33)).toBe(true);
    expect(cluesReachable('rotational', 27)).toBe(true); // with the centre
    const r = generate({ seed: 1, symmetry: 'dihedral', clues: 30 });
    expect(r).toMatchObject({ found: false, attempts: 1, stoppedBy: 'unreachable' });
    expect(patternHas(r.puzzle, 'dihedral')).toBe(true);
  });

  it('honours the time budget and the abort signal, and reports progress', () => {
    const timed = generate({ seed: 1, clues: 17, timeLimitMs: 0 });
    expect(timed).toMatchObject({ found: false, attempts: 1, stoppedBy: 'time' });
    const controller = new AbortController();
    const seen: number[] = [];
    const aborted = generate({
      seed: 1,
      clues: 17,
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p.attempts);
        if (p.attempts === 4) controller.abort();
      },
    });
    expect(aborted).toMatchObject({ found: false, attempts: 4, stoppedBy: 'aborted' });
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('isMinimalPuzzle agrees with removing each clue', () => {
    const r = generate({ seed: 4, symmetry: 'rotational' });
    const p = r.puzzle;
    let removable = false;
    for (let i = 0; i < 81; i++) {
      if (!p[i]) continue;
      const q = p.slice();
      q[i] = 0;
      if (referenceCount(q, 2).count === 1) removable = true;
    }
    expect(isMinimalPuzzle(p)).toBe(!removable);
    expect(isMinimalPuzzle(generate({ seed: 4, minimal: true }).puzzle)).toBe(true);
    expect(isMinimalPuzzle(r.solution)).toBe(false);
    expect(isMinimalPuzzle(new Uint8Array(81))).toBe(false); // not unique
  });

  it('rejects bad options with a RangeError', () => {
    expect(() => generate({ clues: 82 })).toThrow(RangeError);
    expect(() => generate({ maxAttempts: 0 })).toThrow(RangeError);
    expect(checkGenerateOptions({ clues: 2.5 })?.code).toBe('bad-clues');
    expect(checkGenerateOptions({ clues: 20, maxAttempts: 10 })).toBeUndefined();
  });

  // McGuire, Tugemann & Civario 2012: no 16-clue puzzle has one solution, so a target below 17
  // is refused before any search (it used to search about 15 s and return found: false).
  it.each([0, 5, 10, 16])('refuses the impossible clue target %i at once', (clues) => {
    expect(checkGenerateOptions({ clues })?.code).toBe('bad-clues');
    expect(() => generate({ clues })).toThrow(new RangeError(`generate: clue target ${clues} is impossible: no puzzle with fewer than 17 clues has exactly one solution (McGuire, Tugemann & Civario 2012)`));
    expect(() => generate({ clues, minimal: true, symmetry: 'rotational' })).toThrow(/impossible/);
  });

  it('accepts the lowest possible target, 17 (best effort)', () => {
    expect(checkGenerateOptions({ clues: MIN_CLUES })).toBeUndefined();
    expect(MIN_CLUES).toBe(17);
  });
});

// generate({ seed: 2024 }) as first produced by this implementation (blanks as 0).
const RECORDED_2024 = '006000000007050004803100007040600780000001090001007030030060000000940500900000040';
