import { describe, expect, it } from 'vitest';
import { formatTime, makeStats, parseStats, summarise, type FinishedGame } from './stats.js';
import { parseSettings, makeSettings, DEFAULT_SETTINGS } from './settings.js';
import { WIKIPEDIA } from './test-vectors.js';

const rec = (tier: string | undefined, timeMs: number, hints = 0): FinishedGame => ({
  puzzle: WIKIPEDIA.puzzle, timeMs, hints, mistakes: 0, finishedAt: 1, source: 'generated', ...(tier ? { tier } : {}),
});

describe('stats', () => {
  it('round-trips and summarises per tier', () => {
    const games = [rec('easy', 60_000), rec('easy', 120_000, 2), rec(undefined, 30_000)];
    const back = parseStats(makeStats(games));
    expect(back).toEqual(games);
    expect(summarise(back)).toEqual([
      { tier: 'easy', played: 2, bestMs: 60_000, averageMs: 90_000, noHints: 1 },
      { tier: 'unrated', played: 1, bestMs: 30_000, averageMs: 30_000, noHints: 1 },
    ]);
  });
  it('drops damaged records alone and survives garbage', () => {
    const text = JSON.stringify({ format: 'sudokit-stats', version: 1, games: [rec('easy', 5), { puzzle: 'x' }, null] });
    expect(parseStats(text)).toHaveLength(1);
    expect(parseStats('{{{')).toEqual([]);
    expect(parseStats(null)).toEqual([]);
  });
  it.each([[0, '0:00'], [61_000, '1:01'], [3_599_000, '59:59'], [3_723_000, '1:02:03']])('formatTime(%i) = %s', (ms, s) =>
    expect(formatTime(ms)).toBe(s));
});

describe('settings', () => {
  it('round-trips and falls back per field', () => {
    const s = { ...DEFAULT_SETTINGS, mistakes: 'solution' as const, showTimer: false };
    expect(parseSettings(makeSettings(s))).toEqual(s);
    expect(parseSettings('{"mistakes":"loud","showTimer":false}')).toEqual({ ...DEFAULT_SETTINGS, showTimer: false });
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});
