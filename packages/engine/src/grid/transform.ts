/**
 * The validity-preserving transformations of a Sudoku: transpose, band and row-in-band
 * permutations, stack and column-in-stack permutations, and digit relabelling. Rotations and
 * reflections are compositions of these. A Transform is an explicit value that can be applied,
 * composed and inverted.
 */
import type { Grid } from './grid.js';
import { BOX, CELLS, SIZE } from './units.js';
import type { Rng } from '../generate/rng.js';
import { readGrid, checkInteger, checkRng, describeValue } from '../validate.js';

/**
 * Applying a Transform to grid g gives h with
 *   h[r][c] = digits[ src[rows[r]][cols[c]] ],  src = transpose ? gᵀ : g.
 * `rows` and `cols` map target index → source index and keep bands/stacks together;
 * `digits` maps source digit → target digit, with digits[0] = 0 (blank stays blank).
 */
export interface Transform {
  readonly transpose: boolean;
  readonly rows: Uint8Array;
  readonly cols: Uint8Array;
  readonly digits: Uint8Array;
}

function range(n: number, f: (i: number) => number = (i) => i): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => f(i));
}

/** The transform that changes nothing: applying it returns a copy of the grid. */
export function identityTransform(): Transform {
  return { transpose: false, rows: range(SIZE), cols: range(SIZE), digits: range(SIZE + 1) };
}

function isPermutation(p: Uint8Array, n: number): boolean {
  if (p.length !== n) return false;
  let seen = 0;
  for (let i = 0; i < n; i++) {
    const v = p[i];
    if (v < 0 || v >= n || seen & (1 << v)) return false;
    seen |= 1 << v;
  }
  return true;
}

/** A line permutation keeps bands (or stacks) whole: each block of BOX targets comes from one source block. */
function keepsBlocks(p: Uint8Array): boolean {
  for (let b = 0; b < BOX; b++) {
    const block = Math.floor(p[b * BOX] / BOX);
    for (let k = 1; k < BOX; k++) if (Math.floor(p[b * BOX + k] / BOX) !== block) return false;
  }
  return true;
}

/** True when `t` is a member of the validity-preserving group. */
export function isValidTransform(t: Transform): boolean {
  if (typeof t !== 'object' || t === null || typeof t.transpose !== 'boolean') return false;
  if (![t.rows, t.cols, t.digits].every((a) => typeof a === 'object' && a !== null && typeof a.length === 'number')) return false;
  return (
    isPermutation(t.rows, SIZE) &&
    isPermutation(t.cols, SIZE) &&
    keepsBlocks(t.rows) &&
    keepsBlocks(t.cols) &&
    t.digits.length === SIZE + 1 &&
    t.digits[0] === 0 &&
    isDigitPermutation(t.digits)
  );
}

/** Transforms passed in by callers must be members of the group (as identityTransform and friends make). */
function checkTransform(fn: string, name: string, t: unknown): void {
  if (!isValidTransform(t as Transform)) throw new TypeError(`${fn}: ${name} must be a valid Transform (transpose, rows, cols, digits), got ${describeValue(t)}`);
}

function isDigitPermutation(d: Uint8Array): boolean {
  let seen = 0;
  for (let i = 1; i <= SIZE; i++) {
    const v = d[i];
    if (v < 1 || v > SIZE || seen & (1 << v)) return false;
    seen |= 1 << v;
  }
  return true;
}

/** Apply a transform; returns a new grid. */
export function applyTransform(t: Transform, grid: ArrayLike<number>): Grid {
  checkTransform('applyTransform', 't', t);
  grid = readGrid('applyTransform', 'grid', grid);
  const out = new Uint8Array(CELLS);
  const { rows, cols, digits } = t;
  for (let r = 0; r < SIZE; r++) {
    const sr = rows[r];
    for (let c = 0; c < SIZE; c++) {
      const sc = cols[c];
      out[r * SIZE + c] = digits[t.transpose ? grid[sc * SIZE + sr] : grid[sr * SIZE + sc]];
    }
  }
  return out;
}

