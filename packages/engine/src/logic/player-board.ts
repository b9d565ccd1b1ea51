/**
 * The board as the simulated player (human.ts) reads it, kept up to date move by move instead
 * of rescanned: per unit and digit the places left, per unit the empty cells, and the set of
 * routes open.
 *
 * A route is one thing the player can see and act on:
 * - a single: the last empty cell of a unit (a full house), a digit's one place in a unit (a
 *   hidden single), a cell's one candidate (a naked single). Acting places the digit;
 * - an intersection: a digit's places in a box confined to one line (pointing), or in a line
 *   confined to one box (claiming), while the rest of that line (box) still has the digit as a
 *   candidate. Acting removes it from there.
 * Route ids: 0-26 full houses, 27 + unit * 9 + digit - 1 hidden singles, 270 + cell naked
 * singles, 351 + intersection * 9 + digit - 1 intersections (108 of them: a box's three rows
 * and three columns, a line's three boxes).
 *
 * A route opens when a move makes it true, once, and stays open until acted on or made moot
 * (a single's cell filled; an intersection stays open until acted on, even with nothing left
 * to rule out). Correct moves never close a route otherwise: with more digits and fewer
 * candidates a single stays a single, and a digit's places confined to a line stay confined (or
 * the digit is placed there, which removes the same candidates). That is what makes the
 * simulated time monotone (human.ts).
 */
import { CELLS, SIZE, UNITS, rowOf, colOf, boxOf } from '../grid/units.js';
import type { Candidates } from '../grid/candidates.js';

export const HIDDEN_ROUTES = 27;
export const NAKED_ROUTES = 27 + 27 * SIZE;
export const INTERSECTION_ROUTES = NAKED_ROUTES + CELLS;

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

/**
 * The intersections, as (unit, mask of places, the six cells they rule out): a box's three
 * rows and three columns, a line's three boxes. A digit whose places in the unit lie within the
 * mask is ruled out of those cells.
 */
const CROSS_UNIT: number[] = [];
const CROSS_MASK: number[] = [];
const targets: number[] = [];
for (let u = 0; u < 27; u++) {
  const cells = UNITS[u];
  for (let k = 0; k < 3; k++) {
    // boxes: row k and column k of the box; lines: the k-th box along the line
    const parts: [number, number[]][] =
      u >= 2 * SIZE
        ? [
            [0b111 << (3 * k), cells.slice(3 * k, 3 * k + 3)],
            [0b1001001 << k, [cells[k], cells[k + 3], cells[k + 6]]],
          ]
        : [[0b111 << (3 * k), cells.slice(3 * k, 3 * k + 3)]];
    for (const [mask, inside] of parts) {
      // the other unit through these three cells: their common line (for a box) or box (for a line)
      const other = UNITS.findIndex((v, i) => i !== u && inside.every((c) => v.includes(c)));
      CROSS_UNIT.push(u);
      CROSS_MASK.push(mask);
      targets.push(...UNITS[other].filter((c) => !inside.includes(c)));
    }
  }
}
const CROSS_TARGETS = Uint8Array.from(targets);
const CROSSES = CROSS_UNIT.length;
export const ROUTES = INTERSECTION_ROUTES + CROSSES * SIZE;
/** The six cells an intersection route rules its digit out of. */
export function intersectionTargets(route: number): number[] {
  const x = ((route - INTERSECTION_ROUTES) / SIZE) | 0;
  return [...CROSS_TARGETS.subarray(x * 6, x * 6 + 6)];
}

/** Per unit, its intersections' indices into the tables above. */
const CROSS_OF_UNIT = UNITS.map((_, u) => Uint8Array.from(CROSS_UNIT.flatMap((v, i) => (v === u ? [i] : []))));
/**
 * Per unit kind (line, box) and set of places, which of the unit's intersections (bit k: the
 * k-th of CROSS_OF_UNIT[u]) the places lie within: one lookup instead of six mask tests.
 */
const FITS = new Uint8Array(2 * 512);
for (const box of [0, 1]) {
  (box ? CROSS_OF_UNIT[2 * SIZE] : CROSS_OF_UNIT[0]).forEach((x: number, k: number) => {
    for (let p = 1; p < 512; p++) if (!(p & ~CROSS_MASK[x])) FITS[box * 512 + p] |= 1 << k;
  });
}
/** Per (unit, digit) slot, where its unit kind's rows start in FITS. */
const FITS_AT = Uint16Array.from({ length: 27 * SIZE }, (_, slot) => (slot >= 2 * SIZE * SIZE ? 512 : 0));

