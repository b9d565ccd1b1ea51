/**
 * Killer generation: a random full grid, cages grown over it to a human-like size mix
 * (cage-layout.ts), then ambiguity repaired, then cages merged towards the level asked for.
 *  - Sizes: 2: 30%, 3: 35%, 4: 20%, 5: 10%, 6: 5% (mean 3.25); a cell left alone joins a
 *    neighbouring cage or pairs with a cell taken from a cage of three or more; a layout that
 *    still has a lone cell is dropped, so there are no single-cell cages.
 *  - Uniqueness by the exact solver. When two solutions exist, the cells where another solution
 *    differs from ours are found (the counting solve's own first solution when it is not ours,
 *    else the count repeated on mirrored / digit-reversed copies, whose searches meet the
 *    solutions in other orders), and the cages over those cells are dissolved and regrown with
 *    at most 3 cells; a count stopped by its budget is treated as ambiguous.
 *  - `givens` (easy only): the differing cells are given instead of split.
 *  - Levels (rateVariant's, steered with levelWithin, the ladder solve cut at the level):
 *    easy: cages of at most 4, ambiguity repaired with givens, then while the ladder's easy
 *    rungs stall a given is added (a cell with the fewest candidates where it stalled);
 *    medium and harder: no givens; neighbouring cages (together at most 6 cells, no digit twice)
 *    are merged in random order, a merge kept while the ladder still solves the puzzle at or
 *    below the level, until it rates exactly the level; extreme: merges kept while the ladder
 *    solves it, and the first merge after which the ladder stalls is kept if the exact count
 *    says unique. A start that misses its level is dropped for a fresh grid (bounded).
 *  - `merges` without a level: random merges kept while unique, as before levels existed.
 * Every result is checked unique by a complete count before it is returned (a ladder solve
 * already proves it for levels below extreme; the count is the exact solver's word on it).
 */
import type { Rng } from './rng.js';
import { solve } from '../solve/solver.js';
import { GenericSolver } from '../solve/generic.js';
import { prepare } from '../solve/prepare.js';
import { compileRules, type CompiledRules } from '../rules/compile.js';
import type { GridSize, Puzzle, Rules } from '../rules/rules.js';
import { randomFill } from './fill.js';
import { cellNeighbours } from './regions.js';
import { cagesOf, growCages, hasLoneCell, mergeCandidates } from './cage-layout.js';
import { type VariantLevel, VARIANT_TECHNIQUES } from '../logic/variant/ladder.js';
import { initialState, isSolved, isBroken, applyVariantStep, placeDigit, popcount } from '../logic/variant/state.js';
import { levelRank, levelWithin } from './levels.js';

/** How killer cages are built (generateVariant's `killer` option). */
export interface KillerOptions {
  /** Repair ambiguity with givens instead of splitting cages (easy levels). Default: true at level easy, else false. */
  givens?: boolean;
  /** Merge attempts after the puzzle is unique (0 = none). Default 0 without a level, 40 with one. */
  merges?: number;
  /** Largest cage. Default 6 (4 at level easy). */
  maxCage?: number;
}

/** Guesses a killer uniqueness count may take before it counts as ambiguous. */
const KILLER_BUDGET = 50_000;
const MAX_REPAIRS = 60;
const MAX_STARTS = 50;
/** Starts tried for a level: expert is the rarest (see the README's hit rates); then gave-up. */
const MAX_LEVEL_STARTS = 50;

/** Cell index under a flip of rows and/or columns (both keep boxes as boxes, for every size). */
function flip(i: number, n: number, rows: boolean, cols: boolean): number {
  const r = (i / n) | 0;
  const c = i % n;
  return (rows ? n - 1 - r : r) * n + (cols ? n - 1 - c : c);
}

/** Cells where grid a differs from b. */
function differing(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) out.push(i);
  return out;
}

/**
 * Cells where some other solution differs from `solution`, or undefined when none is found
 * (then the caller treats the puzzle as ambiguous anyway). Each transform maps the puzzle to an
 * equivalent one (flips; digit d -> n+1-d with cage sums k(n+1)-s), so its first solution maps back.
 */
function otherSolutionDiff(rules: Rules, givens: Uint8Array, solution: Uint8Array, n: number): number[] | undefined {
  const cells = n * n;
  for (let t = 1; t < 8; t++) {
    const rows = (t & 1) !== 0;
    const cols = (t & 2) !== 0;
    const rev = (t & 4) !== 0;
    const map = (d: number) => (d === 0 || !rev ? d : n + 1 - d);
    const g = new Uint8Array(cells);
    for (let i = 0; i < cells; i++) g[flip(i, n, rows, cols)] = map(givens[i]);
    const cages = (rules.cages ?? []).map((cg) => ({
      sum: rev ? cg.cells.length * (n + 1) - cg.sum : cg.sum,
      cells: cg.cells.map((c) => flip(c, n, rows, cols)),
    }));
    const r = solve(g, { rules: { ...rules, cages }, limit: 1, budget: KILLER_BUDGET });
    if (r.count !== 1 || !r.solution) continue;
    const diff: number[] = [];
    for (let i = 0; i < cells; i++) if (map(r.solution[flip(i, n, rows, cols)]) !== solution[i]) diff.push(i);
    if (diff.length) return diff;
  }
  return undefined;
}

