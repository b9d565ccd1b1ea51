/**
 * The game's levels, on the human scale: each is a band of expected minutes (human.ts) for a
 * typical player, and the techniques it needs (an SE tier, rating.ts) so that a level keeps
 * its promise: easy never needs notes, medium brings in what scanning alone can still do,
 * and each later level needs what it names. The SE tiers stay as they are for the CLI and the
 * bank; the game asks for levels.
 *
 * Cut-offs and why:
 * - easy, 3-6 min, hidden singles only (SE tier easy): most puzzles people play
 *   (human_calibration.tsv: median 6 min, almost all hidden singles); no notes ever;
 * - medium, 5-9 min, SE tier medium: direct pointing, direct hidden pairs and naked singles,
 *   still without notes; about the upper half of what people play;
 * - hard, 8-16 min, SE tier hard: the first level that needs notes (pairs, pointing, X-Wing);
 * - expert, 12-25 min, SE tier expert: wings, fish, uniqueness;
 * - extreme, 20-45 min, SE tier extreme: chains.
 * The bands overlap a little: a long medium can take what a quick hard does, as in play. The
 * bands' ends are where the generator, steering by giving digits back (minutes-target.ts),
 * reaches puzzles of that tier quickly: about the 10th to 90th percentile of each tier's
 * times in `npm run bench -- human`'s generated samples.
 *
 * Even spread: a level's puzzle aims at a time drawn uniformly from its band (from the seed),
 * within a window of ±15% (LEVEL_WINDOW), so "hard" is not always the band's quickest end.
 */
import { deepFreeze } from './freeze.js';
import type { Tier } from './rating.js';
import { createRng, randomSeed, type Seed } from './rng.js';
import type { SymmetryName } from './symmetry.js';
import { generateForMinutes, type GenerateForMinutesResult } from './minutes-target.js';
import { checkOptions } from './validate.js';

/** The name of one of the game's {@link PLAYER_LEVELS}. */
export type LevelName = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** A level of the game: a band of expected minutes for a typical player, and the tier it needs. */
export interface PlayerLevel {
  /** The level's name. */
  name: LevelName;
  /** Expected minutes for a typical player, both ends inclusive. */
  minutes: readonly [number, number];
  /** The SE tier it needs: its techniques are what the level promises. */
  tier: Exclude<Tier, 'beyond' | 'diabolical'>;
  /** What the player will need, in a few words. */
  needs: string;
}

/** The game's five levels, easiest first; generateLevel makes a puzzle of one. */
export const PLAYER_LEVELS: readonly Readonly<PlayerLevel>[] = /* @__PURE__ */ deepFreeze([
  { name: 'easy', minutes: [3, 6], tier: 'easy', needs: 'hidden singles, no notes' },
  { name: 'medium', minutes: [5, 9], tier: 'medium', needs: 'naked singles and pointing, no notes' },
  { name: 'hard', minutes: [8, 16], tier: 'hard', needs: 'notes: pairs, pointing, X-Wing' },
  { name: 'expert', minutes: [12, 25], tier: 'expert', needs: 'wings, fish, uniqueness' },
  { name: 'extreme', minutes: [20, 45], tier: 'extreme', needs: 'chains' },
]);

/**
 * Half-width of the window a level's puzzle aims at: 15% of the aim (at least a minute). Narrower
 * windows spread no better and cost more grids on the slow levels, where one grid takes chains.
 */
export const LEVEL_WINDOW = 0.15;

/** The level named `name` (from {@link PLAYER_LEVELS}), or undefined when there is none. */
export function playerLevel(name: string): PlayerLevel | undefined {
  return PLAYER_LEVELS.find((l) => l.name === name);
}

/** Options of generateLevel. */
export interface GenerateLevelOptions {
  /** Same seed, same puzzle on every platform. Default: random. */
  seed?: Seed;
  /** Symmetry of the clue pattern (default 'none'). */
  symmetry?: SymmetryName;
  /** Grids tried before giving up (default 200). */
  maxAttempts?: number;
}

/** A puzzle of a level: its tier, and an expected time drawn evenly from the level's band. */
export function generateLevel(level: PlayerLevel, options: GenerateLevelOptions = {}): GenerateForMinutesResult {
  const l = checkOptions('generateLevel', 'level', level, ['name', 'minutes', 'tier', 'needs']);
  if (!PLAYER_LEVELS.some((p) => p.name === l.name && p.tier === l.tier && p.minutes[0] === (l.minutes as number[] | undefined)?.[0] && p.minutes[1] === (l.minutes as number[] | undefined)?.[1])) {
    throw new TypeError(`generateLevel: level must be one of PLAYER_LEVELS (playerLevel(name)), got ${JSON.stringify(l.name ?? null)}`);
  }
  checkOptions('generateLevel', 'options', options, ['seed', 'symmetry', 'maxAttempts']);
  const seed = options.seed ?? randomSeed();
  const [lo, hi] = level.minutes;
  const aim = lo + createRng(seed).float() * (hi - lo);
  const half = Math.max(1, LEVEL_WINDOW * aim);
  const window: [number, number] = [Math.max(lo, aim - half), Math.min(hi, aim + half)];
  return generateForMinutes({ minutes: window, target: { tier: level.tier }, seed, symmetry: options.symmetry, maxAttempts: options.maxAttempts });
}
