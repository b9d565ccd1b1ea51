/**
 * The one exact solver: solve(grid, { limit }) counts solutions up to `limit` and returns the first.
 * limit 1 = solve, 2 = uniqueness check, N = count (as tdoku's solver signature does).
 *
 * Representation (our own take on the band-bitboard idea behind fast solvers such as JCZSolve):
 * for each digit d and band b (three rows), a 27-bit int of the cells where d may still go
 * (a placed digit keeps its bit). Propagation:
 *  - band shrink: in a band, each row and each box holds d exactly once, so the row x box
 *    "minirow" pattern must be a union of permutations; a 512-entry table prunes the rest
 *    (this is pointing + claiming within the band, hidden singles in rows and boxes fall out);
 *  - naked singles, by bit-sliced counting over the nine digit boards;
 *  - the same rule for columns x bands in each stack (locked candidates the other way), and
 *    hidden singles in columns.
 * Guessing takes the bivalue cell with the most unsolved peers (measured: about half the guesses
 * of taking the first one on the forum-hardest sets), else the cell with fewest candidates, and
 * branches "d here" / "d not here", with state copies on an explicit stack: no recursion,
 * no allocation in the hot loop, all state on the instance (re-entrant).
 *
 * The bitboard layout is for 9x9 (27-bit bands fit an int32); other sizes will need their own.
 */
import type { Grid } from './grid.js';
import { checkGrid, checkSolveLimit } from './validate.js';

export interface SolveOptions {
  /** Stop counting at this many solutions: an integer from 1 to 1,000,000 (default 1). */
  limit?: number;
}

export interface SolveResult {
  /** Number of solutions found, at most `limit`. */
  count: number;
  /** The first solution found, when count >= 1. */
  solution?: Grid;
  /** Guesses (branch points) taken during the search: a measure of difficulty for machines. */
  guesses: number;
}

const BAND_BITS = 0x7ffffff; // 27 cells
const STATE = 31; // 27 digit-band boards, 3 unsolved-cell masks, 1 dirty word
const U0 = 27;
const DIRTY = 30;
const MAX_DEPTH = 82;

/** For each 9-bit row x box pattern, the union of the permutation patterns it contains. */
const SHRINK = new Int32Array(512);
/** 9-bit row x box pattern -> 27-bit cell mask. */
const EXPAND = new Int32Array(512);
/** Same-band peers of a position (its row and box), without the position itself. */
const BAND_PEERS = new Int32Array(27);
/** A column's three bits in a band. */
const COLUMN = new Int32Array(9);
/** Row x box pattern -> which of the band's rows (3 bits) / boxes (3 bits) it touches. */
const ROWS_OF = new Uint8Array(512);
const BOXES_OF = new Uint8Array(512);
/** 3-bit row (box) set -> the band's cells in those rows (boxes). */
const ROW_CELLS = new Int32Array(8);
const BOX_CELLS = new Int32Array(8);

(() => {
  const perms = [
    [0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0],
  ].map(([a, b, c]) => (1 << a) | (1 << (3 + b)) | (1 << (6 + c)));
  for (let m = 0; m < 512; m++) {
    let union = 0;
    for (const p of perms) if ((p & m) === p) union |= p;
    SHRINK[m] = union;
    let e = 0;
    for (let k = 0; k < 9; k++) if (m & (1 << k)) e |= 7 << (9 * Math.floor(k / 3) + 3 * (k % 3));
    EXPAND[m] = e;
  }
  for (let p = 0; p < 27; p++) {
    const r = Math.floor(p / 9);
    const c = p % 9;
    let mask = 0x1ff << (9 * r);
    const c0 = c - (c % 3);
    for (let rr = 0; rr < 3; rr++) mask |= 7 << (9 * rr + c0);
    BAND_PEERS[p] = mask & ~(1 << p);
  }
  for (let c = 0; c < 9; c++) COLUMN[c] = (1 << c) | (1 << (c + 9)) | (1 << (c + 18));
  for (let m = 0; m < 512; m++) {
    for (let k = 0; k < 9; k++) {
      if (m & (1 << k)) {
        ROWS_OF[m] |= 1 << Math.floor(k / 3);
        BOXES_OF[m] |= 1 << k % 3;
      }
    }
  }
  for (let x = 0; x < 8; x++) {
    for (let i = 0; i < 3; i++) {
      if (x & (1 << i)) {
        ROW_CELLS[x] |= 0x1ff << (9 * i);
        BOX_CELLS[x] |= 0x1c0e07 << (3 * i);
      }
    }
  }
})();

/** Bit position (0-31) of a single-bit int. */
const bitPos = (bit: number): number => 31 - Math.clz32(bit);

