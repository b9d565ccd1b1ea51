import { describe, expect, it } from 'vitest';
import { dailyKey, dailyStreaks, shareLine } from './daily.js';
import { newGame } from './game.js';
import type { GameRecord } from './stats.js';
import { WIKIPEDIA } from './test-vectors.js';

const solvedOn = (daily: string, outcome: GameRecord['outcome'] = 'solved'): GameRecord => ({ puzzle: WIKIPEDIA.puzzle, timeMs: 1, hints: 0, mistakes: 0, finishedAt: Date.UTC(2026, 0, 1), source: 'generated', outcome, daily });

describe('daily puzzle bookkeeping', () => {
  it('keys days by the local calendar date', () => {
    expect(dailyKey(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
    expect(dailyKey(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('counts the current streak through today or yesterday, and the best run (across a month end)', () => {
    const recs = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-05', '2026-02-06'].map((d) => solvedOn(d));
    expect(dailyStreaks(recs, '2026-02-06')).toMatchObject({ current: 2, best: 3 });
    expect(dailyStreaks(recs, '2026-02-07')).toMatchObject({ current: 2, best: 3 });
    expect(dailyStreaks(recs, '2026-02-08')).toMatchObject({ current: 0, best: 3 });
    expect(dailyStreaks([solvedOn('2026-02-08', 'abandoned')], '2026-02-08')).toMatchObject({ current: 0, best: 0 });
  });

  it('the share line tells time, hints and mistakes, and no digit of the puzzle', () => {
    const g = { ...newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'generated', tier: 'easy', daily: '2026-02-06' }), elapsedMs: 252_000, hints: 1, mistakes: 0 };
    const line = shareLine(g, 'Easy');
    expect(line).toBe('sudokit daily 2026-02-06 · Easy · 4:12 · 1 hint · 0 mistakes');
  });
});
