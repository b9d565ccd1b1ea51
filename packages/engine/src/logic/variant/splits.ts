/**
 * The rule of 45 read with cages sticking out (SudokuWiki's "Innies and Outies" and "Cage
 * Splitting", Sudopedia's "Innie-outie difference"). For a house H (a unit, or a band of rows
 * or columns) and a choice S of the cages that stick out of it, counting the cages wholly inside
 * H and those of S:
 *
 *     sum(innies) - sum(outies) = (houses x total) - (those cages' sums)
 *
 * where the innies are H's cells outside every counted cage (cells in no cage, and the inside
 * parts of the sticking-out cages not in S) and the outies the outside parts of S's cages.
 * Three techniques read it:
 *  - Innie-Outie Difference: innies and outies both open (one or two of each, three cells at
 *    most): their difference is known, which restricts both sides;
 *  - Cage Splitting: one side empty and the other lying in one cage: that cage splits into a
 *    part with a known sum and the rest, and the cage's digit sets must split the same way;
 *  - Hidden Cage: one side empty and the other, cells that see each other, a virtual cage with
 *    a known sum: its digit sets restrict its cells, a digit every set holds is placed or
 *    locked in a unit, a digit a unit can only place inside it picks its sets (cells that may
 *    repeat a digit: up to four, restricted by their sum alone).
 * S ranges over the choices with at most two cages in or out (one for bands): the ones a player
 * tries. Each
 * finder takes an optional house name ("box 7", "columns 8-9") to look there only.
 */
import type { CompiledRules } from '../../rules/compile.js';
import type { CellDigit } from '../step.js';
import { type House, houses, setHouses } from './rule45.js';
import { type VariantState, type VariantStep, seesTable, cageLabel, cellLabelOf, describeEliminations, digitsOf, joinWords, listCells, liveEliminations } from './state.js';
import { distinctSupport } from './sums.js';
import { capital } from './cages.js';

/** One reading of the rule of 45: a house, the cages counted whole, the innies and outies. */
interface Split {
  house: House;
  total: number;
  /** How many cages lie wholly inside the house. */
  inside: number;
  /**
   * Sticking-out cages counted whole (S), each named by its first cell (cage indices change
   * from layout to layout; a split is shared by every layout with the same cages at its house).
   */
  outCells: number[];
  cageSum: number;
  innies: number[];
  outies: number[];
  /** Whether the innies (the outies) all see each other, so that they can form a hidden cage. */
  inniesDistinct: boolean;
  outiesDistinct: boolean;
}

/** S's cages as indices into these rules. */
function outCages(rules: CompiledRules, s: Split): number[] {
  return s.outCells.map((c) => rules.cageOf[c]);
}

/** Which houses a finder reads: single units and bands of lines, or the unit sets (rule45.ts). */
export type SplitHouses = 'lines' | 'sets';

const cache = { lines: new WeakMap<CompiledRules, Split[]>(), sets: new WeakMap<CompiledRules, Split[]>() };

// A house's splits depend only on the cages meeting it (their cells and sums) and the units
// (one House object per set of units: byUnits). A killer generator compiles a new layout for
// every merge it tries, and most houses keep their cages: their splits are remembered by those
// cages instead of rebuilt (the build was about an eighth of killer generation). Bounded.
const byHouse = new Map<House, Map<string, Split[]>>();
let remembered = 0;
const REMEMBER_MAX = 4_000;

/** The cages meeting a house, as a key: per cage met (in house order) its size, cells and sum; -1 cells as 0xffff. */
function houseKey(rules: CompiledRules, house: House, met: Int32Array, stamp: number): string {
  const parts: number[] = [];
  for (const c of house.cells) {
    const k = rules.cageOf[c];
    if (k < 0) parts.push(0xffff);
    else if (met[k] !== stamp) {
      met[k] = stamp;
      const cage = rules.cages[k];
      parts.push(cage.cells.length, ...cage.cells, cage.sum);
    }
  }
  return String.fromCharCode(...parts);
}

