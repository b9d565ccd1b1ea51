/**
 * Planting for generateForTechnique (technique-target.ts): build the conditions for the
 * technique's pattern into the puzzle on purpose instead of waiting for the steered walk to meet
 * it at a stuck point.
 *
 * Why the rare patterns are rare: a fish of n lines on digit d, when d still has k unsolved
 * lines, has a complementary fish of k − n lines with the same eliminations, and a subset of n
 * cells in a house with k empty cells has a complementary subset (naked ↔ hidden) of k − n. The
 * rater takes the smaller, easier one, so a Jellyfish is the next step only while d is placed at
 * most once (k ≥ 8), a Naked Quad only in a house with at most one digit, a Hidden Quad only in
 * an empty house. Single-digit chains (colouring, X-Chains) likewise need a digit with many
 * candidates left late in the solution. A random puzzle, walked, rarely keeps that.
 *
 * So the technique's room is planted, in one of two ways (both without symmetry only: the
 * levels' recorded rotational deals keep the plain walk):
 * - a focus kept open (plantAttempt; subsets, colouring, X-Chain): from a random
 *   solution, all cells of one digit or of one house are emptied first, the other clues removed
 *   while the puzzle stays unique, and the steered walk then never gives a focus cell as a clue;
 * - the pattern laid out (plantPattern; Swordfish, Jellyfish): the fish's lines are given
 *   outside the fish's columns and its digit nowhere, so the fish is in the candidates from the
 *   start; the other clues are removed one by one, each kept while the puzzle stays unique and
 *   easier steps still finish it. A removal after which the technique comes next is a puzzle
 *   to finish (the walk's second half, then the full check); one after which something else is
 *   needed is undone. One grid offers some thirty such positions, all with the pattern in place.
 * Laying out subsets the same way was tried and found nothing: the clues that shape a quad
 * also hand its house easy singles, so the house fills before the ladder is stuck. A digit kept
 * open for finned fish did worse than the plain walk over five seeds (README), so it walks.
 * Figures (before/after): README, "Generating to a technique".
 */
import type { Grid } from '../grid/grid.js';
import { CELLS, SIZE, UNITS, colOf, rowOf } from '../grid/units.js';
import { Candidates } from '../grid/candidates.js';
import type { Technique } from '../logic/logic.js';
import { applyStep, type Step } from '../logic/step.js';
import { stepIsTechnique, type TechniqueInfo } from '../logic/technique-list.js';
import { GeneratorSearch } from './generator-search.js';
import { randomSolution } from './generator.js';
import type { Rng } from './rng.js';

/** What is kept open for a technique: one digit's cells or one house's cells. */
export type PlantFocus = 'digit' | 'house';

const FOCUS: Readonly<Record<string, PlantFocus>> = {
  'simple-colouring': 'digit',
  'x-chain': 'digit',
  'naked-triple': 'house',
  'hidden-triple': 'house',
  'naked-quad': 'house',
  'hidden-quad': 'house',
};

/** The focus planting uses for a technique, or undefined when the walk alone is used. */
export function plantFocus(t: TechniqueInfo): PlantFocus | undefined {
  return FOCUS[t.id];
}

/**
 * The fewest open cells a subset's house must keep until the subset is the next step (module
 * comment: with fewer, the complementary subset is easier and comes first); the walk gives up on
 * a grid as soon as its house has fewer.
 */
const MIN_OPEN: Readonly<Record<string, number>> = { 'naked-triple': 6, 'hidden-triple': 7, 'naked-quad': 8, 'hidden-quad': 9 };

/** MIN_OPEN for a technique (0 when it has no such bound). */
export function plantMinOpen(t: TechniqueInfo): number {
  return MIN_OPEN[t.id] ?? 0;
}

/**
 * A minimal puzzle with the focus kept open (module comment): a random solution, the focus
 * emptied, then the other clues removed in random order (whole orbits) while the puzzle stays
 * unique. `open`: the focus cells, which the walk then never gives as clues.
 */
export function plantAttempt(focus: PlantFocus, orbitOf: readonly (readonly number[])[], rng: Rng): { puzzle: Uint8Array; solution: Grid; open: ReadonlySet<number> } | null {
  const search = new GeneratorSearch();
  const solution = randomSolution(rng, search);
  const puzzle = solution.slice();
  const open = new Set<number>();
  if (focus === 'digit') {
    const d = 1 + rng.int(9);
    for (let i = 0; i < CELLS; i++) if (solution[i] === d) for (const c of orbitOf[i]) open.add(c);
  } else {
    for (const i of UNITS[rng.int(UNITS.length)]) for (const c of orbitOf[i]) open.add(c);
  }
  for (const c of open) puzzle[c] = 0;
  if (open.size && !search.stillUnique(puzzle, [...open], solution)) return null;
  const seen = new Set<number>();
  const orbits: (readonly number[])[] = [];
  for (let i = 0; i < CELLS; i++) {
    if (open.has(i) || seen.has(orbitOf[i][0])) continue;
    seen.add(orbitOf[i][0]);
    orbits.push(orbitOf[i]);
  }
  rng.shuffle(orbits);
  for (const orbit of orbits) {
    for (const c of orbit) puzzle[c] = 0;
    if (!search.stillUnique(puzzle, orbit, solution)) for (const c of orbit) puzzle[c] = solution[c];
  }
  return { puzzle, solution, open };
}

