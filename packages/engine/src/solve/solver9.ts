/**
 * The exact solver for 9x9 rules without cages other than classic (jigsaw regions, diagonals,
 * windows, and classic boxes given as regions): the classic solver's board layout (solver.ts:
 * per digit, three 27-bit band words of the cells where it may still go, a placed digit keeping
 * its bit) with the units as data (layout9.ts). Propagation to a fixpoint:
 *  - naked singles and empty cells, by bit-sliced counting over the nine digits' band words;
 *  - hidden singles and digits with no place left, in rows (a band word's three at once, by
 *    carries), columns (folded band words, as solver.ts does) and every other unit (its mask);
 *    when the nine boxes are units (X, windoku, boxes as regions), first each band's row x box
 *    and each stack's band x column pattern kept to its permutations by table, as solver.ts's
 *    band shrink: box-line locked candidates at every pass, and a box's lone place left alone
 *    in its row (measured side by side: X and windoku 5-10% less CPU, top1465 as boxes ~7%);
 *  - at a stall, locked candidates between each other extra unit (region, diagonal, window) and
 *    the rows, columns and extra units it meets (boxes only for their pairs with windows or
 *    diagonals): a digit whose places in one lie inside the other leaves the rest of the other.
 * A placement clears the digit from the cell's peers (a precomputed mask) and the cell from the
 * other digits. Then a guess on a cell with two candidates (else three, else the fewest), the one that took
 * part in the most contradictions so far on this puzzle (a failed branch, an empty cell, or the
 * open cells of a row, column or unit left without a place for a digit: fail first where it
 * failed before, as generic.ts does), ties to the last found (measured: 2-10% fewer guesses on
 * the generated variants and top1465, none lost on forum_hardest_1905). Each pass skips the digits or bands
 * whose words did not change since it last ran, and units where the digit is placed. One state per depth
 * on an explicit stack, all buffers on the instance: no allocation while searching, re-entrant
 * through separate instances. (Over 400 lines: one class whose hot methods share its state.)
 */
import type { Layout9 } from './layout9.js';

const BAND_BITS = 0x7ffffff;
/** State: 27 digit-band words (3d + b), 3 unsolved-cell words, 3 changed-since words (one per pass). */
const U0 = 27;
const SINCE_NAKED = 30;
const SINCE_HIDDEN = 31;
const SINCE_LOCKED = 32;
/** Per digit, the extra units it is placed in (bit u): DONE + d. */
const DONE = 33;
const STATE = 42;
/** A guess places a digit in a cell, so the search is never deeper than the cells. */
const MAX_DEPTH = 82;
/** Band b's nine words in a 27-bit digit-band set: bits b, b + 3, ..., b + 24. */
const BAND_BOARDS = 0x1249249;

/** Bit 0 of each of a band word's three rows. */
const ROW_ONES = 0x40201;
/** A 3-bit set of rows within a band -> their cells in the band word. */
const ROW_CELLS = new Int32Array(8);
for (let x = 0; x < 8; x++) for (let i = 0; i < 3; i++) if (x & (1 << i)) ROW_CELLS[x] |= 0x1ff << (9 * i);

/**
 * A 3 x 3 pattern of where a digit may go (bit 3i + j: line i, block j; in a band, row x box;
 * in a stack, band x column), each line and block holding it once -> the union of the
 * permutations it contains (0: none).
 */
const SHRINK = new Int16Array(512);
for (let m = 0; m < 512; m++) for (const p of [0x111, 0xa1, 0x10a, 0x62, 0x8c, 0x54]) if ((m & p) === p) SHRINK[m] |= p;
/** A row's 9 bits -> the boxes (3 bits) it has cells in. */
const BOXES_IN = new Int8Array(512);
for (let x = 0; x < 512; x++) BOXES_IN[x] = (x & 7 ? 1 : 0) | (x & 0x38 ? 2 : 0) | (x & 0x1c0 ? 4 : 0);
/** 3 bits of boxes -> their columns in a row. */
const BOX_COLS = [0, 7, 0x38, 0x3f, 0x1c0, 0x1c7, 0x1f8, 0x1ff];

