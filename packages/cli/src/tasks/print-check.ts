/**
 * Task: check one puzzle for `print` before it goes on a page: well-formed, exactly one solution
 * (and the solution the input claims, if any, is that one), and rated when the input carries no
 * rating and a label needs one (within the effort budget, as `sudokit rate`; expected minutes
 * come with the rating). A puzzle of any other variant or size (compact line, JSON description,
 * link, ipuz, plain line of another size) is counted under its rules and rated on the variant
 * ladder (a level, no ER); it comes back with its rules for drawing.
 */
import { RATE_BUDGET, makeLine, rate, rateVariant, solve, type Rules } from 'sudokit';
import { formats, parseAnyPuzzleLine, prepareForms } from '../puzzle-forms.js';
import { solvePuzzle } from '../variant-solve.js';
import type { TaskOutput } from '../task.js';

export interface PrintCheckInput {
  puzzle: string;
  solution?: string;
  rate: boolean;
  /** A variant's label shows its level (the variant ladder gives levels, no ER). */
  level?: boolean;
  /** The line could not be read as a record: passed through so messages stay in line order. */
  unreadable?: string;
}

export interface PrintCheckResult {
  /** size² characters (`.` blank, `1`-`9`, `A`-`G`). */
  puzzle: string;
  solution: string;
  /** Any rules but classic 9x9, and the puzzle as one line (compact form) for the SVG. */
  rules?: Rules;
  text?: string;
  /** The variant's name for the label (`Killer`, `Jigsaw 6x6`, `Sudoku 16x16`). */
  variant?: string;
  er?: number;
  tier?: string;
  /** The rating is a lower bound (stopped at the budget, or above the ladder). */
  erAtLeast?: boolean;
  /** Expected minutes for a typical player (the engine's human time model). */
  minutes?: number;
}

/** Formats are loaded for the batch only when one of its puzzles is not a classic line. */
export const prepare = (inputs: PrintCheckInput[]) => prepareForms(inputs.map((i) => (i.unreadable === undefined ? i.puzzle : '')));

/** What a player calls the rules: `Killer`, `Jigsaw + X`, `Sudoku 16x16`, `Killer 6x6`. */
export function variantName(rules: Rules): string {
  const names = [rules.regions ? 'Jigsaw' : '', rules.diagonals ? 'X' : '', rules.windows ? 'Windoku' : '', rules.cages?.length ? 'Killer' : ''].filter(Boolean);
  const size = rules.size ?? 9;
  return `${names.length ? names.join(' + ') : 'Sudoku'}${size === 9 ? '' : ` ${size}x${size}`}`;
}

const invalid = (err: string): TaskOutput => ({ out: '', err, invalid: true });

export function run(input: PrintCheckInput): TaskOutput {
  if (input.unreadable !== undefined) return invalid(input.unreadable);
  const parsed = parseAnyPuzzleLine(input.puzzle);
  if (!parsed.ok) return invalid(parsed.error.message);
  const { classic, variant } = parsed.value;
  if (variant && !formats().isClassic(variant.rules)) return runVariant(input, variant);
  const grid = classic ?? variant!.givens;
  if (!grid.includes(0)) return invalid('a solved grid (no empty cell), not a puzzle');
  const { count, solution } = solve(grid, { limit: 2 });
  if (count === 0) return invalid('the puzzle has no solution');
  if (count > 1) return invalid('the puzzle has more than one solution');
  const result: PrintCheckResult = { puzzle: makeLine(grid), solution: makeLine(solution!) };
  const claimed = input.solution ?? (variant?.solution ? makeLine(variant.solution) : undefined);
  if (claimed !== undefined && claimed !== result.solution) return invalid('the solution given with the puzzle is not its solution');
  if (input.rate) {
    const rating = rate(grid, { budget: RATE_BUDGET });
    if (rating.ok) {
      result.er = rating.value.er;
      result.tier = rating.value.tier;
      result.erAtLeast = rating.value.estimated || rating.value.beyond;
      result.minutes = rating.value.minutes;
    }
  }
  return { out: JSON.stringify(result) };
}

function runVariant(input: PrintCheckInput, puzzle: import('sudokit/formats').ParsedPuzzleText): TaskOutput {
  const { makeCells, makeCompact } = formats();
  const r = solvePuzzle(solve, puzzle, 2);
  if ('error' in r) return invalid(r.error);
  if (!puzzle.givens.includes(0)) return invalid('a solved grid (no empty cell), not a puzzle');
  if (r.count === 0) return invalid('the puzzle has no solution');
  if (r.count > 1) return invalid('the puzzle has more than one solution');
  const solution = makeCells(r.solution!);
  const claimed = input.solution ?? (puzzle.solution ? makeCells(puzzle.solution) : undefined);
  if (claimed !== undefined && claimed.toUpperCase() !== solution) return invalid('the solution given with the puzzle is not its solution');
  const { rules } = puzzle;
  const compact = makeCompact(puzzle);
  const result: PrintCheckResult = {
    puzzle: makeCells(puzzle.givens),
    solution,
    rules: { ...rules, ...(rules.regions ? { regions: [...rules.regions] } : {}), ...(rules.cages ? { cages: rules.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] })) } : {}) },
    text: compact.ok ? compact.value : input.puzzle.trim(),
    variant: variantName(rules),
  };
  // A level from the input (a description's "level") is kept; else the ladder gives one.
  if (puzzle.level !== undefined) result.tier = puzzle.level;
  else if (input.rate && input.level) result.tier = rateVariant(puzzle).level;
  return { out: JSON.stringify(result) };
}
