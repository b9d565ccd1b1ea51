/**
 * Givens against the rules: the right length and alphabet, no digit twice in a unit, no cage
 * broken by its givens (a digit twice, the sum passed, or a sum the free cells cannot reach).
 * A puzzle that passes may still have no solution: only the solver can tell.
 */
import type { Puzzle, Rules } from './rules.js';
import { type CompiledRules, validateRules } from './compile.js';
import { type RulesError, RulesParseError, cellLabel, cellPosition } from './validate.js';
import { type Result, ok, err } from '../result.js';
import { describeValue } from '../validate.js';

/** A puzzle whose rules are compiled and whose givens were checked against them (validatePuzzle). */
export interface CompiledPuzzle {
  rules: CompiledRules;
  /** A copy of the givens (size² digits, 0 = blank). */
  givens: Uint8Array;
}

/** Check givens (size² digits 0..size, 0 = blank) against compiled rules. */
export function checkGivens(rules: CompiledRules, givens: unknown): RulesError | undefined {
  const { size, cells } = rules;
  const isList = Array.isArray(givens) || (ArrayBuffer.isView(givens) && !(givens instanceof DataView));
  if (!isList) return { code: 'bad-givens', message: `givens must be an array of ${cells} digits 0-${size}, got ${describeValue(givens)}` };
  const g = givens as ArrayLike<unknown>;
  if (g.length !== cells) return { code: 'bad-givens', message: `givens must have ${cells} cells for a ${size}x${size} grid, got ${g.length}` };
  for (let i = 0; i < cells; i++) {
    const d = g[i];
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > size) {
      return { code: 'bad-givens', cell: cellPosition(i, size), message: `givens: ${cellLabel(i, size)} holds ${describeValue(d)}; expected a digit 0-${size} (0 = blank)` };
    }
  }
  const digits = g as ArrayLike<number>;
  for (const unit of rules.units) {
    const where = new Map<number, number>();
    for (const c of unit.cells) {
      const d = digits[c];
      if (d === 0) continue;
      const first = where.get(d);
      if (first !== undefined) {
        return {
          code: 'repeated-digit',
          digit: d,
          unit: unit.name,
          cell: cellPosition(c, size),
          other: cellPosition(first, size),
          message: `digit ${d} appears twice in ${unit.name}: ${cellLabel(first, size)} and ${cellLabel(c, size)}`,
        };
      }
      where.set(d, c);
    }
  }
  for (const cage of rules.cages) {
    const where = new Map<number, number>();
    let sum = 0;
    let used = 0;
    let free = 0;
    for (const c of cage.cells) {
      const d = digits[c];
      if (d === 0) {
        free++;
        continue;
      }
      const first = where.get(d);
      const name = `cage ${cage.index + 1} (sum ${cage.sum})`;
      if (first !== undefined) {
        return {
          code: 'cage-repeated-digit',
          cage: cage.index,
          digit: d,
          cell: cellPosition(c, size),
          other: cellPosition(first, size),
          message: `digit ${d} appears twice in ${name}: ${cellLabel(first, size)} and ${cellLabel(c, size)}`,
        };
      }
      where.set(d, c);
      sum += d;
      used |= 1 << (d - 1);
    }
    if (where.size === 0) continue;
    const name = `cage ${cage.index + 1} (sum ${cage.sum}, at ${cellLabel(cage.cells[0], size)})`;
    if (sum > cage.sum) {
      return { code: 'cage-sum-exceeded', cage: cage.index, cell: cellPosition(cage.cells[0], size), message: `${name}: its givens add up to ${sum}, more than ${cage.sum}` };
    }
    // The free cells take distinct digits not given in the cage: the smallest and largest they can add up to.
    let lo = 0;
    let hi = 0;
    for (let d = 1, k = 0; d <= size && k < free; d++) if (!(used & (1 << (d - 1)))) (lo += d), k++;
    for (let d = size, k = 0; d >= 1 && k < free; d--) if (!(used & (1 << (d - 1)))) (hi += d), k++;
    const need = cage.sum - sum;
    if (need < lo || need > hi) {
      return {
        code: 'cage-sum-unreachable',
        cage: cage.index,
        cell: cellPosition(cage.cells[0], size),
        message: free === 0 ? `${name}: its givens add up to ${sum}, not ${cage.sum}` : `${name}: its ${free} free cell${free > 1 ? 's' : ''} would need ${need}, but can only add up to ${lo}-${hi}`,
      };
    }
  }
  return undefined;
}

/** Check a puzzle's rules, then its givens against them. */
export function validatePuzzle(puzzle: { rules: Rules | CompiledRules; givens: ArrayLike<number> } | Puzzle): Result<CompiledPuzzle, RulesError> {
  if (typeof puzzle !== 'object' || puzzle === null) return err({ code: 'bad-rules', message: `a puzzle must be an object { rules, givens }, got ${describeValue(puzzle)}` });
  const rules = validateRules(puzzle.rules);
  if (!rules.ok) return rules;
  const e = checkGivens(rules.value, puzzle.givens);
  if (e) return err(e);
  return ok({ rules: rules.value, givens: Uint8Array.from(puzzle.givens) });
}

/** The throwing twin of validatePuzzle. */
export function compilePuzzle(puzzle: { rules: Rules | CompiledRules; givens: ArrayLike<number> }): CompiledPuzzle {
  const r = validatePuzzle(puzzle);
  if (!r.ok) throw new RulesParseError(r.error);
  return r.value;
}
