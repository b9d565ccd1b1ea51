/**
 * The board as the simulated player (human.ts) scans it for singles, kept up to date digit by
 * digit instead of rescanned after each one: per unit and digit the places left, per unit the
 * empty cells, and the set of routes open.
 *
 * A route sees one single: the last empty cell of a unit (a full house), a digit's one place
 * in a unit (a hidden single), or a cell's one candidate (a naked single). Route ids: 0-26 full
 * houses, 27 + unit * 9 + digit - 1 the hidden singles, 270 + cell the naked ones. A route
 * opens when a placement leaves it one option and stays open until its digit is placed: a
 * correct placement never takes a single away.
 */
import { CELLS, SIZE, UNITS, PEERS, PEER_COUNT, rowOf, colOf, boxOf } from './units.js';
import type { Candidates } from './candidates.js';

export const ROUTES = 27 + 27 * SIZE + CELLS;
export const HIDDEN_ROUTES = 27;
export const NAKED_ROUTES = 27 + 27 * SIZE;

/** The 27 units' cells, flat: UNIT_CELLS[unit * 9 + k]. */
const UNIT_CELLS = Int8Array.from(UNITS.flat());
/** For each cell, its three units (row, column, box) and its index inside each. */
const CELL_UNITS = new Uint8Array(CELLS * 3);
const CELL_INDEX = new Uint8Array(CELLS * 3);
for (let c = 0; c < CELLS; c++) {
  const r = rowOf[c], col = colOf[c];
  CELL_UNITS.set([r, SIZE + col, 2 * SIZE + boxOf[c]], c * 3);
  CELL_INDEX.set([col, r, (r % 3) * 3 + (col % 3)], c * 3);
}

const lowBit = (m: number) => 31 - Math.clz32(m & -m);

export class SinglesBoard {
  readonly values = new Uint8Array(CELLS);
  /** Candidates of the empty cells (0 for filled ones). */
  readonly masks = new Uint16Array(CELLS);
  /** places[unit * 9 + digit - 1]: the indices inside the unit where the digit can still go. */
  readonly places = new Uint16Array(27 * SIZE);
  readonly emptyInUnit = new Uint8Array(27);
  emptyCells = 0;
  /** The open routes, in no particular order. */
  readonly open = new Int16Array(ROUTES);
  /**
   * A number the caller keeps beside each open route (the player's next sighting of it), at
   * the route's index in `open`; -Infinity when the route has just opened.
   */
  readonly keys = new Float64Array(ROUTES);
  openCount = 0;
  /** Each route's index in `open`, or -1. */
  private readonly openAt = new Int16Array(ROUTES).fill(-1);

  /** Take the digits and candidates of a technique-solver grid. */
  load(g: Candidates): void {
    this.places.fill(0);
    this.emptyInUnit.fill(0);
    this.openAt.fill(-1);
    this.openCount = 0;
    this.emptyCells = 0;
    for (let c = 0; c < CELLS; c++) {
      this.values[c] = g.values[c];
      const m = g.values[c] ? 0 : g.masks[c];
      this.masks[c] = m;
      if (g.values[c]) continue;
      this.emptyCells++;
      for (let i = c * 3; i < c * 3 + 3; i++) {
        const u = CELL_UNITS[i];
        this.emptyInUnit[u]++;
        for (let rest = m; rest; rest &= rest - 1) this.places[u * SIZE + lowBit(rest)] |= 1 << CELL_INDEX[i];
      }
    }
    for (let r = 0; r < ROUTES; r++) if (this.isRouteOpen(r)) this.addOpen(r);
  }

  copyFrom(b: SinglesBoard): void {
    this.values.set(b.values);
    this.masks.set(b.masks);
    this.places.set(b.places);
    this.emptyInUnit.set(b.emptyInUnit);
    // only the open routes' entries mean anything
    this.open.set(b.open.subarray(0, b.openCount));
    this.keys.set(b.keys.subarray(0, b.openCount));
    this.openAt.set(b.openAt);
    this.emptyCells = b.emptyCells;
    this.openCount = b.openCount;
  }

