/**
 * Generation to a technique (`generate --technique NAME`): a unique puzzle whose logical solution
 * (the rater's easiest-first path, logic.ts) uses the technique, cannot be finished without it or
 * something at least as hard, and (unless `atLeast`) has no harder step.
 *
 * Steered, not generate-and-reject. A random puzzle (one removal pass, generator.ts) is walked
 * with the ladder cut at the technique's row:
 * - before the technique appears, only steps easier than it are taken (for XY-Chain also other
 *   chains up to a rating, technique-before.ts, the technique then arriving at least as hard
 *   as every one). Where none applies and
 *   the technique does not either, a few unsolved cells are tried as clues (lookAhead): the first
 *   after which easier steps lead to the technique is given; if none, the solution digit of a
 *   cell with the fewest candidates (its whole symmetry orbit) is. Each stuck point is a fresh
 *   chance for the technique, so one grid yields many positions to try;
 * - once it appears, steps up to the hardest technique step so far are taken, and where the walk
 *   would need more a clue is given — one that, present from the start, still leaves the
 *   technique on the path with only easier steps before it (giveSafeClue).
 * The result is then checked from scratch (checkTechniquePuzzle): a failed check costs one
 * attempt. Patterns that are rare at stuck points (fish, subsets, finned fish, colouring,
 * X-Chains) are planted instead, without symmetry (technique-plant.ts): the walk then starts
 * from a puzzle with the pattern's room kept open, or the fish is laid out from the start; a
 * Naked or Hidden Quad is shaped into its box from the start (technique-quad.ts).
 * For Finned Fish and Simple Colouring (chain steps the rater renames, pattern-names.ts) the
 * walk first asks whether the pattern is in the grid at all: if not, the chain row is not
 * searched. Hidden singles are placed a round at a time (placeHiddenSingles:
 * the same state as one at a time). `npm run bench -- techniques` has the figures. (About 480
 * lines: the walk, its helpers and the check it must agree with belong together.)
 *
 * "Easier" and "harder" compare SE ratings, except that a step of the target counts at least at
 * the technique's rating (targetRating): SE rates a Direct Pointing 1.7, a player sees a pointing.
 */
import type { Grid } from '../grid/grid.js';
import { CELLS, SIZE, UNITS } from '../grid/units.js';
import { Candidates } from '../grid/candidates.js';
import { TECHNIQUES, UNNESTED_TOP, nextStep, type Technique } from '../logic/logic.js';
import { namePattern } from '../logic/techniques/pattern-names.js';
import { findFinnedFish } from '../logic/techniques/finned-fish.js';
import { findColouring } from '../logic/techniques/colouring.js';
import { applyStep, type Step } from '../logic/step.js';
import { RATE_BUDGET, rate, humanMinutes, type Rating } from '../rate/rating.js';
import { solve } from '../solve/solver.js';
import { createRng, deriveSeed, randomSeed, type Rng, type Seed } from './rng.js';
import { SYMMETRY_NAMES, symmetryOrbits, type SymmetryName } from './symmetry.js';
import { budgetStop, removeClues, type AbortSignalLike, type GenerateStop } from './generator.js';
import { findTechnique, ladderRowOf, stepIsTechnique, TECHNIQUE_LIST, type TechniqueInfo } from '../logic/technique-list.js';
import type { MinutesRange } from './minutes-target.js';
import { lookCells, preCap } from './technique-before.js';
import { canLayOut, plantAttempt, plantFocus, plantMinOpen, plantPattern } from './technique-plant.js';
import { plantQuad } from './technique-quad.js';
import { checkBoolean, checkStep, checkGrid, checkInteger, checkName, checkNumber, checkOptions, checkSeed, checkSignal } from '../validate.js';

const EPS = 1e-9;

