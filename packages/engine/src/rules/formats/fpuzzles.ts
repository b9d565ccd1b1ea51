/**
 * f-puzzles links: `https://www.f-puzzles.com/?load=<lz-string base64 of a JSON puzzle>`. The
 * JSON has `size`, `grid` (rows of cells with `value`, `given`, `region`) and one array or
 * flag per constraint: `killercage` [{cells: ["R1C1", ...], value: "15"}], `diagonal+` (the
 * anti-diagonal, bottom-left to top-right), `diagonal-` (the main diagonal), `extraregion`
 * (Windoku's windows), and many we do not support (thermometers, arrows, little killers...):
 * those are refused by name, never dropped. SudokuPad's `fpuzzles` links carry the same JSON.
 */
import { type Cage, type Puzzle, sizeOf } from '../rules.js';
import { type Result, ok } from '../../result.js';
import { type DescribedPuzzle, type FormatError, type FormatName, boxRegions, diagonalCells, fail, isGridSize, normalRegions, sameAsBoxes, sameCells, tidyRules, windowCells, isObject, present } from './common.js';
import { checkCage, checkPuzzleRules } from './check.js';
import { compressToBase64, decompressFromBase64 } from './lzstring.js';

/** Keys that carry no rule: who made the puzzle, its text, the solver's settings. */
const METADATA_KEYS = new Set(['size', 'grid', 'title', 'author', 'ruleset', 'solution', 'disabledlogic', 'truecandidatesoptions', 'highlightConflicts', 'version', 'activeConstraints']);
const RULE_KEYS = new Set(['diagonal+', 'diagonal-', 'killercage', 'extraregion']);
/** Cell fields that are the solver's notes, not rules. */
const CELL_KEYS = new Set(['value', 'given', 'region', 'centerPencilMarks', 'cornerPencilMarks', 'highlight', 'c', 'cArray']);

