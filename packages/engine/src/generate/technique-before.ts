/**
 * What the steered walk (technique-target.ts) may take before the technique appears. By default
 * only steps easier than it, so that it is the path's hardest step. For chain techniques that
 * is too strict: the chain row (logic.ts) hands out the easiest chain of the grid, and an
 * XY-Chain (a Forcing Chain SE rates 7.0 and up) is next only once every Skyscraper, Turbot Fish
 * or X-Chain (6.6-6.9) is gone. Taking those on the way is allowed by the rule itself
 * (checkTechniquePuzzle: no step harder than the technique's), so the walk takes steps up to
 * `preCap` before it, and counts the technique as arrived only at a step at least as hard as
 * every one taken (arrives()). Measured: bench techniques, README.
 *
 * Also how many cells a stuck walk tries as clues (lookAhead): for XY-Chain and Aligned Pair
 * Exclusion the first few mostly decide. With 4 instead of 16, bench seeds 0-4 found their
 * puzzle at the same attempt (APE: all but one, 282 attempts instead of 218; XY-Chain also on
 * seeds 5-11) at 0.5-0.6 of the CPU per attempt; on 2,000 other XY-Chain attempt seeds fewer
 * were found (10 vs 16) at no more CPU per puzzle found (2.8 vs 2.9 s). For Finned Fish and
 * Simple Colouring, 4 lost finds on some seeds (Finned Fish bench-4: 1,272 attempts instead of
 * 188; Simple Colouring bench-4: 1,259 instead of 71), so they keep 16.
 */
import type { TechniqueInfo } from '../logic/technique-list.js';

/**
 * XY-Chains: SE rates them as Forcing Chains, 7.0 plus a length bonus (7.2 for most found); 7.1
 * lets the common Discontinuous Nice Loops and W-Wings of 7.1 go first. Measured on bench seeds
 * 0-4: 6.6 (one-digit chains only) found 4 of 5, 7.1 5 of 5; on seeds 0-11, 7.1 and 7.3 needed
 * 1,001 and 793 attempts in all, mostly the same attempt per seed (within seed noise).
 */
const PRE: Readonly<Record<string, number>> = { 'xy-chain': 7.1 };

/** The highest rating a step other than the technique's may have before it (below its own rating when none). */
export function preCap(t: TechniqueInfo): number {
  return PRE[t.id] ?? -Infinity;
}

/** Cells lookAhead tries (module comment): 4 for these, 16 for the rest (their puzzles unchanged). */
const LOOK: Readonly<Record<string, number>> = { 'xy-chain': 4, 'aligned-pair-exclusion': 4 };

/** How many cells a stuck walk tries giving before the technique. */
export function lookCells(t: TechniqueInfo): number {
  return LOOK[t.id] ?? 16;
}
