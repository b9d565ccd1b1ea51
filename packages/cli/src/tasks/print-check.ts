/**
 * Task: check one puzzle for `print` before it goes on a page: well-formed, exactly one solution
 * (and the solution the input claims, if any, is that one), and rated when the input carries no
 * rating and a label needs one (within the effort budget, as `sudokit rate`; expected minutes
 * come with the rating).
 */
import { RATE_BUDGET, makeLine, rate, solve } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

export interface PrintCheckInput {
  puzzle: string;
  solution?: string;
  rate: boolean;
  /** The line could not be read as a record: passed through so messages stay in line order. */
  unreadable?: string;
}

export interface PrintCheckResult {
  puzzle: string;
  solution: string;
  er?: number;
  tier?: string;
  /** The rating is a lower bound (stopped at the budget, or above the ladder). */
  erAtLeast?: boolean;
  /** Expected minutes for a typical player (the engine's human time model). */
  minutes?: number;
}

export function run(input: PrintCheckInput): TaskOutput {
  if (input.unreadable !== undefined) return { out: '', err: input.unreadable, invalid: true };
  const parsed = parsePuzzleLine(input.puzzle);
  if (!parsed.ok) return { out: '', err: parsed.error.message, invalid: true };
  if (!parsed.value.includes(0)) return { out: '', err: 'a solved grid (no empty cell), not a puzzle', invalid: true };
  const { count, solution } = solve(parsed.value, { limit: 2 });
  if (count === 0) return { out: '', err: 'the puzzle has no solution', invalid: true };
  if (count > 1) return { out: '', err: 'the puzzle has more than one solution', invalid: true };
  const result: PrintCheckResult = { puzzle: makeLine(parsed.value), solution: makeLine(solution!) };
  if (input.solution !== undefined && input.solution !== result.solution) {
    return { out: '', err: 'the solution given with the puzzle is not its solution', invalid: true };
  }
  if (input.rate) {
    const rating = rate(parsed.value, { budget: RATE_BUDGET });
    if (rating.ok) {
      result.er = rating.value.er;
      result.tier = rating.value.tier;
      result.erAtLeast = rating.value.estimated || rating.value.beyond;
      result.minutes = rating.value.minutes;
    }
  }
  return { out: JSON.stringify(result) };
}
