/**
 * A variant puzzle as a bank row (issue 28): its `puzzle` and `canonical` are its normal compact
 * line (regions and cages labelled in order of first appearance, so one puzzle has one line:
 * equal lines are the same puzzle; no canonical form under symmetries is defined for
 * variants), `tier` holds its variant level, `hardest` the ladder's hardest rung, and the SE
 * columns (er, ep, ed, ladder_top) and minutes stay empty: SE's scale and the minutes model are
 * classic 9x9 only. Built in worker threads (fill, merge checks).
 */
import { rateVariant, solve, type Puzzle, type Seed } from 'sudokit';
import { makeCells, makeCompact, parseCompact } from 'sudokit/formats';
import type { BankRow } from './row.js';
import { VARIANT_BEYOND, variantTags } from '../variant-logic.js';

/** Symmetries of the givens' pattern on a square grid of any size (as the classic names). */
export function givensSymmetry(givens: ArrayLike<number>, size: number): string {
  let clues = 0;
  for (let i = 0; i < givens.length; i++) if (givens[i]) clues++;
  if (clues === 0) return 'none'; // a killer: no givens, no pattern to speak of
  const n = size - 1;
  const maps: [string, (r: number, c: number) => [number, number]][] = [
    ['rotational', (r, c) => [n - r, n - c]],
    ['rotational90', (r, c) => [c, n - r]],
    ['horizontal', (r, c) => [n - r, c]],
    ['vertical', (r, c) => [r, n - c]],
    ['diagonal', (r, c) => [c, r]],
    ['antidiagonal', (r, c) => [n - c, n - r]],
  ];
  const names = maps
    .filter(([, f]) => {
      for (let i = 0; i < givens.length; i++) {
        const [r, c] = f(Math.floor(i / size), i % size);
        if (!givens[i] !== !givens[r * size + c]) return false;
      }
      return true;
    })
    .map(([name]) => name);
  if (names.length === maps.length) names.push('dihedral');
  return names.length ? names.join(',') : 'none';
}

/**
 * The compact line of a puzzle in its normal form: makeCompact writes region labels as the rules
 * number them, parseCompact numbers them in order of first appearance, so one round trip gives
 * the one line every equal puzzle has (cages are already labelled by first appearance).
 */
export function normalCompact(puzzle: Puzzle): { ok: true; value: string } | { ok: false; error: { message: string } } {
  const first = makeCompact(puzzle);
  if (!first.ok) return first;
  const read = parseCompact(first.value);
  return read.ok ? makeCompact(read.value) : read;
}

/** The bank row of a variant puzzle, after checking it has exactly one solution; else why not. */
export function variantBankRow(puzzle: Puzzle, source: string, seed?: Seed): { row: BankRow } | { reject: string } {
  const line = normalCompact(puzzle);
  if (!line.ok) return { reject: line.error.message };
  let count: number;
  let solution: Uint8Array | undefined;
  try {
    ({ count, solution } = solve(puzzle.givens, { limit: 2, rules: puzzle.rules }));
  } catch (e) {
    return { reject: e instanceof Error ? e.message : String(e) };
  }
  if (count !== 1) return { reject: count === 0 ? 'no solution' : 'more than one solution' };
  const rating = rateVariant(puzzle);
  const size = puzzle.rules.size ?? 9;
  let clues = 0;
  for (const d of puzzle.givens) if (d) clues++;
  const row: BankRow = {
    puzzle: line.value,
    solution: makeCells(solution!),
    canonical: line.value,
    er: null,
    ep: null,
    ed: null,
    tier: rating.level,
    hardest: rating.solved ? (rating.hardest ?? 'none') : VARIANT_BEYOND,
    clues,
    beyond: !rating.solved,
    ladderTop: null,
    symmetry: givensSymmetry(puzzle.givens, size),
    source,
    humanModel: 0,
    variant: variantTags(puzzle.rules),
    size,
  };
  if (seed !== undefined) row.seed = seed;
  return { row };
}
