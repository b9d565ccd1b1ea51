/**
 * The candidate ("possibility") grid the technique solver works on: a placed digit per cell
 * (0 = empty) and, for empty cells, a 9-bit candidate mask (bit d-1 = digit d).
 * Placing a digit removes it from the candidates of every peer, as Sudoku Explainer does.
 */
import { CELLS, SIZE, UNITS, PEERS, PEER_COUNT, ALL_DIGITS } from './units.js';
import type { Grid } from './grid.js';

export class Candidates {
  readonly values: Uint8Array;
  readonly masks: Uint16Array;

  constructor(values: Uint8Array, masks: Uint16Array) {
    this.values = values;
    this.masks = masks;
  }

  /** Candidates from givens only: every digit not seen by a peer. */
  static fromGrid(grid: Grid): Candidates {
    const values = new Uint8Array(CELLS);
    const masks = new Uint16Array(CELLS);
    for (let i = 0; i < CELLS; i++) {
      values[i] = grid[i];
      masks[i] = grid[i] ? 0 : ALL_DIGITS;
    }
    for (let i = 0; i < CELLS; i++) {
      const d = grid[i];
      if (!d) continue;
      const bit = 1 << (d - 1);
      for (let k = 0; k < PEER_COUNT; k++) masks[PEERS[i * PEER_COUNT + k]] &= ~bit;
    }
    return new Candidates(values, masks);
  }

  /**
   * A player's state: their digits plus their own marks (729 flags, cell-major, digit-minor).
   * Marks are taken as given (no peer cleaning), so hints can work from what the player sees.
   */
  static fromMarks(grid: Grid, marks: ArrayLike<boolean>): Candidates {
    const values = new Uint8Array(CELLS);
    const masks = new Uint16Array(CELLS);
    for (let i = 0; i < CELLS; i++) {
      values[i] = grid[i];
      if (grid[i]) continue;
      let m = 0;
      for (let d = 0; d < SIZE; d++) if (marks[i * SIZE + d]) m |= 1 << d;
      masks[i] = m;
    }
    return new Candidates(values, masks);
  }

  clone(): Candidates {
    return new Candidates(this.values.slice(), this.masks.slice());
  }

  has(cell: number, digit: number): boolean {
    return (this.masks[cell] & (1 << (digit - 1))) !== 0;
  }

  place(cell: number, digit: number): void {
    this.values[cell] = digit;
    this.masks[cell] = 0;
    const keep = ~(1 << (digit - 1));
    for (let k = 0; k < PEER_COUNT; k++) this.masks[PEERS[cell * PEER_COUNT + k]] &= keep;
  }

  eliminate(cell: number, digit: number): void {
    this.masks[cell] &= ~(1 << (digit - 1));
  }

  isSolved(): boolean {
    for (let i = 0; i < CELLS; i++) if (!this.values[i]) return false;
    return true;
  }

  /** Positions (9-bit mask of indexes within the unit) where `digit` is still a candidate. */
  positions(unit: number, digit: number): number {
    const cells = UNITS[unit];
    const bit = 1 << (digit - 1);
    let m = 0;
    for (let k = 0; k < SIZE; k++) if (this.masks[cells[k]] & bit) m |= 1 << k;
    return m;
  }

  emptyCount(unit: number): number {
    const cells = UNITS[unit];
    let n = 0;
    for (let k = 0; k < SIZE; k++) if (!this.values[cells[k]]) n++;
    return n;
  }

  /** How many times `digit` is placed on the grid. */
  placedCount(digit: number): number {
    let n = 0;
    for (let i = 0; i < CELLS; i++) if (this.values[i] === digit) n++;
    return n;
  }

  /** 729 flags, cell-major: the format `hint` takes for a player's marks. */
  toMarks(): boolean[] {
    const out: boolean[] = new Array(CELLS * SIZE).fill(false);
    for (let i = 0; i < CELLS; i++) for (let d = 0; d < SIZE; d++) out[i * SIZE + d] = (this.masks[i] & (1 << d)) !== 0;
    return out;
  }
}
