/**
 * A deliberately plain solution counter for tests: recursion over cells in order with
 * row/column/box digit masks. Slow but obviously right, and shares no code with solver.ts,
 * so tests check the fast solver by an independent route.
 */
export function referenceCount(cells: ArrayLike<number>, limit: number): { count: number; first?: number[] } {
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
