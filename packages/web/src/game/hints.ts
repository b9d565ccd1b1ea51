/**
 * Hints come from the engine's hint(): it checks the player's grid against the solution first
 * (wrong digits, centre notes that lost the true digit), and otherwise offers the easiest next
 * step on Sudoku Explainer's ladder as three rungs: where to look, which technique, the full step.
 * This module only builds the engine's input from a game and maps the answer to what the UI shows.
 */
import type { Hint as EngineHint } from 'sudokit';
import { CELLS } from 'sudokit';
import { type Board, currentGrid } from './board.js';
import type { Game } from './game.js';
import type { Move } from './moves.js';

export interface CellDigit {
  cell: number;
  digit: number;
}

/** The parts of an engine step the game shows. */
export interface HintStep {
  /** The name players know (a Skyscraper, not SE's "Turbot Fish"), as the explanation uses. */
  technique: string;
  /** Sudoku Explainer's rating: for the record, never shown in hint text. */
  rating: number;
  explanation: string;
  /**
   * Where to look (first rung): the units that hold the pattern (0-8 rows, 9-17 columns, 18-26
   * boxes; one when it can), or a digit, or neither (the whole grid).
   */
  look: { units?: number[]; digit?: number; /** A variant's unit or cage, by name ("row 3", "cage 15 (its dashed outline)"). */ name?: string };
  /** The pattern's units and cells (last rung). */
  units: number[];
  cells: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  /**
   * A variant's step (variantHint.ts): its units and cages as cells, since the unit numbers above
   * are classic 9x9's. `look` is the first rung's area, `pattern` the last rung's.
   */
  areas?: { look: number[]; pattern: number[] };
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

/** The hint on screen and how far up its ladder the player has read. */
export interface HintState {
  hint: Hint;
  rung: number;
}

export type HintPress =
  /** Ask the engine for the next step (a new hint: counted once its answer arrives). */
  | { do: 'fetch' }
  /** Show the next rung of the same step: not another hint. */
  | { do: 'show'; state: HintState }
  /** The full step is showing: pressing again applies it. */
  | { do: 'apply' }
  | { do: 'stay' };

/**
 * What pressing Hint does. One hint is one step, however many rungs are read; at the last rung
 * Hint applies the step, so the ladder never starts over on the same step (issue 16).
 */
export function pressHint(state: HintState | null): HintPress {
  if (!state) return { do: 'fetch' };
  const { hint, rung } = state;
  if (hint.kind === 'step') return rung < STEP_RUNGS ? { do: 'show', state: { hint, rung: rung + 1 } } : { do: 'apply' };
  return { do: 'stay' };
}

/** Answers that count as a hint taken: a step shown, or mistakes pointed out. */
export const countsAsHint = (h: Hint) => h.kind === 'step' || h.kind === 'mistakes';

/**
 * The moves that apply a step: its placements, and its eliminations as centre notes taken out.
 * A player without centre notes gets them filled in first, else eliminations would mean nothing.
 */
export function stepMoves(step: HintStep, board: Board): { moves: Move[]; fillsNotes: boolean } {
  const fill = step.eliminations.length > 0 && !board.centre.some((m) => m);
  const noted = (e: CellDigit) => fill || (board.centre[e.cell] & (1 << (e.digit - 1))) !== 0;
  const eliminations = step.eliminations.filter(noted).map((e): Move => ({ kind: 'note', note: 'centre', cells: [e.cell], digit: e.digit }));
  const fillsNotes = fill && eliminations.length > 0;
  const moves: Move[] = [
    ...(fillsNotes ? [{ kind: 'candidates' } as Move] : []),
    ...step.placements.map((p): Move => ({ kind: 'place', cells: [p.cell], digit: p.digit })),
    ...eliminations,
  ];
  return { moves, fillsNotes };
}

/** Putting back the true digits the player took out of their centre notes. */
export function restoreNotesMoves(wrongNotes: readonly CellDigit[]): Move[] {
  return wrongNotes.map((n): Move => ({ kind: 'note', note: 'centre', cells: [n.cell], digit: n.digit }));
}

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
      const look = h.ladder.look;
      return {
        kind: 'step',
        step: {
          technique: h.ladder.technique.name,
          rating: s.rating,
          explanation: s.explanation,
          look: look.units.length ? { units: [...look.units] } : look.digit ? { digit: look.digit } : {},
          units: s.units,
          cells: s.cells,
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
