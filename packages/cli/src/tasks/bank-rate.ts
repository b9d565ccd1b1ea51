/**
 * Task: rate one input line for `bank add`. The output line is JSON: a bank row, or why the
 * puzzle cannot be banked (`unsolvable`, `multiple`). Malformed lines are `invalid` as in solve.
 * A variant puzzle (any form solve reads) becomes a variant row (bank/variant-row.ts: its level
 * by the variant ladder, no ER and no minutes).
 */
import { rate, solve, type Grid } from 'sudokit';
import { parseAnyPuzzleLine, prepareForms } from '../puzzle-forms.js';
import { bankRow, type BankRow } from '../bank/row.js';
import { variantBankRow } from '../bank/variant-row.js';
import { isClassicPuzzle } from '../variant-logic.js';
import type { TaskOutput } from '../task.js';

export interface BankRateInput {
  text: string;
  /** The input's file name ('-' = stdin), kept in the row. */
  source: string;
}

export type BankRateResult = { row: BankRow } | { skip: 'unsolvable' | 'multiple'; message: string };

/** The formats are loaded only for batches with a line in another form (puzzle-forms.ts). */
export const prepare = (inputs: BankRateInput[]) => prepareForms(inputs.map((i) => i.text));

export function run(input: BankRateInput): TaskOutput {
  const any = parseAnyPuzzleLine(input.text);
  if (!any.ok) return { out: 'invalid', err: any.error.message, invalid: true };
  const { classic, variant } = any.value;
  if (variant && !isClassicPuzzle(variant)) {
    if (!variant.givens.includes(0)) return { out: 'invalid', err: 'not added: a solved grid (no empty cell) is not a puzzle', invalid: true };
    const made = variantBankRow(variant, input.source);
    if ('row' in made) return { out: JSON.stringify({ row: made.row } satisfies BankRateResult) };
    const skip = made.reject === 'no solution' ? 'unsolvable' : made.reject === 'more than one solution' ? 'multiple' : undefined;
    if (!skip) return { out: 'invalid', err: made.reject, invalid: true };
    return { out: JSON.stringify({ skip, message: `the puzzle has ${skip === 'unsolvable' ? 'no solution' : 'more than one solution'}` } satisfies BankRateResult) };
  }
  const parsed = { value: classic ?? (variant!.givens as Grid) };
  if (!parsed.value.includes(0)) return { out: 'invalid', err: 'not added: a solved grid (no empty cell) is not a puzzle', invalid: true };
  const rating = rate(parsed.value);
  let result: BankRateResult;
  if (!rating.ok) result = { skip: rating.error.code, message: rating.error.message };
  else result = { row: bankRow(parsed.value, solve(parsed.value, { limit: 1 }).solution!, rating.value, input.source) };
  return { out: JSON.stringify(result) };
}