/** Every split of every house (single units first, then bands; or the unit sets), fixed by the rules alone. */
function allSplits(rules: CompiledRules, which: SplitHouses = 'lines'): Split[] {
  let list = cache[which].get(rules);
  if (list) return list;
  list = [];
  const { single, bands } = houses(rules);
  const met = new Int32Array(rules.cages.length);
  let stamp = 0;
  for (const house of which === 'lines' ? [...single, ...bands] : setHouses(rules)) {
    let per = byHouse.get(house);
    if (!per) byHouse.set(house, (per = new Map()));
    const key = houseKey(rules, house, met, ++stamp);
    let splits = per.get(key);
    if (!splits) {
      if (remembered >= REMEMBER_MAX) byHouse.clear(), (remembered = 0), byHouse.set(house, (per = new Map()));
      splits = houseSplits(rules, house);
      per.set(key, splits);
      remembered++;
    }
    for (const x of splits) list.push(x);
  }
  cache[which].set(rules, list);
  return list;
}

/** The splits of one house (see the module comment for which choices S). */
function houseSplits(rules: CompiledRules, house: House): Split[] {
  const list: Split[] = [];
  const inHouse = new Set(house.cells);
  const total = (house.count * rules.size * (rules.size + 1)) / 2;
  const inside: number[] = [];
  const partial: number[] = [];
  const uncaged: number[] = [];
  const seen = new Set<number>();
  for (const c of house.cells) {
    const k = rules.cageOf[c];
    if (k < 0) uncaged.push(c);
    else if (!seen.has(k)) {
      seen.add(k);
      (rules.cages[k].cells.every((x) => inHouse.has(x)) ? inside : partial).push(k);
    }
  }
  if (partial.length === 0 || partial.length > 12) return list;
  const insideSum = inside.reduce((s, k) => s + rules.cages[k].sum, 0);
  const p = partial.length;
  const choices = new Set<number>();
  // S with at most two cages in, or at most two left out.
  // Bands: at most one cage in or out (a band has many sticking-out cages; wider choices cost
  // more than players try).
  const most = house.count === 1 ? 2 : 1;
  for (let a = -1; a < p; a++) {
    for (let b = most === 2 ? a : -1; b < (most === 2 ? p : 0); b++) {
      const small = (a >= 0 ? 1 << a : 0) | (b >= 0 ? 1 << b : 0);
      choices.add(small);
      choices.add(((1 << p) - 1) & ~small);
    }
  }
  const see = seesTable(rules);
  const distinct = (g: number[]) => g.length < rules.size && g.every((a, i) => g.every((b, j) => i === j || see[a * rules.cells + b] === 1));
  for (const mask of choices) {
    const out = partial.filter((_, i) => mask & (1 << i));
    const innies = [...uncaged];
    const outies: number[] = [];
    partial.forEach((k, i) => {
      for (const c of rules.cages[k].cells) {
        if (mask & (1 << i)) {
          if (!inHouse.has(c)) outies.push(c);
        } else if (inHouse.has(c)) innies.push(c);
      }
    });
    innies.sort((x, y) => x - y);
    outies.sort((x, y) => x - y);
    const cageSum = insideSum + out.reduce((s, k) => s + rules.cages[k].sum, 0);
    const outCells = out.map((k) => rules.cages[k].cells[0]);
    list.push({ house, total, inside: inside.length, outCells, cageSum, innies, outies, inniesDistinct: distinct(innies), outiesDistinct: distinct(outies) });
  }
  return list;
}

/** A split read in a position: the open innies and outies and what sum(open innies) - sum(open outies) is. */
function reading(state: VariantState, s: Split): { inn: number[]; outs: number[]; delta: number } {
  const { value } = state;
  let delta = s.total - s.cageSum;
  const inn: number[] = [];
  const outs: number[] = [];
  for (const c of s.innies) value[c] ? (delta -= value[c]) : inn.push(c);
  for (const c of s.outies) value[c] ? (delta += value[c]) : outs.push(c);
  return { inn, outs, delta };
}

/** How many innies and outies are open (no allocation: most splits are skipped on these counts). */
function openCounts(value: Uint8Array, s: Split): number {
  let inn = 0;
  let outs = 0;
  for (const c of s.innies) if (!value[c]) inn++;
  for (const c of s.outies) if (!value[c]) outs++;
  return inn * 1024 + outs;
}

function sees(rules: CompiledRules, a: number, b: number): boolean {
  return seesTable(rules)[a * rules.cells + b] === 1;
}

