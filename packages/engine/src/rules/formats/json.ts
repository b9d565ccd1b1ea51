/**
 * The JSON puzzle description, one object per line (JSONL): the interchange form every
 * command reads and writes.
 *
 *   {"size": 9, "givens": "<size² chars>", "regions": "<size² labels>", "diagonals": true,
 *    "windows": true, "cages": [{"sum": 15, "cells": [0, 1, 10]}]}
 *
 * `size` defaults to 9; givens are row-major, `1`-`9` then `A`-`G` for 10-16, `.` or `0`
 * blank (absent: all blank, as a killer without givens); `regions` (jigsaw) labels each cell's region with one character, any characters
 * (distinct labels become regions in order of first appearance); cage cells are 0-based
 * row-major indices. Besides these, `solution` (size² digits), `title`, `author`, `level`,
 * `name` and `source` travel with the puzzle, and `status` (what `solve --json` reports when there is no single
 * solution) is read and ignored; any other key is refused by name.
 */
import { type Cage, type Puzzle, sizeOf } from '../rules.js';
import { type Result, ok } from '../../result.js';
import { type DescribedPuzzle, type FormatError, fail, isGridSize, makeCells, makeRegionLabels, parseCells, parseRegionLabels, tidyRules, isObject } from './common.js';
import { checkCage, checkPuzzleRules } from './check.js';

const KEYS = ['size', 'givens', 'regions', 'diagonals', 'windows', 'cages', 'solution', 'title', 'author', 'level', 'name', 'source', 'status'];

const F = 'json' as const;

/** A short account of a JSON syntax error (the engine's message names the offset). */
function jsonFailure(e: unknown): FormatError {
  const message = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(message);
  const offset = m ? Number(m[1]) : undefined;
  const where = offset === undefined ? '' : ` at character ${offset + 1}`;
  const reason = message.replace(/^JSON\.parse: /, '').replace(/,? (?:in JSON )?at position \d+.*$/, '');
  return { code: 'bad-json', format: F, message: `not valid JSON${where}: ${reason}`, ...(offset === undefined ? {} : { offset }) };
}

/** Read one JSON puzzle description (a whole line; whitespace around it is fine). */
export function parsePuzzleJson(text: string): Result<DescribedPuzzle, FormatError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: jsonFailure(e) };
  }
  return puzzleFromJsonValue(value);
}

/** As parsePuzzleJson, from a value already parsed (a JSON array's item, say). */
export function puzzleFromJsonValue(value: unknown): Result<DescribedPuzzle, FormatError> {
  if (!isObject(value)) return fail(F, 'not-an-object', 'a puzzle description is a JSON object ({"givens": ...})');
  for (const key of Object.keys(value)) {
    if (!KEYS.includes(key)) return fail(F, 'unknown-key', `unknown key ${JSON.stringify(key)}; a description has ${KEYS.slice(0, 6).join(', ')} (and solution, title, author, level, name, source)`, { key, path: key });
  }
  const size = value.size ?? 9;
  if (!isGridSize(size)) return fail(F, 'bad-size', `size ${JSON.stringify(size)}: expected 4, 6, 9, 12 or 16`, { path: 'size' });
  if (value.givens !== undefined && typeof value.givens !== 'string') return fail(F, 'bad-field', '"givens" must be a string of size² cells', { path: 'givens' });
  const givens = parseCells(F, value.givens ?? '.'.repeat(size * size), size, 'givens', { path: 'givens' });
  if (!givens.ok) return givens;
  let regions: number[] | undefined;
  if (value.regions !== undefined) {
    if (typeof value.regions !== 'string') return fail(F, 'bad-field', '"regions" must be a string of one label per cell', { path: 'regions' });
    const parsed = parseRegionLabels(F, value.regions, size, { path: 'regions' });
    if (!parsed.ok) return parsed;
    regions = parsed.value;
  }
  for (const key of ['diagonals', 'windows'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'boolean') return fail(F, 'bad-field', `"${key}" must be true or false`, { path: key });
  }
  let cages: Cage[] | undefined;
  if (value.cages !== undefined) {
    if (!Array.isArray(value.cages)) return fail(F, 'bad-field', '"cages" must be an array of {"sum": n, "cells": [...]}', { path: 'cages' });
    cages = [];
    for (let k = 0; k < value.cages.length; k++) {
      const cage: unknown = value.cages[k];
      const path = `cages[${k}]`;
      if (!isObject(cage)) return fail(F, 'bad-cage', `cage ${k + 1}: expected {"sum": n, "cells": [...]}`, { path });
      for (const key of Object.keys(cage)) {
        if (key !== 'sum' && key !== 'cells') return fail(F, 'unknown-key', `cage ${k + 1}: unknown key ${JSON.stringify(key)}; a cage has sum and cells`, { key, path: `${path}.${key}` });
      }
      if (!Array.isArray(cage.cells)) return fail(F, 'bad-cage', `cage ${k + 1}: "cells" must be an array of cell indices`, { path: `${path}.cells` });
      const checked = checkCage(F, { sum: cage.sum, cells: cage.cells }, k, size, path);
      if (!checked.ok) return checked;
      cages.push(checked.value);
    }
  }
  const rules = tidyRules(size, { regions, diagonals: value.diagonals === true, windows: value.windows === true, cages });
  const valid = checkPuzzleRules(F, rules);
  if (!valid.ok) return valid;
  const out: DescribedPuzzle = { rules, givens: givens.value };
  if (value.solution !== undefined) {
    if (typeof value.solution !== 'string') return fail(F, 'bad-field', '"solution" must be a string of size² digits', { path: 'solution' });
    const solution = parseCells(F, value.solution, size, 'solution', { path: 'solution', blanks: false });
    if (!solution.ok) return solution;
    out.solution = solution.value;
  }
  for (const key of ['title', 'author', 'level', 'name', 'source'] as const) {
    const v = value[key];
    if (v === undefined) continue;
    if (typeof v !== 'string' && !(key === 'level' && typeof v === 'number')) return fail(F, 'bad-field', `"${key}" must be a string`, { path: key });
    out[key] = String(v);
  }
  return ok(out);
}

export interface MakeJsonOptions {
  solution?: ArrayLike<number>;
  title?: string;
  author?: string;
  level?: string;
  name?: string;
  source?: string;
  /** Written when there is no single solution to give ("unsolvable", "multiple"). */
  status?: string;
}

/** The description as an object (key order fixed), before it is written as one line. */
export function puzzleJsonValue(puzzle: Puzzle, options: MakeJsonOptions = {}): Record<string, unknown> {
  const { rules } = puzzle;
  const o: Record<string, unknown> = { size: sizeOf(rules), givens: makeCells(puzzle.givens) };
  if (rules.regions) o.regions = makeRegionLabels(rules.regions);
  if (rules.diagonals) o.diagonals = true;
  if (rules.windows) o.windows = true;
  if (rules.cages && rules.cages.length > 0) o.cages = rules.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] }));
  if (options.solution) o.solution = makeCells(options.solution);
  if (options.title !== undefined) o.title = options.title;
  if (options.author !== undefined) o.author = options.author;
  if (options.level !== undefined) o.level = options.level;
  if (options.name !== undefined) o.name = options.name;
  if (options.source !== undefined) o.source = options.source;
  if (options.status !== undefined) o.status = options.status;
  return o;
}

/** One line of JSON (no spaces), the puzzle and whatever travels with it. */
export function makePuzzleJson(puzzle: Puzzle, options: MakeJsonOptions = {}): string {
  return JSON.stringify(puzzleJsonValue(puzzle, options));
}