/**
 * The technique aimed at, and the highest SE rating any step may have (options.maxRating).
 * `info` is the list's own entry (stepIsTechnique finds it at once, a copy it looks up);
 * `present`, for a technique whose steps are chain steps renamed (pattern-names.ts), tells
 * whether its pattern is in the grid at all: without it the chain row's step cannot be the
 * technique, so a walk before the technique treats that row as stuck without searching it.
 * `singles`: hidden singles are placed all at once (placeHiddenSingles), true when neither the
 * technique nor the cap is a hidden single's rating. `pre`: other steps the walk may take before
 * the technique, up to this rating (technique-before.ts; -Infinity: only easier ones); `look`:
 * how many cells lookAhead tries.
 */
type Target = TechniqueInfo & { cap: number; info: TechniqueInfo; present?: (masks: Uint16Array) => boolean; singles: boolean; pre: number; look: number };

/**
 * May the walk take `step` before the technique appears? Steps easier than the technique
 * always; with Target.pre (technique-before.ts) others up to that rating too.
 */
const before = (step: Step, t: Target) => step.rating < t.rating - EPS || step.rating <= t.pre + EPS;

/**
 * Is `step` the technique's step that makes it the path's hardest so far (`hardest`: the
 * hardest step taken before it)? Its rating as a player meets it is at least every earlier one.
 */
const arrives = (step: Step, t: Target, hardest: number) => stepIsTechnique(step, t.info) && targetRating(step, t) >= hardest - EPS;

/** The chain row's rating (logic.ts 'Forcing Chains & Cycles'). */
const CHAIN_ROW = 6.5;

/** Pattern tests for Target.present: any such pattern with an elimination. */
const PRESENT: Readonly<Record<string, (masks: Uint16Array) => boolean>> = {
  'finned-fish': (masks) => findFinnedFish(masks, () => true) !== null,
  'simple-colouring': (masks) => findColouring(masks, () => true) !== null,
};

/** Options of generateForTechnique. */
export interface TechniqueTargetOptions {
  seed?: Seed;
  symmetry?: SymmetryName;
  /** Let the hardest step be harder than the technique (it must still be needed). */
  atLeast?: boolean;
  /** No step of the path rated above this (SE scale), e.g. 2.5 for puzzles without notes. */
  maxRating?: number;
  /** The puzzle's ER (hardest step, SE scale) at least this: to keep a level's tier. */
  minRating?: number;
  /** Expected minutes (human.ts), both inclusive: digits are given back to get under the top. */
  minutes?: MinutesRange;
  /** Budget: grids walked, default DEFAULT_TECHNIQUE_ATTEMPTS. Deterministic. */
  maxAttempts?: number;
  /** Budget: wall-clock milliseconds (default none). */
  timeLimitMs?: number;
  signal?: AbortSignalLike;
}

/** What generateForTechnique returns: the puzzle (when found), its rating and the attempts it took. */
export interface TechniqueTargetResult {
  found: boolean;
  technique: TechniqueInfo;
  /** When found: unique, checked by checkTechniquePuzzle, rated by rate(). */
  puzzle?: Grid;
  solution?: Grid;
  rating?: Rating;
  seed: Seed;
  /** The seed of the attempt that found it (attemptTechnique remakes the puzzle from it). */
  attemptSeed?: number;
  attempts: number;
  stoppedBy?: GenerateStop;
}

/** Attempts generateForTechnique makes when `maxAttempts` is not given. */
export const DEFAULT_TECHNIQUE_ATTEMPTS = 2000;

/** The ladder without nested chains: what an at-least walk may use after the technique. */
const UNNESTED = TECHNIQUES.filter((t) => t.minRating < UNNESTED_TOP - EPS);

/**
 * A target step's rating as a player meets it: SE rates a Direct Pointing (a pointing that ends
 * in a single) 1.7, but the player saw a pointing (2.6). Other steps keep SE's rating.
 */
export function targetRating(step: Step, t: TechniqueInfo): number {
  checkStep('targetRating', 'step', step);
  if (typeof (t as { rating?: unknown } | null)?.rating !== 'number') throw new TypeError('targetRating: t must be an entry of TECHNIQUE_LIST');
  return Math.max(step.rating, t.rating);
}