/** The 9-bit row x box "minirow" pattern of a band board: bit 3r+k set when row r has the digit in box k. */
function minirows(f: number): number {
  const g = f | (f >>> 1) | (f >>> 2);
  const x0 = g & 0x49;
  const x1 = (g >>> 9) & 0x49;
  const x2 = (g >>> 18) & 0x49;
  return ((x0 | (x0 >>> 2) | (x0 >>> 4)) & 7) | (((x1 | (x1 >>> 2) | (x1 >>> 4)) & 7) << 3) | (((x2 | (x2 >>> 2) | (x2 >>> 4)) & 7) << 6);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
}

/**
 * A solver instance owns its buffers. `solve()` uses a shared instance unless it is busy (a
 * caller inside a callback, or re-entrant use), so concurrent uses never share state.
 */
export class Solver {
  private readonly s = new Int32Array(STATE);
  private readonly stack = new Int32Array(STATE * MAX_DEPTH);
  /** Bivalue cells per band, from the last naked-single pass of propagate(). */
  private readonly bivalue = new Int32Array(3);
  private depth = 0;
  guesses = 0;
  busy = false;

  /**
   * Count solutions of `cells` (81 values, 0 = blank) up to `limit`. The first solution is
   * copied into `out` when given. Returns the count.
   */
  count(cells: ArrayLike<number>, limit: number, out?: Uint8Array): number {
    this.busy = true;
    try {
      this.guesses = 0;
      if (!this.init(cells)) return 0;
      let found = 0;
      this.depth = 0;
      for (;;) {
        if (this.propagate()) {
          if ((this.s[U0] | this.s[U0 + 1] | this.s[U0 + 2]) === 0) {
            if (found === 0 && out) this.writeSolution(out);
            if (++found >= limit) return found;
          } else {
            this.guess();
            continue;
          }
        }
        if (!this.pop()) return found;
      }
    } finally {
      this.busy = false;
    }
  }

  /** Load the givens with whole-board mask operations (cheaper than placing them one by one). */
  private init(cells: ArrayLike<number>): boolean {
    const s = this.s;
    s.fill(0);
    for (let i = 0; i < 81; i++) {
      const d = cells[i];
      if (d === 0) continue;
      if (!(d >= 1 && d <= 9)) return false;
      const b = (i / 27) | 0;
      const bit = 1 << (i - 27 * b);
      s[(d - 1) * 3 + b] |= bit; // the givens of each digit, for now
      s[U0 + b] |= bit; // the given cells, for now
    }
    const g0 = s[U0];
    const g1 = s[U0 + 1];
    const g2 = s[U0 + 2];
    for (let k = 0; k < 27; k += 3) {
      const d0 = s[k];
      const d1 = s[k + 1];
      const d2 = s[k + 2];
      // A digit given twice in a column (across or within bands): no solution.
      const c0 = (d0 | (d0 >>> 9) | (d0 >>> 18)) & 0x1ff;
      const c1 = (d1 | (d1 >>> 9) | (d1 >>> 18)) & 0x1ff;
      const c2 = (d2 | (d2 >>> 9) | (d2 >>> 18)) & 0x1ff;
      const t0 = (d0 & (d0 >>> 9)) | (d0 & (d0 >>> 18)) | ((d0 >>> 9) & (d0 >>> 18));
      const t1 = (d1 & (d1 >>> 9)) | (d1 & (d1 >>> 18)) | ((d1 >>> 9) & (d1 >>> 18));
      const t2 = (d2 & (d2 >>> 9)) | (d2 & (d2 >>> 18)) | ((d2 >>> 9) & (d2 >>> 18));
      if ((((c0 & c1) | (c0 & c2) | (c1 & c2) | t0 | t1 | t2) & 0x1ff) !== 0) return false;
      const cols = c0 | c1 | c2;
      const colMask = cols | (cols << 9) | (cols << 18);
      for (let b = 0; b < 3; b++) {
        const dg = s[k + b];
        const given = b === 0 ? g0 : b === 1 ? g1 : g2;
        if (dg === 0) {
          s[k + b] = BAND_BITS & ~given & ~colMask;
          continue;
        }
        // Rows and boxes of the band that hold the digit; more givens than rows (or boxes) = a repeat.
        const m = minirows(dg);
        const rows = ROWS_OF[m];
        const boxes = BOXES_OF[m];
        if (popcount(dg) !== popcount(rows) || popcount(rows) !== popcount(boxes)) return false;
        s[k + b] = (BAND_BITS & ~given & ~(colMask | ROW_CELLS[rows] | BOX_CELLS[boxes])) | dg;
      }
    }
    s[U0] = BAND_BITS & ~g0;
    s[U0 + 1] = BAND_BITS & ~g1;
    s[U0 + 2] = BAND_BITS & ~g2;
    s[DIRTY] = (1 << 27) - 1;
    return true;
  }

