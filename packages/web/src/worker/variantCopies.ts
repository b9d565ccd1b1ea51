/**
 * Transformed copies of variant puzzles (issue 30): when a variant's stock and pack have no
 * puzzle of the level left and the worker's search runs out, a copy of one under a symmetry of
 * its rules, rated again by the variant technique solver and dealt only at the level asked for.
 *
 * Which transforms keep a variant's puzzle (and so its level — every copy is re-rated anyway):
 * - the eight rotations and reflections of the square move rows, columns, diagonals (X), the
 *   four windows (Windoku: placed symmetrically), square boxes (9x9, 4x4, 16x16) and jigsaw
 *   regions and killer cages (moved with their cells) onto their own kind. Mini 6x6's boxes are
 *   2 rows by 3 columns: only the half turn and the two mirrors keep them 2x3.
 * - digits renamed by any permutation, except in a killer: a cage's sum fixes its digits, so
 *   only d → n+1-d with each sum s of k cells → (n+1)·k - s (the identity or the complement).
 * Band and row permutations are not used: they would break X's diagonals, Windoku's windows,
 * cages and regions.
 */
import { type Rules, type VariantLevel, createRng, randomSeed, rateVariant } from 'sudokit';
import { makeCompact } from 'sudokit/formats';
import { gridOf, gridText } from '../game/geometry.js';
import type { VariantId } from '../game/variants.js';
import type { MadeVariant } from './variantPuzzles.js';

/** A source for a copy: a variant puzzle of the level (the pack's, or one the player had). */
export interface VariantSource { rules: Rules; puzzle: string; solution: string }

/** The 8 symmetries of the square: where cell (r, c) of the source goes in the copy. */
const GEOMETRIES: readonly ((r: number, c: number, n: number) => [number, number])[] = [
  (r, c) => [r, c],
  (r, c, n) => [c, n - 1 - r], // quarter turn clockwise
  (r, c, n) => [n - 1 - r, n - 1 - c], // half turn
  (r, c, n) => [n - 1 - c, r], // quarter turn anticlockwise
  (r, c, n) => [r, n - 1 - c], // mirror left-right
  (r, c, n) => [n - 1 - r, c], // mirror top-bottom
  (r, c) => [c, r], // transpose
  (r, c, n) => [n - 1 - c, n - 1 - r], // anti-transpose
];

/** The geometries that keep the rules' boxes boxes: all eight, or for 6x6's 2x3 boxes those that keep rows rows. */
export function geometriesFor(rules: Rules): number[] {
  return (rules.size ?? 9) === 6 && !rules.regions ? [0, 2, 4, 5] : [0, 1, 2, 3, 4, 5, 6, 7];
}

/** The copy of a source under geometry `g` and digit map `digits` (digits[0] = 0); for killers the sums follow the complement when `complement`. */
export function transformVariant(source: VariantSource, g: number, digits: readonly number[], complement: boolean): VariantSource {
  const rules = source.rules;
  const n = rules.size ?? 9;
  const to = (i: number) => {
    const [r, c] = GEOMETRIES[g](Math.floor(i / n), i % n, n);
    return r * n + c;
  };
  const moveGrid = (text: string) => {
    const from = gridOf(text);
    const out = new Uint8Array(n * n);
    for (let i = 0; i < n * n; i++) out[to(i)] = digits[from[i]];
    return gridText(out);
  };
  const moved: Rules = { ...rules };
  if (rules.regions) {
    const regions = new Array<number>(n * n);
    for (let i = 0; i < n * n; i++) regions[to(i)] = rules.regions[i];
    moved.regions = regions;
  }
  if (rules.cages) {
    moved.cages = rules.cages.map((cage) => ({
      sum: complement ? (n + 1) * cage.cells.length - cage.sum : cage.sum,
      cells: cage.cells.map(to).sort((a, b) => a - b),
    }));
  }
  return { rules: moved, puzzle: moveGrid(source.puzzle), solution: moveGrid(source.solution) };
}

/** The compact line of a variant puzzle: what the player's records keep, to tell puzzles apart. */
export function variantLine(p: { rules: Rules; puzzle: string }): string | undefined {
  const c = makeCompact({ rules: p.rules, givens: gridOf(p.puzzle) });
  return c.ok ? c.value : undefined;
}

/**
 * A transformed copy of one of `sources` that the variant technique solver rates at `level`,
 * whose compact line is none of `had`; undefined when no transform tried within `budgetMs` does.
 */
export function variantCopy(variant: VariantId, level: VariantLevel, sources: readonly VariantSource[], had: readonly string[], options: { seed?: string; budgetMs?: number } = {}): MadeVariant | undefined {
  const started = performance.now();
  const seed = options.seed ?? randomSeed();
  const rng = createRng(seed);
  const seen = new Set(had);
  const order = rng.shuffle([...sources]);
  for (let tries = 0; tries < 4 * order.length; tries++) {
    if (tries > 0 && performance.now() - started > (options.budgetMs ?? 4000)) return undefined;
    const source = order[tries % order.length];
    const n = source.rules.size ?? 9;
    const killer = !!source.rules.cages?.length;
    const gs = geometriesFor(source.rules);
    const g = gs[rng.int(gs.length)];
    const complement = killer && rng.int(2) === 1;
    const digits = [0, ...(killer ? Array.from({ length: n }, (_, i) => (complement ? n - i : i + 1)) : rng.shuffle(Array.from({ length: n }, (_, i) => i + 1)))];
    const copy = transformVariant(source, g, digits, complement);
    const line = variantLine(copy);
    if (!line || seen.has(line) || line === variantLine(source)) continue;
    seen.add(line);
    if (rateVariant({ rules: copy.rules, givens: gridOf(copy.puzzle) }).level !== level) continue;
    return { variant, level, seed: `copy:${seed}:${tries}`, rules: copy.rules, puzzle: copy.puzzle, solution: copy.solution };
  }
  return undefined;
}
