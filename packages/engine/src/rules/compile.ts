/**
 * Compile a rules value once into what every consumer reads: the units as data (rows, columns,
 * boxes or regions, diagonals, windows), each cell's units and peers (cells sharing a unit or a
 * cage: a cage's digits are distinct), and the cage tables (feasible digit sets, their union and
 * intersection). Everything handed out is frozen; consumers that need typed arrays copy them.
 */
import { type GridSize, type Rules } from './rules.js';
import { cageCombinations } from './combos.js';
import { type RulesError, RulesParseError, boxRegions, checkRules } from './validate.js';
import { type Result, ok } from '../result.js';

/** What a compiled unit is: a row, a column, a box, a jigsaw region, a diagonal (X) or a window (Windoku). */
export type RulesUnitKind = 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'window';

/** A unit of compiled rules: `size` cells that hold each digit once. */
export interface CompiledUnit {
  readonly kind: RulesUnitKind;
  /** "row 3", "column 4", "box 5", "region 2" (its label), "the main diagonal", "window 1". */
  readonly name: string;
  /** `size` cells, ascending. */
  readonly cells: readonly number[];
}

/** A killer cage as compileRules hands it out, with its combination tables. */
export interface CompiledCage {
  /** Its index in rules.cages. */
  readonly index: number;
  readonly sum: number;
  /** As the rules list them. */
  readonly cells: readonly number[];
  /** The digit sets (masks, bit d-1 = digit d) of cells.length distinct digits adding up to sum. */
  readonly combinations: readonly number[];
  /** Digits in some combination: the cage's candidates. */
  readonly candidates: number;
  /** Digits in every combination: the cage must hold them. */
  readonly required: number;
}

/** Rules checked and compiled once (compileRules, validateRules): what solvers, techniques and renderers read. */
export interface CompiledRules {
  /** The normalized rules (size always set), frozen. */
  readonly rules: Rules;
  readonly size: GridSize;
  /** size². */
  readonly cells: number;
  /** Mask of every digit 1..size. */
  readonly allDigits: number;
  readonly units: readonly CompiledUnit[];
  /** Per cell: the indices of the units holding it. */
  readonly unitsOf: readonly (readonly number[])[];
  /** Per cell: the cells that must hold another digit (same unit or same cage), ascending. */
  readonly peers: readonly (readonly number[])[];
  /** Per cell: its box or jigsaw region (0 .. size-1). */
  readonly regionOf: readonly number[];
  readonly cages: readonly CompiledCage[];
  /** Per cell: the index of its cage, or -1. */
  readonly cageOf: readonly number[];
}

const compiled = new WeakSet<object>();

/** True for a value compileRules or validateRules made (never for a look-alike). */
export function isCompiledRules(value: unknown): value is CompiledRules {
  return typeof value === 'object' && value !== null && compiled.has(value);
}

const WINDOW_CORNERS = [[1, 1], [1, 5], [5, 1], [5, 5]];

function freezeList<T>(xs: T[]): readonly T[] {
  return Object.freeze(xs);
}

function build(rules: Rules): CompiledRules {
  const size = rules.size as GridSize;
  const n = size;
  const cells = n * n;
  const units: CompiledUnit[] = [];
  const unit = (kind: RulesUnitKind, name: string, list: number[]) =>
    units.push(Object.freeze({ kind, name, cells: freezeList(list.sort((a, b) => a - b)) }));
  for (let r = 0; r < n; r++) unit('row', `row ${r + 1}`, Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) unit('column', `column ${c + 1}`, Array.from({ length: n }, (_, r) => r * n + c));
  const regionOf = rules.regions ? Array.from(rules.regions) : boxRegions(size);
  for (let g = 0; g < n; g++) {
    const members: number[] = [];
    for (let i = 0; i < cells; i++) if (regionOf[i] === g) members.push(i);
    unit(rules.regions ? 'region' : 'box', rules.regions ? `region ${g}` : `box ${g + 1}`, members);
  }
  if (rules.diagonals) {
    unit('diagonal', 'the main diagonal', Array.from({ length: n }, (_, k) => k * (n + 1)));
    unit('diagonal', 'the anti-diagonal', Array.from({ length: n }, (_, k) => (k + 1) * (n - 1)));
  }
  if (rules.windows) {
    WINDOW_CORNERS.forEach(([r0, c0], w) => unit('window', `window ${w + 1}`, Array.from({ length: 9 }, (_, k) => (r0 + Math.floor(k / 3)) * 9 + c0 + (k % 3))));
  }
  const unitsOf: number[][] = Array.from({ length: cells }, () => []);
  units.forEach((u, ui) => u.cells.forEach((c) => unitsOf[c].push(ui)));

  const cageOf = new Array<number>(cells).fill(-1);
  const cages: CompiledCage[] = (rules.cages ?? []).map((cage, index) => {
    const combinations = cageCombinations(n, cage.cells.length, cage.sum);
    let candidates = 0;
    let required = (1 << n) - 1;
    for (const m of combinations) {
      candidates |= m;
      required &= m;
    }
    if (combinations.length === 0) required = 0;
    for (const c of cage.cells) cageOf[c] = index;
    return Object.freeze({ index, sum: cage.sum, cells: cage.cells, combinations, candidates, required });
  });

  // Each cell's peers gathered from its own units and cages with a stamp per cell (a killer
  // generator compiles a layout per merge tried: Sets here were a few percent of its time).
  const cagesOf: number[][] = Array.from({ length: cells }, () => []);
  cages.forEach((c, k) => c.cells.forEach((i) => cagesOf[i].push(k)));
  const stamp = new Int32Array(cells).fill(-1);
  const peers = Array.from({ length: cells }, (_, a) => {
    const list: number[] = [];
    stamp[a] = a;
    const take = (l: readonly number[]) => {
      for (const b of l) if (stamp[b] !== a) (stamp[b] = a), list.push(b);
    };
    for (const ui of unitsOf[a]) take(units[ui].cells);
    for (const k of cagesOf[a]) take(cages[k].cells);
    return freezeList(list.sort((x, y) => x - y));
  });

  const out: CompiledRules = Object.freeze({
    rules,
    size,
    cells,
    allDigits: (1 << n) - 1,
    units: freezeList(units),
    unitsOf: freezeList(unitsOf.map((l) => freezeList(l))),
    peers: freezeList(peers),
    regionOf: freezeList(regionOf),
    cages: freezeList(cages),
    cageOf: freezeList(cageOf),
  });
  compiled.add(out);
  return out;
}

/** Check and compile a rules value; an error names the position and the reason. */
export function validateRules(rules: unknown): Result<CompiledRules, RulesError> {
  if (isCompiledRules(rules)) return ok(rules);
  const checked = checkRules(rules);
  return checked.ok ? ok(build(checked.value)) : checked;
}

/**
 * The throwing twin of validateRules (RulesParseError carries the RulesError). A value compiled
 * already is returned as it is.
 */
export function compileRules(rules: Rules | CompiledRules): CompiledRules {
  const r = validateRules(rules);
  if (!r.ok) throw new RulesParseError(r.error);
  return r.value;
}
