/**
 * A rated puzzle as the bank and `generate --format` see it. Built inside worker threads (rating
 * and the canonical form are the costly parts) and sent to the main thread as plain data.
 */
import { HUMAN_MODEL_VERSION, LADDER_TOP, canonicalGrid, makeLine, roundMinutes, symmetriesOf, type Grid, type Rating, type Seed } from 'sudokit';
import { BEYOND_LABEL } from '../tasks/rate.js';

export interface RatedRecord {
  puzzle: string;
  solution: string;
  er: number;
  ep: number;
  ed: number;
  tier: string;
  hardest: string;
  clues: number;
  /** Expected minutes for a typical player (one decimal); absent for bank rows rated before the model. */
  minutes?: number;
  /** Seed that reproduces the puzzle with generateRated (generated ones only). */
  seed?: Seed;
}

export interface BankRow extends Omit<RatedRecord, 'er' | 'ep' | 'ed'> {
  /** SE's ratings: classic 9x9 rows only (null on variant rows: SE's scale is classic). */
  er: number | null;
  ep: number | null;
  ed: number | null;
  /** The classic tier, or a variant row's level (easy .. extreme). */
  tier: string;
  canonical: string;
  /** Rated above the ladder's top (tier 'beyond', or level 'extreme' for variants). */
  beyond: boolean;
  /** The ladder's top when rated (null on variant rows). */
  ladderTop: number | null;
  /** Which rules: 'classic' or the variant's tags ('killer', 'jigsaw+x'); absent = classic. */
  variant?: string;
  /** Side length; absent = 9. */
  size?: number;
  /** Named symmetries of the clue pattern, comma-separated, or 'none'. */
  symmetry: string;
  /** Where it came from: 'fill' or the imported file's name ('-' = stdin). */
  source: string;
  /** HUMAN_MODEL_VERSION of `minutes` (0: none yet). */
  humanModel: number;
}

export function ratedRecord(puzzle: Grid, solution: Grid, rating: Rating, seed?: Seed): RatedRecord {
  let clues = 0;
  for (const d of puzzle) if (d) clues++;
  const record: RatedRecord = {
    puzzle: makeLine(puzzle),
    solution: makeLine(solution),
    er: rating.er,
    ep: rating.ep,
    ed: rating.ed,
    tier: rating.tier,
    hardest: rating.beyond ? BEYOND_LABEL : rating.hardest,
    clues,
    minutes: roundMinutes(rating.minutes * 60),
  };
  if (seed !== undefined) record.seed = seed;
  return record;
}

export function bankRow(puzzle: Grid, solution: Grid, rating: Rating, source: string, seed?: Seed): BankRow {
  const names = symmetriesOf(puzzle).filter((s) => s !== 'none');
  return {
    ...ratedRecord(puzzle, solution, rating, seed),
    canonical: makeLine(canonicalGrid(puzzle)),
    beyond: rating.beyond,
    ladderTop: LADDER_TOP,
    symmetry: names.length ? names.join(',') : 'none',
    source,
    humanModel: HUMAN_MODEL_VERSION,
  };
}