const LINK = /^(?:https?:\/\/)?(?:www\.)?f-puzzles\.com\/?\?(?:.*&)?load=([^&#\s]+)/i;

/** True for an f-puzzles link. */
export function isFpuzzlesLink(text: string): boolean {
  return LINK.test(text.trim());
}

/** Percent-escapes undone, when there are any (a link pasted from an address bar). */
export function unescapeLink(payload: string): string {
  if (!payload.includes('%')) return payload;
  try {
    return decodeURIComponent(payload);
  } catch {
    return payload;
  }
}

/** Read an f-puzzles link (or its bare `load=` payload). */
export function parseFpuzzles(text: string): Result<DescribedPuzzle, FormatError> {
  const t = text.trim();
  const m = LINK.exec(t);
  const payload = unescapeLink(m ? m[1] : t);
  const json = decompressFromBase64(payload);
  if (json === null || json === '') return fail('fpuzzles', 'bad-link', 'the f-puzzles link does not hold lz-string data (cut short when copied?)');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('fpuzzles', 'bad-link', 'the f-puzzles link does not hold a JSON puzzle');
  }
  return puzzleFromFpuzzles(value, 'fpuzzles');
}

/** `R3C12` (1-based, any case) as a 0-based index, or -1. */
function cellRef(ref: unknown, size: number): number {
  if (typeof ref !== 'string') return -1;
  const m = /^R(\d+)C(\d+)$/i.exec(ref);
  if (!m) return -1;
  const r = Number(m[1]) - 1;
  const c = Number(m[2]) - 1;
  return r >= 0 && r < size && c >= 0 && c < size ? r * size + c : -1;
}

function cellList(format: FormatName, refs: unknown, size: number, path: string): Result<number[], FormatError> {
  if (!Array.isArray(refs)) return fail(format, 'bad-field', `${path}: expected a list of cells like "R1C1"`, { path });
  const cells: number[] = [];
  for (let i = 0; i < refs.length; i++) {
    const c = cellRef(refs[i], size);
    if (c < 0) return fail(format, 'bad-field', `${path}[${i}]: ${JSON.stringify(refs[i])} is not a cell of a ${size}x${size} grid (R1C1 to R${size}C${size})`, { path: `${path}[${i}]` });
    cells.push(c);
  }
  return ok(cells);
}

function unsupported(format: FormatName, key: string, what = ''): { ok: false; error: FormatError } {
  const source = format === 'fpuzzles' ? 'f-puzzles' : 'SudokuPad';
  return fail(format, 'unsupported', `${source} constraint '${key}'${what} is not supported (supported: classic sizes 4-16, jigsaw regions, both diagonals, Windoku windows, killer cages)`, { key });
}

/** The puzzle in an f-puzzles JSON value (also what SudokuPad's `fpuzzles` links hold). */
export function puzzleFromFpuzzles(value: unknown, format: FormatName): Result<DescribedPuzzle, FormatError> {
  if (!isObject(value)) return fail(format, 'not-an-object', 'the link does not hold an f-puzzles JSON object');
  for (const [key, v] of Object.entries(value)) {
    if (!METADATA_KEYS.has(key) && !RULE_KEYS.has(key) && present(v)) return unsupported(format, key);
  }
  const size = value.size;
  if (!isGridSize(size)) return fail(format, 'bad-size', `size ${JSON.stringify(size)}: supported sizes are 4, 6, 9, 12 and 16`, { path: 'size' });
  const grid = value.grid;
  if (!Array.isArray(grid) || grid.length !== size) return fail(format, 'bad-field', `grid: expected ${size} rows`, { path: 'grid' });
  const givens = new Uint8Array(size * size);
  const regions = boxRegions(size);
  let ownRegions = false;
  for (let r = 0; r < size; r++) {
    const row: unknown = grid[r];
    if (!Array.isArray(row) || row.length !== size) return fail(format, 'bad-field', `grid[${r}]: expected ${size} cells`, { path: `grid[${r}]` });
    for (let c = 0; c < size; c++) {
      const cell: unknown = row[c];
      const path = `grid[${r}][${c}]`;
      if (!isObject(cell)) return fail(format, 'bad-field', `${path}: expected a cell object`, { path });
      for (const [key, v] of Object.entries(cell)) {
        if (!CELL_KEYS.has(key) && present(v)) return unsupported(format, key, ` (in cell R${r + 1}C${c + 1})`);
      }
      if (cell.given === true && cell.value !== undefined) {
        const d = cell.value;
        if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > size) return fail(format, 'bad-field', `${path}.value: ${JSON.stringify(d)} is not a digit 1-${size}`, { path: `${path}.value` });
        givens[r * size + c] = d;
      }
      if (cell.region !== undefined && cell.region !== null) {
        const g = cell.region;
        if (typeof g !== 'number' || !Number.isInteger(g) || g < 0 || g >= size) {
          return fail(format, 'unsupported', `cell R${r + 1}C${c + 1} is in region ${JSON.stringify(g)}: only regions 0-${size - 1} covering the grid are supported`, { path: `${path}.region` });
        }
        if (g !== regions[r * size + c]) ownRegions = true;
        regions[r * size + c] = g;
      }
    }
  }
  let jigsaw: number[] | undefined;
  if (ownRegions && !sameAsBoxes(regions, size)) {
    const counts = new Array<number>(size).fill(0);
    for (const g of regions) counts[g]++;
    const bad = counts.findIndex((n) => n !== size);
    if (bad >= 0) return fail(format, 'bad-field', `region ${bad + 1} has ${counts[bad]} cells, expected ${size}`, { path: 'grid' });
    jigsaw = normalRegions(regions);
  }
  const plus = value['diagonal+'] === true;
  const minus = value['diagonal-'] === true;
  if (plus !== minus) return unsupported(format, plus ? 'diagonal+' : 'diagonal-', ' (one diagonal alone)');
  let windows = false;
  if (present(value.extraregion)) {
    if (!Array.isArray(value.extraregion)) return fail(format, 'bad-field', 'extraregion: expected a list', { path: 'extraregion' });
    const extra: number[][] = [];
    for (let i = 0; i < value.extraregion.length; i++) {
      const e: unknown = value.extraregion[i];
      if (!isObject(e)) return fail(format, 'bad-field', `extraregion[${i}]: expected {cells: [...]}`, { path: `extraregion[${i}]` });
      const cells = cellList(format, e.cells, size, `extraregion[${i}].cells`);
      if (!cells.ok) return cells;
      extra.push(cells.value);
    }
    const wins = size === 9 ? windowCells() : [];
    const matched = extra.length === 4 && wins.every((w) => extra.some((e) => sameCells(e, w)));
    if (!matched) return unsupported(format, 'extraregion', ' (other than the four Windoku windows)');
    windows = true;
  }
  const cages: Cage[] = [];
  if (present(value.killercage)) {
    if (!Array.isArray(value.killercage)) return fail(format, 'bad-field', 'killercage: expected a list', { path: 'killercage' });
    for (let k = 0; k < value.killercage.length; k++) {
      const cage: unknown = value.killercage[k];
      const path = `killercage[${k}]`;
      if (!isObject(cage)) return fail(format, 'bad-field', `${path}: expected {cells: [...], value: "15"}`, { path });
      const cells = cellList(format, cage.cells, size, `${path}.cells`);
      if (!cells.ok) return cells;
      const raw = cage.value;
      if (raw === undefined || raw === null || raw === '') return unsupported(format, 'killercage', ` without a sum (${path})`);
      const sum = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(String(raw)) ? Number(raw) : NaN;
      const checked = checkCage(format, { sum, cells: cells.value }, k, size, path);
      if (!checked.ok) return checked;
      cages.push(checked.value);
    }
  }
  const rules = tidyRules(size, { regions: jigsaw, diagonals: plus && minus, windows, cages });
  const valid = checkPuzzleRules(format, rules);
  if (!valid.ok) return valid;
  const out: DescribedPuzzle = { rules, givens };
  const sol = value.solution;
  if (Array.isArray(sol) && sol.length === size * size && sol.every((d) => Number.isInteger(d) && d >= 1 && d <= size)) out.solution = Uint8Array.from(sol as number[]);
  if (typeof value.title === 'string' && value.title !== '') out.title = value.title;
  if (typeof value.author === 'string' && value.author !== '') out.author = value.author;
  return ok(out);
}

