/** Messages between the page and the puzzle worker. */
import type { MadePuzzle } from './puzzles.js';
import type { CopySources } from './copies.js';
import type { Hint, HintRequest } from '../game/hints.js';
import type { VariantHintRequest } from '../game/variantHint.js';
import type { MadeVariant } from './variantPuzzles.js';
import type { VariantSource } from './variantCopies.js';
import type { Rules, VariantLevel } from 'sudokit';
import type { VariantId } from '../game/variants.js';

export type WorkerRequest =
  /**
   * A new puzzle of a tier from the engine's rating (or 'any'). `copies`: what a transformed copy
   * may be made from when the search runs out (worker/copies.ts); `budgetMs`: the search's time.
   */
  | { id: number; type: 'generate'; tier: string; copies?: CopySources; budgetMs?: number }
  /** The daily puzzle of a date at a tier: the same on every device. */
  | { id: number; type: 'daily'; tier: string; date: string }
  /** Rate a puzzle the player entered. */
  | { id: number; type: 'rate'; puzzle: string }
  /** Rate a variant puzzle the player entered (the variant technique solver's level); answered as 'rate'. */
  | { id: number; type: 'rateVariant'; rules: Rules; puzzle: string }
  /** A Learn-mode practice puzzle that needs a technique (game/practice.ts); `sources`: puzzles known to need it, for a checked copy when the search runs out. */
  | { id: number; type: 'practice'; technique: string; seed: string; sources?: string[]; timeLimitMs?: number }
  /** The engine's hint for the player's grid. */
  | ({ id: number; type: 'hint' } & HintRequest)
  /** A variant puzzle of a level (issue 29): seeds `${base}:1`, `${base}:2`, ... (a daily's base is its date). */
  | { id: number; type: 'variant'; variant: VariantId; level: VariantLevel; base: string; /** When the search runs out: a copy of one of these that keeps the level (worker/variantCopies.ts), never a line in `had`. */ copies?: { sources: VariantSource[]; had: string[] } }
  /** The variant technique solver's hint for a game with rules. */
  | ({ id: number; type: 'variantHint' } & VariantHintRequest);

export type WorkerResponse =
  | ({ id: number; ok: true; type: 'generate' | 'daily' } & MadePuzzle)
  | { id: number; ok: true; type: 'rate'; tier?: string; rating?: number; expectedMinutes?: number }
  | { id: number; ok: true; type: 'hint' | 'variantHint'; hint: Hint }
  | { id: number; ok: true; type: 'practice'; puzzle?: string; ms: number; copy?: boolean }
  | { id: number; ok: true; type: 'variant'; made: MadeVariant | null; ms: number; copy?: boolean }
  | { id: number; ok: false; message: string };
