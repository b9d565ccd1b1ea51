/**
 * An independent check for one-digit patterns (fish, colouring): the cells where `digit` can
 * stand in at least one placement of all nine copies (one per row, column and box) among the
 * current candidates. A one-digit deduction may only remove the digit from other cells.
 * Plain backtracking row by row; shares no code with the detectors.
 */
export function placeableCells(values: ArrayLike<number>, masks: ArrayLike<number>, digit: number): Set<number> {
  const bit = 1 << (digit - 1);
  const colUsed = new Array(9).fill(false);
  const boxUsed = new Array(9).fill(false);
  const rowDone = new Array(9).fill(false);
  for (let i = 0; i < 81; i++) {
    if (values[i] !== digit) continue;
    const r = Math.floor(i / 9), c = i % 9;
    rowDone[r] = true;
    colUsed[c] = true;
    boxUsed[Math.floor(r / 3) * 3 + Math.floor(c / 3)] = true;
  }
  const usable = new Set<number>();
  const chosen: number[] = [];
  const place = (r: number): void => {
    if (r === 9) {
      for (const c of chosen) usable.add(c);
      return;
    }
    if (rowDone[r]) return place(r + 1);
    for (let c = 0; c < 9; c++) {
      const cell = r * 9 + c;
      const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
      if (values[cell] || !(masks[cell] & bit) || colUsed[c] || boxUsed[b]) continue;
      colUsed[c] = boxUsed[b] = true;
      chosen.push(cell);
      place(r + 1);
      chosen.pop();
      colUsed[c] = boxUsed[b] = false;
    }
  };
  place(0);
  return usable;
}
