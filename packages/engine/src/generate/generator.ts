/**
 * (Just over 400 lines: the removal pass, its minimality check and the options they read belong
 * together.)
 *
 * Puzzle generation: a random full grid, then clues removed in random order (a whole symmetry
 * orbit at a time) while the solution stays unique.
 *
 * Uniqueness is checked exactly, never "still solvable": after each removal the solver counts
 * solutions with limit 2 (skipped only when every removed cell is forced by its peers' givens,
 * which keeps the one solution the only one).
 *
 * Minimality: removing clues only adds solutions, so a clue that could not be removed once can
 * never be removed later. Hence one pass over the cells in random order leaves a minimal puzzle
 * (no single clue removable). With a symmetry the pass removes whole orbits, which leaves an
 * orbit-minimal puzzle that may still have a single removable clue; we then check every clue on
 * its own and, if any can go, reject the attempt and try a fresh grid. We keep the definition
 * "no single clue removable" and the exact symmetry, and pay for both with attempts (some
 * symmetric patterns admit no minimal puzzle at all; the budget bounds the search and the result
 * then says found: false).
 *
 * Without a clue target a pass removes all it can, so puzzles without symmetry come out minimal
 * whether or not `minimal` is asked; the option matters with a symmetry (the strict check above)
 * and with a clue target (which it turns into an upper bound).
 *
 * Clue targets: a pass stops at exactly the target (or, with `minimal`, accepts at most the
 * target). Targets below what one pass reaches (random minimal puzzles have about 24 clues) are
 * approached by local search on the same grid: give a few removed orbits back, remove again in a
 * new order, keep the result when it has no more clues; after many moves without progress, a
 * fresh grid. The budget counts passes of either kind.
 */
import type { Grid } from '../grid/grid.js';
import { CELLS, SIZE } from '../grid/units.js';
import { createRng, randomSeed, type Rng, type Seed } from './rng.js';
import { SYMMETRY_NAMES, symmetryOrbits, type SymmetryName } from './symmetry.js';
import { GeneratorSearch } from './generator-search.js';
import { solve } from '../solve/solver.js';
import { TIERS, type Rating, type Tier } from '../rate/rating.js';
import { checkBoolean, checkFunction, readGrid, checkInteger, checkName, checkNumber, checkOptions, checkRng, checkSeed, checkSignal, describeValue } from '../validate.js';

/** Anything with `aborted`, e.g. an AbortSignal (the engine avoids DOM types). */
export interface AbortSignalLike {
  readonly aborted: boolean;
}

/** What generate's `onProgress` is called with after every attempt. */
export interface GenerateProgress {
  /** Removal passes so far (each on a fresh grid or a local move). */
  attempts: number;
  /** Fewest clues of a puzzle meeting the other requirements, so far (81 if none yet). */
  bestClues: number;
}

/** Options of generate: what puzzle to make (symmetry, minimal, clues, difficulty) and the search's budget. */
export interface GenerateOptions {
  /** Same seed and options → same puzzle on every platform. Default: random. */
  seed?: Seed;
  /** Symmetry of the clue pattern (default 'none'). */
  symmetry?: SymmetryName;
  /** No single clue can be removed keeping the solution unique (default false). */
  minimal?: boolean;
  /**
   * Target clue count, best effort. Without `minimal` removal stops at exactly this many clues;
   * with `minimal` it is an upper bound (a minimal puzzle cannot stop early).
   */
  clues?: number;
  /** Budget: removal passes (fresh grids or local moves) before giving up (default: defaultMaxAttempts). Deterministic. */
  maxAttempts?: number;
  /** Budget: wall-clock milliseconds (default none). Results then depend on machine speed. */
  timeLimitMs?: number;
  /** Checked between attempts (an attempt takes about a millisecond). */
  signal?: AbortSignalLike;
  /** Called after every attempt. */
  onProgress?: (progress: GenerateProgress) => void;
  /**
   * A difficulty tier (rating.ts): the puzzle is rated inside it. generateToDifficulty() only
   * (generate() refuses it, NeedsRaterError: it leaves the rater out); not with minimal/clues.
   */
  tier?: Exclude<Tier, 'beyond'>;
  /** An ER range [min, max] on Sudoku Explainer's scale, both inclusive (as `tier`, generateToDifficulty() only). */
  rating?: readonly [number, number];
}