function resolve(fn: string, technique: string | TechniqueInfo): TechniqueInfo {
  if (typeof technique === 'string') {
    const t = findTechnique(technique);
    if (!t) throw new RangeError(`${fn}: unknown technique '${technique}' (see TECHNIQUE_LIST)`);
    return t;
  }
  const t = TECHNIQUE_LIST.find((x) => x.id === (technique as { id?: unknown })?.id);
  if (!t) throw new TypeError(`${fn}: technique must be a name or an entry of TECHNIQUE_LIST`);
  return t;
}

/** What checkTechniquePuzzle says of a puzzle: whether it needs the technique, and why not. */
export interface TechniqueCheck {
  ok: boolean;
  /** Why not, in a few words (when !ok). */
  reason?: string;
  /** The rater's path (when the ladder finished it). */
  steps?: Step[];
}

/**
 * The rule generateForTechnique promises, checked from scratch on a unique puzzle: the rater's
 * path finishes, contains a step of the technique, has no harder step (unless atLeast), and
 * the ladder without the technique and everything rated at or above it (or above maxRating)
 * gets stuck.
 */
export function checkTechniquePuzzle(puzzle: Grid, technique: string | TechniqueInfo, options: { atLeast?: boolean; maxRating?: number } = {}): TechniqueCheck {
  checkGrid('checkTechniquePuzzle', 'puzzle', puzzle);
  const o = checkOptions('checkTechniquePuzzle', 'options', options);
  checkBoolean('checkTechniquePuzzle', 'options.atLeast', o.atLeast);
  checkNumber('checkTechniquePuzzle', 'options.maxRating', o.maxRating, { optional: true });
  const t = resolve('checkTechniquePuzzle', technique);
  if (solve(puzzle, { limit: 2 }).count !== 1) return { ok: false, reason: 'not unique' };
  const ladder = options.atLeast ? UNNESTED : TECHNIQUES.slice(0, ladderRowOf(t) + 1);
  const grid = Candidates.fromGrid(puzzle);
  const steps: Step[] = [];
  // a prefix of the ladder that finishes the puzzle takes the rater's steps exactly
  while (!grid.isSolved()) {
    const step = nextStep(grid, ladder);
    if (!step) return { ok: false, reason: options.atLeast ? 'the ladder without nested chains cannot finish it' : 'needs a technique harder than the target' };
    applyStep(grid, step);
    steps.push(step);
  }
  let hardestT = -1;
  let hardestOther = 0;
  for (const s of steps) {
    if (stepIsTechnique(s, t)) hardestT = Math.max(hardestT, targetRating(s, t));
    else hardestOther = Math.max(hardestOther, s.rating);
  }
  if (hardestT < 0) return { ok: false, reason: 'the technique is not on the path', steps };
  if (options.maxRating !== undefined && steps.some((s) => s.rating > options.maxRating! + EPS)) return { ok: false, reason: 'a step is rated above maxRating', steps };
  if (!options.atLeast && hardestOther > hardestT + EPS) return { ok: false, reason: 'a harder step is on the path', steps };
  if (finishesWithout(puzzle, t, ladder, options.maxRating ?? Infinity)) return { ok: false, reason: 'easier techniques finish it', steps };
  return { ok: true, steps };
}

/**
 * True when steps easier than `t` (not of `t`, rated below it and at most `cap`) finish the
 * puzzle: with a cap (a level's tier) "easier" means easier techniques of that level.
 */
function finishesWithout(puzzle: Grid, t: TechniqueInfo, ladder: readonly Technique[], cap: number): boolean {
  const rows = ladder.filter((r) => r.minRating < t.rating - EPS);
  const grid = Candidates.fromGrid(puzzle);
  outer: while (!grid.isSolved()) {
    for (const row of rows) {
      const step = row.find(grid);
      if (step && !stepIsTechnique(step, t) && step.rating < t.rating - EPS && step.rating <= cap + EPS) {
        applyStep(grid, step);
        continue outer;
      }
    }
    return false;
  }
  return true;
}

