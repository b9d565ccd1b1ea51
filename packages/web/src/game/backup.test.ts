import { describe, expect, it } from 'vitest';
import { makeBackup, mergeBackup, parseBackup } from './backup.js';
import { newGame, play } from './game.js';
import { DEFAULT_SETTINGS } from './settings.js';
import type { GameRecord } from './stats.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

const T0 = Date.UTC(2026, 0, 1);
const g = play(newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'generated', tier: 'easy' }, T0), { kind: 'place', cells: [rc(1, 3)], digit: 4 });
const rec = (at: number): GameRecord => ({ puzzle: WIKIPEDIA.puzzle, timeMs: 1000, hints: 0, mistakes: 0, finishedAt: at, source: 'generated', outcome: 'solved' });

describe('export and import of all data', () => {
  it('round-trips the current game, games in progress, settings and statistics', () => {
    const text = makeBackup({ current: { game: g, ui: { mode: 'centre', selected: 5 } }, shelf: [{ game: { ...g, startedAt: T0 + 1 }, ui: { mode: 'digit', selected: 0 } }], settings: { ...DEFAULT_SETTINGS, theme: 'dark' }, stats: [rec(T0)] });
    const r = parseBackup(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.current?.game.board).toEqual(g.board);
    expect(r.value.current?.ui).toEqual({ mode: 'centre', selected: 5 });
    expect(r.value.shelf.map((s) => s.game.startedAt)).toEqual([T0 + 1]);
    expect(r.value.settings.theme).toBe('dark');
    expect(r.value.stats).toEqual([rec(T0)]);
    expect(r.value.skipped).toBe(0);
  });

  it('an import adds to what is here: nothing already here is lost', () => {
    const r = parseBackup(makeBackup({ current: null, shelf: [], settings: DEFAULT_SETTINGS, stats: [rec(T0), rec(T0 + 2)] }));
    if (!r.ok) throw new Error(r.error.message);
    const merged = mergeBackup({ stats: [rec(T0 + 1), rec(T0)], shelf: [{ game: g, ui: { mode: 'digit', selected: 0 } }] }, r.value);
    expect(merged.stats.map((s) => s.finishedAt)).toEqual([T0, T0 + 1, T0 + 2]);
    expect(merged.shelf).toHaveLength(1);
  });

  it('refuses what is not an export; leaves out damaged parts and counts them', () => {
    expect(parseBackup('nope').ok).toBe(false);
    expect(parseBackup('{"format":"other"}').ok).toBe(false);
    const doc = JSON.parse(makeBackup({ current: { game: g, ui: { mode: 'digit', selected: 0 } }, shelf: [], settings: DEFAULT_SETTINGS, stats: [] }));
    doc.current.game.solution = '1'.repeat(81);
    const r = parseBackup(JSON.stringify(doc));
    expect(r.ok && [r.value.current, r.value.skipped]).toEqual([null, 1]);
  });
});
