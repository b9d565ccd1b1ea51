// sudokit/core, not sudokit: the quick path's bundle then loads only the solver's chunk
import { makeLine, solve } from 'sudokit/core';
import { parsePuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

export interface SolveTaskOptions {
  /** Print a first solution for puzzles with several, instead of `multiple`. */
  any?: boolean;
}

export function run(text: string, options: SolveTaskOptions): TaskOutput {
  const parsed = parsePuzzleLine(text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  const result = solve(parsed.value, { limit: options.any ? 1 : 2 });
  if (result.count === 0) return { out: 'unsolvable' };
  if (result.count > 1) return { out: 'multiple' };
  return { out: makeLine(result.solution!) };
}
