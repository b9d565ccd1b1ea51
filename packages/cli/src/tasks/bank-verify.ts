/**
 * Task: check one row of a bank being merged (`bank merge`), which is untrusted input. Everything
 * that follows from the puzzle is computed here, never read from the row: the canonical form,
 * the clue count, the symmetry, the solution (the stored one must equal it) and the expected
 * minutes (the human model is cheap). The row's technique rating (ER, EP, ED, tier, hardest step)
 * is kept only when it is well-formed, consistent with itself and made by this rater (same
 * ladder), and a bounded run of the rater does not contradict it: that run finishes the rating
 * of any puzzle short of long chains, so a stored rating that differs is caught, and for harder
 * puzzles it gives a lower bound that a rating claimed too low fails. Anything that disagrees
 * and every row of `--rerate` is rated in full, as `bank add` rates.
 *
 * A variant row (schema 3: its puzzle a compact line) is read as such and every column is
 * computed again (bank/variant-row.ts: the rules and size from the puzzle, never from the row's
 * own `variant` and `size`; uniqueness; the solution; the level by the variant ladder, which is
 * cheap): only its provenance is carried over.
 */
import { HUMAN_MODEL_VERSION, LADDER_TOP, canonicalGrid, humanMinutes, makeLine, parseLine, rate, rateSteps, roundMinutes, solve, solveLogically, symmetriesOf, tierOf, type Grid } from 'sudokit';
import { BEYOND_LABEL } from './rate.js';
import { parseCompact } from 'sudokit/formats';
import { variantBankRow } from '../bank/variant-row.js';
import type { TaskOutput } from '../task.js';

/** The rating columns as stored (any SQLite type: nothing about them is trusted). */
export interface StoredRating {
  er: unknown;
  ep: unknown;
  ed: unknown;
  beyond: unknown;
  ladder_top: unknown;
  tier: unknown;
  hardest: unknown;
  /** Compared only, to count the row as re-rated when they change (they are always computed here). */
  minutes?: unknown;
  human_model?: unknown;
  variant?: unknown;
  size?: unknown;
}

export interface BankVerifyInput {
  puzzle: unknown;
  solution: unknown;
  /** The stored rating, or null to rate in full (`--rerate`). */
  claim: StoredRating | null;
}

/** Every column of a bank row that follows from the puzzle. */
export interface VerifiedRow {
  puzzle: string;
  solution: string;
  canonical: string;
  /** SE's ratings and the minutes: classic 9x9 rows only (null on variant rows). */
  er: number | null;
  ep: number | null;
  ed: number | null;
  beyond: 0 | 1;
  ladder_top: number | null;
  /** The classic tier, or a variant row's level. */
  tier: string;
  hardest: string;
  clues: number;
  symmetry: string;
  minutes: number | null;
  human_model: number;
  variant: string;
  size: number;
}

export type BankVerifyResult = { row: VerifiedRow; rerated: boolean } | { reject: string };

/**
 * Effort units (engine effort.ts) of the bounded check: about 10 ms of chain search on the
 * machines here. Puzzles that need no chains are rated in full well within it.
 */
export const VERIFY_BUDGET = 100_000;

const PUZZLE = /^[0-9.]{81}$/;
const SOLUTION = /^[1-9]{81}$/;
/** A technique name as the rater writes it: printable, short. */
const NAME = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]{1,100}$/;

const isRatingValue = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= LADDER_TOP && Math.round(v * 10) === v * 10;

/** Rating fields that make sense together (whatever the puzzle), or undefined. */
function wellFormed(c: StoredRating): { er: number; ep: number; ed: number; beyond: boolean; tier: string; hardest: string } | undefined {
  const { er, ep, ed, beyond, ladder_top, tier, hardest } = c;
  if (!isRatingValue(er) || !isRatingValue(ep) || !isRatingValue(ed)) return undefined;
  if (ladder_top !== LADDER_TOP || (beyond !== 0 && beyond !== 1)) return undefined;
  if (typeof hardest !== 'string' || !NAME.test(hardest)) return undefined;
  if (tier !== (beyond ? 'beyond' : tierOf(er)) || ed > ep + 1e-9 || ep > er + 1e-9) return undefined;
  return { er, ep, ed, beyond: beyond === 1, tier: tier as string, hardest };
}

function reject(message: string): TaskOutput {
  const result: BankVerifyResult = { reject: message };
  return { out: JSON.stringify(result) };
}

