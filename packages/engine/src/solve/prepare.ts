/**
 * The generic solver's view of compiled rules: flat typed arrays (peers, units, sum groups),
 * built once per CompiledRules and cached (compiled rules are frozen, so the cache cannot go
 * stale).
 *
 * Sum groups are the killer cages plus what the rule of 45 derives from them ("innies"): a unit
 * holds each digit once, so its cells add up to 1 + ... + N; the unit's cells not in a cage that
 * lies wholly inside it add up to that total minus those cages' sums, and hold distinct digits
 * (a virtual cage). The same for two or three adjacent rows or columns (their cells need not be
 * distinct: such a group is checked by bounds only).
 */
import type { CompiledRules } from '../rules/compile.js';
import { cageCombinations } from '../rules/combos.js';

/** Distinct groups with more combinations than this are checked by bounds only (16x16's big cages). */
const MAX_COMBOS = 400;
/** Innies of several lines with more free cells than this are not worth a group. */
const MAX_MULTI_INNIES = 9;

export interface Prepared {
  n: number;
  cells: number;
  all: number;
  /** Peers of cell i: peerList[peerStart[i] .. peerStart[i + 1]). */
  peerStart: Int32Array;
  peerList: Int16Array;
  nUnits: number;
  /** Unit u's cells: unitCells[u * n .. u * n + n). */
  unitCells: Int16Array;
  cellUnitStart: Int32Array;
  cellUnitList: Int16Array;
  nGroups: number;
  /** Group g's cells: groupCells[groupStart[g] .. groupStart[g + 1]). */
  groupStart: Int32Array;
  groupCells: Int16Array;
  groupSum: Int16Array;
  /** 1 when the group's digits are distinct (a cage, one unit's innies). */
  groupDistinct: Uint8Array;
  /** Group g's combinations: combos[comboStart[g] .. comboStart[g + 1]); none = check bounds only. */
  comboStart: Int32Array;
  combos: Uint16Array;
  cellGroupStart: Int32Array;
  cellGroupList: Int16Array;
  /**
   * Unit pairs meeting in two or more cells (for locked candidates): unit u's are pairUnit[
   * pairStart[u] .. pairStart[u + 1]), with the meeting cells as positions in u (pairInU, bit k
   * = u's k-th cell) and in the other unit (pairInV).
   */
  pairStart: Int32Array;
  pairUnit: Int16Array;
  pairInU: Uint16Array;
  pairInV: Uint16Array;
  /**
   * Units holding two or more cells of a group (for a required digit confined to one unit):
   * group g's are spanUnit[spanStart[g] .. spanStart[g + 1]), spanInGroup the group positions
   * (bit k = the group's k-th cell) inside the unit. Groups of more than 16 cells have none.
   */
  spanStart: Int32Array;
  spanUnit: Int16Array;
  spanInGroup: Uint16Array;
  /** The unit's positions (bit x = its x-th cell) outside the group. */
  spanOutside: Uint16Array;
  /** Run locked candidates at stalls (not for killers, where it costs more than it saves: measured on TAREK). */
  locked: boolean;
}

const cache = new WeakMap<CompiledRules, Prepared>();

function flatten(lists: readonly (readonly number[])[]): { start: Int32Array; list: Int16Array } {
  const start = new Int32Array(lists.length + 1);
  let total = 0;
  lists.forEach((l, i) => {
    start[i] = total;
    total += l.length;
  });
  start[lists.length] = total;
  const list = new Int16Array(total);
  lists.forEach((l, i) => list.set(l, start[i]));
  return { start, list };
}

interface Group {
  cells: number[];
  sum: number;
  distinct: boolean;
}

/**
 * The rule of 45 over a set of lines (whole units, disjoint): the cells not in a cage wholly
 * inside add up to the lines' total minus those cages' sums (innies); and when cages cover the
 * lines, the cells of the cages that stick out add up to their sums minus that (outies).
 */
function rule45(lines: readonly (readonly number[])[], compiled: CompiledRules): Group[] {
  const inSet = new Set<number>();
  for (const l of lines) for (const c of l) inSet.add(c);
  const total = ((compiled.size * (compiled.size + 1)) / 2) * lines.length;
  let inside = 0;
  let across = 0;
  const covered = new Set<number>();
  const outies: number[] = [];
  for (const cage of compiled.cages) {
    const inCount = cage.cells.filter((c) => inSet.has(c)).length;
    if (inCount === 0) continue;
    if (inCount === cage.cells.length) {
      inside += cage.sum;
      for (const c of cage.cells) covered.add(c);
    } else {
      across += cage.sum;
      for (const c of cage.cells) if (!inSet.has(c)) outies.push(c);
    }
  }
  const out: Group[] = [];
  const single = lines.length === 1;
  const free = Array.from(inSet).filter((c) => !covered.has(c)).sort((a, b) => a - b);
  if (covered.size > 0 && free.length > 0) out.push({ cells: free, sum: total - inside, distinct: single });
  // Outies: every cell of the lines lies in some cage.
  const cagedInside = Array.from(inSet).every((c) => compiled.cageOf[c] >= 0);
  if (cagedInside && outies.length > 0) out.push({ cells: outies.sort((a, b) => a - b), sum: inside + across - total, distinct: false });
  return out;
}

