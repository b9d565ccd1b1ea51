/**
 * Today's daily puzzle of every level and today's Killer, made in Node exactly as the game's
 * worker makes them (`makeDailyPuzzle`, `findVariantPuzzle` from `sudokit-daily-killer:<date>`:
 * seeds from the date, no clock, no randomness), for the harness's "made ahead" browsers
 * (harness.ts). Run by `inWorker`: the expert daily is seconds of search.
 */
import { PLAYER_LEVELS } from 'sudokit';
import { makeDailyPuzzle } from '../src/worker/puzzles.js';
import type { VariantLevel } from 'sudokit';
import { type MadeVariant, findVariantPuzzle } from '../src/worker/variantPuzzles.js';

export interface MadeDaily { level: string; puzzle: string; solution: string; tier?: string; rating?: number; expectedMinutes?: number }

export function makeDailies(date: string): MadeDaily[] {
  return PLAYER_LEVELS.map((l) => {
    const { puzzle, solution, tier, rating, expectedMinutes } = makeDailyPuzzle(l.name, date);
    return { level: l.name as string, puzzle, solution, tier, rating, expectedMinutes };
  });
}

/**
 * Today's Killer as the game's stock lane makes it ahead (ui/variantStock.ts `makeDaily`, at its
 * DAILY_KILLER_LEVEL, passed in: that UI module does not load in a worker thread), or null when
 * the game's search would give up too.
 */
export function makeDailyKiller(date: string, level: VariantLevel): MadeVariant | null {
  return findVariantPuzzle('killer', level, `sudokit-daily-killer:${date}`);
}

/** Both, in one worker. */
export function makeAhead(date: string, killerLevel: VariantLevel): { dailies: MadeDaily[]; dailyKiller: MadeVariant | null } {
  return { dailies: makeDailies(date), dailyKiller: makeDailyKiller(date, killerLevel) };
}
