/**
 * (Over 400 lines: the steering loop, its near-miss moves and the options checks share one state
 * object; split apart they would pass it through every call.)
 *
 * Generation steered toward a difficulty: a tier or an ER range on Sudoku Explainer's scale.
 *
 * Steering (measured against blind generate-and-rate in the difficulty benchmark):
 * - Capped removal: clues are removed (an orbit at a time) only while the puzzle stays unique AND
 *   the technique ladder cut at the target's top still solves it with no step above the top. The
 *   rater always takes the easiest step, so the capped path is the rater's path and its ER is the
 *   puzzle's ER: the pass never overshoots, and every removal pushes toward the top of the range.
 * - Near misses are kept: a pass that ends below the range gives back one or two removed orbits
 *   and removes again in a new order (a local move on the same grid), so work on a good grid is
 *   not thrown away; after a run of moves without progress a fresh grid is drawn.
 * Tiers come from rating.ts and the technique list from logic.ts, so a longer ladder (chains)
 * makes higher targets reachable without changes here.
 */
import type { Grid } from '../grid/grid.js';
import { CELLS } from '../grid/units.js';
import { Candidates } from '../grid/candidates.js';
import { UNNESTED_TOP, TECHNIQUES, nextStep, type Technique } from '../logic/logic.js';
import { applyStep, type Step } from '../logic/step.js';
import { TIERS, humanMinutes, rate, rateSteps, type Rating, type Tier } from './rating.js';
import { createRng, deriveSeed, randomSeed, type Rng, type Seed } from '../generate/rng.js';
import { SYMMETRY_NAMES, symmetryOrbits, type SymmetryName } from '../generate/symmetry.js';
import { GeneratorSearch } from '../generate/generator-search.js';
import { budgetStop, checkGenerateArgs, generateOptionProblem, removeClues, randomSolution, type AbortSignalLike, type GenerateOptions, type GenerateResult, type GenerateStop } from '../generate/generator.js';
import { type Result, ok, err } from '../result.js';
import { checkBoolean, checkFunction, checkInteger, checkName, checkNumber, checkOptions, checkSeed, checkSignal, checkString, describeValue } from '../validate.js';

/** What to generate: a tier by name, or ER within [min, max] (both inclusive). */
export type DifficultyTarget = { tier: Exclude<Tier, 'beyond'> } | { rating: readonly [number, number] };

/** A target as an ER interval: lo < ER <= hi for tiers (lo exclusive), min <= ER <= max for ranges. */
export interface ErRange {
  lo: number;
  hi: number;
  loInclusive: boolean;
}

const EPS = 1e-9;
/** The lowest ER of any puzzle with an empty cell: a hidden single rates 1.0 and nothing rates less. */
const MIN_ER = 1.0;

const TARGET_TIERS = TIERS.map((t) => t.tier as string);

function checkTarget(fn: string, name: string, target: unknown): asserts target is DifficultyTarget {
  const t = checkOptions(fn, name, target, ['tier', 'rating']);
  if (target === undefined) throw new TypeError(`${fn}: ${name} must be { tier } or { rating: [min, max] }, got undefined`);
  if ('tier' in t && 'rating' in t) throw new TypeError(`${fn}: ${name} must be { tier } or { rating: [min, max] }, not both`);
  if ('tier' in t) return checkName(fn, `${name}.tier`, t.tier, TARGET_TIERS, false);
  const r = t.rating as unknown;
  if (!Array.isArray(r) || r.length !== 2) throw new TypeError(`${fn}: ${name} must be { tier } or { rating: [min, max] }, got ${describeValue(r)} as rating`);
  checkNumber(fn, `${name}.rating[0]`, r[0]);
  checkNumber(fn, `${name}.rating[1]`, r[1]);
  if (r[0] > r[1]) throw new RangeError(`${fn}: ${name}.rating must have min <= max, got [${r[0]}, ${r[1]}]`);
}

