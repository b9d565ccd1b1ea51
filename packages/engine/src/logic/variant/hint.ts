/**
 * Hints for a player of any variant, in the shape classic `hint` gives (logic/hint.ts): mistakes
 * first (digits that differ from the solution, true candidates the player crossed out), else the
 * easiest ladder step as three rungs — where to look (units or cages, never the answer), which
 * technique (its level and what to look for), the whole step. The solution, found by the exact
 * solver, is used only to find mistakes; the step comes from the player's own candidates.
 */
import type { Rules } from '../../rules/rules.js';
import type { CompiledRules } from '../../rules/compile.js';
import { compilePuzzle } from '../../rules/puzzle.js';
import { type Result, ok, err } from '../../result.js';
import { solve } from '../../solve/solver.js';
import { checkNumber, checkOptions, describeValue, readGrid } from '../../validate.js';
import type { CellDigit } from '../step.js';
import { type VariantStep, type VariantState, cageLabel, cellLabelOf, initialState, isSolved, joinWords } from './state.js';
import { type VariantLevel, VARIANT_TECHNIQUES, nextVariantStep, variantTechniqueLevel } from './ladder.js';

/** A player's position in a variant puzzle, as hintVariant reads it. */
export interface VariantHintState {
  /** The puzzle as given: its rules and givens (size² digits, 0 = blank). */
  puzzle: { rules: Rules | CompiledRules; givens: ArrayLike<number> };
  /** The player's grid: givens plus their digits, size² digits (default: the givens). */
  digits?: ArrayLike<number>;
  /**
   * The player's pencil marks, size³ flags cell-major: `marks[cell * size + digit - 1]` is true
   * when the digit is a candidate of the cell. A cell with no mark counts as unmarked.
   */
  marks?: ArrayLike<boolean>;
}

/** Options of hintVariant. */
export interface VariantHintOptions {
  /** Guesses the exact solver may take to find the solution (default unbounded); past it, a 'too-hard' error. */
  budget?: number;
}

/** The three rungs of a variant hint: where to look, which technique, the whole step. */
export interface VariantHintLadder {
  /**
   * An area only, never the answer: units (indices into the compiled rules' units) and cages
   * (indices into the rules' cages) that hold the pattern, or one digit, or neither (the whole
   * grid). `cells` stays empty, as in classic hints.
   */
  look: { units: number[]; cages: number[]; cells: number[]; digit?: number; text: string };
  /** The technique's name, its level on the variant ladder and what to look for. */
  technique: { name: string; level: VariantLevel; text: string };
  step: VariantStep;
}

/**
 * What hintVariant answers: the player's `mistakes`, or the next `step` as a ladder of three
 * rungs, or `solved`, or `stuck` (no technique on the variant ladder applies). `text` is a
 * sentence for the player.
 */
export type VariantHint =
  | { kind: 'mistakes'; wrongDigits: CellDigit[]; removedCandidates: CellDigit[]; text: string }
  | { kind: 'step'; ladder: VariantHintLadder; text: string }
  | { kind: 'solved'; text: string }
  | { kind: 'stuck'; text: string };

/** Why hintVariant cannot help: no solution, several, or the solver's budget ran out. */
export type VariantHintErrorCode = 'unsolvable' | 'multiple' | 'too-hard';
/** A puzzle hintVariant refuses, as a value: a code and a one-line message. */
export interface VariantHintError {
  code: VariantHintErrorCode;
  message: string;
}

interface Checked {
  rules: CompiledRules;
  givens: Uint8Array;
  digits: Uint8Array;
  marks?: Uint8Array;
  budget?: number;
}