/** The rows (9 bits, row 3b + i) where three band words have cells: each word's flags gathered by one multiply. */
export function rowsOf(x0: number, x1: number, x2: number): number {
  return (
    ((Math.imul(rowFlags(x0), 0x40404) >>> 18) & 7) |
    ((Math.imul(rowFlags(x1), 0x40404) >>> 15) & 0x38) |
    ((Math.imul(rowFlags(x2), 0x40404) >>> 12) & 0x1c0)
  );
}

/**
 * A band word's cells alone in their row, when no row is empty: subtracting 1 from every row
 * then borrows within it, so x & (x - ROW_ONES) keeps the rows with two cells or more.
 */
export function loneInRows(x: number): number {
  return x & ~Math.imul(rowFlags(x & (x - ROW_ONES)), 0x1ff);
}

/** Bit 0 of each row of band word x set when the row has a cell (a carry into the row's top bit). */
export function rowFlags(x: number): number {
  return ((((x & 0x3fdfeff) + 0x3fdfeff) | x) >>> 8) & ROW_ONES;
}

/** Band word f (one digit's places) kept to its row x box permutations; -1 when none is left. */
export function bandShrink(f: number): number {
  const m = BOXES_IN[f & 0x1ff] | (BOXES_IN[(f >>> 9) & 0x1ff] << 3) | (BOXES_IN[f >>> 18] << 6);
  const p = SHRINK[m];
  if (p === 0) return -1;
  return f & (BOX_COLS[p & 7] | (BOX_COLS[(p >>> 3) & 7] << 9) | (BOX_COLS[p >>> 6] << 18));
}

/** The columns (9 bits) where band words have cells. */
function colsOf(x: number): number {
  return (x | (x >>> 9) | (x >>> 18)) & 0x1ff;
}

/** The 9x9 core's search (one instance per concurrent use; generic.ts keeps one and hands it 9x9 layouts). */
export class Solver9 {
  private readonly mem = new Int32Array(STATE * MAX_DEPTH);
  /** One state per depth; the current one is views[depth], so backtracking copies nothing. */
  private readonly views = Array.from({ length: MAX_DEPTH }, (_, d) => this.mem.subarray(d * STATE, (d + 1) * STATE));
  private s = this.views[0];
  private depth = 0;
  private layout!: Layout9;
  /** Failed branches per cell on this puzzle (fail first where it failed before). */
  private readonly weight = new Int32Array(81);
  private readonly branchCell = new Int32Array(MAX_DEPTH);
  guesses = 0;
  /** True when the last count stopped at its guess budget (the count is then a lower bound). */
  stopped = false;

  /**
   * Count solutions of `givens` (81 values, 0 = blank) under `layout`, up to `limit`, guessing
   * at most `budget` times. The first solution is copied into `out` when given.
   */
  count(layout: Layout9, givens: ArrayLike<number>, limit: number, out?: Uint8Array, budget = Infinity): number {
    this.layout = layout;
    this.guesses = 0;
    this.stopped = false;
    this.depth = 0;
    this.s = this.views[0];
    this.weight.fill(0);
    if (!this.init(givens)) return 0;
    let found = 0;
    for (;;) {
      if (this.propagate()) {
        const s = this.s;
        if ((s[U0] | s[U0 + 1] | s[U0 + 2]) === 0) {
          if (found === 0 && out) this.writeSolution(out);
          if (++found >= limit) return found;
        } else {
          if (this.guesses >= budget) {
            this.stopped = true;
            return found;
          }
          this.guess();
          continue;
        }
      }
      if (this.depth === 0) return found;
      this.depth--;
      this.s = this.views[this.depth];
      this.weight[this.branchCell[this.depth]]++;
    }
  }

  private init(givens: ArrayLike<number>): boolean {
    const s = this.s;
    s.fill(BAND_BITS, 0, 30);
    s[SINCE_NAKED] = s[SINCE_HIDDEN] = s[SINCE_LOCKED] = BAND_BITS;
    s.fill(0, DONE, DONE + 9);
    for (let i = 0; i < 81; i++) {
      const d = givens[i];
      if (d === 0) continue;
      if (!(d >= 1 && d <= 9) || (d | 0) !== d) return false;
      // A given its peers' givens already took: no solution.
      if (!this.place(d - 1, (i / 27) | 0, 1 << i % 27, true)) return false;
    }
    return true;
  }

