/**
 * The exact solver for every rules value other than classic 9x9 (which keeps the bitboard
 * solver, solver.ts). Candidate masks per cell (bit d-1 = digit d, up to 16 bits), units and
 * sum groups as data (prepare.ts). Propagation to a fixpoint:
 *  - placements: a cell down to one digit takes it from all its peers (units and cages);
 *  - hidden singles: a digit with one place left in a unit goes there; none left: contradiction;
 *  - sum groups (cages, and the rule of 45's innies and outies, prepare.ts): the digit sets of
 *    the open cells' count adding up to what the placed cells leave restrict the cells (with few
 *    open cells, each cell keeps only the digits it takes in some one-digit-per-cell assignment
 *    of a set; otherwise the union of the sets); a digit in every set confined to one cell is
 *    placed, confined to one unit it leaves the unit's other cells; groups with too many sets,
 *    not distinct or signed (innies minus outies) are checked by bounds, two open cells exactly;
 *  - at a stall, locked candidates between intersecting units (not for killers: measured in
 *    CPU time on TAREK, they save guesses but cost more than they save).
 * Then a guess on the open cell with the most weight per candidate (dom/wdeg): weights start
 * from the sum groups a cell is in (small groups weigh more, as in the Interactive Sudoku
 * Solver's priorities) and grow with conflicts (a failing unit's or group's cells, a guessed
 * cell whose branch failed). One state per depth on an explicit stack.
 * All buffers are preallocated on the instance (sized for 16x16): no allocation while searching.
 * (Over 400 lines: one class whose hot methods share its private state and buffers.)
 */
import type { Prepared } from './prepare.js';
import { layout9 } from './layout9.js';
import { Solver9 } from './solver9.js';

const MAX_CELLS = 256;
/** A guess fixes a cell, so the search is never deeper than the cells. */
const MAX_DEPTH = MAX_CELLS + 1;
/** Per-depth state: the masks and, in the last slot, the number of cells not yet placed. */
const STRIDE = MAX_CELLS + 1;

/** Groups with at most this many open cells get exact per-cell support (see group(); supportOf handles up to 4). */
const EXACT_CELLS = 4;

const POP16 = new Uint8Array(1 << 16);
for (let x = 1; x < 1 << 16; x++) POP16[x] = (x & 1) + POP16[x >>> 1];

export class GenericSolver {
  private readonly mem = new Uint16Array(STRIDE * MAX_DEPTH);
  /** One state per depth; the current one is views[depth], so backtracking copies nothing. */
  private readonly views = Array.from({ length: MAX_DEPTH }, (_, d) => this.mem.subarray(d * STRIDE, (d + 1) * STRIDE));
  private s = this.views[0];
  private depth = 0;
  private readonly branchCell = new Int16Array(MAX_DEPTH);
  private readonly branchBit = new Uint16Array(MAX_DEPTH);
  private readonly queue = new Int16Array(MAX_CELLS);
  private readonly scratch = new Uint16Array(MAX_CELLS);
  private readonly support = new Uint16Array(MAX_CELLS);
  private readonly openAt = new Int16Array(MAX_CELLS);
  private qHead = 0;
  private qTail = 0;
  private readonly unitDirty = new Uint8Array(MAX_CELLS);
  /** Units changed since locked() last looked at them (its eliminations depend on the unit alone). */
  private readonly lockDirty = new Uint8Array(MAX_CELLS);
  private groupDirty = new Uint8Array(1024);
  private dirtyCount = 0;
  /** Conflicts each cell took part in on this puzzle (dom/wdeg branching: fail first where it failed before). */
  private readonly weight = new Uint32Array(MAX_CELLS);
  private p!: Prepared;
  /** hasOther's known solution: guesses try its digit first. */
  private near: ArrayLike<number> | undefined;
  private nine: Solver9 | undefined;
  guesses = 0;
  busy = false;
  /** True when the last count stopped at its budget (the count is then a lower bound). */
  stopped = false;