function ref(index: number, size: number): string {
  return `R${Math.floor(index / size) + 1}C${(index % size) + 1}`;
}

/** The f-puzzles JSON value for a puzzle. */
export function fpuzzlesValue(puzzle: Puzzle, options: { solution?: ArrayLike<number>; title?: string; author?: string } = {}): Record<string, unknown> {
  const { rules, givens } = puzzle;
  const size = sizeOf(rules);
  const grid: Record<string, unknown>[][] = [];
  for (let r = 0; r < size; r++) {
    const row: Record<string, unknown>[] = [];
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      const cell: Record<string, unknown> = {};
      if (givens[i] !== 0) {
        cell.value = givens[i];
        cell.given = true;
      }
      if (rules.regions) cell.region = rules.regions[i];
      row.push(cell);
    }
    grid.push(row);
  }
  const o: Record<string, unknown> = { size, grid };
  if (options.title !== undefined) o.title = options.title;
  if (options.author !== undefined) o.author = options.author;
  if (rules.diagonals) {
    o['diagonal+'] = true;
    o['diagonal-'] = true;
  }
  if (rules.windows) o.extraregion = windowCells().map((cells) => ({ cells: cells.map((i) => ref(i, size)) }));
  if (rules.cages && rules.cages.length > 0) o.killercage = rules.cages.map((cage) => ({ cells: cage.cells.map((i) => ref(i, size)), value: String(cage.sum) }));
  if (options.solution) o.solution = Array.from(options.solution);
  return o;
}

/** An f-puzzles link for a puzzle. */
export function makeFpuzzles(puzzle: Puzzle, options: { solution?: ArrayLike<number>; title?: string; author?: string } = {}): string {
  return `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify(fpuzzlesValue(puzzle, options)))}`;
}

export { diagonalCells };
