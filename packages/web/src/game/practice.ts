/**
 * Practice puzzles for Learn mode, made on the device in the puzzle worker (worker/generate.worker.ts
 * runs this): a new puzzle that needs the lesson's technique (the engine's generateForTechnique:
 * the technique on the rater's path, nothing easier finishes it, nothing harder is needed), under
 * a time limit. When the limit passes first the answer says so and the page falls back to the
 * lesson's stored puzzle (ui/learn/practice.ts).
 */
import { findTechnique, generateForTechnique, makeLine } from 'sudokit';
import { PRACTICE_MS } from './learn.js';

export interface PracticeMade {
  /** The puzzle (81 characters), or undefined when the time ran out. */
  puzzle?: string;
  ms: number;
}

/** A new practice puzzle for technique `id` from `seed`, or none within `timeLimitMs`. */
export function makePractice(id: string, seed: string, timeLimitMs = PRACTICE_MS): PracticeMade {
  const start = Date.now();
  const t = findTechnique(id);
  if (!t) throw new RangeError(`no technique '${id}'`);
  const r = generateForTechnique(t, { seed, timeLimitMs });
  return { puzzle: r.found ? makeLine(r.puzzle!) : undefined, ms: Date.now() - start };
}
