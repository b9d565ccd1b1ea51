import { deepFreeze } from '../freeze.js';
import { checkInteger } from '../validate.js';
/**
 * Board geometry, computed once. Box size lives here only, so other sizes can come later
 * by changing BOX (and the tables follow).
 */
/** The side of a box: 3. */
export const BOX = 3;
/** The number of digits, and of cells in a row, column or box: 9. */
export const SIZE = BOX * BOX;
/** The number of cells in a grid: 81 (indices 0-80, row by row). */
export const CELLS = SIZE * SIZE;
/** A candidate mask with every digit set: bit d-1 stands for digit d (0x1ff). */
export const ALL_DIGITS = (1 << SIZE) - 1;

/** The row (0-8) of each cell index: `rowOf[cell]`. */
export const rowOf = new Uint8Array(CELLS);
/** The column (0-8) of each cell index: `colOf[cell]`. */
export const colOf = new Uint8Array(CELLS);
/** The box (0-8, left to right then top to bottom) of each cell index: `boxOf[cell]`. */
export const boxOf = new Uint8Array(CELLS);
for (let i = 0; i < CELLS; i++) {
  rowOf[i] = Math.floor(i / SIZE);
  colOf[i] = i % SIZE;
  boxOf[i] = Math.floor(rowOf[i] / BOX) * BOX + Math.floor(colOf[i] / BOX);
}

/** What a unit is: a row, a column or a box. */
export type UnitKind = 'row' | 'column' | 'box';

/** The 27 units: rows 0-8, columns 9-17, boxes 18-26; each a list of 9 cell indices. */
export const UNITS: readonly (readonly number[])[] = /* @__PURE__ */ deepFreeze((() => {
  const units: number[][] = [];
  for (let r = 0; r < SIZE; r++) units.push(Array.from({ length: SIZE }, (_, c) => r * SIZE + c));
  for (let c = 0; c < SIZE; c++) units.push(Array.from({ length: SIZE }, (_, r) => r * SIZE + c));
  for (let b = 0; b < SIZE; b++) {
    const r0 = Math.floor(b / BOX) * BOX;
    const c0 = (b % BOX) * BOX;
    units.push(Array.from({ length: SIZE }, (_, k) => (r0 + Math.floor(k / BOX)) * SIZE + c0 + (k % BOX)));
  }
  return units;
})());

/** Whether unit index `unit` (0-26: rows 0-8, columns 9-17, boxes 18-26) is a row, a column or a box. */
export function unitKind(unit: number): UnitKind {
  checkInteger('unitKind', 'unit', unit, 0, 26);
  return unit < SIZE ? 'row' : unit < 2 * SIZE ? 'column' : 'box';
}

/** "row 4", "column 7", "box 2" — 1-based, as players read them. */
export function unitName(unit: number): string {
  checkInteger('unitName', 'unit', unit, 0, 26);
  return `${unitKind(unit)} ${(unit % SIZE) + 1}`;
}

/**
 * Several units in words, sorted: "box 3", "rows 1 and 8", "columns 2, 5 and 7"; units of mixed
 * kinds are named one by one ("row 2 and box 5").
 */
export function unitsName(units: readonly number[]): string {
  if (!Array.isArray(units) || units.length === 0) throw new TypeError('unitsName: units must be a non-empty array of unit indices 0-26');
  for (const u of units) checkInteger('unitsName', 'unit', u, 0, 26);
  const sorted = [...new Set(units)].sort((a, b) => a - b);
  if (sorted.length === 1) return unitName(sorted[0]);
  const kind = unitKind(sorted[0]);
  const list = (w: string[]) => `${w.slice(0, -1).join(', ')} and ${w[w.length - 1]}`;
  if (sorted.every((u) => unitKind(u) === kind)) return `${kind === 'box' ? 'boxes' : `${kind}s`} ${list(sorted.map((u) => String((u % SIZE) + 1)))}`;
  return list(sorted.map(unitName));
}

/** The three units of a cell: [row, column, box] as unit indices. */
export function unitsOfCell(cell: number): [number, number, number] {
  checkInteger('unitsOfCell', 'cell', cell, 0, CELLS - 1);
  return [rowOf[cell], SIZE + colOf[cell], 2 * SIZE + boxOf[cell]];
}

/** How many peers (other cells in the same row, column or box) each cell has: 20. */
export const PEER_COUNT = 3 * (SIZE - 1) - 2 * (BOX - 1);
/** The 20 peers of every cell (same row, column or box), flattened: `PEERS[cell * 20 + k]` for k in 0-19. */
export const PEERS = (() => {
  const peers = new Uint8Array(CELLS * PEER_COUNT);
  for (let i = 0; i < CELLS; i++) {
    let k = 0;
    for (let j = 0; j < CELLS; j++) {
      if (j !== i && (rowOf[i] === rowOf[j] || colOf[i] === colOf[j] || boxOf[i] === boxOf[j])) {
        peers[i * PEER_COUNT + k++] = j;
      }
    }
  }
  return peers;
})();

/** "r4c2" — the cell name players and Sudoku Explainer use. */
export function cellName(cell: number): string {
  checkInteger('cellName', 'cell', cell, 0, CELLS - 1);
  return `r${rowOf[cell] + 1}c${colOf[cell] + 1}`;
}
