/**
 * Hints for a player: mistakes first (digits that differ from the solution, true candidates
 * the player has crossed out), otherwise the easiest next step as a ladder of three rungs —
 * where to look, which technique, the full step. The solution is used only to find mistakes.
 */
import { type Result, ok, err } from '../result.js';
import type { Grid } from '../grid/grid.js';
import { CELLS, SIZE, cellName, unitsName, unitsOfCell } from '../grid/units.js';
import { playerTechniqueName, withArticle } from './techniques/words.js';
import { solve } from '../solve/solver.js';
import { Candidates } from '../grid/candidates.js';
import { nextStep } from './logic.js';
import type { CellDigit, Step } from './step.js';
import { checkCandidates, readGrid, checkMarks, checkOptions, checkStep, checkString } from '../validate.js';

/**
 * The 729-character marks format: for each cell in row-major order, 9 characters; the k-th
 * (k = 0..8) is the digit k+1 when it is a candidate, else `.` (or `0`). Placed cells may
 * hold anything from that alphabet; they are ignored.
 */
export const MARKS_LENGTH = CELLS * SIZE;

/** Why a marks string could not be parsed: the wrong length, or a character out of place. */
export type MarksErrorCode = 'marks-length' | 'marks-character';
/** A marks string parseMarks refuses, as a value: a code, a one-line message and where. */
export interface MarksError {
  code: MarksErrorCode;
  message: string;
  /** 0-based index in the string, and the cell it belongs to (1-based row and column). */
  index?: number;
  row?: number;
  column?: number;
}

/**
 * Parses the 729-character marks format (see {@link MARKS_LENGTH}) into 729 flags, cell-major:
 * `marks[cell * 9 + digit - 1]` is true when the digit is a candidate of the cell.
 */
export function parseMarks(text: string): Result<boolean[], MarksError> {
  checkString('parseMarks', 'text', text);
  const s = text.trim();
  if (s.length !== MARKS_LENGTH)
    return err({ code: 'marks-length', message: `marks must be ${MARKS_LENGTH} characters (9 per cell), found ${s.length}` });
  const marks: boolean[] = new Array(MARKS_LENGTH).fill(false);
  for (let i = 0; i < MARKS_LENGTH; i++) {
    const ch = s[i];
    const digit = (i % SIZE) + 1;
    if (ch === String(digit)) marks[i] = true;
    else if (ch !== '.' && ch !== '0') {
      const cell = Math.floor(i / SIZE);
      return err({
        code: 'marks-character',
        index: i,
        row: Math.floor(cell / SIZE) + 1,
        column: (cell % SIZE) + 1,
        message: `bad mark '${ch}' at character ${i + 1} (${cellName(cell)}, place of digit ${digit}); expected '${digit}', '.' or '0'`,
      });
    }
  }
  return ok(marks);
}

/** The candidates of a grid in the 729-character marks format (see {@link MARKS_LENGTH}). */
export function makeMarks(grid: Candidates): string {
  checkCandidates('makeMarks', 'grid', grid);
  let s = '';
  for (let i = 0; i < CELLS; i++) for (let d = 1; d <= SIZE; d++) s += grid.has(i, d) ? String(d) : '.';
  return s;
}

/** A player's position, as hint reads it: the puzzle, their digits and their pencil marks. */
export interface HintState {
  /** The puzzle as given (clues only). */
  puzzle: Grid;
  /** The player's grid: clues plus their digits (default: the puzzle). */
  digits?: Grid;
  /** The player's candidate marks, 729 flags (cell-major). A cell with no mark counts as unmarked. */
  marks?: ArrayLike<boolean>;
}

/** The three rungs: where to look, which technique, the whole step. */
export interface HintLadder {
  /**
   * An area only, never the answer: the units that hold the pattern's cells (one when it can),
   * or (when it is spread wider) one digit, or none (the whole grid).
   * `cells` stays empty; it is kept so older callers still type-check.
   */
  look: { units: number[]; cells: number[]; digit?: number; text: string };
  technique: { name: string; rating: number; text: string };
  step: Step;
}