/** Why the sum holds, for the sentence: "Box 7 adds up to 45, and ... add up to 50". */
function because(rules: CompiledRules, s: Split): string {
  const name = s.house.name;
  // "Box 7 adds up to 45 ... inside it", "Boxes 7 and 8 add up to 90 ... inside them"
  const [adds, it] = s.house.count > 1 ? ['add', 'them'] : ['adds', 'it'];
  if (s.outCells.length === 0) return `${capital(name)} ${adds} up to ${s.total} and the cages wholly inside ${it} to ${s.cageSum}`;
  const them = outCages(rules, s).map((k) => cageLabel(rules, k));
  const inner = s.inside ? `the cages wholly inside ${it} and ${joinWords(them)}` : joinWords(them);
  return `${capital(name)} ${adds} up to ${s.total}, and ${inner} (sticking out) add up to ${s.cageSum}`;
}

/**
 * Per cell, the digits some assignment gives it with sum(signs[i] * digit[i]) = target, cells
 * that see each other distinct: a bounded walk (at most 4 cells).
 */
function signedSupport(rules: CompiledRules, cells: readonly number[], masks: readonly number[], signs: readonly number[], target: number): number[] {
  const k = cells.length;
  const support = new Array<number>(k).fill(0);
  const pick = new Array<number>(k).fill(0);
  const go = (j: number, acc: number): void => {
    if (j === k) {
      if (acc === target) for (let t = 0; t < k; t++) support[t] |= 1 << (pick[t] - 1);
      return;
    }
    for (const d of digitsOf(masks[j])) {
      let clash = false;
      for (let t = 0; t < j && !clash; t++) if (pick[t] === d && sees(rules, cells[t], cells[j])) clash = true;
      if (clash) continue;
      pick[j] = d;
      go(j + 1, acc + signs[j] * d);
    }
  };
  go(0, 0);
  return support;
}

function eliminationsFor(state: VariantState, cells: readonly number[], support: readonly number[]): CellDigit[] {
  const elims: CellDigit[] = [];
  cells.forEach((cell, j) => digitsOf(state.cand[cell] & ~support[j]).forEach((digit) => elims.push({ cell, digit })));
  return liveEliminations(state, elims);
}

/** Innies and outies both open, three cells at most: their known difference restricts both. */
export function findInnieOutieDifference(state: VariantState, house?: string, which: SplitHouses = 'lines'): VariantStep | null {
  const { rules, cand } = state;
  if (rules.cages.length === 0) return null;
  for (const s of allSplits(rules, which)) {
    if (house !== undefined && s.house.name !== house) continue;
    const counts = openCounts(state.value, s);
    const ni = counts >> 10;
    const no = counts & 1023;
    if (!ni || !no || ni + no > 3) continue;
    const { inn, outs, delta } = reading(state, s);
    const cells = [...inn, ...outs];
    const support = signedSupport(rules, cells, cells.map((c) => cand[c]), cells.map((_, j) => (j < inn.length ? 1 : -1)), delta);
    if (support.some((m) => m === 0)) continue; // broken position: left to the others
    const live = eliminationsFor(state, cells, support);
    if (!live.length) continue;
    const n = rules.size;
    const side = (list: number[]) => (list.length === 1 ? cellLabelOf(list[0], n) : `${listCells(list, n)} together`);
    const relation = delta === 0 ? `${side(inn)} equal${inn.length === 1 ? 's' : ''} ${side(outs)}` : `${side(inn)} ${inn.length === 1 ? 'is' : 'are'} ${Math.abs(delta)} ${delta > 0 ? 'more' : 'less'} than ${side(outs)}`;
    return {
      technique: 'Innie-Outie Difference',
      placements: [],
      eliminations: live,
      cells,
      digits: [...new Set(live.map((e) => e.digit))].sort((a, b) => a - b),
      units: s.house.units.slice(),
      cages: outCages(rules, s),
      explanation: `${because(rules, s)}, so ${relation} (innie${inn.length > 1 ? 's' : ''} against outie${outs.length > 1 ? 's' : ''}), which removes ${describeEliminations(live, n)}.`,
    };
  }
  return null;
}

/**
 * Distinct digits on `masks` adding up to `sum`, the first `partLen` of them adding up to
 * `partSum`: each cell's supported digits. The cells are filled in order with the used digits
 * as memo key (that set fixes both the cell reached and the sum so far).
 */
