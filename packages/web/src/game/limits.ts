/**
 * Bounds for numbers read back from storage or an imported file: anything outside is damage
 * (or mischief), never something to show a player. Generous: no honest game comes near them.
 */
/** 30 days of play on one puzzle (the clock only runs while the page is visible). */
export const MAX_ELAPSED_MS = 30 * 24 * 3600 * 1000;
/** Hints, mistakes: a game has at most a few hundred steps. */
export const MAX_COUNT = 100_000;
/** Moves in one game's history. */
export const MAX_MOVES = 100_000;
/** Timestamps: from 2020 to 2200; a clock set wrong by a few years still loads. */
export const MIN_TIME = Date.UTC(2020, 0, 1);
export const MAX_TIME = Date.UTC(2200, 0, 1);

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
export const isDuration = (x: unknown): x is number => isNumber(x) && x >= 0 && x <= MAX_ELAPSED_MS;
export const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= MAX_COUNT;
export const isTimestamp = (x: unknown): x is number => isNumber(x) && x >= MIN_TIME && x <= MAX_TIME;
