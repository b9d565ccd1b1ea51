/**
 * SudokuPad links: `https://sudokupad.app/<id>` (also `sudokupad.app/sudoku/<id>`,
 * `app.crackingthecryptic.com/sudoku/<id>`, `?puzzleid=<id>`), where the id is
 *
 * - `fpuzzles<lz-string>`: an f-puzzles JSON puzzle (see fpuzzles.ts);
 * - `scl<lz-string>` or `ctc<lz-string>`: SudokuPad's own JSON (`cells` rows with `value`,
 *   `regions` as lists of [row, column], `cages` with a `value` for killer sums, `lines`,
 *   `arrows`, `overlays`, `underlays`, `metadata`), often "zipped" first: keys shortened
 *   (cells -> ce, regions -> re, cages -> ca, value -> v, ...), keys unquoted, `"` as `'`;
 * - `scf<code>`: the legacy 9x9 form: each character a digit and 0-5 zeros after it
 *   (value - 10 * run length), then `x` (X), `w` (Windoku) or `wx` after the 81 cells.
 *
 * Short ids (`sudokupad.app/abc123`) name a puzzle stored on SudokuPad's server: we cannot read
 * those offline and say so. Lines, arrows and text in overlays can carry rules we do not
 * support (dots, circles, shading, pictures), so all of them are refused by name.
 */
import { type Cage, type GridSize, type Puzzle } from '../rules.js';
import { type Result, ok } from '../../result.js';
import { type DescribedPuzzle, type FormatError, boxRegions, diagonalCells, fail, isGridSize, normalRegions, parseCells, sameAsBoxes, sameCells, tidyRules, windowCells, isObject, present } from './common.js';
import { checkCage, checkPuzzleRules } from './check.js';
import { compressToBase64, decompressFromBase64 } from './lzstring.js';
import { fpuzzlesValue, puzzleFromFpuzzles, unescapeLink } from './fpuzzles.js';

const F = 'sudokupad' as const;

const HOST = /^(?:https?:\/\/)?(?:www\.|beta\.)?(?:sudokupad\.app\/(?:sudoku\/)?|app\.crackingthecryptic\.com\/(?:sudoku\/)?|sudokupad\.svencodes\.com\/(?:sudoku\/)?)|^sudokupad:\/\/puzzle\//i;

/** True for a SudokuPad (or Cracking the Cryptic app) link. */
export function isSudokuPadLink(text: string): boolean {
  return HOST.test(text.trim());
}

/** Long keys SudokuPad's zipper shortens (zipped -> long). */
const UNZIP_KEYS: Record<string, string> = {
  c: 'color', ca: 'cages', ct: 'center', c1: 'borderColor', c2: 'backgroundColor', ce: 'cells', cs: 'cellSize', a: 'arrows', o: 'overlays',
  u: 'underlays', w: 'width', h: 'height', v: 'value', vd: 'videos', l: 'lines', r: 'rounded', re: 'regions', fs: 'fontSize', th: 'thickness',
  hl: 'headLength', wp: 'wayPoints', t: 'title', te: 'text', d: 'duration', d2: 'd',
};

/**
 * A zipped SudokuPad JSON text back to JSON: quotes restored, strings set aside while keys are
 * quoted, empty objects (`[,,]`) and the short literals (`t`, `f`, `#0`, `#F`, bare colours)
 * written out, then the short keys lengthened.
 */
export function unzipSudokuPad(text: string): unknown {
  let s = text;
  if (!s.includes('"')) s = s.replace(/\\'/g, '\u0000').replace(/'/g, '"').replace(/\u0000/g, "'");
  const strings: string[] = [];
  s = s.replace(/"(?:\\.|[^"\\])*"/g, (m) => `"\u0001${strings.push(m) - 1}\u0001"`);
  s = s.replace(/([,{[])([a-zA-Z0-9]+):/g, '$1"$2":');
  s = s.replace(/([,{[])(?=[,}\]])/g, '$1{}'); // `[,,]`: empty objects left out
  s = s.replace(/\{\{\}\}/g, '{}');
  s = s.replace(/:f(?=[,}\]])/g, ':false').replace(/:t(?=[,}\]])/g, ':true');
  s = s.replace(/:#0(?=[,}\]])/g, ':"#000000"').replace(/:#F(?=[,}\]])/g, ':"#FFFFFF"');
  s = s.replace(/:([0-9a-fA-F]{6})(?=[,}\]])/g, (m, hex: string) => (/^\d+$/.test(hex) ? m : `:"#${hex}"`));
  s = s.replace(/([,[:])#([0-9a-fA-F]{3,8})(?=[,}\]])/g, '$1"#$2"'); // other colours, bare
  s = s.replace(/"\u0001(\d+)\u0001"/g, (_m, i: string) => strings[Number(i)]);
  const value: unknown = JSON.parse(s);
  const rename = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rename);
    if (typeof v !== 'object' || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[Object.hasOwn(UNZIP_KEYS, k) ? UNZIP_KEYS[k] : k] = rename(x);
    return out;
  };
  return rename(value);
}

