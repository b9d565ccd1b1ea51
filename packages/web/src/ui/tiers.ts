/** Difficulty names as the engine's rating defines them, with what each tier asks of the player. */
import { TIERS, formatRating } from 'sudokit';
import type { GameMeta } from '../game/game.js';

const DESCRIPTIONS: Record<string, string> = {
  easy: 'Hidden singles only',
  medium: 'Naked singles and direct pointing',
  hard: 'Pairs, triples, pointing, X-Wing',
  expert: 'Wings, fish, uniqueness, BUG',
  extreme: 'Chains and forcing chains',
};

const upTo = (tier: string) => TIERS.find((t) => t.tier === tier)?.maxEr;

/** The tiers a new game can be asked for (diabolical puzzles, nested chains, are too rare to generate on a phone). */
export const PLAYABLE_TIERS = ['easy', 'medium', 'hard', 'expert', 'extreme'].map((tier) => ({
  tier,
  description: `${DESCRIPTIONS[tier]} · rating ≤ ${upTo(tier)?.toFixed(1)}`,
}));

/** 'beyond' = no technique of the rater applies (Sudoku Explainer's 20.0); not expected for a valid puzzle. */
export function tierLabel(tier: string): string {
  return tier === 'beyond' ? 'Beyond diabolical' : tier.charAt(0).toUpperCase() + tier.slice(1);
}

export function ratingLabel(meta: GameMeta): string {
  if (!meta.tier) return 'Unrated';
  if (meta.rating === undefined) return tierLabel(meta.tier);
  return `${tierLabel(meta.tier)} · ${formatRating(meta.rating, meta.tier === 'beyond')}`;
}

/** The tier as a word inside a sentence: "an easy game". */
export function tierName(tier: string): string {
  return tier === 'beyond' ? 'beyond diabolical' : tier;
}

/**
 * Minutes a typical player needs for this puzzle, when known. The hook for the engine's human
 * time model (the lead's work): fill `meta.expectedMinutes` where puzzles are made, or compute
 * it here; the solved moment shows it when present.
 */
export function expectedMinutes(meta: GameMeta): number | undefined {
  return meta.expectedMinutes;
}
