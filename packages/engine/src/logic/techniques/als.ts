/**
 * ALS-XZ (HoDoKu's "Almost Locked Set XZ-Rule"). An almost locked set (ALS) is N cells of one
 * house holding N+1 digits between them: lose any one digit and the rest is locked. Two ALSs
 * that share no cell and share a digit X whose places in one all see its places in the other
 * (a restricted common) cannot both hold X; the one without X is locked on its other digits.
 * - singly linked: every other shared digit Z is in one of the two, so a cell outside that sees
 *   all their Z places cannot be Z;
 * - doubly linked (two restricted commons): each ALS gets exactly one of them, so every other
 *   digit of an ALS is locked in it, and a restricted common is in one of the two.
 *
 * Cell sets are 81-bit masks in three 27-bit words, so the pair search is a few ANDs per pair.
 */
import { CELLS, SIZE, UNITS, PEERS, PEER_COUNT, rowOf, colOf, boxOf } from '../../grid/units.js';
import { bitCount } from './bits.js';
import type { CellDigit } from '../step.js';

export interface Als {
  cells: number[];
  /** The one house all its cells share (a row or column before a box). */
  house: number;
  /** Digits, bit d-1. */
  mask: number;
}

export interface AlsXz {
  name: 'ALS-XZ';
  a: Als;
  b: Als;
  /** Restricted common digits (one, or two for a doubly linked pair). */
  restricted: number[];
  eliminations: CellDigit[];
}

const W = 3; // words per cell set
const wordOf = (c: number) => (c / 27) | 0;
const bitOf = (c: number) => 1 << c % 27;
/** PEER_SET[c * W + w]: the peers of cell c. */
const PEER_SET = new Int32Array(CELLS * W);
for (let c = 0; c < CELLS; c++) for (let k = 0; k < PEER_COUNT; k++) PEER_SET[c * W + wordOf(PEERS[c * PEER_COUNT + k])] |= bitOf(PEERS[c * PEER_COUNT + k]);

/** HOUSES_OF[c]: bits (unit index) of the row, column and box of cell c. */
const HOUSES_OF = new Int32Array(CELLS);
for (let c = 0; c < CELLS; c++) HOUSES_OF[c] = (1 << rowOf[c]) | (1 << (SIZE + colOf[c])) | (1 << (2 * SIZE + boxOf[c]));

/** Every ALS of 1..maxCells cells, each cell set once, house by house. */
export function findAlses(masks: Uint16Array, maxCells = 4): Als[] {
  const out: Als[] = [];
  const cells: number[] = [];
  for (let u = 0; u < UNITS.length; u++) {
    // a cell with more than maxCells + 1 candidates is in no ALS of maxCells cells
    const empty = UNITS[u].filter((c) => masks[c] && bitCount(masks[c]) <= maxCells + 1);
    collect(masks, u, empty, 0, 0, ~0, cells, maxCells, out);
  }
  return out;
}

/** Extend `cells` (digits `mask`, common houses `houses`) with empty[from..]; record the ALSs. */
function collect(masks: Uint16Array, u: number, empty: number[], from: number, mask: number, houses: number, cells: number[], maxCells: number, out: Als[]): void {
  // a set of cells is listed under the first house (row, column, box) they share, so once
  if (cells.length && bitCount(mask) === cells.length + 1 && 31 - Math.clz32(houses & -houses) === u) out.push({ cells: cells.slice(), house: u, mask });
  if (cells.length === maxCells) return;
  for (let i = from; i < empty.length; i++) {
    const m = mask | masks[empty[i]];
    if (bitCount(m) > maxCells + 1) continue;
    cells.push(empty[i]);
    collect(masks, u, empty, i + 1, m, houses & HOUSES_OF[empty[i]], cells, maxCells, out);
    cells.pop();
  }
}

/**
 * Per ALS: its cells as a set, per digit the houses holding all its places of the digit, and
 * (worked out when first asked for) the cells that see all those places.
 */
class AlsSets {
  readonly cells: Int32Array;
  /** houses[i * SIZE + d]: bits of the houses that contain every place of digit index d in ALS i. */
  readonly houses: Int32Array;
  private readonly seenSets: Int32Array;
  private readonly ready: Uint8Array;
  constructor(
    private readonly masks: Uint16Array,
    private readonly alses: readonly Als[],
  ) {
    this.cells = new Int32Array(alses.length * W);
    this.houses = new Int32Array(alses.length * SIZE).fill(-1);
    this.seenSets = new Int32Array(alses.length * SIZE * W);
    this.ready = new Uint8Array(alses.length * SIZE);
    for (let i = 0; i < alses.length; i++) {
      for (const c of alses[i].cells) {
        this.cells[i * W + wordOf(c)] |= bitOf(c);
        for (let m = masks[c], d = 0; m; m >>= 1, d++) if (m & 1) this.houses[i * SIZE + d] &= HOUSES_OF[c];
      }
    }
  }

  /** The table, with the set of (i, d) — the cells that see every place of digit index d in ALS i — ready. */
  seen(i: number, d: number): Int32Array {
    const k = i * SIZE + d;
    if (!this.ready[k]) {
      this.ready[k] = 1;
      let w0 = -1, w1 = -1, w2 = -1;
      const bit = 1 << d;
      for (const c of this.alses[i].cells) {
        if (!(this.masks[c] & bit)) continue;
        w0 &= PEER_SET[c * W];
        w1 &= PEER_SET[c * W + 1];
        w2 &= PEER_SET[c * W + 2];
      }
      this.seenSets[k * W] = w0;
      this.seenSets[k * W + 1] = w1;
      this.seenSets[k * W + 2] = w2;
    }
    return this.seenSets;
  }
}

