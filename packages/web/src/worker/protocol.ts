/** Messages between the page and the puzzle worker. */
import type { MadePuzzle } from './puzzles.js';
import type { Hint, HintRequest } from '../game/hints.js';

export type WorkerRequest =
  /** A new puzzle of a tier from the engine's rating (or 'any'). */
  | { id: number; type: 'generate'; tier: string }
  /** The daily puzzle of a date at a tier: the same on every device. */
  | { id: number; type: 'daily'; tier: string; date: string }
  /** Rate a puzzle the player entered. */
  | { id: number; type: 'rate'; puzzle: string }
  /** A Learn-mode practice puzzle that needs a technique (game/practice.ts). */
  | { id: number; type: 'practice'; technique: string; seed: string }
  /** The engine's hint for the player's grid. */
  | ({ id: number; type: 'hint' } & HintRequest);

export type WorkerResponse =
  | ({ id: number; ok: true; type: 'generate' | 'daily' } & MadePuzzle)
  | { id: number; ok: true; type: 'rate'; tier?: string; rating?: number; expectedMinutes?: number }
  | { id: number; ok: true; type: 'hint'; hint: Hint }
  | { id: number; ok: true; type: 'practice'; puzzle?: string; ms: number }
  | { id: number; ok: false; message: string };