/**
 * What hint answers: the player's `mistakes` (wrong digits, or true candidates crossed out), or
 * the next `step` as a ladder of three rungs, or `solved`, or `stuck` (no technique up to
 * dynamic forcing chains applies). `text` is a sentence for the player.
 */
export type Hint =
  | { kind: 'mistakes'; wrongDigits: CellDigit[]; removedCandidates: CellDigit[]; text: string }
  | { kind: 'step'; ladder: HintLadder; text: string }
  | { kind: 'solved'; text: string }
  | { kind: 'stuck'; text: string };

/** Why hint cannot help: the puzzle has no solution, or several. */
export type HintErrorCode = 'unsolvable' | 'multiple';
/** A puzzle hint refuses, as a value: a code and a one-line message. */
export interface HintError {
  code: HintErrorCode;
  message: string;
}

/**
 * The state must be a position of its puzzle: every given kept in `digits`. Returns a copy (each
 * of the caller's arrays read once), so what was checked is what hint() works on.
 */
function readHintState(state: unknown): HintState {
  const s = checkOptions('hint', 'state', state, ['puzzle', 'digits', 'marks']);
  if (state === undefined) throw new TypeError('hint: state must be an object { puzzle, digits?, marks? }, got undefined');
  const puzzle = readGrid('hint', 'state.puzzle', s.puzzle);
  const copy: HintState = { puzzle };
  if (s.digits !== undefined) {
    const digits = readGrid('hint', 'state.digits', s.digits);
    copy.digits = digits;
    for (let i = 0; i < CELLS; i++) {
      if (puzzle[i] && digits[i] !== puzzle[i]) {
        throw new RangeError(`hint: state.digits must keep the givens of state.puzzle: ${cellName(i)} is ${puzzle[i]} in the puzzle but ${digits[i] || 'empty'} in digits`);
      }
    }
  }
  checkMarks('hint', 'state.marks', s.marks);
  if (s.marks !== undefined) {
    copy.marks = Array.from(s.marks as ArrayLike<boolean>);
    checkMarks('hint', 'state.marks', copy.marks); // its length again, as copied
  }
  return copy;
}

/**
 * A hint for a player's position: their mistakes first (digits that differ from the solution,
 * true candidates they crossed out), else the easiest next step as a {@link HintLadder}: where
 * to look, which technique, then the whole step. The puzzle must have exactly one solution
 * (else a {@link HintError}); `state.digits` must keep its givens.
 */
export function hint(state: HintState): Result<Hint, HintError> {
  state = readHintState(state);
  const result = solve(state.puzzle, { limit: 2 });
  if (result.count === 0) return err({ code: 'unsolvable', message: 'the puzzle has no solution' });
  if (result.count > 1) return err({ code: 'multiple', message: 'the puzzle has more than one solution' });
  const solution = result.solution!;
  const digits = state.digits ?? state.puzzle;

  const wrongDigits: CellDigit[] = [];
  for (let i = 0; i < CELLS; i++) if (digits[i] && digits[i] !== solution[i]) wrongDigits.push({ cell: i, digit: digits[i] });
  const grid = playerGrid(digits, state.marks);
  const removedCandidates: CellDigit[] = [];
  if (!wrongDigits.length) for (let i = 0; i < CELLS; i++) if (!digits[i] && !grid.has(i, solution[i])) removedCandidates.push({ cell: i, digit: solution[i] });
  if (wrongDigits.length || removedCandidates.length) {
    const parts: string[] = [];
    if (wrongDigits.length) parts.push(`${wrongDigits.map((m) => `${cellName(m.cell)} is not ${m.digit}`).join(', ')}`);
    if (removedCandidates.length) parts.push(`${removedCandidates.map((m) => `${m.digit} was removed from ${cellName(m.cell)} but is still possible`).join(', ')}`);
    return ok({ kind: 'mistakes', wrongDigits, removedCandidates, text: `Check your grid: ${parts.join('; ')}.` });
  }
  if (grid.isSolved()) return ok({ kind: 'solved', text: 'The puzzle is solved.' });
  const step = nextStep(grid);
  if (!step) return ok({ kind: 'stuck', text: 'No technique up to Dynamic Forcing Chains applies here; this position needs nested forcing chains.' });
  return ok({ kind: 'step', ladder: ladderOf(step), text: step.explanation });
}

