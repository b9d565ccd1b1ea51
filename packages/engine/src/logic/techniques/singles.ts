/**
 * Singles, as Sudoku Explainer rates them: "Hidden Single" 1.0 when it is the last empty cell
 * of a unit (full house), 1.2 in a block, 1.5 in a row or column; "Naked Single" 2.3.
 * (SE rates naked singles above hidden ones; other tools call full houses naked singles.)
 */
import { SIZE, UNITS, cellName, unitName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, firstDigit } from './bits.js';
import type { Step } from '../step.js';
import { BOXES, COLUMNS, ROWS, SE_UNIT_ORDER } from './regions.js';

function hiddenSingleStep(unit: number, cell: number, digit: number, rating: number): Step {
  const explanation =
    rating === 1.0
      ? `${cellName(cell)} is the last empty cell in ${unitName(unit)}, so it is ${digit}.`
      : `In ${unitName(unit)}, ${digit} can only go in ${cellName(cell)}.`;
  return {
    technique: 'Hidden Single',
    rating,
    placements: [{ cell, digit }],
    eliminations: [],
    cells: [cell],
    digits: [digit],
    units: [unit],
    links: [],
    explanation,
    direct: true,
  };
}

function scan(g: Candidates, units: readonly number[], fullHouse: boolean, rating: number): Step | null {
  for (const u of units) {
    const alone = g.emptyCount(u) === 1;
    if (alone !== fullHouse) continue;
    for (let d = 1; d <= SIZE; d++) {
      const pos = g.positions(u, d);
      if (pos && !(pos & (pos - 1))) return hiddenSingleStep(u, UNITS[u][31 - Math.clz32(pos)], d, rating);
    }
  }
  return null;
}

export function findHiddenSingle(g: Candidates): Step | null {
  return (
    scan(g, SE_UNIT_ORDER, true, 1.0) ??
    scan(g, BOXES, false, 1.2) ??
    scan(g, COLUMNS, false, 1.5) ??
    scan(g, ROWS, false, 1.5)
  );
}

export function findNakedSingle(g: Candidates): Step | null {
  for (let cell = 0; cell < g.masks.length; cell++) {
    const m = g.masks[cell];
    if (g.values[cell] || bitCount(m) !== 1) continue;
    const digit = firstDigit(m);
    return {
      technique: 'Naked Single',
      rating: 2.3,
      placements: [{ cell, digit }],
      eliminations: [],
      cells: [cell],
      digits: [digit],
      units: [],
      links: [],
      explanation: `${cellName(cell)} has only one candidate left, ${digit}.`,
      direct: true,
    };
  }
  return null;
}
