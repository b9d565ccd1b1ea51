/**
 * The generator's private helpers, asked thousands of times a second:
 * - "after blanking these cells, is the puzzle still unique?" — exact: the solver counts with
 *   limit 2, except when every blanked cell is forced by its peers' givens alone (a naked single,
 *   so the one solution stays the only one); early in a removal pass that settles most checks;
 * - "is there a solution where this cell is NOT this digit?" (hasSolutionAvoiding, the same
 *   question asked by search with the digit excluded; used by difficulty.ts);
 * - "fill an empty grid at random" — a candidate-mask backtracker with naked and hidden singles
 *   and random branch order.
 * Not exported from the package index.
 */
import { CELLS, SIZE, UNITS, PEERS, PEER_COUNT, rowOf, colOf, boxOf } from '../grid/units.js';
import type { Rng } from './rng.js';
import { Solver } from '../solve/solver.js';

const ALL = (1 << SIZE) - 1;
/** Set on a cell whose single digit has already been removed from its peers. */
const PLACED = 1 << SIZE;
const UNIT_CELLS = Uint8Array.from(UNITS.flat());
const UNIT_COUNT = UNITS.length;

const POPCOUNT = new Uint8Array(1 << SIZE);
for (let m = 1; m < POPCOUNT.length; m++) POPCOUNT[m] = POPCOUNT[m >> 1] + (m & 1);

/** Digit (1-based) of a single-bit mask. */
function digitOf(bit: number): number {
  return 32 - Math.clz32(bit);
}

/** True when the givens among the peers of `cell` leave only `digit` for it. */
function forcedByPeers(givens: ArrayLike<number>, cell: number, digit: number): boolean {
  let seen = 0;
  const base = cell * PEER_COUNT;
  for (let k = 0; k < PEER_COUNT; k++) {
    const d = givens[PEERS[base + k]];
    if (d !== 0) seen |= 1 << (d - 1);
  }
  return (ALL & ~seen & ~(1 << (digit - 1))) === 0;
}

export class GeneratorSearch {
  /** Candidates per cell: bit d-1 = digit d possible, plus the PLACED flag. */
  private cand = new Uint16Array(CELLS);
  /** Saved candidate arrays, one per search depth. */
  private saved = new Uint16Array(CELLS * (CELLS + 1));
  /** Branch digits (single-bit masks) per search depth. */
  private order = new Uint16Array(SIZE * (CELLS + 1));
  /** Cells that became single and still have to be removed from their peers. */
  private pending = new Uint8Array(CELLS * 4);
  /** The solution found by the last successful search. */
  readonly solution = new Uint8Array(CELLS);
  /** Branch points taken by the last search (a cost measure for benchmarks). */
  guesses = 0;
  private rng: Rng | undefined;
  private readonly counter = new Solver();

  /**
   * Candidates from givens by row/column/box masks. Returns false when two givens clash.
   * `except` (a cell index, or -1) is treated as blank even if it holds a digit.
   */
  load(givens: ArrayLike<number>, except = -1): boolean {
    const rows = new Uint16Array(SIZE);
    const cols = new Uint16Array(SIZE);
    const boxes = new Uint16Array(SIZE);
    for (let i = 0; i < CELLS; i++) {
      const d = givens[i];
      if (d === 0 || i === except) continue;
      const bit = 1 << (d - 1);
      const r = rowOf[i], c = colOf[i], b = boxOf[i];
      if ((rows[r] | cols[c] | boxes[b]) & bit) return false;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
    }
    const cand = this.cand;
    for (let i = 0; i < CELLS; i++) {
      const d = givens[i];
      cand[i] = d !== 0 && i !== except ? 1 << (d - 1) : ALL & ~(rows[rowOf[i]] | cols[colOf[i]] | boxes[boxOf[i]]);
    }
    return true;
  }

  /** Forbid `digit` in `cell`. Returns false when the cell has no candidate left. */
  exclude(cell: number, digit: number): boolean {
    return (this.cand[cell] &= ~(1 << (digit - 1))) !== 0;
  }

  /** Search from the loaded candidates; true when a solution exists (then in `solution`). */
  search(rng?: Rng): boolean {
    this.guesses = 0;
    this.rng = rng;
    return this.searchFrom(0);
  }

