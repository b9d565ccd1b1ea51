/**
 * A deliberately plain solution counter for tests, sharing no code with solver.ts, so tests
 * check the fast solver by an independent route: row/column/box digit masks, the two obvious
 * rules (naked single: a cell with one digit left; hidden single: a digit with one place left
 * in a row, column or box), then a guess on the cell with fewest options.
 *
 * Bounded: a consistent but unsolvable grid can still need a long search, and a synchronous
 * loop escapes vitest's timeout (CI once spun 25 minutes in one property). So the search counts
 * its nodes and gives up past a budget: `tryReferenceCount` answers 'unknown' (a property then
 * discards the case), `referenceCount` throws (for data-set puzzles, where it never happens).
 */

export interface ReferenceCount {
  count: number;
  first?: number[];
}

/** Search nodes (guesses plus propagation rounds) before the counter gives up. */
export const REFERENCE_NODE_BUDGET = 200_000;

const ALL = 0x3fe; // digits 1-9 as bits 1-9
const ROW = (i: number) => Math.floor(i / 9);
const COL = (i: number) => i % 9;
const BOX = (i: number) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);
const UNITS: number[][] = [];
for (let u = 0; u < 9; u++) {
  UNITS.push(Array.from({ length: 9 }, (_, k) => u * 9 + k));
  UNITS.push(Array.from({ length: 9 }, (_, k) => k * 9 + u));
  UNITS.push(Array.from({ length: 9 }, (_, k) => (Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)));
}

export function tryReferenceCount(cells: ArrayLike<number>, limit: number, maxNodes = REFERENCE_NODE_BUDGET): ReferenceCount | 'unknown' {
  const g = Array.from(cells);
  const rows = new Array(9).fill(0);
  const cols = new Array(9).fill(0);
  const boxes = new Array(9).fill(0);
  for (let i = 0; i < 81; i++) {
    const d = g[i];
    if (!d) continue;
    if (!(d >= 1 && d <= 9)) return { count: 0 };
    const bit = 1 << d;
    if (rows[ROW(i)] & bit || cols[COL(i)] & bit || boxes[BOX(i)] & bit) return { count: 0 };
    rows[ROW(i)] |= bit; cols[COL(i)] |= bit; boxes[BOX(i)] |= bit;
  }
  const options = (i: number) => ALL & ~(rows[ROW(i)] | cols[COL(i)] | boxes[BOX(i)]);
  const trail: number[] = [];
  const place = (i: number, d: number) => {
    const bit = 1 << d;
    g[i] = d; rows[ROW(i)] |= bit; cols[COL(i)] |= bit; boxes[BOX(i)] |= bit;
    trail.push(i);
  };
  const undoTo = (mark: number) => {
    while (trail.length > mark) {
      const i = trail.pop()!;
      const bit = 1 << g[i];
      g[i] = 0; rows[ROW(i)] &= ~bit; cols[COL(i)] &= ~bit; boxes[BOX(i)] &= ~bit;
    }
  };
  /** Applies singles until none is left; false on a contradiction. */
  const propagate = (): boolean => {
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = 0; i < 81; i++) {
        if (g[i]) continue;
        const m = options(i);
        if (m === 0) return false;
        if ((m & (m - 1)) === 0) { place(i, 31 - Math.clz32(m)); changed = true; }
      }
      for (const unit of UNITS) {
        for (let d = 1; d <= 9; d++) {
          let where = -1, places = 0, present = false;
          for (const i of unit) {
            if (g[i] === d) { present = true; break; }
            if (!g[i] && options(i) & (1 << d)) { where = i; places++; }
          }
          if (present) continue;
          if (places === 0) return false;
          if (places === 1) { place(where, d); changed = true; }
        }
      }
    }
    return true;
  };

  let count = 0;
  let nodes = 0;
  let first: number[] | undefined;
  let outOfBudget = false;
  /** True when the search should stop (limit reached or budget spent). */
  const search = (): boolean => {
    if (++nodes > maxNodes) { outOfBudget = true; return true; }
    const mark = trail.length;
    if (!propagate()) { undoTo(mark); return false; }
    let best = -1, bestN = 10;
    for (let i = 0; i < 81; i++) {
      if (g[i]) continue;
      let n = 0;
      for (let m = options(i); m; m &= m - 1) n++;
      if (n < bestN) { bestN = n; best = i; }
    }
    if (best < 0) {
      count++;
      first ??= g.slice();
      undoTo(mark);
      return count >= limit;
    }
    for (let d = 1; d <= 9; d++) {
      if (!(options(best) & (1 << d))) continue;
      const before = trail.length;
      place(best, d);
      const stop = search();
      undoTo(before);
      if (stop) { undoTo(mark); return true; }
    }
    undoTo(mark);
    return false;
  };
  search();
  return outOfBudget ? 'unknown' : { count, first };
}

/** `tryReferenceCount` for puzzles that must be decidable (data sets, generated puzzles): throws past the budget. */
export function referenceCount(cells: ArrayLike<number>, limit: number): ReferenceCount {
  const r = tryReferenceCount(cells, limit);
  if (r === 'unknown') {
    const line = Array.from(cells, (d) => (d >= 1 && d <= 9 ? String(d) : '.')).join('');
    throw new Error(`reference counter gave up after ${REFERENCE_NODE_BUDGET} nodes on ${line}`);
  }
  return r;
}

/** True when `solution` is a complete valid grid that keeps every given of `puzzle`. */
export function isValidSolution(puzzle: ArrayLike<number>, solution: ArrayLike<number>): boolean {
  if (solution.length !== 81) return false;
  for (let i = 0; i < 81; i++) {
    if (!(solution[i] >= 1 && solution[i] <= 9)) return false;
    if (puzzle[i] && puzzle[i] !== solution[i]) return false;
  }
  for (let u = 0; u < 9; u++) {
    let row = 0, col = 0, box = 0;
    for (let k = 0; k < 9; k++) {
      row |= 1 << solution[u * 9 + k];
      col |= 1 << solution[k * 9 + u];
      box |= 1 << solution[(Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)];
    }
    if (row !== 0x3fe || col !== 0x3fe || box !== 0x3fe) return false;
  }
  return true;
}
