/**
 * Task: puzzle number `index` of a `sudokit generate` run. Its seed is derived from (seed, index)
 * only, so the output does not depend on how puzzles are spread over workers.
 */
import { deriveSeed, generate, isMinimalPuzzle, makeLine, type Seed, type SymmetryName } from 'sudokit';
import type { TaskOutput } from '../task.js';

export interface GenerateTaskOptions {
  seed: Seed;
  symmetry: SymmetryName;
  minimal: boolean;
  clues?: number;
  maxAttempts: number;
  withSolution: boolean;
}

export function run(index: number, options: GenerateTaskOptions): TaskOutput {
  const result = generate({
    seed: deriveSeed(options.seed, index),
    symmetry: options.symmetry,
    minimal: options.minimal,
    clues: options.clues,
    maxAttempts: options.maxAttempts,
  });
  const line = makeLine(result.puzzle) + (options.withSolution ? '\t' + makeLine(result.solution) : '');
  if (result.found) return { out: line };
  const budget =
    result.stoppedBy === 'unreachable'
      ? `: no ${options.symmetry} pattern has exactly ${options.clues} clues`
      : ` within ${result.attempts} attempts (raise --max-attempts)`;
  // The clue count is best effort: print the closest unique puzzle and say what was reached.
  if (!options.minimal || options.symmetry === 'none' || isMinimalPuzzle(result.puzzle)) {
    return { out: line, err: `puzzle ${index + 1}: reached ${result.clues} clues, not ${options.clues}${budget}` };
  }
  // Minimality is a promise, not an effort: never print a puzzle that breaks it.
  return { out: 'not found', err: `puzzle ${index + 1}: no minimal ${options.symmetry} puzzle found${budget}`, invalid: true };
}
