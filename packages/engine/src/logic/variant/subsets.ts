/**
 * Naked and hidden pairs and triples over every unit, and the X-Wing on rows and columns (the
 * only fish this ladder has: rows and columns are units under every rules value).
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, describeEliminations, digitsOf, listCells, liveEliminations, popcount, setLabel } from './state.js';
import { capital } from './cages.js';

const NAKED = ['', '', 'Naked Pair', 'Naked Triple'];
const HIDDEN = ['', '', 'Hidden Pair', 'Hidden Triple'];
const WORD = ['', '', 'two', 'three'];

/**
 * The k-subsets (k = 2 or 3) of 0 .. n-1 in lexicographic order, as the callback's arguments
 * (c = -1 for pairs); stops at the first non-null result. No allocation: subsets run at every
 * stall of every capped solve while generating to a level.
 */
function eachSubset<T>(n: number, k: 2 | 3, f: (a: number, b: number, c: number) => T | null): T | null {
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (k === 2) {
        const r = f(a, b, -1);
        if (r) return r;
        continue;
      }
      for (let c = b + 1; c < n; c++) {
        const r = f(a, b, c);
        if (r) return r;
      }
    }
  }
  return null;
}

/** k open cells of a unit with k digits between them: the unit's other cells lose those digits. */
export function findNakedSubset(state: VariantState, k: 2 | 3): VariantStep | null {
  const { rules, cand, value } = state;
  const open: number[] = [];
  for (let u = 0; u < rules.units.length; u++) {
    const unitCells = rules.units[u].cells;
    open.length = 0;
    for (const c of unitCells) if (!value[c] && popcount(cand[c]) <= k) open.push(c);
    if (open.length < k) continue;
    const s = eachSubset(open.length, k, (a, b, x) => {
      const union = cand[open[a]] | cand[open[b]] | (x >= 0 ? cand[open[x]] : 0);
      if (popcount(union) !== k) return null;
      const cells = x >= 0 ? [open[a], open[b], open[x]] : [open[a], open[b]];
      const elims: CellDigit[] = [];
      for (const c of unitCells) if (!cells.includes(c)) for (const d of digitsOf(cand[c] & union)) elims.push({ cell: c, digit: d });
      const live = liveEliminations(state, elims);
      if (!live.length) return null;
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
    });
    if (s) return s;
  }
  return null;
}

/** k digits of a unit with k places between them: those cells lose every other digit. */
export function findHiddenSubset(state: VariantState, k: 2 | 3): VariantStep | null {
  const { rules, cand, value } = state;
  const size = rules.size;
  // per digit: its places in the unit as a mask over the unit's cell positions
  const where = new Int32Array(size + 1);
  const missing: number[] = [];
  for (let u = 0; u < rules.units.length; u++) {
    const cells = rules.units[u].cells;
    where.fill(0);
    let placed = 0;
    for (let p = 0; p < cells.length; p++) {
      const c = cells[p];
      if (value[c]) {
        placed |= 1 << (value[c] - 1);
        continue;
      }
      for (let m = cand[c]; m; m &= m - 1) where[32 - Math.clz32(m & -m)] |= 1 << p;
    }
    missing.length = 0;
    for (let d = 1; d <= size; d++) {
      if (placed & (1 << (d - 1))) continue;
      const count = popcount(where[d]);
      if (count >= 1 && count <= k) missing.push(d);
    }
    if (missing.length < k) continue;
    const s = eachSubset(missing.length, k, (a, b, x) => {
      const spots = where[missing[a]] | where[missing[b]] | (x >= 0 ? where[missing[x]] : 0);
      if (popcount(spots) !== k) return null;
      const mask = (1 << (missing[a] - 1)) | (1 << (missing[b] - 1)) | (x >= 0 ? 1 << (missing[x] - 1) : 0);
      const list: number[] = [];
      for (let p = 0; p < cells.length; p++) if (spots & (1 << p)) list.push(cells[p]);
      const elims: CellDigit[] = [];
      for (const c of list) for (const d of digitsOf(cand[c] & ~mask)) elims.push({ cell: c, digit: d });
      const live = liveEliminations(state, elims);
      if (!live.length) return null;
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
    });
    if (s) return s;
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