  /** The cell an open route's single is in. */
  cellOf(route: number): number {
    if (route >= NAKED_ROUTES) return route - NAKED_ROUTES;
    if (route >= HIDDEN_ROUTES) {
      const slot = route - HIDDEN_ROUTES;
      return UNIT_CELLS[(slot - (slot % SIZE)) + lowBit(this.places[slot])];
    }
    for (let k = route * SIZE; k < route * SIZE + SIZE; k++) if (!this.values[UNIT_CELLS[k]]) return UNIT_CELLS[k];
    return -1;
  }

  /** The digit an open route's single places. */
  digitOf(route: number): number {
    if (route >= HIDDEN_ROUTES && route < NAKED_ROUTES) return ((route - HIDDEN_ROUTES) % SIZE) + 1;
    return lowBit(this.masks[this.cellOf(route)]) + 1;
  }

  place(cell: number, digit: number): void {
    const d = digit - 1;
    const bit = 1 << d;
    const old = this.masks[cell];
    const { places, masks, values, emptyInUnit } = this;
    values[cell] = digit;
    masks[cell] = 0;
    this.emptyCells--;
    this.update(NAKED_ROUTES + cell, false);
    // the cell's units: one empty cell fewer, and the cell is no place for its other digits
    for (let i = cell * 3; i < cell * 3 + 3; i++) {
      const u = CELL_UNITS[i];
      const keep = ~(1 << CELL_INDEX[i]);
      this.update(u, --emptyInUnit[u] === 1);
      // the digit itself has no place left in the unit
      places[u * SIZE + d] = 0;
      this.update(HIDDEN_ROUTES + u * SIZE + d, false);
      for (let rest = old & ~bit; rest; rest &= rest - 1) {
        const slot = u * SIZE + lowBit(rest);
        const left = (places[slot] &= keep);
        this.update(HIDDEN_ROUTES + slot, left !== 0 && (left & (left - 1)) === 0);
      }
    }
    // its peers lose the digit; a place lost can leave the digit one place in a peer's unit
    for (let k = cell * PEER_COUNT; k < cell * PEER_COUNT + PEER_COUNT; k++) {
      const p = PEERS[k];
      if (values[p] || !(masks[p] & bit)) continue;
      const m = (masks[p] &= ~bit);
      this.update(NAKED_ROUTES + p, m !== 0 && (m & (m - 1)) === 0);
      for (let i = p * 3; i < p * 3 + 3; i++) {
        const slot = CELL_UNITS[i] * SIZE + d;
        const left = (places[slot] &= ~(1 << CELL_INDEX[i]));
        this.update(HIDDEN_ROUTES + slot, left !== 0 && (left & (left - 1)) === 0);
      }
    }
  }

  /** Bring a route whose options changed into or out of the open set. */
  private update(r: number, open: boolean): void {
    if (open) {
      if (this.openAt[r] < 0) this.addOpen(r);
    } else if (this.openAt[r] >= 0) this.removeOpen(r);
  }

  private isRouteOpen(r: number): boolean {
    if (r >= NAKED_ROUTES) {
      const c = r - NAKED_ROUTES;
      const m = this.masks[c];
      return !this.values[c] && m !== 0 && (m & (m - 1)) === 0;
    }
    if (r >= HIDDEN_ROUTES) {
      const p = this.places[r - HIDDEN_ROUTES];
      return p !== 0 && (p & (p - 1)) === 0;
    }
    return this.emptyInUnit[r] === 1;
  }

  private addOpen(r: number): void {
    this.openAt[r] = this.openCount;
    this.keys[this.openCount] = -Infinity;
    this.open[this.openCount++] = r;
  }

  private removeOpen(r: number): void {
    const at = this.openAt[r];
    const last = --this.openCount;
    this.open[at] = this.open[last];
    this.keys[at] = this.keys[last];
    this.openAt[this.open[at]] = at;
    this.openAt[r] = -1;
  }
}
