/**
 * Unit orders the techniques scan in. Sudoku Explainer looks at blocks, then columns, then
 * rows, and the first hint found wins, so the order decides which of several steps is taken.
 */
import { SIZE, UNITS } from '../units.js';

const range = (from: number) => Array.from({ length: SIZE }, (_, k) => from + k);
export const ROWS = range(0);
export const COLUMNS = range(SIZE);
export const BOXES = range(2 * SIZE);
/** Blocks, columns, rows. */
export const SE_UNIT_ORDER = [...BOXES, ...COLUMNS, ...ROWS];

/** For each cell, its index inside each unit: INDEX_IN_UNIT[unit * 81 + cell] (or -1). */
export const INDEX_IN_UNIT = (() => {
  const t = new Int8Array(UNITS.length * SIZE * SIZE).fill(-1);
  UNITS.forEach((cells, u) => cells.forEach((c, k) => (t[u * SIZE * SIZE + c] = k)));
  return t;
})();

/** Cells of a unit selected by a 9-bit index mask. */
export function cellsAt(unit: number, mask: number): number[] {
  const out: number[] = [];
  const cells = UNITS[unit];
  for (let k = 0; k < SIZE; k++) if (mask & (1 << k)) out.push(cells[k]);
  return out;
}