/** The options that shape the puzzle, as used (defaults filled in). */
export interface GenerateSettings {
  seed: Seed;
  symmetry: SymmetryName;
  minimal: boolean;
  clues?: number;
  maxAttempts: number;
  timeLimitMs?: number;
}

/** 'unreachable': the clue target is not a sum of orbit sizes, so no pattern with the symmetry has it. */
export type GenerateStop = 'attempts' | 'time' | 'aborted' | 'unreachable';

/** Why a budgeted search must stop now (attempts used up, aborted, out of time), or undefined to go on. */
export function budgetStop(attempts: number, maxAttempts: number, signal: AbortSignalLike | undefined, deadline: number): GenerateStop | undefined {
  checkNumber('budgetStop', 'attempts', attempts, { min: 0 });
  checkNumber('budgetStop', 'maxAttempts', maxAttempts, { min: 0, allowInfinity: true }); // cheap: once per attempt
  checkSignal('budgetStop', 'signal', signal);
  checkNumber('budgetStop', 'deadline', deadline, { allowInfinity: true });
  if (attempts >= maxAttempts) return 'attempts';
  if (signal?.aborted) return 'aborted';
  if (Date.now() >= deadline) return 'time';
  return undefined;
}

/** What generate returns: the puzzle, its one solution, and how the search went. */
export interface GenerateResult {
  /** True when the puzzle meets every requirement (symmetry, minimal, clue target). */
  found: boolean;
  /**
   * The puzzle: when found, the one asked for; otherwise the best effort (closest to the clue
   * target). It always has exactly one solution and the requested symmetry.
   */
  puzzle: Grid;
  solution: Grid;
  clues: number;
  seed: Seed;
  options: GenerateSettings;
  /** Removal passes tried. */
  attempts: number;
  /** Why the search stopped without finding (only when found is false). */
  stoppedBy?: GenerateStop;
  /** With `tier` or `rating`: the puzzle's rating (outside the request when not found). */
  rating?: Rating;
}

/** Options generate cannot honour (checkGenerateOptions): a bad clue target or budget, or a difficulty combined with minimal or clues. */
export type GenerateOptionError = { code: 'bad-clues' | 'bad-budget' | 'bad-difficulty'; message: string };

/**
 * The default budget in removal passes: symmetric minimal puzzles are rare (dihedral: about one
 * grid in 10^4, rotational90: one in 10^3), low clue targets need local search (20 clues: a few
 * hundred passes; 19: thousands); anything else succeeds at the first pass.
 */
export function defaultMaxAttempts(options: Pick<GenerateOptions, 'minimal' | 'symmetry' | 'clues'>): number {
  // Any of generate()'s options may come along (callers pass theirs); only these three count.
  checkOptions('defaultMaxAttempts', 'options', options, GENERATE_KEYS);
  if (options === undefined) throw new TypeError('defaultMaxAttempts: options must be an object { minimal?, symmetry?, clues? }, got undefined');
  if (options.minimal && (options.symmetry ?? 'none') !== 'none') return 200_000;
  return options.clues !== undefined ? 10_000 : 2_000;
}

/** Local moves on one grid without improvement before a fresh grid is drawn (tuned on clue targets 19-20). */
const LOCAL_MOVES = 1000;
/** Cells a local move gives back (whole orbits, so at least this many). Tuned: 4 beat 1-3 and 5-6. */
const GIVE_BACK = 4;

/**
 * Removal passes per grid when few, large orbits make a pass cheap next to drawing a grid
 * (rotational90, dihedral: measured about 1.5x faster to a symmetric minimal puzzle).
 */
function gridReuse(orbitCount: number): number {
  return orbitCount <= 21 ? 4 : 1;
}

