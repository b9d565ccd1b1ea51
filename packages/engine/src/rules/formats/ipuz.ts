/**
 * ipuz, the open JSON puzzle format (puzzazz.com/ipuz), kind `http://ipuz.org/sudoku#1`:
 * `puzzle` and `solution` are rows of cells (a number, a `charset` character, 0 / null / the
 * `empty` value for a blank, or `{"given": n}` / `{"value": n}`), `boxes` says whether the
 * usual boxes apply, `zones` lists groups of cells (GroupSpec: `cells` as [column, row]
 * pairs counted from 1, or a `rect` [c1, r1, c2, r2]) that must hold distinct digits, and
 * `cages` lists CalcSpec sums (`cells`, `value`, `operator` "+").
 *
 * We read zones as jigsaw regions when `boxes` is false and they cut the grid into size
 * regions, and as X diagonals or Windoku windows when they are exactly those; any other zone,
 * and any cage with another operator, is refused by name. makeIpuz writes version 2 JSON.
 */
import { type Cage, type GridSize, type Puzzle, sizeOf } from '../rules.js';
import { type Result, ok } from '../../result.js';
import { type DescribedPuzzle, type FormatError, DIGIT_CHARS, diagonalCells, fail, isGridSize, normalRegions, sameAsBoxes, sameCells, tidyRules, windowCells, isObject } from './common.js';
import { checkCage, checkPuzzleRules } from './check.js';

const F = 'ipuz' as const;
const KIND = 'http://ipuz.org/sudoku';
const QUIET = new Set(['version', 'kind', 'copyright', 'publisher', 'publication', 'url', 'uniqueid', 'title', 'intro', 'explanation', 'annotation', 'author', 'editor', 'date', 'notes', 'difficulty', 'origin', 'empty', 'styles', 'charset', 'displaycharset', 'boxes', 'showoperators', 'cageborder', 'puzzle', 'solution', 'saved', 'zones', 'cages', 'block', 'dimensions']);

/** True when a JSON text looks like an ipuz document (has "kind" with ipuz.org). */
export function looksIpuz(text: string): boolean {
  return text.includes('ipuz.org/');
}

