/** Messages between the page and the puzzle worker. */
import type { MadePuzzle } from './puzzles.js';

export type WorkerRequest =
  /** A new puzzle of a tier from the engine's rating (or 'any'). */
  | { id: number; type: 'generate'; tier: string }
  /** Rate a puzzle the player entered. */
  | { id: number; type: 'rate'; puzzle: string };

export type WorkerResponse =
  | ({ id: number; ok: true; type: 'generate'; waitedMs: number } & MadePuzzle)
  | { id: number; ok: true; type: 'rate'; tier?: string; rating?: number }
  | { id: number; ok: false; message: string };
