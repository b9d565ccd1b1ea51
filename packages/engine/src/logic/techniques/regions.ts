/**
 * Unit orders the techniques scan in. Sudoku Explainer looks at blocks, then columns, then
 * rows, and the first hint found wins, so the order decides which of several steps is taken.
 */
import { CELLS, SIZE, UNITS } from '../../grid/units.js';

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

/** Per unit and digit, the index mask of the digit's places in the unit: out[unit * SIZE + digit - 1]. */
export function placesTable(masks: Uint16Array, out: Uint16Array): void {
  out.fill(0);
  for (let u = 0; u < UNITS.length; u++) {
    const cells = UNITS[u];
    for (let i = 0; i < SIZE; i++) for (let m = masks[cells[i]]; m; m &= m - 1) out[u * SIZE + 31 - Math.clz32(m & -m)] |= 1 << i;
  }
}

const SOURCE = new Uint16Array(CELLS).fill(0xffff);
const SOURCE_PLACES = new Uint16Array(UNITS.length * SIZE);
/**
 * placesTable of a grid many calls share (a search's source grid), computed again only when
 * the grid changes. The table is shared: read it before asking for another grid's.
 */
export function sourcePlaces(source: Uint16Array): Uint16Array {
  let same = true;
  for (let c = 0; c < CELLS && same; c++) same = SOURCE[c] === source[c];
  if (!same) {
    SOURCE.set(source);
    placesTable(source, SOURCE_PLACES);
  }
  return SOURCE_PLACES;
}
