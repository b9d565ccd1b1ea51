/**
 * Task: rate one input line for `bank add`. The output line is JSON: a bank row, or why the
 * puzzle cannot be banked (`unsolvable`, `multiple`). Malformed lines are `invalid` as in solve.
 */
import { rate, solve } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import { bankRow } from '../bank/row.js';
import type { TaskOutput } from '../task.js';

export interface BankRateInput {
  text: string;
  /** The input's file name ('-' = stdin), kept in the row. */
  source: string;
}

export type BankRateResult = { row: ReturnType<typeof bankRow> } | { skip: 'unsolvable' | 'multiple'; message: string };

export function run(input: BankRateInput): TaskOutput {
  const parsed = parsePuzzleLine(input.text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  if (!parsed.value.includes(0)) return { out: 'invalid', err: 'not added: a solved grid (no empty cell) is not a puzzle', invalid: true };
  const rating = rate(parsed.value);
  let result: BankRateResult;
  if (!rating.ok) result = { skip: rating.error.code, message: rating.error.message };
  else result = { row: bankRow(parsed.value, solve(parsed.value, { limit: 1 }).solution!, rating.value, input.source) };
  return { out: JSON.stringify(result) };
}
