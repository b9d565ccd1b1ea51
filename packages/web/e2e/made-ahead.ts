/**
 * Today's daily puzzle of every level, made in Node exactly as the game's worker makes them
 * (`makeDailyPuzzle`: seeds from the date, no clock, no randomness), for the harness's
 * "made ahead" browsers (harness.ts). Run by `inWorker`: the expert daily is seconds of search.
 */
import { PLAYER_LEVELS } from 'sudokit';
import { makeDailyPuzzle } from '../src/worker/puzzles.js';

export interface MadeDaily { level: string; puzzle: string; solution: string; tier?: string; rating?: number; expectedMinutes?: number }

export function makeDailies(date: string): MadeDaily[] {
  return PLAYER_LEVELS.map((l) => {
    const { puzzle, solution, tier, rating, expectedMinutes } = makeDailyPuzzle(l.name, date);
    return { level: l.name as string, puzzle, solution, tier, rating, expectedMinutes };
  });
}
