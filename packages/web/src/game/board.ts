/**
 * What the player sees in the grid at one moment: givens, their own digits, corner and centre
 * notes, and cell colours. Plain typed arrays so a board is cheap to copy and to compare.
 */
import { CLASSIC_GEOMETRY, type Geometry } from './geometry.js';

/** Note masks use bit d-1 for digit d, as the engine's candidate masks do. */
export interface Board {
  readonly givens: Uint8Array;
  /** The player's digits; 0 where empty or where a given stands. */
  readonly digits: Uint8Array;
  readonly corner: Uint16Array;
  readonly centre: Uint16Array;
  /** 0 = no colour, 1-9 = palette index. */
  readonly colours: Uint8Array;
  /** The puzzle's shape and rules (classic 9x9 unless the game has rules). */
  readonly geo: Geometry;
}

export function boardFromGivens(givens: ArrayLike<number>, geo: Geometry = CLASSIC_GEOMETRY): Board {
  const n = geo.cells;
  return {
    givens: Uint8Array.from(givens),
    digits: new Uint8Array(n),
    corner: new Uint16Array(n),
    centre: new Uint16Array(n),
    colours: new Uint8Array(n),
    geo,
  };
}

export function copyBoard(b: Board): Board {
  return {
    givens: b.givens,
    digits: b.digits.slice(),
    corner: b.corner.slice(),
    centre: b.centre.slice(),
    colours: b.colours.slice(),
    geo: b.geo,
  };
}

/** Givens and player digits together: the grid the engine reasons about. */
export function currentGrid(b: Board): Uint8Array {
  const g = new Uint8Array(b.givens.length);
  for (let i = 0; i < g.length; i++) g[i] = b.givens[i] || b.digits[i];
  return g;
}

export function valueAt(b: Board, cell: number): number {
  return b.givens[cell] || b.digits[cell];
}

export function isFull(b: Board): boolean {
  for (let i = 0; i < b.givens.length; i++) if (!valueAt(b, i)) return false;
  return true;
}

/** Every peer of a cell (same row, column, box or region, diagonal, window or cage), from the engine's compiled rules. */
export function peersOf(cell: number, geo: Geometry = CLASSIC_GEOMETRY): readonly number[] {
  return geo.compiled.peers[cell];
}

export function maskDigits(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 16; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}
