import { makeLine, rate, rateVariant, formatRating, roundMinutes, RATE_BUDGET, type Grid, type Puzzle, type Rating } from 'sudokit';
import { parseAnyPuzzleLine, prepareForms } from '../puzzle-forms.js';
import { CLASSIC_ONLY, TOO_HARD_NOTE, VARIANT_BUDGET, isClassicPuzzle, puzzleLine, rulesName, uniqueSolution, variantRateColumns } from '../variant-logic.js';
import type { TaskOutput } from '../task.js';

export interface RateTaskOptions {
  /** One JSON object per line instead of the tab-separated columns. */
  json?: boolean;
  /** SE's full search, however long it takes, instead of stopping at RATE_BUDGET. */
  exact?: boolean;
  /** Guesses the uniqueness search of a variant line may take (VARIANT_BUDGET; not a CLI option, tests lower it). */
  variantBudget?: number;
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

/** The formats are loaded only for batches with a line in another form (puzzle-forms.ts). */
export const prepare = (inputs: unknown[]) => prepareForms(inputs);

function invalid(message: string, options: RateTaskOptions): TaskOutput {
  const out = options.json ? JSON.stringify({ error: 'invalid', message }) : 'invalid';
  return { out, err: message, invalid: true };
}

export function run(text: string, options: RateTaskOptions): TaskOutput {
  const parsed = parseAnyPuzzleLine(text);
  if (!parsed.ok) return invalid(parsed.error.message, options);
  const { classic, variant } = parsed.value;
  if (variant && !isClassicPuzzle(variant)) return rateVariantLine(variant, options);
  return rateClassic(classic ?? (variant!.givens as Grid), options);
}

/**
 * A variant puzzle: its level, hardest technique and step count (no ER and no minutes: SE's
 * scale and the minutes model are classic 9x9 only).
 */
function rateVariantLine(variant: Puzzle, options: RateTaskOptions): TaskOutput {
  if (options.exact) return invalid(`--exact ${CLASSIC_ONLY} (this line: ${rulesName(variant.rules)})`, options);
  const puzzle = puzzleLine(variant);
  const unique = uniqueSolution(variant, options.variantBudget ?? VARIANT_BUDGET);
  if ('error' in unique) return invalid(unique.error, options);
  if ('status' in unique) {
    const note = unique.status === 'too-hard' ? { err: TOO_HARD_NOTE } : {};
    return { out: options.json ? JSON.stringify({ puzzle, error: unique.status }) : `${puzzle}\t${unique.status}`, ...note };
  }
  const r = rateVariant(variant);
  const [level, hardest, steps] = variantRateColumns(r);
  if (!options.json) return { out: [puzzle, level, hardest, steps].join('\t') };
  return { out: JSON.stringify({ puzzle, rules: rulesName(variant.rules), level, hardest: r.hardest, beyond: !r.solved, steps: r.steps, techniques: r.counts }) };
}

function rateClassic(grid: Grid, options: RateTaskOptions): TaskOutput {
  const puzzle = makeLine(grid);
  const result = rate(grid, { budget: options.exact ? Infinity : RATE_BUDGET });
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
