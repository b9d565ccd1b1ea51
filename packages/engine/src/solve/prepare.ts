/**
 * The generic solver's view of compiled rules: flat typed arrays (peers, units, sum groups),
 * built once per CompiledRules and cached (compiled rules are frozen, so the cache cannot go
 * stale).
 *
 * Sum groups are the killer cages plus what the rule of 45 derives from them: a unit holds each
 * digit once, so its cells add up to 1 + ... + N; the unit's cells not in a cage that lies wholly
 * inside it add up to that total minus those cages' sums, and hold distinct digits (a virtual
 * cage: "innies"); the cells of the cages sticking out add up to the rest ("outies"); a cage
 * sticking out by one cell x gives "the unit's free cells outside it, minus x" (a signed group);
 * and growing sets of whole rows, columns or boxes give signed groups of the cage cells sticking
 * out minus the set's cells left uncaged (sweeps()). Signed and non-distinct groups are checked
 * by bounds. (Over 400 lines: the derivations share one set of scratch arrays and one group
 * list; split apart they would pass that state around.)
 */
import type { CompiledRules, RulesUnitKind } from '../rules/compile.js';
import { cageCombinations, maxCageSum } from '../rules/combos.js';

/** Distinct groups with more combinations than this are checked by bounds only (16x16's big cages). */
const MAX_COMBOS = 400;
/** Outies (not distinct) with more cells than this are not worth a group. */
const MAX_OUTIES = 9;

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
  /** Group g's cells from groupMinus[g] to groupStart[g + 1] count negatively (none for most groups). */
  groupMinus: Int32Array;
  /**
   * Every digit set of k distinct digits from 1..n adding up to t: sumList[sumStart[k * sumStride
   * + t] .. sumStart[k * sumStride + t + 1]) (what a distinct group's open cells may hold).
   */
  sumStride: number;
  sumStart: Int32Array;
  sumList: Uint16Array;
  /** Per cell: a starting weight for branching (cells in many small sum groups first). */
  cellPriority: Uint32Array;
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
  /** Run locked candidates at stalls (not for killers: fewer guesses on TAREK, but more CPU time than they save). */
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
  /** Cells counted negatively: the cells add up to sum + these cells' total (checked by bounds). */
  minus?: number[];
}

/** Signed groups (innies minus outies) with more cells than this are not worth a group. */
const MAX_SIGNED = 6;

/**
 * Innies and outies over growing sets of whole units (rows from the top and from the bottom,
 * columns from either side, boxes or regions in order), as the Interactive Sudoku Solver's
 * optimizer does: the cages mostly inside the set add up to their sums; the set adds up to
 * k * (1 + ... + N); so the cage cells sticking out (B) minus the set's cells outside those
 * cages (A) add up to the difference. Kept when one side has at most two cells and the group
 * is small.
 */
function sweeps(compiled: CompiledRules): Group[] {
  const n = compiled.size;
  const total = (n * (n + 1)) / 2;
  const out: Group[] = [];
  const kinds: RulesUnitKind[][] = [['row'], ['column'], ['box', 'region']];
  for (const kind of kinds) {
    const list = compiled.units.filter((u) => kind.includes(u.kind)).map((u) => u.cells);
    if (list.length !== n) continue;
    for (const order of [list, list.slice().reverse()]) {
      const inSet = new Uint8Array(compiled.cells);
      const inPieces = new Uint8Array(compiled.cells);
      const left = compiled.cages.slice();
      let pieces = 0;
      for (let i = 0; i < n - 1; i++) {
        for (const c of order[i]) inSet[c] = 1;
        for (let k = left.length - 1; k >= 0; k--) {
          const cage = left[k];
          let inside = 0;
          for (const c of cage.cells) inside += inSet[c];
          if (inside * 2 <= cage.cells.length) continue;
          left.splice(k, 1);
          for (const c of cage.cells) inPieces[c] = 1;
          pieces += cage.sum;
        }
        if (i === 0) continue;
        const a: number[] = [];
        const b: number[] = [];
        for (let c = 0; c < compiled.cells; c++) {
          if (inSet[c] && !inPieces[c]) a.push(c);
          else if (!inSet[c] && inPieces[c]) b.push(c);
        }
        if (a.length + b.length === 0 || a.length + b.length > n || (a.length > 2 && b.length > 2)) continue;
        const caged = a.every((c) => compiled.cageOf[c] >= 0) && b.every((c) => compiled.cageOf[c] >= 0);
        if (caged && a.length + b.length > MAX_SIGNED) continue;
        const delta = pieces - total * (i + 1);
        if (b.length === 0) out.push({ cells: a, sum: -delta, distinct: false });
        else out.push({ cells: b, sum: delta, distinct: false, minus: a.length ? a : undefined });
      }
    }
  }
  return out;
}