  /** Place digit d at the single-bit position `bit` of band b; false on contradiction. */
  private place(d: number, b: number, bit: number): boolean {
    const s = this.s;
    const k = d * 3 + b;
    if ((s[k] & bit) === 0 || (s[U0 + b] & bit) === 0) return false;
    s[U0 + b] &= ~bit;
    let dirty = s[DIRTY];
    for (let o = b; o < 27; o += 3) {
      if (o !== k && (s[o] & bit) !== 0) {
        s[o] &= ~bit;
        dirty |= 1 << o;
      }
    }
    const pos = bitPos(bit);
    const own = s[k] & ~BAND_PEERS[pos];
    if (own !== s[k]) {
      s[k] = own;
      dirty |= 1 << k;
    }
    const col = COLUMN[pos % 9];
    const base = d * 3;
    for (let ob = 0; ob < 3; ob++) {
      if (ob === b) continue;
      const o = base + ob;
      if ((s[o] & col) !== 0) {
        s[o] &= ~col;
        dirty |= 1 << o;
      }
    }
    s[DIRTY] = dirty;
    return true;
  }

  /** Run all propagation to a fixpoint; false on contradiction. */
  private propagate(): boolean {
    const s = this.s;
    for (;;) {
      // Band shrink for every digit-band whose board changed.
      while (s[DIRTY] !== 0) {
        const dirty = s[DIRTY];
        const low = dirty & -dirty;
        s[DIRTY] = dirty ^ low;
        const k = bitPos(low);
        const f = s[k];
        const m = minirows(f);
        const shrunk = SHRINK[m];
        if (shrunk === 0) return false;
        const nf = shrunk === m ? f : f & EXPAND[shrunk];
        s[k] = nf;
        // Rows of the band holding d in one cell only: place it (if not placed yet).
        const b = k % 3;
        const d = (k - b) / 3;
        let singles = 0;
        const r0 = nf & 0x1ff;
        const r1 = nf & 0x3fe00;
        const r2 = nf & 0x7fc0000;
        if ((r0 & (r0 - 1)) === 0) singles |= r0;
        if ((r1 & (r1 - 1)) === 0) singles |= r1;
        if ((r2 & (r2 - 1)) === 0) singles |= r2;
        singles &= s[U0 + b];
        while (singles !== 0) {
          const bit = singles & -singles;
          singles ^= bit;
          if (!this.place(d, b, bit)) return false;
        }
      }
      // Naked singles, and cells with no candidate left.
      let placed = false;
      for (let b = 0; b < 3; b++) {
        const u = s[U0 + b];
        if (u === 0) {
          this.bivalue[b] = 0;
          continue;
        }
        let one = 0;
        let two = 0;
        let three = 0;
        for (let k = b; k < 27; k += 3) {
          const f = s[k];
          three |= two & f;
          two |= one & f;
          one |= f;
        }
        if ((u & ~one) !== 0) return false;
        this.bivalue[b] = u & two & ~three; // still valid at a fixpoint: nothing changes after the last pass
        let singles = u & ~two;
        while (singles !== 0) {
          const bit = singles & -singles;
          singles ^= bit;
          let d = 0;
          while ((s[d * 3 + b] & bit) === 0) if (++d === 9) return false;
          if (!this.place(d, b, bit)) return false;
          placed = true;
        }
      }
      if (placed) continue;
      // Hidden singles in columns (rows and boxes were covered by the band shrink).
      for (let d = 0; d < 9; d++) {
        const k = d * 3;
        const f0 = s[k];
        const f1 = s[k + 1];
        const f2 = s[k + 2];
        const c0 = (f0 | (f0 >>> 9) | (f0 >>> 18)) & 0x1ff;
        const c1 = (f1 | (f1 >>> 9) | (f1 >>> 18)) & 0x1ff;
        const c2 = (f2 | (f2 >>> 9) | (f2 >>> 18)) & 0x1ff;
        if ((c0 | c1 | c2) !== 0x1ff) return false;
        // Stack shrink: the same permutation rule for column x band "minicolumns" in each stack.
        let removedAny = false;
        for (let st = 0; st < 9; st += 3) {
          const m = ((c0 >>> st) & 7) | (((c1 >>> st) & 7) << 3) | (((c2 >>> st) & 7) << 6);
          const shrunk = SHRINK[m];
          if (shrunk === 0) return false;
          if (shrunk === m) continue;
          const removed = m & ~shrunk;
          for (let b = 0; b < 3; b++) {
            const x = ((removed >>> (3 * b)) & 7) << st;
            if (x === 0) continue;
            s[k + b] &= ~(x | (x << 9) | (x << 18));
            s[DIRTY] |= 1 << (k + b);
            removedAny = true;
          }
        }
        if (removedAny) {
          placed = true; // run the band shrink again before looking for column singles
          continue;
        }
        const t0 = ((f0 & (f0 >>> 9)) | (f0 & (f0 >>> 18)) | ((f0 >>> 9) & (f0 >>> 18))) & 0x1ff;
        const t1 = ((f1 & (f1 >>> 9)) | (f1 & (f1 >>> 18)) | ((f1 >>> 9) & (f1 >>> 18))) & 0x1ff;
        const t2 = ((f2 & (f2 >>> 9)) | (f2 & (f2 >>> 18)) | ((f2 >>> 9) & (f2 >>> 18))) & 0x1ff;
        let once = (c0 & ~c1 & ~c2 & ~t0) | (c1 & ~c0 & ~c2 & ~t1) | (c2 & ~c0 & ~c1 & ~t2);
        if (once === 0) continue;
        const p0 = f0 & ~s[U0];
        const p1 = f1 & ~s[U0 + 1];
        const p2 = f2 & ~s[U0 + 2];
        const pc = p0 | p1 | p2;
        once &= ~((pc | (pc >>> 9) | (pc >>> 18)) & 0x1ff);
        while (once !== 0) {
          const cbit = once & -once;
          once ^= cbit;
          const b = (c0 & cbit) !== 0 ? 0 : (c1 & cbit) !== 0 ? 1 : 2;
          const bit = s[k + b] & COLUMN[bitPos(cbit)];
          if (bit === 0) return false; // an earlier placement this round took the column
          if (!this.place(d, b, bit)) return false;
          placed = true;
        }
      }
      if (!placed) return true;
    }
  }