  /**
   * Place digit d in band b's cell `bit`: clear d from the cell's peers and, when `others`, the
   * cell from the other digits' words. False when d can no longer go there.
   */
  private place(d: number, b: number, bit: number, others: boolean): boolean {
    const s = this.s;
    const k = 3 * d + b;
    if ((s[k] & bit) === 0) return false;
    const peer = this.layout.peer;
    const cell = 27 * b + 31 - Math.clz32(bit);
    const at = 3 * cell;
    const k0 = 3 * d;
    const g0 = s[k0];
    const g1 = s[k0 + 1];
    const g2 = s[k0 + 2];
    const n0 = g0 & ~peer[at];
    const n1 = g1 & ~peer[at + 1];
    const n2 = g2 & ~peer[at + 2];
    s[k0] = n0;
    s[k0 + 1] = n1;
    s[k0 + 2] = n2;
    let ch = ((-(g0 ^ n0) >>> 31) | ((-(g1 ^ n1) >>> 31) << 1) | ((-(g2 ^ n2) >>> 31) << 2)) << k0;
    if (others) {
      // All nine words of the band lose the cell, then d's gets it back.
      // Unrolled and branch-free, as solver.ts's clearCells: the hottest loop on easy puzzles.
      const g0 = s[b], g1 = s[b + 3], g2 = s[b + 6], g3 = s[b + 9], g4 = s[b + 12], g5 = s[b + 15], g6 = s[b + 18], g7 = s[b + 21], g8 = s[b + 24];
      const keep = ~bit;
      s[b] = g0 & keep;
      s[b + 3] = g1 & keep;
      s[b + 6] = g2 & keep;
      s[b + 9] = g3 & keep;
      s[b + 12] = g4 & keep;
      s[b + 15] = g5 & keep;
      s[b + 18] = g6 & keep;
      s[b + 21] = g7 & keep;
      s[b + 24] = g8 & keep;
      s[k] |= bit;
      const cleared =
        (-(g0 & bit) >>> 31) | ((-(g1 & bit) >>> 31) << 3) | ((-(g2 & bit) >>> 31) << 6) | ((-(g3 & bit) >>> 31) << 9) | ((-(g4 & bit) >>> 31) << 12) |
        ((-(g5 & bit) >>> 31) << 15) | ((-(g6 & bit) >>> 31) << 18) | ((-(g7 & bit) >>> 31) << 21) | ((-(g8 & bit) >>> 31) << 24);
      ch |= (cleared << b) & ~(1 << k);
    }
    s[U0 + b] &= ~bit;
    s[DONE + d] |= this.layout.extraOf[cell];
    s[SINCE_NAKED] |= ch;
    s[SINCE_HIDDEN] |= ch;
    s[SINCE_LOCKED] |= ch;
    return true;
  }

  /**
   * Digit slot k's three band words set to f0-f2 where they changed, and the passes that read
   * them marked to run again: the changed bands' bits (0 when nothing changed).
   */
  private store(k: number, f0: number, f1: number, f2: number): number {
    const s = this.s;
    const ch = ((-(s[k] ^ f0) >>> 31) | ((-(s[k + 1] ^ f1) >>> 31) << 1) | ((-(s[k + 2] ^ f2) >>> 31) << 2)) << k;
    if (ch !== 0) {
      s[k] = f0;
      s[k + 1] = f1;
      s[k + 2] = f2;
      s[SINCE_NAKED] |= ch;
      s[SINCE_HIDDEN] |= ch;
      s[SINCE_LOCKED] |= ch;
    }
    return ch;
  }

  /** Cells of band b in `cells` took part in a contradiction. */
  private blame(b: number, cells: number): void {
    for (; cells !== 0; cells &= cells - 1) this.weight[27 * b + 31 - Math.clz32(cells & -cells)]++;
  }

