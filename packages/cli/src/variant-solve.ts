/**
 * Solving a puzzle of any variant for the line tasks: classic 9x9 rules go to the bitboard
 * solver (the fast path), every other rules value to the engine's solver for any rules. The
 * rules were checked when the line was parsed, so the solver's own check cannot fail here;
 * if it ever did, the line is reported, never a stack trace.
 */
import type { Puzzle, Rules } from 'sudokit/formats';

/** The engine's solve (the task passes its own import, so this module names no entry point). */
type Solve = (grid: ArrayLike<number>, options: { limit: number; rules: Rules; budget?: number }) => { count: number; solution?: Uint8Array; stopped?: 'budget' };

export interface AnySolveResult {
  count: number;
  /** The first solution (size² digits), when there is one. */
  solution?: Uint8Array;
  /** Present when the search stopped at its guess budget: the count is then a lower bound. */
  stopped?: 'budget';
}

/** Solutions counted up to `limit` (within `budget` guesses when given), or an error message for the line. */
export function solvePuzzle(solve: Solve, puzzle: Puzzle, limit: number, budget?: number): AnySolveResult | { error: string } {
  try {
    const r = solve(puzzle.givens, { limit, rules: puzzle.rules, ...(budget !== undefined ? { budget } : {}) });
    return { count: r.count, ...(r.solution ? { solution: r.solution } : {}), ...(r.stopped ? { stopped: r.stopped } : {}) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