/** True when some set of whole orbits has exactly `clues` cells (subset sum over orbit sizes). */
export function cluesReachable(symmetry: SymmetryName, clues: number): boolean {
  checkName('cluesReachable', 'symmetry', symmetry, SYMMETRY_NAMES, false);
  checkInteger('cluesReachable', 'clues', clues, 0, CELLS);
  const reachable = new Uint8Array(CELLS + 1);
  reachable[0] = 1;
  for (const { length } of symmetryOrbits(symmetry)) {
    for (let k = CELLS; k >= length; k--) if (reachable[k - length]) reachable[k] = 1;
  }
  return reachable[clues] === 1;
}

/** Fewest clues of a unique puzzle (McGuire, Tugemann & Civario 2012: no 16-clue one); fewer are refused, not searched for. */
export const MIN_CLUES = 17;

/** generate()'s option names: any other key is refused (UnknownOptionError). */
export const GENERATE_KEYS: readonly string[] = /* @__PURE__ */ Object.freeze(['seed', 'symmetry', 'minimal', 'clues', 'maxAttempts', 'timeLimitMs', 'signal', 'onProgress', 'tier', 'rating']);

/** Types and names of generate()'s options (values are checked by checkGenerateOptions). */
export function checkGenerateArgs(fn: string, options: unknown): void {
  const o = checkOptions(fn, 'options', options, GENERATE_KEYS);
  checkSeed(fn, 'options.seed', o.seed);
  checkName(fn, 'options.symmetry', o.symmetry, SYMMETRY_NAMES);
  checkBoolean(fn, 'options.minimal', o.minimal);
  for (const key of ['clues', 'maxAttempts', 'timeLimitMs']) {
    if (o[key] !== undefined && typeof o[key] !== 'number') throw new TypeError(`${fn}: options.${key} must be a number, got ${describeValue(o[key])}`);
  }
  checkSignal(fn, 'options.signal', o.signal);
  checkFunction(fn, 'options.onProgress', o.onProgress);
  checkName(fn, 'options.tier', o.tier, TIERS.map((t) => t.tier));
  if (o.rating !== undefined) {
    const r = o.rating;
    if (!Array.isArray(r) || r.length !== 2) throw new TypeError(`${fn}: options.rating must be [min, max], got ${describeValue(r)}`);
    checkNumber(fn, 'options.rating[0]', r[0]);
    checkNumber(fn, 'options.rating[1]', r[1]);
  }
}

/** Validate options; generate() throws a RangeError with this message on bad ones. */
export function checkGenerateOptions(options: GenerateOptions): GenerateOptionError | undefined {
  checkGenerateArgs('checkGenerateOptions', options);
  return generateOptionProblem(options ?? {});
}

/** checkGenerateOptions after the type checks (generate() runs those under its own name). */
export function generateOptionProblem(options: GenerateOptions): GenerateOptionError | undefined {
  const { clues, maxAttempts, timeLimitMs } = options;
  if (clues !== undefined && !(Number.isInteger(clues) && clues >= 0 && clues <= CELLS)) {
    return { code: 'bad-clues', message: `clue target must be an integer from ${MIN_CLUES} to ${CELLS}, got ${clues}` };
  }
  if (clues !== undefined && clues < MIN_CLUES) {
    return { code: 'bad-clues', message: `clue target ${clues} is impossible: no puzzle with fewer than ${MIN_CLUES} clues has exactly one solution (McGuire, Tugemann & Civario 2012)` };
  }
  if (maxAttempts !== undefined && !(Number.isInteger(maxAttempts) && maxAttempts >= 1)) {
    return { code: 'bad-budget', message: `maxAttempts must be a positive integer, got ${maxAttempts}` };
  }
  if (timeLimitMs !== undefined && !(timeLimitMs >= 0)) {
    return { code: 'bad-budget', message: `timeLimitMs must be >= 0, got ${timeLimitMs}` };
  }
  if (options.tier !== undefined || options.rating !== undefined) {
    if (options.tier !== undefined && options.rating !== undefined) return { code: 'bad-difficulty', message: 'give tier or rating, not both' };
    if (options.minimal || clues !== undefined) return { code: 'bad-difficulty', message: 'tier and rating cannot be combined with minimal or clues' };
    const r = options.rating;
    if (r !== undefined && !(r[0] <= r[1])) return { code: 'bad-difficulty', message: `rating must be [min, max] with min <= max, got [${r[0]}, ${r[1]}]` };
  }
  return undefined;
}

