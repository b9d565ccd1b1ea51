/** Phrases for step explanations. */
import { cellName } from '../../grid/units.js';
import type { CellDigit } from '../step.js';
import { checkString } from '../../validate.js';

/** "r1c3, r2c3 and r5c3" */
export function listCells(cells: readonly number[]): string {
  return listWords(cells.map(cellName));
}

export function listWords(words: readonly (string | number)[], last = 'and'): string {
  const w = words.map(String);
  return w.length <= 1 ? w.join('') : `${w.slice(0, -1).join(', ')} ${last} ${w[w.length - 1]}`;
}

/** "remove 5 from r1c3 and r2c3", "remove 4 and 5 from r5c6", "remove 5 from r1c3 and 7 from r2c4" */
export function describeEliminations(list: readonly CellDigit[]): string {
  const cells = [...new Set(list.map((e) => e.cell))];
  if (cells.length === 1) return `remove ${listWords([...new Set(list.map((e) => e.digit))].sort((a, b) => a - b))} from ${cellName(cells[0])}`;
  const byDigit = new Map<number, number[]>();
  for (const e of list) {
    const at = byDigit.get(e.digit) ?? [];
    at.push(e.cell);
    byDigit.set(e.digit, at);
  }
  const parts: string[] = [];
  for (const [digit, at] of [...byDigit].sort((a, b) => a[0] - b[0])) parts.push(`${digit} from ${listCells(at)}`);
  return `remove ${listWords(parts)}`;
}

/**
 * A technique's name with the article English wants: "an XY-Wing", "a Unique Rectangle",
 * "a Hidden Single"; none for names that are not one countable thing ("Pointing",
 * "Claiming", "Cell Forcing Chains").
 */
export function withArticle(name: string): string {
  checkString('withArticle', 'name', name);
  if (/(?:Pointing|Claiming)$/.test(name) || /Chains\b/.test(name)) return name;
  // Vowel sounds, as read aloud: X is "ex", but Unique is "you-".
  return `${/^(?:[AEIO]|X|U(?!ni))/.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * The name players know a technique by, where Sudoku Explainer's differs: SE's
 * "Direct" techniques are the same patterns shown for the placement they lead to (a "Direct
 * Hidden Pair" is a hidden pair), and its "Triplet" is players' "Triple". The hint ladder uses
 * these; `rate` and `explain` keep SE's names.
 */
export function playerTechniqueName(technique: string): string {
  checkString('playerTechniqueName', 'technique', technique);
  return technique.replace(/^Direct (?=Hidden|Naked|Pointing|Claiming)/, '').replace(/\bTriplet\b(?! Exclusion)/, 'Triple');
}
