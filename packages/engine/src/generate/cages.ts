/**
 * Killer generation: a random full grid, cages grown over it to a human-like size mix, then
 * ambiguity repaired and cages merged.
 *  - Sizes: mostly 2-5 cells (mean about 3), a few of 6; a cell left alone joins a neighbouring
 *    cage that lacks its digit, so single-cell cages are rare (they are allowed by the rules).
 *  - Uniqueness by the exact solver with no givens (killer setters publish none at expert and
 *    above). When two solutions exist, the cells where another solution differs from ours are
 *    found (the count is repeated on mirrored / digit-reversed copies of the puzzle, whose
 *    searches meet the solutions in other orders), and the cages over those cells are split
 *    into smaller ones; a count stopped by its budget is treated as ambiguous.
 *  - `givens` (easy levels only): the differing cells are given instead of split.
 *  - Merging: random neighbouring pairs of cages merged while the puzzle stays unique, up to
 *    `merges` times: fewer, larger cages make a harder puzzle.
 * The result is checked unique by a complete count before it is returned.
 */
import type { Rng } from './rng.js';
import { solve } from '../solve/solver.js';
import { compileRules, type CompiledRules } from '../rules/compile.js';
import type { Cage, GridSize, Puzzle, Rules } from '../rules/rules.js';
import { randomFill } from './fill.js';
import { cellNeighbours } from './regions.js';

/** How killer cages are built (generateVariant's `killer` option). */
export interface KillerOptions {
  /** Repair ambiguity with givens instead of splitting cages (easy levels). Default false. */
  givens?: boolean;
  /** Merge attempts after the puzzle is unique (0 = none). Default 0. */
  merges?: number;
  /** Largest cage. Default 6. */
  maxCage?: number;
}

/** Guesses a killer uniqueness count may take before it counts as ambiguous. */
const KILLER_BUDGET = 50_000;
const MAX_REPAIRS = 60;
const MAX_STARTS = 50;

/** Cage size targets: 2: 30%, 3: 35%, 4: 20%, 5: 10%, 6: 5% (mean 3.25). */
function drawSize(rng: Rng, max: number): number {
  const x = rng.int(100);
  const s = x < 30 ? 2 : x < 65 ? 3 : x < 85 ? 4 : x < 95 ? 5 : 6;
  return Math.min(s, max);
}

/** Grow cages over `cells` (the rest keep their cage in `cageOf`), digits distinct in each. */
function growCages(n: number, solution: Uint8Array, cageOf: Int32Array, cells: number[], rng: Rng, maxCage: number, next: { id: number }): void {
  for (const start of rng.shuffle(cells.slice())) {
    if (cageOf[start] >= 0) continue;
    const id = next.id++;
    const members = [start];
    cageOf[start] = id;
    let used = 1 << solution[start];
    const target = drawSize(rng, maxCage);
    while (members.length < target) {
      const frontier: number[] = [];
      for (const m of members) for (const x of cellNeighbours(m, n)) if (cageOf[x] < 0 && !(used & (1 << solution[x])) && !frontier.includes(x)) frontier.push(x);
      if (frontier.length === 0) break;
      const x = frontier[rng.int(frontier.length)];
      cageOf[x] = id;
      members.push(x);
      used |= 1 << solution[x];
    }
  }
  // a lone cell joins a neighbouring cage without its digit, if one has room
  const sizes = new Map<number, number>();
  for (let i = 0; i < cageOf.length; i++) sizes.set(cageOf[i], (sizes.get(cageOf[i]) ?? 0) + 1);
  for (const i of cells) {
    if (sizes.get(cageOf[i]) !== 1) continue;
    for (const x of rng.shuffle(cellNeighbours(i, n))) {
      const other = cageOf[x];
      if ((sizes.get(other) ?? 0) >= maxCage) continue;
      let clash = false;
      for (let j = 0; j < cageOf.length; j++) if (cageOf[j] === other && solution[j] === solution[i]) clash = true;
      if (clash) continue;
      sizes.set(cageOf[i], 0);
      cageOf[i] = other;
      sizes.set(other, (sizes.get(other) ?? 0) + 1);
      break;
    }
  }
}

function cagesOf(cageOf: Int32Array, solution: Uint8Array): Cage[] {
  const byId = new Map<number, number[]>();
  for (let i = 0; i < cageOf.length; i++) {
    const list = byId.get(cageOf[i]);
    if (list) list.push(i);
    else byId.set(cageOf[i], [i]);
  }
  const out: Cage[] = [];
  for (const cells of byId.values()) out.push({ sum: cells.reduce((s, c) => s + solution[c], 0), cells });
  out.sort((a, b) => a.cells[0] - b.cells[0]);
  return out;
}

