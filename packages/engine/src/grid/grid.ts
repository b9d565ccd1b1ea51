/**
 * Grids: parse and make the community line format (81 cells, `1`-`9` givens, `.` or `0` blank)
 * and multi-line "pretty" grids. A Grid is a Uint8Array(81), row-major, 0 = blank.
 */
import { CELLS, SIZE, UNITS, cellName, colOf, rowOf, unitName, BOX } from './units.js';
import { type Result, ok, err } from '../result.js';
import { readGrid, checkName, checkOptions, checkString } from '../validate.js';

/** A grid: 81 cells row by row (index = row * 9 + column, both 0-based), 0 = blank, 1-9 = a digit. */
export type Grid = Uint8Array;

/** Why a grid could not be parsed; see {@link GridError} for the fields each code sets. */
export type GridErrorCode =
  | 'bad-character'
  | 'too-few-cells'
  | 'too-many-cells'
  | 'repeated-digit';

/** A parse error as a value. `index` is 0-based; `row` and `column` are 1-based, as players read them. */
export interface GridError {
  code: GridErrorCode;
  /** One line a person understands, e.g. "bad character 'x' at r1c5 (index 4)". */
  message: string;
  index?: number;
  row?: number;
  column?: number;
  /** The offending character (bad-character). */
  char?: string;
  /** Cells found (too-few-cells / too-many-cells). */
  count?: number;
  /** The repeated digit and the other cell holding it (repeated-digit). */
  digit?: number;
  other?: { index: number; row: number; column: number };
  unit?: string;
}

/** The error parseGridOrThrow throws: its `error` is the {@link GridError} parseGrid would return. */
export class GridParseError extends Error {
  readonly error: GridError;
  constructor(error: GridError) {
    super(error.message);
    this.name = 'GridParseError';
    this.error = error;
  }
}

/** Options of parseLine, parseGrid and parseGridOrThrow. */
export interface ParseOptions {
  /** 'error' (default): a digit repeated in a unit is a parse error. 'allow': accept it (the solver reports 0 solutions). */
  conflicts?: 'error' | 'allow';
}

/** A new grid with every cell blank. */
export function emptyGrid(): Grid {
  return new Uint8Array(CELLS);
}

const CODE_DOT = 46;
const CODE_0 = 48;
const CODE_9 = 57;

function isCellChar(code: number): boolean {
  return code === CODE_DOT || (code >= CODE_0 && code <= CODE_9);
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 11 || code === 12;
}

/** Decoration in pretty grids: `|`, `-`, `+`, `=`, `:`, spaces and Unicode box-drawing characters. */
function isDecoration(code: number): boolean {
  return (
    isWhitespace(code) ||
    code === 124 /* | */ ||
    code === 45 /* - */ ||
    code === 43 /* + */ ||
    code === 61 /* = */ ||
    code === 58 /* : */ ||
    (code >= 0x2500 && code <= 0x257f)
  );
}

function position(index: number) {
  return { index, row: Math.floor(index / SIZE) + 1, column: (index % SIZE) + 1 };
}

function describeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code < 32 || code === 127 ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${ch}'`;
}

function badCharacter(ch: string, cellIndex: number): GridError {
  const pos = position(Math.min(cellIndex, CELLS - 1));
  return {
    code: 'bad-character',
    ...pos,
    index: cellIndex,
    char: ch,
    message:
      cellIndex < CELLS
        ? `bad character ${describeChar(ch)} at r${pos.row}c${pos.column} (cell ${cellIndex + 1}); expected 1-9, '.' or '0'`
        : `bad character ${describeChar(ch)} after the 81st cell; expected whitespace or the end of the line`,
  };
}

function countError(count: number): GridError {
  return count < CELLS
    ? { code: 'too-few-cells', count, message: `too few cells: found ${count}, expected ${CELLS}` }
    : { code: 'too-many-cells', count, message: `too many cells: found more than ${CELLS}` };
}

function checkParseOptions(fn: string, options: unknown): void {
  const o = checkOptions(fn, 'options', options, ['conflicts']);
  checkName(fn, 'options.conflicts', o.conflicts, ['error', 'allow']);
}

/**
 * Parse one line of the community format: the first 81 characters are cells (`1`-`9` a given,
 * `.` or `0` a blank); anything after whitespace is ignored (a comment or a rating column).
 * Returns the grid, or a {@link GridError} naming the cell and the reason; a digit repeated in
 * a row, column or box is an error unless `options.conflicts` is `'allow'`.
 *
 * @example
 * const r = parseLine('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');
 * if (r.ok) console.log(countClues(r.value)); // 17
 */