  /** The unsolved cells of the rows where a digit (band words f0-f2) has no place left. */
  private blameRows(f0: number, f1: number, f2: number): void {
    this.blame(0, this.s[U0] & Math.imul(ROW_ONES & ~rowFlags(f0), 0x1ff));
    this.blame(1, this.s[U0 + 1] & Math.imul(ROW_ONES & ~rowFlags(f1), 0x1ff));
    this.blame(2, this.s[U0 + 2] & Math.imul(ROW_ONES & ~rowFlags(f2), 0x1ff));
  }

  private blameUnit(at: number): void {
    for (let b = 0; b < 3; b++) this.blame(b, this.layout.extra[at + b] & this.s[U0 + b]);
  }

  private propagate(): boolean {
    const s = this.s;
    for (;;) {
      let r = this.naked();
      if (r < 0) return false;
      if (r > 0) continue;
      r = this.hidden();
      if (r < 0) return false;
      if (r > 0) continue;
      if ((s[U0] | s[U0 + 1] | s[U0 + 2]) === 0) return true;
      r = this.locked();
      if (r < 0) return false;
      if (r === 0) return true;
    }
  }

  /** Naked singles and cells with no digit left, in the bands that changed: -1 contradiction, 1 placed, 0 none. */
  private naked(): number {
    const s = this.s;
    const since = s[SINCE_NAKED];
    if (since === 0) return 0;
    s[SINCE_NAKED] = 0;
    let placed = 0;
    for (let b = 0; b < 3; b++) {
      if ((since & (BAND_BOARDS << b)) === 0) continue;
      const u = s[U0 + b];
      if (u === 0) continue;
      let one = 0;
      let two = 0;
      for (let k = b; k < 27; k += 3) {
        const f = s[k];
        two |= one & f;
        one |= f;
      }
      if ((u & ~one) !== 0) {
        this.blame(b, u & ~one);
        return -1;
      }
      const singles = u & ~two;
      if (singles === 0) continue;
      // Each cell has one digit: only that digit's peers change.
      for (let d = 0; d < 9; d++) {
        let cells = singles & s[3 * d + b];
        while (cells !== 0) {
          const bit = cells & -cells;
          cells ^= bit;
          if (!this.place(d, b, bit, false)) return -1;
        }
      }
      placed = 1;
    }
    return placed;
  }

