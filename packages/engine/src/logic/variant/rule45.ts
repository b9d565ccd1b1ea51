/**
 * The rule of 45 (for a size-n grid the unit total is n(n+1)/2; 45 on 9x9), over one unit, over
 * bands of adjacent rows or columns, and over unit sets (two to four boxes, a box and the line
 * along its edge: setHouses, read by the expert rung in rule45-sets.ts):
 *  - innies: the cells of the houses not in a cage wholly inside them add up to
 *    (houses x total) - (those cages' sums);
 *  - outies: when the innies are exactly covered by cages that stick out, the cells sticking
 *    out add up to (those cages' sums) - (the innies' total).
 * One open cell left: its digit is known. Several: a virtual cage, whose digit sets remove
 * candidates as a cage's do (cells seeing each other distinct; otherwise at most 4 cells,
 * enumerated).
 */
import type { CompiledRules } from '../../rules/compile.js';
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, seesTable, cellLabelOf, describeEliminations, digitsOf, joinWords, listCells, liveEliminations } from './state.js';
import { distinctSupport, smallSupport } from './sums.js';
import { capital } from './cages.js';
import { byUnits } from './by-units.js';

export interface House {
  name: string;
  /** How many units it is made of. */
  count: number;
  cells: number[];
  units: number[];
}

const cache = new WeakMap<CompiledRules, { single: House[]; bands: House[] }>();
const setsCache = new WeakMap<CompiledRules, House[]>();

/** The houses the rule of 45 reads: each unit, and each run of 2 .. n-1 adjacent rows or columns (2-3 above 9x9). */
export function houses(rules: CompiledRules): { single: House[]; bands: House[] } {
  let h = cache.get(rules);
  if (h) return h;
  h = byUnits(rules, 'houses', buildHouses);
  cache.set(rules, h);
  return h;
}

function buildHouses(rules: CompiledRules): { single: House[]; bands: House[] } {
  const n = rules.size;
  const single = rules.units.map((u, i) => ({ name: u.name, count: 1, cells: u.cells.slice(), units: [i] }));
  const bands: House[] = [];
  for (const [kind, offset] of [['rows', 0], ['columns', n]] as const) {
    // Above 9x9 only bands of 2-3 lines: wider ones make virtual cages too large to be cheap.
    for (let k = 2; k < (n > 9 ? 4 : n); k++) {
      for (let start = 0; start + k <= n; start++) {
        const units = Array.from({ length: k }, (_, t) => offset + start + t);
        const cells = units.flatMap((u) => rules.units[u].cells).sort((a, b) => a - b);
        bands.push({ name: `${kind} ${start + 1}-${start + k}`, count: k, cells, units });
      }
    }
  }
  return { single, bands };
}

/** Unions of whole units a player picks out (see unitSets), built when first asked for (expert only). */
export function setHouses(rules: CompiledRules): House[] {
  let h = setsCache.get(rules);
  if (h) return h;
  if (rules.cages.length === 0) h = [];
  else h = byUnits(rules, 'unit sets', unitSets);
  setsCache.set(rules, h);
  return h;
}

/**
 * Unions of whole units beyond lines, as killer walkthroughs read them: two boxes side by side,
 * three boxes in an L, four boxes in a square, and a box with the row or column running along
 * its edge (the units disjoint, so the set adds up to count x the unit total). Boxes only (a
 * jigsaw's regions have no such simple neighbourhoods); none on a grid without cages.
 */
