import { describe, expect, it } from 'vitest';
import { formatPace, formatTime, makeStats, mergeRecords, parseStats, summarise, bestTime, STATS_VERSION, type GameRecord } from './stats.js';
import { parseSettings, DEFAULT_SETTINGS } from './settings.js';
import { WIKIPEDIA } from './test-vectors.js';
import { lostToMistakes } from './shelf.js';

const T0 = Date.UTC(2026, 0, 1);
const rec = (tier: string | undefined, timeMs: number, hints = 0, outcome: GameRecord['outcome'] = 'solved', at = T0): GameRecord => ({
  puzzle: WIKIPEDIA.puzzle, timeMs, hints, mistakes: 0, finishedAt: at, source: 'generated', outcome, ...(tier ? { tier } : {}),
});
const load = (text: string | null) => {
  const r = parseStats(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('stats', () => {
  it('round-trips and summarises per tier, times over solved games only', () => {
    const games = [rec('easy', 60_000), rec('easy', 120_000, 2), rec(undefined, 30_000), rec('easy', 5_000, 0, 'abandoned')];
    const back = load(makeStats(games));
    expect(back).toEqual({ games, dropped: 0 });
    expect(summarise(back.games)).toEqual([
      { tier: 'easy', played: 2, abandoned: 1, bestMs: 60_000, averageMs: 90_000, noHints: 1, paceRatio: NaN, paced: 0 },
      { tier: 'unrated', played: 1, abandoned: 0, bestMs: 30_000, averageMs: 30_000, noHints: 1, paceRatio: NaN, paced: 0 },
    ]);
    expect(bestTime(games, 'easy')).toBe(60_000);
    expect(bestTime(games, 'easy', games[0])).toBe(120_000);
  });

  it('compares the player\'s times with the puzzles\' expected times per level: the median of time / expected, over solved games that know it', () => {
    const timed = (minutes: number, expected: number | undefined, outcome: GameRecord['outcome'] = 'solved') => ({ ...rec('hard', minutes * 60_000, 0, outcome), ...(expected ? { expectedMinutes: expected } : {}) });
    // 8 of 10 expected minutes, 12 of 10, 4 of 10: ratios 0.8, 1.2, 0.4, median 0.8; the abandoned and the unknown ones do not count.
    const games = [timed(8, 10), timed(12, 10), timed(4, 10), timed(1, 10, 'abandoned'), timed(30, undefined)];
    const back = load(makeStats(games)).games;
    expect(back).toEqual(games);
    const [hard] = summarise(back);
    expect([hard.paceRatio, hard.paced]).toEqual([0.8, 3]);
    expect(summarise([timed(8, 10), timed(12, 10)])[0].paceRatio).toBe(1);
    expect([formatPace(0.8), formatPace(1.2345), formatPace(0.456), formatPace(12.6), formatPace(NaN)]).toEqual(['0.8×', '1.2×', '0.46×', '13×', '–']);
    // absurd expected times are left out, the record kept
    expect(load(makeStats([{ ...timed(8, 10), expectedMinutes: -1 }, { ...timed(8, 10), expectedMinutes: 1e9 }])).games).toEqual([timed(8, undefined), timed(8, undefined)]);
  });

  it('migrates version 1 (solved games only, no outcome)', () => {
    const v1 = JSON.stringify({ format: 'sudokit-stats', version: 1, games: [{ puzzle: WIKIPEDIA.puzzle, timeMs: 5000, hints: 0, mistakes: 1, finishedAt: T0, source: 'generated', tier: 'easy' }] });
    expect(load(v1).games).toEqual([{ ...rec('easy', 5000), mistakes: 1 }]);
  });

  it('counts damaged records and drops them alone; absurd numbers are damage (issue 16)', () => {
    const text = JSON.stringify({ format: 'sudokit-stats', version: STATS_VERSION, games: [rec('easy', 5000), { puzzle: 'x' }, null, { ...rec('easy', 1), timeMs: 1e300 }, { ...rec('easy', 1), outcome: 'won' }] });
    expect(load(text)).toEqual({ games: [rec('easy', 5000)], dropped: 4 });
    expect(load(null)).toEqual({ games: [], dropped: 0 });
  });

  it.each([
    ['not JSON', '{{{', 'not-json'],
    ['another app', '{"hello":1}', 'not-stats'],
    ['a newer version', JSON.stringify({ format: 'sudokit-stats', version: STATS_VERSION + 1, games: [] }), 'newer-version'],
  ])('%s is an error, never an empty history to write over', (_name, text, code) => {
    const r = parseStats(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('merges two histories: each record once, in time order', () => {
    const a = [rec('easy', 1, 0, 'solved', T0 + 2), rec('easy', 2, 0, 'solved', T0 + 5)];
    const b = [rec('easy', 2, 0, 'solved', T0 + 5), rec('hard', 3, 0, 'abandoned', T0 + 3)];
    expect(mergeRecords(a, b).map((g) => g.finishedAt)).toEqual([T0 + 2, T0 + 3, T0 + 5]);
  });

  it.each([[0, '0:00'], [61_000, '1:01'], [3_599_000, '59:59'], [3_723_000, '1:02:03']])('formatTime(%i) = %s', (ms, s) =>
    expect(formatTime(ms)).toBe(s));
});

describe('games lost to the mistake limit (issue 31)', () => {
  it('keep their limit through storage, and only a limit reached counts as lost', () => {
    const lost = { ...rec('easy', 60_000, 0, 'abandoned'), mistakes: 3, mistakeLimit: 3 };
    const left = { ...rec('easy', 60_000, 0, 'abandoned'), mistakes: 1, mistakeLimit: 3 };
    const back = load(makeStats([lost, left])).games;
    expect(back).toEqual([lost, left]);
    expect(back.map(lostToMistakes)).toEqual([true, false]);
    expect(load(makeStats([{ ...lost, mistakeLimit: 0 }])).games[0].mistakeLimit).toBeUndefined();
  });
});

describe('settings', () => {
  it('round-trips and falls back per field', () => {
    const s = { ...DEFAULT_SETTINGS, mistakes: 'solution' as const, showTimer: false, cellNames: 'rc' as const, theme: 'dark' as const, seenIntro: true };
    expect(parseSettings(JSON.stringify(s))).toEqual(s);
    expect(parseSettings('{"mistakes":"loud","showTimer":false}')).toEqual({ ...DEFAULT_SETTINGS, showTimer: false, seenIntro: true });
    expect(parseSettings('not json')).toEqual({ ...DEFAULT_SETTINGS, seenIntro: true });
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('issue 31: the mistake limit, sound and haptics are off by default and fall back alone', () => {
    expect([DEFAULT_SETTINGS.mistakeLimit, DEFAULT_SETTINGS.sound, DEFAULT_SETTINGS.haptics]).toEqual([0, false, false]);
    expect(parseSettings('{"mistakeLimit":3,"sound":true,"haptics":"yes"}')).toMatchObject({ mistakeLimit: 3, sound: true, haptics: false });
    expect(parseSettings('{"mistakeLimit":4}').mistakeLimit).toBe(0);
  });
});
