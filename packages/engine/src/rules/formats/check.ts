/**
 * The checks every importer ends with: the cages' shape as read (whole cells in range, none
 * repeated, a positive whole sum, so messages can name the field), then the rules themselves
 * by validateRules, so a puzzle that leaves a parser is one the solver accepts. Errors come
 * back as the caller's format's FormatError.
 */
import type { Cage, Rules } from '../rules.js';
import { validateRules } from '../compile.js';
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
 * The rules a parser made, judged as the solver will judge them (validateRules: regions whole
 * and connected, cages apart with reachable sums, windows on 9x9 only). Givens that repeat a
 * digit are not an error here (the puzzle simply has no solution), as for classic lines.
 */
export function checkPuzzleRules(format: FormatName, rules: Rules): Result<void, FormatError> {
  const checked = validateRules(rules);
  if (checked.ok) return ok(undefined);
  const e = checked.error;
  const path = e.cage !== undefined ? `cages[${e.cage}]` : e.key;
  return fail(format, 'invalid-rules', e.message, {
    ...(path === undefined ? {} : { path }),
    ...(e.key === undefined ? {} : { key: e.key }),
    ...(e.cell === undefined ? {} : { cell: e.cell }),
  });
}
