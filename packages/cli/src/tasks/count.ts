import { solve } from 'sudokit/core'; // the solver's chunk alone (see tasks/solve.ts)
import { parseAnyPuzzleLine, prepareForms } from '../puzzle-forms.js';
import { solvePuzzle } from '../variant-solve.js';
import type { TaskOutput } from '../task.js';

export const prepare = (inputs: unknown[]) => prepareForms(inputs);

export function run(text: string, options: { limit: number }): TaskOutput {
  const parsed = parseAnyPuzzleLine(text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  const { classic, variant } = parsed.value;
  if (classic) return { out: String(solve(classic, { limit: options.limit }).count) };
  const result = solvePuzzle(solve, variant, options.limit);
  if ('error' in result) return { out: 'invalid', err: result.error, invalid: true };
  return { out: String(result.count) };
}
