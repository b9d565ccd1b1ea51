/**
 * Hint and message wording for players: cell names ("row 4, column 2" by default, "r4c2" as a
 * setting), articles, plurals. The engine writes its step sentences with r4c2 names; this
 * module rewrites them, so the engine's text stays the one the CLI prints.
 */
import { unitsName, withArticle } from 'sudokit';
import type { HintStep } from './hints.js';

import type { CellNames } from './settings.js';
export type { CellNames };

const rowCol = (cell: number, size = 9) => [Math.floor(cell / size) + 1, (cell % size) + 1] as const;

/** A cell's name; `size` is the grid's side (9 unless the game has rules). */
export function cellWords(cell: number, names: CellNames, size = 9): string {
  const [r, c] = rowCol(cell, size);
  return names === 'rc' ? `r${r}c${c}` : `row ${r}, column ${c}`;
}

/** "a, b and c" */
export function listWords(words: readonly string[], last = 'and'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/**
 * Several cells in plain words without commas inside a cell's name, so a list stays readable
 * (in the order given: playerText sorts lists that are not paths):
 * "row 9, columns 2, 4 and 8" when they share a row, "column 3, rows 1 and 2" when they share a
 * column, else "row 1 column 3, row 2 column 5 and row 4 column 4".
 */
export function listCells(cells: readonly number[], names: CellNames, last = 'and', size = 9): string {
  if (cells.length === 1) return cellWords(cells[0], names, size);
  if (names === 'rc') return listWords(cells.map((c) => cellWords(c, names, size)), last);
  const rc = cells.map((c) => rowCol(c, size));
  if (rc.every(([r]) => r === rc[0][0])) return `row ${rc[0][0]}, columns ${listWords(rc.map(([, c]) => String(c)), last)}`;
  if (rc.every(([, c]) => c === rc[0][1])) return `column ${rc[0][1]}, rows ${listWords(rc.map(([r]) => String(r)), last)}`;
  return listWords(rc.map(([r, c]) => `row ${r} column ${c}`), last);
}

const CELL = String.raw`r[1-9]c[1-9]`;
/** A cell, or a list of cells the engine wrote: "r1c3, r2c3 and r5c3", "r5c8,r5c9", "r6c7–r3c7". */
const CELL_LIST = new RegExp(String.raw`${CELL}(?:(?:, | and | or |,|–)${CELL})*`, 'g');

/**
 * The engine's sentence in players' words (issue 31): cell names as the player chose; lists in
 * order (a chain's "r6c7–r3c7" keeps its order: it is a path); no unit said twice ("rows 2, 3
 * and 8 in column 7", not "column 7, rows 2, 3 and 8 in column 7"); every sentence starting with
 * a capital ("Row 4, column 2 has…", "Cell r4c2 has…").
 */
export function playerText(text: string, names: CellNames): string {
  const out = text.replace(CELL_LIST, (list: string, offset: number) => {
    const path = list.includes('–');
    const cells = [...list.matchAll(/r([1-9])c([1-9])/g)].map((m) => (Number(m[1]) - 1) * 9 + Number(m[2]) - 1);
    if (!path) cells.sort((a, b) => a - b);
    const words = path
      ? (names === 'rc' ? list : cells.map((c) => cellWords(c, names).replace(',', '')).join(' – '))
      : listCells(cells, names, / or r/.test(list) ? 'or' : 'and');
    if (!(offset === 0 || /[.!?] $/.test(text.slice(0, offset)))) return words;
    return names === 'rc' ? `${cells.length > 1 ? 'Cells' : 'Cell'} ${words}` : words[0].toUpperCase() + words.slice(1);
  });
  // "column 7, rows 2, 3 and 8 in column 7": the shared unit once.
  return out.replace(/\b(row|column) ([1-9]), ((?:rows|columns) [1-9](?:(?:, | and | or )[1-9])*) in \1 \2\b/gi, (_m, _k, _n, rest: string, offset: number) => {
    const tail = `${rest} in ${_k.toLowerCase()} ${_n}`;
    return offset === 0 || /[.!?] $/.test(out.slice(0, offset)) ? tail[0].toUpperCase() + tail.slice(1) : tail;
  });
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** First rung: an area, never the answer. */
export function whereToLook(step: HintStep): string {
  if (step.look.name) return step.look.name;
  if (step.look.units?.length) return unitsName(step.look.units);
  if (step.look.digit) return `the ${step.look.digit}s`;
  return 'the whole grid';
}

/** Second rung: the technique, by the name players know, with its article, and no rating. */
export function whichTechnique(step: HintStep): string {
  const where = step.look.name ? `in ${step.look.name}` : step.look.units?.length ? `in ${unitsName(step.look.units)}` : step.look.digit ? `among the ${step.look.digit}s` : 'on the grid';
  return `Look for ${withArticle(step.technique)} ${where}.`;
}

export function wrongDigitsText(cells: readonly number[], names: CellNames, size = 9): string {
  return `${plural(cells.length, 'digit is', 'digits are')} wrong: ${listCells(cells, names, 'and', size)}.`;
}

export function wrongNotesText(cells: readonly number[], names: CellNames, size = 9): string {
  return cells.length === 1
    ? `1 cell has lost its right digit from its centre notes: ${cellWords(cells[0], names, size)}.`
    : `${cells.length} cells have lost their right digit from their centre notes: ${listCells(cells, names, 'and', size)}.`;
}

export const restoreNotesLabel = (n: number) => (n === 1 ? 'Put the digit back' : 'Put the digits back');