export function prepare(compiled: CompiledRules): Prepared {
  const hit = cache.get(compiled);
  if (hit) return hit;
  const n = compiled.size;
  const cells = compiled.cells;
  const peers = flatten(compiled.peers);
  const unitCells = new Int16Array(compiled.units.length * n);
  compiled.units.forEach((u, i) => unitCells.set(u.cells, i * n));
  const cellUnits = flatten(compiled.unitsOf);

  const groups: Group[] = compiled.cages.map((c) => ({ cells: Array.from(c.cells), sum: c.sum, distinct: true }));
  if (compiled.cages.length > 0) {
    const seen = new Set(groups.map((g) => g.cells.slice().sort((a, b) => a - b).join(',')));
    const add = (g: Group | undefined, max: number) => {
      if (!g || g.cells.length > max) return;
      // Cells that all see each other hold distinct digits: the combinations apply, not just bounds.
      if (!g.distinct) g.distinct = g.cells.every((a) => g.cells.every((b) => a === b || compiled.peers[a].includes(b)));
      const key = g.cells.join(',');
      if (seen.has(key)) return;
      seen.add(key);
      groups.push(g);
    };
    for (const u of compiled.units) for (const g of rule45([u.cells], compiled)) add(g, g.distinct ? n - 1 : MAX_MULTI_INNIES);
    const rows = compiled.units.filter((u) => u.kind === 'row').map((u) => u.cells);
    const columns = compiled.units.filter((u) => u.kind === 'column').map((u) => u.cells);
    for (const lines of [rows, columns]) {
      for (let k = 2; k <= 4; k++) {
        for (let i = 0; i + k <= lines.length; i++) for (const g of rule45(lines.slice(i, i + k), compiled)) add(g, MAX_MULTI_INNIES);
      }
    }
  }

  const groupStart = new Int32Array(groups.length + 1);
  const groupSum = new Int16Array(groups.length);
  const groupDistinct = new Uint8Array(groups.length);
  const comboStart = new Int32Array(groups.length + 1);
  const comboLists: (readonly number[])[] = [];
  let cellTotal = 0;
  let comboTotal = 0;
  groups.forEach((g, i) => {
    groupStart[i] = cellTotal;
    cellTotal += g.cells.length;
    groupSum[i] = g.sum;
    groupDistinct[i] = g.distinct ? 1 : 0;
    comboStart[i] = comboTotal;
    let list: readonly number[] = [];
    if (g.distinct) {
      list = cageCombinations(n, g.cells.length, g.sum);
      // An impossible innie sum: keep one empty mask so the group fails at once.
      if (list.length === 0) list = [0];
      if (list.length > MAX_COMBOS) list = [];
    }
    comboLists.push(list);
    comboTotal += list.length;
  });
  groupStart[groups.length] = cellTotal;
  comboStart[groups.length] = comboTotal;
  const groupCells = new Int16Array(cellTotal);
  groups.forEach((g, i) => groupCells.set(g.cells, groupStart[i]));
  const combos = new Uint16Array(comboTotal);
  comboLists.forEach((l, i) => combos.set(l, comboStart[i]));
  const cellGroupLists: number[][] = Array.from({ length: cells }, () => []);
  groups.forEach((g, i) => g.cells.forEach((c) => cellGroupLists[c].push(i)));
  const cellGroups = flatten(cellGroupLists);

  const pairs: [number, number, number][][] = compiled.units.map((u, ui) => {
    const out: [number, number, number][] = [];
    compiled.units.forEach((v, vi) => {
      if (vi === ui) return;
      let inU = 0;
      let inV = 0;
      let common = 0;
      u.cells.forEach((c, k) => {
        const j = v.cells.indexOf(c);
        if (j >= 0) {
          inU |= 1 << k;
          inV |= 1 << j;
          common++;
        }
      });
      if (common >= 2 && common < n) out.push([vi, inU, inV]);
    });
    return out;
  });
  const pairStart = new Int32Array(pairs.length + 1);
  const flatPairs = pairs.flat();
  pairs.reduce((at, l, i) => ((pairStart[i + 1] = at + l.length), at + l.length), 0);
  const spans: [number, number, number][][] = groups.map((g) => {
    if (g.cells.length > 16) return [];
    const out: [number, number, number][] = [];
    const inGroup = new Set(g.cells);
    compiled.units.forEach((u, ui) => {
      let m = 0;
      g.cells.forEach((c, k) => {
        if (u.cells.includes(c)) m |= 1 << k;
      });
      let outside = 0;
      u.cells.forEach((c, x) => {
        if (!inGroup.has(c)) outside |= 1 << x;
      });
      if (m & (m - 1)) out.push([ui, m, outside]);
    });
    return out;
  });
  const spanStart = new Int32Array(spans.length + 1);
  spans.reduce((at, l, i) => ((spanStart[i + 1] = at + l.length), at + l.length), 0);
  const flatSpans = spans.flat();

  const prepared: Prepared = {
    n,
    cells,
    all: compiled.allDigits,
    peerStart: peers.start,
    peerList: peers.list,
    nUnits: compiled.units.length,
    unitCells,
    cellUnitStart: cellUnits.start,
    cellUnitList: cellUnits.list,
    nGroups: groups.length,
    groupStart,
    groupCells,
    groupSum,
    groupDistinct,
    comboStart,
    combos,
    cellGroupStart: cellGroups.start,
    cellGroupList: cellGroups.list,
    pairStart,
    pairUnit: Int16Array.from(flatPairs, (x) => x[0]),
    pairInU: Uint16Array.from(flatPairs, (x) => x[1]),
    pairInV: Uint16Array.from(flatPairs, (x) => x[2]),
    spanStart,
    spanUnit: Int16Array.from(flatSpans, (x) => x[0]),
    spanInGroup: Uint16Array.from(flatSpans, (x) => x[1]),
    spanOutside: Uint16Array.from(flatSpans, (x) => x[2]),
    locked: compiled.cages.length === 0,
  };
  cache.set(compiled, prepared);
  return prepared;
}
