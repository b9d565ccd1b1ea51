/**
 * The game's levels: the engine's player levels (levels.ts), on the human scale — a band of
 * expected minutes for a typical player and the techniques each needs. SE numbers are not shown.
 */
import { PLAYER_LEVELS } from 'sudokit';
import type { GameMeta } from '../game/game.js';
import { variantLabel } from '../game/variants.js';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The levels a new game can be asked for (diabolical puzzles, nested chains, are too rare to generate on a phone). */
export const PLAYABLE_TIERS = PLAYER_LEVELS.map((level) => ({
  tier: level.name as string,
  description: `About ${level.minutes[0]}-${level.minutes[1]} min · ${capitalised(level.needs)}`,
}));

/** "about 8 min" (rounded to a whole minute; under a minute says so). */
export function minutesLabel(minutes: number): string {
  return minutes < 1 ? 'under a minute' : `about ${Math.round(minutes)} min`;
}

/**
 * 'beyond' = no technique of the rater applies (Sudoku Explainer's 20.0); not expected for a valid
 * puzzle. 'harder' and 'between': a puzzle from elsewhere that fits no level (the engine's levelOf).
 */
export function tierLabel(tier: string): string {
  if (tier === 'harder') return 'Harder than Extreme';
  if (tier === 'between') return 'Between levels';
  return tier === 'beyond' ? 'Beyond diabolical' : tier.charAt(0).toUpperCase() + tier.slice(1);
}

export function ratingLabel(meta: GameMeta): string {
  // A variant: its name and the variant solver's level (no minutes: the time model is classic's).
  if (meta.variant) return `${variantLabel(meta.variant)} · ${meta.tier ? tierLabel(meta.tier) : 'Unrated'}`;
  if (!meta.tier) return 'Unrated';
  if (meta.expectedMinutes === undefined) return tierLabel(meta.tier);
  return `${tierLabel(meta.tier)} · ${minutesLabel(meta.expectedMinutes)}`;
}

/** The tier as a word inside a sentence: "an easy game". */
export function tierName(tier: string): string {
  if (tier === 'harder' || tier === 'between') return tierLabel(tier).toLowerCase();
  return tier === 'beyond' ? 'beyond diabolical' : tier;
}

/** Minutes a typical player needs for this puzzle (the engine's human time model), when known. */
export function expectedMinutes(meta: GameMeta): number | undefined {
  return meta.expectedMinutes;
}