export function parseLine(line: string, options: ParseOptions = {}): Result<Grid, GridError> {
  checkString('parseLine', 'line', line);
  checkParseOptions('parseLine', options);
  const grid = new Uint8Array(CELLS);
  let i = 0;
  const n = line.length;
  for (; i < n; i++) {
    const code = line.charCodeAt(i);
    if (isWhitespace(code)) break;
    if (i >= CELLS) {
      return err(isCellChar(code) ? countError(i + 1) : badCharacter(String.fromCodePoint(line.codePointAt(i)!), i));
    }
    if (!isCellChar(code)) return err(badCharacter(String.fromCodePoint(line.codePointAt(i)!), i));
    grid[i] = code === CODE_DOT ? 0 : code - CODE_0;
  }
  if (i < CELLS) return err(countError(i));
  return options.conflicts === 'allow' ? ok(grid) : checkConflicts(grid);
}

/**
 * Parse a grid in either format: a single 81-cell line, or a multi-line grid where `|`, `-`, `+`,
 * spaces and box-drawing characters are decoration.
 */
export function parseGrid(text: string, options: ParseOptions = {}): Result<Grid, GridError> {
  return parseGridAs('parseGrid', text, options);
}

/** parseGrid, its argument errors naming `fn` (parseGridOrThrow's name its own). */
function parseGridAs(fn: string, text: string, options: ParseOptions): Result<Grid, GridError> {
  checkString(fn, 'text', text);
  checkParseOptions(fn, options);
  const trimmed = text.trim();
  if (!trimmed.includes('\n')) return parseLine(trimmed, options);
  const grid = new Uint8Array(CELLS);
  let count = 0;
  for (const ch of trimmed) {
    const code = ch.codePointAt(0)!;
    if (isCellChar(code)) {
      if (count >= CELLS) return err(countError(count + 1));
      grid[count++] = code === CODE_DOT ? 0 : code - CODE_0;
    } else if (!isDecoration(code)) {
      return err(badCharacter(ch, count));
    }
  }
  if (count < CELLS) return err(countError(count));
  return options.conflicts === 'allow' ? ok(grid) : checkConflicts(grid);
}

/** The throwing twin of parseGrid, for code that prefers exceptions (as zod's parse beside safeParse). */
export function parseGridOrThrow(text: string, options: ParseOptions = {}): Grid {
  const result = parseGridAs('parseGridOrThrow', text, options);
  if (!result.ok) throw new GridParseError(result.error);
  return result.value;
}

/** Two cells holding the same digit in one row, column or box (see findConflicts). */
export interface Conflict {
  /** The two cells holding the same digit, a < b. */
  cells: [number, number];
  digit: number;
  /** Unit index (0-8 rows, 9-17 columns, 18-26 boxes). */
  unit: number;
}

/** Every pair of cells that hold the same digit in a row, column or box. */
export function findConflicts(grid: Grid): Conflict[] {
  grid = readGrid('findConflicts', 'grid', grid);
  const conflicts: Conflict[] = [];
  for (let u = 0; u < UNITS.length; u++) {
    const cells = UNITS[u];
    for (let a = 0; a < SIZE; a++) {
      const d = grid[cells[a]];
      if (d === 0) continue;
      for (let b = a + 1; b < SIZE; b++) {
        if (grid[cells[b]] === d) conflicts.push({ cells: [cells[a], cells[b]], digit: d, unit: u });
      }
    }
  }
  return conflicts;
}

function checkConflicts(grid: Grid): Result<Grid, GridError> {
  const [first] = findConflicts(grid);
  if (!first) return ok(grid);
  const [a, b] = first.cells;
  return err({
    code: 'repeated-digit',
    ...position(b),
    digit: first.digit,
    other: position(a),
    unit: unitName(first.unit),
    message: `digit ${first.digit} appears twice in ${unitName(first.unit)}: ${cellName(a)} and ${cellName(b)}`,
  });
}

/** The line format: 81 characters, `.` (or the given blank character) for empty cells. */
export function makeLine(grid: ArrayLike<number>, blank = '.'): string {
  grid = readGrid('makeLine', 'grid', grid);
  checkString('makeLine', 'blank', blank);
  let s = '';
  for (let i = 0; i < CELLS; i++) s += grid[i] === 0 ? blank : String(grid[i]);
  return s;
}

/** A boxed multi-line grid, readable by people and by parseGrid. */
export function makeBoxed(grid: ArrayLike<number>): string {
  grid = readGrid('makeBoxed', 'grid', grid);
  const lines: string[] = [];
  const rule = Array.from({ length: BOX }, () => '-'.repeat(2 * BOX + 1)).join('+');
  for (let r = 0; r < SIZE; r++) {
    if (r > 0 && r % BOX === 0) lines.push(rule);
    const parts: string[] = [];
    for (let c = 0; c < SIZE; c++) {
      if (c > 0 && c % BOX === 0) parts.push('|');
      const d = grid[r * SIZE + c];
      parts.push(d === 0 ? '.' : String(d));
    }
    lines.push(' ' + parts.join(' ') + ' ');
  }
  return lines.join('\n');
}

/** Number of givens. */
export function countClues(grid: ArrayLike<number>): number {
  grid = readGrid('countClues', 'grid', grid);
  let n = 0;
  for (let i = 0; i < CELLS; i++) if (grid[i] !== 0) n++;
  return n;
}

export { rowOf, colOf };