function unitSets(rules: CompiledRules): House[] {
  if (rules.cages.length === 0) return [];
  const n = rules.size;
  const boxes = rules.units.map((u, i) => ({ u, i })).filter(({ u }) => u.kind === 'box');
  if (boxes.length !== n) return [];
  const geo = boxes.map(({ u, i }) => {
    const rows = u.cells.map((c) => Math.floor(c / n));
    const cols = u.cells.map((c) => c % n);
    return { unit: i, top: Math.min(...rows), bottom: Math.max(...rows), left: Math.min(...cols), right: Math.max(...cols) };
  });
  const h = geo[0].bottom - geo[0].top + 1;
  const w = geo[0].right - geo[0].left + 1;
  const at = new Map(geo.map((g) => [`${g.top / h},${g.left / w}`, g]));
  const out: House[] = [];
  const add = (units: number[], name: string) => {
    const cells = units.flatMap((u) => rules.units[u].cells).sort((a, b) => a - b);
    out.push({ name, count: units.length, cells, units: units.slice().sort((a, b) => a - b) });
  };
  const nameOf = (u: number) => rules.units[u].name;
  const boxList = (gs: { unit: number }[]) => `boxes ${joinWords(gs.map((g) => nameOf(g.unit).replace(/^box /, '')))}`;
  for (const g of geo) {
    const br = g.top / h;
    const bc = g.left / w;
    const right = at.get(`${br},${bc + 1}`);
    const below = at.get(`${br + 1},${bc}`);
    const diag = at.get(`${br + 1},${bc + 1}`);
    if (right) add([g.unit, right.unit], boxList([g, right]));
    if (below) add([g.unit, below.unit], boxList([g, below]));
    if (right && below && diag) {
      const square = [g, right, below, diag];
      for (let skip = 0; skip < 4; skip++) {
        const l = square.filter((_, k) => k !== skip).sort((a, b) => a.unit - b.unit);
        add(l.map((x) => x.unit), boxList(l));
      }
      const all = square.slice().sort((a, b) => a.unit - b.unit);
      add(all.map((x) => x.unit), boxList(all));
    }
  }
  for (const g of geo) {
    for (const r of [g.top - 1, g.bottom + 1]) if (r >= 0 && r < n) add([r, g.unit], `row ${r + 1} and ${nameOf(g.unit)}`);
    for (const c of [g.left - 1, g.right + 1]) if (c >= 0 && c < n) add([n + c, g.unit], `column ${c + 1} and ${nameOf(g.unit)}`);
  }
  return out;
}

function peersOf(rules: CompiledRules, a: number, b: number): boolean {
  return seesTable(rules)[a * rules.cells + b] === 1;
}

/** What the rule of 45 says about a house, from the rules alone (cached per house). */
interface HouseSums {
  total: number;
  insideSum: number;
  insideCages: number[];
  /** The house's cells outside the cages wholly inside it (empty when none or all). */
  innies: number[];
  innieSum: number;
  /** The cages sticking out, when they cover every innie; else empty. */
  outCages: number[];
  outies: number[];
  outieSum: number;
}

// Per rules, then per house: houses are shared between rules with the same units (byUnits).
const sumsCache = new WeakMap<CompiledRules, Map<House, HouseSums>>();

function houseSums(rules: CompiledRules, house: House): HouseSums {
  let per = sumsCache.get(rules);
  if (!per) sumsCache.set(rules, (per = new Map()));
  let h = per.get(house);
  if (h) return h;
  const inHouse = new Set(house.cells);
  const total = (house.count * rules.size * (rules.size + 1)) / 2;
  let insideSum = 0;
  const insideCages: number[] = [];
  const partial = new Set<number>();
  let innies: number[] = [];
  const seenCage = new Set<number>();
  for (const c of house.cells) {
    const k = rules.cageOf[c];
    if (k < 0) {
      innies.push(c);
      continue;
    }
    if (!seenCage.has(k)) {
      seenCage.add(k);
      if (rules.cages[k].cells.every((x) => inHouse.has(x))) {
        insideCages.push(k);
        insideSum += rules.cages[k].sum;
      } else partial.add(k);
    }
    if (partial.has(k)) innies.push(c);
  }
  const innieSum = total - insideSum;
  let outCages: number[] = [];
  let outies: number[] = [];
  let outieSum = 0;
  // Outies: only when every innie is in a cage that sticks out.
  if (innies.length > 0 && partial.size > 0 && innies.every((c) => rules.cageOf[c] >= 0)) {
    outCages = [...partial];
    outies = outCages.flatMap((k) => rules.cages[k].cells.filter((c) => !inHouse.has(c))).sort((a, b) => a - b);
    outieSum = outCages.reduce((s, k) => s + rules.cages[k].sum, 0) - innieSum;
    if (outies.length > rules.size) outies = [];
  }
  if (innies.length === house.cells.length) innies = [];
  h = { total, insideSum, insideCages, innies, innieSum, outCages, outies, outieSum };
  per.set(house, h);
  return h;
}

