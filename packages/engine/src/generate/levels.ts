/**
 * Level checks for generation to a level (the variant technique solver's levels, ladder.ts).
 *
 * `levelWithin(compiled, givens, cap)` is rateVariant's solve cut short: the ladder is tried
 * easiest rung first, exactly as solveVariantLogically does, but the solve stops as soon as the
 * easiest rung that finds a step is above `cap` (or none does). The ladder lists its rungs in
 * level order, so the steps taken are a prefix of rateVariant's steps: when this returns a level,
 * it is the level rateVariant gives; 'above' means rateVariant would say a harder level than cap.
 * Stopping early is what makes steering cheap: a position too hard for the cap costs only the
 * steps up to the first hard one, and rungs above the cap are never tried.
 */
import type { CompiledRules } from '../rules/compile.js';
import { type VariantLevel, VARIANT_LEVELS, VARIANT_TECHNIQUES } from '../logic/variant/ladder.js';
import { applyVariantStep, initialState, isBroken, isSolved } from '../logic/variant/state.js';

const RANK: Record<VariantLevel, number> = { easy: 0, medium: 1, hard: 2, expert: 3, extreme: 4 };

/** True when the ladder lists its rungs in level order (levelWithin relies on it; checked by a test). */
export function ladderInLevelOrder(): boolean {
  for (let i = 1; i < VARIANT_TECHNIQUES.length; i++) if (RANK[VARIANT_TECHNIQUES[i].level] < RANK[VARIANT_TECHNIQUES[i - 1].level]) return false;
  return true;
}

/**
 * The puzzle's level (as rateVariant rates it) when it is at most `cap`, else 'above'.
 * With cap 'extreme' the answer is always a level (extreme when the ladder stalls).
 */
export function levelWithin(compiled: CompiledRules, givens: ArrayLike<number>, cap: VariantLevel): VariantLevel | 'above' {
  const state = initialState(compiled, givens);
  const capRank = RANK[cap];
  let hardest = 0;
  for (;;) {
    if (isSolved(state)) return isBroken(state) ? 'above' : VARIANT_LEVELS[hardest];
    if (isBroken(state)) return capRank >= RANK.extreme ? 'extreme' : 'above';
    let stepped = false;
    for (const t of VARIANT_TECHNIQUES) {
      const rank = RANK[t.level];
      if (rank > capRank) break;
      const step = t.find(state);
      if (!step) continue;
      applyVariantStep(state, step);
      if (rank > hardest) hardest = rank;
      stepped = true;
      break;
    }
    if (!stepped) return capRank >= RANK.extreme ? 'extreme' : 'above';
  }
}

/** Rank of a level, easiest 0. */
export function levelRank(level: VariantLevel): number {
  return RANK[level];
}