/** Give the solution digit of one unsolved cell with the fewest candidates (and its orbit). */
function giveClue(grid: Candidates, puzzle: Uint8Array, solution: Grid, orbitOf: readonly (readonly number[])[], rng: Rng, avoid?: ReadonlySet<number>): void {
  let fewest = 10;
  const cells: number[] = [];
  for (let i = 0; i < CELLS; i++) {
    if (grid.values[i] || avoid?.has(i)) continue;
    let n = 0;
    for (let m = grid.masks[i]; m; m &= m - 1) n++;
    if (n < fewest) {
      fewest = n;
      cells.length = 0;
    }
    if (n === fewest) cells.push(i);
  }
  if (!cells.length) return giveClue(grid, puzzle, solution, orbitOf, rng);
  for (const cell of orbitOf[rng.pick(cells)]) {
    puzzle[cell] = solution[cell];
    if (!grid.values[cell]) grid.place(cell, solution[cell]);
  }
}

/** The highest rating of a hidden single (SE: 1.5 in a row or column). */
const HIDDEN_SINGLE = 1.5;

/**
 * Place every hidden single, round after round, until none is left: the state the ladder
 * reaches by taking them one at a time (it tries them first; each is a solution digit, and a
 * digit with one place in a house keeps it as other digits are placed, so the order does not
 * matter), with one scan of the houses per round instead of one per single.
 */
function placeHiddenSingles(grid: Candidates): void {
  for (;;) {
    const found: number[] = [];
    for (let u = 0; u < UNITS.length; u++) {
      for (let d = 1; d <= SIZE; d++) {
        const pos = grid.positions(u, d);
        if (pos && !(pos & (pos - 1))) found.push(UNITS[u][31 - Math.clz32(pos)] * 16 + d);
      }
    }
    if (!found.length) return;
    for (const f of found) if (!grid.values[f >> 4]) grid.place(f >> 4, f & 15);
  }
}

/**
 * Before the technique: try giving one of a few random unsolved cells (with its orbit); after
 * which the easier steps lead to a position where the technique is the ladder's next step
 * (arriving above `taken`, the hardest step the walk took so far)? The
 * first such cell is given (true); none: nothing changes (false).
 */
function lookAhead(t: Target, ladder: readonly Technique[], grid: Candidates, puzzle: Uint8Array, solution: Grid, orbitOf: readonly (readonly number[])[], rng: Rng, taken: number, avoid?: ReadonlySet<number>): boolean {
  const open: number[] = [];
  for (let i = 0; i < CELLS; i++) if (!grid.values[i] && !avoid?.has(i)) open.push(i);
  rng.shuffle(open);
  for (const cell of open.slice(0, t.look)) {
    const trial = grid.clone();
    for (const c of orbitOf[cell]) if (!trial.values[c]) trial.place(c, solution[c]);
    for (let hardest = taken; ; ) {
      if (t.singles) placeHiddenSingles(trial);
      if (trial.isSolved()) break;
      const step = next(trial, ladder, t);
      if (!step) break;
      if (step.rating > t.cap + EPS) break;
      if (arrives(step, t, hardest)) {
        for (const c of orbitOf[cell]) {
          puzzle[c] = solution[c];
          if (!grid.values[c]) grid.place(c, solution[c]);
        }
        return true;
      }
      if (!before(step, t)) break;
      hardest = Math.max(hardest, step.rating);
      applyStep(trial, step);
    }
  }
  return false;
}

