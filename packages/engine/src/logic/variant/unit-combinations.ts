/**
 * Unit Combinations (the "combination analysis" of a nonet in killer walkthroughs): a unit is
 * cut into groups with known sums — the cages lying wholly in it, and the rest of its cells (the
 * innies, adding up to the unit's total minus those cages) — and the groups' digit sets must
 * share the unit's digits between them without overlap. A digit set of a group that no such
 * sharing uses is out, and the group's cells keep only digits of its surviving sets. Killer
 * grids up to 9x9 (the search keys on the set of digits used, 2^size states).
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, cageLabel, describeEliminations, digitsOf, listCells, liveEliminations } from './state.js';
import { distinctSupport } from './sums.js';

interface Group {
  cells: number[];
  /** -1 for the innies. */
  cage: number;
  sum: number;
  sets: number[];
}

function setsPhrase(sets: readonly number[]): string {
  if (sets.length > 4) return `one of ${sets.length} digit sets`;
  return sets.map((m) => `{${digitsOf(m).join(',')}}`).join(' or ');
}

/** A group's digit sets that leave the rest of its unit no way to share the other digits are out. */
export function findUnitCombinations(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  const n = rules.size;
  if (rules.cages.length === 0 || n > 9) return null;
  const total = (n * (n + 1)) / 2;
  for (let u = 0; u < rules.units.length; u++) {
    const cells = rules.units[u].cells;
    const inUnit = new Set(cells);
    const groups: Group[] = [];
    const seen = new Set<number>();
    let insideSum = 0;
    const rest: number[] = [];
    for (const c of cells) {
      const k = rules.cageOf[c];
      if (k >= 0 && rules.cages[k].cells.every((x) => inUnit.has(x))) {
        if (!seen.has(k)) {
          seen.add(k);
          const cage = rules.cages[k];
          insideSum += cage.sum;
          groups.push({ cells: cage.cells.slice(), cage: k, sum: cage.sum, sets: distinctSupport(n, cage.cells.map((x) => cand[x]), cage.sum).combos });
        }
      } else rest.push(c);
    }
    if (groups.length === 0 || (groups.length === 1 && rest.length === 0)) continue;
    if (rest.length) groups.push({ cells: rest, cage: -1, sum: total - insideSum, sets: distinctSupport(n, rest.map((x) => cand[x]), total - insideSum).combos });
    if (groups.some((g) => g.sets.length === 0)) continue; // broken position: left to the others
    if (groups.every((g) => g.sets.length === 1)) continue;
    groups.sort((a, b) => a.sets.length - b.sets.length);
    // feasible(j, used): can groups j.. take disjoint sets avoiding `used`? Memo per (j, used).
    const memo = new Map<number, boolean>();
    const used = new Array<Set<number>>(groups.length);
    for (let j = 0; j < groups.length; j++) used[j] = new Set();
    const feasible = (j: number, taken: number): boolean => {
      if (j === groups.length) return true;
      const key = j * 65536 + taken;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      let ok = false;
      for (const m of groups[j].sets) {
        if (m & taken) continue;
        if (feasible(j + 1, taken | m)) {
          used[j].add(m);
          ok = true;
        }
      }
      memo.set(key, ok);
      return ok;
    };
    if (!feasible(0, 0)) continue;
    for (let j = 0; j < groups.length; j++) {
      const g = groups[j];
      const survive = g.sets.filter((m) => used[j].has(m));
      if (survive.length === g.sets.length) continue;
      const keep = new Array<number>(g.cells.length).fill(0);
      for (const m of survive) distinctSupport(n, g.cells.map((x) => cand[x] & m), g.sum).support.forEach((s, i) => (keep[i] |= s));
      const elims: CellDigit[] = [];
      g.cells.forEach((cell, i) => {
        if (!value[cell]) for (const d of digitsOf(cand[cell] & ~keep[i])) elims.push({ cell, digit: d });
      });
      const live = liveEliminations(state, elims);
      if (!live.length) continue;
      const name = g.cage >= 0 ? cageLabel(rules, g.cage) : `its cells outside those cages (${listCells(g.cells, n)}, adding up to ${g.sum})`;
      return {
        technique: 'Unit Combinations',
        placements: [],
        eliminations: live,
        cells: g.cells.filter((c) => !value[c]),
        digits: [...new Set(live.map((e) => e.digit))].sort((a, b) => a - b),
        units: [u],
        cages: groups.filter((x) => x.cage >= 0).map((x) => x.cage),
        explanation: `In ${rules.units[u].name}, the cages wholly inside it${rest.length ? ' and the cells outside them' : ''} must share the digits 1-${n} without overlap, which leaves ${name} only ${setsPhrase(survive)} and removes ${describeEliminations(live, n)}.`,
      };
    }
  }
  return null;
}
