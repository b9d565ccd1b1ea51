/**
 * The basic rules a nested chain hands its reduced grid to (SE's otherRules: Locking, Hidden
 * Pair, Naked Pair, X-Wing), as lean loops over typed arrays: they run at every pause of every
 * nested chain, thousands of times per step. Same hints in the same order as the ladder's
 * finders (intersections.ts, subsets.ts, fish.ts), each with the removals it makes and the
 * outer chain's removals it relied on (SE's getRuleParents). nested-basics.test.ts checks the
 * two agree.
 */
import { CELLS, SIZE, UNITS, cellName } from '../../grid/units.js';
import { type AdvancedOff, type NestedInfo, keyOf } from './chain-engine.js';
import { bitCount } from './bits.js';
import { crossMask } from './intersections.js';
import { BOXES, COLUMNS, ROWS, SE_UNIT_ORDER, cellsAt, placesTable, sourcePlaces } from './regions.js';

/** The working grid a rule reads: candidates, placed digits, and the grid the chain began with. */
export interface NestedGrid {
  masks: Uint16Array;
  values: Uint8Array;
  source: Uint16Array;
}

const UNIT_COUNT = 3 * SIZE;
const PLACES = new Uint16Array(UNIT_COUNT * SIZE);
const EMPTY = new Uint8Array(UNIT_COUNT);
/**
 * Per unit, the digits whose places the outer chain changed. A rule's hint counts only when it
 * relied on the chain's removals (its parents), and every rule's parents are removed places of
 * its digits in its base units (removed candidates of its cells, for a naked pair): the rules
 * look only there.
 */
const CHANGED = new Uint16Array(UNIT_COUNT);
/** Per unit, the digits with exactly two places (the only ones a hidden pair or X-Wing can use). */
const TWO = new Uint16Array(UNIT_COUNT);

/** Per unit and digit the index mask of its places, and per unit its empty cells (into the scratch). */
function scan(g: NestedGrid): void {
  placesTable(g.masks, PLACES);
  EMPTY.fill(0);
  for (let u = 0; u < UNIT_COUNT; u++) for (const c of UNITS[u]) if (!g.values[c]) EMPTY[u]++;
  const source = sourcePlaces(g.source);
  for (let u = 0; u < UNIT_COUNT; u++) {
    let changed = 0;
    let two = 0;
    for (let d = 0; d < SIZE; d++) {
      if (PLACES[u * SIZE + d] !== source[u * SIZE + d]) changed |= 1 << d;
      if (bitCount(PLACES[u * SIZE + d]) === 2) two |= 1 << d;
    }
    CHANGED[u] = changed;
    TWO[u] = two;
  }
}

/** Crossing unit pairs in SE's Locking order: block→column, block→row, column→block, row→block. */
const CROSSINGS = (() => {
  const out: [number, number, number, number][] = [];
  for (const [k1, k2] of [[BOXES, COLUMNS], [BOXES, ROWS], [COLUMNS, BOXES], [ROWS, BOXES]] as const)
    for (const u1 of k1) for (const u2 of k2) if (crossMask(u1, u2)) out.push([u1, u2, crossMask(u1, u2), crossMask(u2, u1)]);
  return out;
})();

/** Pairs {i, j} of 0..8 in SE's order (increasing binary value). */
const PAIRS = (() => {
  const out: [number, number][] = [];
  for (let j = 1; j < SIZE; j++) for (let i = 0; i < j; i++) out.push([i, j]);
  return out;
})();

const IN_UNIT = (() => {
  const t = new Uint8Array(UNIT_COUNT * CELLS);
  UNITS.forEach((cells, u) => cells.forEach((c) => (t[u * CELLS + c] = 1)));
  return t;
})();

/** Whether candidate mask set `m` has `d` in cell `c`. */
export const has = (m: Uint16Array, c: number, d: number) => (m[c] & (1 << (d - 1))) !== 0;

