/**
 * Difficulty on Sudoku Explainer's scale. ER = hardest step on the path, EP = hardest step up
 * to and including the first placement, ED = the first step (SE's Solver.getDifficulty()).
 * A puzzle the ladder cannot finish needs more than it has; it is marked `beyond` and rated
 * "at least LADDER_TOP" (printed `9.0+`, or the hardest step reached if higher), never lower
 * without the mark. With an effort budget (RateOptions), a path the budget stops is rated from
 * the steps taken so far and marked `estimated`: lower bounds of SE's figures.
 */
import { deepFreeze } from '../freeze.js';
import { type Result, ok, err } from '../result.js';
import type { Grid } from '../grid/grid.js';
import { solve } from '../solve/solver.js';
import { LADDER_TOP, solveLogically } from '../logic/logic.js';
import type { Step } from '../logic/step.js';
import { traceHuman, humanSeconds } from './human.js';
import { checkBoolean, readGrid, checkNumber, checkOptions, describeValue } from '../validate.js';

/** A difficulty tier: a range of Sudoku Explainer's ER (see {@link TIERS}); `beyond` when the technique ladder cannot finish the puzzle. */
export type Tier = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' | 'diabolical' | 'beyond';

/**
 * The tiers on Sudoku Explainer's ER scale, easiest first, each with its highest ER. Each cut-off sits
 * where SE's ladder changes what a player must do, so a tier names a way of solving:
 * - easy ≤ 1.5: hidden singles only (full house 1.0, block 1.2, row/column 1.5);
 * - medium ≤ 2.5: direct pointing/claiming, direct hidden pairs/triplets and naked singles —
 *   still placements found by scanning, no pencil marks needed;
 * - hard ≤ 4.0: candidate eliminations by one pattern (locked candidates, naked/hidden pairs
 *   and triplets, X-Wing, Swordfish) — pencil marks needed;
 * - expert ≤ 6.0: wings, uniqueness, quads, Jellyfish, BUG — patterns over several houses;
 * - extreme ≤ 9.0: Aligned Pair/Triplet Exclusion and chains — cycles, forcing chains, Nishio,
 *   multiple and dynamic forcing chains up to a length bonus of +0.5 (SE 9.0);
 * - diabolical > 9.0: long dynamic chains and nested forcing chains (SE's "9+" puzzles).
 * A puzzle the ladder cannot finish is `beyond` (it needs nesting, so it is at least 9.0).
 * The SE-rated calibration puzzles fall 713 easy, 492 medium, 311 hard, 108 expert, 979
 * extreme, 113 diabolical: every tier is populated, so the generator can aim at each.
 */
export const TIERS: readonly { readonly tier: Exclude<Tier, 'beyond'>; readonly maxEr: number }[] = /* @__PURE__ */ deepFreeze([
  { tier: 'easy', maxEr: 1.5 },
  { tier: 'medium', maxEr: 2.5 },
  { tier: 'hard', maxEr: 4.0 },
  { tier: 'expert', maxEr: 6.0 },
  { tier: 'extreme', maxEr: 9.0 },
  { tier: 'diabolical', maxEr: Infinity },
]);

/** The tier of a Sudoku Explainer rating (ER), by {@link TIERS}. */
export function tierOf(er: number): Exclude<Tier, 'beyond'> {
  checkNumber('tierOf', 'er', er, { allowInfinity: true });
  for (const t of TIERS) if (er <= t.maxEr + 1e-9) return t.tier;
  return 'diabolical';
}

/** SE's figures for a solution path (rateSteps). */
export interface PathRating {
  er: number;
  ep: number;
  ed: number;
  /** EP / ED are also unknown (above the ladder) when the ladder stopped before reaching them. */
  epBeyond: boolean;
  edBeyond: boolean;
  tier: Tier;
  /** SE name of the step that first reached ER (for `beyond`: of the hardest step taken). */
  hardest: string;
  steps: Step[];
  /** The ladder could not finish: the puzzle needs techniques above LADDER_TOP. */
  beyond: boolean;
  /**
   * The effort budget stopped the path part way (RateOptions.budget): ER, EP and ED are lower
   * bounds, from the steps taken and the technique whose search was stopped.
   */
  estimated: boolean;
  /** The hardest step actually taken (equals er unless beyond or estimated). */
  reached: number;
  /** How many steps of each technique the path used. */
  techniques: Record<string, number>;
}

