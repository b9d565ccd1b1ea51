/**
 * The game's levels, on the human scale: each is a band of expected minutes (human.ts) for a
 * typical player and the techniques it asks for (technique-list.ts). A level keeps its promise:
 * every puzzle it deals needs at least one of its techniques (not only easier ones: the rater's
 * path uses it and easier techniques alone cannot finish), none harder than its SE tier allows,
 * and its expected time is inside the band. Which of its techniques a puzzle needs is drawn
 * evenly from the seed, so over many games each technique comes up about equally often.
 *
 * Definitions and why:
 * - easy, 3-6 min, hidden singles (SE tier easy): most puzzles people play
 *   (human_calibration.tsv: median 6 min, almost all hidden singles); no notes ever;
 * - medium, 5-9 min, naked singles, pointing, hidden pairs, no step above SE 2.5: the pointing
 *   and hidden pairs are SE's "direct" ones, which end in a single, so they are still found by
 *   scanning, without notes. (Medium puzzles rated with `sudokit rate` needed hidden pairs 8
 *   times in 10: the level now says so.) Claiming is left to hard: a direct claiming that is
 *   needed is rare enough that a phone would search for seconds.
 * - hard, 8-16 min, naked pair, hidden pair, X-Wing (SE 2.6-4.0): the first level that needs
 *   notes. Pointing alone is not enough any more (it was: 9 of 10 "hard" puzzles needed only
 *   pointing). Triples and Swordfish are left out: inside hard's band and tier, steered
 *   generation found a needed naked triple for 2 deals in 32 tries, too slow for a phone and too
 *   rare to spread evenly (`npm run bench -- techniques` has the figures without a band).
 * - expert, 12-25 min, XY-Wing, XYZ-Wing, Unique Rectangle (SE 4.1-6.0): wings and uniqueness.
 *   Fish (Jellyfish), quads and BUG are too rare to make on a device in seconds, so the level no
 *   longer promises them (it did, and dealt only wings).
 * - extreme, 20-45 min, chains (SE 6.1-9.0): Skyscraper, 2-String Kite, Turbot Fish, ALS-XZ,
 *   AIC — the chain patterns players name, each one needed. (X-Chains came 4 times in 18 tries
 *   inside the band: left out until the search finds them faster.)
 * A technique "needed" means: on the rater's path, and the level's easier techniques (rated
 * below it, within the level's tier) cannot finish the puzzle (technique-target.ts).
 * The bands overlap a little: a long medium can take what a quick hard does, as in play. The
 * bands' ends are about the 10th to 90th percentile of each tier's times in
 * `npm run bench -- human`'s generated samples.
 *
 * Spread of times: a level's puzzle aims at a time drawn uniformly from its band (from the seed):
 * digits are given back until it takes at most the aim + 15% (LEVEL_WINDOW), and any time down
 * to the band's bottom is kept, so "hard" is not always the band's quickest or slowest end.
 *
 * Every puzzle a level deals is also inside its SE tier (ER above the tier below), so levels never
 * overlap in what they ask for. A puzzle from elsewhere (pasted, linked) is labelled by the same
 * rule (levelOf): the level whose tier and minutes fit it, else "harder than Extreme" or
 * "between levels" — never a level whose band it contradicts.
 */
import { deepFreeze } from '../freeze.js';
import type { Tier } from './rating.js';
import { createRng, randomSeed, type Seed } from '../generate/rng.js';
import type { SymmetryName } from '../generate/symmetry.js';
import type { GenerateForMinutesResult } from '../generate/minutes-target.js';
import { TIERS, type Rating } from './rating.js';
import { deriveSeed } from '../generate/rng.js';
import { generateForTechnique } from '../generate/technique-target.js';
import { findTechnique, type TechniqueInfo } from '../logic/technique-list.js';
import { checkNumber, checkOptions } from '../validate.js';

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
  /** Ids of TECHNIQUE_LIST: every puzzle of the level needs at least one of them. */
  techniques: readonly string[];
  /** What the player will need, in a few words. */
  needs: string;
}

/** The game's five levels, easiest first; generateLevel makes a puzzle of one. */
export const PLAYER_LEVELS: readonly Readonly<PlayerLevel>[] = /* @__PURE__ */ deepFreeze([
  { name: 'easy', minutes: [3, 6], tier: 'easy', techniques: ['hidden-single'], needs: 'hidden singles, no notes' },
  { name: 'medium', minutes: [5, 9], tier: 'medium', techniques: ['naked-single', 'pointing', 'hidden-pair'], needs: 'naked singles, pointing or hidden pairs, no notes' },
  { name: 'hard', minutes: [8, 16], tier: 'hard', techniques: ['naked-pair', 'hidden-pair', 'x-wing'], needs: 'notes: naked pairs, hidden pairs, X-Wing' },
  { name: 'expert', minutes: [12, 25], tier: 'expert', techniques: ['xy-wing', 'xyz-wing', 'unique-rectangle'], needs: 'XY-Wing, XYZ-Wing or Unique Rectangle' },
  { name: 'extreme', minutes: [20, 45], tier: 'extreme', techniques: ['skyscraper', '2-string-kite', 'turbot-fish', 'als-xz', 'aic'], needs: 'chains: Skyscraper, Kite, Turbot Fish, ALS-XZ or AIC' },
]);