  /**
   * Count solutions of `givens` (cells values, 0 = blank) under prepared rules, up to `limit`,
   * guessing at most `budget` times. The first solution is copied into `out` when given, the
   * second into `second` (the killer generator's repair needs the cells where they differ).
   */
  count(p: Prepared, givens: ArrayLike<number>, limit: number, out?: Uint8Array, budget = Infinity, second?: Uint8Array): number {
    this.busy = true;
    try {
      // 9x9 without cages (jigsaw, X, windoku, boxes as regions): the bitboard core.
      const layout = layout9(p);
      if (layout !== null) {
        const nine = (this.nine ??= new Solver9());
        const found = nine.count(layout, givens, limit, out, budget);
        this.guesses = nine.guesses;
        this.stopped = nine.stopped;
        return found;
      }
      return this.search(p, givens, -1, 0, limit, out, budget, second);
    } finally {
      this.busy = false;
    }
  }

  /**
   * Whether `givens` has a solution with a digit other than `known[cell]` in the open cell
   * `cell`: 1 yes, 0 no, -1 the budget ran out first. With `known` a solution of the givens
   * plus a clue removed, "no other digit in the clue's cell" is "still unique", and the search
   * is one for a contradiction from the start rather than for a first and then a second
   * solution. Guesses try the known solution's digit first: another solution, when there is
   * one, usually differs from it in a few cells only, so the search dives straight at it.
   * No locked candidates at stalls here: measured on 16x16 removals (seeds 1-10, side by side in
   * CPU time), the guesses they save cost less than running them at every stall (12% less).
   * Not for 9x9 rules without cages (count() hands those to the bitboard core). `cell` -1
   * excludes nothing: with budget 0 the answer is then 1 exactly when propagation alone (no
   * locked candidates, no guess) solves the givens (the generator's easy-run probe, variant.ts).
   */
  hasOther(p: Prepared, givens: ArrayLike<number>, cell: number, known: ArrayLike<number>, budget = Infinity): 1 | 0 | -1 {
    this.busy = true;
    this.near = known;
    try {
      const found = this.search(p, givens, cell, known[cell], 1, undefined, budget, undefined);
      return found > 0 ? 1 : this.stopped ? -1 : 0;
    } finally {
      this.busy = false;
      this.near = undefined;
    }
  }

