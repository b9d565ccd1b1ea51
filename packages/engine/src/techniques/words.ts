/** Phrases for step explanations. */
import { cellName } from '../units.js';
import type { CellDigit } from '../step.js';

/** "r1c3, r2c3 and r5c3" */
export function listCells(cells: readonly number[]): string {
  return listWords(cells.map(cellName));
}

export function listWords(words: readonly (string | number)[], last = 'and'): string {
  const w = words.map(String);
  return w.length <= 1 ? w.join('') : `${w.slice(0, -1).join(', ')} ${last} ${w[w.length - 1]}`;
}

/** "removes 5 from r1c3 and r2c3" / "removes 5 from r1c3 and 7 from r2c4" */
export function describeEliminations(list: readonly CellDigit[]): string {
  const byDigit = new Map<number, number[]>();
  for (const e of list) {
    const cells = byDigit.get(e.digit) ?? [];
    cells.push(e.cell);
    byDigit.set(e.digit, cells);
  }
  const parts: string[] = [];
  for (const [digit, cells] of [...byDigit].sort((a, b) => a[0] - b[0])) parts.push(`${digit} from ${listCells(cells)}`);
  return `remove ${listWords(parts)}`;
}
