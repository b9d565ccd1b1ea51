/**
 * Task: puzzle number `index` of a `generate --tier/--rating` run or a `bank fill`. Its seed is
 * derived from (seed, index) only, so output does not depend on the worker count. The output
 * line is JSON: the record (with the bank's columns when `bank` is set), or `{ missing }`.
 */
import { deriveSeed, generateRated, type DifficultyTarget, type Seed, type SymmetryName } from 'sudokit';
import { bankRow, ratedRecord } from '../bank/row.js';
import type { TaskOutput } from '../task.js';

export interface RatedGenerateOptions {
  seed: Seed;
  target: DifficultyTarget;
  symmetry: SymmetryName;
  maxAttempts: number;
  /** Build a bank row (canonical form, symmetry) instead of a plain record. */
  bank?: boolean;
}

export function run(index: number, options: RatedGenerateOptions): TaskOutput {
  const seed = deriveSeed(options.seed, index);
  const r = generateRated({ target: options.target, seed, symmetry: options.symmetry, maxAttempts: options.maxAttempts });
  if (!r.found) return { out: JSON.stringify({ missing: `no puzzle found within ${r.attempts} attempts (raise --max-attempts)` }) };
  const record = options.bank ? bankRow(r.puzzle!, r.solution!, r.rating!, 'fill', seed) : ratedRecord(r.puzzle!, r.solution!, r.rating!, seed);
  return { out: JSON.stringify(record) };
}