  /** Hidden singles, and units with no place for a digit, for the digits that changed: -1, 1, 0 as naked(). */
  private hidden(): number {
    const s = this.s;
    const since = s[SINCE_HIDDEN];
    if (since === 0) return 0;
    s[SINCE_HIDDEN] = 0;
    const extra = this.layout.extra;
    const touching = this.layout.touching;
    const boxes = this.layout.boxes;
    let placed = 0;
    for (let d = 0; d < 9; d++) {
      const k = 3 * d;
      if (((since >>> k) & 7) === 0) continue;
      let f0 = s[k];
      let f1 = s[k + 1];
      let f2 = s[k + 2];
      if (boxes !== 0) {
        // The nine boxes: each band's row x box and each stack's band x column patterns kept to
        // their permutations (pointing and claiming between boxes and lines, and more).
        f0 = bandShrink(f0);
        f1 = bandShrink(f1);
        f2 = bandShrink(f2);
        if ((f0 | f1 | f2) < 0) {
          // (The open cells where d could go in the band without a permutation take the blame.)
          this.blame(0, s[U0] & s[k] & (f0 >> 31));
          this.blame(1, s[U0 + 1] & s[k + 1] & (f1 >> 31));
          this.blame(2, s[U0 + 2] & s[k + 2] & (f2 >> 31));
          return -1;
        }
        const c0 = colsOf(f0);
        const c1 = colsOf(f1);
        const c2 = colsOf(f2);
        let x0 = 0;
        let x1 = 0;
        let x2 = 0;
        for (let t = 0; t < 9; t += 3) {
          const m = ((c0 >>> t) & 7) | (((c1 >>> t) & 7) << 3) | (((c2 >>> t) & 7) << 6);
          const x = m & ~SHRINK[m];
          if (x === m) {
            const line = (7 << t) * 0x40201;
            this.blame(0, s[U0] & f0 & line);
            this.blame(1, s[U0 + 1] & f1 & line);
            this.blame(2, s[U0 + 2] & f2 & line);
            return -1;
          }
          x0 |= (x & 7) << t;
          x1 |= ((x >>> 3) & 7) << t;
          x2 |= (x >>> 6) << t;
        }
        f0 &= ~(x0 | (x0 << 9) | (x0 << 18));
        f1 &= ~(x1 | (x1 << 9) | (x1 << 18));
        f2 &= ~(x2 | (x2 << 9) | (x2 << 18));
        this.store(k, f0, f1, f2);
      }
      const u0 = s[U0];
      const u1 = s[U0 + 1];
      const u2 = s[U0 + 2];
      // Rows: each must have a place, then the places alone in their row.
      if ((rowFlags(f0) & rowFlags(f1) & rowFlags(f2)) !== ROW_ONES) {
        this.blameRows(f0, f1, f2);
        return -1;
      }
      let h0 = loneInRows(f0) & u0;
      let h1 = loneInRows(f1) & u1;
      let h2 = loneInRows(f2) & u2;
      // Columns: where one band has the digit, in one row.
      const c0 = colsOf(f0);
      const c1 = colsOf(f1);
      const c2 = colsOf(f2);
      if ((c0 | c1 | c2) !== 0x1ff) {
        const miss = 0x1ff & ~(c0 | c1 | c2);
        const line = miss | (miss << 9) | (miss << 18);
        this.blame(0, u0 & line);
        this.blame(1, u1 & line);
        this.blame(2, u2 & line);
        return -1;
      }
      const t0 = ((f0 & (f0 >>> 9)) | (f0 & (f0 >>> 18)) | ((f0 >>> 9) & (f0 >>> 18))) & 0x1ff;
      const t1 = ((f1 & (f1 >>> 9)) | (f1 & (f1 >>> 18)) | ((f1 >>> 9) & (f1 >>> 18))) & 0x1ff;
      const t2 = ((f2 & (f2 >>> 9)) | (f2 & (f2 >>> 18)) | ((f2 >>> 9) & (f2 >>> 18))) & 0x1ff;
      const o0 = c0 & ~c1 & ~c2 & ~t0;
      const o1 = c1 & ~c0 & ~c2 & ~t1;
      const o2 = c2 & ~c0 & ~c1 & ~t2;
      h0 |= f0 & (o0 | (o0 << 9) | (o0 << 18)) & u0;
      h1 |= f1 & (o1 | (o1 << 9) | (o1 << 18)) & u1;
      h2 |= f2 & (o2 | (o2 << 9) | (o2 << 18)) & u2;
      // Every other unit with cells in a band where d changed: its mask.
      for (let open = touching[(since >>> k) & 7] & ~boxes & ~s[DONE + d]; open !== 0; open &= open - 1) {
        const at = 3 * (31 - Math.clz32(open & -open));
        const x0 = f0 & extra[at];
        const x1 = f1 & extra[at + 1];
        const x2 = f2 & extra[at + 2];
        const any = x0 | x1 | x2;
        if (any === 0) {
          this.blameUnit(at);
          return -1;
        }
        // One cell: one word not empty, and one bit in it.
        if ((-x0 >>> 31) + (-x1 >>> 31) + (-x2 >>> 31) === 1 && (any & (any - 1)) === 0) {
          h0 |= x0 & u0;
          h1 |= x1 & u1;
          h2 |= x2 & u2;
        }
      }
      if ((h0 | h1 | h2) === 0) continue;
      // (A cell forced twice for one digit through peers fails in place(): its bit is gone.)
      for (; h0 !== 0; h0 &= h0 - 1) if (!this.place(d, 0, h0 & -h0, true)) return -1;
      for (; h1 !== 0; h1 &= h1 - 1) if (!this.place(d, 1, h1 & -h1, true)) return -1;
      for (; h2 !== 0; h2 &= h2 - 1) if (!this.place(d, 2, h2 & -h2, true)) return -1;
      placed = 1;
    }
    return placed;
  }