/** What rate() gives: SE's figures and the human time. */
export interface Rating extends PathRating {
  /** Expected solve time of a typical player, in minutes (human.ts). */
  minutes: number;
  /** The effort budget stopped the simulated player: `minutes` is a lower bound. */
  minutesEstimated: boolean;
}

/** Why a grid could not be rated: it has no solution, or several. */
export type RateErrorCode = 'unsolvable' | 'multiple';
/** A grid rate and expectedMinutes refuse, as a value: a code and a one-line message. */
export interface RateError {
  code: RateErrorCode;
  message: string;
}

/** Options of rate and expectedMinutes. */
export interface RateOptions {
  /**
   * Effort budget in units of chain-search work; unbounded by default, which is
   * SE's full search. Only puzzles that need deep nested chains come near RATE_BUDGET; a
   * rating the budget stopped is marked `estimated`.
   */
  budget?: number;
}

/**
 * The budget `sudokit rate` gives each puzzle (`rate(grid, { budget: RATE_BUDGET })`): about
 * 1.1 s of chain search on a 2026 laptop-class core, so that any puzzle is rated within about
 * 2 s. Puzzles rated up to about 9 on Sudoku Explainer's scale need under a quarter of it; of
 * the hardest known puzzles, about half need more, and their ratings are then `estimated`.
 */
export const RATE_BUDGET = 10_000_000;

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Rates a puzzle as Sudoku Explainer does: ER (the hardest step of the solution path), EP and
 * ED, the tier, the steps themselves, and the expected minutes of a typical player. A puzzle
 * with no solution or several gets a {@link RateError}, never a rating. Without a budget the
 * search is SE's full one, which takes seconds to minutes on the hardest puzzles; with
 * `options.budget` (e.g. {@link RATE_BUDGET}) it stops early and the rating is `estimated`.
 *
 * @example
 * const r = rate(parseGridOrThrow(puzzle));
 * if (r.ok) console.log(r.value.er, r.value.tier, r.value.minutes);
 */
export function rate(grid: Grid, options: RateOptions = {}): Result<Rating, RateError> {
  grid = readGrid('rate', 'grid', grid);
  checkNumber('rate', 'options.budget', checkOptions('rate', 'options', options, ['budget']).budget, { min: 0, allowInfinity: true, optional: true });
  const notUnique = uniquenessError(grid);
  if (notUnique) return err(notUnique);
  const rating = rateSteps(solveLogically(grid, { budget: options.budget }));
  const human = humanMinutes(grid);
  return ok({ ...rating, ...human });
}

/** Why a grid cannot be rated: no solution, or several (undefined when it has exactly one). */
function uniquenessError(grid: Grid): RateError | undefined {
  const count = solve(grid, { limit: 2 }).count;
  if (count === 0) return { code: 'unsolvable', message: 'the puzzle has no solution' };
  if (count > 1) return { code: 'multiple', message: 'the puzzle has more than one solution' };
  return undefined;
}

/**
 * `minutes` and `minutesEstimated` of a Rating, for a puzzle already known to be unique. The
 * simulated player does not use the technique solver, so no budget bounds it: it takes well
 * under a millisecond on any puzzle (`minutesEstimated` is false for every unique puzzle).
 */
export function humanMinutes(grid: Grid): { minutes: number; minutesEstimated: boolean } {
  grid = readGrid('humanMinutes', 'grid', grid);
  const trace = traceHuman(grid);
  return { minutes: humanSeconds(trace) / 60, minutesEstimated: trace.estimated };
}

/**
 * Expected solve time of a typical player, in minutes, alone (rate() gives it beside ER/EP/ED).
 * Cross-validated on people's times, it ranks puzzles with Spearman 0.71 (README: error bars).
 * `options.budget` is checked like rate()'s but has no effect here: the model needs no budget
 * (it is bounded by itself); the options stay so a caller can pass rate()'s.
 */
