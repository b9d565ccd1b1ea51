/**
 * Seeded generators for the variants (Variants II): classic grids of any size, jigsaw, X and
 * windoku by the classic pipeline on the new rules (a random full grid, then clues removed orbit
 * by orbit while the exact solver still finds one solution), and killer (cages.ts).
 * With `level`, the puzzle rates exactly that level (rateVariant): classic-style variants stop
 * their removals at the level (removeToLevel), killers steer their cages (cages.ts). Rare
 * levels can end in a typed gave-up after bounded tries.
 * Same seed and options, same puzzle on every platform: every random choice comes from one Rng.
 * Never a puzzle with zero or several solutions: a removal is kept only when a complete search
 * says one solution (a count to 2, or on other sizes no solution but the known one: stillUnique);
 * a search stopped by its budget counts as "not unique" and the clue stays.
 */
import { type Rng, type Seed, createRng, randomSeed } from './rng.js';
import { solve } from '../solve/solver.js';
import { GenericSolver } from '../solve/generic.js';
import { prepare } from '../solve/prepare.js';
import { checkOptions } from '../validate.js';
import { type CompiledRules, compileRules } from '../rules/compile.js';
import type { GridSize, Puzzle, Rules } from '../rules/rules.js';
import { randomJigsawRegions } from './regions.js';
import { randomFill } from './fill.js';
import { type SymmetryName, SYMMETRY_NAMES, symmetryOrbits } from './orbits.js';
import { generateKiller, type KillerOptions } from './cages.js';
import { type VariantLevel, VARIANT_LEVELS } from '../logic/variant/ladder.js';
import { levelRank, levelWithin } from './levels.js';

/** The variants generateVariant makes. */
export type VariantName = 'classic' | 'jigsaw' | 'x' | 'windoku' | 'killer';

/** Every VariantName, in menu order. */
export const VARIANT_NAMES: readonly VariantName[] = Object.freeze(['classic', 'jigsaw', 'x', 'windoku', 'killer'] as VariantName[]);

/** The sizes each variant is generated in. */
export const VARIANT_SIZES: Readonly<Record<VariantName, readonly GridSize[]>> = Object.freeze({
  classic: Object.freeze([4, 6, 9, 12, 16] as GridSize[]),
  jigsaw: Object.freeze([4, 6, 9] as GridSize[]),
  x: Object.freeze([4, 6, 9] as GridSize[]),
  windoku: Object.freeze([9] as GridSize[]),
  killer: Object.freeze([4, 6, 9] as GridSize[]),
});

/** Options of generateVariant. */
export interface GenerateVariantOptions {
  /** Default 'classic'. */
  variant?: VariantName;
  /** Default 9. */
  size?: GridSize;
  /** Same seed and options, same puzzle. Default: a random seed (returned). */
  seed?: Seed;
  /** Clue symmetry for givens (not killer): default 'none' for jigsaw, 'rotational' otherwise. */
  symmetry?: SymmetryName;
  /** Killer only: see KillerOptions. */
  killer?: KillerOptions;
  /**
   * The level the puzzle must rate at (rateVariant). Default: none (classic-style variants are
   * then minimal; killers as KillerOptions say). Steered as the module comment says.
   */
  level?: VariantLevel;
}

/** A generated puzzle, its one solution, the seed that makes it again, and its givens' count. */
export interface GenerateVariantResult {
  puzzle: Puzzle;
  solution: Uint8Array;
  seed: Seed;
  /** Givens in the puzzle. */
  clues: number;
  /** The puzzle's level as rateVariant rates it; present when `level` was asked for. */
  level?: VariantLevel;
}

/** Why generateVariant refused its options or gave up. */
export type VariantGenerateErrorCode = 'unknown-variant' | 'bad-size' | 'bad-symmetry' | 'bad-level' | 'gave-up';

/** A typed error from generateVariant: `code` says why, the message names the option. */
export class VariantGenerateError extends RangeError {
  readonly code: VariantGenerateErrorCode;
  constructor(code: VariantGenerateErrorCode, message: string) {
    super(message);
    this.name = 'VariantGenerateError';
    this.code = code;
  }
}

const OPTION_KEYS = ['variant', 'size', 'seed', 'symmetry', 'killer', 'level'];
const KILLER_KEYS = ['givens', 'merges', 'maxCage'];

/** Guesses one uniqueness check may take; past it the clue under test stays. */
const CHECK_BUDGET = 20_000;

/** Layouts (jigsaw) or fills tried before giving up: never reached in practice, but bounded. */
const MAX_LAYOUTS = 200;