function checkRange(range: unknown): void {
  const r = checkOptions('erInRange', 'range', range, ['lo', 'hi', 'loInclusive']);
  if (range === undefined) throw new TypeError('erInRange: range must be an ErRange { lo, hi, loInclusive }, got undefined');
  checkNumber('erInRange', 'range.lo', r.lo, { allowInfinity: true });
  checkNumber('erInRange', 'range.hi', r.hi, { allowInfinity: true });
  checkBoolean('erInRange', 'range.loInclusive', r.loInclusive, false);
}

const STRATEGIES = ['repair', 'capped', 'blind'];

function checkGenerateRatedArgs(options: unknown): void {
  const fn = 'generateRated';
  const o = checkOptions(fn, 'options', options, ['target', 'seed', 'symmetry', 'strategy', 'maxAttempts', 'timeLimitMs', 'signal', 'onProgress']);
  checkTarget(fn, 'options.target', o.target);
  checkSeed(fn, 'options.seed', o.seed);
  checkName(fn, 'options.symmetry', o.symmetry, SYMMETRY_NAMES);
  checkName(fn, 'options.strategy', o.strategy, STRATEGIES);
  checkInteger(fn, 'options.maxAttempts', o.maxAttempts, 1, Number.MAX_SAFE_INTEGER, true);
  checkNumber(fn, 'options.timeLimitMs', o.timeLimitMs, { min: 0, allowInfinity: true, optional: true });
  checkSignal(fn, 'options.signal', o.signal);
  checkFunction(fn, 'options.onProgress', o.onProgress);
}

/** The range of Sudoku Explainer ratings (ER) a difficulty target stands for. */
export function targetRange(target: DifficultyTarget): ErRange {
  checkTarget('targetRange', 'target', target);
  if ('tier' in target) {
    const i = TIERS.findIndex((t) => t.tier === target.tier);
    if (i < 0) throw new RangeError(`unknown tier '${target.tier}'`);
    return { lo: i === 0 ? -Infinity : TIERS[i - 1].maxEr, hi: TIERS[i].maxEr, loInclusive: false };
  }
  return { lo: target.rating[0], hi: target.rating[1], loInclusive: true };
}

/** True when a rating (ER) lies in the range (ends as `range` says, with a rounding tolerance). */
export function erInRange(er: number, range: ErRange): boolean {
  checkNumber('erInRange', 'er', er, { allowInfinity: true });
  checkRange(range);
  const aboveLo = range.loInclusive ? er >= range.lo - EPS : er > range.lo + EPS;
  return aboveLo && er <= range.hi + EPS;
}

/** A difficulty target refused, as a value: an unknown tier, a malformed range, or one no generator can reach. */
export type DifficultyTargetError = { code: 'unknown-tier' | 'bad-rating' | 'unreachable'; message: string };

const TIER_NAMES = TIERS.map((t) => t.tier);

/**
 * Parse a CLI target: a tier name, or `MIN-MAX` on the ER scale (e.g. `3.0-4.5`). Ranges the
 * current ladder cannot rate (entirely above UNNESTED_TOP) are refused with the reason.
 */
export function parseDifficultyTarget(text: string): Result<DifficultyTarget, DifficultyTargetError> {
  checkString('parseDifficultyTarget', 'text', text);
  const s = text.trim().toLowerCase();
  if ((TIER_NAMES as string[]).includes(s)) {
    const target = { tier: s as Exclude<Tier, 'beyond'> };
    return checkTargetReachable(target);
  }
  const m = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)$/.exec(s);
  if (!m) {
    if (/^[a-z]+$/.test(s)) return err({ code: 'unknown-tier', message: `unknown tier '${text}' (tiers: ${TIER_NAMES.join(', ')})` });
    return err({ code: 'bad-rating', message: `rating range must be MIN-MAX on the SE scale, e.g. 2.6-4.0; got '${text}'` });
  }
  const min = Number(m[1]);
  const max = Number(m[2]);
  if (min > max) return err({ code: 'bad-rating', message: `rating range ${text}: MIN is above MAX` });
  return checkTargetReachable({ rating: [min, max] });
}

