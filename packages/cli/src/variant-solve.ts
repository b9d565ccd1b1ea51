/**
 * Solving a puzzle of any variant for the line tasks: classic 9x9 rules go to the bitboard
 * solver (the fast path), every other rules value to the engine's solver for any rules.
 */
import { solve } from 'sudokit/solver';
import { isClassic, sizeOf, type Puzzle } from 'sudokit/rules/rules';
import { makeCells } from 'sudokit/rules/formats/index';

export interface AnySolveResult {
  count: number;
  /** The first solution as size² characters, when there is one. */
  solution?: Uint8Array;
}

/** Solutions counted up to `limit`; an error message when this rules value cannot be solved here. */
export function solvePuzzle(puzzle: Puzzle, limit: number): AnySolveResult | { error: string } {
  if (isClassic(puzzle.rules)) {
    const r = solve(puzzle.givens, { limit });
    return { count: r.count, ...(r.solution ? { solution: r.solution } : {}) };
  }
  return { error: `solving ${sizeOf(puzzle.rules)}x${sizeOf(puzzle.rules)} variants needs the rules solver, which this build does not have yet` };
}

export { makeCells };