/** A uniformly random relabelling of digits applied in place: every digit equally likely per cell. */
function relabel(grid: Uint8Array, rng: Rng): void {
  const map = rng.shuffle(Uint8Array.from({ length: SIZE + 1 }, (_, d) => d).subarray(1));
  for (let i = 0; i < CELLS; i++) grid[i] = map[grid[i] - 1];
}

/** A random complete solution grid (each digit equally likely in each cell). */
export function randomSolution(rng: Rng, search = new GeneratorSearch()): Grid {
  checkRng('randomSolution', 'rng', rng);
  const grid = search.randomFill(rng);
  relabel(grid, rng);
  return grid;
}

interface Attempt {
  puzzle: Uint8Array;
  clues: number;
  minimal: boolean;
}

/** True when no single clue of a unique puzzle can be removed keeping it unique. */
function isMinimal(puzzle: Uint8Array, solution: Uint8Array, search: GeneratorSearch): boolean {
  for (let i = 0; i < CELLS; i++) {
    if (puzzle[i] === 0) continue;
    const digit = puzzle[i];
    puzzle[i] = 0;
    const removable = search.stillUnique(puzzle, [i], solution);
    puzzle[i] = digit;
    if (removable) return false;
  }
  return true;
}

/**
 * True when `puzzle` has exactly one solution and no single clue can be removed keeping it so.
 * (A check for callers; the generator itself never needs to recount the whole puzzle.)
 */
export function isMinimalPuzzle(puzzle: ArrayLike<number>): boolean {
  puzzle = readGrid('isMinimalPuzzle', 'puzzle', puzzle);
  const solution = new Uint8Array(CELLS);
  const search = new GeneratorSearch();
  if (solve(puzzle, { limit: 2 }).count !== 1) return false;
  solution.set(solve(puzzle).solution!);
  return isMinimal(Uint8Array.from(puzzle), solution, search);
}

/**
 * Remove orbits in the given order while the solution stays unique. `puzzle` must be unique (a
 * superset of a unique puzzle is); orbits already blank are skipped.
 */
function removalPass(
  puzzle: Uint8Array,
  solution: Uint8Array,
  orbits: (readonly number[])[],
  settings: GenerateSettings,
  search: GeneratorSearch,
): Attempt {
  let clues = 0;
  for (let i = 0; i < CELLS; i++) if (puzzle[i] !== 0) clues++;
  const { clues: target, minimal } = settings;
  const stopAtTarget = target !== undefined && !minimal;
  for (const orbit of orbits) {
    if (stopAtTarget && clues <= target) break;
    if (puzzle[orbit[0]] === 0) continue;
    if (stopAtTarget && clues - orbit.length < target) continue;
    for (const cell of orbit) puzzle[cell] = 0;
    if (search.stillUnique(puzzle, orbit, solution)) clues -= orbit.length;
    else for (const cell of orbit) puzzle[cell] = solution[cell];
  }
  // Without symmetry a full pass is minimal by construction (see the module comment).
  const isMin = !minimal || settings.symmetry === 'none' || isMinimal(puzzle, solution, search);
  return { puzzle, clues, minimal: isMin };
}

/** A local move: give back a few removed orbits, then remove again in a new random order. */
function perturb(
  current: Attempt,
  solution: Uint8Array,
  orbits: (readonly number[])[],
  settings: GenerateSettings,
  rng: Rng,
  search: GeneratorSearch,
): Attempt {
  const puzzle = current.puzzle.slice();
  const removed = orbits.filter((o) => puzzle[o[0]] === 0);
  let given = 0;
  for (let k = 0; k < removed.length && given < GIVE_BACK; k++) {
    const j = k + rng.int(removed.length - k);
    const orbit = removed[j];
    removed[j] = removed[k];
    removed[k] = orbit;
    for (const cell of orbit) puzzle[cell] = solution[cell];
    given += orbit.length;
  }
  return removalPass(puzzle, solution, rng.shuffle(orbits), settings, search);
}

