/**
 * Making a new puzzle on the device, inside the web worker. A level is the engine's player level
 * (levels.ts): a band of expected minutes for a typical player and the techniques it needs; the
 * engine generates to it (unique solution, 180° symmetric clue pattern as in most published
 * puzzles). If that search runs out, the puzzles are made the older way, by SE tier, and the label
 * always comes from the puzzle's own rating, so the player gets the closest puzzle, honestly
 * labelled.
 */
import { Candidates, RATE_BUDGET, TECHNIQUES, TIERS, applyStep, makeLine, nextStep, rate, rateSteps, type Step } from 'sudokit';
import { generate, generateLevel, levelOf, playerLevel, type GenerateOptions } from 'sudokit';
import { DAILY_ATTEMPTS, dailySeed } from '../game/daily.js';
import { type CopySources, levelCopy } from './copies.js';

export interface MadePuzzle {
  puzzle: string;
  solution: string;
  tier?: string;
  rating?: number;
  /** Expected minutes for a typical player (the engine's human time model). */
  expectedMinutes?: number;
  ms: number;
  attempts: number;
  /** A transformed copy of a puzzle of the level (copies.ts), checked and re-rated here. */
  copy?: boolean;
}

const ORDER = [...TIERS.map((t) => t.tier as string), 'beyond'];

/**
 * Easy puzzles (hidden singles only) are mostly found among puzzles with a few extra clues;
 * measured with the engine's generator and rater: 32 clues gives about 88% easy, while random
 * symmetric puzzles without a clue target spread over all tiers (about half easy).
 */
function optionsFor(tier: string): GenerateOptions {
  return tier === 'easy' ? { symmetry: 'rotational', clues: 32 } : { symmetry: 'rotational' };
}

const maxEr = (tier: string) => TIERS.find((t) => t.tier === tier)?.maxEr ?? Infinity;

/**
 * Rejects quickly a puzzle that is harder than `hi`: the engine's ladder in SE's order, cut after
 * the techniques that can rate ≤ hi (their minimum ratings only grow along the ladder, so the cut
 * ladder takes exactly the full ladder's steps). Slow chain techniques then never run for a
 * puzzle that is too hard anyway. Returns false when the puzzle needs more than `hi`.
 */
export function withinRating(puzzle: Uint8Array, hi: number): boolean {
  if (hi === Infinity) return true;
  const ladder = TECHNIQUES.filter((t) => t.minRating <= hi + 1e-9);
  const grid = Candidates.fromGrid(puzzle);
  const steps: Step[] = [];
  while (!grid.isSolved()) {
    const step = nextStep(grid, ladder);
    if (!step || step.rating > hi + 1e-9) return false;
    applyStep(grid, step);
    steps.push(step);
  }
  return rateSteps({ steps, solved: true }).er <= hi + 1e-9;
}

/**
 * The daily puzzle of a date at a tier: tries seeds made from the date, the tier and a counter,
 * in order, and keeps the first whose rating lands in the tier (else, after DAILY_ATTEMPTS, the
 * closest). No clock, no randomness: every device makes the same puzzle.
 */
export function makeDailyPuzzle(tier: string, date: string): MadePuzzle {
  const started = performance.now();
  return { ...makePuzzle(tier, Infinity, (attempt) => (attempt > DAILY_ATTEMPTS ? undefined : dailySeed(date, tier, attempt))), ms: performance.now() - started };
}

/** How long a transformed copy may take to find (a few ratings: tens of ms each, seconds at most under load). */
export const COPY_MS = 4000;

/**
 * A puzzle of the tier asked for, within the time budget. `seedOf` makes it deterministic: the
 * n-th attempt uses its seed, and an undefined seed ends the search. With `copies`, a search that
 * runs out deals a transformed copy of one of their puzzles that keeps the level (copies.ts)
 * before the closest puzzle under its honest label, the last resort; a budget of 0 goes straight
 * to the copy.
 */
