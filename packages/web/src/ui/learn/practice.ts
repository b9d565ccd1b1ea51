/**
 * A practice puzzle for a lesson: a new one made in the puzzle worker (game/practice.ts), or,
 * when that takes longer than its limit (the rare techniques on a slow device), the lesson's
 * stored puzzle (examples.ts, loaded only then). Small: App imports it for the Solved dialog's
 * "More practice".
 */
import { ask } from '../../worker/client.js';
import { PRACTICE_MS } from '../../game/learn.js';

export interface PracticeChoice {
  puzzle: string;
  /** True when made now on the device; false for the lesson's stored puzzle. */
  made: boolean;
}

/** The page stops waiting a little after the worker's own limit (one attempt can overrun it). */
const WAIT_MS = PRACTICE_MS + 3000;

export async function practicePuzzle(id: string): Promise<PracticeChoice | undefined> {
  const seed = `${Date.now()}:${Math.floor(Math.random() * 1e9)}`;
  const answer = await Promise.race([
    ask({ type: 'practice', technique: id, seed }, 'rate'),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS)),
  ]);
  if (answer && answer.ok && answer.type === 'practice' && answer.puzzle) return { puzzle: answer.puzzle, made: true };
  const { EXAMPLES } = await import('./examples.js');
  const stored = EXAMPLES.find((e) => e.id === id);
  return stored ? { puzzle: stored.puzzle, made: false } : undefined;
}
