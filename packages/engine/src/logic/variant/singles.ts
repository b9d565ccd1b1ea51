/**
 * Singles over every unit of the rules (rows, columns, boxes or jigsaw regions, diagonals,
 * windows alike): a unit with one open cell (full house), a cell with one candidate (naked
 * single), a digit with one place left in a unit (hidden single).
 */
import { type VariantState, type VariantStep, cellLabelOf, onlyDigit, popcount } from './state.js';

function place(technique: string, cell: number, digit: number, units: number[], explanation: string): VariantStep {
  return { technique, placements: [{ cell, digit }], eliminations: [], cells: [cell], digits: [digit], units, cages: [], explanation };
}

/** A unit with one open cell: it takes the one digit the unit lacks. */
export function findFullHouse(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  for (let u = 0; u < rules.units.length; u++) {
    let open = -1;
    let count = 0;
    let placed = 0;
    for (const c of rules.units[u].cells) {
      if (value[c]) placed |= 1 << (value[c] - 1);
      else (open = c), count++;
    }
    if (count !== 1) continue;
    const missing = rules.allDigits & ~placed;
    if (popcount(missing) !== 1 || !(cand[open] & missing)) continue;
    const d = onlyDigit(missing);
    return place('Full House', open, d, [u], `${cellLabelOf(open, rules.size)} is the last open cell of ${rules.units[u].name}, so it takes the missing ${d}.`);
  }
  return null;
}

/** An open cell with one candidate left. */
export function findNakedSingle(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  for (let i = 0; i < rules.cells; i++) {
    if (value[i] || popcount(cand[i]) !== 1) continue;
    const d = onlyDigit(cand[i]);
    return place('Naked Single', i, d, [], `${cellLabelOf(i, rules.size)} can only be ${d}: every other digit is ruled out.`);
  }
  return null;
}

/** A digit with exactly one place in a unit that lacks it. */
export function findHiddenSingle(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  for (let u = 0; u < rules.units.length; u++) {
    const cells = rules.units[u].cells;
    // Digits with one open place: seen once and not twice (the lowest first, as a scan by digit).
    let placed = 0;
    let once = 0;
    let twice = 0;
    for (const c of cells) {
      if (value[c]) placed |= 1 << (value[c] - 1);
      else (twice |= once & cand[c]), (once |= cand[c]);
    }
    const single = once & ~twice & ~placed;
    if (!single) continue;
    const bit = single & -single;
    const d = onlyDigit(bit);
    let where = -1;
    for (const c of cells) if (!value[c] && cand[c] & bit) where = c;
    return place('Hidden Single', where, d, [u], `In ${rules.units[u].name}, ${d} fits only in ${cellLabelOf(where, rules.size)}.`);
  }
  return null;
}
