/**
 * Task: puzzle number `index` of a `generate --tier/--rating/--format` run or a `bank fill`. Its
 * seed is derived from (seed, index) only, so output does not depend on the worker count. Without
 * a target the puzzle is plain generate()'s (the same one `generate` prints), then rated. The
 * output line is JSON: the record (with the bank's columns when `bank` is set), or `{ missing }`.
 */
import { deriveSeed, generate, generateForMinutes, generateForTechnique, generateRated, rate, type DifficultyTarget, type MinutesRange, type Seed, type SymmetryName } from 'sudokit';
import { bankRow, ratedRecord } from '../bank/row.js';
import type { TaskOutput } from '../task.js';

export interface RatedGenerateOptions {
  seed: Seed;
  target?: DifficultyTarget;
  /** Expected minutes (steered); with a target too, both must hold. */
  minutes?: MinutesRange;
  /** A technique the puzzle needs (an id of TECHNIQUE_LIST); with atLeast, harder steps may follow. */
  technique?: { id: string; atLeast: boolean };
  symmetry: SymmetryName;
  maxAttempts: number;
  /** Plain generation only (no target). */
  minimal?: boolean;
  clues?: number;
  /** Build a bank row (canonical form, symmetry) instead of a plain record. */
  bank?: boolean;
}

export type RatedGenerateOutput = ReturnType<typeof ratedRecord> | { missing: string };

function found(index: number, options: RatedGenerateOptions) {
  const seed = deriveSeed(options.seed, index);
  if (options.technique) {
    const { id, atLeast } = options.technique;
    const r = generateForTechnique(id, { seed, symmetry: options.symmetry, atLeast, minutes: options.minutes, maxAttempts: options.maxAttempts });
    if (!r.found) return `no puzzle needing ${r.technique.name} found within ${r.attempts} attempts (raise --max-attempts)`;
    return { puzzle: r.puzzle!, solution: r.solution!, rating: r.rating!, seed };
  }
  if (options.minutes) {
    const r = generateForMinutes({ minutes: options.minutes, target: options.target, seed, symmetry: options.symmetry, maxAttempts: options.maxAttempts });
    if (!r.found) return `no puzzle found within ${r.attempts} attempts (raise --max-attempts)`;
    return { puzzle: r.puzzle!, solution: r.solution!, rating: r.rating!, seed };
  }
  if (options.target) {
    const r = generateRated({ target: options.target, seed, symmetry: options.symmetry, maxAttempts: options.maxAttempts });
    if (!r.found) return `no puzzle found within ${r.attempts} attempts (raise --max-attempts)`;
    return { puzzle: r.puzzle!, solution: r.solution!, rating: r.rating!, seed };
  }
  const g = generate({ seed, symmetry: options.symmetry, minimal: options.minimal, clues: options.clues, maxAttempts: options.maxAttempts });
  if (!g.found && options.minimal && options.symmetry !== 'none') return `no minimal ${options.symmetry} puzzle found within ${g.attempts} attempts (raise --max-attempts)`;
  const rating = rate(g.puzzle);
  if (!rating.ok) throw new Error(`generate returned a puzzle that is not unique (seed ${seed})`);
  return { puzzle: g.puzzle, solution: g.solution, rating: rating.value, seed };
}

export function run(index: number, options: RatedGenerateOptions): TaskOutput {
  const r = found(index, options);
  if (typeof r === 'string') return { out: JSON.stringify({ missing: `puzzle ${index + 1}: ${r}` }) };
  const record = options.bank ? bankRow(r.puzzle, r.solution, r.rating, 'fill', r.seed) : ratedRecord(r.puzzle, r.solution, r.rating, r.seed);
  return { out: JSON.stringify(record) };
}