  /**
   * True when `puzzle`, which had exactly one solution (`solution`) before `blanked` were made
   * blank, still has exactly one.
   */
  stillUnique(puzzle: ArrayLike<number>, blanked: readonly number[], solution: ArrayLike<number>): boolean {
    let allForced = true;
    for (const cell of blanked) {
      if (!forcedByPeers(puzzle, cell, solution[cell])) {
        allForced = false;
        break;
      }
    }
    return allForced || this.counter.count(puzzle, 2) === 1;
  }

  /**
   * True when `givens`, with `cell` read as blank, has a solution where `cell` is not `digit`.
   * A cell forced by its peers' givens needs no search.
   */
  hasSolutionAvoiding(givens: ArrayLike<number>, cell: number, digit: number): boolean {
    if (forcedByPeers(givens, cell, digit)) return false;
    if (!this.load(givens, cell)) return false;
    if (!this.exclude(cell, digit)) return false;
    return this.search();
  }

  /** A random complete grid (uniform digit choice at each branch; callers relabel for uniformity). */
  randomFill(rng: Rng): Uint8Array {
    this.cand.fill(ALL);
    if (!this.search(rng)) throw new Error('randomFill: the empty grid has no solution (impossible)');
    return this.solution.slice();
  }

  private searchFrom(depth: number): boolean {
    if (!this.propagate()) return false;
    const cand = this.cand;
    let best = -1;
    let bestCount = SIZE + 1;
    for (let i = 0; i < CELLS; i++) {
      const v = cand[i];
      if (v & PLACED) continue;
      const n = POPCOUNT[v];
      if (n < bestCount) {
        bestCount = n;
        best = i;
        if (n === 2) break;
      }
    }
    if (best < 0) {
      for (let i = 0; i < CELLS; i++) this.solution[i] = digitOf(cand[i] & ALL);
      return true;
    }
    const mask = cand[best];
    const base = depth * CELLS;
    this.saved.set(cand, base);
    const order = this.order;
    const first = depth * SIZE;
    let n = first;
    for (let m = mask; m; m &= m - 1) order[n++] = m & -m;
    if (this.rng) this.rng.shuffle(order.subarray(first, n));
    for (let k = first; k < n; k++) {
      this.guesses++;
      if (k > first) cand.set(this.saved.subarray(base, base + CELLS));
      cand[best] = order[k];
      if (this.searchFrom(depth + 1)) return true;
    }
    return false;
  }

  /**
   * Naked and hidden singles to a fixed point. False on a contradiction. Cells that became single
   * wait on a stack, so a round costs the cells that changed rather than a scan of the board.
   */
  private propagate(): boolean {
    const cand = this.cand;
    const pending = this.pending;
    let top = 0;
    for (let i = 0; i < CELLS; i++) {
      const v = cand[i];
      if (v & PLACED) continue;
      if (v === 0) return false;
      if ((v & (v - 1)) === 0) pending[top++] = i;
    }
    for (;;) {
      while (top > 0) {
        const i = pending[--top];
        const v = cand[i];
        if (v & PLACED) continue;
        cand[i] = v | PLACED;
        const base = i * PEER_COUNT;
        for (let k = 0; k < PEER_COUNT; k++) {
          const p = PEERS[base + k];
          const pv = cand[p];
          if ((pv & v) === 0) continue;
          if (pv & PLACED) return false;
          const nv = pv & ~v;
          if (nv === 0) return false;
          cand[p] = nv;
          if ((nv & (nv - 1)) === 0) pending[top++] = p;
        }
      }
      for (let u = 0; u < UNIT_COUNT; u++) {
        const base = u * SIZE;
        let once = 0;
        let twice = 0;
        for (let k = 0; k < SIZE; k++) {
          const m = cand[UNIT_CELLS[base + k]] & ALL;
          twice |= once & m;
          once |= m;
        }
        if (once !== ALL) return false;
        const hidden = once & ~twice;
        if (hidden === 0) continue;
        for (let k = 0; k < SIZE; k++) {
          const cell = UNIT_CELLS[base + k];
          const m = cand[cell];
          if (m & PLACED) continue;
          const h = m & hidden;
          if (h === 0) continue;
          if (h & (h - 1)) return false; // two digits that each fit only here
          if (h !== m) cand[cell] = h;
          pending[top++] = cell;
        }
      }
      if (top === 0) return true;
    }
  }
}
