/** Messages between the page and the puzzle worker. */
import type { MadePuzzle } from './puzzles.js';
import type { HintStep } from '../game/hints.js';

export type WorkerRequest =
  /** A new puzzle of a tier from the engine's rating (or 'any'). */
  | { id: number; type: 'generate'; tier: string }
  /** Rate a puzzle the player entered. */
  | { id: number; type: 'rate'; puzzle: string }
  /** The next logical step from the player's digits and candidate masks (81 each). */
  | { id: number; type: 'step'; values: number[]; masks: number[] };

export type WorkerResponse =
  | ({ id: number; ok: true; type: 'generate'; waitedMs: number } & MadePuzzle)
  | { id: number; ok: true; type: 'rate'; tier?: string; rating?: number }
  | { id: number; ok: true; type: 'step'; step: HintStep | null }
  | { id: number; ok: false; message: string };
