/**
 * What the steered walk (technique-target.ts) may take before the technique appears. By default
 * only steps easier than it, so that it is the path's hardest step. For chain techniques that
 * is too strict: the chain row (logic.ts) hands out the easiest chain of the grid, and an
 * XY-Chain (a Forcing Chain SE rates 7.0 and up) is next only once every Skyscraper, Turbot Fish
 * or X-Chain (6.6-6.9) is gone. Taking those on the way is allowed by the rule itself
 * (checkTechniquePuzzle: no step harder than the technique's), so the walk takes steps up to
 * `preCap` before it, and counts the technique as arrived only at a step at least as hard as
 * every one taken (arrives()). Measured: bench techniques, README.
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