  /**
   * Locked candidates at a stall, per digit that changed and extra unit: its places in the unit
   * all in one row or column (or other extra unit) leave the rest of that line (unit); a row's
   * or column's places all in the unit leave the unit's cells off those lines. -1, 1, 0 as naked().
   * Only units with cells in a band where the digit changed: the others' results stand, but for
   * a column claiming one, which waits until the unit's own cells change (sound, a little weaker,
   * ~10% cheaper).
   */
  private locked(): number {
    const s = this.s;
    const since = s[SINCE_LOCKED];
    if (since === 0) return 0;
    s[SINCE_LOCKED] = 0;
    const { extra, touching, pairStart, pairUnit, pairCells, paired, boxes, unpaired } = this.layout;
    let changed = 0;
    for (let d = 0; d < 9; d++) {
      const k = 3 * d;
      if (((since >>> k) & 7) === 0) continue;
      let f0 = s[k];
      let f1 = s[k + 1];
      let f2 = s[k + 2];
      // (Boxes only for their pairs: the shrink above did their lines.)
      for (let open = touching[(since >>> k) & 7] & ~s[DONE + d] & ~(boxes & unpaired); open !== 0; open &= open - 1) {
        const v = 31 - Math.clz32(open & -open);
        const at = 3 * v;
        const m0 = extra[at];
        const m1 = extra[at + 1];
        const m2 = extra[at + 2];
        if (((boxes >>> v) & 1) === 0) {
          const x0 = f0 & m0;
          const x1 = f1 & m1;
          const x2 = f2 & m2;
          if ((x0 | x1 | x2) === 0) {
            this.blameUnit(at);
            return -1;
          }
          const rowsIn = rowsOf(x0, x1, x2);
          const colsIn = colsOf(x0 | x1 | x2);
          // One place (d placed here, or a hidden single): nothing to lock.
          if (((rowsIn & (rowsIn - 1)) | (colsIn & (colsIn - 1))) === 0) continue;
          if ((rowsIn & (rowsIn - 1)) === 0) {
            // Pointing along a row: the row's other cells lose d.
            const r = 31 - Math.clz32(rowsIn);
            const line = 0x1ff << (9 * (r % 3));
            if (r < 3) f0 &= ~(line & ~m0);
            else if (r < 6) f1 &= ~(line & ~m1);
            else f2 &= ~(line & ~m2);
          }
          if ((colsIn & (colsIn - 1)) === 0) {
            const line = colsIn | (colsIn << 9) | (colsIn << 18);
            f0 &= ~(line & ~m0);
            f1 &= ~(line & ~m1);
            f2 &= ~(line & ~m2);
          }
          // Claiming: rows (columns) whose places all lie in the unit take the unit's d.
          const y0 = f0 & ~m0;
          const y1 = f1 & ~m1;
          const y2 = f2 & ~m2;
          const rows = rowsIn & ~rowsOf(y0, y1, y2);
          const cols = colsIn & ~colsOf(y0 | y1 | y2);
          if ((rows | cols) !== 0) {
            let k0 = BAND_BITS;
            let k1 = BAND_BITS;
            let k2 = BAND_BITS;
            if (rows !== 0) {
              k0 = ROW_CELLS[rows & 7];
              k1 = ROW_CELLS[(rows >>> 3) & 7];
              k2 = ROW_CELLS[rows >>> 6];
            }
            if (cols !== 0) {
              const c = cols | (cols << 9) | (cols << 18);
              k0 &= c;
              k1 &= c;
              k2 &= c;
            }
            f0 &= ~(m0 & ~k0);
            f1 &= ~(m1 & ~k1);
            f2 &= ~(m2 & ~k2);
          }
        }
        // Another extra unit holding all of d's places here loses d elsewhere (its cells off this
        // unit: d's places here stay as they are through the loop).
        const z0 = f0 & m0;
        const z1 = f1 & m1;
        const z2 = f2 & m2;
        if (((z0 & ~paired[at]) | (z1 & ~paired[at + 1]) | (z2 & ~paired[at + 2])) !== 0) continue;
        for (let j = pairStart[v], e = pairStart[v + 1]; j < e; j++) {
          const p = 3 * j;
          if (((z0 & ~pairCells[p]) | (z1 & ~pairCells[p + 1]) | (z2 & ~pairCells[p + 2])) !== 0) continue;
          const w = 3 * pairUnit[j];
          f0 &= ~(extra[w] & ~pairCells[p]);
          f1 &= ~(extra[w + 1] & ~pairCells[p + 1]);
          f2 &= ~(extra[w + 2] & ~pairCells[p + 2]);
        }
      }
      if (this.store(k, f0, f1, f2) !== 0) changed = 1;
    }
    return changed;
  }