/** place()'s list of the peers that still have the digit placed: at most 8 per unit. */
const PEERS_WITH_DIGIT = new Uint8Array(24);

const lowBit = (m: number) => 31 - Math.clz32(m & -m);
const isSingle = (m: number) => m !== 0 && (m & (m - 1)) === 0;

export class PlayerBoard {
  readonly values = new Uint8Array(CELLS);
  /** Candidates of the empty cells (0 for filled ones, so a candidate test needs no value test). */
  readonly masks = new Uint16Array(CELLS);
  /** places[unit * 9 + digit - 1]: the indices inside the unit where the digit can still go. */
  readonly places = new Uint16Array(27 * SIZE);
  readonly emptyInUnit = new Uint8Array(27);
  emptyCells = 0;
  /** The open routes, in no particular order. */
  readonly open = new Int16Array(ROUTES);
  openCount = 0;
  /** Routes opened since the caller last set `openedCount` to 0, in order (a route opens once). */
  readonly opened = new Int16Array(ROUTES);
  openedCount = 0;
  /** Each route's index in `open`, or -1. */
  private readonly openAt = new Int16Array(ROUTES).fill(-1);
  /** Per unit and digit, the unit's intersections whose targets were opened (a confinement never ends). */
  private readonly crossed = new Uint8Array(27 * SIZE);

  /** Take the digits and candidates of a technique-solver grid. */
  load(g: Candidates): void {
    this.places.fill(0);
    this.emptyInUnit.fill(0);
    this.openAt.fill(-1);
    this.crossed.fill(0);
    this.openCount = 0;
    this.openedCount = 0;
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
    for (let r = 0; r < INTERSECTION_ROUTES; r++) if (this.isSingleOpen(r)) this.addOpen(r);
    for (let slot = 0; slot < 27 * SIZE; slot++) this.checkCrossings(slot);
  }

  copyFrom(b: PlayerBoard): void {
    this.values.set(b.values);
    this.masks.set(b.masks);
    this.places.set(b.places);
    this.emptyInUnit.set(b.emptyInUnit);
    this.crossed.set(b.crossed);
    // only the open routes' entries mean anything
    this.open.set(b.open.subarray(0, b.openCount));
    this.openAt.set(b.openAt);
    this.opened.set(b.opened.subarray(0, b.openedCount));
    this.openedCount = b.openedCount;
    this.emptyCells = b.emptyCells;
    this.openCount = b.openCount;
  }

  /** The cell an open single places its digit in. */
  cellOf(route: number): number {
    if (route >= NAKED_ROUTES) return route - NAKED_ROUTES;
    if (route >= HIDDEN_ROUTES) {
      const slot = route - HIDDEN_ROUTES;
      return UNIT_CELLS[(slot - (slot % SIZE)) + lowBit(this.places[slot])];
    }
    for (let k = route * SIZE; k < route * SIZE + SIZE; k++) if (!this.values[UNIT_CELLS[k]]) return UNIT_CELLS[k];
    return -1;
  }

  /** The digit an open route places (a single) or removes (an intersection). */
  digitOf(route: number): number {
    if (route >= INTERSECTION_ROUTES) return ((route - INTERSECTION_ROUTES) % SIZE) + 1;
    if (route >= HIDDEN_ROUTES && route < NAKED_ROUTES) return ((route - HIDDEN_ROUTES) % SIZE) + 1;
    return lowBit(this.masks[this.cellOf(route)]) + 1;
  }

  /** Act on an open route: place its single, or rule its digit out of its intersection's cells. */
  take(route: number): void {
    if (route < INTERSECTION_ROUTES) return this.place(this.cellOf(route), this.digitOf(route));
    const x = ((route - INTERSECTION_ROUTES) / SIZE) | 0, d = (route - INTERSECTION_ROUTES) % SIZE;
    this.update(route, false);
    for (let t = x * 6; t < x * 6 + 6; t++) {
      const c = CROSS_TARGETS[t];
      if (this.masks[c] & (1 << d)) this.removeCandidate(c, d);
    }
  }

