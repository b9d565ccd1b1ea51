/**
 * generate(), the plain entry point: a random puzzle with one solution, clues removed by
 * generator.ts. It imports neither the technique solver nor the rater, so an app that only
 * generates bundles about the solver's size (issue 26; bundle-size.test.ts keeps it so).
 *
 * A difficulty target (`tier`, `rating`) needs the rater: that is generateToDifficulty()
 * (difficulty.ts), with the same options and result. generate() refuses a target with a typed
 * error naming it, rather than loading the rater behind the caller's back: the choice a
 * bundler makes cannot be taken at run time, and a call that worked under Node but failed once
 * bundled would be worse than one that says what to call.
 */
import { checkGenerateArgs, generateOptionProblem, removeClues, type GenerateOptions, type GenerateResult } from './generator.js';

/** generate() given a `tier` or `rating`: call generateToDifficulty() instead. */
export class NeedsRaterError extends TypeError {
  readonly code = 'needs-rater';
  constructor(option: 'tier' | 'rating') {
    super(
      `generate: options.${option} needs the difficulty rater, which generate() leaves out to stay small; ` +
        'call generateToDifficulty() with the same options (same result, rated)',
    );
    this.name = 'NeedsRaterError';
  }
}

/**
 * Generate a puzzle with exactly one solution. Deterministic for a given seed and options.
 * For a difficulty (`tier` or `rating`), use generateToDifficulty().
 */
export function generate(options: GenerateOptions = {}): GenerateResult {
  checkGenerateArgs('generate', options);
  const problem = generateOptionProblem(options);
  if (problem) throw new RangeError(`generate: ${problem.message}`);
  if (options.tier !== undefined) throw new NeedsRaterError('tier');
  if (options.rating !== undefined) throw new NeedsRaterError('rating');
  return removeClues(options);
}