/**
 * One unit's cages that stick out of it by one cell x: the unit's cells outside the cages wholly
 * inside it and outside this cage (R) give sum(R) - x = the unit's free total - the cage's sum.
 */
function oneOut(unit: readonly number[], compiled: CompiledRules, inUnit: Uint8Array): Group[] {
  for (const c of unit) inUnit[c] = 1;
  let free = (compiled.size * (compiled.size + 1)) / 2;
  const covered = new Uint8Array(compiled.cells);
  const across: CompiledRules['cages'][number][] = [];
  for (const cage of compiled.cages) {
    let inside = 0;
    for (const c of cage.cells) inside += inUnit[c];
    if (inside === cage.cells.length) {
      free -= cage.sum;
      for (const c of cage.cells) covered[c] = 1;
    } else if (inside === cage.cells.length - 1) across.push(cage);
  }
  const out: Group[] = [];
  for (const cage of across) {
    const rest = unit.filter((c) => !covered[c] && !cage.cells.includes(c));
    const x = cage.cells.filter((c) => !inUnit[c]);
    if (rest.length + 1 > MAX_SIGNED) continue;
    if (rest.length === 0) out.push({ cells: x, sum: cage.sum - free, distinct: false });
    else out.push({ cells: rest.slice().sort((p, q) => p - q), sum: free - cage.sum, distinct: false, minus: x });
  }
  for (const c of unit) inUnit[c] = 0;
  return out;
}

/**
 * The rule of 45 over a set of lines (whole units, disjoint): the cells not in a cage wholly
 * inside add up to the lines' total minus those cages' sums (innies); and when cages cover the
 * lines, the cells of the cages that stick out add up to their sums minus that (outies).
 */
function rule45(lines: readonly (readonly number[])[], compiled: CompiledRules, scratch: Scratch): Group[] {
  const { inSet, covered, perCage } = scratch;
  const all: number[] = [];
  for (const l of lines) for (const c of l) if (!inSet[c]) ((inSet[c] = 1), all.push(c));
  all.sort((a, b) => a - b);
  const total = ((compiled.size * (compiled.size + 1)) / 2) * lines.length;
  // The cages meeting the lines, each once, with how many of their cells lie inside.
  const touched: number[] = [];
  let cagedInside = true;
  for (const c of all) {
    const k = compiled.cageOf[c];
    if (k < 0) {
      cagedInside = false;
      continue;
    }
    if (perCage[k] === 0) touched.push(k);
    perCage[k]++;
  }
  let inside = 0;
  let across = 0;
  const outies: number[] = [];
  let anyCovered = false;
  for (const k of touched) {
    const cage = compiled.cages[k];
    if (perCage[k] === cage.cells.length) {
      inside += cage.sum;
      anyCovered = true;
      for (const c of cage.cells) covered[c] = 1;
    } else {
      across += cage.sum;
      for (const c of cage.cells) if (!inSet[c]) outies.push(c);
    }
  }
  const out: Group[] = [];
  const single = lines.length === 1;
  const free = all.filter((c) => !covered[c]);
  if (anyCovered && free.length > 0) out.push({ cells: free, sum: total - inside, distinct: single });
  // Outies: every cell of the lines lies in some cage.
  if (cagedInside && outies.length > 0) out.push({ cells: outies.sort((a, b) => a - b), sum: inside + across - total, distinct: false });
  // scratch back to zeros for the next call
  for (const k of touched) {
    perCage[k] = 0;
    for (const c of compiled.cages[k].cells) covered[c] = 0;
  }
  for (const c of all) inSet[c] = 0;
  return out;
}