/** The player's candidates: their marks where they made some, minus digits a placed peer rules out. */
function playerGrid(digits: Grid, marks?: ArrayLike<boolean>): Candidates {
  const grid = Candidates.fromGrid(digits);
  if (!marks) return grid;
  for (let i = 0; i < CELLS; i++) {
    if (digits[i]) continue;
    let m = 0;
    for (let d = 0; d < SIZE; d++) if (marks[i * SIZE + d]) m |= 1 << d;
    if (m) grid.masks[i] &= m;
  }
  grid.touch();
  return grid;
}

/**
 * Where to look: an area that holds every cell of the pattern (issue 31: "an XY-Wing in box 9"
 * named only the eliminated cell's box). The step's own unit when it holds them all, else the
 * fewest units of one kind that do (one box, row or column when there is one; "rows 5 and 8" for
 * a Skyscraper) or the step's own units (an ALS-XZ's row and box), up to three; a pattern spread
 * wider is named by its digit, or not at all.
 * Never the pattern's cells, which would give the answer away.
 */
const MAX_LOOK_UNITS = 3;
function lookArea(step: Step): { units: number[]; digit?: number } {
  const targets = step.placements.length ? step.placements.map((p) => p.cell) : step.eliminations.map((e) => e.cell);
  const pattern = step.cells.length ? step.cells : targets;
  const own = step.units[0];
  if (own !== undefined && pattern.every((c) => unitsOfCell(c).includes(own))) return { units: [own] };
  let best: number[] | null = null;
  if (pattern.length) {
    // Ties go to the step's own kind of unit (an X-Wing "in columns 4 and 7"), then box, row, column.
    const kinds = [...new Set([...(own !== undefined ? [Math.floor(own / SIZE)] : []), 2, 0, 1])];
    for (const k of kinds) {
      const cover = [...new Set(pattern.map((c) => unitsOfCell(c)[k]))].sort((a, b) => a - b);
      if (!best || cover.length < best.length) best = cover;
    }
  }
  if (best && best.length === 1) return { units: best };
  // The step's own units (an ALS-XZ's row and box) when together they hold it.
  const owned = [...new Set(step.units)].sort((a, b) => a - b);
  if (owned.length && owned.length <= MAX_LOOK_UNITS && (!best || owned.length <= best.length) && pattern.every((c) => unitsOfCell(c).some((u) => owned.includes(u)))) return { units: owned };
  if (best && best.length <= MAX_LOOK_UNITS) return { units: best };
  const digits = [...new Set([...step.digits, ...step.placements.map((p) => p.digit), ...step.eliminations.map((e) => e.digit)])];
  return digits.length === 1 ? { units: [], digit: digits[0] } : { units: [] };
}

/** The three rungs of a hint for a step: where to look, which technique, the whole step. */
export function ladderOf(step: Step): HintLadder {
  checkStep('ladderOf', 'step', step);
  const { units, digit } = lookArea(step);
  const where = units.length ? unitsName(units) : digit ? `the ${digit}s` : 'the whole grid';
  // Players' names (a Skyscraper, a Hidden Pair), not SE's (Turbot Fish, Direct Hidden Pair).
  const name = step.pattern ?? playerTechniqueName(step.technique);
  return {
    look: { units, cells: [], ...(digit ? { digit } : {}), text: `Look at ${where}.` },
    technique: { name, rating: step.rating, text: `Look for ${withArticle(name)}.` },
    step,
  };
}
