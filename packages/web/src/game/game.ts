/**
 * A game: the puzzle, its solution, the move list with an undo cursor, and the clock.
 * Every function returns a new Game; nothing is mutated, so the UI can keep games in state as-is.
 */
import type { Rules } from 'sudokit';
import { type Board, boardFromGivens, currentGrid, isFull, valueAt } from './board.js';
import { CLASSIC_GEOMETRY, type Geometry, geometryOf, gridOf } from './geometry.js';
import { type Move, applyMove } from './moves.js';
import { conflictCells } from './engine.js';
import type { MistakeMode } from './settings.js';

export type GameSource = 'generated' | 'entered' | 'link';

export interface GameMeta {
  source: GameSource;
  /** Tier name from the engine's rating, when the puzzle was rated. */
  tier?: string;
  /** Sudoku Explainer-scale rating, when known. */
  rating?: number;
  /**
   * Minutes a typical player needs, when the engine can say (the lead's human-time model fills
   * it in src/ui/tiers.ts); the solved moment compares the player's time with it.
   */
  expectedMinutes?: number;
  /** The date (YYYY-MM-DD) of a daily puzzle. */
  daily?: string;
  /**
   * The mistake limit this game is played with (Settings, off by default; fixed when the game
   * starts): at that many mistakes the game is over (sudoku.com's "3 mistakes" mode).
   */
  mistakeLimit?: number;
  /**
   * The variant the game was chosen as (issue 29: 'killer', 'mini6', ...), for the statistics
   * and the New game menu; absent for classic 9x9 and for puzzles brought from elsewhere.
   */
  variant?: string;
}

export interface Game {
  /** size² characters (1-9 then A-G for 10-16), '.' for blanks: an 81-character line for classic. */
  readonly puzzle: string;
  /** size² digits; every puzzle in play has exactly one solution (checked when it is started). */
  readonly solution: string;
  /** The puzzle's rules beyond classic 9x9 (size, regions, diagonals, windows, cages); absent for classic. */
  readonly rules?: Rules;
  readonly moves: readonly Move[];
  /** Moves [0, cursor) are in effect; the rest can be redone. */
  readonly cursor: number;
  readonly board: Board;
  readonly elapsedMs: number;
  readonly hints: number;
  /** Mistakes as the player's setting shows them (counted even if later undone): see play(). */
  readonly mistakes: number;
  readonly startedAt: number;
  readonly finishedAt?: number;
  readonly meta: GameMeta;
}

export function givensOf(puzzle: string): Uint8Array {
  return gridOf(puzzle);
}

/** The geometry of a game's puzzle (classic 9x9 without rules). */
export function geometryOfGame(game: { rules?: Rules }): Geometry {
  return game.rules ? geometryOf(game.rules) : CLASSIC_GEOMETRY;
}

export function newGame(puzzle: string, solution: string, meta: GameMeta, now = Date.now(), rules?: Rules): Game {
  const geo = geometryOf(rules);
  return {
    puzzle, solution, ...(geo.classic ? {} : { rules: geo.rules }), moves: [], cursor: 0, board: boardFromGivens(givensOf(puzzle), geo),
    elapsedMs: 0, hints: 0, mistakes: 0, startedAt: now, meta,
  };
}

export function replay(puzzle: string, moves: readonly Move[], upTo: number, geo: Geometry = CLASSIC_GEOMETRY): Board {
  let board = boardFromGivens(givensOf(puzzle), geo);
  for (let i = 0; i < upTo; i++) board = applyMove(board, moves[i]);
  return board;
}

export function solutionDigit(game: Game, cell: number): number {
  const ch = game.solution.charCodeAt(cell);
  return ch <= 57 ? ch - 48 : ch - 55;
}

export function isSolved(game: Game): boolean {
  const b = game.board;
  if (!isFull(b)) return false;
  for (let i = 0; i < b.givens.length; i++) if (valueAt(b, i) !== solutionDigit(game, i)) return false;
  return true;
}

/**
 * Mistakes count what the player is shown (the Mistakes setting): nothing when it is off, digits
 * that clash with a peer for rule conflicts, digits that differ from the solution otherwise.
 */
function countNewMistakes(game: Game, before: Board, after: Board, mode: MistakeMode): number {
  if (mode === 'off') return 0;
  const clashing = mode === 'conflicts' ? conflictCells(currentGrid(after), after.geo) : null;
  let n = 0;
  for (let i = 0; i < after.digits.length; i++) {
    const d = after.digits[i];
    if (!d || d === before.digits[i]) continue;
    if (clashing ? clashing.has(i) : d !== solutionDigit(game, i)) n++;
  }
  return n;
}

/** Plays a move: drops the redo tail, applies it. A move that changes nothing is not recorded. */
export function play(game: Game, move: Move, now = Date.now(), mistakes: MistakeMode = 'solution'): Game {
  if (game.finishedAt !== undefined) return game;
  const board = applyMove(game.board, move);
  if (board === game.board) return game;
  const next: Game = {
    ...game,
    moves: [...game.moves.slice(0, game.cursor), move],
    cursor: game.cursor + 1,
    board,
    mistakes: game.mistakes + countNewMistakes(game, game.board, board, mistakes),
  };
  return isSolved(next) ? { ...next, finishedAt: now } : next;
}

export const canUndo = (game: Game) => game.finishedAt === undefined && game.cursor > 0;
export const canRedo = (game: Game) => game.finishedAt === undefined && game.cursor < game.moves.length;

export function undo(game: Game): Game {
  if (!canUndo(game)) return game;
  return { ...game, cursor: game.cursor - 1, board: replay(game.puzzle, game.moves, game.cursor - 1, game.board.geo) };
}

export function redo(game: Game, now = Date.now()): Game {
  if (!canRedo(game)) return game;
  const next = { ...game, cursor: game.cursor + 1, board: applyMove(game.board, game.moves[game.cursor]) };
  return isSolved(next) ? { ...next, finishedAt: now } : next;
}

export function addTime(game: Game, ms: number): Game {
  return game.finishedAt !== undefined || ms <= 0 ? game : { ...game, elapsedMs: game.elapsedMs + ms };
}

export function countHint(game: Game): Game {
  return { ...game, hints: game.hints + 1 };
}

/** Cells holding a player digit that differs from the solution. */
export function wrongCells(game: Game): number[] {
  const out: number[] = [];
  for (let i = 0; i < game.board.digits.length; i++) {
    const d = game.board.digits[i];
    if (d && d !== solutionDigit(game, i)) out.push(i);
  }
  return out;
}