export function expectedMinutes(grid: Grid, options: RateOptions = {}): Result<{ minutes: number; estimated: boolean }, RateError> {
  grid = readGrid('expectedMinutes', 'grid', grid);
  checkNumber('expectedMinutes', 'options.budget', checkOptions('expectedMinutes', 'options', options, ['budget']).budget, { min: 0, allowInfinity: true, optional: true });
  const notUnique = uniquenessError(grid);
  if (notUnique) return err(notUnique);
  const { minutes, minutesEstimated } = humanMinutes(grid);
  return ok({ minutes, estimated: minutesEstimated });
}

/**
 * ER/EP/ED of a path, as SE's getDifficulty() computes them. For a path the budget stopped,
 * the step SE would take next rates at least the stopped technique's minRating, and comes
 * before any step not yet taken: ER, EP (if no placement yet) and ED (if no step yet) are
 * raised to that bound.
 */
/** rateSteps()'s argument: a LogicalSolution or the parts of one it reads. */
function checkPath(path: unknown): void {
  const p = checkOptions('rateSteps', 'path', path, ['steps', 'solved', 'final', 'stopped']);
  if (path === undefined || !Array.isArray(p.steps)) throw new TypeError(`rateSteps: path must be { steps, solved } as solveLogically returns it, got ${describeValue(path === undefined ? path : p.steps)}${path === undefined ? '' : ' as steps'}`);
  checkBoolean('rateSteps', 'path.solved', p.solved, false);
  p.steps.forEach((step: unknown, i: number) => {
    const s = checkOptions('rateSteps', `path.steps[${i}]`, step);
    if (step === undefined || typeof s.technique !== 'string' || typeof s.rating !== 'number' || !Array.isArray(s.placements)) {
      throw new TypeError(`rateSteps: path.steps[${i}] must be a Step { technique, rating, placements, ... }, got ${describeValue(step)}`);
    }
  });
  if (p.stopped !== undefined) {
    const s = checkOptions('rateSteps', 'path.stopped', p.stopped, ['technique', 'minRating']);
    if (typeof s.technique !== 'string') throw new TypeError(`rateSteps: path.stopped.technique must be a string, got ${describeValue(s.technique)}`);
    checkNumber('rateSteps', 'path.stopped.minRating', s.minRating);
  }
}

/** Rate a technique path (from solveLogically): its ER/EP/ED on Sudoku Explainer's scale and its tier. */
export function rateSteps(path: { steps: Step[]; solved: boolean; stopped?: { technique: string; minRating: number } }): PathRating {
  checkPath(path);
  let er = 0;
  let ep = 0;
  let ed = 0;
  let hardest = '';
  const techniques: Record<string, number> = {};
  for (const step of path.steps) {
    if (step.rating > er + 1e-9) {
      er = step.rating;
      hardest = step.technique;
    }
    if (!ep) {
      if (!ed) ed = er;
      if (step.placements.length) ep = er;
    }
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
  }
  const reached = round1(er); // the hardest step actually taken
  const stopped = path.stopped;
  if (stopped) {
    // the step in progress comes after every step taken and before the first placement to come
    if (stopped.minRating > er + 1e-9) {
      er = stopped.minRating;
      hardest = stopped.technique;
    }
    if (!ep) {
      ed ||= stopped.minRating;
      ep = er;
    }
  }
  const beyond = !path.solved && !stopped;
  const value = round1(er);
  const floor = Math.max(LADDER_TOP, value);
  return {
    er: beyond ? floor : value,
    // without a placement (or a step) before the ladder stopped, EP (ED) is above it too;
    // a grid given already full has no steps and rates 0.0 throughout
    ep: ep ? round1(ep) : beyond ? floor : value,
    ed: ed ? round1(ed) : beyond ? floor : value,
    epBeyond: !ep && beyond,
    edBeyond: !ed && beyond,
    tier: beyond ? 'beyond' : tierOf(value),
    hardest: hardest || 'none',
    steps: path.steps,
    beyond,
    estimated: !!stopped,
    reached,
    techniques,
  };
}

/** "2.6", or "6.2+" for a value above the ladder: SE's one-decimal format. */
export function formatRating(value: number, beyond = false): string {
  checkNumber('formatRating', 'value', value);
  checkBoolean('formatRating', 'beyond', beyond);
  return `${value.toFixed(1)}${beyond ? '+' : ''}`;
}