/**
 * The target is reachable when part of its range lies below the ladder's top. Above it (today:
 * diabolical) ratings exist only where a chain step happens to rate higher, too rarely to search
 * for: such puzzles come from collections, through a bank (`sudokit bank add`, `bank pick`).
 */
export function checkTargetReachable(target: DifficultyTarget): Result<DifficultyTarget, DifficultyTargetError> {
  checkTarget('checkTargetReachable', 'target', target);
  const range = targetRange(target);
  const reachable = range.loInclusive ? range.lo <= UNNESTED_TOP + EPS : range.lo < UNNESTED_TOP - EPS;
  if (reachable && range.hi >= MIN_ER - EPS) return ok(target);
  const what = 'tier' in target ? `tier ${target.tier}` : `rating ${range.lo}-${range.hi}`;
  if (reachable) {
    // Too low, not too high: the ceiling is not the reason.
    return err({ code: 'unreachable', message: `${what} cannot be generated: every puzzle rates at least ${MIN_ER.toFixed(1)} (its easiest step, a hidden single)` });
  }
  return err({
    code: 'unreachable',
    message: `${what} cannot be generated: the technique solver's ladder tops out at ${UNNESTED_TOP.toFixed(1)}; import such puzzles into a bank and pick them from it`,
  });
}

/** What generateRated's `onProgress` is called with. */
export interface GenerateRatedProgress {
  /** Puzzles tried so far. */
  attempts: number;
  /** Full grids drawn so far. */
  grids: number;
}

/** Options of generateRated. */
export interface GenerateRatedOptions {
  /** The tier or the ER range the puzzle must be rated in. */
  target: DifficultyTarget;
  /** Same seed and options, same puzzle on every platform. Default: random. */
  seed?: Seed;
  /** Symmetry of the clue pattern (default 'none'). */
  symmetry?: SymmetryName;
  /**
   * 'repair' (default): a generated puzzle, then the fewest hints that bring it within the top
   * of the range; 'capped': removal that never leaves the range's top, with local moves from near
   * misses; 'blind': generate and rate, for comparison only.
   */
  strategy?: RatedStrategy;
  /** Budget: puzzles tried (a removal pass each), default 5000. Deterministic. */
  maxAttempts?: number;
  /** Budget: wall-clock milliseconds (default none). Results then depend on machine speed. */
  timeLimitMs?: number;
  /** Stops the search when aborted (an AbortSignal or anything with `aborted`). */
  signal?: AbortSignalLike;
  /** Called now and then with the search's progress. */
  onProgress?: (progress: GenerateRatedProgress) => void;
}

/** What generateRated returns. */
export interface GenerateRatedResult {
  /** True when a puzzle rated inside the target was found. */
  found: boolean;
  /**
   * Unique and rated by rate(); inside the target when found. Otherwise the closest miss (outside
   * the target: never hand it out as the tier asked for), absent only if no attempt ran.
   */
  puzzle?: Grid;
  /** The puzzle's one solution. */
  solution?: Grid;
  /** The puzzle's rating. */
  rating?: Rating;
  /** The puzzle's clue count. */
  clues: number;
  /** The seed used: pass it again to get the same puzzle. */
  seed: Seed;
  /** Puzzles tried. */
  attempts: number;
  /** Why the search stopped without a puzzle in the target: attempts or time used up, aborted, or unreachable. */
  stoppedBy?: GenerateStop;
}

/** generateRated's default `maxAttempts`: puzzles tried before it gives up. */
export const DEFAULT_RATED_ATTEMPTS = 5000;
/** Local moves on one grid without getting closer before a fresh grid is drawn (tuned in the bench). */
const LOCAL_MOVES = 6;

/** Ladder techniques that can produce a step rated <= hi (the rater's ladder cut at the top). */
function ladderUpTo(hi: number): Technique[] {
  return TECHNIQUES.filter((t) => t.minRating <= hi + EPS);
}

interface CappedPath {
  /** The rater's steps while none was above the cap. */
  steps: Step[];
  /** Null when solved within the cap; else the grid where the path stopped. */
  stuck: Candidates | null;
}

