/**
 * Aligned Pair Exclusion (SE 6.2), on Sudoku Explainer's definition: take two cells (they need
 * not share a unit in SE) and the bivalue cells that see both. A pair of values for the two
 * cells is impossible if it repeats a digit in one unit or empties one of those bivalue cells;
 * a candidate of either cell that appears in no possible pair goes.
 */
import { CELLS, cellName } from '../units.js';
import { type Candidates } from '../candidates.js';
import { bitCount, digitsOf } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations, listCells, listWords } from './words.js';
import { SEES, HOUSE_PEERS } from './wings.js';

export function findAlignedPairExclusion(g: Candidates): Step | null {
  const m = g.masks;
  const base: number[] = [];
  const excluders: number[][] = [];
  for (let c = 0; c < CELLS; c++) {
    if (bitCount(m[c]) < 2) continue;
    let single = false;
    const ex: number[] = [];
    for (const p of HOUSE_PEERS[c]) {
      const n = bitCount(m[p]);
      if (n === 1) single = true;
      else if (n === 2) ex.push(p);
    }
    // SE skips this technique around pending naked singles
    if (single || !ex.length) continue;
    base.push(c);
    excluders.push(ex);
  }
  // pairs in SE's order: by the second cell, then the first
  for (let j = 1; j < base.length; j++) {
    for (let i = 0; i < j; i++) {
      const common = excluders[i].filter((c) => excluders[j].includes(c));
      if (common.length < 2) continue;
      const c0 = base[i];
      const c1 = base[j];
      const sees = SEES[c0 * CELLS + c1] === 1;
      let allowed0 = 0;
      let allowed1 = 0;
      for (const d0 of digitsOf(m[c0])) {
        for (const d1 of digitsOf(m[c1])) {
          if (d0 === d1 && sees) continue;
          const both = (1 << (d0 - 1)) | (1 << (d1 - 1));
          if (common.some((c) => !(m[c] & ~both))) continue;
          allowed0 |= 1 << (d0 - 1);
          allowed1 |= 1 << (d1 - 1);
        }
      }
      const eliminations: CellDigit[] = [];
      for (const digit of digitsOf(m[c0] & ~allowed0)) eliminations.push({ cell: c0, digit });
      for (const digit of digitsOf(m[c1] & ~allowed1)) eliminations.push({ cell: c1, digit });
      if (!eliminations.length) continue;
      return {
        technique: 'Aligned Pair Exclusion',
        rating: 6.2,
        placements: [],
        eliminations,
        cells: [c0, c1, ...common],
        digits: [],
        units: [],
        links: [],
        explanation:
          `${cellName(c0)} and ${cellName(c1)} cannot be filled with ${listWords(eliminations.map((e) => `${e.digit} in ${cellName(e.cell)}`), 'or')} ` +
          `without repeating a digit or emptying one of the bivalue cells ${listCells(common)} that see both, so ${describeEliminations(eliminations)}.`,
      };
    }
  }
  return null;
}