/** Argument checks: typed errors (TypeError, RangeError, RulesParseError) naming the fault. */
function readState(state: unknown, options: unknown): Checked {
  const o = checkOptions('hintVariant', 'options', options, ['budget']);
  checkNumber('hintVariant', 'options.budget', o.budget, { min: 0, optional: true });
  if (state === undefined) throw new TypeError('hintVariant: state must be an object { puzzle, digits?, marks? }, got undefined');
  const s = checkOptions('hintVariant', 'state', state, ['puzzle', 'digits', 'marks']);
  if (typeof s.puzzle !== 'object' || s.puzzle === null) throw new TypeError(`hintVariant: state.puzzle must be an object { rules, givens }, got ${describeValue(s.puzzle)}`);
  const { rules, givens } = compilePuzzle(s.puzzle as { rules: Rules; givens: ArrayLike<number> });
  const n = rules.size;
  const out: Checked = { rules, givens, digits: givens };
  if (typeof o.budget === 'number') out.budget = o.budget;
  if (s.digits !== undefined) {
    const digits = readGrid('hintVariant', 'state.digits', s.digits, n);
    for (let i = 0; i < rules.cells; i++) {
      if (givens[i] && digits[i] !== givens[i]) {
        throw new RangeError(`hintVariant: state.digits must keep the givens of state.puzzle: ${cellLabelOf(i, n)} is ${givens[i]} in the puzzle but ${digits[i] || 'empty'} in digits`);
      }
    }
    out.digits = digits;
  }
  if (s.marks !== undefined) {
    const m = s.marks as ArrayLike<unknown>;
    const want = rules.cells * n;
    if (typeof m !== 'object' || m === null || typeof m.length !== 'number') throw new TypeError(`hintVariant: state.marks must be an array of ${want} booleans, got ${describeValue(m)}`);
    if (m.length !== want) throw new RangeError(`hintVariant: state.marks must be ${want} long (${n} per cell), got ${describeValue(m)}`);
    out.marks = Uint8Array.from({ length: want }, (_, i) => (m[i] ? 1 : 0));
  }
  return out;
}

/**
 * A hint for a player's position in a puzzle of any variant (killer, jigsaw, X, windoku, sizes
 * 4-16): their mistakes first (digits that differ from the solution, true candidates crossed
 * out), else the easiest next step of the variant ladder as a {@link VariantHintLadder}: where
 * to look, which technique, then the whole step. The puzzle must have exactly one solution (else
 * a {@link VariantHintError}); `state.digits` must keep its givens. Bad arguments throw a
 * TypeError or RangeError (a RulesParseError for bad rules or givens) naming the fault.
 */
export function hintVariant(state: VariantHintState, options?: VariantHintOptions): Result<VariantHint, VariantHintError> {
  const { rules, givens, digits, marks, budget } = readState(state, options);
  const n = rules.size;
  const result = solve(givens, { rules, limit: 2, ...(budget !== undefined ? { budget } : {}) });
  if (result.stopped && result.count < 2) return err({ code: 'too-hard', message: 'the exact solver ran out of its budget before settling the puzzle' });
  if (result.count === 0) return err({ code: 'unsolvable', message: 'the puzzle has no solution' });
  if (result.count > 1) return err({ code: 'multiple', message: 'the puzzle has more than one solution' });
  const solution = result.solution!;

  const wrongDigits: CellDigit[] = [];
  for (let i = 0; i < rules.cells; i++) if (digits[i] && digits[i] !== solution[i]) wrongDigits.push({ cell: i, digit: digits[i] });
  const removedCandidates: CellDigit[] = [];
  let position: VariantState | undefined;
  if (!wrongDigits.length) {
    position = playerState(rules, digits, marks);
    for (let i = 0; i < rules.cells; i++) if (!digits[i] && !(position.cand[i] & (1 << (solution[i] - 1)))) removedCandidates.push({ cell: i, digit: solution[i] });
  }
  if (wrongDigits.length || removedCandidates.length) {
    const parts: string[] = [];
    if (wrongDigits.length) parts.push(wrongDigits.map((m) => `${cellLabelOf(m.cell, n)} is not ${m.digit}`).join(', '));
    if (removedCandidates.length) parts.push(removedCandidates.map((m) => `${m.digit} was removed from ${cellLabelOf(m.cell, n)} but is still possible`).join(', '));
    return ok({ kind: 'mistakes', wrongDigits, removedCandidates, text: `Check your grid: ${parts.join('; ')}.` });
  }
  if (isSolved(position!)) return ok({ kind: 'solved', text: 'The puzzle is solved.' });
  const step = nextVariantStep(position!);
  if (!step) return ok({ kind: 'stuck', text: 'No technique on the variant ladder applies here; this position needs longer chains or trial.' });
  return ok({ kind: 'step', ladder: variantLadderOf(rules, step), text: step.explanation });
}

