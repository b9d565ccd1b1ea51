/**
 * The technique solver: apply the easiest technique that makes progress, then start again
 * from the easiest, as Sudoku Explainer's rater does. Techniques are a table in SE's order;
 * each is a function from the candidate grid to the first Step it finds (or null), so chains
 * and forcing chains slot in by adding rows.
 */
import { deepFreeze } from '../freeze.js';
import { Candidates } from '../grid/candidates.js';
import { solve } from '../solve/solver.js';
import type { Grid } from '../grid/grid.js';
import { type Step, applyStep } from './step.js';
import { findHiddenSingle, findNakedSingle } from './techniques/singles.js';
import { findDirectLocking, findLocking } from './techniques/intersections.js';
import { findHiddenSet, findNakedSet } from './techniques/subsets.js';
import { findFish } from './techniques/fish.js';
import { findXYWing, findXYZWing } from './techniques/wings.js';
import { findUniqueLoop } from './techniques/uniqueness.js';
import { findBug } from './techniques/bug.js';
import { findAlignedPairExclusion, findAlignedTripletExclusion } from './techniques/exclusion.js';
import { findChainsAndCycles } from './techniques/chains.js';
import { findForcingChains, NISHIO, MULTIPLE, DYNAMIC } from './techniques/forcing.js';
import { nestedMode as nested } from './techniques/nested.js';
import { namePattern } from './techniques/pattern-names.js';
import { EffortExceeded, withEffort } from '../solve/effort.js';
import { checkCandidates, readGrid, checkInteger, checkNumber, checkOptions } from '../validate.js';

/** A technique finder of the technique solver: its name, its lowest rating and the search itself. */
export interface Technique {
  /** Family name, for documentation and per-technique settings. */
  name: string;
  /** The lowest SE rating a step of this finder can have. */
  minRating: number;
  /** The first step of this technique in the grid, or null when there is none. */
  find: (grid: Candidates) => Step | null;
}

/** Sudoku Explainer 1.2.1.3's order (Solver.java): direct hints, then indirect ones. */
export const TECHNIQUES: readonly Readonly<Technique>[] = /* @__PURE__ */ deepFreeze([
  { name: 'Hidden Single', minRating: 1.0, find: findHiddenSingle },
  { name: 'Direct Intersections', minRating: 1.7, find: findDirectLocking },
  { name: 'Direct Hidden Pair', minRating: 2.0, find: (g) => findHiddenSet(g, 2, true) },
  { name: 'Naked Single', minRating: 2.3, find: findNakedSingle },
  { name: 'Direct Hidden Triplet', minRating: 2.5, find: (g) => findHiddenSet(g, 3, true) },
  { name: 'Intersections', minRating: 2.6, find: findLocking },
  { name: 'Naked Pair', minRating: 3.0, find: (g) => findNakedSet(g, 2) },
  { name: 'X-Wing', minRating: 3.2, find: (g) => findFish(g, 2) },
  { name: 'Hidden Pair', minRating: 3.4, find: (g) => findHiddenSet(g, 2, false) },
  { name: 'Naked Triplet', minRating: 3.6, find: (g) => findNakedSet(g, 3) },
  { name: 'Swordfish', minRating: 3.8, find: (g) => findFish(g, 3) },
  { name: 'Hidden Triplet', minRating: 4.0, find: (g) => findHiddenSet(g, 3, false) },
  { name: 'XY-Wing', minRating: 4.2, find: findXYWing },
  { name: 'XYZ-Wing', minRating: 4.4, find: findXYZWing },
  { name: 'Unique Loops', minRating: 4.5, find: findUniqueLoop },
  { name: 'Naked Quad', minRating: 5.0, find: (g) => findNakedSet(g, 4) },
  { name: 'Jellyfish', minRating: 5.2, find: (g) => findFish(g, 4) },
  { name: 'Hidden Quad', minRating: 5.4, find: (g) => findHiddenSet(g, 4, false) },
  { name: 'Bivalue Universal Grave', minRating: 5.6, find: findBug },
  { name: 'Aligned Pair Exclusion', minRating: 6.2, find: findAlignedPairExclusion },
  // chaining producers: each returns the easiest of all the hints it finds, as SE does
  { name: 'Forcing Chains & Cycles', minRating: 6.5, find: findChainsAndCycles },
  { name: 'Aligned Triplet Exclusion', minRating: 7.5, find: findAlignedTripletExclusion },
  { name: 'Nishio Forcing Chains', minRating: 7.5, find: (g) => findForcingChains(g, NISHIO) },
  { name: 'Multiple Forcing Chains', minRating: 8.0, find: (g) => findForcingChains(g, MULTIPLE) },
  { name: 'Dynamic Forcing Chains', minRating: 8.5, find: (g) => findForcingChains(g, DYNAMIC) },
  // nested forcing chains: each level hands the reduced grid to more rules (techniques/nested.ts)
  { name: 'Dynamic Forcing Chains (+)', minRating: 9.0, find: (g) => findForcingChains(g, nested(1)) },
  { name: 'Nested Forcing Chains (+ Forcing Chains)', minRating: 9.5, find: (g) => findForcingChains(g, nested(2)) },
  { name: 'Nested Forcing Chains (+ Multiple Forcing Chains)', minRating: 10.0, find: (g) => findForcingChains(g, nested(3)) },
  { name: 'Nested Forcing Chains (+ Dynamic Forcing Chains)', minRating: 10.5, find: (g) => findForcingChains(g, nested(4)) },
  { name: 'Nested Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))', minRating: 11.0, find: (g) => findForcingChains(g, nested(5)) },
]);

