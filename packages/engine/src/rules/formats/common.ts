/**
 * What every puzzle format shares: the digit alphabet (`1`-`9` then `A`-`G` for 10-16, `.` or
 * `0` blank), region label strings, the format error as a value, and the structural checks
 * each parser runs before the rules themselves are judged (see check.ts).
 */
import { type Cage, type GridSize, type Puzzle, type Rules, BOX_SHAPE, GRID_SIZES, sizeOf } from '../rules.js';
import { type Result, ok, err } from '../../result.js';
import { boxRegions } from '../validate.js';

export { boxRegions };

export type FormatName = 'json' | 'compact' | 'line' | 'fpuzzles' | 'sudokupad' | 'ipuz';

export type FormatErrorCode =
  | 'bad-json'
  | 'not-an-object'
  | 'unknown-key'
  | 'bad-field'
  | 'bad-size'
  | 'bad-length'
  | 'bad-character'
  | 'bad-regions'
  | 'bad-cage'
  | 'bad-syntax'
  | 'bad-link'
  | 'unsupported'
  | 'unrepresentable'
  | 'invalid-rules';

/** A parse (or make) error as a value: one line a person understands, naming where and why. */
export interface FormatError {
  code: FormatErrorCode;
  format: FormatName;
  message: string;
  /** 0-based character offset in the text, when the fault is at one. */
  offset?: number;
  /** The field at fault, as a path: `cages[2].cells[1]`, `grid[0][3].value`. */
  path?: string;
  /** The key refused (unknown-key) or the feature not supported (unsupported). */
  key?: string;
  /** The cell at fault: index 0-based row-major, row and column 1-based. */
  cell?: { index: number; row: number; column: number };
}

/** A puzzle as a format carries it: the rules and givens, and what may travel with them. */
export interface DescribedPuzzle extends Puzzle {
  /** The solution, size² digits, when the text carried one. */
  solution?: Uint8Array;
  title?: string;
  author?: string;
  /** A difficulty level or rating, free text. */
  level?: string;
  /** A short name and where the puzzle was published (the engine's test data carry these). */
  name?: string;
  source?: string;
}

export const DIGIT_CHARS = '123456789ABCDEFG';

export function fail(format: FormatName, code: FormatErrorCode, message: string, extra: Partial<FormatError> = {}): { ok: false; error: FormatError } {
  return err({ code, format, message, ...extra });
}

export function cellAt(index: number, size: number): { index: number; row: number; column: number } {
  return { index, row: Math.floor(index / size) + 1, column: (index % size) + 1 };
}

export function cellName(index: number, size: number): string {
  return `r${Math.floor(index / size) + 1}c${(index % size) + 1}`;
}

export function isGridSize(n: unknown): n is GridSize {
  return typeof n === 'number' && (GRID_SIZES as readonly number[]).includes(n);
}

/** A character as a message shows it: quoted, or as U+XXXX when it does not print. */
export function showChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code < 33 || code === 127 ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : `'${ch}'`;
}

/** The digit a cell character stands for: 0 for `.` or `0`, 1..size, or -1 when it is none. */
export function digitOf(code: number, size: number): number {
  if (code === 46 || code === 48) return 0;
  let d = -1;
  if (code >= 49 && code <= 57) d = code - 48;
  else if (code >= 65 && code <= 71) d = code - 55; // A-G
  else if (code >= 97 && code <= 103) d = code - 87; // a-g
  return d >= 1 && d <= size ? d : -1;
}

/**
 * size² cell characters: givens (blanks allowed) or a solution (`blanks: false`). `offset` is
 * where `text` starts in the whole input, so errors point into the line.
 */
export function parseCells(
  format: FormatName,
  text: string,
  size: number,
  what: string,
  options: { offset?: number; blanks?: boolean; path?: string } = {},
): Result<Uint8Array, FormatError> {
  const n = size * size;
  const at = options.offset;
  const where = (o: number) => (at === undefined ? {} : { offset: at + o });
  const path = options.path === undefined ? {} : { path: options.path };
  if (text.length !== n) {
    return fail(format, 'bad-length', `${what}: ${text.length} characters, expected ${n} (${size}x${size})`, { ...where(0), ...path });
  }
  const cells = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const d = digitOf(text.charCodeAt(i), size);
    if (d < 0 || (d === 0 && options.blanks === false)) {
      const expected = options.blanks === false ? `1-${DIGIT_CHARS[size - 1]}` : `1-${DIGIT_CHARS[size - 1]}, '.' or '0'`;
      return fail(format, 'bad-character', `${what}: bad character ${showChar(text[i])} at ${cellName(i, size)} (cell ${i + 1}); expected ${expected}`, {
        ...where(i),
        ...path,
        cell: cellAt(i, size),
      });
    }
    cells[i] = d;
  }
  return ok(cells);
}

