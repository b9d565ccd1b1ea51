/**
 * Re-running an interrupted `bank fill` or `bank add` starts from what the bank holds instead of
 * making it all again (issue 32, N23). fill: puzzle i of a seed comes from deriveSeed(seed, i)
 * alone and the bank keeps that seed with the row, so an index whose row is banked and fits this
 * run's target is skipped rather than generated again (a row made for another tier is no reason
 * to skip). add: a line whose canonical form is banked is counted as already there without
 * being rated (rating is the costly part).
 */
import { canonicalGrid, deriveSeed, erInRange, makeLine, targetRange, type DifficultyTarget, type MinutesRange, type Seed, type SymmetryName } from 'sudokit';
import type { Bank } from './store.js';
import { parsePuzzleLine } from '../puzzle-input.js';

interface FillRow {
  er: number;
  minutes: number | null;
  symmetry: string;
}

/** Which indices of a fill with these options the bank already holds. */
export function bankedFillIndices(bank: Bank, seed: Seed, want: { target?: DifficultyTarget; minutes?: MinutesRange; symmetry: SymmetryName }): (index: number) => boolean {
  const rows = new Map<string, FillRow>();
  for (const r of bank.sqlite.prepare(`SELECT seed, er, minutes, symmetry FROM puzzles WHERE source = 'fill' AND seed IS NOT NULL AND variant = 'classic' AND size = 9`).iterate() as Iterable<FillRow & { seed: string }>) {
    rows.set(r.seed, r);
  }
  if (rows.size === 0) return () => false;
  const range = want.target ? targetRange(want.target) : undefined;
  const fits = (r: FillRow) =>
    (!range || erInRange(r.er, range)) &&
    (!want.minutes || (r.minutes !== null && r.minutes >= want.minutes[0] && r.minutes <= want.minutes[1])) &&
    (want.symmetry === 'none' || r.symmetry.split(',').includes(want.symmetry));
  return (index) => {
    const row = rows.get(String(deriveSeed(seed, index)));
    return row !== undefined && fits(row);
  };
}

/** Whether the puzzle on this input line is banked already (by canonical form); false for a bad line. */
export function bankedLine(bank: Bank): (text: string) => boolean {
  const known = bank.sqlite.prepare('SELECT 1 FROM puzzles WHERE canonical = ?').pluck();
  return (text) => {
    const parsed = parsePuzzleLine(text);
    if (!parsed.ok) return false;
    try {
      return known.get(makeLine(canonicalGrid(parsed.value))) !== undefined;
    } catch {
      return false; // the rater says what is wrong with it
    }
  };
}