/**
 * Half-width of the window a level's puzzle aims at: 15% of the aim (at least a minute). Narrower
 * windows spread no better and cost more grids on the slow levels, where one grid takes chains.
 */
export const LEVEL_WINDOW = 0.15;

/** Searches (of maxAttempts each) generateLevel gives its drawn technique before it gives up. */
export const LEVEL_ROUNDS = 3;

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

function checkLevel(fn: string, level: unknown): asserts level is PlayerLevel {
  if (!PLAYER_LEVELS.includes(level as PlayerLevel)) throw new TypeError(`${fn}: level must be one of PLAYER_LEVELS (playerLevel(name))`);
}

/** The highest SE rating a level's puzzles may have: its tier's top. */
export function levelMaxRating(level: PlayerLevel): number {
  checkLevel('levelMaxRating', level);
  return TIERS.find((t) => t.tier === level.tier)!.maxEr;
}

/** The lowest SE rating (ER) a level's puzzles may have: just above the tier below (ratings have one decimal). */
export function levelMinRating(level: PlayerLevel): number {
  checkLevel('levelMinRating', level);
  const i = TIERS.findIndex((t) => t.tier === level.tier);
  return i === 0 ? 0 : TIERS[i - 1].maxEr + 0.1;
}

/** The level's techniques as entries of TECHNIQUE_LIST. */
export function levelTechniques(level: PlayerLevel): TechniqueInfo[] {
  checkLevel('levelTechniques', level);
  return level.techniques.map((id) => findTechnique(id)!);
}

/**
 * A puzzle of a level: one of its techniques drawn evenly from the seed, needed by the puzzle
 * (generateForTechnique, capped at the level's tier), and an expected time drawn evenly from
 * the level's band. `technique` in the result names the one drawn.
 */
export function generateLevel(level: PlayerLevel, options: GenerateLevelOptions = {}): GenerateForMinutesResult & { technique?: string } {
  const l = checkOptions('generateLevel', 'level', level, ['name', 'minutes', 'tier', 'techniques', 'needs']);
  if (!PLAYER_LEVELS.some((p) => p.name === l.name && p.tier === l.tier && p.minutes[0] === (l.minutes as number[] | undefined)?.[0] && p.minutes[1] === (l.minutes as number[] | undefined)?.[1])) {
    throw new TypeError(`generateLevel: level must be one of PLAYER_LEVELS (playerLevel(name)), got ${JSON.stringify(l.name ?? null)}`);
  }
  checkOptions('generateLevel', 'options', options, ['seed', 'symmetry', 'maxAttempts']);
  const seed = options.seed ?? randomSeed();
  const rng = createRng(seed);
  const [lo, hi] = level.minutes;
  const aim = lo + rng.float() * (hi - lo);
  const technique = level.techniques[rng.int(level.techniques.length)];
  // Digits are given back until the time is under the aim's window top: the aim spreads the times;
  // anything down to the band's bottom is kept (a narrower window costs many more grids).
  const window: [number, number] = [lo, Math.min(hi, aim + Math.max(1, LEVEL_WINDOW * aim))];
  // The drawn technique keeps its turn: a search that runs out goes on with the same technique
  // (LEVEL_ROUNDS rounds), so a technique that is slower to find is not dealt less often.
  let attempts = 0;
  let r: ReturnType<typeof generateForTechnique> | undefined;
  for (let round = 1; round <= LEVEL_ROUNDS && !r?.found; round++) {
    r = generateForTechnique(technique, { seed: deriveSeed(seed, round), symmetry: options.symmetry, minutes: window, maxRating: levelMaxRating(level), minRating: levelMinRating(level), maxAttempts: options.maxAttempts ?? 300 });
    attempts += r.attempts;
  }
  return { found: r!.found, puzzle: r!.puzzle, solution: r!.solution, rating: r!.rating, seed, attempts, stoppedBy: r!.stoppedBy, technique };
}

/** What levelOf says of a puzzle: a level, or why none. */
export type LevelVerdict = { level: LevelName } | { level: null; beyond: 'harder' | 'between'; label: string };

/**
 * The level a rated puzzle belongs to, by the rule the levels deal by: its ER inside the level's
 * tier (what techniques it asks for) and its minutes inside the band. Else "harder than Extreme"
 * (needs more than extreme allows, or takes longer than its band) or "between levels" (e.g.
 * medium techniques but 20 minutes); never a level whose band the puzzle contradicts.
 */
export function levelOf(rating: Pick<Rating, 'er' | 'minutes'>): LevelVerdict {
  const r = checkOptions('levelOf', 'rating', rating);
  checkNumber('levelOf', 'rating.er', r.er, { min: 0 });
  checkNumber('levelOf', 'rating.minutes', r.minutes, { min: 0, allowInfinity: true });
  for (const level of PLAYER_LEVELS) {
    const [lo, hi] = level.minutes;
    if (rating.er > levelMaxRating(level) + 1e-9 || rating.er < levelMinRating(level) - 1e-9) continue;
    if (rating.minutes >= lo && rating.minutes <= hi) return { level: level.name };
  }
  const top = PLAYER_LEVELS[PLAYER_LEVELS.length - 1];
  if (rating.er > levelMaxRating(top) + 1e-9 || rating.minutes > top.minutes[1]) return { level: null, beyond: 'harder', label: 'Harder than Extreme' };
  return { level: null, beyond: 'between', label: 'Between levels' };
}