const counter = new GenericSolver();
const firstOut = new Uint8Array(256);
const secondOut = new Uint8Array(256);

/** 'unique', or the cells where another solution differs (possibly unknown: undefined). */
function checkUnique(rules: Rules, compiled: CompiledRules, givens: Uint8Array, solution: Uint8Array, n: number): 'unique' | { diff?: number[] } {
  // One count to 2 keeps both solutions it meets: whichever is not ours names the differing cells.
  const found = counter.count(prepare(compiled), givens, 2, firstOut, KILLER_BUDGET, secondOut);
  if (found === 1 && !counter.stopped) return 'unique';
  if (found === 0) return {};
  for (const other of found === 2 ? [firstOut, secondOut] : [firstOut]) {
    const diff = differing(other.subarray(0, n * n), solution);
    if (diff.length) return { diff };
  }
  // stopped by its budget after finding only ours: look from other directions
  return { diff: otherSolutionDiff(rules, givens, solution, n) };
}

function unique(compiled: CompiledRules, givens: Uint8Array): boolean {
  return counter.count(prepare(compiled), givens, 2, undefined, KILLER_BUDGET) === 1 && !counter.stopped;
}

/**
 * Easy: where the easy rungs stall, give the solution's digit in a cell with the fewest
 * candidates, and go on from there, until the grid is full. Returns the givens added to.
 */
function addEasyGivens(compiled: CompiledRules, givens: Uint8Array, solution: Uint8Array, rng: Rng): Uint8Array {
  const out = Uint8Array.from(givens);
  const state = initialState(compiled, out);
  const easy = VARIANT_TECHNIQUES.filter((t) => t.level === 'easy');
  while (!isSolved(state) && !isBroken(state)) {
    let stepped = false;
    for (const t of easy) {
      const step = t.find(state);
      if (step) {
        applyVariantStep(state, step);
        stepped = true;
        break;
      }
    }
    if (stepped) continue;
    let fewest = Infinity;
    let choice: number[] = [];
    for (let i = 0; i < compiled.cells; i++) {
      if (state.value[i]) continue;
      const k = popcount(state.cand[i]);
      if (k < fewest) (fewest = k), (choice = [i]);
      else if (k === fewest) choice.push(i);
    }
    const c = choice[rng.int(choice.length)];
    out[c] = solution[c];
    placeDigit(state, c, solution[c]);
  }
  return out;
}

/** A killer puzzle and its one solution. */
export interface KillerResult {
  puzzle: Puzzle;
  solution: Uint8Array;
  clues: number;
  /** Its level (rateVariant's), when a level was asked for. */
  level?: VariantLevel;
}

/** The cells of cage a. */
function cellsOf(cageOf: Int32Array, a: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < cageOf.length; i++) if (cageOf[i] === a) out.push(i);
  return out;
}

/** True when each group of cells lies within one cage of the layout. */
function covers(cageOf: Int32Array, groups: number[][]): boolean {
  for (const g of groups) for (let k = 1; k < g.length; k++) if (cageOf[g[k]] !== cageOf[g[0]]) return false;
  return true;
}

/** Merge cage b into cage a in place. */
function merge(cageOf: Int32Array, a: number, b: number): void {
  for (let i = 0; i < cageOf.length; i++) if (cageOf[i] === b) cageOf[i] = a;
}

/**
 * Merge towards `level`: candidate pairs in random order, merges kept when the exact count
 * still says unique (the cheap test, first) and the ladder still solves at or below the level.
 * Merges go 2 pairs at a time (extreme: 4) until a batch overshoots or breaks uniqueness, then
 * one at a time: fewer ladder solves on the way up. Extreme stops at the first unique layout
 * the ladder cannot finish. Returns the level reached.
 */
