/**
 * Killer subsets beyond pairs (Sudopedia's "Killer Subset": Killer Triple, Killer Quad): within
 * one unit, disjoint groups — plain cells whose candidates all lie in a digit set T, and cages
 * lying wholly in the unit whose every remaining digit set holds at least g digits of T — that
 * between them must hold |T| digits of T hold all of T (the unit has each digit once, so the
 * digits they hold are distinct), and the unit's other cells lose T. Plain cells alone are a
 * naked subset, found earlier; here at least one group is a cage. Pairs are killer-pairs.ts.
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, cageLabel, cellLabelOf, describeEliminations, digitsOf, joinWords, liveEliminations, popcount, setLabel } from './state.js';
import { type KillerGroup, killerGroups, placedIn } from './killer-groups.js';

/** How many digits of T the group holds at the least. */
function guaranteed(g: KillerGroup, t: number): number {
  if (g.cage < 0) return (g.sets[0] & ~t) === 0 ? 1 : 0;
  let least = Infinity;
  for (const m of g.sets) least = Math.min(least, popcount(m & t));
  return least;
}

const NAMES: Record<number, string> = { 3: 'Killer Triple', 4: 'Killer Quad' };
const WORDS: Record<number, string> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four' };

function* subsetsOf(n: number, k: number, start = 1, acc = 0, picked = 0): Generator<number> {
  if (picked === k) {
    yield acc;
    return;
  }
  for (let d = start; d <= n; d++) yield* subsetsOf(n, k, d + 1, acc | (1 << (d - 1)), picked + 1);
}

/** Disjoint groups of one unit that between them must hold every digit of a k-digit set. */
export function findKillerSubset(state: VariantState, k: 3 | 4): VariantStep | null {
  const { rules, cand } = state;
  if (rules.cages.length === 0) return null;
  for (let u = 0; u < rules.units.length; u++) {
    const cells = rules.units[u].cells;
    const groups = killerGroups(state, u, 0, k, true);
    if (!groups.length) continue;
    const placed = placedIn(state, u);
    for (const t of subsetsOf(rules.size, k)) {
      if (placed & t) continue;
      // Cheap test first: the holders' counts (overlaps ignored) must reach k.
      let reach = 0;
      const counts = groups.map((g) => {
        const n = guaranteed(g, t);
        reach += n;
        return n;
      });
      if (reach < k) continue;
      const holders = groups.map((g, i) => ({ g, n: counts[i] })).filter((h) => h.n > 0);
      if (!holders.some((h) => h.g.cage >= 0)) continue;
      // Disjoint holders adding up to k, a cage among them: a small search, cages first.
      const chosen: typeof holders = [];
      const used = new Set<number>();
      const found = (start: number, count: number): boolean => {
        if (count >= k) return chosen.some((h) => h.g.cage >= 0);
        for (let i = start; i < holders.length; i++) {
          const h = holders[i];
          if (h.g.cells.some((c) => used.has(c))) continue;
          chosen.push(h);
          h.g.cells.forEach((c) => used.add(c));
          if (found(i + 1, count + h.n)) return true;
          chosen.pop();
          h.g.cells.forEach((c) => used.delete(c));
        }
        return false;
      };
      if (!found(0, 0)) continue;
      const inside = new Set(chosen.flatMap((h) => h.g.cells));
      const elims: CellDigit[] = [];
      for (const c of cells) if (!inside.has(c)) for (const d of digitsOf(cand[c] & t)) elims.push({ cell: c, digit: d });
      const live = liveEliminations(state, elims);
      if (!live.length) continue;
      const n = rules.size;
      const many = chosen.some((h) => h.n > 1);
      const names = chosen.map((h) => (h.g.cage >= 0 ? cageLabel(rules, h.g.cage) : cellLabelOf(h.g.cells[0], n)) + (many ? ` (${WORDS[h.n] ?? h.n})` : ''));
      return {
        technique: NAMES[k],
        placements: [],
        eliminations: live,
        cells: [...inside].sort((x, y) => x - y),
        digits: digitsOf(t),
        units: [u],
        cages: chosen.filter((h) => h.g.cage >= 0).map((h) => h.g.cage),
        explanation: `In ${rules.units[u].name}, ${joinWords(names)} must each hold ${many ? 'that many digits' : 'one digit'} of ${setLabel(t)}, so between them they hold all ${WORDS[k]}, which removes ${describeEliminations(live, n)}.`,
      };
    }
  }
  return null;
}