function splitSupport(size: number, masks: readonly number[], partLen: number, partSum: number, sum: number): number[] {
  const k = masks.length;
  const support = new Array<number>(k).fill(0);
  const memo = new Map<number, boolean>();
  const visit = (used: number, j: number, total: number): boolean => {
    const hit = memo.get(used);
    if (hit !== undefined) return hit;
    let ok = false;
    if (j === partLen && total !== partSum) ok = false;
    else if (j === k) ok = total === sum;
    else {
      for (const d of digitsOf(masks[j] & ~used)) {
        if (total + d > sum) break;
        if (visit(used | (1 << (d - 1)), j + 1, total + d)) {
          support[j] |= 1 << (d - 1);
          ok = true;
        }
      }
    }
    memo.set(used, ok);
    return ok;
  };
  if (k > 0 && k <= size) visit(0, 0, 0);
  return support;
}

/** One side empty and the other inside one cage: the cage splits into a known part and the rest. */
export function findCageSplitting(state: VariantState, house?: string, which: SplitHouses = 'lines'): VariantStep | null {
  const { rules, cand, value } = state;
  if (rules.cages.length === 0) return null;
  const n = rules.size;
  for (const s of allSplits(rules, which)) {
    if (house !== undefined && s.house.name !== house) continue;
    const counts = openCounts(value, s);
    if (counts >> 10 && counts & 1023) continue;
    if (!counts) continue;
    const { inn, outs, delta } = reading(state, s);
    const part = inn.length ? inn : outs;
    const partSum = inn.length ? delta : -delta;
    if (!part.length) continue;
    const k = rules.cageOf[part[0]];
    if (k < 0 || !part.every((c) => rules.cageOf[c] === k)) continue;
    const cage = rules.cages[k];
    const inPart = new Set(part);
    const rest = cage.cells.filter((c) => !value[c] && !inPart.has(c));
    if (!rest.length) continue;
    let left = cage.sum;
    let placed = 0;
    for (const c of cage.cells) if (value[c]) (left -= value[c]), (placed |= 1 << (value[c] - 1));
    const cells = [...part, ...rest];
    const support = splitSupport(n, cells.map((c) => cand[c] & ~placed), part.length, partSum, left);
    if (support.some((m) => m === 0)) continue;
    const live = eliminationsFor(state, cells, support);
    if (!live.length) continue;
    return {
      technique: 'Cage Splitting',
      placements: [],
      eliminations: live,
      cells,
      digits: [...new Set(live.map((e) => e.digit))].sort((a, b) => a - b),
      units: s.house.units.slice(),
      cages: [k, ...outCages(rules, s).filter((x) => x !== k)],
      explanation: `${because(rules, s)}, so ${listCells(part, n)} of ${cageLabel(rules, k)} add${part.length === 1 ? 's' : ''} up to ${partSum} and its other open cells ${listCells(rest, n)} to ${left - partSum}, which removes ${describeEliminations(live, n)}.`,
    };
  }
  return null;
}

function setsPhrase(combos: readonly number[]): string {
  if (combos.length > 4) return `one of ${combos.length} digit sets`;
  return combos.map((m) => digitsOf(m).join(',')).sort().map((x) => `{${x}}`).join(' or ');
}

