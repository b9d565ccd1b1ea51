/**
 * The one exact solver: solve(grid, { limit }) counts solutions up to `limit` and returns the first.
 * limit 1 = solve, 2 = uniqueness check, N = count. (Interim implementation; the bitboard one replaces it.)
 */
import type { Grid } from './grid.js';
/**
 * A deliberately plain solution counter for tests: recursion over cells in order with
 * row/column/box digit masks. Slow but obviously right, and shares no code with solver.ts,
 * so tests check the fast solver by an independent route.
 */
function interimCount(cells: ArrayLike<number>, limit: number): { count: number; first?: number[] } {
  const g = Array.from(cells);
  const rows = new Array(9).fill(0);
  const cols = new Array(9).fill(0);
  const boxes = new Array(9).fill(0);
  for (let i = 0; i < 81; i++) {
    const d = g[i];
    if (!d) continue;
    const r = Math.floor(i / 9), c = i % 9, b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    const bit = 1 << d;
    if (rows[r] & bit || cols[c] & bit || boxes[b] & bit) return { count: 0 };
    rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit;
  }
  let count = 0;
  let first: number[] | undefined;
  const search = (): boolean => {
    // pick the empty cell with fewest options (keeps the reference usable on hard puzzles)
    let best = -1, bestN = 10, bestMask = 0;
    for (let i = 0; i < 81; i++) {
      if (g[i]) continue;
      const r = Math.floor(i / 9), c = i % 9, b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
      const used = rows[r] | cols[c] | boxes[b];
      let n = 0;
      for (let d = 1; d <= 9; d++) if (!(used & (1 << d))) n++;
      if (n < bestN) { bestN = n; best = i; bestMask = used; if (n === 0) return false; }
    }
    if (best < 0) {
      count++;
      if (!first) first = g.slice();
      return count >= limit;
    }
    const r = Math.floor(best / 9), c = best % 9, b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << d;
      if (bestMask & bit) continue;
      g[best] = d; rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit;
      const stop = search();
      g[best] = 0; rows[r] &= ~bit; cols[c] &= ~bit; boxes[b] &= ~bit;
      if (stop) return true;
    }
    return false;
  };
  search();
  return { count, first };
}

/** True when `solution` is a complete valid grid that keeps every given of `puzzle`. */

export interface SolveOptions {
  /** Stop counting at this many solutions (default 1). */
  limit?: number;
}

export interface SolveResult {
  /** Number of solutions found, at most `limit`. */
  count: number;
  /** The first solution found, when count >= 1. */
  solution?: Grid;
  /** Guesses (branch points taken) during the search; a difficulty-for-machines measure. */
  guesses: number;
}

export function solve(grid: ArrayLike<number>, options: SolveOptions = {}): SolveResult {
  const limit = Math.max(1, Math.floor(options.limit ?? 1));
  const r = interimCount(grid, limit);
  return { count: r.count, solution: r.first ? Uint8Array.from(r.first) : undefined, guesses: 0 };
}
