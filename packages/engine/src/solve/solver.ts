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
 *  - at a fixpoint of those, triads: each minirow and minicolumn holds exactly three digits.
 * Guessing (as tdoku does) splits one digit's pattern in a band or stack, in the band or stack
 * with the fewest unfixed digits and patterns, on the digit with the fewest patterns: with the
 * triads, fewer guesses than tdoku's on the forum-hardest sets. A puzzle that propagation leaves
 * with few empty cells takes cheaper cell guesses instead (see LIGHT). One state per depth on an
 * explicit stack: no recursion, no allocation in the hot loop, all state on the instance.
 *
 * Speed (measured side by side with tdoku, `npm run bench -- solver`): placements found by a
 * pass are applied in batches, and clears use branch-free masks and table lookups, because
 * mispredicted branches cost more here than the work they would skip; each pass skips the
 * bands or digits whose boards did not change since it last ran.
 *
 * The bitboard layout is for 9x9 (27-bit bands fit an int32); other sizes will need their own.
 * (About 800 lines: one class whose hot passes share the band boards, the stack of states and
 * the tables as private state.)
 */
import type { Grid } from '../grid/grid.js';
import { readGrid, checkSolveOptions } from '../validate.js';
import { type Rules, isClassic } from '../rules/rules.js';
import { type CompiledRules, compileRules, isCompiledRules } from '../rules/compile.js';
import { GenericSolver } from './generic.js';
import { prepare } from './prepare.js';

/** Options of solve. */
export interface SolveOptions {
  /** Stop counting at this many solutions: an integer from 1 to 1,000,000 (default 1). */
  limit?: number;
  /**
   * The puzzle's rules (Variants I): absent or classic 9x9, the bitboard solver; anything else
   * (other sizes, jigsaw regions, diagonals, windows, cages), the generic solver. Invalid rules
   * throw a RulesParseError naming the fault; pass compileRules' result to skip re-checking.
   */
  rules?: Rules | CompiledRules;
  /**
   * Stop after this many guesses (a deterministic effort bound, default unbounded): the result
   * then has `stopped: 'budget'` and its count is a lower bound.
   */
  budget?: number;
}

/** What solve returns: how many solutions it found (at most `limit`) and the first one. */
export interface SolveResult {
  /** Number of solutions found, at most `limit`. */
  count: number;
  /** The first solution found, when count >= 1. */
  solution?: Grid;
  /** Guesses (branch points) taken during the search: a measure of difficulty for machines. */
  guesses: number;
  /** Present when the search stopped at options.budget before finishing. */
  stopped?: 'budget';
}

const BAND_BITS = 0x7ffffff; // 27 cells
const STATE = 33; // 27 digit-band boards, 3 unsolved-cell masks, dirty word, 2 changed-since words
const U0 = 27;
const DIRTY = 30;
/** Boards changed since the last naked-singles pass (skips unchanged bands) and columns pass (digits). */
const SINCE_NAKED = 31;
const SINCE_COLUMNS = 32;
const BAND_BOARDS = 0x1249249; // boards 0, 3, ..., 24: band 0's
/**
 * Deepest search: a pattern guess's "here" branch at least halves a digit's patterns in a band or
 * stack (6 -> 2 -> 1: two per digit and line, 108 in all), a cell guess places a digit (81).
 */
const MAX_DEPTH = 190;
/**
 * A puzzle with fewer empty cells than this when propagation first stalls is searched with cell
 * guesses, no triads and, after that first stall, no column pass (stack shrink and column hidden
 * singles): it is nearly solved or has many solutions (serg_benchmark's 35-clue puzzles), where
 * those cost more per node than they save (without the column pass serg_benchmark takes 6.8
 * guesses a puzzle instead of 6.4, and runs about 15% faster). The sparse hard puzzles (50-60
 * cells left) keep them all. Measured on the six benchmark sets (45 or 56 here is slower).
 */
const LIGHT = 50;