/** Removals sorted by cell then digit, each with the same parents and info. */
function emit(out: AdvancedOff[], removals: number[], parents: number[], info: NestedInfo): void {
  removals.sort((a, b) => a - b);
  for (const r of removals) out.push({ key: keyOf((r / SIZE) | 0, (r % SIZE) + 1, false), parents, info });
}

const text = (technique: string, cells: number[]) => ({ text: `${technique} on ${cells.map(cellName).join(',')}`, complexity: 0, signature: null });

/** Cells of the base units that lost `digit` since the chain began, outside the cover units. */
function lostOutside(g: NestedGrid, bases: number[], covers: number[], digit: number): number[] {
  const out: number[] = [];
  for (const u of bases)
    for (const c of UNITS[u]) if (has(g.source, c, digit) && !has(g.masks, c, digit) && !covers.some((v) => IN_UNIT[v * CELLS + c])) out.push(keyOf(c, digit, false));
  return out;
}

function locking(g: NestedGrid): AdvancedOff[] {
  const out: AdvancedOff[] = [];
  for (const [u1, u2, cross12, cross21] of CROSSINGS) {
    const changed = CHANGED[u1];
    if (!changed) continue;
    for (let d = 1; d <= SIZE; d++) {
      if (!(changed & (1 << (d - 1)))) continue;
      const pos = PLACES[u1 * SIZE + d - 1];
      if (bitCount(pos) <= 1 || pos & ~cross12 || !(PLACES[u2 * SIZE + d - 1] & ~cross21)) continue;
      const parents = lostOutside(g, [u1], [u2], d);
      if (!parents.length) continue;
      const removals: number[] = [];
      for (const c of UNITS[u2]) if (!IN_UNIT[u1 * CELLS + c] && has(g.masks, c, d)) removals.push(c * SIZE + d - 1);
      emit(out, removals, parents, text(u1 >= 2 * SIZE ? 'Pointing' : 'Claiming', cellsAt(u1, pos)));
    }
  }
  return out;
}

function hiddenPair(g: NestedGrid): AdvancedOff[] {
  const out: AdvancedOff[] = [];
  for (const u of SE_UNIT_ORDER) {
    if (EMPTY[u] <= 4 || !CHANGED[u]) continue;
    const base = u * SIZE;
    // two digits with the same two places; pairs in SE's order (by the higher digit, then the lower)
    for (let js = TWO[u]; js; js &= js - 1) {
      const j = 31 - Math.clz32(js & -js);
      for (let is = TWO[u] & ((1 << j) - 1); is; is &= is - 1) {
        const i = 31 - Math.clz32(is & -is);
        const pi = PLACES[base + i];
        if (pi !== PLACES[base + j] || !(CHANGED[u] & ((1 << i) | (1 << j)))) continue;
        const members = cellsAt(u, pi);
        const keep = (1 << i) | (1 << j);
        const removals: number[] = [];
        for (const c of members) for (let m = g.masks[c] & ~keep; m; m &= m - 1) removals.push(c * SIZE + 31 - Math.clz32(m & -m));
        if (!removals.length) continue;
        const parents: number[] = [];
        UNITS[u].forEach((c, k) => {
          if (pi & (1 << k)) return;
          if (has(g.source, c, i + 1)) parents.push(keyOf(c, i + 1, false));
          if (has(g.source, c, j + 1)) parents.push(keyOf(c, j + 1, false));
        });
        if (parents.length) emit(out, removals, parents, text('Hidden Pair', members));
      }
    }
  }
  return out;
}

