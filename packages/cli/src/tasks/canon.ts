/**
 * Task: the canonical (minlex) form of one input line. A line whose givens repeat a digit in a
 * unit is `invalid` here (unlike `solve`, which calls it unsolvable): canonical relabelling and
 * "the same puzzle" are defined for proper givens, and a clash is almost always a typing error.
 */
import { canonicalForm, makeLine } from 'sudokit';
import { parseProperPuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

export function run(text: string): TaskOutput {
  const parsed = parseProperPuzzleLine(text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  return { out: makeLine(canonicalForm(parsed.value).grid) };
}