/**
 * The rater's path through `puzzle` cut at `hi`. With the ladder cut at `hi` the path is the full
 * ladder's path step for step (the rater always takes the easiest step), so a path that finishes
 * is the puzzle's path and its ER is the puzzle's ER.
 */
function cappedPath(puzzle: Grid, techniques: readonly Technique[], hi: number): CappedPath {
  const grid = Candidates.fromGrid(puzzle);
  const steps: Step[] = [];
  while (!grid.isSolved()) {
    const step = nextStep(grid, techniques);
    if (!step || step.rating > hi + EPS) return { steps, stuck: grid };
    applyStep(grid, step);
    steps.push(step);
  }
  return { steps, stuck: null };
}

function pathEr(steps: Step[]): number {
  let er = 0;
  for (const s of steps) if (s.rating > er) er = s.rating;
  return Math.round(er * 10) / 10;
}

interface Pass {
  puzzle: Uint8Array;
  er: number;
}

/**
 * Remove orbits in order while the puzzle stays unique and within the cap. `start.puzzle` must be
 * unique; `start.er` is its rating, or -1 for "rate it first" (er -1 back = it is above the cap).
 */
function cappedRemoval(
  start: Pass,
  solution: Uint8Array,
  orbits: readonly (readonly number[])[],
  techniques: readonly Technique[],
  hi: number,
  search: GeneratorSearch,
): Pass {
  const puzzle = start.puzzle;
  let er = start.er;
  if (er < 0) {
    const path = cappedPath(puzzle, techniques, hi);
    if (path.stuck) return { puzzle, er: -1 }; // rare: the extra givens changed the path past the cap
    er = pathEr(path.steps);
  }
  for (const orbit of orbits) {
    if (puzzle[orbit[0]] === 0) continue;
    for (const cell of orbit) puzzle[cell] = 0;
    let keep = true;
    for (const cell of orbit) {
      if (search.hasSolutionAvoiding(puzzle, cell, solution[cell])) {
        keep = false;
        break;
      }
    }
    if (keep) {
      const path = cappedPath(puzzle, techniques, hi);
      if (path.stuck) keep = false;
      else er = pathEr(path.steps);
    }
    if (!keep) for (const cell of orbit) puzzle[cell] = solution[cell];
  }
  return { puzzle, er };
}

/** Distance below the range (0 = inside; the pass never goes above). */
function shortfall(er: number, range: ErRange): number {
  if (er < 0) return Infinity;
  return erInRange(er, range) ? 0 : Math.max(EPS, range.lo - er + (range.loInclusive ? 0 : 0.05));
}

function countClues(p: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < CELLS; i++) if (p[i]) n++;
  return n;
}

/** Final check by the public rater: unique, rated, inside the range. */
function confirm(puzzle: Uint8Array, range: ErRange): Rating | undefined {
  const r = rate(puzzle);
  if (!r.ok || r.value.beyond || !erInRange(r.value.er, range)) return undefined;
  return r.value;
}

/**
 * Repair from above: follow the rater's path cut at `hi`; where it gets stuck, give the solution
 * digit of one unsolved cell (with its orbit) and carry on from there, choosing among the cells
 * with the fewest candidates (the smallest hint, so the rest of the path stays hard). Carrying on
 * instead of restarting makes the ER an estimate once a hint was given (the new givens could
 * change earlier steps): callers confirm with rate(). Without hints `steps` is the rater's path.
 */
