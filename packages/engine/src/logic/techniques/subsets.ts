/**
 * Naked and hidden subsets (pairs, triplets, quads) in one unit, with Sudoku Explainer's
 * conditions: a naked set needs at least 2×size empty cells in the unit, a hidden set more
 * than 2×size (fewer would make the complementary naked set the simpler view), every member
 * cell (naked) or digit (hidden) with at least two candidates. "Direct Hidden Pair/Triplet"
 * (SE 2.0 / 2.5) is taken only when it leaves a hidden single in the same unit.
 */
import { SIZE, UNITS, cellName, unitName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, combinationsWithin, digitsOf } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations, listCells, listWords } from './words.js';
import { SE_UNIT_ORDER, cellsAt } from './regions.js';

const SET_NAMES = ['', '', 'Pair', 'Triplet', 'Quad'];
const NAKED_RATING = [0, 0, 3.0, 3.6, 5.0];
const HIDDEN_RATING = [0, 0, 3.4, 4.0, 5.4];
const DIRECT_HIDDEN_RATING = [0, 0, 2.0, 2.5];

/** The first naked set (or, with `visit`, every one in SE's order; then returns null). */
export function findNakedSet(g: Candidates, size: number, visit?: (step: Step) => void): Step | null {
  for (const u of SE_UNIT_ORDER) {
    if (g.emptyCount(u) < size * 2) continue;
    const cells = UNITS[u];
    // only cells with two or more candidates can be members: skip the combinations with others
    let live = 0;
    for (let k = 0; k < SIZE; k++) if (bitCount(g.masks[cells[k]]) >= 2) live |= 1 << k;
    for (const combo of combinationsWithin(size, live)) {
      let union = 0;
      for (let k = 0; k < SIZE; k++) if (combo & (1 << k)) union |= g.masks[cells[k]];
      if (bitCount(union) !== size) continue;
      const eliminations: CellDigit[] = [];
      for (let k = 0; k < SIZE; k++) {
        if (combo & (1 << k)) continue;
        const hit = g.masks[cells[k]] & union;
        for (const digit of digitsOf(hit)) eliminations.push({ cell: cells[k], digit });
      }
      if (!eliminations.length) continue;
      const members = cellsAt(u, combo);
      const digits = digitsOf(union);
      const step: Step = {
        technique: `Naked ${SET_NAMES[size]}`,
        rating: NAKED_RATING[size],
        placements: [],
        eliminations,
        cells: members,
        digits,
        units: [u],
        links: [],
        explanation: `In ${unitName(u)}, ${listCells(members)} hold only ${listWords(digits)} between them, so ${describeEliminations(eliminations)}.`,
      };
      if (!visit) return step;
      visit(step);
    }
  }
  return null;
}

/** The first hidden set (or, with `visit`, every non-direct one in SE's order; then returns null). */
export function findHiddenSet(g: Candidates, size: number, direct: boolean, visit?: (step: Step) => void): Step | null {
  for (const u of SE_UNIT_ORDER) {
    const empty = g.emptyCount(u);
    if (!(empty > size * 2 || (direct && empty > size))) continue;
    const pos: number[] = [];
    // only digits with two or more places can be members: skip the combinations with others
    let live = 0;
    for (let d = 1; d <= SIZE; d++) {
      const p = g.positions(u, d);
      pos.push(p);
      if (bitCount(p) >= 2) live |= 1 << (d - 1);
    }
    for (const combo of combinationsWithin(size, live)) {
      let union = 0;
      for (let k = 0; k < SIZE; k++) if (combo & (1 << k)) union |= pos[k];
      if (bitCount(union) !== size) continue;
      const members = cellsAt(u, union);
      const eliminations: CellDigit[] = [];
      for (const cell of members) for (const digit of digitsOf(g.masks[cell] & ~combo)) eliminations.push({ cell, digit });
      const digits = digitsOf(combo);
      const because = `In ${unitName(u)}, ${listWords(digits)} can only go in ${listCells(members)}`;
      if (direct) {
        for (let k = 0; k < SIZE; k++) {
          if (combo & (1 << k) || bitCount(pos[k]) <= 1) continue;
          const rest = pos[k] & ~union;
          if (bitCount(rest) !== 1) continue;
          const cell = UNITS[u][31 - Math.clz32(rest)];
          return {
            technique: `Direct Hidden ${SET_NAMES[size]}`,
            rating: DIRECT_HIDDEN_RATING[size],
            placements: [{ cell, digit: k + 1 }],
            eliminations,
            cells: members,
            digits,
            units: [u],
            links: [],
            explanation: `${because}, so those cells hold nothing else and ${k + 1} can only go in ${cellName(cell)}.`,
            direct: true,
          };
        }
        continue;
      }
      if (!eliminations.length) continue;
      const step: Step = {
        technique: `Hidden ${SET_NAMES[size]}`,
        rating: HIDDEN_RATING[size],
        placements: [],
        eliminations,
        cells: members,
        digits,
        units: [u],
        links: [],
        explanation: `${because}, so ${describeEliminations(eliminations)}.`,
      };
      if (!visit) return step;
      visit(step);
    }
  }
  return null;
}
