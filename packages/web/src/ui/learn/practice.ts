/**
 * A practice puzzle for a lesson: a new one made in the puzzle worker (game/practice.ts), or,
 * when that takes longer than its limit (the rare techniques on a slow device), a transformed
 * copy of a puzzle that needs the technique, checked there by the rater — the lesson's stored
 * puzzle is sent along as its source. Only when neither comes in time, the stored puzzle itself
 * (examples.ts, loaded on demand). Small: App imports it for the Solved dialog's "More practice";
 * the checking stays in the worker, out of the first load.
 */
import { ask } from '../../worker/client.js';
import { PRACTICE_COPY_MS, PRACTICE_MS } from '../../game/learn.js';

export interface PracticeChoice {
  puzzle: string;
  /** True when made now on the device (new, or a checked copy); false for the lesson's stored puzzle. */
  made: boolean;
}

/** The page stops waiting a little after the worker's own limits (one attempt can overrun them). */
const WAIT_MS = PRACTICE_MS + PRACTICE_COPY_MS + 3000;

export async function practicePuzzle(id: string): Promise<PracticeChoice | undefined> {
  const seed = `${Date.now()}:${Math.floor(Math.random() * 1e9)}`;
  const { EXAMPLES } = await import('./examples.js');
  const stored = EXAMPLES.find((e) => e.id === id);
  const answer = await Promise.race([
    ask({ type: 'practice', technique: id, seed, sources: stored ? [stored.puzzle] : [] }, 'rate'),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS)),
  ]);
  if (answer && answer.ok && answer.type === 'practice' && answer.puzzle) return { puzzle: answer.puzzle, made: true };
  return stored ? { puzzle: stored.puzzle, made: false } : undefined;
}
