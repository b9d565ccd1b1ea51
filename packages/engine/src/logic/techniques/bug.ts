/**
 * Bivalue Universal Grave (BUG), types 1-4, on Sudoku Explainer's definitions (SE 5.6 for
 * type 1, 5.7 for types 2 and 4, 5.7 + 0.1 per extra member of the naked set for type 3).
 * If, after taking away a few "BUG candidates", every empty cell had two candidates and every
 * digit two places in each unit, the puzzle would have two solutions; so one of the BUG
 * candidates is true.
 */
import { SIZE, UNITS, rowOf, colOf, boxOf, cellName, unitName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, combinations, digitsOf, firstDigit } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations, listCells, listWords } from './words.js';
import { SEES } from './wings.js';

const CELLS = SIZE * SIZE;
const unitOfKind = (kind: number, cell: number): number =>
  kind === 0 ? 2 * SIZE + boxOf[cell] : kind === 1 ? rowOf[cell] : SIZE + colOf[cell];
const unitsOfKind = (kind: number): number[] =>
  Array.from({ length: SIZE }, (_, i) => (kind === 0 ? 2 * SIZE + i : kind === 1 ? i : SIZE + i));

const PREAMBLE = 'Without the BUG candidates every empty cell would hold two candidates and every digit two places per unit, which allows two solutions';

function bugStep(type: number, rating: number, eliminations: CellDigit[], cells: number[], digits: number[], units: number[], why: string): Step {
  return {
    technique: `BUG type ${type}`,
    rating: Math.round(rating * 10) / 10,
    placements: [],
    eliminations,
    cells,
    digits,
    units,
    links: [],
    explanation: `${PREAMBLE}; ${why}, so ${describeEliminations(eliminations)}.`,
  };
}

export function findBug(g: Candidates): Step | null {
  const temp = g.masks.slice();
  const bugCells: number[] = [];
  const bugValues = new Map<number, number>();
  let allBug = 0;
  let common: number[] | null = null;
  for (let kind = 0; kind < 3; kind++) {
    for (const u of unitsOfKind(kind)) {
      for (let d = 1; d <= SIZE; d++) {
        const bit = 1 << (d - 1);
        const places = UNITS[u].filter((c) => g.masks[c] & bit);
        if (places.length === 0 || places.length === 2) continue;
        const fat = places.filter((c) => bitCount(g.masks[c]) >= 3);
        if (fat.length === 0) return null; // a digit with 3+ places and no cell to blame: no BUG
        if (fat.length > 1) continue; // another unit will tell which cell it is
        const cell = fat[0];
        if (!bugCells.includes(cell)) bugCells.push(cell);
        bugValues.set(cell, (bugValues.get(cell) ?? 0) | bit);
        allBug |= bit;
        temp[cell] &= ~bit;
        const peers: number[] = [];
        for (let c = 0; c < CELLS; c++) if (SEES[cell * CELLS + c]) peers.push(c);
        common = (common ?? peers).filter((c) => peers.includes(c) && !bugCells.includes(c));
        if (bugCells.length > 1 && bitCount(allBug) > 1 && !common.length) return null;
      }
    }
  }
  if (!bugCells.length) return null;
  for (let c = 0; c < CELLS; c++) if (!g.values[c] && bitCount(temp[c]) !== 2) return null;
  for (let u = 0; u < UNITS.length; u++) {
    for (let d = 1; d <= SIZE; d++) {
      let n = 0;
      for (const c of UNITS[u]) if (temp[c] & (1 << (d - 1))) n++;
      if (n !== 0 && n !== 2) return null;
    }
  }
  const commonCells = common ?? [];
  if (bugCells.length === 1) {
    const cell = bugCells[0];
    const elim = digitsOf(g.masks[cell] & ~allBug).map((digit) => ({ cell, digit }));
    const digit = firstDigit(allBug);
    return bugStep(1, 5.6, elim, [cell], [digit], [], `${cellName(cell)}, the only cell with a third candidate, must be ${digit}`);
  }
  if (bitCount(allBug) === 1) {
    const digit = firstDigit(allBug);
    const elim = commonCells.filter((c) => g.has(c, digit)).map((cell) => ({ cell, digit }));
    if (elim.length) return bugStep(2, 5.7, elim, bugCells, [digit], [], `one of ${listCells(bugCells)} must be ${digit}`);
    if (bugCells.length === 2) return type4(g, bugCells, bugValues, allBug);
    return null;
  }
  if (commonCells.length) {
    if (bugCells.length === 2) {
      const s = type4(g, bugCells, bugValues, allBug);
      if (s) return s;
    }
    return type3(g, bugCells, allBug, commonCells);
  }
  return null;
}

function sharedUnits(cells: number[]): number[] {
  const out: number[] = [];
  for (let kind = 0; kind < 3; kind++) {
    const u = unitOfKind(kind, cells[0]);
    if (cells.every((c) => unitOfKind(kind, c) === u)) out.push(u);
  }
  return out;
}

function type4(g: Candidates, bugCells: number[], bugValues: Map<number, number>, allBug: number): Step | null {
  const [c1, c2] = bugCells;
  const shared = g.masks[c1] & g.masks[c2] & ~allBug;
  if (bitCount(shared) !== 1) return null;
  const units = sharedUnits(bugCells);
  if (!units.length) return null;
  const value = firstDigit(shared);
  const elim: CellDigit[] = [];
  for (const c of [c1, c2]) for (const digit of digitsOf(g.masks[c] & ~(bugValues.get(c) ?? 0) & ~shared)) elim.push({ cell: c, digit });
  if (!elim.length) return null;
  const u = units[0];
  return bugStep(4, 5.7, elim, bugCells, [value, ...digitsOf(allBug)], [u], `one of ${listCells(bugCells)} holds its BUG candidate, and ${value} must then go in the other one in ${unitName(u)}`);
}

function type3(g: Candidates, bugCells: number[], allBug: number, commonCells: number[]): Step | null {
  for (const u of sharedUnits(bugCells)) {
    const regionCells = commonCells.filter((c) => UNITS[u].includes(c));
    for (let degree = 2; degree <= 6; degree++) {
      if (regionCells.length < degree) continue;
      for (const combo of combinations(degree - 1, regionCells.length)) {
        const naked = regionCells.filter((_, k) => combo & (1 << k));
        let union = 0;
        let ok = bitCount(allBug) >= 2;
        for (const c of naked) {
          if (bitCount(g.masks[c]) < 2) ok = false;
          union |= g.masks[c];
        }
        if (!ok || bitCount(union) !== degree || bitCount(union | allBug) !== degree) continue;
        const set = union | allBug;
        const elim: CellDigit[] = [];
        for (const c of regionCells) {
          if (naked.includes(c) || bugCells.includes(c)) continue;
          for (const digit of digitsOf(g.masks[c] & set)) elim.push({ cell: c, digit });
        }
        if (!elim.length) continue;
        return bugStep(3, 5.7 + (bitCount(set) - 1) * 0.1, elim, [...bugCells, ...naked], digitsOf(set), [u],
          `one of ${listCells(bugCells)} holds ${listWords(digitsOf(allBug), 'or')}, forming a naked set of ${listWords(digitsOf(set))} with ${listCells(naked)}`);
      }
    }
  }
  return null;
}
