// sudokit/core, not sudokit: the quick path's bundle then loads only the solver's chunk
import { makeLine, solve } from 'sudokit/core';
import { formats, parseAnyPuzzleLine, prepareForms } from '../puzzle-forms.js';
import { solvePuzzle } from '../variant-solve.js';
import type { TaskOutput } from '../task.js';

export interface SolveTaskOptions {
  /** Print a first solution for puzzles with several, instead of `multiple`. */
  any?: boolean;
  /** Print the JSON description with the solution (or a status) instead of the bare solution. */
  json?: boolean;
}

/** The formats are loaded for variant lines, and for every line under --json (to write it). */
export const prepare = (inputs: unknown[], options: SolveTaskOptions) => prepareForms(inputs, !!options.json);

export function run(text: string, options: SolveTaskOptions): TaskOutput {
  const parsed = parseAnyPuzzleLine(text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  const limit = options.any ? 1 : 2;
  const { classic, variant } = parsed.value;
  if (classic && !options.json) {
    // the classic fast path, as it always was
    const result = solve(classic, { limit });
    if (result.count === 0) return { out: 'unsolvable' };
    if (result.count > 1) return { out: 'multiple' };
    return { out: makeLine(result.solution!) };
  }
  const puzzle = variant ?? { rules: formats().CLASSIC, givens: classic! };
  const result = solvePuzzle(solve, puzzle, limit);
  if ('error' in result) return { out: 'invalid', err: result.error, invalid: true };
  const status = result.count === 0 ? 'unsolvable' : result.count > 1 ? 'multiple' : undefined;
  const { makeCells, makePuzzleJson } = formats();
  if (!options.json) return { out: status ?? makeCells(result.solution!) };
  const meta = { title: variant?.title, author: variant?.author, level: variant?.level, name: variant?.name, source: variant?.source };
  return { out: makePuzzleJson(puzzle, status ? { ...meta, status } : { ...meta, solution: result.solution }) };
}