function repairDown(
  puzzle: Uint8Array,
  solution: Uint8Array,
  orbitOf: readonly (readonly number[])[],
  techniques: readonly Technique[],
  hi: number,
  rng: Rng,
): { er: number; steps: Step[] | null } {
  const grid = Candidates.fromGrid(puzzle);
  let er = 0;
  let steps: Step[] | null = [];
  while (!grid.isSolved()) {
    const step = nextStep(grid, techniques);
    if (step && step.rating <= hi + EPS) {
      applyStep(grid, step);
      steps?.push(step);
      if (step.rating > er) er = step.rating;
      continue;
    }
    steps = null;
    let fewest = 10;
    const cells: number[] = [];
    for (let i = 0; i < CELLS; i++) {
      if (grid.values[i]) continue;
      const n = popcount(grid.masks[i]);
      if (n < fewest) {
        fewest = n;
        cells.length = 0;
      }
      if (n === fewest) cells.push(i);
    }
    for (const cell of orbitOf[rng.pick(cells)]) {
      puzzle[cell] = solution[cell];
      if (!grid.values[cell]) grid.place(cell, solution[cell]);
    }
  }
  return { er: Math.round(er * 10) / 10, steps };
}

function popcount(m: number): number {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/** How generateRated searches: see {@link GenerateRatedOptions.strategy}. */
export type RatedStrategy = 'repair' | 'capped' | 'blind';

/**
 * A puzzle whose SE rating is inside the target, unique, with the requested symmetry.
 * Deterministic for a given seed and options (unless timeLimitMs is set). When the budget runs
 * out the result says found: false and carries the closest miss.
 */
export function generateRated(options: GenerateRatedOptions): GenerateRatedResult {
  checkGenerateRatedArgs(options);
  const reachable = checkTargetReachable(options.target);
  if (!reachable.ok) throw new RangeError(reachable.error.message);
  const range = targetRange(options.target);
  const seed = options.seed ?? randomSeed();
  const symmetry = options.symmetry ?? 'none';
  const maxAttempts = options.maxAttempts ?? DEFAULT_RATED_ATTEMPTS;
  if (!(Number.isInteger(maxAttempts) && maxAttempts >= 1)) throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const deadline = options.timeLimitMs === undefined ? Infinity : Date.now() + options.timeLimitMs;
  const strategy = options.strategy ?? 'repair';

  const rng = createRng(seed);
  const search = new GeneratorSearch();
  const orbits = symmetryOrbits(symmetry).slice();
  const orbitOf: (readonly number[])[] = [];
  for (const o of orbits) for (const cell of o) orbitOf[cell] = o;
  const hi = Math.min(range.hi, UNNESTED_TOP);
  const techniques = ladderUpTo(hi);
  // The cut ladder is a prefix of the full one (TECHNIQUES ascend by minRating): then a path it
  // finishes without hints is the rater's own path, and its rating needs no second run.
  const isPrefix = techniques.every((t, i) => TECHNIQUES[i] === t);

  let attempts = 0;
  let grids = 0;
  let stale = 0;
  let current: { pass: Pass; solution: Uint8Array; miss: number } | undefined;
  let stoppedBy: GenerateStop = 'attempts';
  let nearest: { puzzle: Uint8Array; solution: Uint8Array; miss: number } | undefined;
  for (;;) {
    let candidate: Uint8Array | undefined;
    let solution: Uint8Array;
    let tried: Uint8Array;
    let er: number;
    let rated: Rating | undefined;
    if (strategy !== 'capped') {
      // One removal pass (minimal without symmetry, orbit-minimal with it), as plain generate().
      const g = removeClues({ seed: deriveSeed(seed, attempts), symmetry });
      grids++;
      solution = g.solution;
      tried = g.puzzle;
      if (strategy === 'blind') {
        er = -1;
        candidate = g.puzzle;
      } else {
        const repaired = repairDown(g.puzzle, solution, orbitOf, techniques, hi, rng);
        er = repaired.er;
        if (erInRange(er, range)) {
          candidate = g.puzzle;
          // generate() made it unique; rate() would take exactly these steps.
          if (repaired.steps && isPrefix) rated = { ...rateSteps({ steps: repaired.steps, solved: true }), ...humanMinutes(g.puzzle) };
        }
      }
    } else {
      let pass: Pass;
      if (!current || stale >= LOCAL_MOVES) {
        solution = randomSolution(rng, search);
        grids++;
        pass = cappedRemoval({ puzzle: solution.slice(), er: 0 }, solution, rng.shuffle(orbits), techniques, hi, search);
        current = undefined;
        stale = 0;
      } else {
        solution = current.solution;
        pass = cappedRemoval(giveBack(current.pass, solution, orbits, rng), solution, rng.shuffle(orbits), techniques, hi, search);
      }
      const miss = shortfall(pass.er, range);
      if (!current || miss < current.miss) {
        current = { pass, solution, miss };
        stale = 0;
      } else {
        if (miss === current.miss) current = { pass, solution, miss };
        stale++;
      }
      if (miss === 0) candidate = pass.puzzle;
      tried = pass.puzzle;
      er = pass.er;
    }
    const distance = er < 0 ? Infinity : shortfall(er, range);
    if (!nearest || distance < nearest.miss) nearest = { puzzle: tried, solution, miss: distance };
    attempts++;
    options.onProgress?.({ attempts, grids });
    if (candidate) {
      const rating = rated ?? confirm(candidate, range);
      if (rating) return { found: true, puzzle: candidate, solution, rating, clues: countClues(candidate), seed, attempts };
    }
    const stop = budgetStop(attempts, maxAttempts, options.signal, deadline);
    if (stop) {
      stoppedBy = stop;
      break;
    }
  }
  const missed = rate(nearest!.puzzle);
  if (!missed.ok) throw new Error('generateRated: a tried puzzle is not unique (impossible)');
  return { found: false, puzzle: nearest!.puzzle, solution: nearest!.solution, rating: missed.value, clues: countClues(nearest!.puzzle), seed, attempts, stoppedBy };
}

/**
 * A local move from a near miss: give back one or two removed orbits. A superset of a unique
 * puzzle is unique; its path can change, though, so cappedRemoval re-rates it (er = -1).
 */
function giveBack(from: Pass, solution: Uint8Array, orbits: readonly (readonly number[])[], rng: Rng): Pass {
  const puzzle = from.puzzle.slice();
  const removed = orbits.filter((o) => puzzle[o[0]] === 0);
  const back = Math.min(removed.length, 1 + rng.int(2));
  for (let k = 0; k < back; k++) {
    const j = k + rng.int(removed.length - k);
    const orbit = removed[j];
    removed[j] = removed[k];
    removed[k] = orbit;
    for (const cell of orbit) puzzle[cell] = solution[cell];
  }
  return { puzzle, er: -1 };
}

/**
 * generate() with a difficulty: `tier` or `rating` in generate()'s options, generateRated's
 * search, generate()'s result shape (with `rating`). Apart from generate() so that plain
 * generation does not bundle the rater.
 */
export function generateToDifficulty(options: GenerateOptions): GenerateResult {
  checkGenerateArgs('generateToDifficulty', options);
  if (options === undefined || (options.tier === undefined && options.rating === undefined)) {
    throw new TypeError('generateToDifficulty: options must have a tier or a rating [min, max]');
  }
  const problem = generateOptionProblem(options);
  if (problem) throw new RangeError(`generateToDifficulty: ${problem.message}`);
  const target: DifficultyTarget = options.tier !== undefined ? { tier: options.tier } : { rating: options.rating! };
  const seed = options.seed ?? randomSeed();
  const symmetry = options.symmetry ?? 'none';
  const r = generateRated({
    target,
    seed,
    symmetry,
    maxAttempts: options.maxAttempts,
    timeLimitMs: options.timeLimitMs,
    signal: options.signal,
    onProgress: options.onProgress && ((p) => options.onProgress!({ attempts: p.attempts, bestClues: CELLS })),
  });
  const settings: GenerateResult['options'] = { seed, symmetry, minimal: false, maxAttempts: options.maxAttempts ?? DEFAULT_RATED_ATTEMPTS };
  if (options.timeLimitMs !== undefined) settings.timeLimitMs = options.timeLimitMs;
  const result: GenerateResult = { found: r.found, puzzle: r.puzzle!, solution: r.solution!, clues: r.clues, seed, options: settings, attempts: r.attempts, rating: r.rating };
  if (r.stoppedBy) result.stoppedBy = r.stoppedBy;
  return result;
}
