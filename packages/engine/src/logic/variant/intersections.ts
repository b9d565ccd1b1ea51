/**
 * Locked candidates between any two units that share two cells or more (box/row pointing and
 * claiming, and their likes for jigsaw regions, diagonals and windows): when a unit's places
 * for a digit all lie in its overlap with another unit, the other unit's remaining cells lose
 * the digit.
 */
import type { CompiledRules } from '../../rules/compile.js';
import { type VariantState, type VariantStep, describeEliminations, liveEliminations } from './state.js';
import { capital } from './cages.js';
import { byUnits } from './by-units.js';

interface Overlap {
  a: number;
  b: number;
  /** The cells of a also in b, as a mask over a's cell positions (bit p: a's p-th cell), and b's other cells. */
  sharedInA: number;
  bOnly: readonly number[];
}

const cache = new WeakMap<CompiledRules, Overlap[]>();

/** Every ordered pair of distinct units sharing two cells or more, rows/columns against boxes first. */
export function unitOverlaps(rules: CompiledRules): Overlap[] {
  let list = cache.get(rules);
  if (list) return list;
  list = byUnits(rules, 'overlaps', buildOverlaps);
  cache.set(rules, list);
  return list;
}

function buildOverlaps(rules: CompiledRules): Overlap[] {
  const list: Overlap[] = [];
  for (let a = 0; a < rules.units.length; a++) {
    const inA = new Set(rules.units[a].cells);
    for (let b = 0; b < rules.units.length; b++) {
      if (a === b) continue;
      const shared = new Set(rules.units[b].cells.filter((c) => inA.has(c)));
      if (shared.size < 2 || shared.size >= rules.size) continue;
      let sharedInA = 0;
      rules.units[a].cells.forEach((c, p) => {
        if (shared.has(c)) sharedInA |= 1 << p;
      });
      list.push({ a, b, sharedInA, bOnly: rules.units[b].cells.filter((c) => !shared.has(c)) });
    }
  }
  return list;
}

/**
 * The digits unit a (its cells `cellsA`) still lacks whose open places all lie in its overlap
 * with another unit (`sharedInA`, a mask over a's cell positions), as a mask.
 */
export function confinedDigits(cellsA: readonly number[], sharedInA: number, cand: ArrayLike<number>, value: ArrayLike<number>): number {
  let inside = 0;
  let outside = 0;
  let placed = 0;
  for (let p = 0; p < cellsA.length; p++) {
    const c = cellsA[p];
    if (value[c]) placed |= 1 << (value[c] - 1);
    else if (sharedInA & (1 << p)) inside |= cand[c];
    else outside |= cand[c];
  }
  return inside & ~outside & ~placed;
}

/** A digit confined, within unit a, to a's overlap with unit b: b's other cells lose it. */
export function findLockedCandidates(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  for (const { a, b, sharedInA, bOnly } of unitOverlaps(rules)) {
    const cellsA = rules.units[a].cells;
    let confined = confinedDigits(cellsA, sharedInA, cand, value);
    if (!confined) continue;
    // b's other open cells that still hold a confined digit: none, nothing to remove (no allocation)
    let there = 0;
    for (const c of bOnly) if (!value[c]) there |= cand[c];
    confined &= there;
    while (confined) {
      const bit = confined & -confined;
      confined ^= bit;
      const d = 32 - Math.clz32(bit);
      const elims = bOnly.map((cell) => ({ cell, digit: d }));
      const live = liveEliminations(state, elims);
      if (!live.length) continue;
      const places = cellsA.filter((c) => !value[c] && cand[c] & bit);
      return {
        technique: 'Locked Candidates',
        placements: [],
        eliminations: live,
        cells: places,
        digits: [d],
        units: [a, b],
        cages: [],
        explanation: `${capital(rules.units[a].name)} can place ${d} only where it meets ${rules.units[b].name}, which removes ${describeEliminations(live, rules.size)}.`,
      };
    }
  }
  return null;
}