function nakedPair(g: NestedGrid): AdvancedOff[] {
  const out: AdvancedOff[] = [];
  for (const u of SE_UNIT_ORDER) {
    if (EMPTY[u] < 4) continue;
    const cells = UNITS[u];
    let bivalue = 0;
    for (let k = 0; k < SIZE; k++) if (bitCount(g.masks[cells[k]]) === 2) bivalue |= 1 << k;
    // two cells with the same two digits; pairs in SE's order (by the later cell, then the earlier)
    for (let js = bivalue; js; js &= js - 1) {
      const j = 31 - Math.clz32(js & -js);
      for (let is = bivalue & ((1 << j) - 1); is; is &= is - 1) {
        const i = 31 - Math.clz32(is & -is);
        const union = g.masks[cells[i]];
        if (union !== g.masks[cells[j]] || (g.source[cells[i]] === union && g.source[cells[j]] === union)) continue;
        const removals: number[] = [];
        for (let k = 0; k < SIZE; k++) {
          if (k === i || k === j) continue;
          for (let m = g.masks[cells[k]] & union; m; m &= m - 1) removals.push(cells[k] * SIZE + 31 - Math.clz32(m & -m));
        }
        if (!removals.length) continue;
        const parents: number[] = [];
        for (const c of [cells[i], cells[j]]) for (let d = 1; d <= SIZE; d++) if (has(g.source, c, d) && !(union & (1 << (d - 1)))) parents.push(keyOf(c, d, false));
        if (parents.length) emit(out, removals, parents, text('Naked Pair', [cells[i], cells[j]]));
      }
    }
  }
  return out;
}

function xWing(g: NestedGrid): AdvancedOff[] {
  const out: AdvancedOff[] = [];
  const placed = new Uint8Array(SIZE + 1);
  for (let c = 0; c < CELLS; c++) placed[g.values[c]]++;
  // digits placed five times or more leave too few units for an X-Wing with removals
  let open = 0;
  for (let d = 1; d <= SIZE; d++) if (placed[d] + 4 <= SIZE) open |= 1 << (d - 1);
  for (const [baseOffset, coverOffset] of [[SIZE, 0], [0, SIZE]]) {
    for (const [i, j] of PAIRS) {
      // a digit with the same two places in both base units, changed in one of them
      for (let ds = TWO[baseOffset + i] & TWO[baseOffset + j] & (CHANGED[baseOffset + i] | CHANGED[baseOffset + j]) & open; ds; ds &= ds - 1) {
        const d = 32 - Math.clz32(ds & -ds);
        const union = PLACES[(baseOffset + i) * SIZE + d - 1];
        if (union !== PLACES[(baseOffset + j) * SIZE + d - 1]) continue;
        const removals: number[] = [];
        const pattern: number[] = [];
        for (let k = 0; k < SIZE; k++) {
          if (!(union & (1 << k))) continue;
          const cover = UNITS[coverOffset + k];
          for (let b = 0; b < SIZE; b++) {
            if (!has(g.masks, cover[b], d)) continue;
            if (b === i || b === j) pattern.push(cover[b]);
            else removals.push(cover[b] * SIZE + d - 1);
          }
        }
        if (!removals.length) continue;
        const covers: number[] = [];
        for (let k = 0; k < SIZE; k++) if (union & (1 << k)) covers.push(coverOffset + k);
        const parents = lostOutside(g, [baseOffset + i, baseOffset + j], covers, d);
        if (parents.length) emit(out, removals, parents, text('X-Wing', pattern.sort((a, b) => a - b)));
      }
    }
  }
  return out;
}

/** SE's basic nested rules in their order, each giving its removals (empty: try the next). */
export const BASIC_RULES: readonly { id: string; run: (g: NestedGrid) => AdvancedOff[] }[] = [
  { id: 'locking', run: locking },
  { id: 'hidden pair', run: hiddenPair },
  { id: 'naked pair', run: nakedPair },
  { id: 'x-wing', run: xWing },
];

let scanned: Uint16Array | null = null;
let scannedVersion = -1;
/** Read the working grid before running the basic rules on it (once per version). */
export function prepareBasics(g: NestedGrid, version: number): void {
  if (scanned === g.masks && scannedVersion === version) return;
  scan(g);
  scanned = g.masks;
  scannedVersion = version;
}
