/**
 * Making a variant puzzle of a level (issue 29), the same on every device for the same seed:
 * the engine's generator (generateVariant) makes a unique puzzle; the variant technique solver
 * rates it (rateVariant); a puzzle harder than asked gets back givens from its solution, in an
 * order drawn from the seed, the fewest that bring it to the level (binary search over how many:
 * adding givens never makes a puzzle harder for the ladder in practice, and the result is rated
 * again, never assumed). A puzzle that lands below the level is refused: another seed is tried.
 * Uniqueness is kept by construction: givens added from the solution keep one solution.
 */
import { type GridSize, type KillerOptions, type Rules, type VariantLevel, VARIANT_LEVELS, VariantGenerateError, createRng, generateVariant, rateVariant } from 'sudokit';
import { gridOf, gridText } from '../game/geometry.js';
import { type VariantId, variantInfo } from '../game/variants.js';

export interface MadeVariant {
  variant: VariantId;
  level: VariantLevel;
  seed: string;
  rules: Rules;
  /** size² characters, '.' for blanks. */
  puzzle: string;
  solution: string;
}

/** Killer cages by level: easy repairs ambiguity with givens, harder levels merge cages into larger ones. */
function killerOptions(level: VariantLevel): KillerOptions {
  return level === 'easy' ? { givens: true } : level === 'medium' ? {} : level === 'hard' ? { merges: 8 } : { merges: 24 };
}

const rank = (l: VariantLevel) => VARIANT_LEVELS.indexOf(l);

/** The variant's puzzle for a level and seed, or null when this seed cannot give that level. */
export function makeVariantPuzzle(variant: VariantId, level: VariantLevel, seed: string): MadeVariant | null {
  const info = variantInfo(variant);
  if (!info || variant === 'classic') return null;
  if (info.engine === 'killer' && rank(level) >= rank('expert')) return killerAtLevel(info.size as GridSize, level, seed);
  const made = generateVariant({ variant: info.engine, size: info.size as GridSize, seed, ...(info.engine === 'killer' ? { killer: killerOptions(level) } : {}) });
  const rules = made.puzzle.rules;
  const solution = made.solution;
  let givens = made.puzzle.givens;
  let got = rateVariant({ rules, givens }).level;
  if (rank(got) > rank(level)) {
    const rng = createRng(`${seed}:givens`);
    const open = rng.shuffle([...givens.keys()].filter((c) => !givens[c]));
    const withFirst = (k: number) => {
      const g = Uint8Array.from(givens);
      for (let i = 0; i < k; i++) g[open[i]] = solution[open[i]];
      return g;
    };
    let lo = 1;
    let hi = open.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rank(rateVariant({ rules, givens: withFirst(mid) }).level) <= rank(level)) hi = mid;
      else lo = mid + 1;
    }
    givens = withFirst(lo);
    got = rateVariant({ rules, givens }).level;
  }
  if (got !== level) return null;
  return { variant, level, seed, rules, puzzle: gridText(givens), solution: gridText(solution) };
}

/** The level of a variant puzzle the player entered (unique, checked before): the variant technique solver's. */
export function rateVariantPuzzle(rules: Rules, puzzle: string): VariantLevel {
  return rateVariant({ rules, givens: gridOf(puzzle) }).level;
}

/**
 * Expert and extreme killers from the engine's generation to a level (cages grown and merged
 * while the ladder stays at the level, no givens): adding givens to a harder killer rarely lands
 * there. Null when the engine gives up on this seed (expert is rare: a start in three or so).
 */
function killerAtLevel(size: GridSize, level: VariantLevel, seed: string): MadeVariant | null {
  try {
    const made = generateVariant({ variant: 'killer', size, seed, level });
    return { variant: 'killer', level, seed, rules: made.puzzle.rules, puzzle: gridText(made.puzzle.givens), solution: gridText(made.solution) };
  } catch (e) {
    if (e instanceof VariantGenerateError && e.code === 'gave-up') return null;
    throw e;
  }
}

/**
 * A puzzle of the level, trying seeds `${base}:1`, `${base}:2`, ... until one gives the level or
 * the budget (tries, milliseconds) runs out; then null.
 */
export function findVariantPuzzle(variant: VariantId, level: VariantLevel, base: string, tries = 40, budgetMs = 20_000): MadeVariant | null {
  const started = performance.now();
  for (let k = 1; k <= tries && (k === 1 || performance.now() - started < budgetMs); k++) {
    const p = makeVariantPuzzle(variant, level, `${base}:${k}`);
    if (p) return p;
  }
  return null;
}
