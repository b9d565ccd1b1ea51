/**
 * The one place the game asks the engine about Sudoku: candidates, conflicts, solving, parsing.
 * The UI and the game state call these and never reason about the rules themselves.
 */
import { Candidates, findConflicts, parseGrid, solve, makeLine, type GridError } from 'sudokit';

/** Candidate mask per cell (bit d-1 = digit d possible); 0 for filled cells. */
export function candidateMasks(grid: ArrayLike<number>): Uint16Array {
  return Candidates.fromGrid(Uint8Array.from(grid)).masks;
}

/** Cells that share a digit with a peer. */
export function conflictCells(grid: Uint8Array): Set<number> {
  const cells = new Set<number>();
  for (const { cells: [a, b] } of findConflicts(grid)) { cells.add(a); cells.add(b); }
  return cells;
}

export type PuzzleCheck =
  | { ok: true; puzzle: string; solution: string }
  | { ok: false; reason: 'parse'; error: GridError; message: string }
  | { ok: false; reason: 'none' | 'several'; message: string };

/** Reads a puzzle typed or pasted by a player and insists on exactly one solution. */
export function checkPuzzle(text: string): PuzzleCheck {
  const parsed = parseGrid(text);
  if (!parsed.ok) return { ok: false, reason: 'parse', error: parsed.error, message: `This is not a puzzle: ${parsed.error.message}.` };
  const result = solve(parsed.value, { limit: 2 });
  if (result.count === 0) return { ok: false, reason: 'none', message: 'This puzzle has no solution, so it cannot be played.' };
  if (result.count > 1) return { ok: false, reason: 'several', message: 'This puzzle has more than one solution; a fair Sudoku has exactly one. Add a clue or two.' };
  return { ok: true, puzzle: makeLine(parsed.value), solution: makeLine(result.solution!) };
}

export type GridStatus =
  | { kind: 'conflict'; cells: Set<number> }
  | { kind: 'none' | 'several' | 'unique'; clues: number };

/** What the puzzle editor tells the player as they type clues. */
export function gridStatus(grid: Uint8Array): GridStatus {
  const cells = conflictCells(grid);
  if (cells.size) return { kind: 'conflict', cells };
  let clues = 0;
  for (const d of grid) if (d) clues++;
  const count = solve(grid, { limit: 2 }).count;
  return { kind: count === 0 ? 'none' : count === 1 ? 'unique' : 'several', clues };
}
