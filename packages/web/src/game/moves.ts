/**
 * Moves: small serialisable actions. A game is its puzzle plus the list of moves, so undo/redo is
 * "replay fewer moves" and a save is just that list (the design of Simon Tatham's puzzles).
 * applyMove is pure and deterministic: the same board and move always give the same board.
 */
import { type Board, copyBoard, currentGrid, peersOf } from './board.js';
import { candidateMasks } from './engine.js';

export type NoteKind = 'corner' | 'centre';

export type Move =
  /** Place a digit; if every target cell already holds it, take it out instead (a second press erases). */
  | { kind: 'place'; cells: number[]; digit: number }
  /** Toggle a note: removed if every empty target cell has it, else added to all of them. */
  | { kind: 'note'; note: NoteKind; cells: number[]; digit: number }
  /** Toggle a cell colour (1-9, whatever the grid's size), the same way. */
  | { kind: 'colour'; cells: number[]; colour: number }
  /** Clear the first layer present in the cells: digits, then notes, then colours. */
  | { kind: 'erase'; cells: number[] }
  /** Fill the centre notes of every empty cell with the candidates the engine finds. */
  | { kind: 'candidates' }
  /** Several moves as one undo step (e.g. applying a hint). */
  | { kind: 'batch'; moves: Move[] }
  /** Start the puzzle over: every digit, note and colour cleared, as one undo step (issue 31). */
  | { kind: 'restart' };

export type MoveKind = Move['kind'];

const bit = (d: number) => 1 << (d - 1);

function editable(b: Board, cells: number[]): number[] {
  return cells.filter((c) => b.givens[c] === 0);
}

export function applyMove(board: Board, move: Move): Board {
  const b = copyBoard(board);
  switch (move.kind) {
    case 'place': {
      const cells = editable(b, move.cells);
      if (cells.length === 0) return board;
      const removing = cells.every((c) => b.digits[c] === move.digit);
      for (const c of cells) {
        b.digits[c] = removing ? 0 : move.digit;
        // Notes of this digit in the row, column and box are now settled: clean them.
        if (!removing) for (const p of peersOf(c, b.geo)) { b.corner[p] &= ~bit(move.digit); b.centre[p] &= ~bit(move.digit); }
      }
      return b;
    }
    case 'note': {
      const cells = editable(b, move.cells).filter((c) => b.digits[c] === 0);
      if (cells.length === 0) return board;
      const layer = move.note === 'corner' ? b.corner : b.centre;
      const m = bit(move.digit);
      const removing = cells.every((c) => layer[c] & m);
      for (const c of cells) layer[c] = removing ? layer[c] & ~m : layer[c] | m;
      return b;
    }
    case 'colour': {
      if (move.cells.length === 0) return board;
      const removing = move.cells.every((c) => b.colours[c] === move.colour);
      for (const c of move.cells) b.colours[c] = removing ? 0 : move.colour;
      return b;
    }
    case 'erase': {
      const cells = move.cells;
      if (cells.some((c) => b.digits[c])) for (const c of cells) b.digits[c] = 0;
      else if (cells.some((c) => !b.givens[c] && (b.corner[c] || b.centre[c]))) for (const c of cells) { b.corner[c] = 0; b.centre[c] = 0; }
      else if (cells.some((c) => b.colours[c])) for (const c of cells) b.colours[c] = 0;
      else return board;
      return b;
    }
    case 'batch': {
      let b2: Board = board;
      for (const m of move.moves) b2 = applyMove(b2, m);
      return b2;
    }
    case 'restart': {
      if (!b.digits.some((d) => d) && !b.corner.some((m) => m) && !b.centre.some((m) => m) && !b.colours.some((c) => c)) return board;
      b.digits.fill(0); b.corner.fill(0); b.centre.fill(0); b.colours.fill(0);
      return b;
    }
    case 'candidates': {
      const masks = candidateMasks(currentGrid(b), b.geo);
      for (let c = 0; c < b.geo.cells; c++) b.centre[c] = b.givens[c] || b.digits[c] ? 0 : masks[c];
      return b;
    }
  }
}

/**
 * Checks a move read back from storage; returns it (copied, unknown fields dropped) or undefined.
 * `size` is the grid's side (9 unless the game has rules): cells below size², digits 1..size.
 */
export function parseMove(raw: unknown, nested = false, size = 9): Move | undefined {
  const CELLS = size * size;
  const isCell = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < CELLS;
  const isDigit = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= size;
  const isColour = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 9;
  const isCells = (x: unknown): x is number[] => Array.isArray(x) && x.length <= CELLS && x.every(isCell);
  if (typeof raw !== 'object' || raw === null) return undefined;
  const m = raw as Record<string, unknown>;
  switch (m.kind) {
    case 'place':
      return isCells(m.cells) && isDigit(m.digit) ? { kind: 'place', cells: [...m.cells], digit: m.digit } : undefined;
    case 'note':
      return (m.note === 'corner' || m.note === 'centre') && isCells(m.cells) && isDigit(m.digit)
        ? { kind: 'note', note: m.note, cells: [...m.cells], digit: m.digit }
        : undefined;
    case 'colour':
      return isCells(m.cells) && isColour(m.colour) ? { kind: 'colour', cells: [...m.cells], colour: m.colour } : undefined;
    case 'erase':
      return isCells(m.cells) ? { kind: 'erase', cells: [...m.cells] } : undefined;
    case 'candidates':
      return { kind: 'candidates' };
    case 'restart':
      return nested ? undefined : { kind: 'restart' };
    case 'batch': {
      // One level only, and a bounded size: a save is data from outside.
      if (nested || !Array.isArray(m.moves) || m.moves.length > 4 * CELLS) return undefined;
      const moves = m.moves.map((x) => parseMove(x, true, size));
      return moves.every((x): x is Move => x !== undefined) ? { kind: 'batch', moves } : undefined;
    }
    default:
      return undefined;
  }
}
