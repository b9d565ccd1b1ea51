/**
 * Naked and hidden pairs and triples over every unit, and the X-Wing on rows and columns (the
 * only fish this ladder has: rows and columns are units under every rules value).
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, describeEliminations, digitsOf, listCells, liveEliminations, popcount, setLabel } from './state.js';
import { capital } from './cages.js';

function* choose(n: number, k: number, start = 0, acc: number[] = []): Generator<number[]> {
  if (acc.length === k) {
    yield acc.slice();
    return;
  }
  for (let i = start; i < n; i++) {
    acc.push(i);
    yield* choose(n, k, i + 1, acc);
    acc.pop();
  }
}

const NAKED = ['', '', 'Naked Pair', 'Naked Triple'];
const HIDDEN = ['', '', 'Hidden Pair', 'Hidden Triple'];
const WORD = ['', '', 'two', 'three'];

/** k open cells of a unit with k digits between them: the unit's other cells lose those digits. */
export function findNakedSubset(state: VariantState, k: 2 | 3): VariantStep | null {
  const { rules, cand, value } = state;
  for (let u = 0; u < rules.units.length; u++) {
    const open = rules.units[u].cells.filter((c) => !value[c] && popcount(cand[c]) <= k);
    if (open.length < k) continue;
    for (const pick of choose(open.length, k)) {
      const cells = pick.map((i) => open[i]);
      let union = 0;
      for (const c of cells) union |= cand[c];
      if (popcount(union) !== k) continue;
      const elims: CellDigit[] = [];
      for (const c of rules.units[u].cells) if (!cells.includes(c)) for (const d of digitsOf(cand[c] & union)) elims.push({ cell: c, digit: d });
      const live = liveEliminations(state, elims);
      if (!live.length) continue;
      return {
        technique: NAKED[k],
        placements: [],
        eliminations: live,
        cells,
        digits: digitsOf(union),
        units: [u],
        cages: [],
        explanation: `In ${rules.units[u].name}, ${listCells(cells, rules.size)} hold only ${setLabel(union)} between them, which removes ${describeEliminations(live, rules.size)}.`,
      };
    }
  }
  return null;
}

/** k digits of a unit with k places between them: those cells lose every other digit. */
export function findHiddenSubset(state: VariantState, k: 2 | 3): VariantStep | null {
  const { rules, cand, value } = state;
  for (let u = 0; u < rules.units.length; u++) {
    const cells = rules.units[u].cells;
    const missing: number[] = [];
    const placesOf: number[][] = [];
    for (let d = 1; d <= rules.size; d++) {
      const bit = 1 << (d - 1);
      if (cells.some((c) => value[c] === d)) continue;
      const places = cells.filter((c) => !value[c] && cand[c] & bit);
      if (places.length >= 1 && places.length <= k) {
        missing.push(d);
        placesOf.push(places);
      }
    }
    if (missing.length < k) continue;
    for (const pick of choose(missing.length, k)) {
      const where = new Set(pick.flatMap((i) => placesOf[i]));
      if (where.size !== k) continue;
      let mask = 0;
      for (const i of pick) mask |= 1 << (missing[i] - 1);
      const elims: CellDigit[] = [];
      for (const c of where) for (const d of digitsOf(cand[c] & ~mask)) elims.push({ cell: c, digit: d });
      const live = liveEliminations(state, elims);
      if (!live.length) continue;
      const list = [...where].sort((a, b) => a - b);
      return {
        technique: HIDDEN[k],
        placements: [],
        eliminations: live,
        cells: list,
        digits: digitsOf(mask),
        units: [u],
        cages: [],
        explanation: `In ${rules.units[u].name}, the digits ${setLabel(mask)} fit only in the ${WORD[k]} cells ${listCells(list, rules.size)}, which removes ${describeEliminations(live, rules.size)}.`,
      };
    }
  }
  return null;
}

/** A digit whose places in two rows lie in the same two columns (or the other way round). */
export function findXWing(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  const n = rules.size;
  for (const byRow of [true, false]) {
    const at = (line: number, k: number) => (byRow ? line * n + k : k * n + line);
    for (let d = 1; d <= n; d++) {
      const bit = 1 << (d - 1);
      const spots: number[] = [];
      for (let line = 0; line < n; line++) {
        let m = 0;
        for (let k = 0; k < n; k++) if (!value[at(line, k)] && cand[at(line, k)] & bit) m |= 1 << k;
        spots.push(popcount(m) === 2 ? m : 0);
      }
      for (let a = 0; a < n; a++) {
        if (!spots[a]) continue;
        for (let b = a + 1; b < n; b++) {
          if (spots[b] !== spots[a]) continue;
          const cross = digitsOf(spots[a]).map((x) => x - 1);
          const elims: CellDigit[] = [];
          for (const k of cross) for (let line = 0; line < n; line++) if (line !== a && line !== b) elims.push({ cell: at(line, k), digit: d });
          const live = liveEliminations(state, elims);
          if (!live.length) continue;
          const cells = [a, b].flatMap((line) => cross.map((k) => at(line, k))).sort((x, y) => x - y);
          const lines = byRow ? [a, b] : [n + a, n + b];
          const across = byRow ? cross.map((k) => n + k) : cross;
          return {
            technique: 'X-Wing',
            placements: [],
            eliminations: live,
            cells,
            digits: [d],
            units: [...lines, ...across],
            cages: [],
            explanation: `${capital(rules.units[lines[0]].name)} and ${rules.units[lines[1]].name} place ${d} only in ${rules.units[across[0]].name} and ${rules.units[across[1]].name} (${listCells(cells, n)}), which removes ${describeEliminations(live, n)}.`,
          };
        }
      }
    }
  }
  return null;
}