/** Read an ipuz sudoku document. */
export function parseIpuz(text: string): Result<DescribedPuzzle, FormatError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail(F, 'bad-json', `not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  return puzzleFromIpuz(value);
}

export function puzzleFromIpuz(value: unknown): Result<DescribedPuzzle, FormatError> {
  if (!isObject(value)) return fail(F, 'not-an-object', 'an ipuz document is a JSON object');
  const kinds = Array.isArray(value.kind) ? value.kind : [value.kind];
  if (!kinds.some((k) => typeof k === 'string' && k.replace(/#\d+$/, '') === KIND)) {
    return fail(F, 'unsupported', `ipuz kind ${JSON.stringify(value.kind)} is not supported (only ${KIND}#1)`, { key: 'kind', path: 'kind' });
  }
  for (const key of Object.keys(value)) {
    if (!QUIET.has(key) && !key.includes(':')) return fail(F, 'unsupported', `ipuz field ${JSON.stringify(key)} is not supported`, { key, path: key });
  }
  const rows = value.puzzle;
  if (!Array.isArray(rows) || !isGridSize(rows.length)) return fail(F, 'bad-size', `puzzle: ${Array.isArray(rows) ? rows.length : 0} rows; supported sizes are 4, 6, 9, 12 and 16`, { path: 'puzzle' });
  const size = rows.length as GridSize;
  const charset = typeof value.charset === 'string' ? value.charset : DIGIT_CHARS.slice(0, size);
  if (charset.length < size) return fail(F, 'bad-field', `charset ${JSON.stringify(charset)} has fewer than ${size} characters`, { path: 'charset' });
  const empty = value.empty ?? 0;
  const digit = (cell: unknown, path: string, blanks: boolean): Result<number, FormatError> => {
    let v = cell;
    if (isObject(v)) v = v.given ?? v.value ?? v.cell ?? null;
    if (v === null || v === empty || v === 0 || v === '0' || v === '' || v === '.') {
      return blanks ? ok(0) : fail(F, 'bad-field', `${path}: blank in a solution`, { path });
    }
    if (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= size) return ok(v);
    const i = charset.indexOf(String(v));
    if (String(v).length === 1 && i >= 0 && i < size) return ok(i + 1);
    return fail(F, 'bad-field', `${path}: ${JSON.stringify(v)} is not a digit of this ${size}x${size} puzzle`, { path });
  };
  const grid = (name: 'puzzle' | 'solution', blanks: boolean): Result<Uint8Array, FormatError> => {
    const rs = value[name];
    if (!Array.isArray(rs) || rs.length !== size) return fail(F, 'bad-field', `${name}: expected ${size} rows`, { path: name });
    const out = new Uint8Array(size * size);
    for (let r = 0; r < size; r++) {
      const row: unknown = rs[r];
      if (!Array.isArray(row) || row.length !== size) return fail(F, 'bad-field', `${name}[${r}]: expected ${size} cells`, { path: `${name}[${r}]` });
      for (let c = 0; c < size; c++) {
        const d = digit(row[c], `${name}[${r}][${c}]`, blanks);
        if (!d.ok) return d;
        out[r * size + c] = d.value;
      }
    }
    return ok(out);
  };
  const givens = grid('puzzle', true);
  if (!givens.ok) return givens;
  const groupCells = (spec: unknown, path: string): Result<number[], FormatError> => {
    if (!isObject(spec)) return fail(F, 'bad-field', `${path}: expected {"cells": [[column, row], ...]}`, { path });
    const out: number[] = [];
    if (Array.isArray(spec.rect) && spec.rect.length === 4) {
      const [c1, r1, c2, r2] = spec.rect as number[];
      for (let r = r1; r <= r2; r++) for (let c = c1; c <= c2; c++) out.push((r - 1) * size + (c - 1));
    }
    if (Array.isArray(spec.cells)) for (const p of spec.cells) out.push(Array.isArray(p) && p.length === 2 ? (Number(p[1]) - 1) * size + (Number(p[0]) - 1) : -1);
    const bad = out.findIndex((i) => !Number.isInteger(i) || i < 0 || i >= size * size);
    if (bad >= 0 || out.length === 0) return fail(F, 'bad-field', `${path}: cells must be [column, row] pairs from [1, 1] to [${size}, ${size}]`, { path });
    return ok(out);
  };
  let regions: number[] | undefined;
  let diagonals = false;
  let windows = false;
  if (Array.isArray(value.zones) && value.zones.length > 0) {
    const zones: number[][] = [];
    for (let z = 0; z < value.zones.length; z++) {
      const cells = groupCells(value.zones[z], `zones[${z}]`);
      if (!cells.ok) return cells;
      zones.push(cells.value);
    }
    const [main, anti] = diagonalCells(size);
    const wins = size === 9 ? windowCells() : [];
    const isDiagonal = (z: number[]) => sameCells(z, main) || sameCells(z, anti);
    const isWindow = (z: number[]) => wins.some((w) => sameCells(z, w));
    const regionZones = zones.filter((z) => !isDiagonal(z) && !isWindow(z));
    const diag = zones.filter(isDiagonal);
    const win = zones.filter(isWindow);
    if (diag.length === 1) return fail(F, 'unsupported', 'ipuz zone on one diagonal alone is not supported (X needs both)', { key: 'zones', path: 'zones' });
    if (win.length > 0 && win.length !== 4) return fail(F, 'unsupported', 'ipuz zones on some Windoku windows but not all four are not supported', { key: 'zones', path: 'zones' });
    diagonals = diag.length === 2;
    windows = win.length === 4;
    if (regionZones.length > 0) {
      const labels = new Array<number>(size * size).fill(-1);
      const partition = value.boxes !== true && regionZones.length === size && regionZones.every((z, g) => z.length === size && z.every((i) => labels[i] === -1 && (labels[i] = g) >= 0));
      if (!partition) return fail(F, 'unsupported', 'ipuz zones other than jigsaw regions (with "boxes": false), both diagonals or the Windoku windows are not supported', { key: 'zones', path: 'zones' });
      if (!sameAsBoxes(labels, size)) regions = normalRegions(labels);
    }
  } else if (value.boxes === false) {
    return fail(F, 'unsupported', 'ipuz "boxes": false without zones (a Latin square) is not supported', { key: 'boxes', path: 'boxes' });
  }
  const cages: Cage[] = [];
  if (Array.isArray(value.cages)) {
    for (let k = 0; k < value.cages.length; k++) {
      const spec: unknown = value.cages[k];
      const path = `cages[${k}]`;
      const cells = groupCells(spec, path);
      if (!cells.ok) return cells;
      const s = spec as Record<string, unknown>;
      if (s.operator !== undefined && s.operator !== '+' && s.operator !== null) return fail(F, 'unsupported', `ipuz cage operator ${JSON.stringify(s.operator)} is not supported (killer sums are "+")`, { key: 'operator', path: `${path}.operator` });
      const sum = typeof s.value === 'string' && /^\d+$/.test(s.value) ? Number(s.value) : s.value;
      const checked = checkCage(F, { sum, cells: cells.value }, k, size, path);
      if (!checked.ok) return checked;
      cages.push(checked.value);
    }
  }
  const rules = tidyRules(size, { regions, diagonals, windows, cages });
  const valid = checkPuzzleRules(F, rules);
  if (!valid.ok) return valid;
  const out: DescribedPuzzle = { rules, givens: givens.value };
  if (value.solution !== undefined) {
    const solution = grid('solution', false);
    if (!solution.ok) return solution;
    out.solution = solution.value;
  }
  if (typeof value.title === 'string') out.title = value.title;
  if (typeof value.author === 'string') out.author = value.author;
  if (typeof value.difficulty === 'string') out.level = value.difficulty;
  return ok(out);
}

