/**
 * Canonical form: the minlex representative of a puzzle's class under the whole
 * validity-preserving group (transforms in transform.ts). Blanks count as 0, digits are relabelled
 * in order of first appearance, and the 81-value string is made lexicographically smallest. Two
 * puzzles are equivalent exactly when their canonical forms are equal.
 *
 * Search: the image is built row by row. A candidate is a partial transform — transposed or not,
 * the stack order, the source rows chosen so far, the columns already pinned and the digit labels
 * given so far. Columns that are blank in every row placed so far are interchangeable, so they are
 * kept as an unordered "free" set at the left of their stack (that is where the smallest image puts
 * them) instead of being enumerated. For each image row every candidate tries every allowed source
 * row; only the (candidate, row) pairs that tie for the smallest row survive, and each survivor is
 * refined: free columns that got a digit are pinned (known labels ascending, then new digits in
 * every order, since the order of new digits only matters for later rows).
 */
import type { Grid } from './grid.js';
import { BOX, CELLS, SIZE } from './units.js';
import type { Transform } from './transform.js';
import { readGrid } from '../validate.js';

// Candidate state, packed in one Uint8Array so a copy is one slice().
const T = 0; // 1 = read the transposed grid
const STACK = 1; // [3] source stack for each target stack slot
const COL = STACK + BOX; // [9] source column per target column, or NONE while free
const FREE = COL + SIZE; // [3] free source columns per slot, as a bit mask over the stack's 3 columns
const LABEL = FREE + BOX; // [10] label per source digit, 0 = not labelled yet
const NEXT = LABEL + SIZE + 1; // next unused label
const SEQ = NEXT + 1; // [9] source row per image row
const USED = SEQ + SIZE; // [9] 1 = source row used
const BAND = USED + SIZE; // source band of the current image band
const STATE_SIZE = BAND + 1;
const NONE = 255;

const STACK_ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** Orders of up to 3 items (index lists), for pinning new-digit columns. */
const ORDERS: number[][][] = [[[]], [[0]], [[0, 1], [1, 0]], STACK_ORDERS];

/** What canonicalForm returns: the minlex representative of a puzzle's class and how to get there. */
export interface CanonicalResult {
  /** The canonical grid (0 = blank). */
  grid: Grid;
  /** A transform taking the input to `grid`: applyTransform(transform, input) equals grid. */
  transform: Transform;
}

function transposed(grid: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(CELLS);
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) out[c * SIZE + r] = grid[r * SIZE + c];
  return out;
}

/** Repeated digits in a row, column or box: canonical relabelling assumes they do not occur. */
function hasRepeats(grid: ArrayLike<number>): boolean {
  const rows = new Uint16Array(SIZE), cols = new Uint16Array(SIZE), boxes = new Uint16Array(SIZE);
  for (let i = 0; i < CELLS; i++) {
    const d = grid[i];
    if (d === 0) continue;
    const r = Math.floor(i / SIZE), c = i % SIZE, b = Math.floor(r / BOX) * BOX + Math.floor(c / BOX);
    const bit = 1 << d;
    if ((rows[r] | cols[c] | boxes[b]) & bit) return true;
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
  }
  return false;
}

/** Image of source row `r` under candidate `s` (new digits numbered from s[NEXT]) into `img`. */
function imageRow(s: Uint8Array, g: Uint8Array, r: number, img: Uint8Array): void {
  let next = s[NEXT];
  const rowBase = r * SIZE;
  const known = [0, 0, 0];
  for (let k = 0; k < BOX; k++) {
    const colBase = s[STACK + k] * BOX;
    const free = s[FREE + k];
    let p = k * BOX;
    if (free !== 0) {
      let blanks = 0, nKnown = 0, nNew = 0;
      for (let j = 0; j < BOX; j++) {
        if (!(free & (1 << j))) continue;
        const d = g[rowBase + colBase + j];
        if (d === 0) blanks++;
        else if (s[LABEL + d]) known[nKnown++] = s[LABEL + d];
        else nNew++;
      }
      if (nKnown > 1) {
        if (nKnown === 2) {
          if (known[0] > known[1]) { const t = known[0]; known[0] = known[1]; known[1] = t; }
        } else known.sort((a, b) => a - b);
      }
      while (blanks-- > 0) img[p++] = 0;
      for (let j = 0; j < nKnown; j++) img[p++] = known[j];
      while (nNew-- > 0) img[p++] = next++;
    }
    for (const end = (k + 1) * BOX; p < end; p++) {
      const d = g[rowBase + s[COL + p]];
      img[p] = d === 0 ? 0 : s[LABEL + d] || next++;
    }
  }
}

