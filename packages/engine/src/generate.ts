/**
 * generate(), the one entry point: without a difficulty target it removes clues
 * (generator.ts); with `tier` or `rating` it steers to that difficulty (difficulty.ts), which
 * removes clues with generator.ts in turn. Sitting above both keeps either from importing the
 * other.
 */
import { checkGenerateArgs, generateOptionProblem, removeClues, type GenerateOptions, type GenerateResult } from './generator.js';
import { generateToDifficulty } from './difficulty.js';

/** Generate a puzzle with exactly one solution. Deterministic for a given seed and options. */
export function generate(options: GenerateOptions = {}): GenerateResult {
  checkGenerateArgs('generate', options);
  const problem = generateOptionProblem(options);
  if (problem) throw new RangeError(`generate: ${problem.message}`);
  if (options.tier !== undefined || options.rating !== undefined) return generateToDifficulty(options);
  return removeClues(options);
}