  private search(p: Prepared, givens: ArrayLike<number>, notCell: number, notDigit: number, limit: number, out: Uint8Array | undefined, budget: number, second: Uint8Array | undefined): number {
    this.p = p;
    if (this.groupDirty.length < p.nGroups) this.groupDirty = new Uint8Array(p.nGroups);
    this.guesses = 0;
    this.stopped = false;
    this.depth = 0;
    this.s = this.views[0];
    // Cells in many small sum groups first, until conflicts say otherwise.
    this.weight.set(p.cellPriority);
    let ok = this.init(givens);
    if (ok && notCell >= 0) ok = this.set(notCell, this.s[notCell] & ~(1 << (notDigit - 1)));
    let found = 0;
    for (;;) {
      if (ok && this.propagate()) {
        if (this.s[STRIDE - 1] === 0) {
          if (found === 0 && out) this.writeSolution(out);
          else if (found === 1 && second) this.writeSolution(second);
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
      ok = this.pop();
    }
  }

  private init(givens: ArrayLike<number>): boolean {
    const p = this.p;
    const s = this.s;
    s.fill(p.all, 0, p.cells);
    s[STRIDE - 1] = p.cells;
    this.qHead = this.qTail = 0;
    this.unitDirty.fill(1, 0, p.nUnits);
    this.lockDirty.fill(1, 0, p.nUnits);
    this.groupDirty.fill(1, 0, p.nGroups);
    this.dirtyCount = p.nUnits + p.nGroups;
    for (let i = 0; i < p.cells; i++) {
      const d = givens[i];
      if (d === 0) continue;
      if (!(d >= 1 && d <= p.n)) return false;
      s[i] = 1 << (d - 1);
      this.queue[this.qTail++] = i;
      s[STRIDE - 1]--;
    }
    return true;
  }

  /** A cell's mask changed: its units and groups need another look. */
  private touch(cell: number): void {
    const p = this.p;
    for (let k = p.cellUnitStart[cell], e = p.cellUnitStart[cell + 1]; k < e; k++) {
      const u = p.cellUnitList[k];
      this.lockDirty[u] = 1;
      if (this.unitDirty[u] === 0) {
        this.unitDirty[u] = 1;
        this.dirtyCount++;
      }
    }
    for (let k = p.cellGroupStart[cell], e = p.cellGroupStart[cell + 1]; k < e; k++) {
      const g = p.cellGroupList[k];
      if (this.groupDirty[g] === 0) {
        this.groupDirty[g] = 1;
        this.dirtyCount++;
      }
    }
  }

  /** Narrow a cell to `m` (a subset of its mask); false when nothing is left. */
  private set(cell: number, m: number): boolean {
    const s = this.s;
    if (m === s[cell]) return true;
    if (m === 0) {
      this.weight[cell]++;
      return false;
    }
    s[cell] = m;
    this.touch(cell);
    if ((m & (m - 1)) === 0) {
      this.queue[this.qTail++] = cell;
      s[STRIDE - 1]--;
    }
    return true;
  }

  private propagate(): boolean {
    const ok = this.run();
    if (!ok) {
      this.qHead = this.qTail = 0;
      if (this.dirtyCount > 0) {
        this.unitDirty.fill(0, 0, this.p.nUnits);
        this.groupDirty.fill(0, 0, this.p.nGroups);
        this.dirtyCount = 0;
      }
    }
    return ok;
  }

  private run(): boolean {
    const p = this.p;
    const s = this.s;
    for (;;) {
      // Placements.
      while (this.qHead < this.qTail) {
        const cell = this.queue[this.qHead++];
        const bit = s[cell];
        for (let k = p.peerStart[cell], e = p.peerStart[cell + 1]; k < e; k++) {
          const q = p.peerList[k];
          const m = s[q];
          if ((m & bit) !== 0 && !this.set(q, m & ~bit)) return false;
        }
      }
      this.qHead = this.qTail = 0;
      if (this.dirtyCount === 0) {
        if (s[STRIDE - 1] === 0) return true;
        const r = p.locked && this.near === undefined ? this.locked() : 0;
        if (r < 0) return false;
        if (r === 0) return true;
        continue;
      }
      // Hidden singles in the units that changed.
      for (let u = 0; u < p.nUnits; u++) {
        if (this.unitDirty[u] === 0) continue;
        this.unitDirty[u] = 0;
        this.dirtyCount--;
        if (!this.hidden(u)) return false;
      }
      if (this.qTail > 0) continue;
      for (let g = 0; g < p.nGroups; g++) {
        if (this.groupDirty[g] === 0) continue;
        this.groupDirty[g] = 0;
        this.dirtyCount--;
        if (!this.group(g)) {
          for (let k = p.groupStart[g], e = p.groupStart[g + 1]; k < e; k++) this.weight[p.groupCells[k]]++;
          return false;
        }
        if (this.qTail > 0) break;
      }
    }
  }

  private hidden(u: number): boolean {
    const p = this.p;
    const s = this.s;
    const base = u * p.n;
    let once = 0;
    let twice = 0;
    for (let k = 0; k < p.n; k++) {
      const m = s[p.unitCells[base + k]];
      twice |= once & m;
      once |= m;
    }
    if (once !== p.all) {
      for (let k = 0; k < p.n; k++) this.weight[p.unitCells[base + k]]++;
      return false;
    }
    const lone = once & ~twice;
    if (lone === 0) return true;
    for (let k = 0; k < p.n; k++) {
      const cell = p.unitCells[base + k];
      const m = s[cell];
      const h = m & lone;
      if (h === 0 || (m & (m - 1)) === 0) continue;
      if ((h & (h - 1)) !== 0) return false; // one cell, the only place of two digits
      if (!this.set(cell, h)) return false;
    }
    return true;
  }

  /** Sum group g: combinations (or bounds) against the candidates. */
  private group(g: number): boolean {
    const p = this.p;
    const s = this.s;
    const a = p.groupStart[g];
    const b = p.groupStart[g + 1];
    let fixed = 0;
    let fixedSum = 0;
    let fixedCount = 0;
    let open = 0;
    for (let k = a; k < b; k++) {
      const m = s[p.groupCells[k]];
      if ((m & (m - 1)) === 0) {
        fixed |= m;
        fixedSum += 32 - Math.clz32(m);
        fixedCount++;
      } else open |= m;
    }
    const sum = p.groupSum[g];
    if (p.groupMinus[g] !== b) return this.linear(a, p.groupMinus[g], b, sum);
    if (fixedCount === b - a) return fixedSum === sum;
    const ca = p.comboStart[g];
    const cb = p.comboStart[g + 1];
    if (ca === cb) return this.bounds(a, b, sum - fixedSum);
    if (POP16[fixed] !== fixedCount) return false; // a digit twice (peers will see it too)
    // The open cells' masks, gathered once for the combination loop.
    const cm = this.scratch;
    const at = this.openAt;
    const support = this.support;
    let r = 0;
    for (let k = a; k < b; k++) {
      const m = s[p.groupCells[k]];
      if ((m & (m - 1)) !== 0) {
        support[r] = 0;
        at[r] = p.groupCells[k];
        cm[r++] = m;
      }
    }
    // Few open cells: each keeps the digits it takes in some assignment of a combination
    // (distinct digits, one per cell); more: the union of the combinations that fit.
    const exact = r <= EXACT_CELLS;
    let allowed = 0;
    let required = 0xffff;
    // The digit sets of r distinct digits making up what the placed cells leave.
    const need = sum - fixedSum;
    if (need < 0 || need >= p.sumStride) return false;
    const la = p.sumStart[r * p.sumStride + need];
    const lb = p.sumStart[r * p.sumStride + need + 1];
    for (let c = la; c < lb; c++) {
      const rest = p.sumList[c];
      if ((rest & open) !== rest || (rest & fixed) !== 0) continue;
      // Every open cell needs a digit of the combination, and together they must cover it.
      let cover = 0;
      let k = 0;
      for (; k < r; k++) {
        const x = cm[k] & rest;
        if (x === 0) break;
        cover |= x;
      }
      if (k < r || cover !== rest) continue;
      if (exact) {
        // Nothing new to learn (every cell's digits of the set are supported already): take the
        // set as possible without the search (required digits then err on the safe side).
        let learn = 0;
        let partial = 0;
        for (let k = 0; k < r; k++) {
          const x = cm[k] & rest;
          learn |= x & ~support[k];
          if (x !== rest) partial++;
        }
        if (learn !== 0) {
          if (partial === 0) {
            // Every cell can take every digit of the set: any order works.
            for (let k = 0; k < r; k++) support[k] |= rest;
          } else if (!this.supportOf(r, rest)) continue;
        }
      }
      allowed |= rest;
      required &= rest;
    }
    if (allowed === 0) return false;
    for (let k = 0; k < r; k++) {
      if (!this.set(at[k], s[at[k]] & (exact ? support[k] : allowed))) return false;
    }
    // Required digits: one place left in the group -> placed; all places in one unit -> not
    // elsewhere in that unit.
    while (required !== 0) {
      const d = required & -required;
      required ^= d;
      let first = -1;
      let count = 0;
      for (let k = a; k < b; k++) {
        const cell = p.groupCells[k];
        const m = s[cell];
        if ((m & d) === 0) continue;
        if (m === d) {
          count = 0; // placed by this pass
          break;
        }
        if (first < 0) first = cell;
        count++;
      }
      if (count === 0) continue;
      if (count === 1) {
        if (!this.set(first, d)) return false;
        continue;
      }
      if (!this.pointing(g, a, b, d)) return false;
    }
    return true;
  }

  /**
   * Combination `rest` (one digit per open cell, at most EXACT_CELLS cells) fits the open cells:
   * every one-to-one assignment adds its digits to their cells' support (at most 24 orders,
   * enumerated in nested loops).
   */
  private supportOf(r: number, rest: number): boolean {
    const cm = this.scratch;
    const sp = this.support;
    if (r === 1) {
      if ((cm[0] & rest) === 0) return false;
      sp[0] |= rest;
      return true;
    }
    let any = false;
    for (let o0 = cm[0] & rest; o0 !== 0; o0 &= o0 - 1) {
      const a = o0 & -o0;
      if (r === 2) {
        const b = rest ^ a;
        if ((cm[1] & b) !== 0) ((sp[0] |= a), (sp[1] |= b), (any = true));
        continue;
      }
      for (let o1 = cm[1] & rest & ~a; o1 !== 0; o1 &= o1 - 1) {
        const b = o1 & -o1;
        if (r === 3) {
          const c = rest ^ a ^ b;
          if ((cm[2] & c) !== 0) ((sp[0] |= a), (sp[1] |= b), (sp[2] |= c), (any = true));
          continue;
        }
        for (let o2 = cm[2] & rest & ~a & ~b; o2 !== 0; o2 &= o2 - 1) {
          const c = o2 & -o2;
          const d = rest ^ a ^ b ^ c;
          if ((cm[3] & d) !== 0) ((sp[0] |= a), (sp[1] |= b), (sp[2] |= c), (sp[3] |= d), (any = true));
        }
      }
    }
    return any;
  }

  /** Digit d (required in group g, cells a..b) lies in cells that all share a unit: clear it from the unit's other cells. */
  private pointing(g: number, a: number, b: number, d: number): boolean {
    const p = this.p;
    const s = this.s;
    let pos = 0;
    for (let k = a; k < b; k++) if ((s[p.groupCells[k]] & d) !== 0) pos |= 1 << (k - a);
    for (let j = p.spanStart[g], e = p.spanStart[g + 1]; j < e; j++) {
      if ((pos & ~p.spanInGroup[j]) !== 0) continue;
      const base = p.spanUnit[j] * p.n;
      let outside = p.spanOutside[j];
      while (outside !== 0) {
        const x = 31 - Math.clz32(outside);
        outside ^= 1 << x;
        const cell = p.unitCells[base + x];
        const m = s[cell];
        if ((m & d) !== 0 && !this.set(cell, m & ~d)) return false;
      }
    }
    return true;
  }

  /**
   * Cells a..minus less cells minus..b add up to `sum`: bounds as in bounds(), and with two
   * open cells left, each keeps the digits the other can answer.
   */
  private linear(a: number, minus: number, b: number, sum: number): boolean {
    const p = this.p;
    const s = this.s;
    let lo = 0;
    let hi = 0;
    let need = sum;
    let open = 0;
    let c1 = -1;
    let c2 = -1;
    for (let k = a; k < b; k++) {
      const m = s[p.groupCells[k]];
      const mlo = 32 - Math.clz32(m & -m);
      const mhi = 32 - Math.clz32(m);
      if ((m & (m - 1)) === 0) {
        need -= k < minus ? mhi : -mhi;
        continue;
      }
      if (k < minus) {
        lo += mlo;
        hi += mhi;
      } else {
        lo -= mhi;
        hi -= mlo;
      }
      if (open++ === 0) c1 = k;
      else c2 = k;
    }
    if (need < lo || need > hi) return false;
    if (open === 0) return true;
    if (open === 2) {
      // x * s1 + y * s2 = need: x keeps the digits whose partner y is in the other mask.
      const x = p.groupCells[c1];
      const y = p.groupCells[c2];
      const mx = s[x];
      const my = s[y];
      const s1 = c1 < minus ? 1 : -1;
      const s2 = c2 < minus ? 1 : -1;
      let kx = 0;
      let ky = 0;
      for (let rest = mx; rest !== 0; rest &= rest - 1) {
        const d = 32 - Math.clz32(rest & -rest);
        const e = (need - s1 * d) * s2;
        if (e >= 1 && e <= p.n && (my & (1 << (e - 1))) !== 0) {
          kx |= rest & -rest;
          ky |= 1 << (e - 1);
        }
      }
      return this.set(x, kx) && this.set(y, ky);
    }
    for (let k = a; k < b; k++) {
      const cell = p.groupCells[k];
      const m = s[cell];
      if ((m & (m - 1)) === 0) continue;
      const mlo = 32 - Math.clz32(m & -m);
      const mhi = 32 - Math.clz32(m);
      // The others span [lo - own low, hi - own high]; this cell's term must make up the rest.
      let xmin: number;
      let xmax: number;
      if (k < minus) {
        xmin = need - (hi - mhi);
        xmax = need - (lo - mlo);
      } else {
        xmin = lo + mhi - need;
        xmax = hi + mlo - need;
      }
      if (xmin <= mlo && xmax >= mhi) continue;
      const from = Math.max(1, xmin);
      const to = Math.min(p.n, xmax);
      const range = to < from ? 0 : ((1 << to) - 1) & ~((1 << (from - 1)) - 1);
      if (!this.set(cell, m & range)) return false;
    }
    return true;
  }

  /** The open cells of a..b add up to `need`: each keeps the digits the others' ranges allow. */
  private bounds(a: number, b: number, need: number): boolean {
    const p = this.p;
    const s = this.s;
    let lo = 0;
    let hi = 0;
    for (let k = a; k < b; k++) {
      const m = s[p.groupCells[k]];
      if ((m & (m - 1)) === 0) continue;
      lo += 32 - Math.clz32(m & -m);
      hi += 32 - Math.clz32(m);
    }
    if (need < lo || need > hi) return false;
    for (let k = a; k < b; k++) {
      const cell = p.groupCells[k];
      const m = s[cell];
      if ((m & (m - 1)) === 0) continue;
      const mlo = 32 - Math.clz32(m & -m);
      const mhi = 32 - Math.clz32(m);
      // This cell's digit x must satisfy need - x in [lo - mlo, hi - mhi].
      const xmin = need - (hi - mhi);
      const xmax = need - (lo - mlo);
      if (xmin <= mlo && xmax >= mhi) continue;
      const from = Math.max(1, xmin);
      const to = Math.min(p.n, xmax);
      const range = to < from ? 0 : ((1 << to) - 1) & ~((1 << (from - 1)) - 1);
      if (!this.set(cell, m & range)) return false;
    }
    return true;
  }

  /**
   * Locked candidates, run at a stall: the digits a unit has in its meeting cells with a second
   * unit and nowhere else in it leave the second unit's other cells. Per unit pair, one pass
   * over the first unit's cells. -1 contradiction, 1 changed, 0 none.
   */
  private locked(): number {
    const p = this.p;
    const s = this.s;
    const n = p.n;
    let changed = 0;
    for (let u = 0; u < p.nUnits; u++) {
      if (this.lockDirty[u] === 0) continue;
      this.lockDirty[u] = 0;
      const base = u * n;
      for (let j = p.pairStart[u], e = p.pairStart[u + 1]; j < e; j++) {
        const inU = p.pairInU[j];
        let inter = 0;
        let rest = 0;
        for (let x = 0; x < n; x++) {
          const m = s[p.unitCells[base + x]];
          if ((inU >> x) & 1) inter |= m;
          else rest |= m;
        }
        const only = inter & ~rest;
        if (only === 0) continue;
        const vb = p.pairUnit[j] * n;
        const keep = p.pairInV[j];
        for (let x = 0; x < n; x++) {
          if ((keep >> x) & 1) continue;
          const cell = p.unitCells[vb + x];
          const m = s[cell];
          if ((m & only) === 0) continue;
          if (!this.set(cell, m & ~only)) return -1;
          changed = 1;
        }
      }
    }
    return changed;
  }

  /** Branch on the open cell with the fewest candidates: this depth keeps "not d", the next goes on with d. */
  private guess(): void {
    const p = this.p;
    const s = this.s;
    let best = -1;
    let bestCount = 1;
    let bestWeight = 0;
    for (let i = 0; i < p.cells; i++) {
      const m = s[i];
      if ((m & (m - 1)) === 0) continue;
      const c = POP16[m];
      const w = this.weight[i] + 1;
      // Most conflicts per candidate: (w / c) > (bestWeight / bestCount).
      if (w * bestCount > bestWeight * c) {
        bestCount = c;
        bestWeight = w;
        best = i;
      }
    }
    const m = s[best];
    const hint = this.near === undefined ? 0 : m & (1 << (this.near[best] - 1));
    const bit = hint || m & -m;
    this.guesses++;
    const depth = this.depth;
    this.branchCell[depth] = best;
    this.branchBit[depth] = bit;
    this.mem.copyWithin((depth + 1) * STRIDE, depth * STRIDE, depth * STRIDE + STRIDE);
    this.depth = depth + 1;
    this.s = this.views[depth + 1];
    this.set(best, bit);
  }

  /** Back to the last branch point, with its digit removed from its cell; false on contradiction. */
  private pop(): boolean {
    this.depth--;
    const depth = this.depth;
    this.s = this.views[depth];
    const cell = this.branchCell[depth];
    // The guess at this depth failed (or is done with): its cell weighs more.
    this.weight[cell]++;
    return this.set(cell, this.s[cell] & ~this.branchBit[depth]);
  }

  private writeSolution(out: Uint8Array): void {
    const s = this.s;
    for (let i = 0; i < this.p.cells; i++) out[i] = 32 - Math.clz32(s[i]);
  }
}