/** Negative, zero or positive as a is smaller than, equal to or larger than b. */
function compareRows(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < SIZE; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/**
 * Children of candidate `s` after placing source row `r` at image row `i`, built one after the
 * other in the scratch array `child` and tried at once for image row i+1 (only ties are copied;
 * full grids would otherwise allocate ~10^4 candidates after the first row). After the last row
 * the first child is kept as the final candidate.
 */
function refine(s: Uint8Array, g: Uint8Array, r: number, i: number, child: Uint8Array, search: RowSearch): void {
  const rowBase = r * SIZE;
  const base = s.slice();
  base[SEQ + i] = r;
  base[USED + r] = 1;
  base[BAND] = Math.floor(r / BOX);
  // Per slot: free columns that stay free, known-label columns in label order, new-digit columns.
  const newCols: number[][] = [];
  const newStart: number[] = [];
  for (let k = 0; k < BOX; k++) {
    const colBase = s[STACK + k] * BOX;
    const free = s[FREE + k];
    const known: number[] = [];
    const fresh: number[] = [];
    let stillFree = 0, blanks = 0;
    for (let j = 0; j < BOX; j++) {
      if (!(free & (1 << j))) continue;
      const d = g[rowBase + colBase + j];
      if (d === 0) { stillFree |= 1 << j; blanks++; }
      else if (s[LABEL + d]) known.push(colBase + j);
      else fresh.push(colBase + j);
    }
    known.sort((a, b) => s[LABEL + g[rowBase + a]] - s[LABEL + g[rowBase + b]]);
    base[FREE + k] = stillFree;
    let p = k * BOX + blanks;
    for (const col of known) base[COL + p++] = col;
    newCols.push(fresh);
    newStart.push(p);
  }
  // Every combination of orders of the new-digit columns, one per slot.
  const o0 = ORDERS[newCols[0].length], o1 = ORDERS[newCols[1].length], o2 = ORDERS[newCols[2].length];
  const f0 = newCols[0], f1 = newCols[1], f2 = newCols[2];
  const p0 = COL + newStart[0], p1 = COL + newStart[1], p2 = COL + newStart[2];
  for (const a of o0) for (const b of o1) for (const c of o2) {
    child.set(base);
    for (let j = 0; j < a.length; j++) child[p0 + j] = f0[a[j]];
    for (let j = 0; j < b.length; j++) child[p1 + j] = f1[b[j]];
    for (let j = 0; j < c.length; j++) child[p2 + j] = f2[c[j]];
    let next = child[NEXT];
    for (let p = 0; p < SIZE; p++) {
      const col = child[COL + p];
      if (col === NONE) continue;
      const d = g[rowBase + col];
      if (d !== 0 && child[LABEL + d] === 0) child[LABEL + d] = next++;
    }
    child[NEXT] = next;
    if (i === SIZE - 1) {
      search.final ??= child.slice();
    } else {
      search.consider(child, i + 1, true);
    }
  }
}

function toTransform(s: Uint8Array): Transform {
  const cols = new Uint8Array(SIZE);
  for (let k = 0; k < BOX; k++) {
    const colBase = s[STACK + k] * BOX;
    let p = k * BOX;
    // free columns are blank in every row: any order will do
    for (let j = 0; j < BOX; j++) if (s[FREE + k] & (1 << j)) cols[p++] = colBase + j;
    for (; p < (k + 1) * BOX; p++) cols[p] = s[COL + p];
  }
  const digits = new Uint8Array(SIZE + 1);
  let next = s[NEXT];
  for (let d = 1; d <= SIZE; d++) digits[d] = s[LABEL + d] || next++;
  return { transpose: s[T] === 1, rows: s.slice(SEQ, SEQ + SIZE), cols, digits };
}

/** The smallest image row for one step, and the (candidate, source row) pairs that reach it. */
class RowSearch {
  best = new Uint8Array(SIZE);
  haveBest = false;
  tieStates: Uint8Array[] = [];
  tieRows: number[] = [];
  final: Uint8Array | undefined;
  private img = new Uint8Array(SIZE);
  constructor(private readonly sources: Uint8Array[]) {}

  reset(): void {
    this.haveBest = false;
    this.tieStates = [];
    this.tieRows = [];
  }

  /** Try every allowed source row for image row `i` of `s` (copied if `scratch` and kept). */
  consider(s: Uint8Array, i: number, scratch: boolean): void {
    const g = this.sources[s[T]];
    const img = this.img;
    const newBand = i % BOX === 0;
    let kept: Uint8Array | undefined;
    for (let r = 0; r < SIZE; r++) {
      if (s[USED + r]) continue;
      const band = Math.floor(r / BOX);
      if (newBand ? s[USED + band * BOX] || s[USED + band * BOX + 1] || s[USED + band * BOX + 2] : band !== s[BAND]) continue;
      imageRow(s, g, r, img);
      const cmp = this.haveBest ? compareRows(img, this.best) : -1;
      if (cmp > 0) continue;
      if (cmp < 0) {
        this.best.set(img);
        this.haveBest = true;
        this.tieStates = [];
        this.tieRows = [];
      }
      this.tieStates.push((kept ??= scratch ? s.slice() : s));
      this.tieRows.push(r);
    }
  }
}

/**
 * The canonical (minlex) form of a grid and a transform reaching it. Throws a RangeError when a
 * digit repeats in a row, column or box (such a grid is no puzzle; parse with conflicts 'error').
 */
export function canonicalForm(grid: ArrayLike<number>): CanonicalResult {
  grid = readGrid('canonicalForm', 'grid', grid);
  if (grid.length !== CELLS) throw new RangeError(`canonicalForm: expected ${CELLS} cells, got ${grid.length}`);
  if (hasRepeats(grid)) throw new RangeError('canonicalForm: a digit repeats in a row, column or box');
  const sources = [Uint8Array.from(grid), transposed(grid)];
  const candidates: Uint8Array[] = [];
  for (let t = 0; t < 2; t++) {
    for (const order of STACK_ORDERS) {
      const s = new Uint8Array(STATE_SIZE);
      s[T] = t;
      for (let k = 0; k < BOX; k++) {
        s[STACK + k] = order[k];
        s[FREE + k] = (1 << BOX) - 1;
      }
      s.fill(NONE, COL, COL + SIZE);
      s[NEXT] = 1;
      candidates.push(s);
    }
  }
  const search = new RowSearch(sources);
  for (const c of candidates) search.consider(c, 0, false);
  const result = new Uint8Array(CELLS);
  const scratch = new Uint8Array(STATE_SIZE);
  for (let i = 0; i < SIZE; i++) {
    result.set(search.best, i * SIZE);
    const states = search.tieStates;
    const rows = search.tieRows;
    search.reset();
    for (let k = 0; k < states.length; k++) refine(states[k], sources[states[k][T]], rows[k], i, scratch, search);
  }
  return { grid: result, transform: toTransform(search.final!) };
}

/** The canonical grid only. */
export function canonicalGrid(grid: ArrayLike<number>): Grid {
  grid = readGrid('canonicalGrid', 'grid', grid);
  return canonicalForm(grid).grid;
}

/** True when the two grids are equivalent under the validity-preserving group. */
export function areEquivalent(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  a = readGrid('areEquivalent', 'a', a);
  b = readGrid('areEquivalent', 'b', b);
  const ca = canonicalForm(a).grid;
  const cb = canonicalForm(b).grid;
  for (let i = 0; i < CELLS; i++) if (ca[i] !== cb[i]) return false;
  return true;
}
