/**
 * The daily puzzle: the same puzzle for every player on a date, one per level, made on the device
 * from the date alone (the engine's generator is deterministic for a seed on every platform), so
 * it works offline and needs no server. Streaks and the share line come from the statistics.
 */
import type { GameRecord } from './stats.js';
import { formatTime } from './stats.js';
import type { Game } from './game.js';

/** The player's local calendar date, YYYY-MM-DD: a day starts at local midnight. */
export function dailyKey(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The generator's seed for a date, a level and the n-th try at that level. */
export const dailySeed = (date: string, tier: string, attempt: number) => `sudokit-daily:${date}:${tier}:${attempt}`;

/** How many tries a daily puzzle may take before the closest one is used (deterministic too). */
export const DAILY_ATTEMPTS = 400;

function previousDay(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return dailyKey(new Date(y, m - 1, d - 1));
}

/** Days with a daily puzzle solved, and the streaks: the current one (through today or yesterday) and the best. */
export function dailyStreaks(records: readonly GameRecord[], today: string): { days: Set<string>; current: number; best: number } {
  const days = new Set(records.filter((r) => r.outcome === 'solved' && r.daily).map((r) => r.daily!));
  let current = 0;
  let day = days.has(today) ? today : previousDay(today);
  while (days.has(day)) { current++; day = previousDay(day); }
  let best = 0;
  for (const d of days) {
    if (days.has(previousDay(d))) continue; // not the start of a run
    const [y, m, dd] = d.split('-').map(Number);
    let n = 0;
    while (days.has(dailyKey(new Date(y, m - 1, dd + n)))) n++;
    best = Math.max(best, n);
  }
  return { days, current, best };
}

/** What a player shares after a daily: no digits, no grid, nothing that spoils it. */
export function shareLine(game: Game, tierLabel: string): string {
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  const what = game.meta.daily ? `sudokit daily ${game.meta.daily}` : 'sudokit';
  return `${what} · ${tierLabel} · ${formatTime(game.elapsedMs)} · ${plural(game.hints, 'hint')} · ${plural(game.mistakes, 'mistake')}`;
}
