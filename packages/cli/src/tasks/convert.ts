/**
 * Task: one puzzle line of any form written in another (`sudokit convert --to <format>`).
 * What travels with the puzzle (solution, title, author, level) goes along where the target
 * form has room for it. A puzzle the target cannot hold (a killer as a plain line) is
 * reported as an invalid line, with the reason.
 */
import type { FormatName } from 'sudokit/formats';
import { formats, parseAnyPuzzleLine, prepareForms } from '../puzzle-forms.js';
import type { TaskOutput } from '../task.js';

export const prepare = (inputs: unknown[]) => prepareForms(inputs, true);

export function run(text: string, options: { to: FormatName }): TaskOutput {
  const parsed = parseAnyPuzzleLine(text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  const { classic, variant } = parsed.value;
  const puzzle = variant ?? { rules: formats().CLASSIC, givens: classic! };
  const made = formats().makePuzzleText(puzzle, options.to, { solution: variant?.solution, title: variant?.title, author: variant?.author, level: variant?.level, name: variant?.name, source: variant?.source });
  if (!made.ok) return { out: 'invalid', err: `cannot write as ${options.to}: ${made.error.message}`, invalid: true };
  return { out: made.value };
}