/** The transform equal to applying `first`, then `second`. */
export function composeTransforms(first: Transform, second: Transform): Transform {
  checkTransform('composeTransforms', 'first', first);
  checkTransform('composeTransforms', 'second', second);
  const a = first;
  const b = second;
  const digits = range(SIZE + 1, (d) => b.digits[a.digits[d]]);
  if (!b.transpose) {
    return {
      transpose: a.transpose,
      rows: range(SIZE, (r) => a.rows[b.rows[r]]),
      cols: range(SIZE, (c) => a.cols[b.cols[c]]),
      digits,
    };
  }
  // b reads a's output transposed, so a's row map feeds b's columns and vice versa.
  return {
    transpose: !a.transpose,
    rows: range(SIZE, (r) => a.cols[b.rows[r]]),
    cols: range(SIZE, (c) => a.rows[b.cols[c]]),
    digits,
  };
}

function inversePermutation(p: Uint8Array): Uint8Array {
  const inv = new Uint8Array(p.length);
  for (let i = 0; i < p.length; i++) inv[p[i]] = i;
  return inv;
}

/** The transform that undoes `t`: composeTransforms(t, invertTransform(t)) is the identity. */
export function invertTransform(t: Transform): Transform {
  checkTransform('invertTransform', 't', t);
  const digits = inversePermutation(t.digits);
  return t.transpose
    ? { transpose: true, rows: inversePermutation(t.cols), cols: inversePermutation(t.rows), digits }
    : { transpose: false, rows: inversePermutation(t.rows), cols: inversePermutation(t.cols), digits };
}

/** A uniformly random line permutation that keeps blocks whole (block order, then lines in each block). */
function randomLinePermutation(rng: Rng): Uint8Array {
  const blocks = rng.shuffle(range(BOX));
  const out = new Uint8Array(SIZE);
  for (let b = 0; b < BOX; b++) {
    const inner = rng.shuffle(range(BOX));
    for (let k = 0; k < BOX; k++) out[b * BOX + k] = blocks[b] * BOX + inner[k];
  }
  return out;
}

/** A uniformly random member of the whole group (2 · 6^8 · 9! transforms). */
export function drawTransform(rng: Rng): Transform {
  checkRng('drawTransform', 'rng', rng);
  const digits = new Uint8Array(SIZE + 1);
  digits.set(rng.shuffle(range(SIZE, (i) => i + 1)), 1);
  return {
    transpose: rng.int(2) === 1,
    rows: randomLinePermutation(rng),
    cols: randomLinePermutation(rng),
    digits,
  };
}

/** A random equivalent of `grid` (same solution count, same difficulty class). */
export function randomTransform(grid: ArrayLike<number>, rng: Rng): Grid {
  grid = readGrid('randomTransform', 'grid', grid);
  checkRng('randomTransform', 'rng', rng);
  return applyTransform(drawTransform(rng), grid);
}

// Named geometric transforms (digits unchanged), for people and tests.
const reversed = () => range(SIZE, (i) => SIZE - 1 - i);

/** 90° clockwise: h[r][c] = g[8-c][r]. */
export function rotate90Transform(): Transform {
  return { transpose: true, rows: range(SIZE), cols: reversed(), digits: range(SIZE + 1) };
}

/** 180°: h[r][c] = g[8-r][8-c]. */
export function rotate180Transform(): Transform {
  return { transpose: false, rows: reversed(), cols: reversed(), digits: range(SIZE + 1) };
}

/** Mirror in the horizontal axis (top ↔ bottom): h[r][c] = g[8-r][c]. */
export function mirrorHorizontalTransform(): Transform {
  return { transpose: false, rows: reversed(), cols: range(SIZE), digits: range(SIZE + 1) };
}

/** Mirror in the vertical axis (left ↔ right): h[r][c] = g[r][8-c]. */
export function mirrorVerticalTransform(): Transform {
  return { transpose: false, rows: range(SIZE), cols: reversed(), digits: range(SIZE + 1) };
}

/** Mirror in the main diagonal: h[r][c] = g[c][r]. */
export function transposeTransform(): Transform {
  return { transpose: true, rows: range(SIZE), cols: range(SIZE), digits: range(SIZE + 1) };
}

/** Swap two digits everywhere. */
export function swapDigitsTransform(a: number, b: number): Transform {
  checkInteger('swapDigitsTransform', 'a', a, 1, 9);
  checkInteger('swapDigitsTransform', 'b', b, 1, 9);
  const digits = range(SIZE + 1);
  digits[a] = b;
  digits[b] = a;
  return { transpose: false, rows: range(SIZE), cols: range(SIZE), digits };
}
