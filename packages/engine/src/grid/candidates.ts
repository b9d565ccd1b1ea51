/**
 * The candidate ("possibility") grid the technique solver works on: a placed digit per cell
 * (0 = empty) and, for empty cells, a 9-bit candidate mask (bit d-1 = digit d).
 * Placing a digit removes it from the candidates of every peer, as Sudoku Explainer does.
 */
import { CELLS, SIZE, BOX, UNITS, PEERS, PEER_COUNT, ALL_DIGITS, rowOf, colOf, boxOf } from './units.js';
import type { Grid } from './grid.js';

/** For each cell, its three units (row, column, box) and its index bit inside each. */
const CELL_UNITS = new Uint8Array(CELLS * 3);
const CELL_BITS = new Uint16Array(CELLS * 3);
for (let i = 0; i < CELLS; i++) {
  const r = rowOf[i], c = colOf[i];
  CELL_UNITS.set([r, SIZE + c, 2 * SIZE + boxOf[i]], i * 3);
  CELL_BITS.set([1 << c, 1 << r, 1 << ((r % BOX) * BOX + (c % BOX))], i * 3);
}

/**
 * A grid with pencil marks: the digits placed and, for every cell, the digits still possible
 * (a bit mask, bit d-1 for digit d). The technique solver works on it; `applyStep` changes it.
 */
export class Candidates {
  readonly values: Uint8Array;
  /** Candidate masks. Change them through place/eliminate (or call touch()) to keep caches right. */
  readonly masks: Uint16Array;
  /** Per unit and digit, the index mask of its places; rebuilt lazily after a change. */
  private positionCache: Uint16Array | null = null;
  private emptyCache: Uint8Array | null = null;
  private positionBuffer: Uint16Array | null = null;
  private emptyBuffer: Uint8Array | null = null;

  constructor(values: Uint8Array, masks: Uint16Array) {
    this.values = values;
    this.masks = masks;
  }

  /** Forget cached unit positions after changing `masks` or `values` directly. */
  touch(): void {
    this.positionCache = null;
    this.emptyCache = null;
  }

  private buildCaches(): Uint16Array {
    const pos = (this.positionBuffer ??= new Uint16Array(UNITS.length * SIZE));
    const empty = (this.emptyBuffer ??= new Uint8Array(UNITS.length));
    pos.fill(0);
    empty.fill(0);
    for (let i = 0; i < CELLS; i++) {
      if (this.values[i]) continue;
      const m = this.masks[i];
      for (let k = 0; k < 3; k++) {
        const u = CELL_UNITS[i * 3 + k];
        empty[u]++;
        const base = u * SIZE;
        const bit = CELL_BITS[i * 3 + k];
        for (let rest = m, d = 0; rest; rest >>= 1, d++) if (rest & 1) pos[base + d] |= bit;
      }
    }
    this.emptyCache = empty;
    return (this.positionCache = pos);
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
    this.touch();
    this.values[cell] = digit;
    this.masks[cell] = 0;
    const keep = ~(1 << (digit - 1));
    for (let k = 0; k < PEER_COUNT; k++) this.masks[PEERS[cell * PEER_COUNT + k]] &= keep;
  }

  eliminate(cell: number, digit: number): void {
    this.touch();
    this.masks[cell] &= ~(1 << (digit - 1));
  }

  isSolved(): boolean {
    for (let i = 0; i < CELLS; i++) if (!this.values[i]) return false;
    return true;
  }

  /** Positions (9-bit mask of indexes within the unit) where `digit` is still a candidate. */
  positions(unit: number, digit: number): number {
    return (this.positionCache ?? this.buildCaches())[unit * SIZE + digit - 1];
  }

  emptyCount(unit: number): number {
    if (!this.emptyCache) this.buildCaches();
    return this.emptyCache![unit];
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
