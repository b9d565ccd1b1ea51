/**
 * Cage Clash (the "clashes with" of killer walkthroughs): a digit set of a cage is out when it
 * leaves another group no way to be filled — another cage, or an open cell, whose cells all see
 * every cell of the cage (a common unit, or the same cage) and whose every remaining digit set
 * (a cell: every candidate) shares a digit with it. The cage's cells then keep only digits of
 * its surviving sets.
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, seesTable, cageLabel, cellLabelOf, describeEliminations, digitsOf, liveEliminations } from './state.js';
import { distinctSupport } from './sums.js';
import { capital } from './cages.js';

function setsPhrase(combos: readonly number[]): string {
  return combos.map((m) => `{${digitsOf(m).join(',')}}`).join(' or ');
}

/** A cage's digit set that every option of a group seeing the whole cage overlaps is out. */
export function findCageClash(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  if (rules.cages.length < 1) return null;
  const n = rules.size;
  const combosOf = new Map<number, number[]>();
  const combos = (k: number) => {
    let c = combosOf.get(k);
    if (!c) combosOf.set(k, (c = distinctSupport(n, rules.cages[k].cells.map((x) => cand[x]), rules.cages[k].sum).combos));
    return c;
  };
  for (let a = 0; a < rules.cages.length; a++) {
    const cageA = rules.cages[a];
    const openA = cageA.cells.filter((c) => !value[c]);
    if (!openA.length) continue;
    const setsA = combos(a);
    if (setsA.length < 2) continue;
    let placedA = 0;
    for (const c of cageA.cells) if (value[c]) placedA |= 1 << (value[c] - 1);
    // Cells that see every open cell of A (outside A): the candidates for the other group.
    const see = seesTable(rules);
    const seeAll = rules.peers[openA[0]].filter((p) => rules.cageOf[p] !== a && openA.every((c) => c === p || see[c * rules.cells + p] === 1));
    if (!seeAll.length) continue;
    const seeing = new Set(seeAll);
    // Other groups: cages whose open cells all see all of A, and single open cells.
    const groups: { label: string; sets: number[]; cage: number }[] = [];
    const seenCage = new Set<number>();
    for (const p of seeAll) {
      const k = rules.cageOf[p];
      if (k >= 0 && k !== a && !seenCage.has(k)) {
        seenCage.add(k);
        const cells = rules.cages[k].cells.filter((c) => !value[c]);
        if (cells.length && cells.every((c) => seeing.has(c))) {
          // Only the open cells' digits matter against A's open cells.
          let placedK = 0;
          for (const c of rules.cages[k].cells) if (value[c]) placedK |= 1 << (value[c] - 1);
          groups.push({ label: cageLabel(rules, k), sets: combos(k).map((m) => m & ~placedK), cage: k });
        }
      }
      if (!value[p]) groups.push({ label: cellLabelOf(p, n), sets: digitsOf(cand[p]).map((d) => 1 << (d - 1)), cage: -1 });
    }
    for (const g of groups) {
      if (!g.sets.length) continue;
      const survive = setsA.filter((m) => !g.sets.every((o) => (o & m & ~placedA) !== 0));
      if (survive.length === setsA.length || survive.length === 0) continue;
      // What A's open cells keep: digits some surviving set gives them.
      const keep = new Array<number>(cageA.cells.length).fill(0);
      for (const m of survive) {
        const { support } = distinctSupport(n, cageA.cells.map((x) => cand[x] & m), cageA.sum);
        support.forEach((s, j) => (keep[j] |= s));
      }
      const elims: CellDigit[] = [];
      cageA.cells.forEach((cell, j) => {
        if (!value[cell]) for (const d of digitsOf(cand[cell] & ~keep[j])) elims.push({ cell, digit: d });
      });
      const live = liveEliminations(state, elims);
      if (!live.length) continue;
      const gone = setsA.filter((m) => !survive.includes(m));
      return {
        technique: 'Cage Clash',
        placements: [],
        eliminations: live,
        cells: openA,
        digits: [...new Set(live.map((e) => e.digit))].sort((x, y) => x - y),
        units: [],
        cages: g.cage >= 0 ? [a, g.cage] : [a],
        explanation: `${capital(cageLabel(rules, a))} cannot be ${setsPhrase(gone)}: it would leave ${g.label}, which sees all of it, no digits, so it is ${setsPhrase(survive)}, which removes ${describeEliminations(live, n)}.`,
      };
    }
  }
  return null;
}