/** Fish laid out cell by cell (plantPattern), by the number of lines. */
const LAYOUTS: Readonly<Record<string, number>> = { swordfish: 3, jellyfish: 4 };

/** True when plantPattern can lay out the technique's pattern. */
export function canLayOut(t: TechniqueInfo): boolean {
  return t.id in LAYOUTS;
}

/**
 * A fish of n rows (or columns) on a digit d of the solution: `open` (d's cells) never given,
 * `keep` (the cells of those lines outside d's n columns) always given, so that from the start
 * d's places in the lines are in those columns.
 */
function layOutFish(n: number, solution: Grid, rng: Rng): { open: Set<number>; keep: Set<number> } {
  const open = new Set<number>();
  const keep = new Set<number>();
  const d = 1 + rng.int(SIZE);
  const byRows = rng.int(2) === 0;
  const lineOf = byRows ? rowOf : colOf;
  const crossOf = byRows ? colOf : rowOf;
  const lines = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8]).slice(0, n);
  const cross = new Set<number>();
  for (let i = 0; i < CELLS; i++) {
    if (solution[i] !== d) continue;
    open.add(i);
    if (lines.includes(lineOf[i])) cross.add(crossOf[i]);
  }
  for (let i = 0; i < CELLS; i++) if (lines.includes(lineOf[i]) && !cross.has(crossOf[i])) keep.add(i);
  return { open, keep };
}

/** What plantPattern needs from the search that calls it. */
export interface PlantContext {
  t: TechniqueInfo;
  /** The highest rating a step may have (a level's tier). */
  cap: number;
  /** TECHNIQUES cut at the technique's row. */
  ladder: readonly Technique[];
  /** The ladder's next step (nextStep without its uniqueness check). */
  next: (grid: Candidates, ladder: readonly Technique[]) => Step | null;
  /** Harder steps may follow the technique; then they come from `unnested`. */
  atLeast: boolean;
  unnested: readonly Technique[];
  /** The full check (checkTechniquePuzzle) of a puzzle whose path reach() found right. */
  check: (puzzle: Grid) => boolean;
  /** The walk's second half (clues where the path would need more than the technique), or null. */
  finish: (puzzle: Uint8Array, solution: Grid) => Uint8Array | null;
}

/**
 * The rater's path from the givens, as planting reads it: 'solved' by steps easier than the
 * technique alone; 'clean' when the technique comes with only easier steps before it and the
 * rest is finished by steps no harder than its hardest (any, with atLeast); 'target' when it
 * comes so but the rest needs more; else 'stuck'.
 */
function reach(ctx: PlantContext, puzzle: Grid): 'solved' | 'clean' | 'target' | 'stuck' {
  const grid = Candidates.fromGrid(puzzle);
  let hardest = -1;
  while (!grid.isSolved()) {
    const step = ctx.next(grid, hardest >= 0 && ctx.atLeast ? ctx.unnested : ctx.ladder);
    if (!step || step.rating > ctx.cap + 1e-9) return hardest < 0 ? 'stuck' : 'target';
    if (stepIsTechnique(step, ctx.t)) hardest = Math.max(hardest, step.rating, ctx.t.rating);
    else if (hardest < 0 ? step.rating >= ctx.t.rating - 1e-9 : !ctx.atLeast && step.rating > hardest + 1e-9) return hardest < 0 ? 'stuck' : 'target';
    applyStep(grid, step);
  }
  return hardest < 0 ? 'solved' : 'clean';
}

/**
 * One attempt with the fish laid out (layOutFish) on a random solution, without symmetry: the
 * other clues are removed in random order, each removal kept while the puzzle stays unique and
 * easier steps still finish it; a removal after which the technique is the next step goes to
 * `finish`; one after which something else is needed is undone. The finished puzzle, or null.
 */
export function plantPattern(ctx: PlantContext, rng: Rng): { puzzle: Uint8Array; solution: Grid } | null {
  const search = new GeneratorSearch();
  const solution = randomSolution(rng, search);
  const { open, keep } = layOutFish(LAYOUTS[ctx.t.id], solution, rng);
  const puzzle = solution.slice();
  for (const c of open) puzzle[c] = 0;
  if (!search.stillUnique(puzzle, [...open], solution)) return null;
  const cells: number[] = [];
  for (let i = 0; i < CELLS; i++) if (!open.has(i) && !keep.has(i)) cells.push(i);
  for (const c of rng.shuffle(cells)) {
    puzzle[c] = 0;
    if (search.stillUnique(puzzle, [c], solution)) {
      const where = reach(ctx, puzzle);
      if (where === 'solved') continue;
      if (where === 'clean' && ctx.check(puzzle)) return { puzzle, solution };
      if (where === 'target') {
        const done = ctx.finish(puzzle.slice(), solution);
        if (done && ctx.check(done)) return { puzzle: done, solution };
      }
    }
    puzzle[c] = solution[c];
  }
  return null;
}
