/**
 * The hint ladder. First the player's own grid is checked against the solution (wrong digits,
 * centre notes that lost the true digit): that is the only use of the solution. Otherwise the
 * engine's next logical step is offered in three rungs: where to look, which technique, the
 * full step. The step finder is passed in, so this module holds no Sudoku reasoning itself.
 */
import { CELLS } from 'sudokit';
import { currentGrid } from './board.js';
import { type Game, solutionDigit, wrongCells } from './game.js';
import { candidateMasks } from './engine.js';

export interface CellDigit {
  cell: number;
  digit: number;
}

/** The parts of an engine step the game shows. */
export interface HintStep {
  technique: string;
  rating: number;
  explanation: string;
  /** Units to look at (0-8 rows, 9-17 columns, 18-26 boxes). */
  units: number[];
  cells: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
}

/** The engine's "next step" from digits (0 = empty) and candidate masks (bit d-1 = digit d). */
export type StepFinder = (values: Uint8Array, masks: Uint16Array) => HintStep | null;

export type Hint =
  | { kind: 'mistakes'; wrongDigits: number[]; wrongNotes: CellDigit[] }
  | { kind: 'step'; step: HintStep }
  /** No technique the engine knows applies from here. */
  | { kind: 'stuck' }
  | { kind: 'solved' };

/** Empty cells whose centre notes leave out the digit that belongs there. */
export function wrongNotes(game: Game): CellDigit[] {
  const out: CellDigit[] = [];
  const b = game.board;
  for (let c = 0; c < CELLS; c++) {
    if (b.givens[c] || b.digits[c] || !b.centre[c]) continue;
    const d = solutionDigit(game, c);
    if (!(b.centre[c] & (1 << (d - 1)))) out.push({ cell: c, digit: d });
  }
  return out;
}

/**
 * The candidates the step finder starts from: what the grid allows, narrowed by the player's own
 * centre notes where they have written some (so hints follow their progress).
 */
export function playerCandidates(game: Game): { values: Uint8Array; masks: Uint16Array } {
  const values = currentGrid(game.board);
  const masks = candidateMasks(values);
  for (let c = 0; c < CELLS; c++) if (masks[c] && game.board.centre[c]) masks[c] &= game.board.centre[c];
  return { values, masks };
}

/** The first rung, which needs only the solution: solved, or the player's mistakes, or null. */
export function checkGrid(game: Game): Hint | null {
  if (game.finishedAt !== undefined) return { kind: 'solved' };
  const wrongDigits = wrongCells(game);
  const notes = wrongNotes(game);
  return wrongDigits.length || notes.length ? { kind: 'mistakes', wrongDigits, wrongNotes: notes } : null;
}

export function findHint(game: Game, nextStep: StepFinder): Hint {
  const checked = checkGrid(game);
  if (checked) return checked;
  const { values, masks } = playerCandidates(game);
  const step = nextStep(values, masks);
  return step ? { kind: 'step', step } : { kind: 'stuck' };
}

/** Rungs of a step hint: 1 = where to look, 2 = which technique, 3 = the full step. */
export const STEP_RUNGS = 3;