function mergeToLevel(n: number, size: GridSize, solution: Uint8Array, cageOf: Int32Array, givens: Uint8Array, level: VariantLevel, maxCage: number, attempts: number, rng: Rng): VariantLevel | 'above' {
  const extreme = level === 'extreme';
  const cap: VariantLevel = extreme ? 'expert' : level;
  let current = levelWithin(compileRules({ size, cages: cagesOf(cageOf, solution) }), givens, cap);
  if (current === 'above') return extreme ? 'extreme' : 'above'; // unique already (the repair's count)
  let pairs = rng.shuffle(mergeCandidates(n, solution, cageOf, maxCage));
  // several merges per ladder solve while far below the level; one at a time after an overshoot
  let batch = extreme ? 4 : 2;
  // Merges whose layout was not unique or went above the level. Merging only weakens a puzzle
  // (every solution stays one), so a layout that merges at least what a rejected one merged is
  // not unique either, and the ladder, knowing less, in practice stalls on it too: such layouts
  // are skipped without a count or a ladder solve. Only a choice of what to try (whatever is
  // kept is still rated and counted); on the vgen seeds 1-20 the same puzzles but one (expert seed 18), fewer solves.
  const rejected: number[][][] = [];
  for (let tries = 0; current !== level && tries < attempts && pairs.length; tries++) {
    const saved = Int32Array.from(cageOf);
    if (tries >= attempts / 2) batch = 1;
    const used = new Set<number>();
    const groups: number[][] = [];
    for (let k = 0; k < batch && pairs.length; k++) {
      const [a, b] = pairs.pop()!;
      if (used.has(a) || used.has(b)) continue;
      used.add(a).add(b);
      merge(cageOf, a, b);
      groups.push(cellsOf(cageOf, a));
    }
    if (rejected.some((r) => covers(cageOf, r))) {
      cageOf.set(saved);
      tries--; // not an attempt: nothing was counted or solved
      continue;
    }
    const compiled = compileRules({ size, cages: cagesOf(cageOf, solution) });
    if (!unique(compiled, givens)) {
      rejected.push(groups);
      cageOf.set(saved);
      batch = 1;
      continue;
    }
    const lv = levelWithin(compiled, givens, cap);
    if (lv === 'above') {
      if (extreme) return 'extreme';
      rejected.push(groups);
      cageOf.set(saved);
      batch = 1;
      continue;
    }
    current = lv;
    pairs = rng.shuffle(mergeCandidates(n, solution, cageOf, maxCage));
  }
  return current;
}

/** A killer puzzle of size n with exactly one solution (see the module comment), or undefined when every start failed. */
export function generateKiller(size: GridSize, rng: Rng, options: KillerOptions, level?: VariantLevel): KillerResult | undefined {
  const n = size;
  const cells = n * n;
  const easy = level === 'easy';
  const maxCage = Math.max(2, Math.min(options.maxCage ?? (easy ? 4 : 6), n));
  const useGivens = options.givens ?? easy;
  const merges = options.merges ?? (level && !easy ? 40 : 0);
  const base = compileRules({ size });
  const starts = level ? MAX_LEVEL_STARTS : MAX_STARTS;
  for (let start = 0; start < starts; start++) {
    const solution = randomFill(base, rng);
    if (!solution) continue;
    const cageOf = new Int32Array(cells).fill(-1);
    const next = { id: 0 };
    growCages(n, solution, cageOf, Array.from({ length: cells }, (_, i) => i), rng, maxCage, next);
    let givens: Uint8Array = new Uint8Array(cells);
    let done = false;
    for (let repair = 0; repair < MAX_REPAIRS && !hasLoneCell(cageOf); repair++) {
      const rules: Rules = { size, cages: cagesOf(cageOf, solution) };
      const check = checkUnique(rules, compileRules(rules), givens, solution, n);
      if (check === 'unique') {
        done = true;
        break;
      }
      const diff = check.diff ?? [rng.int(cells)];
      if (useGivens) {
        const c = diff[rng.int(diff.length)];
        givens[c] = solution[c];
        continue;
      }
      // split: the cages over the differing cells, and one neighbouring cage of each, are
      // dissolved and regrown smaller (regrown among themselves only, the cages over a swap
      // of digits, like a rectangle a b / b a, can keep the swap: the neighbours break it)
      const hit = new Set(diff.map((c) => cageOf[c]));
      for (const c of diff) {
        const nb = cellNeighbours(c, n).filter((x) => !hit.has(cageOf[x]));
        if (nb.length) hit.add(cageOf[nb[rng.int(nb.length)]]);
      }
      const freed: number[] = [];
      for (let i = 0; i < cells; i++) if (hit.has(cageOf[i])) (cageOf[i] = -1), freed.push(i);
      growCages(n, solution, cageOf, freed, rng, Math.max(2, Math.min(maxCage, 3)), next);
    }
    if (!done) continue;
    let reached: VariantLevel | 'above' | undefined;
    if (easy) {
      givens = addEasyGivens(compileRules({ size, cages: cagesOf(cageOf, solution) }), givens, solution, rng);
      reached = levelWithin(compileRules({ size, cages: cagesOf(cageOf, solution) }), givens, 'easy');
    } else if (level) {
      reached = mergeToLevel(n, size, solution, cageOf, givens, level, Math.max(maxCage, 6), merges, rng);
    } else {
      for (let m = 0; m < merges; m++) {
        const pairs = mergeCandidates(n, solution, cageOf, maxCage);
        if (pairs.length === 0) break;
        const [a, b] = pairs[rng.int(pairs.length)];
        const saved = Int32Array.from(cageOf);
        merge(cageOf, a, b);
        if (!unique(compileRules({ size, cages: cagesOf(cageOf, solution) }), givens)) cageOf.set(saved);
      }
    }
    if (level && reached !== level) continue;
    const rules: Rules = { size, cages: cagesOf(cageOf, solution) };
    const compiled = compileRules(rules);
    if (!unique(compiled, givens)) continue; // never reached: every step above kept it unique
    let clues = 0;
    for (const g of givens) if (g) clues++;
    return { puzzle: { rules: compiled.rules, givens }, solution, clues, ...(level ? { level } : {}) };
  }
  return undefined;
}
