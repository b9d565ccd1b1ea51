/**
 * Fish beyond the X-Wing, on any units. For a digit d: n base units, pairwise without a common
 * cell, none holding d yet, each place for d in them lying in one of n cover units. Each base
 * unit holds d once, so the bases hold n d's; each cover holds d once, so the covers hold n;
 * the bases' n all lie in covers, so the covers hold no other d: their cells outside the bases
 * lose it. Rows as bases and columns as covers (or the other way round) make the Swordfish
 * (n = 3) and Jellyfish (n = 4); any units (boxes, jigsaw regions, diagonals, windows) make a
 * Franken fish (Sudopedia's name for fish with boxes among bases or covers), n = 2 or 3.
 */
import type { CompiledRules } from '../../rules/compile.js';
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, describeEliminations, joinWords, listCells, liveEliminations } from './state.js';
import { byUnits } from './by-units.js';

const LINE_NAMES: Record<number, string> = { 2: 'X-Wing', 3: 'Swordfish', 4: 'Jellyfish' };
const FRANKEN_NAMES: Record<number, string> = { 2: 'Franken X-Wing', 3: 'Franken Swordfish' };

/** Per rules, once: units as flat cell lists, disjoint pairs, which units are lines. */
interface FishTables {
  /** unitCells[u * size + k]: the k-th cell of unit u. */
  unitCells: Int16Array;
  /** disjoint[a * units + b]: 1 when units a and b share no cell. */
  disjoint: Uint8Array;
  /** 0 other, 1 row, 2 column. */
  lineKind: Uint8Array;
  /** common[a * cells + b]: how many units cells a and b share. */
  common: Uint8Array;
}

const tableCache = new WeakMap<CompiledRules, FishTables>();

function fishTables(rules: CompiledRules): FishTables {
  let t = tableCache.get(rules);
  if (t) return t;
  t = byUnits(rules, 'fish', buildFishTables);
  tableCache.set(rules, t);
  return t;
}

function buildFishTables(rules: CompiledRules): FishTables {
  const nu = rules.units.length;
  const size = rules.size;
  const unitCells = new Int16Array(nu * size);
  rules.units.forEach((u, i) => unitCells.set(u.cells, i * size));
  const owner = new Int32Array(rules.cells);
  const disjoint = new Uint8Array(nu * nu);
  for (let a = 0; a < nu; a++) {
    owner.fill(0);
    for (const c of rules.units[a].cells) owner[c] = 1;
    for (let b = 0; b < nu; b++) disjoint[a * nu + b] = a !== b && !rules.units[b].cells.some((c) => owner[c]) ? 1 : 0;
  }
  const lineKind = Uint8Array.from(rules.units, (u) => (u.kind === 'row' ? 1 : u.kind === 'column' ? 2 : 0));
  const common = new Uint8Array(rules.cells * rules.cells);
  for (const u of rules.units) for (const a of u.cells) for (const b of u.cells) if (a !== b) common[a * rules.cells + b]++;
  return { unitCells, disjoint, lineKind, common };
}

/**
 * Digit patterns known to hold no fish, per rules: a fish on d depends on d's open places and
 * the units where d is placed, nothing else, so a pattern searched once without a find never
 * needs searching again. A capped solve meets the same patterns at stall after stall (a step
 * touches a few digits), and the generator's probes of one grid share many. Bounded: cleared
 * when full.
 */
const noFish = new WeakMap<CompiledRules, Set<string>>();
const NO_FISH_MAX = 50_000;

/** The key of digit d's pattern (open places, then placed cells, as 30-bit words) for a fish of size n. */
function patternKey(state: VariantState, d: number, n: number, lines: boolean): string {
  const { cand, value } = state;
  const bit = 1 << (d - 1);
  let key = lines ? `L${n}.${d}` : `F${n}.${d}`;
  let open = 0;
  let placed = 0;
  const cells = state.rules.cells;
  for (let c = 0; c < cells; c++) {
    const k = c % 30;
    if (value[c] === d) placed |= 1 << k;
    else if (!value[c] && cand[c] & bit) open |= 1 << k;
    if (k === 29 || c === cells - 1) {
      key += `.${open.toString(36)}.${placed.toString(36)}`;
      open = 0;
      placed = 0;
    }
  }
  return key;
}

/**
 * A fish of size n on digit d. `lines`: bases all rows and covers all columns, or the other way
 * round; otherwise any units, at least one base or cover neither a row nor a column.
 * The search (digits ascending, base sets in unit order, covers through the first base cell no
 * cover holds yet) is written without allocation in its loops: it runs at every stall of every
 * expert-capped solve while generating to a level.
 */