/** Innies and outies of one house: a step or null. */
function examine(state: VariantState, house: House, technique: string): VariantStep | null {
  const { rules, cand, value } = state;
  if (rules.cages.length === 0) return null;
  const { total, insideSum, insideCages, innies, innieSum, outCages, outies, outieSum } = houseSums(rules, house);
  const tryGroup = (cells: number[], sum: number, side: 'innie' | 'outie', cages: number[]): VariantStep | null => {
    const open: number[] = [];
    let left = sum;
    for (const c of cells) {
      left -= value[c];
      if (!value[c]) open.push(c);
    }
    if (open.length === 0) return null;
    const [adds, it] = house.count > 1 ? ['add', 'them'] : ['adds', 'it'];
    const what = () => (side === 'innie' ? `the cells of ${house.name} outside the cages wholly inside ${it}` : `the cells sticking out of ${house.name} from the cages covering the rest of ${it}`);
    const why = () => (side === 'innie' ? `${capital(house.name)} ${adds} up to ${total} and the cages wholly inside ${it} to ${insideSum}` : `the cages covering ${house.name}'s cells outside its inner cages add up to ${cages.reduce((s, k) => s + rules.cages[k].sum, 0)}, and those cells to ${innieSum}`);
    if (open.length === 1) {
      const cell = open[0];
      if (left < 1 || left > rules.size || !(cand[cell] & (1 << (left - 1)))) return null;
      return {
        technique,
        placements: [{ cell, digit: left }],
        eliminations: [],
        cells: cells.slice(),
        digits: [left],
        units: house.units.slice(),
        cages: cages.slice(),
        explanation: `${capital(why())}, so ${cellLabelOf(cell, rules.size)} (${side === 'innie' ? 'the one innie' : 'the one outie'} left open) is ${left}.`,
      };
    }
    if (rules.size > 9 && open.length > 8) return null; // too many digit sets to be a player's step
    const masks = open.map((c) => cand[c]);
    let allDistinct = true;
    for (let i = 0; i < open.length && allDistinct; i++) for (let j = i + 1; j < open.length; j++) if (!peersOf(rules, open[i], open[j])) (allDistinct = false), j = open.length;
    const support = allDistinct ? distinctSupport(rules.size, masks, left).support : smallSupport(masks, left, (i, j) => peersOf(rules, open[i], open[j]));
    if (!support) return null;
    let any = false;
    for (let j = 0; j < open.length; j++) {
      if (support[j] === 0) return null; // broken position: leave it to the others
      if (cand[open[j]] & ~support[j]) any = true;
    }
    if (!any) return null;
    const elims: CellDigit[] = [];
    open.forEach((cell, j) => digitsOf(cand[cell] & ~support[j]).forEach((digit) => elims.push({ cell, digit })));
    const live = liveEliminations(state, elims);
    if (!live.length) return null;
    return {
      technique,
      placements: [],
      eliminations: live,
      cells: open,
      digits: [...new Set(live.map((e) => e.digit))].sort((a, b) => a - b),
      units: house.units.slice(),
      cages: cages.slice(),
      explanation: `${capital(why())}, so ${listCells(open, rules.size)} (${what()}) add up to ${left}, which removes ${describeEliminations(live, rules.size)}.`,
    };
  };
  if (innies.length > 0) {
    const s = tryGroup(innies, innieSum, 'innie', insideCages);
    if (s) return s;
  }
  if (outies.length > 0) {
    const s = tryGroup(outies, outieSum, 'outie', outCages);
    if (s) return s;
  }
  return null;
}

/** The rule of 45 on single units (rows, columns, boxes or regions, diagonals, windows). */
export function findRule45(state: VariantState): VariantStep | null {
  for (const h of houses(state.rules).single) {
    const s = examine(state, h, 'Rule of 45');
    if (s) return s;
  }
  return null;
}

/** The rule of 45 on one unit only (its index in the compiled rules), e.g. to show a hint there. */
export function findRule45In(state: VariantState, unit: number): VariantStep | null {
  const h = houses(state.rules).single[unit];
  return h ? examine(state, h, 'Rule of 45') : null;
}

/** Innies and outies of one of the unit sets (setHouses), as Rule of 45 steps read them. */
export function findRule45SetSums(state: VariantState, technique: string): VariantStep | null {
  for (const h of setHouses(state.rules)) {
    const s = examine(state, h, technique);
    if (s) return s;
  }
  return null;
}

/** The rule of 45 on bands of 2 .. n-1 adjacent rows or columns. */
export function findRule45Bands(state: VariantState): VariantStep | null {
  for (const h of houses(state.rules).bands) {
    const s = examine(state, h, 'Rule of 45 on Bands');
    if (s) return s;
  }
  return null;
}