/** One steered walk (module comment); the puzzle with the clues given, or null if the technique never came. */
function walk(t: Target, ladder: readonly Technique[], puzzle: Uint8Array, solution: Grid, orbitOf: readonly (readonly number[])[], atLeast: boolean, rng: Rng, avoid?: ReadonlySet<number>, minOpen = 0, house = avoid): Uint8Array | null {
  const grid = Candidates.fromGrid(puzzle);
  let seen = false;
  // before the technique: the hardest step taken (Target.pre); after: the hardest of its steps
  let hardest = 0;
  for (;;) {
    if (t.singles) placeHiddenSingles(grid);
    if (grid.isSolved()) break;
    const step = seen ? next(grid, atLeast ? UNNESTED : ladder) : next(grid, ladder, t);
    if (step && step.rating <= t.cap + EPS) {
      const isT = stepIsTechnique(step, t.info);
      const eff = isT ? targetRating(step, t) : step.rating;
      if (seen ? isT || atLeast || eff <= hardest + EPS : arrives(step, t, hardest) || before(step, t)) {
        if (!seen && isT && eff >= hardest - EPS) seen = true;
        if (!seen || isT) hardest = Math.max(hardest, eff);
        applyStep(grid, step);
        continue;
      }
    }
    if (seen) {
      if (!giveSafeClue(t, ladder, grid, puzzle, solution, orbitOf, rng)) return null;
      continue;
    }
    // Before the technique the walk gives up on this grid once few cells are left, or too few
    // of a planted subset's house (plantMinOpen).
    if (grid.values.filter((v) => v === 0).length < 12) return null;
    if (minOpen && [...house!].filter((c) => !grid.values[c]).length < minOpen) return null;
    if (!lookAhead(t, ladder, grid, puzzle, solution, orbitOf, rng, hardest, avoid)) giveClue(grid, puzzle, solution, orbitOf, rng, avoid);
  }
  return seen ? puzzle : null;
}

/** Cells a clue after the technique may go to before the walk gives up on the grid. */
const SAFE_TRIES = 8;

/**
 * After the technique: give a cell (fewest candidates first) whose clue, present from the start,
 * still leaves the technique as a step the path takes with only easier steps before it.
 */
function giveSafeClue(t: Target, ladder: readonly Technique[], grid: Candidates, puzzle: Uint8Array, solution: Grid, orbitOf: readonly (readonly number[])[], rng: Rng): boolean {
  const open: { cell: number; n: number }[] = [];
  for (let i = 0; i < CELLS; i++) {
    if (grid.values[i]) continue;
    let n = 0;
    for (let m = grid.masks[i]; m; m &= m - 1) n++;
    open.push({ cell: i, n });
  }
  rng.shuffle(open);
  open.sort((a, b) => a.n - b.n);
  for (const { cell } of open.slice(0, SAFE_TRIES)) {
    const orbit = orbitOf[cell].filter((c) => !puzzle[c]);
    for (const c of orbit) puzzle[c] = solution[c];
    if (reachesTechnique(puzzle, t, ladder)) {
      for (const c of orbit) if (!grid.values[c]) grid.place(c, solution[c]);
      return true;
    }
    for (const c of orbit) puzzle[c] = 0;
  }
  return false;
}

/** From the givens, do steps easier than the technique lead to a step of it? */
function reachesTechnique(puzzle: Grid, t: Target, ladder: readonly Technique[]): boolean {
  const grid = Candidates.fromGrid(puzzle);
  for (let hardest = 0; ; ) {
    if (t.singles) placeHiddenSingles(grid);
    if (grid.isSolved()) return false;
    const step = next(grid, ladder, t);
    if (!step || step.rating > t.cap + EPS) return false;
    if (arrives(step, t, hardest)) return true;
    if (!before(step, t)) return false;
    hardest = Math.max(hardest, step.rating);
    applyStep(grid, step);
  }
  return false;
}

/**
 * nextStep() without its uniqueness check: every grid here descends from a unique puzzle by
 * solution digits and sound steps, and the walk makes thousands of short-lived copies. Given
 * `before` (a walk before the technique), the chain row counts as stuck when the technique's
 * pattern is absent (Target.present): its step could not be the technique, and the rare
 * cycle rated below it (6.5), which the walk would take and go on, is given up.
 */
function next(grid: Candidates, ladder: readonly Technique[], before?: Target): Step | null {
  for (const row of ladder) {
    if (before?.present && row.minRating >= CHAIN_ROW - EPS && !before.present(grid.masks)) return null;
    const step = row.find(grid);
    if (step) return step.rating >= 6.5 ? namePattern(grid, step) : step;
  }
  return null;
}