function meets(a: Attempt, settings: GenerateSettings): boolean {
  if (settings.minimal && !a.minimal) return false;
  const target = settings.clues;
  if (target === undefined) return true;
  return settings.minimal ? a.clues <= target : a.clues === target;
}

/** Lower is better: requirement misses first, then distance to the clue target. */
function score(a: Attempt, settings: GenerateSettings): number {
  const missMinimal = settings.minimal && !a.minimal ? 1000 : 0;
  const target = settings.clues ?? 0;
  return missMinimal + Math.max(0, a.clues - target) + (settings.minimal ? 0 : Math.max(0, target - a.clues));
}

/**
 * A puzzle by clue removal alone (generate() without a difficulty target), for options
 * generate() has checked. Deterministic for a given seed and options.
 */
export function removeClues(options: GenerateOptions): GenerateResult {
  const settings: GenerateSettings = {
    seed: options.seed ?? randomSeed(),
    symmetry: options.symmetry ?? 'none',
    minimal: options.minimal ?? false,
    maxAttempts: options.maxAttempts ?? defaultMaxAttempts(options),
  };
  if (options.clues !== undefined) settings.clues = options.clues;
  if (options.timeLimitMs !== undefined) settings.timeLimitMs = options.timeLimitMs;

  const rng = createRng(settings.seed);
  const search = new GeneratorSearch();
  const orbits = symmetryOrbits(settings.symmetry).slice();
  const deadline = settings.timeLimitMs === undefined ? Infinity : Date.now() + settings.timeLimitMs;

  let best: { attempt: Attempt; solution: Uint8Array; score: number } | undefined;
  // Local search state: the puzzle the moves start from, on the grid `solution`.
  let current: { attempt: Attempt; solution: Uint8Array; score: number } | undefined;
  let stale = 0;
  let grid: Uint8Array | undefined;
  let reuse = 0;
  let attempts = 0;
  let stoppedBy: GenerateStop = 'attempts';
  // An exact target no symmetric pattern has: one pass for a best-effort puzzle, then stop.
  const unreachable = settings.clues !== undefined && !settings.minimal && !cluesReachable(settings.symmetry, settings.clues);
  for (;;) {
    let a: Attempt;
    let solution: Uint8Array;
    // Local moves help reach low clue counts; for symmetric minimality fresh grids do better (measured).
    if (!current || stale >= LOCAL_MOVES || settings.clues === undefined || !current.attempt.minimal) {
      if (reuse++ % gridReuse(orbits.length) === 0) grid = randomSolution(rng, search);
      solution = grid!;
      a = removalPass(solution.slice(), solution, rng.shuffle(orbits), settings, search);
      current = undefined;
    } else {
      solution = current.solution;
      a = perturb(current.attempt, solution, orbits, settings, rng, search);
    }
    attempts++;
    const s = score(a, settings);
    if (!current || s < current.score) {
      current = { attempt: a, solution, score: s };
      stale = 0;
    } else {
      if (s === current.score) current = { attempt: a, solution, score: s }; // sideways moves keep the walk going
      stale++;
    }
    if (!best || s < best.score) best = { attempt: a, solution, score: s };
    options.onProgress?.({ attempts, bestClues: best.attempt.clues });
    if (meets(a, settings)) {
      return { found: true, puzzle: a.puzzle, solution, clues: a.clues, seed: settings.seed, options: settings, attempts };
    }
    if (unreachable) {
      stoppedBy = 'unreachable';
      break;
    }
    const stop = budgetStop(attempts, settings.maxAttempts, options.signal, deadline);
    if (stop) {
      stoppedBy = stop;
      break;
    }
  }
  return {
    found: false,
    puzzle: best.attempt.puzzle,
    solution: best.solution,
    clues: best.attempt.clues,
    seed: settings.seed,
    options: settings,
    attempts,
    stoppedBy,
  };
}
