import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyTransform,
  composeTransforms,
  drawTransform,
  identityTransform,
  invertTransform,
  isValidTransform,
  mirrorHorizontalTransform,
  mirrorVerticalTransform,
  randomTransform,
  rotate180Transform,
  rotate90Transform,
  swapDigitsTransform,
  transposeTransform,
  type Transform,
} from './transform.js';
import { createRng } from '../generate/rng.js';
import { parseLine, makeLine } from './grid.js';
import { referenceCount, isValidSolution } from '../test-support/reference-solver.js';

// top1465 #1 (magictour) and its solution, as in ../shared/data/top1465.txt and the solve tests
const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const TOP1_SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const grid = (line: string) => {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const arbTransform = fc.integer({ min: 0, max: 2 ** 31 - 1 }).map((seed) => drawTransform(createRng(seed)));
/** A random grid with some givens (any pattern, digits may clash: transforms do not care). */
const arbCells = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }).map((a) => Uint8Array.from(a));
const same = (a: ArrayLike<number>, b: ArrayLike<number>) => expect(Array.from(a)).toEqual(Array.from(b));

/** h[r][c] as a function of g, written out for the named transforms. */
const NAMED: [string, () => Transform, (g: Uint8Array, r: number, c: number) => number][] = [
  ['rotate 90° clockwise', rotate90Transform, (g, r, c) => g[(8 - c) * 9 + r]],
  ['rotate 180°', rotate180Transform, (g, r, c) => g[(8 - r) * 9 + (8 - c)]],
  ['mirror top/bottom', mirrorHorizontalTransform, (g, r, c) => g[(8 - r) * 9 + c]],
  ['mirror left/right', mirrorVerticalTransform, (g, r, c) => g[r * 9 + (8 - c)]],
  ['transpose', transposeTransform, (g, r, c) => g[c * 9 + r]],
];

describe('transforms', () => {
  it.each(NAMED)('%s moves cells as written', (_name, make, expected) => {
    fc.assert(
      fc.property(arbCells, (g) => {
        const h = applyTransform(make(), g);
        for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) expect(h[r * 9 + c]).toBe(expected(g, r, c));
      }),
      { numRuns: 20 },
    );
  });

  it('four quarter turns are the identity; swapping digits twice too', () => {
    const g = grid(TOP1);
    let h: Uint8Array = g;
    for (let k = 0; k < 4; k++) h = applyTransform(rotate90Transform(), h);
    same(h, g);
    same(applyTransform(swapDigitsTransform(4, 8), applyTransform(swapDigitsTransform(4, 8), g)), g);
    same(applyTransform(identityTransform(), g), g);
  });

  it('drawn transforms are valid group members; broken ones are recognised', () => {
    fc.assert(fc.property(arbTransform, (t) => isValidTransform(t)));
    const t = identityTransform();
    const swapAcrossBands = { ...t, rows: Uint8Array.from([0, 1, 3, 2, 4, 5, 6, 7, 8]) };
    expect(isValidTransform(swapAcrossBands)).toBe(false);
    expect(isValidTransform({ ...t, digits: Uint8Array.from([0, 1, 1, 3, 4, 5, 6, 7, 8, 9]) })).toBe(false);
    for (const [, make] of NAMED) expect(isValidTransform(make())).toBe(true);
  });

  it('keep a solution a solution, and a puzzle its solution count', () => {
    const puzzle = grid(TOP1);
    const solution = grid(TOP1_SOLUTION);
    fc.assert(
      fc.property(arbTransform, (t) => {
        const p = applyTransform(t, puzzle);
        expect(isValidSolution(p, applyTransform(t, solution))).toBe(true);
        expect(referenceCount(p, 2).count).toBe(1);
      }),
      { numRuns: 25 },
    );
  });

  it('compose = apply one after the other; invert undoes', () => {
    fc.assert(
      fc.property(arbTransform, arbTransform, arbCells, (a, b, g) => {
        same(applyTransform(composeTransforms(a, b), g), applyTransform(b, applyTransform(a, g)));
        same(applyTransform(invertTransform(a), applyTransform(a, g)), g);
        same(applyTransform(composeTransforms(a, invertTransform(a)), g), g);
        expect(isValidTransform(composeTransforms(a, b))).toBe(true);
      }),
    );
  });

  it('randomTransform is deterministic for a seed and moves things', () => {
    const g = grid(TOP1);
    const a = makeLine(randomTransform(g, createRng(11)));
    expect(makeLine(randomTransform(g, createRng(11)))).toBe(a);
    expect(a).not.toBe(TOP1);
    expect(a.replace(/\./g, '').length).toBe(TOP1.replace(/\./g, '').length);
  });
});
