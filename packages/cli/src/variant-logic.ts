/**
 * What `rate`, `explain` and `hint` say about a variant puzzle (any rules but classic 9x9): the
 * engine's variant technique solver (ladder, levels, steps as data with sentences) shaped into
 * the CLI's lines. No ER and no minutes: SE's scale and the minutes model are classic 9x9 only
 * (engine logic/variant/ladder.ts says why), so the level, the hardest technique and the step
 * count stand in their place.
 *
 * The hint is the engine's `hintVariant` (mistakes first, then the ladder's three rungs), shaped
 * into the CLI's lines. Every uniqueness search here has a guess budget (VARIANT_BUDGET): a
 * sparse 16x16 must not hold a line for minutes; past it the line says `too-hard`.
 */
import {
  checkGivens,
  compileRules,
  hintVariant,
  isClassic,
  solve,
  solveVariantLogically,
  variantTechniqueLevel,
  type CompiledRules,
  type Puzzle,
  type Rules,
  type VariantRating,
  type VariantStep,
} from 'sudokit';
import { DIGIT_CHARS } from 'sudokit/formats';
import { formats } from './puzzle-forms.js';
import { solvePuzzle } from './variant-solve.js';

/** The hardest-technique column of a puzzle the ladder cannot finish (as the classic rate says). */
export const VARIANT_BEYOND = 'no technique applies';

/** Why SE-only options are refused for variant puzzles, appended to the option's name. */
export const CLASSIC_ONLY = "is for classic 9x9 puzzles only (Sudoku Explainer's scale); variant puzzles are rated by level";

/** "killer", "jigsaw+x", "classic": the rules' tags as the compact form writes them, size apart (the bank's `variant` column). */
export function variantTags(rules: Rules): string {
  const tags: string[] = [];
  if (rules.regions) tags.push('jigsaw');
  if (rules.diagonals) tags.push('x');
  if (rules.windows) tags.push('windoku');
  if (rules.cages && rules.cages.length) tags.push('killer');
  return tags.length ? tags.join('+') : 'classic';
}

/** "killer 9x9", "jigsaw+x 6x6", "classic 4x4": what the rules are, for messages. */
export function rulesName(rules: Rules): string {
  const size = rules.size ?? 9;
  return `${variantTags(rules)} ${size}x${size}`;
}

/** The puzzle as one line: the compact form, or the JSON description when it has no compact form. */
export function puzzleLine(puzzle: Puzzle): string {
  const { makeCompact, makePuzzleJson } = formats();
  const compact = makeCompact(puzzle);
  return compact.ok ? compact.value : makePuzzleJson(puzzle);
}

/** True when the puzzle is classic 9x9 in whatever form it came: the classic route applies. */
export function isClassicPuzzle(puzzle: Puzzle): boolean {
  return isClassic(puzzle.rules);
}

/**
 * Guesses the exact solver may take to settle uniqueness (about 5-10 s on a 16x16 at 10-20k
 * guesses a second; classic-like puzzles settle in a few hundred). Past it: `too-hard`.
 */
export const VARIANT_BUDGET = 100_000;

/** The note for a line whose uniqueness search stopped at its budget (stdout says `too-hard`). */
export const TOO_HARD_NOTE = `the uniqueness search stopped at its budget (${VARIANT_BUDGET.toLocaleString('en')} guesses) before settling whether the puzzle has one solution`;

/** Solutions to 2 within `budget` guesses: the reason it is not one (or not known), or its solution. */
export function uniqueSolution(puzzle: Puzzle, budget = VARIANT_BUDGET): { solution: Uint8Array } | { status: 'unsolvable' | 'multiple' | 'too-hard' } | { error: string } {
  if (checkGivens(compileRules(puzzle.rules), puzzle.givens)) return { status: 'unsolvable' }; // a repeated digit or a broken cage
  const r = solvePuzzle(solve, puzzle, 2, budget);
  if ('error' in r) return r;
  if (r.stopped && r.count < 2) return { status: 'too-hard' };
  if (r.count === 0) return { status: 'unsolvable' };
  if (r.count > 1) return { status: 'multiple' };
  return { solution: r.solution! };
}

/** A rating's columns after the puzzle: level, hardest technique, step count. */
export function variantRateColumns(r: VariantRating): [string, string, string] {
  return [r.level, r.solved ? (r.hardest ?? 'none') : VARIANT_BEYOND, String(r.steps)];
}

/** `r4c2=7`, `r1c3<>5,r2c3<>5`, or both joined by ` ; ` (the classic notation, any size). */
export function variantEffect(step: VariantStep, size: number): string {
  const cell = (c: number) => `r${Math.floor(c / size) + 1}c${(c % size) + 1}`;
  const place = step.placements.map((p) => `${cell(p.cell)}=${p.digit}`).join(',');
  const elim = step.eliminations
    .slice()
    .sort((a, b) => a.digit - b.digit || a.cell - b.cell)
    .map((e) => `${cell(e.cell)}<>${e.digit}`)
    .join(',');
  return place && elim ? `${place} ; ${elim}` : place || elim;
}

/** A step as data for --json: the step with its effect, level and the names of its units. */
export function stepJson(step: VariantStep, rules: CompiledRules): object {
  return { ...step, level: variantTechniqueLevel(step.technique), effect: variantEffect(step, rules.size), unitNames: step.units.map((u) => rules.units[u].name) };
}

/** The sentence for a ladder that stops: what is left needs more than the ladder has. */
export const STUCK_TEXT = 'No technique of the variant ladder applies here (up to X-Wing and killer pairs); this position needs chains or trial (level extreme).';