const minutesOf = (g: Grid) => humanMinutes(g).minutes;

/**
 * A puzzle that needs `technique` (a name as findTechnique reads it, or an entry of
 * TECHNIQUE_LIST). Deterministic for a seed and options (unless timeLimitMs is set); when the
 * budget runs out, found is false and no puzzle is given.
 */
export function generateForTechnique(technique: string | TechniqueInfo, options: TechniqueTargetOptions = {}): TechniqueTargetResult {
  const fn = 'generateForTechnique';
  const o = checkOptions(fn, 'options', options);
  const t = resolve(fn, technique);
  checkSeed(fn, 'options.seed', o.seed);
  checkName(fn, 'options.symmetry', o.symmetry, SYMMETRY_NAMES);
  checkBoolean(fn, 'options.atLeast', o.atLeast);
  checkInteger(fn, 'options.maxAttempts', o.maxAttempts, 1, Number.MAX_SAFE_INTEGER, true);
  checkNumber(fn, 'options.timeLimitMs', o.timeLimitMs, { min: 0, allowInfinity: true, optional: true });
  checkSignal(fn, 'options.signal', o.signal);
  checkNumber(fn, 'options.maxRating', o.maxRating, { optional: true });
  checkNumber(fn, 'options.minRating', o.minRating, { optional: true });
  if (o.minutes !== undefined) {
    if (!Array.isArray(o.minutes) || o.minutes.length !== 2) throw new TypeError(`${fn}: options.minutes must be [MIN, MAX]`);
    checkNumber(fn, 'options.minutes[0]', o.minutes[0], { min: 0 });
    checkNumber(fn, 'options.minutes[1]', o.minutes[1], { min: 0 });
    if (o.minutes[0] > o.minutes[1]) throw new RangeError(`${fn}: options.minutes must have MIN <= MAX`);
  }
  const seed = options.seed ?? randomSeed();
  const symmetry = options.symmetry ?? 'none';
  const atLeast = !!options.atLeast;
  const maxAttempts = options.maxAttempts ?? DEFAULT_TECHNIQUE_ATTEMPTS;
  const deadline = options.timeLimitMs === undefined ? Infinity : Date.now() + options.timeLimitMs;
  let attempts = 0;
  for (;;) {
    const attemptSeed = deriveSeed(seed, attempts++);
    const r = attemptTechnique(t, attemptSeed, { symmetry, atLeast, minutes: options.minutes, maxRating: options.maxRating, minRating: options.minRating });
    if (r) return { found: true, technique: t, ...r, seed, attemptSeed, attempts };
    const stop = budgetStop(attempts, maxAttempts, options.signal, deadline);
    if (stop) return { found: false, technique: t, seed, attempts, stoppedBy: stop };
  }
}

/** One attempt of the steered search (attemptTechnique), reproducible from its seed. */
export interface TechniqueAttempt {
  puzzle: Grid;
  solution: Grid;
  rating: Rating;
}

/**
 * One attempt of generateForTechnique (one grid walked), deterministic for its seed: the
 * puzzle, or null. generateForTechnique's result names the attempt's seed (`attemptSeed`), so a
 * puzzle can be remade, or a long search sliced, one attempt at a time.
 */