export function makePuzzle(tier: string, budgetMs = 8000, seedOf?: (attempt: number) => string | undefined, copies?: CopySources): MadePuzzle {
  const started = performance.now();
  const level = playerLevel(tier);
  if (level && budgetMs > 0) {
    // the level's own search: tries of a few grids each until the budget ends (a hard search
    // failed about 6 times in 10, about 1 in 3 since minutes-fitting keeps the technique needed;
    // a cap of 8 tries fell back about once in 60 calls however long the budget). Seeded (dailies): 8 tries, the seeds after them are the fallback's.
    for (let attempt = 1; (seedOf ? attempt <= 8 : true) && (attempt === 1 || performance.now() - started < budgetMs); attempt++) {
      const seed = seedOf?.(attempt);
      if (seedOf && seed === undefined) break;
      const r = generateLevel(level, { seed, symmetry: 'rotational', maxAttempts: 60 });
      if (r.found) {
        const v = r.rating!;
        return { puzzle: makeLine(r.puzzle!), solution: makeLine(r.solution!), tier: level.name, rating: v.er, expectedMinutes: v.minutes, attempts: r.attempts, ms: performance.now() - started };
      }
    }
  }
  if (level && copies) {
    const c = levelCopy(level.name, copies, { budgetMs: COPY_MS });
    if (c) return { puzzle: c.puzzle, solution: c.solution, tier: c.tier, rating: c.rating, expectedMinutes: c.expectedMinutes, attempts: c.tries, copy: true, ms: performance.now() - started };
  }
  return labelByLevel(makeByTier(tier, budgetMs, seedOf, started));
}

/**
 * The label of a puzzle not dealt by its level's own search: the level whose tier and minutes
 * fit it (the engine's levelOf), else 'harder' (than extreme) or 'between' (levels), so a label
 * never contradicts its level's band.
 */
export function levelLabel(er: number, minutes: number): string {
  const v = levelOf({ er, minutes });
  return v.level ?? v.beyond;
}

function labelByLevel(made: MadePuzzle): MadePuzzle {
  if (made.rating === undefined || made.expectedMinutes === undefined || made.tier === 'beyond') return made;
  return { ...made, tier: levelLabel(made.rating, made.expectedMinutes) };
}

/** The older way: generate and rate until the SE tier matches (the closest when out of budget). */
function makeByTier(tier: string, budgetMs: number, seedOf: ((attempt: number) => string | undefined) | undefined, started: number): MadePuzzle {
  const want = ORDER.indexOf(tier);
  let best: MadePuzzle | undefined;
  let bestDistance = Infinity;
  let tooHard: ReturnType<typeof generate> | undefined;
  const label = (made: ReturnType<typeof generate>, attempts: number): MadePuzzle | undefined => {
    // The label is always the engine's own rating of the puzzle.
    const rating = rate(made.puzzle);
    if (!rating.ok) return undefined; // cannot happen: the generator's puzzles are unique
    return { puzzle: makeLine(made.puzzle), solution: makeLine(made.solution), tier: rating.value.tier, rating: rating.value.er, expectedMinutes: rating.value.minutes, ms: 0, attempts };
  };
  let attempts = 0;
  while (bestDistance > 0 && (attempts === 0 || performance.now() - started < budgetMs)) {
    attempts++;
    const seed = seedOf?.(attempts + 8);
    if (seedOf && seed === undefined) break;
    const made = generate(seed === undefined ? optionsFor(tier) : { ...optionsFor(tier), seed });
    // Too hard for the tier: skip the full rating, which may need slow chains.
    if (tier !== 'any' && !withinRating(made.puzzle, maxEr(tier))) { tooHard = made; continue; }
    const candidate = label(made, attempts);
    if (!candidate) continue;
    const distance = tier === 'any' ? 0 : Math.abs(ORDER.indexOf(candidate.tier!) - want);
    if (distance < bestDistance) { best = candidate; bestDistance = distance; }
  }
  // Out of budget with only harder puzzles seen: the last of them, honestly labelled.
  if (!best && tooHard) best = label(tooHard, attempts);
  return { ...best!, attempts, ms: performance.now() - started };
}

/**
 * Rates a puzzle the player brought (it is already known to have one solution), within the
 * CLI's effort budget: on the very hardest puzzles a lower bound in about a second, not a
 * full search of many seconds.
 */
export function ratePuzzle(puzzle: string): { tier?: string; rating?: number; expectedMinutes?: number } {
  const grid = new Uint8Array(81);
  for (let i = 0; i < 81; i++) grid[i] = puzzle[i] === '.' ? 0 : Number(puzzle[i]);
  const r = rate(grid, { budget: RATE_BUDGET });
  if (!r.ok) return {};
  // labelled as the levels deal: the level whose tier and minutes fit, never a contradicting one
  const tier = r.value.beyond ? 'beyond' : levelLabel(r.value.er, r.value.minutes);
  return { tier, rating: r.value.er, expectedMinutes: r.value.minutes };
}
