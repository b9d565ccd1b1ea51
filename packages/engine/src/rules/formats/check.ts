/**
 * The checks every importer ends with: the cages' shape (whole cells in range, none repeated,
 * a positive whole sum) and then the rules themselves, so a puzzle that leaves a parser is one
 * the solver accepts. Errors come back as the caller's format's FormatError.
 */
import type { Cage, Rules } from '../rules.js';
import { sizeOf } from '../rules.js';
import { type Result, ok } from '../../result.js';
import { type FormatError, type FormatName, cellAt, cellName, fail } from './common.js';

/** A cage read from outside: cells and sum still unchecked. */
export function checkCage(format: FormatName, cage: { sum: unknown; cells: unknown[] }, index: number, size: number, path: string): Result<Cage, FormatError> {
  const { sum, cells } = cage;
  if (typeof sum !== 'number' || !Number.isInteger(sum) || sum < 1) {
    return fail(format, 'bad-cage', `cage ${index + 1}: sum ${JSON.stringify(sum) ?? String(sum)} is not a positive whole number`, { path: `${path}.sum` });
  }
  if (cells.length === 0) return fail(format, 'bad-cage', `cage ${index + 1}: no cells`, { path: `${path}.cells` });
  const seen = new Set<number>();
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= size * size) {
      return fail(format, 'bad-cage', `cage ${index + 1}: cell ${JSON.stringify(c) ?? String(c)} is not a cell index 0-${size * size - 1}`, { path: `${path}.cells[${i}]` });
    }
    if (seen.has(c)) return fail(format, 'bad-cage', `cage ${index + 1}: cell ${cellName(c, size)} (index ${c}) listed twice`, { path: `${path}.cells[${i}]`, cell: cellAt(c, size) });
    seen.add(c);
  }
  return ok({ sum, cells: cells as number[] });
}

/**
 * The rules and givens a parser made, judged as the solver will judge them. Givens that repeat
 * a digit are not an error here (the puzzle simply has no solution), as for classic lines.
 */
export function checkPuzzleRules(format: FormatName, rules: Rules, givens: Uint8Array): Result<void, FormatError> {
  const size = sizeOf(rules);
  const cages = rules.cages ?? [];
  const owner = new Map<number, number>();
  for (let k = 0; k < cages.length; k++) {
    for (const c of cages[k].cells) {
      const other = owner.get(c);
      if (other !== undefined) {
        return fail(format, 'invalid-rules', `cages ${other + 1} and ${k + 1} share cell ${cellName(c, size)}`, { path: `cages[${k}]`, cell: cellAt(c, size) });
      }
      owner.set(c, k);
    }
  }
  if (rules.windows && size !== 9) return fail(format, 'invalid-rules', `windows (Windoku) need a 9x9 grid, not ${size}x${size}`, { key: 'windows' });
  void givens;
  return ok(undefined);
}
