/**
 * Killer pairs (Sudopedia's "Killer Pair", a killer subset of size 2): within one unit, two
 * disjoint groups that must each hold a or b — a cell whose candidates are a and b, or a cage
 * lying wholly in the unit whose every remaining digit set has a or b — hold both a and b
 * between them (the unit has each digit once, so neither group can take both), and the unit's
 * other cells lose a and b. Two plain cells are a naked pair, found earlier; here at least one
 * group is a cage.
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, cageLabel, cellLabelOf, describeEliminations, digitsOf, liveEliminations, setLabel } from './state.js';
import { type KillerGroup, killerGroups, placedIn } from './killer-groups.js';

/** Does every option of the group hold a digit of `pair`? */
function mustHold(g: KillerGroup, pair: number): boolean {
  return g.sets.length > 0 && g.sets.every((m) => (m & pair) !== 0) && (g.cage >= 0 || (g.sets[0] & ~pair) === 0);
}

/** Two groups of a unit that between them must hold both digits of a pair. */
export function findKillerPair(state: VariantState): VariantStep | null {
  const { rules, cand } = state;
  if (rules.cages.length === 0) return null;
  for (let u = 0; u < rules.units.length; u++) {
    const cells = rules.units[u].cells;
    const groups = killerGroups(state, u, 2, 2, false);
    if (!groups.length) continue;
    const placed = placedIn(state, u);
    for (let a = 1; a <= rules.size; a++) {
      for (let b = a + 1; b <= rules.size; b++) {
        const pair = (1 << (a - 1)) | (1 << (b - 1));
        if (placed & pair) continue;
        const holders = groups.filter((g) => mustHold(g, pair));
        for (let i = 0; i < holders.length; i++) {
          for (let j = i + 1; j < holders.length; j++) {
            const g1 = holders[i];
            const g2 = holders[j];
            if (g1.cage < 0 && g2.cage < 0) continue;
            if (g1.cells.some((c) => g2.cells.includes(c))) continue;
            const inside = new Set([...g1.cells, ...g2.cells]);
            const elims: CellDigit[] = [];
            for (const c of cells) if (!inside.has(c)) for (const d of digitsOf(cand[c] & pair)) elims.push({ cell: c, digit: d });
            const live = liveEliminations(state, elims);
            if (!live.length) continue;
            const name = (g: KillerGroup) => (g.cage >= 0 ? cageLabel(rules, g.cage) : cellLabelOf(g.cells[0], rules.size));
            return {
              technique: 'Killer Pair',
              placements: [],
              eliminations: live,
              cells: [...inside].sort((x, y) => x - y),
              digits: [a, b],
              units: [u],
              cages: [g1, g2].filter((g) => g.cage >= 0).map((g) => g.cage),
              explanation: `In ${rules.units[u].name}, ${name(g1)} and ${name(g2)} must each hold ${a} or ${b}, so they hold both ${setLabel(pair)}, which removes ${describeEliminations(live, rules.size)}.`,
            };
          }
        }
      }
    }
  }
  return null;
}