export function run(input: BankVerifyInput): TaskOutput {
  if (typeof input.puzzle === 'string' && !PUZZLE.test(input.puzzle)) {
    // a compact line, or a plain line of another size (classic 4x4 .. 16x16)
    const parsed = parseCompact(input.puzzle);
    if (parsed.ok || input.puzzle.includes(':')) return verifyVariant(input, parsed);
  }
  if (typeof input.puzzle !== 'string' || !PUZZLE.test(input.puzzle)) return reject('the puzzle is not 81 cells (digits and dots)');
  const parsed = parseLine(input.puzzle, { conflicts: 'allow' });
  if (!parsed.ok) return reject(parsed.error.message);
  const puzzle: Grid = parsed.value;
  const { count, solution } = solve(puzzle, { limit: 2 });
  if (count !== 1) return reject(count === 0 ? 'no solution' : 'more than one solution');
  const solutionLine = makeLine(solution!);
  if (typeof input.solution !== 'string' || !SOLUTION.test(input.solution) || input.solution !== solutionLine) return reject('the stored solution is not its solution');

  let clues = 0;
  for (const d of puzzle) if (d) clues++;
  const names = symmetriesOf(puzzle).filter((s) => s !== 'none');
  const minutes = roundMinutes(humanMinutes(puzzle).minutes * 60);
  const base = { puzzle: makeLine(puzzle), solution: solutionLine, canonical: makeLine(canonicalGrid(puzzle)), clues, symmetry: names.length ? names.join(',') : 'none', minutes, human_model: HUMAN_MODEL_VERSION };

  const claim = input.claim ? wellFormed(input.claim) : undefined;
  let rating = claim;
  if (claim) {
    const bounded = rateSteps(solveLogically(puzzle, { budget: VERIFY_BUDGET }));
    if (!bounded.estimated) {
      const same = bounded.er === claim.er && bounded.ep === claim.ep && bounded.ed === claim.ed && bounded.beyond === claim.beyond && hardestLabel(bounded) === claim.hardest;
      if (!same) rating = undefined;
    } else if (claim.er + 1e-9 < bounded.er) {
      rating = undefined; // rated below what the bounded run already reached
    }
  }
  if (!rating) {
    const full = rate(puzzle);
    if (!full.ok) return reject(full.error.message); // not reached: uniqueness was checked above
    rating = { er: full.value.er, ep: full.value.ep, ed: full.value.ed, beyond: full.value.beyond, tier: full.value.tier, hardest: hardestLabel(full.value) };
  }
  const row: VerifiedRow = { ...base, variant: 'classic', size: 9, er: rating.er, ep: rating.ep, ed: rating.ed, beyond: rating.beyond ? 1 : 0, ladder_top: LADDER_TOP, tier: rating.tier, hardest: rating.hardest };
  const timedAgain = input.claim?.minutes !== minutes || input.claim?.human_model !== HUMAN_MODEL_VERSION;
  const result: BankVerifyResult = { row, rerated: rating !== claim || timedAgain };
  return { out: JSON.stringify(result) };
}

/** What the bank stores as the hardest step (as bank/row.ts does). */
function hardestLabel(r: { beyond: boolean; hardest: string }): string {
  return r.beyond ? BEYOND_LABEL : r.hardest;
}

/** A variant row: the compact line read again, every column computed from it. */
function verifyVariant(input: BankVerifyInput, parsed: ReturnType<typeof parseCompact>): TaskOutput {
  if (!parsed.ok) return reject(`the puzzle is not a compact line: ${parsed.error.message}`);
  const made = variantBankRow({ rules: parsed.value.rules, givens: parsed.value.givens }, 'merge');
  if ('reject' in made) return reject(made.reject);
  const r = made.row;
  if (r.variant === 'classic' && r.size === 9) return reject('a classic 9x9 puzzle written as a compact line (banks store it as 81 cells)');
  if (r.clues === r.size! * r.size!) return reject('a solved grid (no empty cell) is not a puzzle');
  if (input.solution !== r.solution) return reject('the stored solution is not its solution');
  const row: VerifiedRow = {
    puzzle: r.puzzle,
    solution: r.solution,
    canonical: r.canonical,
    er: null,
    ep: null,
    ed: null,
    beyond: r.beyond ? 1 : 0,
    ladder_top: null,
    tier: r.tier,
    hardest: r.hardest,
    clues: r.clues,
    symmetry: r.symmetry,
    minutes: null,
    human_model: 0,
    variant: r.variant!,
    size: r.size!,
  };
  const c = input.claim;
  const same = !!c && c.tier === row.tier && c.hardest === row.hardest && c.beyond === row.beyond && c.er === null && c.ep === null && c.ed === null && c.ladder_top === null && c.minutes === null;
  const result: BankVerifyResult = { row, rerated: !same };
  return { out: JSON.stringify(result) };
}
