/**
 * Generation to an expected solve time (human.ts): `generate --minutes A-B`.
 *
 * Steered, not generate-and-reject: a generated puzzle (minimal, so as slow as its grid allows,
 * or one rated into a tier or ER range first) is given back solution digits, an orbit of its
 * symmetry at a time in a random order, until its time falls into the range. Each digit given
 * shortens the time (for puzzles that singles solve, provably: human.ts), so the number of
 * orbits to give back is found by bisection, a handful of simulations per puzzle. A grid that is
 * already faster than the range is replaced. The result is rated by rate(), whose minutes (and
 * ER, when a tier or range is asked for too) decide.
 */
import type { Grid } from '../grid/grid.js';
import { rate, type Rating } from '../rate/rating.js';
import { traceHuman, humanSeconds } from '../rate/human.js';
import { removeClues, budgetStop, type AbortSignalLike, type GenerateStop } from './generator.js';
import { generateRated, targetRange, erInRange, type DifficultyTarget } from '../rate/difficulty.js';
import { createRng, deriveSeed, randomSeed, type Seed } from './rng.js';
import { symmetryOrbits, type SymmetryName } from './symmetry.js';
import { type Result, ok, err } from '../result.js';
import { checkInteger, checkName, checkNumber, checkOptions, checkSeed, checkSignal, checkString } from '../validate.js';
import { SYMMETRY_NAMES } from './symmetry.js';

/** Expected minutes, both ends inclusive. */
export type MinutesRange = readonly [number, number];

/** Parses a range of expected minutes written `MIN-MAX` (e.g. `5-10`), both ends inclusive. */
export function parseMinutesRange(text: string): Result<MinutesRange, { code: 'bad-minutes'; message: string }> {
  checkString('parseMinutesRange', 'text', text);
  const m = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  const lo = m ? Number(m[1]) : NaN, hi = m ? Number(m[2]) : NaN;
  if (!m || !(lo <= hi) || hi <= 0 || hi > 10_000) {
    return err({ code: 'bad-minutes', message: `minutes must be MIN-MAX with 0 <= MIN <= MAX <= 10000, e.g. 5-10; got '${text}'` });
  }
  return ok([lo, hi]);
}

/** Options of generateForMinutes. */
export interface GenerateForMinutesOptions {
  /** The expected minutes of a typical player the puzzle must take, both ends inclusive. */
  minutes: MinutesRange;
  /** Also inside this tier or ER range (checked on the final puzzle). */
  target?: DifficultyTarget;
  /** Same seed and options, same puzzle on every platform. Default: random. */
  seed?: Seed;
  /** Symmetry of the clue pattern (default 'none'). */
  symmetry?: SymmetryName;
  /** Grids tried, default 200. Deterministic. */
  maxAttempts?: number;
  /** Stops the search when aborted (an AbortSignal or anything with `aborted`). */
  signal?: AbortSignalLike;
}

/** What generateForMinutes and generateLevel return. */
export interface GenerateForMinutesResult {
  /** True when a puzzle meeting the target was found. */
  found: boolean;
  /** The puzzle (when found). */
  puzzle?: Grid;
  /** Its one solution (when found). */
  solution?: Grid;
  /** Its rating, expected minutes included (when found). */
  rating?: Rating;
  /** The seed used: pass it again to get the same puzzle. */
  seed: Seed;
  /** Grids tried. */
  attempts: number;
  /** Why the search stopped without a puzzle: attempts used up, or aborted. */
  stoppedBy?: GenerateStop;
}

const minutesOf = (g: Grid) => humanSeconds(traceHuman(g)) / 60;

/**
 * Generates a puzzle whose expected solve time for a typical player falls in `options.minutes`
 * (and, with `options.target`, in a tier or rating range too), steering clue removal toward
 * the range. Like generate, it never returns a puzzle with zero or several solutions.
 */
export function generateForMinutes(options: GenerateForMinutesOptions): GenerateForMinutesResult {
  const o = checkOptions('generateForMinutes', 'options', options, ['minutes', 'target', 'seed', 'symmetry', 'maxAttempts', 'signal']);
  if (!Array.isArray(o.minutes) || o.minutes.length !== 2) throw new TypeError('generateForMinutes: options.minutes must be [MIN, MAX]');
  checkNumber('generateForMinutes', 'options.minutes[0]', o.minutes[0], { min: 0 });
  checkNumber('generateForMinutes', 'options.minutes[1]', o.minutes[1], { min: 0 });
  checkSeed('generateForMinutes', 'options.seed', o.seed);
  checkName('generateForMinutes', 'options.symmetry', o.symmetry, SYMMETRY_NAMES);
  checkInteger('generateForMinutes', 'options.maxAttempts', o.maxAttempts, 1, 1e9, true);
  checkSignal('generateForMinutes', 'options.signal', o.signal);
  const [lo, hi] = options.minutes;
  if (!(lo <= hi)) throw new RangeError(`generateForMinutes: options.minutes must have MIN <= MAX, got ${lo}-${hi}`);
  const seed = options.seed ?? randomSeed();
  const symmetry = options.symmetry ?? 'none';
  const maxAttempts = options.maxAttempts ?? 200;
  if (!(Number.isInteger(maxAttempts) && maxAttempts >= 1)) throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const range = options.target ? targetRange(options.target) : undefined;
  const orbits = symmetryOrbits(symmetry);
  let attempts = 0;
  for (;;) {
    const attemptSeed = deriveSeed(seed, attempts);
    attempts++;
    let base: { puzzle: Grid; solution: Grid } | undefined;
    if (options.target) {
      const r = generateRated({ target: options.target, seed: attemptSeed, symmetry, maxAttempts: 50 });
      if (r.found) base = { puzzle: r.puzzle!, solution: r.solution! };
    } else {
      const g = removeClues({ seed: attemptSeed, symmetry, minimal: symmetry === 'none' });
      base = { puzzle: g.puzzle, solution: g.solution };
    }
    if (base && minutesOf(base.puzzle) >= lo) {
      const pulled = giveBackTo(base.puzzle, base.solution, orbits, hi, attemptSeed);
      const rated = rate(pulled);
      if (rated.ok && rated.value.minutes >= lo && rated.value.minutes <= hi && (!range || erInRange(rated.value.er, range))) {
        return { found: true, puzzle: pulled, solution: base.solution, rating: rated.value, seed, attempts };
      }
    }
    const stop = budgetStop(attempts, maxAttempts, options.signal, Infinity);
    if (stop) return { found: false, seed, attempts, stoppedBy: stop };
  }
}

/**
 * The puzzle with the fewest empty orbits given back (in a random order) whose time is at most
 * `hi` minutes: bisection over how many orbits of the shuffled list are given back.
 */
function giveBackTo(puzzle: Grid, solution: Grid, orbits: readonly (readonly number[])[], hi: number, seed: Seed): Grid {
  const empty = createRng(seed).shuffle(orbits.filter((o) => o.every((c) => !puzzle[c])).slice());
  const withFirst = (k: number) => {
    const g = puzzle.slice();
    for (let i = 0; i < k; i++) for (const c of empty[i]) g[c] = solution[c];
    return g;
  };
  if (minutesOf(puzzle) <= hi) return puzzle;
  let fast = empty.length; // all given back: the solution itself, time ~0
  let slow = 0;
  while (fast - slow > 1) {
    const mid = (fast + slow) >> 1;
    if (minutesOf(withFirst(mid)) <= hi) fast = mid;
    else slow = mid;
  }
  return withFirst(fast);
}