function checkVariantOptions(options: GenerateVariantOptions): Required<Pick<GenerateVariantOptions, 'variant' | 'size'>> & GenerateVariantOptions {
  checkOptions('generateVariant', 'options', options, OPTION_KEYS); // UnknownOptionError, as every engine function
  if (options.killer !== undefined) checkOptions('generateVariant', 'options.killer', options.killer, KILLER_KEYS);
  const variant = options.variant ?? 'classic';
  if (!VARIANT_NAMES.includes(variant)) throw new VariantGenerateError('unknown-variant', `generateVariant: unknown variant '${String(variant)}' (known: ${VARIANT_NAMES.join(', ')})`);
  const size = options.size ?? 9;
  if (!VARIANT_SIZES[variant].includes(size)) {
    throw new VariantGenerateError('bad-size', `generateVariant: ${variant} comes in sizes ${VARIANT_SIZES[variant].join(', ')}, not ${String(size)}`);
  }
  if (options.symmetry !== undefined && !SYMMETRY_NAMES.includes(options.symmetry)) {
    throw new VariantGenerateError('bad-symmetry', `generateVariant: unknown symmetry '${String(options.symmetry)}' (known: ${SYMMETRY_NAMES.join(', ')})`);
  }
  if (options.level !== undefined && !VARIANT_LEVELS.includes(options.level)) {
    throw new VariantGenerateError('bad-level', `generateVariant: unknown level '${String(options.level)}' (known: ${VARIANT_LEVELS.join(', ')})`);
  }
  if (options.level && variant === 'killer' && options.killer?.givens && levelRank(options.level) >= levelRank('expert')) {
    throw new VariantGenerateError('bad-level', `generateVariant: ${options.level} killers have no givens (killer.givens is for easy levels)`);
  }
  return { ...options, variant, size };
}

/** The rules of a variant before its random parts (jigsaw regions, killer cages) are chosen. */
function baseRules(variant: VariantName, size: GridSize, rng: Rng): Rules {
  switch (variant) {
    case 'jigsaw':
      return { size, regions: randomJigsawRegions(size, rng) };
    case 'x':
      return { size, diagonals: true };
    case 'windoku':
      return { size, windows: true };
    default:
      return { size };
  }
}

/** True when a complete count says the givens have exactly one solution under the rules. */
export function isUniqueUnder(compiled: CompiledRules, givens: ArrayLike<number>, budget = CHECK_BUDGET): boolean {
  const r = solve(givens, { rules: compiled, limit: 2, budget });
  return r.count === 1 && r.stopped === undefined;
}

let seeded: GenericSolver | undefined;

/** The module's solver, or a fresh one when it is busy (a re-entrant call). */
function solver(): GenericSolver {
  const s = seeded && !seeded.busy ? seeded : new GenericSolver();
  seeded ??= s;
  return s;
}

/**
 * True when `givens` (a unique puzzle whose solution is `solution`, with the cells of `orbit`
 * just taken away) still has one solution. Any other solution differs from `solution` in a cell
 * of the orbit (elsewhere it agrees with the puzzle before the removal, which had one), so the
 * check is one search per orbit cell for a solution with another digit there (earlier orbit
 * cells given their known digits): each a hunt for a contradiction, much cheaper on 16x16 than
 * a count to 2 from scratch. 9x9 (bitboard solvers, cheap either way) counts to 2. A search
 * stopped by its budget counts as "not unique", as in isUniqueUnder.
 */
function stillUnique(compiled: CompiledRules, givens: Uint8Array, solution: Uint8Array, orbit: readonly number[]): boolean {
  if (compiled.size === 9) return isUniqueUnder(compiled, givens);
  const p = prepare(compiled);
  const s = solver();
  let unique = true;
  for (const c of orbit) {
    if (s.hasOther(p, givens, c, solution, CHECK_BUDGET) !== 0) {
      unique = false;
      break;
    }
    givens[c] = solution[c];
  }
  for (const c of orbit) givens[c] = 0;
  return unique;
}

/**
 * True when naked and hidden singles alone solve `givens` (no cages here): then it is unique and
 * rates easy (levelWithin's easy closure). The generic solver's propagation without a guess
 * (hasOther with no cell excluded and budget 0 answers 1 only when propagation solves it).
 */
function easyAlone(compiled: CompiledRules, givens: Uint8Array, solution: Uint8Array): boolean {
  return solver().hasOther(prepare(compiled), givens, -1, solution, 0) === 1;
}

/**
 * How many of order[from..] can go together while the easy rungs alone still solve the puzzle
 * (the removals are made). Each such removal keeps the puzzle unique and easy, so the pass
 * would keep every one of them with both checks: this finds them with a few closures instead,
 * galloping then bisecting. Sound because the easy closure only grows with more givens: a
 * longer run that is solved makes every shorter one solved.
 */
function takeEasyRun(compiled: CompiledRules, givens: Uint8Array, solution: Uint8Array, order: number[][], from: number): number {
  const set = (a: number, b: number, v: boolean) => {
    for (let i = a; i < b; i++) for (const c of order[i]) givens[c] = v ? solution[c] : 0;
  };
  let good = 0;
  let bad = order.length - from + 1;
  for (let n = 1; n < bad; n *= 2) {
    set(from + good, from + n, false);
    if (easyAlone(compiled, givens, solution)) good = n;
    else {
      set(from + good, from + n, true);
      bad = n;
    }
  }
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    set(from + good, from + mid, false);
    if (easyAlone(compiled, givens, solution)) good = mid;
    else {
      set(from + good, from + mid, true);
      bad = mid;
    }
  }
  return good;
}