export function findFish(state: VariantState, n: 2 | 3 | 4, lines: boolean): VariantStep | null {
  const { rules, cand, value } = state;
  const size = rules.size;
  const nu = rules.units.length;
  const { unitCells, disjoint, lineKind, common } = fishTables(rules);
  const cells = rules.cells;
  const unitsOf = rules.unitsOf;
  // Per unit: its open places for d (count -1 when d is placed there), in places[u * size ..].
  const count = new Int8Array(nu);
  const places = new Int16Array(nu * size);
  const bases = new Int16Array(nu);
  const pick = [0, 0, 0, 0];
  const covers = [0, 0, 0, 0];
  const inBase = new Uint8Array(rules.cells);
  const covered = new Uint8Array(rules.cells);
  const baseCells: number[] = [];
  // Base places no cover can share (pairwise without a common unit, or only their own base in
  // common when in one base; a base is never a cover): each needs a cover of its own, so more
  // than n of them rule out the bases picked so far, and every set with them, before any cover
  // search. Kept greedily as bases are picked; a lower bound only, so no fish is missed.
  const apart = new Int16Array(n + 1);
  const apartBase = new Int8Array(n + 1);
  let nApart = 0;
  const maxPlaces = lines || (n > 2 && size > 9) ? n : n + 1;
  let memo = noFish.get(rules);
  if (!memo) noFish.set(rules, (memo = new Set()));
  else if (memo.size > NO_FISH_MAX) memo.clear();
  for (let d = 1; d <= size; d++) {
    const key = patternKey(state, d, n, lines);
    if (memo.has(key)) continue;
    const bit = 1 << (d - 1);
    for (let u = 0; u < nu; u++) {
      let k = 0;
      let placed = false;
      for (let j = u * size, end = j + size; j < end; j++) {
        const c = unitCells[j];
        if (value[c] === d) {
          placed = true;
          break;
        }
        if (!value[c] && cand[c] & bit) places[u * size + k++] = c;
      }
      count[u] = placed ? -1 : k;
    }
    // Bases: 2 .. n places (lines), n + 1 for fish on any units (a box's n + 1 places may lie in
    // fewer covers) except Franken Swordfish above 9x9, where the wider search costs too much.
    let nb = 0;
    for (let u = 0; u < nu; u++) if (count[u] >= 2 && count[u] <= maxPlaces && (!lines || lineKind[u])) bases[nb++] = u;
    let picked = 0;
    let nc = 0;
    const isCover = (u: number) => {
      for (let i = 0; i < nc; i++) if (covers[i] === u) return true;
      return false;
    };
    const isPicked = (u: number) => {
      for (let i = 0; i < picked; i++) if (pick[i] === u) return true;
      return false;
    };
    const cover = (u: number, delta: number) => {
      for (let j = u * size, end = j + count[u]; j < end; j++) covered[places[j]] += delta;
    };
    const search = (coverKind: number): VariantStep | null => {
      let open = -1;
      for (const c of baseCells) {
        if (!covered[c]) {
          open = c;
          break;
        }
      }
      if (open < 0) {
        if (nc !== n) return null;
        if (!lines) {
          let allLines = true;
          for (let i = 0; i < n; i++) if (!lineKind[pick[i]] || !lineKind[covers[i]]) allLines = false;
          if (allLines) return null; // a plain fish, found by the line rung
        }
        const elims: CellDigit[] = [];
        for (let i = 0; i < nc; i++) {
          const u = covers[i];
          for (let j = u * size, end = j + count[u]; j < end; j++) if (!inBase[places[j]]) elims.push({ cell: places[j], digit: d });
        }
        const live = liveEliminations(state, elims);
        if (!live.length) return null;
        return step(rules, lines ? LINE_NAMES[n] : FRANKEN_NAMES[n], d, pick.slice(0, n), covers.slice(0, n), baseCells.slice(), live);
      }
      if (nc === n) return null;
      for (const u of unitsOf[open]) {
        if (count[u] < 0 || isPicked(u) || isCover(u)) continue;
        if (coverKind && lineKind[u] !== coverKind) continue;
        covers[nc++] = u;
        cover(u, 1);
        const s = search(coverKind);
        cover(u, -1);
        nc--;
        if (s) return s;
      }
      return null;
    };
    const tryBases = (): VariantStep | null => {
      if (lines) for (let i = 1; i < n; i++) if (lineKind[pick[i]] !== lineKind[pick[0]]) return null;
      baseCells.length = 0;
      for (let i = 0; i < n; i++) {
        const u = pick[i];
        for (let j = u * size, end = j + count[u]; j < end; j++) baseCells.push(places[j]);
      }
      for (const c of baseCells) inBase[c] = 1;
      const s = search(lines ? 3 - lineKind[pick[0]] : 0);
      for (const c of baseCells) inBase[c] = 0;
      return s;
    };
    const choose = (start: number): VariantStep | null => {
      if (picked === n) return tryBases();
      for (let i = start; i < nb; i++) {
        const u = bases[i];
        let ok = true;
        for (let j = 0; j < picked; j++) if (!disjoint[pick[j] * nu + u]) ok = false;
        if (!ok) continue;
        const kept = nApart;
        for (let j = u * size, end = j + count[u]; j < end && nApart <= n; j++) {
          const c = places[j];
          let alone = true;
          for (let a = 0; a < nApart && alone; a++) if (common[apart[a] * cells + c] > (apartBase[a] === picked ? 1 : 0)) alone = false;
          if (alone) {
            apart[nApart] = c;
            apartBase[nApart++] = picked;
          }
        }
        if (nApart > n) {
          nApart = kept;
          continue;
        }
        pick[picked++] = u;
        const s = choose(i + 1);
        picked--;
        nApart = kept;
        if (s) return s;
      }
      return null;
    };
    const s = choose(0);
    if (s) return s;
    memo.add(key);
  }
  return null;
}

function step(rules: CompiledRules, technique: string, d: number, bases: number[], covers: number[], cells: number[], live: CellDigit[]): VariantStep {
  const name = (us: number[]) => joinWords(us.map((u) => rules.units[u].name));
  const sorted = [...cells].sort((a, b) => a - b);
  return {
    technique,
    placements: [],
    eliminations: live,
    cells: sorted,
    digits: [d],
    units: [...bases, ...covers],
    cages: [],
    explanation: `${capitalise(name(bases))} place ${d} only in ${name(covers)} (${listCells(sorted, rules.size)}), so those ${covers.length} units take their ${d}s there, which removes ${describeEliminations(live, rules.size)}.`,
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