  /**
   * Whether an open intersection route still has something to rule out. Routes are not closed
   * when other moves empty them (acting on such a route does nothing, and costs no time).
   */
  hasWork(route: number): boolean {
    const x = ((route - INTERSECTION_ROUTES) / SIZE) | 0;
    return this.hasTarget(x, 1 << ((route - INTERSECTION_ROUTES) % SIZE));
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
    let peersWithDigit = 0;
    // the cell's units: one empty cell fewer, and the cell is no place for its other digits
    for (let i = cell * 3; i < cell * 3 + 3; i++) {
      const u = CELL_UNITS[i];
      const keep = ~(1 << CELL_INDEX[i]);
      this.update(u, --emptyInUnit[u] === 1);
      // the digit has no place left in the unit: its other places are peers that lose it (read
      // here, not by testing all 20 peers: most have lost it already)
      for (let rest = places[u * SIZE + d] & keep; rest; rest &= rest - 1) PEERS_WITH_DIGIT[peersWithDigit++] = UNIT_CELLS[u * SIZE + lowBit(rest)];
      places[u * SIZE + d] = 0;
      this.update(HIDDEN_ROUTES + u * SIZE + d, false);
      for (let rest = old & ~bit; rest; rest &= rest - 1) {
        const slot = u * SIZE + lowBit(rest);
        places[slot] &= keep;
        this.placesChanged(slot);
      }
    }
    // its peers lose the digit (one in a line and the box is listed twice); a place lost can
    // leave the digit one place in a peer's unit
    for (let k = 0; k < peersWithDigit; k++) {
      const p = PEERS_WITH_DIGIT[k];
      if (masks[p] & bit) this.removeCandidate(p, d);
    }
  }

  /** Remove a candidate (a correct elimination). */
  eliminate(cell: number, digit: number): void {
    if (this.masks[cell] & (1 << (digit - 1))) this.removeCandidate(cell, digit - 1);
  }

  private removeCandidate(cell: number, d: number): void {
    const m = (this.masks[cell] &= ~(1 << d));
    this.update(NAKED_ROUTES + cell, isSingle(m));
    const { places } = this;
    for (let i = cell * 3; i < cell * 3 + 3; i++) {
      const slot = CELL_UNITS[i] * SIZE + d;
      const at = 1 << CELL_INDEX[i];
      // already gone where a placement of d emptied the unit's places for it
      if (!(places[slot] & at)) continue;
      places[slot] &= ~at;
      this.placesChanged(slot);
    }
  }

  /** A digit's places in a unit shrank: a hidden single may open, an intersection may confine it. */
  private placesChanged(slot: number): void {
    this.update(HIDDEN_ROUTES + slot, isSingle(this.places[slot]));
    this.checkCrossings(slot);
  }

  private checkCrossings(slot: number): void {
    // no places (fits nothing): the digit is placed in the unit, its peers have lost it already
    const fresh = FITS[FITS_AT[slot] + this.places[slot]] & ~this.crossed[slot];
    if (!fresh) return;
    const u = (slot / SIZE) | 0;
    this.crossed[slot] |= fresh;
    const d = slot % SIZE, bit = 1 << d;
    const crosses = CROSS_OF_UNIT[u];
    for (let k = 0; k < crosses.length; k++) {
      if (fresh & (1 << k) && this.hasTarget(crosses[k], bit)) this.update(INTERSECTION_ROUTES + crosses[k] * SIZE + d, true);
    }
  }

  /** Whether some cell of intersection x's targets still has the digit. */
  private hasTarget(x: number, bit: number): boolean {
    for (let t = x * 6; t < x * 6 + 6; t++) {
      const c = CROSS_TARGETS[t];
      if (this.masks[c] & bit) return true;
    }
    return false;
  }

  /** Bring a route whose options changed into or out of the open set. */
  private update(r: number, open: boolean): void {
    if (open) {
      if (this.openAt[r] < 0) this.addOpen(r);
    } else if (this.openAt[r] >= 0) this.removeOpen(r);
  }

  private isSingleOpen(r: number): boolean {
    if (r >= NAKED_ROUTES) {
      const c = r - NAKED_ROUTES;
      return !this.values[c] && isSingle(this.masks[c]);
    }
    if (r >= HIDDEN_ROUTES) return isSingle(this.places[r - HIDDEN_ROUTES]);
    return this.emptyInUnit[r] === 1;
  }

  isOpen(r: number): boolean {
    return this.openAt[r] >= 0;
  }

  private addOpen(r: number): void {
    this.openAt[r] = this.openCount;
    this.open[this.openCount++] = r;
    this.opened[this.openedCount++] = r;
  }

  private removeOpen(r: number): void {
    const at = this.openAt[r];
    const last = --this.openCount;
    this.open[at] = this.open[last];
    this.openAt[this.open[at]] = at;
    this.openAt[r] = -1;
  }
}
