/**
 * The groups Killer Pair, Triple and Quad reason about (killer-pairs.ts, killer-subsets.ts):
 * within one unit, each cage lying wholly in it with its remaining digit sets, and each open
 * cell with few candidates. One collector for both, so the two rungs see the same groups.
 */
import { type VariantState, popcount } from './state.js';
import { distinctSupport } from './sums.js';

/** A cage of the unit (its remaining digit sets) or a plain cell (its candidates). */
export interface KillerGroup {
  cells: number[];
  /** -1 for a plain cell. */
  cage: number;
  /** A cell: [its candidates]; a cage: its remaining digit sets. */
  sets: number[];
}

/**
 * The groups of unit u: each cage lying wholly in u, not yet full, with at least one digit set
 * left, and each open cell with `fewest` to `most` candidates. `cagesFirst`: the cages in the
 * unit's cell order, then the cells (Killer Triple/Quad's order); else each cell right after its
 * cage's first cell (Killer Pair's). The order is the rungs' search order, so it decides which step
 * they find first. Empty when no cage qualifies: without a cage there is no killer subset.
 */
export function killerGroups(state: VariantState, u: number, fewest: number, most: number, cagesFirst: boolean): KillerGroup[] {
  const { rules, cand, value } = state;
  const cells = rules.units[u].cells;
  const groups: KillerGroup[] = [];
  const plain: KillerGroup[] = cagesFirst ? [] : groups;
  let seen: number[] | undefined;
  let cages = 0;
  for (const c of cells) {
    const k = rules.cageOf[c];
    if (k >= 0 && !(seen ??= []).includes(k)) {
      seen.push(k);
      const cage = rules.cages[k];
      if (cage.cells.every((x) => cells.includes(x)) && !cage.cells.every((x) => value[x])) {
        const { combos } = distinctSupport(rules.size, cage.cells.map((x) => cand[x]), cage.sum);
        if (combos.length) groups.push({ cells: cage.cells.slice(), cage: k, sets: combos }), cages++;
      }
    }
    if (!value[c]) {
      const p = popcount(cand[c]);
      if (p >= fewest && p <= most) plain.push({ cells: [c], cage: -1, sets: [cand[c]] });
    }
  }
  if (cages === 0) return [];
  return cagesFirst ? groups.concat(plain) : groups;
}

/** The digits already placed in unit u, as a mask. */
export function placedIn(state: VariantState, u: number): number {
  let placed = 0;
  for (const c of state.rules.units[u].cells) if (state.value[c]) placed |= 1 << (state.value[c] - 1);
  return placed;
}