  /** Branch on the unsolved cell with fewest candidates: push "d not here", go on with "d here". */
  private guess(): void {
    const s = this.s;
    let bestBand = -1;
    let bestBit = 0;
    // Among bivalue cells, take the one with the most unsolved peers: its guess propagates furthest.
    let bestScore = -1;
    for (let b = 0; b < 3; b++) {
      const u = s[U0 + b];
      if (u === 0) continue;
      let bivalue = this.bivalue[b];
      while (bivalue !== 0) {
        const bit = bivalue & -bivalue;
        bivalue ^= bit;
        const pos = bitPos(bit);
        const col = COLUMN[pos % 9];
        const score =
          popcount(u & BAND_PEERS[pos]) + popcount(s[U0 + ((b + 1) % 3)] & col) + popcount(s[U0 + ((b + 2) % 3)] & col);
        if (score > bestScore) {
          bestScore = score;
          bestBand = b;
          bestBit = bit;
        }
      }
    }
    if (bestBit === 0) {
      let bestCount = 10;
      for (let b = 0; b < 3; b++) {
        let u = s[U0 + b];
        while (u !== 0) {
          const bit = u & -u;
          u ^= bit;
          let n = 0;
          for (let k = b; k < 27; k += 3) if ((s[k] & bit) !== 0) n++;
          if (n < bestCount) {
            bestCount = n;
            bestBand = b;
            bestBit = bit;
          }
        }
      }
    }
    let d = 0;
    while ((s[d * 3 + bestBand] & bestBit) === 0) d++;
    this.guesses++;
    // Save the state with d removed from the cell: the other branch.
    const k = d * 3 + bestBand;
    const base = this.depth * STATE;
    const stack = this.stack;
    for (let i = 0; i < STATE; i++) stack[base + i] = s[i];
    stack[base + k] &= ~bestBit;
    stack[base + DIRTY] = 1 << k;
    this.depth++;
    this.place(d, bestBand, bestBit);
  }

  private pop(): boolean {
    if (this.depth === 0) return false;
    this.depth--;
    const base = this.depth * STATE;
    const s = this.s;
    const stack = this.stack;
    for (let i = 0; i < STATE; i++) s[i] = stack[base + i]; // a loop, not subarray(): no allocation per backtrack
    return true;
  }

  private writeSolution(out: Uint8Array): void {
    const s = this.s;
    for (let k = 0; k < 27; k++) {
      const b = k % 3;
      const digit = (k - b) / 3 + 1;
      let f = s[k];
      while (f !== 0) {
        const bit = f & -f;
        f ^= bit;
        out[27 * b + bitPos(bit)] = digit;
      }
    }
  }
}

let shared: Solver | undefined;

/** Count solutions up to `limit` (default 1) and return the first one found. */
export function solve(grid: ArrayLike<number>, options: SolveOptions = {}): SolveResult {
  checkGrid('solve', 'grid', grid); // argument checks here, never in the search
  const limit = checkSolveLimit(options);
  const solver = shared && !shared.busy ? shared : new Solver();
  shared ??= solver;
  const out = new Uint8Array(81);
  const count = solver.count(grid, limit, out);
  return count > 0 ? { count, solution: out, guesses: solver.guesses } : { count, guesses: solver.guesses };
}