/** For each 9-bit row x box pattern, the union of the permutation patterns it contains. */
const SHRINK = new Int32Array(512);
/** 9-bit row x box pattern -> 27-bit cell mask. */
const EXPAND = new Int32Array(512);
/** Row x box pattern -> which of the band's rows (3 bits) / boxes (3 bits) it touches. */
const ROWS_OF = new Uint8Array(512);
const BOXES_OF = new Uint8Array(512);
/** 3-bit row (box) set -> the band's cells in those rows (boxes). */
const ROW_CELLS = new Int32Array(8);
const BOX_CELLS = new Int32Array(8);
/** 9-bit row -> the boxes (3 bits) it has cells in. */
const BOXES_IN_ROW = new Uint8Array(512);
for (let r = 0; r < 512; r++) BOXES_IN_ROW[r] = (r & 7 ? 1 : 0) | (r & 0x38 ? 2 : 0) | (r & 0x1c0 ? 4 : 0);
/** A 9-bit row with one bit -> itself, else 0 (a lookup instead of an unpredictable branch). */
const LONE = new Uint16Array(512);
for (let i = 0; i < 9; i++) LONE[1 << i] = 1 << i;
/** A 9-bit value with one bit -> the bit's index. */
const BIT_INDEX = new Uint8Array(512);
for (let i = 0; i < 9; i++) BIT_INDEX[1 << i] = i;
/** Bits set in a 9-bit value. */
const POP9 = new Uint8Array(512);
for (let x = 1; x < 512; x++) POP9[x] = (x & 1) + POP9[x >>> 1];
/** Row x box patterns with two bits in one box. */
const TWO_IN_A_BOX = new Uint8Array(512);
for (let m = 0; m < 512; m++) for (let i = 0; i < 3; i++) if ((m & (0x49 << i)) !== 0 && ((m & (0x49 << i)) & ((m & (0x49 << i)) - 1)) !== 0) TWO_IN_A_BOX[m] = 1;
/**
 * Triad tables over a 9-bit "3 x 3" pattern (bit 3i + j: line i, block j; for a band, row x box;
 * for a stack, band x column). CERTAIN: the bits alone in their line or block (the digit must
 * be there). CONFLICT: the other bits in the lines and blocks of the set bits.
 */
const CERTAIN = new Uint16Array(512);
const CONFLICT = new Uint16Array(512);
for (let m = 0; m < 512; m++) {
  for (let i = 0; i < 9; i++) {
    if ((m & (1 << i)) === 0) continue;
    const line = 7 << (i - (i % 3));
    const block = 0x49 << i % 3;
    if ((m & line) === 1 << i || (m & block) === 1 << i) CERTAIN[m] |= 1 << i;
    CONFLICT[m] |= (line | block) & ~(1 << i);
  }
}
/** A 9-bit column set -> its stacks' three columns each in their own 9-bit slot (bits 9t + j). */
const SPREAD = new Int32Array(512);
for (let c = 0; c < 512; c++) SPREAD[c] = (c & 7) | (((c >>> 3) & 7) << 9) | ((c >>> 6) << 18);
/** How many of the six permutation patterns a 3 x 3 pattern contains. */
const NPERM = new Uint8Array(512);
/** A pattern's weight in choosing where to guess: its permutations, plus two when not fixed yet. */
const GUESS_COST = new Uint8Array(512);
/** Offsets of the other two bands: band b's are NEXT_BAND[b] and NEXT_BAND[b + 1]. */
const NEXT_BAND = new Uint8Array([1, 2, 0, 1]);
/** Digit-band board index -> its band. */
const BAND_OF = new Uint8Array(27);
for (let k = 0; k < 27; k++) BAND_OF[k] = k % 3;