/** Remove clues orbit by orbit (orbits in random order) while the puzzle stays unique. */
export function removeClues(compiled: CompiledRules, solution: Uint8Array, orbits: number[][], rng: Rng): Uint8Array {
  const givens = Uint8Array.from(solution);
  const order = rng.shuffle(orbits.slice());
  let easy = true; // the easy rungs solve the current givens: runs of removals that keep it so are found at once
  for (let i = 0; i < order.length; i++) {
    if (easy && (i += takeEasyRun(compiled, givens, solution, order, i)) >= order.length) break;
    const orbit = order[i];
    for (const c of orbit) givens[c] = 0;
    if (!stillUnique(compiled, givens, solution, orbit)) for (const c of orbit) givens[c] = solution[c];
    else easy = false;
  }
  return givens;
}

/** Removals that jump past the level skipped (the clue kept) before a level still below gives up on the grid. */
const MAX_SKIPS = 12;

/**
 * Clues removed toward `level` (easy to expert): orbit by orbit in random order, each removal
 * kept when the puzzle stays unique (the exact check, as removeClues) and still rates at most
 * `level` (a capped ladder solve, levels.ts). A removal that jumps past the level (levels often
 * jump, medium straight to extreme) puts its clue back: once the level is reached that ends the
 * pass (the puzzle is the last position at the level); below it, the pass goes on with the next
 * orbits, up to MAX_SKIPS such jumps, steering toward the level instead of starting a new grid.
 * Every kept position was checked unique, and the result is counted once more by the exact
 * solver. Stopping at the level spares the removal checks past it (on 16x16 the late ones,
 * where nearly every removal fails, cost most), and each grid costs one or a few solves that
 * stall above the level (the dear ones) instead of a bisection's several.
 */
function removeToLevel(compiled: CompiledRules, solution: Uint8Array, orbits: number[][], level: VariantLevel, rng: Rng): Uint8Array | undefined {
  const givens = Uint8Array.from(solution);
  let reached: VariantLevel = 'easy';
  let skips = 0;
  const order = rng.shuffle(orbits.slice());
  for (let i = 0; i < order.length; i++) {
    if (reached === 'easy' && (i += takeEasyRun(compiled, givens, solution, order, i)) >= order.length) break;
    const orbit = order[i];
    for (const c of orbit) givens[c] = 0;
    if (stillUnique(compiled, givens, solution, orbit)) {
      const r = levelWithin(compiled, givens, level);
      if (r !== 'above') {
        reached = r;
        continue;
      }
    } else {
      for (const c of orbit) givens[c] = solution[c];
      continue;
    }
    for (const c of orbit) givens[c] = solution[c];
    if (reached === level || ++skips > MAX_SKIPS) break;
  }
  return reached === level && isUniqueUnder(compiled, givens) ? givens : undefined;
}

/**
 * A puzzle of a variant with exactly one solution. Classic, jigsaw, X and windoku are minimal
 * for their symmetry (no orbit of givens can go); killer as described in cages.ts.
 */
export function generateVariant(options: GenerateVariantOptions = {}): GenerateVariantResult {
  const o = checkVariantOptions(options);
  const seed = o.seed ?? randomSeed();
  const rng = createRng(seed);
  if (o.variant === 'killer') {
    const k = generateKiller(o.size, rng, o.killer ?? {}, o.level);
    if (!k) throw new VariantGenerateError('gave-up', `generateVariant: no ${o.size}x${o.size} ${o.level ?? ''} killer found in its bounded starts (expert is the rarest level)`.replace('  ', ' '));
    return { ...k, seed };
  }
  const symmetry = o.symmetry ?? (o.variant === 'jigsaw' ? 'none' : 'rotational');
  for (let layout = 0; layout < MAX_LAYOUTS; layout++) {
    const rules = baseRules(o.variant, o.size, rng);
    const compiled = compileRules(rules);
    const solution = randomFill(compiled, rng, o.variant === 'jigsaw' ? 5 : 20);
    if (!solution) continue; // a jigsaw layout that could not be filled in budget: a fresh one
    const orbits = symmetryOrbits(symmetry, o.size);
    let givens: Uint8Array | undefined;
    if (o.level && o.level !== 'extreme') givens = removeToLevel(compiled, solution, orbits, o.level, rng);
    else {
      givens = removeClues(compiled, solution, orbits, rng);
      // extreme: the minimal puzzle, when the ladder stalls on it below extreme
      if (o.level && levelWithin(compiled, givens, 'expert') !== 'above') givens = undefined;
    }
    if (!givens) continue; // no prefix of this removal order rates at the level: a new grid
    let clues = 0;
    for (const g of givens) if (g) clues++;
    return { puzzle: { rules: compiled.rules, givens }, solution, seed, clues, ...(o.level ? { level: o.level } : {}) };
  }
  throw new VariantGenerateError('gave-up', `generateVariant: no ${o.variant} ${o.level ?? ''} puzzle found in ${MAX_LAYOUTS} grids`.replace('  ', ' '));
}