/**
 * What a puzzle the ladder cannot finish is rated: Sudoku Explainer's 20.0 ("no technique
 * applies"), marked `+`. With nested forcing chains up to level 5 the ladder is SE's whole
 * scale, so this is a safety net rather than a rating anyone should see.
 */
export const LADDER_TOP = 20.0;

/**
 * The top of the ladder without nesting (Dynamic Forcing Chains and their length bonus stay
 * below SE's 9.0 + bonus): nested chains take seconds per step, so searches that rate many
 * candidate puzzles (the generator) stop here.
 */
export const UNNESTED_TOP = 9.0;

/** Grids known to have one solution (checked once per grid object, not per step). */
const UNIQUE_CHECKED = new WeakSet<Candidates>();

/**
 * The technique search ends on grids with one solution; on an open grid (an empty one, a puzzle
 * with clues left out) forcing chains have no end in practice: such a call is refused up front.
 */
function checkUniqueGrid(fn: string, grid: Candidates): void {
  if (UNIQUE_CHECKED.has(grid)) return;
  const { count } = solve(grid.values, { limit: 2 });
  if (count !== 1) {
    throw new RangeError(`${fn}: the grid must have exactly one solution, it has ${count === 0 ? 'none' : 'several'} (check with solve() first; rate() and hint() answer such grids with a typed error)`);
  }
  UNIQUE_CHECKED.add(grid);
}

/**
 * The easiest next step in a candidate grid, trying `techniques` in order (default
 * {@link TECHNIQUES}, Sudoku Explainer's), or null when none applies. The grid must have
 * exactly one solution (a RangeError otherwise). `trying.technique`, when given, is set to the
 * technique being searched (to report which one a long search is in).
 */
export function nextStep(grid: Candidates, techniques: readonly Technique[] = TECHNIQUES, trying?: { technique: Technique | null }): Step | null {
  checkCandidates('nextStep', 'grid', grid);
  if (!Array.isArray(techniques)) throw new TypeError('nextStep: techniques must be an array of techniques');
  checkUniqueGrid('nextStep', grid);
  for (const t of techniques) {
    if (trying) trying.technique = t;
    const step = t.find(grid);
    // chain steps a finned fish, colouring or ALS-XZ explains get that name (rating stays SE's)
    if (step) return step.rating >= 6.5 ? namePattern(grid, step) : step;
  }
  return null;
}

/** What solveLogically returns: the steps taken, whether they solved the grid, and where they stopped. */
export interface LogicalSolution {
  /** The steps, in order. */
  steps: Step[];
  /** True when the grid was completed. */
  solved: boolean;
  /** The grid where the ladder stopped (solved, stuck, or out of budget). */
  final: Candidates;
  /**
   * Set when the effort budget ran out: the technique whose search it stopped. Every technique
   * before it had found nothing there, so the step SE takes next rates at least `minRating`
   * (the least minRating of this technique and the ones after it).
   */
  stopped?: { technique: string; minRating: number };
}

/** Options of solveLogically. */
export interface LogicOptions {
  /** Stop after this many steps (default: no limit). */
  maxSteps?: number;
  /**
   * Effort budget for the whole path, in units of chain-search work; unbounded by
   * default. A search that would exceed it stops, and so does the path.
   */
  budget?: number;
}

/** Solve step by step from the givens until solved, stuck, or out of budget. */
export function solveLogically(puzzle: Grid | Candidates, options: LogicOptions = {}): LogicalSolution {
  if (!(puzzle instanceof Candidates)) puzzle = readGrid('solveLogically', 'puzzle', puzzle);
  const checked = checkOptions('solveLogically', 'options', options, ['maxSteps', 'budget']);
  checkInteger('solveLogically', 'options.maxSteps', checked.maxSteps, 0, Number.MAX_SAFE_INTEGER, true);
  checkNumber('solveLogically', 'options.budget', checked.budget, { min: 0, allowInfinity: true, optional: true });
  const grid = puzzle instanceof Candidates ? puzzle.clone() : Candidates.fromGrid(puzzle);
  if (!(checked.budget !== undefined && Number.isFinite(checked.budget))) checkUniqueGrid('solveLogically', grid);
  else UNIQUE_CHECKED.add(grid); // a finite budget bounds the search on any grid
  const steps: Step[] = [];
  const max = options.maxSteps ?? 2000;
  const trying: { technique: Technique | null } = { technique: null };
  let stopped: LogicalSolution['stopped'];
  withEffort(options.budget ?? Infinity, () => {
    try {
      while (!grid.isSolved() && steps.length < max) {
        const step = nextStep(grid, TECHNIQUES, trying);
        if (!step) break;
        applyStep(grid, step);
        steps.push(step);
      }
    } catch (e) {
      if (!(e instanceof EffortExceeded) || !trying.technique) throw e;
      // SE's next step comes from this technique or a later one
      const rest = TECHNIQUES.slice(TECHNIQUES.indexOf(trying.technique));
      stopped = { technique: trying.technique.name, minRating: Math.min(...rest.map((t) => t.minRating)) };
    }
  });
  return { steps, solved: grid.isSolved(), final: grid, ...(stopped ? { stopped } : {}) };
}