/** The whole step-by-step solve of a puzzle (unique, checked by the caller). */
export function explainVariant(puzzle: Puzzle): { steps: VariantStep[]; solved: boolean; rules: CompiledRules } {
  const rules = compileRules(puzzle.rules);
  const r = solveVariantLogically({ rules, givens: puzzle.givens });
  return { steps: r.steps, solved: r.solved, rules };
}

/** What hint answers for a variant position (the engine's hint, with cell and unit names for the CLI). */
export type VariantHint =
  | { kind: 'mistakes'; wrongDigits: { cell: string; digit: number }[]; text: string }
  | { kind: 'step'; look: { units: string[]; cages: string[]; digit?: number; text: string }; technique: { name: string; level: string; text: string }; step: object; text: string }
  | { kind: 'solved'; text: string }
  | { kind: 'stuck'; text: string };

function label(c: number, size: number): string {
  return `r${Math.floor(c / size) + 1}c${(c % size) + 1}`;
}

/**
 * The hint for a player's grid `digits` of `puzzle` (same rules, givens kept, checked by the
 * caller) by the engine's hintVariant: digits that differ from the solution first, else the
 * easiest ladder step from the grid as it stands. No, several or unknown (budget) solutions:
 * the engine's error code and message.
 */
/**
 * The player's candidates for a size-n variant grid, as `hint --marks` takes them: the classic
 * 729-character form generalised, n characters per cell in row-major order (n³ in all), the k-th
 * being digit k (10-16 written A-G, as the compact form writes them) when it is a candidate, else
 * '.' or '0'. Returns the flags cell-major (`marks[cell * n + digit - 1]`) or a one-line reason.
 */
export function parseVariantMarks(text: string, size: number): { marks: boolean[] } | { error: string } {
  const s = text.trim();
  const want = size * size * size;
  if (s.length !== want) return { error: `marks must be ${want} characters (${size} per cell) for a ${size}x${size} grid, found ${s.length}` };
  const marks = new Array<boolean>(want).fill(false);
  for (let i = 0; i < want; i++) {
    const ch = s[i].toUpperCase();
    const digit = (i % size) + 1;
    const mark = DIGIT_CHARS[digit - 1];
    if (ch === mark) marks[i] = true;
    else if (ch !== '.' && ch !== '0') {
      const cell = Math.floor(i / size);
      return { error: `bad mark '${s[i]}' at character ${i + 1} (${label(cell, size)}, place of digit ${digit}); expected '${mark}', '.' or '0'` };
    }
  }
  return { marks };
}

export function variantHint(puzzle: Puzzle, digits: Uint8Array, budget = VARIANT_BUDGET, marks?: boolean[]): { hint: VariantHint } | { error: 'unsolvable' | 'multiple' | 'too-hard'; message: string } {
  const rules = compileRules(puzzle.rules);
  // the engine refuses givens that break a rule as bad arguments; for the CLI they are a grid with no solution
  const clash = checkGivens(rules, puzzle.givens);
  if (clash) return { error: 'unsolvable', message: clash.message };
  const r = hintVariant({ puzzle: { rules, givens: puzzle.givens }, digits, ...(marks ? { marks } : {}) }, { budget });
  if (!r.ok) return { error: r.error.code, message: r.error.message };
  const h = r.value;
  const size = rules.size;
  if (h.kind === 'mistakes') return { hint: { kind: 'mistakes', wrongDigits: h.wrongDigits.map((w) => ({ cell: label(w.cell, size), digit: w.digit })), text: h.text } };
  if (h.kind !== 'step') return { hint: h };
  const { look, technique, step } = h.ladder;
  return {
    hint: {
      kind: 'step',
      look: { units: look.units.map((u) => rules.units[u].name), cages: look.cages.map((k) => `cage at ${label(Math.min(...rules.cages[k].cells), size)}`), ...(look.digit ? { digit: look.digit } : {}), text: look.text },
      technique: { name: technique.name, level: technique.level, text: technique.text },
      step: stepJson(step, rules),
      text: h.text,
    },
  };
}

/**
 * Without --givens, a grid with no solution holds a wrong digit: a repeated digit or broken cage
 * names itself; otherwise the digits whose removal alone leaves a solvable grid are suspects.
 */
export function variantWrongDigits(puzzle: Puzzle): { text: string; suspects: { cell: string; digit: number }[] } | undefined {
  const rules = compileRules(puzzle.rules);
  const size = rules.size;
  const clash = checkGivens(rules, puzzle.givens);
  if (clash) {
    const at = [clash.other, clash.cell].filter((p) => p !== undefined).map((p) => ({ cell: label(p.index, size), digit: puzzle.givens[p.index] }));
    return { text: `Check your grid: ${clash.message}.`, suspects: at };
  }
  const cells: number[] = [];
  const trial = Uint8Array.from(puzzle.givens);
  for (let i = 0; i < trial.length; i++) {
    if (!trial[i]) continue;
    trial[i] = 0;
    // a budget: a near-empty big grid must not hold the command for minutes
    if (solve(trial, { limit: 1, rules, budget: 20_000 }).count > 0) cells.push(i);
    trial[i] = puzzle.givens[i];
  }
  if (cells.length === 0) return undefined;
  const suspects = cells.map((c) => ({ cell: label(c, size), digit: puzzle.givens[c] }));
  if (cells.length === 1) return { text: `Check your grid: ${suspects[0].cell} is not ${suspects[0].digit} (no solution has it).`, suspects };
  const list = suspects.slice(0, 6).map((s) => `${s.cell} (${s.digit})`).join(', ');
  const more = suspects.length > 6 ? ` and ${suspects.length - 6} more` : '';
  return { text: `Check your grid: no solution keeps every digit; one of ${list}${more} is wrong (--givens tells your digits from the puzzle's).`, suspects };
}
