/**
 * XY-Wing (SE 4.2) and XYZ-Wing (SE 4.4): a pivot cell xy (or xyz) sees two bivalue pincers
 * xz and yz; whichever way the pivot goes, one pincer is z, so z goes from every cell that
 * sees both pincers (and the pivot, for XYZ).
 */
import { CELLS, PEERS, PEER_COUNT, SIZE, UNITS, boxOf, colOf, rowOf, cellName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, firstDigit } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations } from './words.js';

/** SEES[a * 81 + b] = 1 when a and b share a unit (a ≠ b). */
export const SEES = (() => {
  const t = new Uint8Array(CELLS * CELLS);
  for (let a = 0; a < CELLS; a++) for (let k = 0; k < PEER_COUNT; k++) t[a * CELLS + PEERS[a * PEER_COUNT + k]] = 1;
  return t;
})();

/** Peers of a cell in Sudoku Explainer's "house" order: its block, then its row, then its column. */
export const HOUSE_PEERS: number[][] = Array.from({ length: CELLS }, (_, c) => {
  const seen = new Set<number>();
  for (const u of [2 * SIZE + boxOf[c], rowOf[c], SIZE + colOf[c]]) for (const x of UNITS[u]) if (x !== c) seen.add(x);
  return [...seen];
});

function find(g: Candidates, xyz: boolean): Step | null {
  const m = g.masks;
  for (let pivot = 0; pivot < CELLS; pivot++) {
    const pm = m[pivot];
    if (bitCount(pm) !== (xyz ? 3 : 2)) continue;
    for (const xz of HOUSE_PEERS[pivot]) {
      if (bitCount(m[xz]) !== 2 || bitCount(pm & ~m[xz]) !== 1) continue;
      for (const yz of HOUSE_PEERS[pivot]) {
        if (bitCount(m[yz]) !== 2) continue;
        const union = pm | m[xz] | m[yz];
        const inter = pm & m[xz] & m[yz];
        if (bitCount(union) !== 3 || bitCount(inter) !== (xyz ? 1 : 0)) continue;
        const z = firstDigit(m[xz] & m[yz]);
        const eliminations: CellDigit[] = [];
        for (let c = 0; c < CELLS; c++) {
          if (c === pivot || c === xz || c === yz || !g.has(c, z)) continue;
          if (SEES[c * CELLS + xz] && SEES[c * CELLS + yz] && (!xyz || SEES[c * CELLS + pivot])) eliminations.push({ cell: c, digit: z });
        }
        if (!eliminations.length) continue;
        return {
          technique: xyz ? 'XYZ-Wing' : 'XY-Wing',
          rating: xyz ? 4.4 : 4.2,
          placements: [],
          eliminations,
          cells: [pivot, xz, yz],
          digits: [z],
          units: [],
          links: [],
          explanation:
            `Whatever ${cellName(pivot)} holds, ${xyz ? `one of ${cellName(pivot)}, ${cellName(xz)} and ${cellName(yz)}` : `${cellName(xz)} or ${cellName(yz)}`} ` +
            `must be ${z}, so ${describeEliminations(eliminations)}.`,
        };
      }
    }
  }
  return null;
}

export const findXYWing = (g: Candidates): Step | null => find(g, false);
export const findXYZWing = (g: Candidates): Step | null => find(g, true);