export function attemptTechnique(technique: string | TechniqueInfo, attemptSeed: Seed, options: Pick<TechniqueTargetOptions, 'symmetry' | 'atLeast' | 'minutes' | 'maxRating' | 'minRating'> = {}): TechniqueAttempt | null {
  const info = resolve('attemptTechnique', technique);
  const cap = options.maxRating ?? Infinity;
  const t: Target = { ...info, cap, info, present: PRESENT[info.id], singles: info.rating > HIDDEN_SINGLE + EPS && cap >= HIDDEN_SINGLE - EPS, pre: preCap(info), look: lookCells(info) };
  checkSeed('attemptTechnique', 'attemptSeed', attemptSeed);
  const symmetry = options.symmetry ?? 'none';
  const atLeast = !!options.atLeast;
  const ladder = TECHNIQUES.slice(0, ladderRowOf(t) + 1);
  const orbits = symmetryOrbits(symmetry);
  const orbitOf: (readonly number[])[] = [];
  for (const orbit of orbits) for (const cell of orbit) orbitOf[cell] = orbit;
  const rng = createRng(attemptSeed);
  const check = (p: Grid) => checkTechniquePuzzle(p, t, { atLeast, maxRating: options.maxRating }).ok;
  // planted only without symmetry: the levels' recorded deals (rotational) keep the walk
  const focus = symmetry === 'none' ? plantFocus(t) : undefined;
  let puzzle: Uint8Array | null;
  let solution: Grid;
  if (canLayOut(t) && symmetry === 'none') {
    const finish = (p: Uint8Array, s: Grid) => walk(t, ladder, p, s, orbitOf, atLeast, rng);
    const planted = plantPattern({ t: info, cap: t.cap, ladder, next, atLeast, unnested: UNNESTED, check, finish }, rng);
    if (!planted) return null;
    ({ puzzle, solution } = planted);
  } else if (focus) {
    // a quad is shaped into its box from the start (technique-quad.ts): the box must stay open
    const quad = t.id === 'hidden-quad' || t.id === 'naked-quad';
    const planted: (NonNullable<ReturnType<typeof plantAttempt>> & { house?: ReadonlySet<number> }) | null = quad ? plantQuad(t.id === 'naked-quad', rng) : plantAttempt(focus, orbitOf, rng);
    if (!planted) return null;
    solution = planted.solution;
    puzzle = walk(t, ladder, planted.puzzle, solution, orbitOf, atLeast, rng, planted.open, plantMinOpen(t), planted.house ?? planted.open);
  } else {
    const g = removeClues({ seed: rng.int(2 ** 30), symmetry });
    solution = g.solution;
    puzzle = walk(t, ladder, g.puzzle.slice(), solution, orbitOf, atLeast, rng);
  }
  if (puzzle && options.minutes) puzzle = intoMinutes(puzzle, solution, orbits, options.minutes, rng, check);
  if (!puzzle || !check(puzzle)) return null;
  const rated = rate(puzzle, { budget: RATE_BUDGET });
  if (!rated.ok || rated.value.er < (options.minRating ?? 0) - EPS || (options.minutes && !(rated.value.minutes >= options.minutes[0] && rated.value.minutes <= options.minutes[1]))) return null;
  return { puzzle, solution, rating: rated.value };
}

/**
 * The puzzle with the fewest empty orbits given back (a random order) whose expected time is at
 * most the range's top, or null when it is already below the range's bottom. When that puzzle
 * fails `check` (a clue given back made the technique unneeded: the hard level's hidden pairs
 * often), the orbits are given back one at a time instead, each kept only while the check still
 * passes.
 */
function intoMinutes(puzzle: Uint8Array, solution: Grid, orbits: readonly (readonly number[])[], [lo, hi]: MinutesRange, rng: Rng, check: (p: Grid) => boolean): Uint8Array | null {
  const m = minutesOf(puzzle);
  if (m < lo) return null;
  if (m <= hi) return puzzle;
  const empty = rng.shuffle(orbits.filter((o) => o.every((c) => !puzzle[c])).slice());
  const withFirst = (k: number) => {
    const p = puzzle.slice();
    for (let i = 0; i < k; i++) for (const c of empty[i]) p[c] = solution[c];
    return p;
  };
  let fast = empty.length;
  let slow = 0;
  while (fast - slow > 1) {
    const mid = (fast + slow) >> 1;
    if (minutesOf(withFirst(mid)) <= hi) fast = mid;
    else slow = mid;
  }
  const first = withFirst(fast);
  if (check(first)) return first;
  const p = puzzle.slice();
  for (const orbit of empty) {
    for (const c of orbit) p[c] = solution[c];
    const now = minutesOf(p);
    if (now < lo || !check(p)) for (const c of orbit) p[c] = 0;
    else if (now <= hi) return p;
  }
  return null;
}