/** Read a SudokuPad link. */
export function parseSudokuPad(text: string): Result<DescribedPuzzle, FormatError> {
  let id = text.trim().replace(HOST, '');
  id = id.replace(/^\?puzzleid=/i, '');
  id = id.split(/[?&#]/)[0];
  id = unescapeLink(id);
  const format = /^(fpuzzles|scl|ctc|scf)/.exec(id)?.[1];
  if (format === undefined) {
    return fail(F, 'bad-link', `SudokuPad id ${JSON.stringify(id.slice(0, 24))} names a puzzle stored on SudokuPad's server; open it there and copy a full link (fpuzzles..., scl..., ctc...)`);
  }
  const data = id.slice(format.length);
  if (format === 'scf') return parseScf(data);
  const json = decompressFromBase64(data);
  if (json === null || json === '') return fail(F, 'bad-link', `the SudokuPad ${format} link does not hold lz-string data (cut short when copied?)`);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    try {
      value = unzipSudokuPad(json);
    } catch {
      return fail(F, 'bad-link', `the SudokuPad ${format} link does not hold a JSON puzzle`);
    }
  }
  return format === 'fpuzzles' ? puzzleFromFpuzzles(value, F) : puzzleFromScl(value);
}

/** The legacy `scf` id: run-length coded 81 cells, then the variant letters. */
function parseScf(data: string): Result<DescribedPuzzle, FormatError> {
  let cells = '';
  let i = 0;
  for (; i < data.length && cells.length < 81; i++) {
    const code = data.charCodeAt(i);
    const v = code >= 48 && code <= 57 ? code - 38 : code >= 65 && code <= 90 ? code - 45 : code >= 97 && code <= 120 ? code - 51 : -1;
    if (v < 10) return fail(F, 'bad-link', `SudokuPad scf link: bad character ${JSON.stringify(data[i])} at ${i + 1}`, { offset: i });
    cells += String(v % 10) + '0'.repeat(Math.floor(v / 10) - 1);
  }
  if (cells.length !== 81) return fail(F, 'bad-link', `SudokuPad scf link: ${cells.length} cells, expected 81`);
  const flags = data.slice(i);
  if (!['', 'x', 'w', 'wx', 'xw'].includes(flags)) return fail(F, 'unsupported', `SudokuPad scf variant ${JSON.stringify(flags)} is not supported (x and w are)`, { key: flags });
  const givens = parseCells(F, cells, 9, 'givens');
  if (!givens.ok) return givens;
  return ok({ rules: tidyRules(9, { diagonals: flags.includes('x'), windows: flags.includes('w') }), givens: givens.value });
}

function unsupported(key: string, what = ''): { ok: false; error: FormatError } {
  return fail(F, 'unsupported', `SudokuPad ${key}${what} are not supported (supported: classic sizes 4-16, jigsaw regions, killer cages, and X and Windoku in fpuzzles or scf links)`, { key });
}

/** A SudokuPad cell reference: [row, column] (0-based) or "r1c1" (1-based). */
function sclCell(ref: unknown, size: number): number {
  let r = -1;
  let c = -1;
  if (Array.isArray(ref) && ref.length === 2) [r, c] = ref as number[];
  else if (typeof ref === 'string') {
    const m = /^r(\d+)c(\d+)$/i.exec(ref);
    if (m) [r, c] = [Number(m[1]) - 1, Number(m[2]) - 1];
  }
  return Number.isInteger(r) && Number.isInteger(c) && r >= 0 && r < size && c >= 0 && c < size ? r * size + c : -1;
}

function sclCells(refs: unknown, size: number, path: string): Result<number[], FormatError> {
  if (!Array.isArray(refs)) return fail(F, 'bad-field', `${path}: expected a list of cells`, { path });
  const out: number[] = [];
  for (let i = 0; i < refs.length; i++) {
    const c = sclCell(refs[i], size);
    if (c < 0) return fail(F, 'bad-field', `${path}[${i}]: ${JSON.stringify(refs[i])} is not a cell of a ${size}x${size} grid`, { path: `${path}[${i}]` });
    out.push(c);
  }
  return ok(out);
}

const SCL_QUIET = new Set(['id', 'cellSize', 'metadata', 'settings', 'title', 'author', 'rules', 'solution', 'cells', 'regions', 'cages']);

/** The puzzle in SudokuPad's own JSON (scl / ctc). */
function puzzleFromScl(value: unknown): Result<DescribedPuzzle, FormatError> {
  if (!isObject(value)) return fail(F, 'not-an-object', 'the SudokuPad link does not hold a JSON object');
  for (const [key, v] of Object.entries(value)) if (!SCL_QUIET.has(key) && present(v)) return unsupported(key);
  // a picture behind the grid can draw any rule (Parity Fish draws its lines so)
  if (isObject(value.metadata) && present(value.metadata.bgimage)) return unsupported('background images', ' (they can draw rules)');
  const rows = value.cells;
  if (!Array.isArray(rows) || !isGridSize(rows.length)) return fail(F, 'bad-size', `the grid has ${Array.isArray(rows) ? rows.length : 0} rows: supported sizes are 4, 6, 9, 12 and 16`, { path: 'cells' });
  const size = rows.length as GridSize;
  const givens = new Uint8Array(size * size);
  for (let r = 0; r < size; r++) {
    const row: unknown = rows[r];
    if (!Array.isArray(row) || row.length !== size) return fail(F, 'bad-size', `cells[${r}]: ${Array.isArray(row) ? row.length : 0} cells, expected ${size} (a square grid)`, { path: `cells[${r}]` });
    for (let c = 0; c < size; c++) {
      const cell: unknown = row[c];
      if (!isObject(cell) || cell.value === undefined || cell.value === '') continue;
      const d = Number(cell.value);
      if (!Number.isInteger(d) || d < 1 || d > size) return fail(F, 'bad-field', `cells[${r}][${c}].value: ${JSON.stringify(cell.value)} is not a digit 1-${size}`, { path: `cells[${r}][${c}].value` });
      givens[r * size + c] = d;
    }
  }
  let regions: number[] | undefined;
  if (present(value.regions)) {
    if (!Array.isArray(value.regions) || value.regions.length !== size) return fail(F, 'bad-field', `regions: expected ${size} regions`, { path: 'regions' });
    const labels = new Array<number>(size * size).fill(-1);
    for (let g = 0; g < size; g++) {
      const cells = sclCells(value.regions[g], size, `regions[${g}]`);
      if (!cells.ok) return cells;
      if (cells.value.length !== size) return fail(F, 'bad-field', `regions[${g}]: ${cells.value.length} cells, expected ${size}`, { path: `regions[${g}]` });
      for (const c of cells.value) labels[c] = g;
    }
    if (labels.includes(-1)) return fail(F, 'bad-field', 'regions: some cells are in no region', { path: 'regions' });
    if (!sameAsBoxes(labels, size)) regions = normalRegions(labels);
  }
  const units = (regions ? [] : [boxRegions(size)]).flatMap((b) => Array.from({ length: size }, (_, g) => b.flatMap((x, i) => (x === g ? [i] : []))));
  for (let g = 0; regions && g < size; g++) units.push(regions.flatMap((x, i) => (x === g ? [i] : [])));
  for (let k = 0; k < size; k++) {
    units.push(Array.from({ length: size }, (_, i) => k * size + i), Array.from({ length: size }, (_, i) => i * size + k));
  }
  const cages: Cage[] = [];
  if (present(value.cages)) {
    if (!Array.isArray(value.cages)) return fail(F, 'bad-field', 'cages: expected a list', { path: 'cages' });
    for (let k = 0; k < value.cages.length; k++) {
      const cage: unknown = value.cages[k];
      const path = `cages[${k}]`;
      if (!isObject(cage)) return fail(F, 'bad-field', `${path}: expected a cage object`, { path });
      const cells = sclCells(cage.cells, size, `${path}.cells`);
      if (!cells.ok) return cells;
      const raw = cage.value ?? cage.sum;
      if (raw === undefined || raw === '') {
        // a cage without a sum says "no digit repeats": fine when it is a unit already
        if (units.some((u) => sameCells(u, cells.value))) continue;
        const [main, anti] = diagonalCells(size);
        const what = sameCells(main, cells.value) || sameCells(anti, cells.value) ? ' drawn as diagonals (use the fpuzzles link)' : size === 9 && windowCells().some((w) => sameCells(w, cells.value)) ? ' drawn as windows (use the fpuzzles link)' : ' without a sum';
        return unsupported('cages', what);
      }
      const sum = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(String(raw)) ? Number(raw) : NaN;
      const checked = checkCage(F, { sum, cells: cells.value }, cages.length, size, path);
      if (!checked.ok) return checked;
      cages.push(checked.value);
    }
  }
  const rules = tidyRules(size, { regions, cages });
  const valid = checkPuzzleRules(F, rules);
  if (!valid.ok) return valid;
  const out: DescribedPuzzle = { rules, givens };
  const meta = isObject(value.metadata) ? value.metadata : {};
  const sol = meta.solution ?? value.solution;
  if (typeof sol === 'string' && sol.length === size * size) {
    const parsed = parseCells(F, sol, size, 'solution', { blanks: false });
    if (parsed.ok) out.solution = parsed.value;
  }
  const title = meta.title ?? value.title;
  const author = meta.author ?? value.author;
  if (typeof title === 'string' && title !== '') out.title = title;
  if (typeof author === 'string' && author !== '') out.author = author;
  return ok(out);
}

/** A SudokuPad link for a puzzle (its `fpuzzles` form, which SudokuPad opens as it is). */
export function makeSudokuPad(puzzle: Puzzle, options: { solution?: ArrayLike<number>; title?: string; author?: string } = {}): string {
  return `https://sudokupad.app/fpuzzles${compressToBase64(JSON.stringify(fpuzzlesValue(puzzle, options)))}`;
}