/**
 * ALS-XZ pairs with eliminations, offered to `accept` in order; the first accepted is returned.
 * With `want`, only pairs that remove every one of those candidates are offered (and the
 * search skips every ALS that cannot help, which keeps it cheap).
 */
export function findAlsXz(masks: Uint16Array, accept: (p: AlsXz) => boolean, options: { maxCells?: number; want?: readonly CellDigit[] } = {}): AlsXz | null {
  const want = options.want ?? [];
  const alses = findAlses(masks, options.maxCells ?? 4);
  const sets = new AlsSets(masks, alses);
  // coverage[i]: the wanted candidates ALS i alone would see (bit k = want[k]). A pair needs all
  // of them between its two ALSs (both, if singly linked), so one ALS of it must see some: those
  // "helpers" go first in `order`, and the outer loop runs over them only.
  const full = want.length > 30 ? 0 : (1 << want.length) - 1;
  const coverage = new Int32Array(alses.length).fill(full);
  let order = alses.map((_, i) => i);
  let outer = alses.length;
  if (want.length && full) {
    alses.forEach((s, i) => {
      let cov = 0;
      want.forEach((e, k) => {
        const at = (i * SIZE + e.digit - 1) * W + wordOf(e.cell);
        if (s.mask & (1 << (e.digit - 1)) && sets.seen(i, e.digit - 1)[at] & bitOf(e.cell) && !(sets.cells[i * W + wordOf(e.cell)] & bitOf(e.cell))) cov |= 1 << k;
      });
      coverage[i] = cov;
    });
    const helpers = order.filter((i) => coverage[i]);
    outer = helpers.length;
    order = [...helpers, ...order.filter((i) => !coverage[i])];
  }
  const cand = new Int32Array(SIZE * W);
  for (let c = 0; c < CELLS; c++) for (let m = masks[c], d = 0; m; m >>= 1, d++) if (m & 1) cand[d * W + wordOf(c)] |= bitOf(c);
  const elim = new Int32Array(SIZE * W);
  for (let oi = 0; oi < outer; oi++) {
    const i = order[oi];
    for (let oj = oi + 1; oj < order.length; oj++) {
      const j = order[oj];
      if ((coverage[i] | coverage[j]) !== full) continue;
      const common = alses[i].mask & alses[j].mask;
      if (!(common & (common - 1))) continue;
      if (sets.cells[i * W] & sets.cells[j * W] || sets.cells[i * W + 1] & sets.cells[j * W + 1] || sets.cells[i * W + 2] & sets.cells[j * W + 2]) continue;
      const restricted = restrictedCommons(sets, i, j, common);
      if (!restricted || (!(restricted & (restricted - 1)) && (coverage[i] & coverage[j]) !== full)) continue;
      pairEliminations(sets, alses, i, j, common, restricted, cand, elim);
      if (!want.every((e) => elim[(e.digit - 1) * W + wordOf(e.cell)] & bitOf(e.cell))) continue;
      const eliminations: CellDigit[] = [];
      for (let d = 0; d < SIZE; d++) for (let c = 0; c < CELLS; c++) if (elim[d * W + wordOf(c)] & bitOf(c)) eliminations.push({ cell: c, digit: d + 1 });
      if (!eliminations.length) continue;
      const digits: number[] = [];
      for (let d = 0; d < SIZE && digits.length < 2; d++) if (restricted & (1 << d)) digits.push(d + 1);
      const found: AlsXz = { name: 'ALS-XZ', a: alses[i], b: alses[j], restricted: digits, eliminations };
      if (accept(found)) return found;
    }
  }
  return null;
}

/**
 * Digits (mask) of `common` whose places in ALS i all see their places in ALS j. Cells that
 * all see each other lie in one house, so that is: the places of both share a house.
 */
function restrictedCommons(sets: AlsSets, i: number, j: number, common: number): number {
  let out = 0;
  for (let m = common, d = 0; m; m >>= 1, d++) if (m & 1 && sets.houses[i * SIZE + d] & sets.houses[j * SIZE + d]) out |= 1 << d;
  return out;
}

/** Fill `elim` (per digit, a cell set) with what the pair removes. */
function pairEliminations(sets: AlsSets, alses: readonly Als[], i: number, j: number, common: number, restricted: number, cand: Int32Array, elim: Int32Array): void {
  elim.fill(0);
  const add = (d: number, k: number, other: number) => {
    const at = (k * SIZE + d) * W, at2 = (other * SIZE + d) * W;
    const seen = sets.seen(k, d);
    if (other >= 0) sets.seen(other, d);
    for (let w = 0; w < W; w++)
      elim[d * W + w] |= seen[at + w] & (other >= 0 ? seen[at2 + w] : -1) & cand[d * W + w] & ~sets.cells[i * W + w] & ~sets.cells[j * W + w];
  };
  if (!(restricted & (restricted - 1))) {
    // singly linked: each other common digit is in one of the two
    for (let d = 0; d < SIZE; d++) if (common & ~restricted & (1 << d)) add(d, i, j);
    return;
  }
  // doubly linked (more than two restricted commons cannot happen in a valid grid; take two)
  const first = restricted & -restricted;
  const second = (restricted & ~first) & -(restricted & ~first);
  const rc = first | second;
  for (let d = 0; d < SIZE; d++) if (rc & (1 << d)) add(d, i, j);
  for (const k of [i, j]) for (let d = 0; d < SIZE; d++) if (alses[k].mask & ~rc & (1 << d)) add(d, k, -1);
}