function pairs(cells: readonly number[], size: number): number[][] {
  return cells.map((i) => [(i % size) + 1, Math.floor(i / size) + 1]);
}

/** An ipuz document (one line of JSON) for a puzzle. */
export function makeIpuz(puzzle: Puzzle, options: { solution?: ArrayLike<number>; title?: string; author?: string; level?: string } = {}): string {
  const { rules, givens } = puzzle;
  const size = sizeOf(rules);
  const rowsOf = (cells: ArrayLike<number>) => Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => cells[r * size + c]));
  const o: Record<string, unknown> = { version: 'http://ipuz.org/v2', kind: [`${KIND}#1`] };
  if (options.title !== undefined) o.title = options.title;
  if (options.author !== undefined) o.author = options.author;
  if (options.level !== undefined) o.difficulty = options.level;
  o.charset = DIGIT_CHARS.slice(0, size);
  o.boxes = !rules.regions;
  o.puzzle = rowsOf(givens).map((row) => row.map((d) => (d === 0 ? 0 : DIGIT_CHARS[d - 1])));
  if (options.solution) o.solution = rowsOf(options.solution).map((row) => row.map((d) => DIGIT_CHARS[d - 1]));
  const zones: { cells: number[][] }[] = [];
  if (rules.regions) {
    for (let g = 0; g < size; g++) zones.push({ cells: pairs(rules.regions.flatMap((x, i) => (x === g ? [i] : [])), size) });
  }
  if (rules.diagonals) for (const d of diagonalCells(size)) zones.push({ cells: pairs(d, size) });
  if (rules.windows) for (const w of windowCells()) zones.push({ cells: pairs(w, size) });
  if (zones.length > 0) o.zones = zones;
  if (rules.cages && rules.cages.length > 0) o.cages = rules.cages.map((c) => ({ cells: pairs(c.cells, size), value: c.sum, operator: '+' }));
  return JSON.stringify(o);
}
