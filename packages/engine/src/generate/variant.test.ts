/**
 * Variant generators: every puzzle checked unique by an independent reference counter (4x4 and
 * 6x6: test-support/variant-reference.ts, plain backtracking over the raw rules; 9x9: the fast
 * one, variant-fast-reference.ts; both written apart from the solver), its solution kept by the
 * rules, givens taken from it, and same seed -> same puzzle. Levels: variant-levels.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { generateVariant, VariantGenerateError, type VariantName } from './variant.js';
import { tryVariantReferenceCount, satisfiesRules } from '../test-support/variant-reference.js';
import { randomJigsawRegions, hasClassicRegion } from './regions.js';
import { createRng } from './rng.js';
import { UnknownOptionError } from '../validate.js';
import type { GridSize } from '../rules/rules.js';
import { inWorker } from '../test-support/in-worker.js';
import type { GeneratedCheck } from '../test-support/variant-generate-check.js';

const WORK = new URL('../test-support/variant-generate-check.ts', import.meta.url);

const yieldNow = () => new Promise<void>((r) => setImmediate(r));
const BASE = Number(process.env.SUDOKIT_TEST_SEED ?? 20261127);

function checkOne(variant: VariantName, size: GridSize, seed: number, maxNodes: number): 'unique' | 'unknown' {
  const { puzzle, solution } = generateVariant({ variant, size, seed });
  expect(satisfiesRules(puzzle.rules, solution)).toBe(true);
  for (let i = 0; i < solution.length; i++) if (puzzle.givens[i]) expect(puzzle.givens[i]).toBe(solution[i]);
  const r = tryVariantReferenceCount(puzzle.rules, puzzle.givens, 2, maxNodes);
  if (r === 'unknown') return 'unknown';
  expect(r.count, `${variant} ${size} seed ${seed}`).toBe(1);
  expect(Array.from(r.first!)).toEqual(Array.from(solution));
  return 'unique';
}

describe(`generateVariant (seeds from ${BASE}; replay with SUDOKIT_TEST_SEED)`, () => {
  const small: [VariantName, GridSize, number][] = [
    ['classic', 4, 60],
    ['classic', 6, 60],
    ['jigsaw', 4, 40],
    ['jigsaw', 6, 60],
    ['x', 4, 20],
    ['x', 6, 40],
    ['killer', 4, 40],
    ['killer', 6, 40],
  ];
  for (const [variant, size, n] of small) {
    it(`${variant} ${size}x${size}: ${n} seeds, each unique by the reference counter`, async () => {
      for (let k = 0; k < n; k++) {
        expect(checkOne(variant, size, BASE + k, 2_000_000)).toBe('unique');
        await yieldNow();
      }
    });
  }

  // 9x9 and larger: the fast reference counter (test-support/variant-fast-reference.ts, also
  // written apart from the solver; the plain one takes minutes on a 9x9 jigsaw or a givenless
  // 9x9 killer), run in a worker thread so this file's event loop stays free
  const large: [VariantName, GridSize, number][] = [
    ['classic', 9, 3],
    ['x', 9, 3],
    ['windoku', 9, 3],
    ['jigsaw', 9, 3],
    ['killer', 9, 3],
    // 16x16's removal checks search for a solution other than the known one (generate/variant.ts)
    ['classic', 16, 1],
  ];
  for (const [variant, size, n] of large) {
    it(`${variant} ${size}x${size}: ${n} seeds, unique by the fast reference counter (in a worker)`, { timeout: 300_000 }, async () => {
      const seeds = Array.from({ length: n }, (_, k) => BASE + k);
      const results = await inWorker<GeneratedCheck[]>(WORK, 'checkGenerated', [variant, size, null, seeds]);
      for (const r of results) {
        expect(r.consistent, `${variant} seed ${r.seed}`).toBe(true);
        expect(r.count, `${variant} seed ${r.seed}`).toBe(1);
        expect(r.sameSolution, `${variant} seed ${r.seed}`).toBe(true);
      }
    });
  }

  it('16x16 and 12x12 classic: solution keeps the rules and givens come from it', async () => {
    for (const size of [12, 16] as GridSize[]) {
      const { puzzle, solution, clues } = generateVariant({ size, seed: BASE });
      expect(satisfiesRules(puzzle.rules, solution)).toBe(true);
      expect(clues).toBeLessThan(size * size);
      await yieldNow();
    }
  });

  it('same seed and options, same puzzle', () => {
    for (const variant of ['jigsaw', 'killer', 'x'] as VariantName[]) {
      const a = generateVariant({ variant, size: 6, seed: 'abc' });
      const b = generateVariant({ variant, size: 6, seed: 'abc' });
      expect(JSON.stringify(a.puzzle.rules)).toBe(JSON.stringify(b.puzzle.rules));
      expect(Array.from(a.puzzle.givens)).toEqual(Array.from(b.puzzle.givens));
    }
  });

  it('killers have no givens unless asked; cage sizes are human-like', async () => {
    const sizes: number[] = [];
    for (let k = 0; k < 4; k++) {
      const { puzzle, clues } = generateVariant({ variant: 'killer', size: 9, seed: BASE + k });
      expect(clues).toBe(0);
      for (const cage of puzzle.rules.cages!) sizes.push(cage.cells.length);
      await yieldNow();
    }
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    expect(mean).toBeGreaterThan(2);
    expect(mean).toBeLessThan(4.5);
    expect(sizes.filter((s) => s === 1)).toEqual([]); // no single-cell cages
  });

  it('bad options get typed errors naming the option', () => {
    const codes = (o: object) => {
      try {
        generateVariant(o as never);
        return 'none';
      } catch (e) {
        return e instanceof VariantGenerateError || e instanceof UnknownOptionError ? e.code : 'untyped';
      }
    };
    expect(codes({ variant: 'sandwich' })).toBe('unknown-variant');
    expect(codes({ variant: 'windoku', size: 6 })).toBe('bad-size');
    expect(codes({ symmetry: 'spiral' })).toBe('bad-symmetry');
    expect(codes({ difficulty: 'hard' })).toBe('unknown-option');
    expect(codes({ variant: 'killer', killer: { merge: 3 } })).toBe('unknown-option');
  });
});

describe('randomJigsawRegions', () => {
  it('regions are connected, of size n, and none is a row, column or box', () => {
    for (const size of [4, 6, 9] as GridSize[]) {
      for (let k = 0; k < 20; k++) {
        const reg = randomJigsawRegions(size, createRng(BASE + k));
        const counts = new Array(size).fill(0);
        for (const r of reg) counts[r]++;
        expect(counts.every((c) => c === size)).toBe(true);
        expect(hasClassicRegion(reg, size)).toBe(false);
      }
    }
  });
});
