/**
 * Hints come from the engine's hint(): it checks the player's grid against the solution first
 * (wrong digits, centre notes that lost the true digit), and otherwise offers the easiest next
 * step on Sudoku Explainer's ladder as three rungs: where to look, which technique, the full step.
 * This module only builds the engine's input from a game and maps the answer to what the UI shows.
 */
import type { Hint as EngineHint } from 'sudokit';
import { CELLS } from 'sudokit';
import { currentGrid } from './board.js';
import type { Game } from './game.js';

export interface CellDigit {
  cell: number;
  digit: number;
}

/** The parts of an engine step the game shows. */
export interface HintStep {
  technique: string;
  rating: number;
  explanation: string;
  /** Units to look at (0-8 rows, 9-17 columns, 18-26 boxes); empty when cells say where. */
  units: number[];
  cells: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
}

export type Hint =
  | { kind: 'mistakes'; wrongDigits: number[]; wrongNotes: CellDigit[] }
  | { kind: 'step'; step: HintStep }
  /** No technique the engine knows applies from here. */
  | { kind: 'stuck'; text: string }
  | { kind: 'solved' }
  /** Asked, not answered yet (the engine works in the worker). */
  | { kind: 'pending' };

/** Rungs of a step hint: 1 = where to look, 2 = which technique, 3 = the full step. */
export const STEP_RUNGS = 3;

/** The engine's hint input, as plain arrays (it crosses to the worker). */
export interface HintRequest {
  puzzle: number[];
  digits: number[];
  /** 729 flags, cell-major: the player's centre notes; cells without notes count as unmarked. */
  marks: boolean[];
}

export function hintRequest(game: Game): HintRequest {
  const marks: boolean[] = new Array(CELLS * 9).fill(false);
  for (let c = 0; c < CELLS; c++) for (let d = 0; d < 9; d++) if (game.board.centre[c] & (1 << d)) marks[c * 9 + d] = true;
  return { puzzle: [...game.board.givens], digits: [...currentGrid(game.board)], marks };
}

export function fromEngineHint(h: EngineHint): Hint {
  switch (h.kind) {
    case 'mistakes':
      return { kind: 'mistakes', wrongDigits: h.wrongDigits.map((m) => m.cell), wrongNotes: h.removedCandidates.map((m) => ({ cell: m.cell, digit: m.digit })) };
    case 'step': {
      const s = h.ladder.step;
      return {
        kind: 'step',
        step: {
          technique: s.technique,
          rating: s.rating,
          explanation: s.explanation,
          units: h.ladder.look.units,
          cells: h.ladder.look.units.length ? s.cells : h.ladder.look.cells.length ? h.ladder.look.cells : s.cells,
          placements: s.placements.map((p) => ({ cell: p.cell, digit: p.digit })),
          // Direct techniques are about their placement; their eliminations are not the point.
          eliminations: s.direct ? [] : s.eliminations.map((e) => ({ cell: e.cell, digit: e.digit })),
        },
      };
    }
    case 'stuck':
      return { kind: 'stuck', text: h.text };
    case 'solved':
      return { kind: 'solved' };
    default:
      return { kind: 'stuck', text: 'No hint is available here.' };
  }
}