/** Cell index under a flip of rows and/or columns (both keep boxes as boxes, for every size). */
function flip(i: number, n: number, rows: boolean, cols: boolean): number {
  const r = (i / n) | 0;
  const c = i % n;
  return (rows ? n - 1 - r : r) * n + (cols ? n - 1 - c : c);
}

/**
 * Cells where some other solution differs from `solution`, or undefined when none is found
 * (then the caller treats the puzzle as ambiguous anyway). Each transform maps the puzzle to an
 * equivalent one (flips; digit d -> n+1-d with cage sums k(n+1)-s), so its first solution maps back.
 */
function otherSolutionDiff(rules: Rules, givens: Uint8Array, solution: Uint8Array, n: number): number[] | undefined {
  const cells = n * n;
  for (let t = 0; t < 8; t++) {
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

function unique(compiled: CompiledRules, givens: Uint8Array): boolean {
  const r = solve(givens, { rules: compiled, limit: 2, budget: KILLER_BUDGET });
  return r.count === 1 && r.stopped === undefined;
}

/** A killer puzzle and its one solution. */
export interface KillerResult {
  puzzle: Puzzle;
  solution: Uint8Array;
  clues: number;
}

/** A killer puzzle of size n with exactly one solution (see the module comment). */
export function generateKiller(size: GridSize, rng: Rng, options: KillerOptions): KillerResult {
  const n = size;
  const cells = n * n;
  const maxCage = Math.max(2, Math.min(options.maxCage ?? 6, n));
  const base = compileRules({ size });
  for (let start = 0; start < MAX_STARTS; start++) {
    const solution = randomFill(base, rng);
    if (!solution) continue;
    const cageOf = new Int32Array(cells).fill(-1);
    const next = { id: 0 };
    growCages(n, solution, cageOf, Array.from({ length: cells }, (_, i) => i), rng, maxCage, next);
    const givens = new Uint8Array(cells);
    let done = false;
    for (let repair = 0; repair < MAX_REPAIRS; repair++) {
      const rules: Rules = { size, cages: cagesOf(cageOf, solution) };
      const compiled = compileRules(rules);
      if (unique(compiled, givens)) {
        done = true;
        break;
      }
      const diff = otherSolutionDiff(rules, givens, solution, n) ?? [rng.int(cells)];
      if (options.givens) {
        const c = diff[rng.int(diff.length)];
        givens[c] = solution[c];
        continue;
      }
      // split: the cages over the differing cells are dissolved and regrown smaller
      const hit = new Set(diff.map((c) => cageOf[c]));
      const freed: number[] = [];
      for (let i = 0; i < cells; i++) if (hit.has(cageOf[i])) (cageOf[i] = -1), freed.push(i);
      growCages(n, solution, cageOf, freed, rng, Math.max(2, Math.min(maxCage, 3)), next);
    }
    if (!done) continue;
    for (let m = 0; m < (options.merges ?? 0); m++) {
      const a = rng.int(cells);
      const nb = cellNeighbours(a, n).filter((x) => cageOf[x] !== cageOf[a]);
      if (nb.length === 0) continue;
      const A = cageOf[a];
      const B = cageOf[nb[rng.int(nb.length)]];
      let used = 0;
      let count = 0;
      let clash = false;
      for (let i = 0; i < cells; i++) {
        if (cageOf[i] !== A && cageOf[i] !== B) continue;
        count++;
        if (used & (1 << solution[i])) clash = true;
        used |= 1 << solution[i];
      }
      if (clash || count > maxCage) continue;
      const saved = Int32Array.from(cageOf);
      for (let i = 0; i < cells; i++) if (cageOf[i] === B) cageOf[i] = A;
      if (!unique(compileRules({ size, cages: cagesOf(cageOf, solution) }), givens)) cageOf.set(saved);
    }
    const rules: Rules = { size, cages: cagesOf(cageOf, solution) };
    const compiled = compileRules(rules);
    if (!unique(compiled, givens)) continue; // never reached: every step above kept it unique
    let clues = 0;
    for (const g of givens) if (g) clues++;
    return { puzzle: { rules: compiled.rules, givens }, solution, clues };
  }
  throw new RangeError(`generateKiller: no unique ${n}x${n} killer in ${MAX_STARTS} starts`);
}
