/**
 * What `rate`, `explain` and `hint` say about a variant puzzle (any rules but classic 9x9): the
 * engine's variant technique solver (ladder, levels, steps as data with sentences) shaped into
 * the CLI's lines. No ER and no minutes: SE's scale and the minutes model are classic 9x9 only
 * (engine logic/variant/ladder.ts says why), so the level, the hardest technique and the step
 * count stand in their place.
 *
 * The hint is the first step the variant solver takes from the grid as it stands (mistakes
 * first, as the classic hint). When the engine gains its own variant hint, `variantHint` is the
 * one place to switch.
 */
import {
  checkGivens,
  compileRules,
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

/** Solutions to 2: the reason it is not one, or its solution. */
export function uniqueSolution(puzzle: Puzzle): { solution: Uint8Array } | { status: 'unsolvable' | 'multiple' } | { error: string } {
  if (checkGivens(compileRules(puzzle.rules), puzzle.givens)) return { status: 'unsolvable' }; // a repeated digit or a broken cage
  const r = solvePuzzle(solve, puzzle, 2);
  if ('error' in r) return r;
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

/** What hint answers for a variant position (the classic Hint's kinds, with variant steps). */
export type VariantHint =
  | { kind: 'mistakes'; wrongDigits: { cell: string; digit: number }[]; text: string }
  | { kind: 'step'; look: { units: string[]; text: string }; technique: { name: string; level: string; text: string }; step: object; text: string }
  | { kind: 'solved'; text: string }
  | { kind: 'stuck'; text: string };

function label(c: number, size: number): string {
  return `r${Math.floor(c / size) + 1}c${(c % size) + 1}`;
}

/** Unit kinds in the order a look names them when several hold the pattern: its box first, as the classic hint. */
const LOOK_ORDER = ['box', 'region', 'row', 'column', 'diagonal', 'window'];

/**
 * Where to look, never the answer: the step's units by name; else one unit holding every cell of
 * the pattern (a naked single's box); else its cages; else the whole grid.
 */
function lookOf(step: VariantStep, rules: CompiledRules): { units: string[]; text: string } {
  let units = step.units.slice(0, 3);
  if (!units.length) {
    const pattern = step.cells.length ? step.cells : [...step.placements, ...step.eliminations].map((p) => p.cell);
    const holding = pattern.length ? rules.unitsOf[pattern[0]].filter((u) => pattern.every((c) => rules.unitsOf[c].includes(u))) : [];
    holding.sort((a, b) => LOOK_ORDER.indexOf(rules.units[a].kind) - LOOK_ORDER.indexOf(rules.units[b].kind));
    if (holding.length && !step.cages.length) units = [holding[0]];
  }
  const names = units.map((u) => rules.units[u].name);
  if (names.length) return { units: names, text: `Look at ${joinWords(names)}.` };
  const cages = step.cages.slice(0, 3).map((k) => `the cage at ${label(Math.min(...rules.cages[k].cells), rules.size)}`);
  if (cages.length) return { units: [], text: `Look at ${joinWords(cages)}.` };
  return { units: [], text: 'Look at the whole grid.' };
}

/** "a Naked Pair", "an X-Wing", "the Rule of 45", "Cage Combinations". */
function withArticle(name: string): string {
  if (/^Rule of/.test(name)) return `the ${name}`;
  if (/s$/.test(name)) return name;
  return `${/^[AEIOX]/.test(name) ? 'an' : 'a'} ${name}`;
}

function joinWords(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The hint for a player's grid `digits` of `puzzle` (same rules): digits that differ from the
 * solution first, else the variant solver's first step from the grid as it stands. The puzzle
 * must have one solution (checked by the caller, which passes it).
 */
export function variantHint(puzzle: Puzzle, digits: Uint8Array, solution: Uint8Array): VariantHint {
  const size = puzzle.rules.size ?? 9;
  const wrong: { cell: string; digit: number }[] = [];
  for (let i = 0; i < digits.length; i++) if (digits[i] && digits[i] !== solution[i]) wrong.push({ cell: label(i, size), digit: digits[i] });
  if (wrong.length) return { kind: 'mistakes', wrongDigits: wrong, text: `Check your grid: ${wrong.map((w) => `${w.cell} is not ${w.digit}`).join(', ')}.` };
  if (!digits.includes(0)) return { kind: 'solved', text: 'The puzzle is solved.' };
  const rules = compileRules(puzzle.rules);
  const [step] = solveVariantLogically({ rules, givens: digits }, { maxSteps: 1 }).steps;
  if (!step) return { kind: 'stuck', text: STUCK_TEXT };
  const level = variantTechniqueLevel(step.technique);
  const technique = { name: step.technique, level, text: `Look for ${withArticle(step.technique)} (${level}).` };
  return { kind: 'step', look: lookOf(step, rules), technique, step: stepJson(step, rules), text: step.explanation };
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
