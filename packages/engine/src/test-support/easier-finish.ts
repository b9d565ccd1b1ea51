/**
 * The tests' own check of "needs the technique" (apart from technique-target.ts's
 * finishesWithout): do steps of other techniques, rated below the technique (and at most `cap`,
 * a level's tier), finish the puzzle? A plain restricted ladder, one step at a time. The
 * technique is taken by id so that tests importing the engine's build (the game's) can use it.
 */
import { Candidates } from '../grid/candidates.js';
import { TECHNIQUES } from '../logic/logic.js';
import { applyStep } from '../logic/step.js';
import { findTechnique, stepIsTechnique } from '../logic/technique-list.js';

export function easierFinish(puzzle: Uint8Array, techniqueId: string, cap = Infinity): boolean {
  const t = findTechnique(techniqueId);
  if (!t) throw new Error(`easierFinish: unknown technique ${techniqueId}`);
  const grid = Candidates.fromGrid(puzzle);
  const rows = TECHNIQUES.filter((r) => r.minRating < t.rating);
  for (let progress = true; progress && !grid.isSolved(); ) {
    progress = false;
    for (const row of rows) {
      const s = row.find(grid);
      if (s && !stepIsTechnique(s, t) && s.rating < t.rating - 1e-9 && s.rating <= cap + 1e-9) {
        applyStep(grid, s);
        progress = true;
        break;
      }
    }
  }
  return grid.isSolved();
}
