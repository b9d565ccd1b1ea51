/**
 * Task: a random equivalent of one input line. The transform is drawn from a generator seeded by
 * (seed, line text), so the output is the same whatever the number of workers; identical input
 * lines get identical outputs. Givens that repeat a digit are accepted, as `solve` accepts them:
 * the transformed grid is just as (un)solvable.
 */
import { createRng, makeLine, randomTransform, type Seed } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

export interface TransformTaskOptions {
  seed: Seed;
}

export function run(text: string, options: TransformTaskOptions): TaskOutput {
  const parsed = parsePuzzleLine(text);
  if (!parsed.ok) return { out: 'invalid', err: parsed.error.message, invalid: true };
  const rng = createRng(`${String(options.seed)}\u0000${makeLine(parsed.value)}`);
  return { out: makeLine(randomTransform(parsed.value, rng)) };
}
