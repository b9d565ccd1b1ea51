import { solve } from 'sudokit/core'; // the solver's chunk alone (see tasks/solve.ts)
import { parsePuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

export function run(text: string, options: { limit: number }): TaskOutput {
  const parsed = parsePuzzleLine(text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  return { out: String(solve(parsed.value, { limit: options.limit }).count) };
}
