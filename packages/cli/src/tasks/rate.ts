import { makeLine, rate, formatRating, roundMinutes, RATE_BUDGET, type Rating } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

export interface RateTaskOptions {
  /** One JSON object per line instead of the tab-separated columns. */
  json?: boolean;
  /** SE's full search, however long it takes, instead of stopping at RATE_BUDGET. */
  exact?: boolean;
}

/** The note on stderr for a rating the effort budget stopped (stdout keeps its columns). */
export const ESTIMATED_NOTE = 'the search stopped at its effort budget, so ER, EP and ED are lower bounds (--exact searches fully)';

/** Hardest-technique column of a puzzle the ladder cannot finish: what it needs is above the ladder's top. */
export const BEYOND_LABEL = 'no technique applies';

/** Expected minutes as the CLI prints them: one decimal (`5.9`). */
export function formatMinutes(minutes: number): string {
  return roundMinutes(minutes * 60).toFixed(1);
}

/** The columns of `sudokit rate`: ER, EP, ED with one decimal and the `+` mark, tier, hardest, expected minutes. */
export function rateColumns(v: Rating): string[] {
  return [formatRating(v.er, v.beyond), formatRating(v.ep, v.epBeyond), formatRating(v.ed, v.edBeyond), v.tier, v.beyond ? BEYOND_LABEL : v.hardest, formatMinutes(v.minutes)];
}

export function run(text: string, options: RateTaskOptions): TaskOutput {
  const parsed = parsePuzzleLine(text);
  if (!parsed.ok) {
    const out = options.json ? JSON.stringify({ error: 'invalid', message: parsed.error.message }) : 'invalid';
    return { out, err: parsed.error.message, invalid: true };
  }
  const puzzle = makeLine(parsed.value);
  const result = rate(parsed.value, { budget: options.exact ? Infinity : RATE_BUDGET });
  if (!result.ok) return { out: options.json ? JSON.stringify({ puzzle, error: result.error.code }) : `${puzzle}\t${result.error.code}` };
  const v = result.value;
  const [er, ep, ed, tier, hardest, minutes] = rateColumns(v);
  const note = v.estimated ? { err: ESTIMATED_NOTE } : {};
  if (!options.json) return { out: [puzzle, er, ep, ed, tier, hardest, minutes].join('\t'), ...note };
  return {
    ...note,
    out: JSON.stringify({
      puzzle,
      er,
      ep,
      ed,
      tier,
      hardest: v.hardest,
      beyond: v.beyond,
      estimated: v.estimated,
      reached: v.reached,
      steps: v.steps.length,
      techniques: v.techniques,
      minutes: Number(minutes),
      minutesEstimated: v.minutesEstimated,
    }),
  };
}