/** Cells as characters of the alphabet, `.` for blanks. */
export function makeCells(cells: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < cells.length; i++) s += cells[i] === 0 ? '.' : DIGIT_CHARS[cells[i] - 1];
  return s;
}

/**
 * A region label string: one character per cell, any characters; distinct labels become
 * regions 0..size-1 in order of first appearance. Each region must have `size` cells (whether
 * they touch is for the rules check).
 */
export function parseRegionLabels(format: FormatName, text: string, size: number, options: { offset?: number; path?: string } = {}): Result<number[], FormatError> {
  const n = size * size;
  const where = (o: number) => (options.offset === undefined ? {} : { offset: options.offset + o });
  const path = options.path === undefined ? {} : { path: options.path };
  const chars = Array.from(text);
  if (chars.length !== n) return fail(format, 'bad-length', `regions: ${chars.length} labels, expected ${n} (${size}x${size})`, { ...where(0), ...path });
  const index = new Map<string, number>();
  const counts: number[] = [];
  const regions = new Array<number>(n);
  let o = 0;
  for (let i = 0; i < n; i++) {
    const ch = chars[i];
    let r = index.get(ch);
    if (r === undefined) {
      r = index.size;
      if (r >= size) return fail(format, 'bad-regions', `regions: label ${showChar(ch)} at ${cellName(i, size)} is a region beyond the ${size} a ${size}x${size} grid has`, { ...where(o), ...path, cell: cellAt(i, size) });
      index.set(ch, r);
      counts.push(0);
    }
    counts[r]++;
    regions[i] = r;
    o += ch.length;
  }
  if (index.size < size) return fail(format, 'bad-regions', `regions: ${index.size} distinct labels, expected ${size}`, { ...where(0), ...path });
  const labels = [...index.keys()];
  for (let r = 0; r < size; r++) {
    if (counts[r] !== size) return fail(format, 'bad-regions', `regions: region ${showChar(labels[r])} has ${counts[r]} cells, expected ${size}`, { ...where(0), ...path });
  }
  return ok(regions);
}

/** Region indices as labels `1`-`9`, `A`-`G` (region 0 is `1`). */
export function makeRegionLabels(regions: readonly number[]): string {
  let s = '';
  for (const r of regions) s += DIGIT_CHARS[r];
  return s;
}


/** True when `regions` group the cells exactly as the usual boxes do (whatever the numbering). */
export function sameAsBoxes(regions: readonly number[], size: GridSize): boolean {
  const boxes = boxRegions(size);
  const map = new Map<number, number>();
  const back = new Map<number, number>();
  for (let i = 0; i < boxes.length; i++) {
    const a = map.get(regions[i]);
    const b = back.get(boxes[i]);
    if (a === undefined && b === undefined) {
      map.set(regions[i], boxes[i]);
      back.set(boxes[i], regions[i]);
    } else if (a !== boxes[i] || b !== regions[i]) return false;
  }
  return true;
}

/** Region indices renumbered 0.. in order of first appearance (what a label string keeps). */
export function normalRegions(regions: readonly number[]): number[] {
  const map = new Map<number, number>();
  return regions.map((r) => {
    let m = map.get(r);
    if (m === undefined) map.set(r, (m = map.size));
    return m;
  });
}

/** The cells of the two main diagonals and the four Windoku windows (9x9), for importers. */
export function diagonalCells(size: number): [number[], number[]] {
  const main: number[] = [];
  const anti: number[] = [];
  for (let i = 0; i < size; i++) {
    main.push(i * size + i);
    anti.push(i * size + (size - 1 - i));
  }
  return [main, anti];
}

export const WINDOW_CORNERS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 5],
  [5, 1],
  [5, 5],
];

export function windowCells(): number[][] {
  return WINDOW_CORNERS.map(([r0, c0]) => {
    const cells: number[] = [];
    for (let r = r0; r < r0 + 3; r++) for (let c = c0; c < c0 + 3; c++) cells.push(r * 9 + c);
    return cells;
  });
}

/** The same set of cells, order aside. */
export function sameCells(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const s = new Set(a);
  return b.every((c) => s.has(c)) && s.size === a.length;
}

/** A rules value with only the fields that say something (so equal rules compare equal). */
export function tidyRules(size: GridSize, parts: { regions?: readonly number[]; diagonals?: boolean; windows?: boolean; cages?: readonly Cage[] }): Rules {
  const rules: { -readonly [K in keyof Rules]: Rules[K] } = { size };
  if (parts.regions) rules.regions = parts.regions;
  if (parts.diagonals) rules.diagonals = true;
  if (parts.windows) rules.windows = true;
  if (parts.cages && parts.cages.length > 0) rules.cages = parts.cages;
  return rules;
}

export { sizeOf };

/** A plain object (not null, not an array). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Says something: a true flag or a non-empty array or object. */
export function present(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (isObject(v)) return Object.keys(v).length > 0;
  return true;
}
