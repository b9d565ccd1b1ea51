/**
 * Intersections (locked candidates): when a digit's places in one unit all lie where it
 * crosses a second unit, the digit goes from the rest of the second unit.
 * Pointing (from a block, SE 2.6) and Claiming (from a row or column, SE 2.8); the "Direct"
 * forms (SE 1.7 / 1.9) are only taken when the removal leaves a hidden single in another unit
 * of the first kind, and then the step is that placement.
 */
import { SIZE, UNITS, cellName, unitName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations } from './words.js';
import { BOXES, COLUMNS, ROWS, INDEX_IN_UNIT, cellsAt } from './regions.js';

const UNIT_COUNT = 3 * SIZE;
/** CROSS[u1 * 27 + u2]: index mask (in u1) of the cells u1 shares with u2. */
const CROSS = (() => {
  const t = new Uint16Array(UNIT_COUNT * UNIT_COUNT);
  for (let u1 = 0; u1 < UNIT_COUNT; u1++)
    for (let u2 = 0; u2 < UNIT_COUNT; u2++) {
      if (u1 === u2) continue;
      let m = 0;
      UNITS[u1].forEach((c, k) => {
        if (INDEX_IN_UNIT[u2 * SIZE * SIZE + c] >= 0) m |= 1 << k;
      });
      t[u1 * UNIT_COUNT + u2] = m;
    }
  return t;
})();

export function crossMask(u1: number, u2: number): number {
  return CROSS[u1 * UNIT_COUNT + u2];
}

/** The four searches in SE's order: block→column, block→row, column→block, row→block. */
const PASSES: [readonly number[], readonly number[]][] = [
  [BOXES, COLUMNS],
  [BOXES, ROWS],
  [COLUMNS, BOXES],
  [ROWS, BOXES],
];

function lockedEliminations(g: Candidates, u1: number, u2: number, digit: number): CellDigit[] {
  const outside = UNITS[u2].filter((c) => INDEX_IN_UNIT[u1 * SIZE * SIZE + c] < 0 && g.has(c, digit));
  return outside.map((cell) => ({ cell, digit }));
}

/** The first step (or, with `visit`, every step in SE's order; the search then returns null). */
function find(g: Candidates, direct: boolean, visit?: (step: Step) => void): Step | null {
  for (const [kind1, kind2] of PASSES) {
    for (const u1 of kind1) {
      for (const u2 of kind2) {
        const cross = crossMask(u1, u2);
        if (!cross) continue;
        for (let d = 1; d <= SIZE; d++) {
          const pos = g.positions(u1, d);
          if (bitCount(pos) <= 1 || pos & ~cross) continue;
          const pointing = u1 >= 2 * SIZE;
          const because = (): string => `In ${unitName(u1)}, ${d} can only go where it meets ${unitName(u2)}`;
          if (!direct) {
            // something to remove: the digit's places in u2 reach outside u1
            if (!(g.positions(u2, d) & ~crossMask(u2, u1))) continue;
            const eliminations = lockedEliminations(g, u1, u2, d);
            const pattern = cellsAt(u1, pos);
            const step: Step = {
              technique: pointing ? 'Pointing' : 'Claiming',
              rating: pointing ? 2.6 : 2.8,
              placements: [],
              eliminations,
              cells: pattern,
              digits: [d],
              units: [u1, u2],
              links: [],
              explanation: `${because()}, so ${describeEliminations(eliminations)}.`,
            };
            if (!visit) return step;
            visit(step);
            continue;
          }
          // Direct mode: does the removal leave a hidden single in another unit of u1's kind?
          for (const u3 of kind1) {
            if (u3 === u1) continue;
            const cross3 = crossMask(u3, u2);
            if (!cross3) continue;
            const pos3 = g.positions(u3, d);
            if (bitCount(pos3) <= 1) continue;
            const rest = pos3 & ~cross3;
            if (bitCount(rest) !== 1) continue;
            const cell = UNITS[u3][31 - Math.clz32(rest)];
            const eliminations = lockedEliminations(g, u1, u2, d);
            const pattern = cellsAt(u1, pos);
            return {
              technique: pointing ? 'Direct Pointing' : 'Direct Claiming',
              rating: pointing ? 1.7 : 1.9,
              placements: [{ cell, digit: d }],
              eliminations,
              cells: pattern,
              digits: [d],
              units: [u1, u2, u3],
              links: [],
              explanation: `${because()}, so ${d} leaves the rest of ${unitName(u2)} and can then only go in ${cellName(cell)} in ${unitName(u3)}.`,
              direct: true,
            };
          }
        }
      }
    }
  }
  return null;
}

export const findDirectLocking = (g: Candidates): Step | null => find(g, true);
export const findLocking = (g: Candidates): Step | null => find(g, false);
/** Every Pointing/Claiming step, in SE's order (nested chains apply them all). */
export const forEachLocking = (g: Candidates, visit: (step: Step) => void): void => void find(g, false, visit);