/** Zeroed work arrays shared by the calls of one prepare() (each call leaves them zeroed). */
interface Scratch {
  inSet: Uint8Array;
  covered: Uint8Array;
  perCage: Int32Array;
}

function priorities(groups: readonly Group[], cells: number, n: number): Uint32Array {
  const out = new Uint32Array(cells);
  for (const g of groups) {
    const all = [...g.cells, ...(g.minus ?? [])];
    const w = Math.max(2 * n - all.length, n);
    for (const c of all) out[c] += w;
  }
  return out;
}

const pairCache = new Map<string, { pairStart: Int32Array; pairUnit: Int16Array; pairInU: Uint16Array; pairInV: Uint16Array }>();

/**
 * Unit pairs meeting in two or more cells (locked candidates). They depend on the units only,
 * so puzzles sharing a layout (every killer on plain boxes) share one table.
 */
function unitPairs(compiled: CompiledRules) {
  const key = compiled.units.map((u) => u.cells.join(',')).join(';');
  const hit = pairCache.get(key);
  if (hit) return hit;
  const n = compiled.size;
  const at = new Int16Array(compiled.cells);
  const pairs: [number, number, number][][] = compiled.units.map((u, ui) => {
    const out: [number, number, number][] = [];
    at.fill(-1);
    u.cells.forEach((c, k) => (at[c] = k));
    compiled.units.forEach((v, vi) => {
      if (vi === ui) return;
      let inU = 0;
      let inV = 0;
      let common = 0;
      v.cells.forEach((c, j) => {
        const k = at[c];
        if (k >= 0) {
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
  const t = {
    pairStart,
    pairUnit: Int16Array.from(flatPairs, (x) => x[0]),
    pairInU: Uint16Array.from(flatPairs, (x) => x[1]),
    pairInV: Uint16Array.from(flatPairs, (x) => x[2]),
  };
  // Layouts are few (classic boxes, the jigsaws in use); bound the cache all the same.
  if (pairCache.size > 64) pairCache.clear();
  pairCache.set(key, t);
  return t;
}

const sumTables = new Map<number, { sumStride: number; sumStart: Int32Array; sumList: Uint16Array }>();

/** The combination lists of compiled.size's digits, flat, shared by every puzzle of that size. */
function sumTable(n: number) {
  let t = sumTables.get(n);
  if (t) return t;
  const sumStride = maxCageSum(n, n) + 1;
  const sumStart = new Int32Array((n + 1) * sumStride + 1);
  const lists: number[] = [];
  for (let k = 0; k <= n; k++) {
    for (let sum = 0; sum < sumStride; sum++) {
      sumStart[k * sumStride + sum] = lists.length;
      if (k > 0) lists.push(...cageCombinations(n, k, sum));
    }
  }
  sumStart[(n + 1) * sumStride] = lists.length;
  t = { sumStride, sumStart, sumList: Uint16Array.from(lists) };
  sumTables.set(n, t);
  return t;
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
    // "a sees b" as a flat table, built on first need (most derived groups are signed or distinct).
    let sees: Uint8Array | undefined;
    const seesTable = () => {
      if (!sees) {
        sees = new Uint8Array(cells * cells);
        compiled.peers.forEach((l, a) => l.forEach((b) => (sees![a * cells + b] = 1)));
      }
      return sees;
    };
    const add = (g: Group | undefined, max: number) => {
      if (!g || g.cells.length + (g.minus?.length ?? 0) > max) return;
      // Cells that all see each other hold distinct digits: the combinations apply, not just bounds.
      if (!g.distinct && !g.minus) {
        const t = seesTable();
        g.distinct = g.cells.every((a) => g.cells.every((b) => a === b || t[a * cells + b] === 1));
      }
      const key = g.cells.join(',') + (g.minus ? `-${g.minus.join(',')}` : '');
      if (seen.has(key)) return;
      seen.add(key);
      groups.push(g);
    };
    const scratch: Scratch = { inSet: new Uint8Array(cells), covered: new Uint8Array(cells), perCage: new Int32Array(compiled.cages.length) };
    for (const u of compiled.units) for (const g of rule45([u.cells], compiled, scratch)) add(g, g.distinct ? n - 1 : MAX_OUTIES);
    // (Innies of 2-4 adjacent rows or columns, checked by bounds, cost more than they saved once
    // the sweeps below were in: measured on TAREK.)
    const inUnit = new Uint8Array(cells);
    for (const u of compiled.units) for (const g of oneOut(u.cells, compiled, inUnit)) add(g, MAX_SIGNED);
    for (const g of sweeps(compiled)) add(g, compiled.size);
  }

  const groupStart = new Int32Array(groups.length + 1);
  const groupSum = new Int16Array(groups.length);
  const groupMinus = new Int32Array(groups.length);
  const groupDistinct = new Uint8Array(groups.length);
  const comboStart = new Int32Array(groups.length + 1);
  const comboLists: (readonly number[])[] = [];
  let cellTotal = 0;
  let comboTotal = 0;
  groups.forEach((g, i) => {
    groupStart[i] = cellTotal;
    cellTotal += g.cells.length;
    groupMinus[i] = cellTotal;
    if (g.minus) cellTotal += g.minus.length;
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
  groups.forEach((g, i) => {
    groupCells.set(g.cells, groupStart[i]);
    if (g.minus) groupCells.set(g.minus, groupMinus[i]);
  });
  const combos = new Uint16Array(comboTotal);
  comboLists.forEach((l, i) => combos.set(l, comboStart[i]));
  const cellGroupLists: number[][] = Array.from({ length: cells }, () => []);
  groups.forEach((g, i) => [...g.cells, ...(g.minus ?? [])].forEach((c) => cellGroupLists[c].push(i)));
  const cellGroups = flatten(cellGroupLists);

  const { pairStart, pairUnit, pairInU, pairInV } = unitPairs(compiled);
  // Position of each cell in each of its units, for spans.
  const inGroup = new Uint8Array(cells);
  const spans: [number, number, number][][] = groups.map((g) => {
    if (g.cells.length > 16 || g.minus) return [];
    const out: [number, number, number][] = [];
    const masks = new Map<number, number>();
    g.cells.forEach((c, k) => {
      inGroup[c] = 1;
      for (const ui of compiled.unitsOf[c]) masks.set(ui, (masks.get(ui) ?? 0) | (1 << k));
    });
    for (const [ui, m] of masks) {
      if ((m & (m - 1)) === 0) continue;
      let outside = 0;
      compiled.units[ui].cells.forEach((c, x) => {
        if (!inGroup[c]) outside |= 1 << x;
      });
      out.push([ui, m, outside]);
    }
    for (const c of g.cells) inGroup[c] = 0;
    // Units in their index order (the order the propagation saw them in before).
    return out.sort((x, y) => x[0] - y[0]);
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
    cellPriority: priorities(groups, cells, n),
    ...sumTable(n),
    groupMinus,
    groupDistinct,
    comboStart,
    combos,
    cellGroupStart: cellGroups.start,
    cellGroupList: cellGroups.list,
    pairStart,
    pairUnit,
    pairInU,
    pairInV,
    spanStart,
    spanUnit: Int16Array.from(flatSpans, (x) => x[0]),
    spanInGroup: Uint16Array.from(flatSpans, (x) => x[1]),
    spanOutside: Uint16Array.from(flatSpans, (x) => x[2]),
    locked: compiled.cages.length === 0,
  };
  cache.set(compiled, prepared);
  return prepared;
}