// Built at load, on every start of the CLI and of a page: plain indexed loops and formulas (no
// iterators, no Math calls), which node's interpreter runs in well under a millisecond.
(() => {
  const perms = [
    [0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0],
  ].map(([a, b, c]) => (1 << a) | (1 << (3 + b)) | (1 << (6 + c)));
  // A 3-bit box set -> those boxes' cells in one 9-cell row.
  const boxCells = [0, 0x7, 0x38, 0x3f, 0x1c0, 0x1c7, 0x1f8, 0x1ff];
  for (let m = 0; m < 512; m++) {
    let union = 0;
    let n = 0;
    for (let i = 0; i < 6; i++) {
      const p = perms[i];
      if ((p & m) === p) {
        union |= p;
        n++;
      }
    }
    SHRINK[m] = union;
    NPERM[m] = n;
    GUESS_COST[m] = n > 1 ? n + 2 : n;
    EXPAND[m] = boxCells[m & 7] | (boxCells[(m >>> 3) & 7] << 9) | (boxCells[m >>> 6] << 18);
    ROWS_OF[m] = (m & 7 ? 1 : 0) | (m & 0x38 ? 2 : 0) | (m & 0x1c0 ? 4 : 0);
    BOXES_OF[m] = (m & 0x49 ? 1 : 0) | (m & 0x92 ? 2 : 0) | (m & 0x124 ? 4 : 0);
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

/** The 9-bit row x box "minirow" pattern of a band board: bit 3r+k set when row r has the digit in box k. */
function minirows(f: number): number {
  return BOXES_IN_ROW[f & 0x1ff] | (BOXES_IN_ROW[(f >>> 9) & 0x1ff] << 3) | (BOXES_IN_ROW[f >>> 18] << 6);
}

/** Bits set in a 27-bit mask. */
function popcount(x: number): number {
  return POP9[x & 0x1ff] + POP9[(x >>> 9) & 0x1ff] + POP9[x >>> 18];
}

/**
 * A solver instance owns its buffers. `solve()` uses a shared instance unless it is busy (a
 * caller inside a callback, or re-entrant use), so concurrent uses never share state.
 */
export class Solver {
  /** One state per search depth; the current one is views[depth], so backtracking copies nothing. */
  private readonly mem = new Int32Array(STATE * MAX_DEPTH);
  private readonly views = Array.from({ length: MAX_DEPTH }, (_, d) => this.mem.subarray(d * STATE, (d + 1) * STATE));
  private s = this.views[0];
  /** The nine digits' 3 x 3 patterns of one band or stack, for the triad pass. */
  private readonly pattern = new Int32Array(18);
  /** The givens per digit and band while loading a puzzle. */
  private readonly givens = new Int32Array(30);
  private depth = 0;
  guesses = 0;
  busy = false;
  /** True when the last count stopped at its guess budget. */
  stopped = false;
  /** This puzzle is searched with cell guesses, no triads and no column pass (see LIGHT). */
  private light = false;
  /** Propagation has stalled once on this puzzle (light is decided). */
  private stalled = false;

  /**
   * Count solutions of `cells` (81 values, 0 = blank) up to `limit`. The first solution is
   * copied into `out` when given. Returns the count.
   */
  count(cells: ArrayLike<number>, limit: number, out?: Uint8Array, budget = Infinity): number {
    this.busy = true;
    try {
      this.guesses = 0;
      this.stopped = false;
      this.light = false;
      this.stalled = false;
      this.depth = 0;
      this.s = this.views[0];
      if (!this.init(cells)) return 0;
      let found = 0;
      for (;;) {
        if (this.propagate()) {
          if ((this.s[U0] | this.s[U0 + 1] | this.s[U0 + 2]) === 0) {
            if (found === 0 && out) this.writeSolution(out);
            if (++found >= limit) return found;
          } else {
            if (this.guesses >= budget) {
              this.stopped = true;
              return found;
            }
            if (this.light) this.guessCell();
            else this.guess();
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
    // givens[3d + b]: the cells of band b that hold d; d = 0 gathers the empty cells.
    // The three bands side by side: consecutive cells of one band often hold the same digit
    // (blanks most of all), and a chain of read-modify-writes to one slot is slow; three
    // interleaved chains run about 2.5 times faster.
    const givens = this.givens;
    givens.fill(0);
    for (let j = 0; j < 27; j++) {
      const d0 = cells[j];
      const d1 = cells[27 + j];
      const d2 = cells[54 + j];
      if (d0 >>> 0 > 9 || d1 >>> 0 > 9 || d2 >>> 0 > 9 || (d0 | 0) !== d0 || (d1 | 0) !== d1 || (d2 | 0) !== d2) return false;
      const bit = 1 << j;
      givens[d0 * 3] |= bit;
      givens[d1 * 3 + 1] |= bit;
      givens[d2 * 3 + 2] |= bit;
    }
    const g0 = BAND_BITS & ~givens[0];
    const g1 = BAND_BITS & ~givens[1];
    const g2 = BAND_BITS & ~givens[2];
    for (let k = 0; k < 27; k += 3) {
      const d0 = givens[k + 3];
      const d1 = givens[k + 4];
      const d2 = givens[k + 5];
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
        const dg = givens[k + 3 + b];
        const given = b === 0 ? g0 : b === 1 ? g1 : g2;
        // Rows and boxes of the band that hold the digit; two givens in one row or box: no solution.
        const r0 = dg & 0x1ff;
        const r1 = dg & 0x3fe00;
        const r2 = dg & 0x7fc0000;
        const m = minirows(dg);
        if (((r0 & (r0 - 1)) | (r1 & (r1 - 1)) | (r2 & (r2 - 1)) | TWO_IN_A_BOX[m]) !== 0) return false;
        s[k + b] = (BAND_BITS & ~given & ~(colMask | ROW_CELLS[ROWS_OF[m]] | BOX_CELLS[BOXES_OF[m]])) | dg;
      }
    }
    s[U0] = givens[0];
    s[U0 + 1] = givens[1];
    s[U0 + 2] = givens[2];
    s[DIRTY] = (1 << 27) - 1;
    s[SINCE_NAKED] = (1 << 27) - 1;
    s[SINCE_COLUMNS] = (1 << 27) - 1;
    return true;
  }

  /** Run all propagation to a fixpoint; false on contradiction. */
  private propagate(): boolean {
    for (;;) {
      if (!this.shrinkBands()) return false;
      let r = this.nakedSingles();
      if (r < 0) return false;
      if (r > 0) continue;
      r = this.light ? 0 : this.columns();
      if (r < 0) return false;
      if (r > 0) continue;
      const s = this.s;
      if ((s[U0] | s[U0 + 1] | s[U0 + 2]) === 0 || this.light) return true;
      if (!this.stalled) {
        // The first stall decides the mode, before any triads (which a light puzzle never needs).
        this.stalled = true;
        if (popcount(s[U0]) + popcount(s[U0 + 1]) + popcount(s[U0 + 2]) < LIGHT) {
          this.light = true;
          return true;
        }
      }
      r = this.triads();
      if (r < 0) return false;
      if (r === 0) return true;
    }
  }

  /** Band shrink for every digit-band whose board changed; false on contradiction. */
  private shrinkBands(): boolean {
    const s = this.s;
    let dirty = s[DIRTY];
    let processed = 0;
    while (dirty !== 0) {
      const low = dirty & -dirty;
      dirty ^= low;
      processed |= low;
      const k = 31 - Math.clz32(low);
      const f = s[k];
      const m = minirows(f);
      const shrunk = SHRINK[m];
      if (shrunk === 0) return false; // (the stale dirty word goes with the discarded state)
      const nf = f & EXPAND[shrunk];
      s[k] = nf;
      // Rows of the band holding d in one cell only: place it (if not placed yet). The shrink
      // already cleared their boxes on this board; clear the cells on the other digits' boards
      // and the columns on this digit's other bands.
      const b = BAND_OF[k];
      const u = s[U0 + b];
      const singles = (LONE[nf & 0x1ff] | (LONE[(nf >>> 9) & 0x1ff] << 9) | (LONE[nf >>> 18] << 18)) & u;
      if (singles === 0) continue;
      s[U0 + b] = u & ~singles;
      dirty |= this.clearCells(b, singles);
      // (This board's own cells in those columns are box-mates, cleared by the shrink.)
      const c = (singles | (singles >>> 9) | (singles >>> 18)) & 0x1ff;
      const cols = c | (c << 9) | (c << 18);
      const o1 = k - b + NEXT_BAND[b];
      const o2 = k - b + NEXT_BAND[b + 1];
      const g1 = s[o1];
      const g2 = s[o2];
      s[o1] = g1 & ~cols;
      s[o2] = g2 & ~cols;
      dirty |= ((-(g1 & cols) >>> 31) << o1) | ((-(g2 & cols) >>> 31) << o2);
      s[k] = nf; // the first loop cleared its own singles
      dirty &= ~low;
    }
    s[DIRTY] = 0;
    s[SINCE_NAKED] |= processed;
    s[SINCE_COLUMNS] |= processed;
    return true;
  }

  /**
   * Clear `cells` from band b's nine digit boards; returns the boards that changed as dirty bits.
   * Unrolled, and branch-free ((-(x) >>> 31) is 1 when x, a 27-bit mask, is not empty): this runs
   * once per placement batch, the hottest loop on easy puzzles.
   */
  private clearCells(b: number, cells: number): number {
    const s = this.s;
    const g0 = s[b];
    const g1 = s[b + 3];
    const g2 = s[b + 6];
    const g3 = s[b + 9];
    const g4 = s[b + 12];
    const g5 = s[b + 15];
    const g6 = s[b + 18];
    const g7 = s[b + 21];
    const g8 = s[b + 24];
    const keep = ~cells;
    s[b] = g0 & keep;
    s[b + 3] = g1 & keep;
    s[b + 6] = g2 & keep;
    s[b + 9] = g3 & keep;
    s[b + 12] = g4 & keep;
    s[b + 15] = g5 & keep;
    s[b + 18] = g6 & keep;
    s[b + 21] = g7 & keep;
    s[b + 24] = g8 & keep;
    const changed =
      (-(g0 & cells) >>> 31) |
      ((-(g1 & cells) >>> 31) << 3) |
      ((-(g2 & cells) >>> 31) << 6) |
      ((-(g3 & cells) >>> 31) << 9) |
      ((-(g4 & cells) >>> 31) << 12) |
      ((-(g5 & cells) >>> 31) << 15) |
      ((-(g6 & cells) >>> 31) << 18) |
      ((-(g7 & cells) >>> 31) << 21) |
      ((-(g8 & cells) >>> 31) << 24);
    return changed << b;
  }

  /** Naked singles, and cells with no candidate left: -1 contradiction, 1 placed, 0 none. */
  private nakedSingles(): number {
    const s = this.s;
    let placed = 0;
    const since = s[SINCE_NAKED];
    s[SINCE_NAKED] = 0;
    for (let b = 0; b < 3; b++) {
      if ((since & (BAND_BOARDS << b)) === 0) continue; // nothing changed: nothing new
      const u = s[U0 + b];
      if (u === 0) continue;
      let one = 0;
      let two = 0;
      for (let k = b; k < 27; k += 3) {
        const f = s[k];
        two |= one & f;
        one |= f;
      }
      if ((u & ~one) !== 0) return -1;
      const singles = u & ~two;
      if (singles === 0) continue;
      // Each single cell has one digit: place them digit by digit (no other board has the cells).
      for (let k = b; k < 27; k += 3) {
        const cells = singles & s[k];
        if (cells !== 0 && !this.placeCells(k, b, cells, false)) return -1;
      }
      placed = 1;
    }
    return placed;
  }

  /**
   * Place digit board k's `cells` (unsolved cells of band b, any number, branch-free): clear
   * their rows and boxes on the board, their columns on the digit's other bands and, when
   * `others`, the cells on the other digits' boards. False when two of them share a row or box.
   */
  private placeCells(k: number, b: number, cells: number, others: boolean): boolean {
    const s = this.s;
    const r0 = cells & 0x1ff;
    const r1 = cells & 0x3fe00;
    const r2 = cells & 0x7fc0000;
    const m = minirows(cells);
    if (((r0 & (r0 - 1)) | (r1 & (r1 - 1)) | (r2 & (r2 - 1)) | TWO_IN_A_BOX[m]) !== 0) return false;
    let dirty = s[DIRTY];
    s[U0 + b] &= ~cells;
    if (others) dirty |= this.clearCells(b, cells);
    const f = s[k] | cells;
    const nf = (f & ~(ROW_CELLS[ROWS_OF[m]] | BOX_CELLS[BOXES_OF[m]])) | cells;
    s[k] = nf;
    dirty |= (-(f ^ nf) >>> 31) << k;
    const c = (cells | (cells >>> 9) | (cells >>> 18)) & 0x1ff;
    const cols = c | (c << 9) | (c << 18);
    const o1 = k - b + NEXT_BAND[b];
    const o2 = k - b + NEXT_BAND[b + 1];
    const g1 = s[o1];
    const g2 = s[o2];
    s[o1] = g1 & ~cols;
    s[o2] = g2 & ~cols;
    dirty |= ((-(g1 & cols) >>> 31) << o1) | ((-(g2 & cols) >>> 31) << o2);
    s[DIRTY] = dirty;
    return true;
  }

  /** Stack shrink and hidden singles in columns: -1 contradiction, 1 changed, 0 none. */
  private columns(): number {
    const s = this.s;
    let changed = 0;
    const since = s[SINCE_COLUMNS];
    s[SINCE_COLUMNS] = 0;
    for (let k = 0; k < 27; k += 3) {
      if (((since >>> k) & 7) === 0) continue; // the digit's boards are as the last pass left them
      const f0 = s[k];
      const f1 = s[k + 1];
      const f2 = s[k + 2];
      const c0 = (f0 | (f0 >>> 9) | (f0 >>> 18)) & 0x1ff;
      const c1 = (f1 | (f1 >>> 9) | (f1 >>> 18)) & 0x1ff;
      const c2 = (f2 | (f2 >>> 9) | (f2 >>> 18)) & 0x1ff;
      if ((c0 | c1 | c2) !== 0x1ff) return -1;
      // Stack shrink: the same permutation rule for column x band "minicolumns" in each stack.
      const m0 = (c0 & 7) | ((c1 & 7) << 3) | ((c2 & 7) << 6);
      const m1 = ((c0 >>> 3) & 7) | (((c1 >>> 3) & 7) << 3) | (((c2 >>> 3) & 7) << 6);
      const m2 = (c0 >>> 6) | ((c1 >>> 6) << 3) | ((c2 >>> 6) << 6);
      const s0 = SHRINK[m0];
      const s1 = SHRINK[m1];
      const s2 = SHRINK[m2];
      if (s0 === 0 || s1 === 0 || s2 === 0) return -1;
      const x0 = m0 & ~s0;
      const x1 = m1 & ~s1;
      const x2 = m2 & ~s2;
      if ((x0 | x1 | x2) !== 0) {
        // Columns to clear per band (9 bits), then on the band's three rows.
        const e0 = (x0 & 7) | ((x1 & 7) << 3) | ((x2 & 7) << 6);
        const e1 = ((x0 >>> 3) & 7) | (((x1 >>> 3) & 7) << 3) | (((x2 >>> 3) & 7) << 6);
        const e2 = (x0 >>> 6) | ((x1 >>> 6) << 3) | ((x2 >>> 6) << 6);
        s[k] = f0 & ~(e0 | (e0 << 9) | (e0 << 18));
        s[k + 1] = f1 & ~(e1 | (e1 << 9) | (e1 << 18));
        s[k + 2] = f2 & ~(e2 | (e2 << 9) | (e2 << 18));
        s[DIRTY] |= (((-e0 >>> 31) | ((-e1 >>> 31) << 1) | ((-e2 >>> 31) << 2)) << k);
        changed = 1; // run the band shrink again before looking for column singles
        continue;
      }
      // Hidden singles in columns (rows and boxes were covered by the band shrink): columns
      // where one band has the digit, in one cell, and the digit is not placed yet.
      const t0 = ((f0 & (f0 >>> 9)) | (f0 & (f0 >>> 18)) | ((f0 >>> 9) & (f0 >>> 18))) & 0x1ff;
      const t1 = ((f1 & (f1 >>> 9)) | (f1 & (f1 >>> 18)) | ((f1 >>> 9) & (f1 >>> 18))) & 0x1ff;
      const t2 = ((f2 & (f2 >>> 9)) | (f2 & (f2 >>> 18)) | ((f2 >>> 9) & (f2 >>> 18))) & 0x1ff;
      const pc = (f0 & ~s[U0]) | (f1 & ~s[U0 + 1]) | (f2 & ~s[U0 + 2]);
      const open = ~(pc | (pc >>> 9) | (pc >>> 18));
      const o0 = c0 & ~c1 & ~c2 & ~t0 & open;
      const o1 = c1 & ~c0 & ~c2 & ~t1 & open;
      const o2 = c2 & ~c0 & ~c1 & ~t2 & open;
      if ((o0 | o1 | o2) === 0) continue;
      if (!this.placeCells(k, 0, f0 & (o0 | (o0 << 9) | (o0 << 18)), true)) return -1;
      if (!this.placeCells(k + 1, 1, s[k + 1] & (o1 | (o1 << 9) | (o1 << 18)), true)) return -1;
      if (!this.placeCells(k + 2, 2, s[k + 2] & (o2 | (o2 << 9) | (o2 << 18)), true)) return -1;
      changed = 1;
    }
    return changed;
  }

  /**
   * Triads: each minirow (three cells of a row in a box) and each minicolumn holds exactly three
   * digits. Where only three digits can go, each must go there; where three must go, no other
   * can. Run at a fixpoint of the cheaper rules, before a guess: all three bands' (stacks') 3 x 3
   * patterns of a digit packed in one int, counted bit-sliced over the digits. Leaves the
   * patterns in this.pattern for guess(). -1 contradiction, 1 changed, 0 none.
   */
  private triads(): number {
    const s = this.s;
    const pattern = this.pattern;
    let h1 = 0, h2 = 0, h3 = 0, h4 = 0, hs1 = 0, hs2 = 0, hs3 = 0, hs4 = 0;
    let v1 = 0, v2 = 0, v3 = 0, v4 = 0, vs1 = 0, vs2 = 0, vs3 = 0, vs4 = 0;
    for (let d = 0; d < 9; d++) {
      const k = d * 3;
      const f0 = s[k];
      const f1 = s[k + 1];
      const f2 = s[k + 2];
      const h = minirows(f0) | (minirows(f1) << 9) | (minirows(f2) << 18);
      const v =
        SPREAD[(f0 | (f0 >>> 9) | (f0 >>> 18)) & 0x1ff] |
        (SPREAD[(f1 | (f1 >>> 9) | (f1 >>> 18)) & 0x1ff] << 3) |
        (SPREAD[(f2 | (f2 >>> 9) | (f2 >>> 18)) & 0x1ff] << 6);
      pattern[d] = h;
      pattern[9 + d] = v;
      h4 |= h3 & h;
      h3 |= h2 & h;
      h2 |= h1 & h;
      h1 |= h;
      v4 |= v3 & v;
      v3 |= v2 & v;
      v2 |= v1 & v;
      v1 |= v;
      const hc = CERTAIN[h & 0x1ff] | (CERTAIN[(h >>> 9) & 0x1ff] << 9) | (CERTAIN[h >>> 18] << 18);
      const vc = CERTAIN[v & 0x1ff] | (CERTAIN[(v >>> 9) & 0x1ff] << 9) | (CERTAIN[v >>> 18] << 18);
      hs4 |= hs3 & hc;
      hs3 |= hs2 & hc;
      hs2 |= hs1 & hc;
      hs1 |= hc;
      vs4 |= vs3 & vc;
      vs3 |= vs2 & vc;
      vs2 |= vs1 & vc;
      vs1 |= vc;
    }
    // Fewer than three digits possible, or more than three certain: a contradiction.
    if (((~h3 | hs4 | ~v3 | vs4) & BAND_BITS) !== 0) return -1;
    // Minirows where three digits are certain and a fourth possible, or only three possible
    // and one of them not certain yet: something to clear.
    const hOnly = h3 & ~h4;
    const vOnly = v3 & ~v4;
    if (((hs3 & h4) | (hOnly & ~hs3) | (vs3 & v4) | (vOnly & ~vs3)) === 0) return 0;
    let changed = 0;
    for (let d = 0; d < 9; d++) {
      for (let line = 0; line < 6; line++) {
        const sh = 9 * (line % 3);
        const packed = line < 3 ? pattern[d] : pattern[9 + d];
        const only = ((line < 3 ? hOnly : vOnly) >>> sh) & 0x1ff;
        const full = ((line < 3 ? hs3 : vs3) >>> sh) & 0x1ff;
        const m = (packed >>> sh) & 0x1ff;
        const nm = SHRINK[m & ~CONFLICT[m & only] & ~(full & ~CERTAIN[m])];
        if (nm === m) continue;
        if (nm === 0) return -1;
        this.applyPattern(line, d, m, nm);
        changed = 1;
      }
    }
    return changed;
  }

  /** Narrow digit d's pattern in band (line < 3) or stack (line - 3) from m to nm. */
  private applyPattern(line: number, d: number, m: number, nm: number): void {
    const s = this.s;
    const k = d * 3;
    if (line < 3) {
      s[k + line] &= EXPAND[nm];
      s[DIRTY] |= 1 << (k + line);
      return;
    }
    const sh = 3 * (line - 3);
    const x = m & ~nm;
    for (let b = 0; b < 3; b++) {
      const e = ((x >>> (3 * b)) & 7) << sh;
      s[k + b] &= ~(e | (e << 9) | (e << 18));
      s[DIRTY] |= (-e >>> 31) << (k + b);
    }
  }

  /**
   * Branch on where a digit goes in a band or stack (as tdoku does): in the band or stack with
   * the fewest permutation patterns left over all digits, the digit with the fewest, split on
   * one of its minirows. False when every band and stack is fixed.
   */
  private guess(): void {
    const pattern = this.pattern;
    // Each line's patterns left over its digits, plus two per unfixed digit (9: all fixed).
    let t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0, t5 = 0;
    for (let d = 0; d < 9; d++) {
      const h = pattern[d];
      const v = pattern[9 + d];
      t0 += GUESS_COST[h & 0x1ff];
      t1 += GUESS_COST[(h >>> 9) & 0x1ff];
      t2 += GUESS_COST[h >>> 18];
      t3 += GUESS_COST[v & 0x1ff];
      t4 += GUESS_COST[(v >>> 9) & 0x1ff];
      t5 += GUESS_COST[v >>> 18];
    }
    let bestLine = -1;
    let bestTotal = 1000;
    if (t0 > 9 && t0 < bestTotal) { bestTotal = t0; bestLine = 0; }
    if (t1 > 9 && t1 < bestTotal) { bestTotal = t1; bestLine = 1; }
    if (t2 > 9 && t2 < bestTotal) { bestTotal = t2; bestLine = 2; }
    if (t3 > 9 && t3 < bestTotal) { bestTotal = t3; bestLine = 3; }
    if (t4 > 9 && t4 < bestTotal) { bestTotal = t4; bestLine = 4; }
    if (t5 > 9 && t5 < bestTotal) { bestTotal = t5; bestLine = 5; }
    if (bestLine < 0) return this.guessCell();
    const sh = 9 * (bestLine % 3);
    const off = bestLine < 3 ? 0 : 9;
    let bestD = 0;
    let bestM = 0;
    let bestN = 10;
    for (let d = 0; d < 9; d++) {
      const m = (pattern[off + d] >>> sh) & 0x1ff;
      const n = NPERM[m];
      if (n > 1 && n < bestN) {
        bestN = n;
        bestD = d;
        bestM = m;
        if (n === 2) break;
      }
    }
    const m = bestM;
    const free = m & ~CERTAIN[m];
    const a = free & -free;
    this.guesses++;
    const depth = this.depth;
    this.mem.copyWithin((depth + 1) * STATE, depth * STATE, (depth + 1) * STATE);
    const here = SHRINK[m & ~CONFLICT[a]];
    const other = SHRINK[m & ~a];
    this.applyPattern(bestLine, bestD, m, other);
    this.depth = depth + 1;
    this.s = this.views[depth + 1];
    this.applyPattern(bestLine, bestD, m, here);
  }

  /**
   * Branch on a cell: the first bivalue cell, else the first with fewest candidates; push "d not
   * here", go on with "d here". Cheaper per guess than guess(), and better where propagation
   * leaves few empty cells (see LIGHT).
   */
  private guessCell(): void {
    const s = this.s;
    let band = -1;
    let bit = 0;
    for (let b = 0; b < 3 && bit === 0; b++) {
      const u = s[U0 + b];
      let one = 0;
      let two = 0;
      let three = 0;
      for (let k = b; k < 27; k += 3) {
        const f = s[k];
        three |= two & f;
        two |= one & f;
        one |= f;
      }
      const bivalue = u & two & ~three;
      bit = bivalue & -bivalue;
      band = b;
    }
    if (bit === 0) {
      let bestCount = 10;
      for (let b = 0; b < 3; b++) {
        let u = s[U0 + b];
        while (u !== 0) {
          const cell = u & -u;
          u ^= cell;
          let n = 0;
          for (let k = b; k < 27; k += 3) n += (s[k] & cell) !== 0 ? 1 : 0;
          if (n < bestCount) {
            bestCount = n;
            band = b;
            bit = cell;
          }
        }
      }
    }
    let d = 0;
    while ((s[d * 3 + band] & bit) === 0) d++;
    this.guesses++;
    // This depth keeps the other branch (d removed from the cell); the next depth goes on with d placed.
    const k = d * 3 + band;
    const depth = this.depth;
    this.mem.copyWithin((depth + 1) * STATE, depth * STATE, (depth + 1) * STATE);
    s[k] &= ~bit;
    s[DIRTY] |= 1 << k;
    this.depth = depth + 1;
    this.s = this.views[depth + 1];
    this.placeCells(k, band, bit, true);
  }

  private pop(): boolean {
    if (this.depth === 0) return false;
    this.depth--;
    this.s = this.views[this.depth];
    return true;
  }

  private writeSolution(out: Uint8Array): void {
    const s = this.s;
    // Solved: each digit board holds one cell per row.
    for (let k = 0, digit = 1; k < 27; k += 3, digit++) {
      const f0 = s[k];
      const f1 = s[k + 1];
      const f2 = s[k + 2];
      out[BIT_INDEX[f0 & 0x1ff]] = digit;
      out[9 + BIT_INDEX[(f0 >>> 9) & 0x1ff]] = digit;
      out[18 + BIT_INDEX[f0 >>> 18]] = digit;
      out[27 + BIT_INDEX[f1 & 0x1ff]] = digit;
      out[36 + BIT_INDEX[(f1 >>> 9) & 0x1ff]] = digit;
      out[45 + BIT_INDEX[f1 >>> 18]] = digit;
      out[54 + BIT_INDEX[f2 & 0x1ff]] = digit;
      out[63 + BIT_INDEX[(f2 >>> 9) & 0x1ff]] = digit;
      out[72 + BIT_INDEX[f2 >>> 18]] = digit;
    }
  }

}

let shared: Solver | undefined;
let sharedGeneric: GenericSolver | undefined;

/**
 * Count solutions up to `limit` (default 1) and return the first one found. `grid` holds size²
 * digits (0 = blank) for the size of `options.rules` (81 for classic). Givens that break a rule
 * simply give no solution; validatePuzzle names the fault.
 */
export function solve(grid: ArrayLike<number>, options: SolveOptions = {}): SolveResult {
  const { limit, rules, budget } = checkSolveOptions(options); // argument checks here, never in the search
  const compiled = rules === undefined ? undefined : isCompiledRules(rules) ? rules : compileRules(rules as Rules);
  if (compiled === undefined || isClassic(compiled.rules)) {
    grid = readGrid('solve', 'grid', grid);
    const solver = shared && !shared.busy ? shared : new Solver();
    shared ??= solver;
    const out = new Uint8Array(81);
    const count = solver.count(grid, limit, out, budget);
    return result(count, out, solver.guesses, solver.stopped);
  }
  grid = readGrid('solve', 'grid', grid, compiled.size);
  const solver = sharedGeneric && !sharedGeneric.busy ? sharedGeneric : new GenericSolver();
  sharedGeneric ??= solver;
  const out = new Uint8Array(compiled.cells);
  const count = solver.count(prepare(compiled), grid, limit, out, budget);
  return result(count, out, solver.guesses, solver.stopped);
}

function result(count: number, out: Uint8Array, guesses: number, stopped: boolean): SolveResult {
  const r: SolveResult = count > 0 ? { count, solution: out, guesses } : { count, guesses };
  if (stopped) r.stopped = 'budget';
  return r;
}

/** solve() for a Puzzle value: its givens under its rules. */
export function solvePuzzle(puzzle: { rules: Rules | CompiledRules; givens: ArrayLike<number> }, options: Omit<SolveOptions, 'rules'> = {}): SolveResult {
  if (typeof puzzle !== 'object' || puzzle === null) throw new TypeError('solvePuzzle: puzzle must be an object { rules, givens }');
  return solve(puzzle.givens, { ...options, rules: puzzle.rules });
}