  /** Branch on the most blamed cell with two candidates (else the first with fewest): this depth keeps "not d", the next goes on with d. */
  private guess(): void {
    const s = this.s;
    const weight = this.weight;
    let band = -1;
    let bit = 0;
    let heaviest = -1;
    let t0 = 0;
    let t1 = 0;
    let t2 = 0;
    for (let b = 0; b < 3; b++) {
      const u = s[U0 + b];
      if (u === 0) continue; // a solved band has no three-candidate cells (t0-t2 stay 0)
      let one = 0;
      let two = 0;
      let three = 0;
      let four = 0;
      for (let k = b; k < 27; k += 3) {
        const f = s[k];
        four |= three & f;
        three |= two & f;
        two |= one & f;
        one |= f;
      }
      // each band's cells with three candidates, kept in locals: a field kept between calls once
      // offered a band solved since, which crashed the search
      if (b === 0) t0 = u & three & ~four;
      else if (b === 1) t1 = u & three & ~four;
      else t2 = u & three & ~four;
      for (let rest = u & two & ~three; rest !== 0; rest &= rest - 1) {
        const cell = rest & -rest;
        const w = weight[27 * b + 31 - Math.clz32(cell)];
        if (w >= heaviest) {
          heaviest = w;
          band = b;
          bit = cell;
        }
      }
    }
    // No cell with two candidates: likewise with three, else the first with the fewest.
    for (let b = 0; b < 3 && heaviest < 0; b++) {
      for (let rest = b === 0 ? t0 : b === 1 ? t1 : t2; rest !== 0; rest &= rest - 1) {
        const cell = rest & -rest;
        const w = weight[27 * b + 31 - Math.clz32(cell)];
        if (w >= heaviest) {
          heaviest = w;
          band = b;
          bit = cell;
        }
      }
    }
    if (band < 0) {
      let fewest = 10;
      for (let b = 0; b < 3; b++) {
        for (let rest = s[U0 + b]; rest !== 0; rest &= rest - 1) {
          const cell = rest & -rest;
          let n = 0;
          for (let k = b; k < 27; k += 3) n += (s[k] & cell) !== 0 ? 1 : 0;
          if (n < fewest) {
            fewest = n;
            band = b;
            bit = cell;
          }
        }
      }
    }
    this.branchCell[this.depth] = 27 * band + 31 - Math.clz32(bit);
    let d = 0;
    while ((s[3 * d + band] & bit) === 0) d++;
    this.guesses++;
    const depth = this.depth;
    this.mem.copyWithin((depth + 1) * STATE, depth * STATE, (depth + 1) * STATE);
    const k = 3 * d + band;
    s[k] &= ~bit;
    s[SINCE_NAKED] |= 1 << k;
    s[SINCE_HIDDEN] |= 1 << k;
    s[SINCE_LOCKED] |= 1 << k;
    this.depth = depth + 1;
    this.s = this.views[depth + 1];
    this.place(d, band, bit, true);
  }

  private writeSolution(out: Uint8Array): void {
    const s = this.s;
    for (let d = 0; d < 9; d++) {
      for (let b = 0; b < 3; b++) {
        for (let w = s[3 * d + b]; w !== 0; w &= w - 1) out[27 * b + 31 - Math.clz32(w & -w)] = d + 1;
      }
    }
  }
}