/** The player's candidates: their marks where they made some, minus digits a placed peer (unit or cage) rules out. */
function playerState(rules: CompiledRules, digits: Uint8Array, marks?: Uint8Array): VariantState {
  const state = initialState(rules, digits);
  if (!marks) return state;
  const n = rules.size;
  for (let i = 0; i < rules.cells; i++) {
    if (digits[i]) continue;
    let m = 0;
    for (let d = 0; d < n; d++) if (marks[i * n + d]) m |= 1 << d;
    if (m) state.cand[i] &= m;
  }
  return state;
}

const MAX_LOOK = 3;

/**
 * Where to look: the step's own unit when it holds the whole pattern, else its one cage when
 * that does, else any one unit that does, else the step's own units and cages (up to three)
 * when together they hold it; a pattern spread wider is named by its digit, or not at all.
 */
function lookArea(rules: CompiledRules, step: VariantStep): { units: number[]; cages: number[]; digit?: number } {
  const targets = step.placements.length ? step.placements.map((p) => p.cell) : step.eliminations.map((e) => e.cell);
  const pattern = step.cells.length ? step.cells : targets;
  const inUnit = (u: number) => pattern.every((c) => rules.unitsOf[c].includes(u));
  const own = step.units.find(inUnit);
  if (own !== undefined) return { units: [own], cages: [] };
  if (step.cages.length === 1 && pattern.every((c) => rules.cageOf[c] === step.cages[0])) return { units: [], cages: [step.cages[0]] };
  if (pattern.length) {
    const any = rules.unitsOf[pattern[0]].find(inUnit);
    if (any !== undefined) return { units: [any], cages: [] };
  }
  const units = [...new Set(step.units)].sort((a, b) => a - b);
  const cages = [...new Set(step.cages)].sort((a, b) => a - b);
  const covered = (c: number) => units.some((u) => rules.unitsOf[c].includes(u)) || cages.includes(rules.cageOf[c]);
  const small = units.length + cages.length <= MAX_LOOK || (bandName(rules, units) !== undefined && cages.length <= 2);
  if (units.length + cages.length > 0 && small && pattern.every(covered)) return { units, cages };
  const digits = [...new Set([...step.digits, ...step.placements.map((p) => p.digit), ...step.eliminations.map((e) => e.digit)])];
  return digits.length === 1 ? { units: [], cages: [], digit: digits[0] } : { units: [], cages: [] };
}

/** "rows 1-3" for adjacent rows (or columns) given as units, else undefined. */
function bandName(rules: CompiledRules, units: readonly number[]): string | undefined {
  if (units.length < 2) return undefined;
  const kind = rules.units[units[0]].kind;
  if ((kind !== 'row' && kind !== 'column') || units.some((u) => rules.units[u].kind !== kind)) return undefined;
  const sorted = [...units].sort((a, b) => a - b);
  if (sorted.some((u, i) => i > 0 && u !== sorted[i - 1] + 1)) return undefined;
  const first = kind === 'row' ? sorted[0] : sorted[0] - rules.size;
  return `${kind}s ${first + 1}-${first + sorted.length}`;
}

/**
 * The three rungs of a hint for a variant step (as hintVariant gives them): where to look,
 * which technique, the whole step. `rules` are the compiled rules the step was found under.
 */
export function variantLadderOf(rules: CompiledRules, step: VariantStep): VariantHintLadder {
  const { units, cages, digit } = lookArea(rules, step);
  const band = bandName(rules, units);
  const names = [...(band ? [band] : units.map((u) => rules.units[u].name)), ...cages.map((k) => cageLabel(rules, k))];
  const where = names.length ? joinWords(names) : digit ? `the ${digit}s` : 'the whole grid';
  const rung = VARIANT_TECHNIQUES.find((t) => t.name === step.technique);
  return {
    look: { units, cages, cells: [], ...(digit ? { digit } : {}), text: `Look at ${where}.` },
    technique: { name: step.technique, level: variantTechniqueLevel(step.technique), text: rung?.about ?? `Look for ${step.technique}.` },
    step,
  };
}
