/**
 * What the player sees in the grid at one moment: givens, their own digits, corner and centre
 * notes, and cell colours. Plain typed arrays so a board is cheap to copy and to compare.
 */
import { CELLS, PEERS, PEER_COUNT } from 'sudokit';

/** Note masks use bit d-1 for digit d, as the engine's candidate masks do. */
export interface Board {
  readonly givens: Uint8Array;
  /** The player's digits; 0 where empty or where a given stands. */
  readonly digits: Uint8Array;
  readonly corner: Uint16Array;
  readonly centre: Uint16Array;
  /** 0 = no colour, 1-9 = palette index. */
  readonly colours: Uint8Array;
}

export function boardFromGivens(givens: ArrayLike<number>): Board {
  return {
    givens: Uint8Array.from(givens),
    digits: new Uint8Array(CELLS),
    corner: new Uint16Array(CELLS),
    centre: new Uint16Array(CELLS),
    colours: new Uint8Array(CELLS),
  };
}

export function copyBoard(b: Board): Board {
  return {
    givens: b.givens,
    digits: b.digits.slice(),
    corner: b.corner.slice(),
    centre: b.centre.slice(),
    colours: b.colours.slice(),
  };
}

/** Givens and player digits together: the grid the engine reasons about. */
export function currentGrid(b: Board): Uint8Array {
  const g = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) g[i] = b.givens[i] || b.digits[i];
  return g;
}

export function valueAt(b: Board, cell: number): number {
  return b.givens[cell] || b.digits[cell];
}

export function isFull(b: Board): boolean {
  for (let i = 0; i < CELLS; i++) if (!valueAt(b, i)) return false;
  return true;
}

/** Every peer of a cell (same row, column or box), from the engine's table. */
export function peersOf(cell: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < PEER_COUNT; k++) out.push(PEERS[cell * PEER_COUNT + k]);
  return out;
}

export function maskDigits(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}