/** One side empty, the other cells that see each other: a virtual cage with a known sum, read as a cage. */
export function findHiddenCage(state: VariantState, house?: string, which: SplitHouses = 'lines'): VariantStep | null {
  const { rules, cand } = state;
  if (rules.cages.length === 0) return null;
  const n = rules.size;
  for (const s of allSplits(rules, which)) {
    if (house !== undefined && s.house.name !== house) continue;
    const counts = openCounts(state.value, s);
    if ((counts >> 10 && counts & 1023) || !counts || Math.max(counts >> 10, counts & 1023) >= n) continue;
    const { inn, outs, delta } = reading(state, s);
    const group = inn.length ? inn : outs;
    const sum = inn.length ? delta : -delta;
    if (!group.length || group.length >= n) continue;
    const k0 = rules.cageOf[group[0]];
    if (k0 >= 0 && group.every((c) => rules.cageOf[c] === k0)) continue; // a cage's part: Cage Splitting
    if (inn.length ? !s.inniesDistinct : !s.outiesDistinct) {
      // Cells that may repeat a digit (in different units): at most 4, their sum alone restricts them.
      if (group.length > 4) continue;
      const support = signedSupport(rules, group, group.map((c) => cand[c]), group.map(() => 1), sum);
      if (support.some((m) => m === 0)) continue;
      const live = eliminationsFor(state, group, support);
      if (live.length) return { technique: 'Hidden Cage', placements: [], eliminations: live, cells: group, digits: [...new Set(live.map((e) => e.digit))].sort((a, b) => a - b), units: s.house.units.slice(), cages: outCages(rules, s), explanation: `${because(rules, s)}, so ${listCells(group, n)} (${inn.length ? 'innies' : 'outies'} of ${s.house.name}) add up to ${sum}, which removes ${describeEliminations(live, n)}.` };
      continue;
    }
    const what = `${listCells(group, n)} (${inn.length ? 'innies' : 'outies'} of ${s.house.name})`;
    const base = { units: s.house.units.slice(), cages: outCages(rules, s) };
    if (group.length === 1) {
      const cell = group[0];
      if (sum < 1 || sum > n || !(cand[cell] & (1 << (sum - 1)))) continue;
      return { technique: 'Hidden Cage', placements: [{ cell, digit: sum }], eliminations: [], cells: group, digits: [sum], ...base, explanation: `${because(rules, s)}, so ${cellLabelOf(cell, n)} (the one ${inn.length ? 'innie' : 'outie'} left open) is ${sum}.` };
    }
    const masks = group.map((c) => cand[c]);
    const { combos, support } = distinctSupport(n, masks, sum);
    if (!combos.length || support.some((m) => m === 0)) continue;
    const head = `${because(rules, s)}, so ${what} form a hidden cage of ${sum}: ${setsPhrase(combos)}`;
    const live = eliminationsFor(state, group, support);
    if (live.length) return { technique: 'Hidden Cage', placements: [], eliminations: live, cells: group, digits: [...new Set(live.map((e) => e.digit))].sort((a, b) => a - b), ...base, explanation: `${head}, which removes ${describeEliminations(live, n)}.` };
    let required = rules.allDigits;
    for (const m of combos) required &= m;
    const inGroup = new Set(group);
    for (const d of digitsOf(required)) {
      const bit = 1 << (d - 1);
      const places = group.filter((c) => cand[c] & bit);
      if (places.length === 1) {
        return { technique: 'Hidden Cage', placements: [{ cell: places[0], digit: d }], eliminations: [], cells: group, digits: [d], ...base, explanation: `${head}; every set holds ${d} and only ${cellLabelOf(places[0], n)} can take it.` };
      }
      for (const u of rules.unitsOf[places[0]]) {
        if (!places.every((c) => rules.unitsOf[c].includes(u))) continue;
        const elims = liveEliminations(state, rules.units[u].cells.filter((c) => !inGroup.has(c)).map((cell) => ({ cell, digit: d })));
        if (elims.length) return { technique: 'Hidden Cage', placements: [], eliminations: elims, cells: group, digits: [d], ...base, units: [...base.units, u], explanation: `${head}; every set holds ${d}, whose places there all lie in ${rules.units[u].name}, which removes ${describeEliminations(elims, n)}.` };
      }
    }
    // A digit some unit can only place inside the group: the group holds it.
    const units = new Set(group.flatMap((c) => rules.unitsOf[c]));
    for (const u of units) {
      let inside = 0;
      let outside = 0;
      let placed = 0;
      for (const c of rules.units[u].cells) {
        if (state.value[c]) placed |= 1 << (state.value[c] - 1);
        else if (inGroup.has(c)) inside |= cand[c];
        else outside |= cand[c];
      }
      for (const d of digitsOf(inside & ~outside & ~placed & ~required)) {
        const bit = 1 << (d - 1);
        const forced = distinctSupport(n, masks, sum, bit);
        if (!forced.combos.length) continue;
        const elims = eliminationsFor(state, group, forced.support);
        if (elims.length) return { technique: 'Hidden Cage', placements: [], eliminations: elims, cells: group, digits: [d], ...base, units: [...base.units, u], explanation: `${head}; ${rules.units[u].name} can place ${d} only inside it, so it is ${setsPhrase(forced.combos)}, which removes ${describeEliminations(elims, n)}.` };
      }
    }
  }
  return null;
}
