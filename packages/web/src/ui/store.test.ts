import { beforeEach, describe, expect, it } from 'vitest';
import { makeStats, parseStats, type GameRecord } from '../game/stats.js';
import { WIKIPEDIA } from '../game/test-vectors.js';
import { KEYS, keepAside } from './storage.js';
import { addRecords, adoptStoredGame, claimGame, isOtherTabsClaim, loadStats, ownsGame, saveCurrent, unblock } from './store.js';

/** localStorage as the browser has it, with a switch to make it refuse writes (storage full). */
class FakeStorage {
  data = new Map<string, string>();
  full = false;
  getItem(k: string) { return this.data.get(k) ?? null; }
  setItem(k: string, v: string) { if (this.full) throw new Error('QuotaExceededError'); this.data.set(k, v); }
  removeItem(k: string) { this.data.delete(k); }
}
let storage: FakeStorage;
beforeEach(() => {
  storage = new FakeStorage();
  (globalThis as Record<string, unknown>).localStorage = storage;
});

const T0 = Date.UTC(2026, 0, 1);
const rec = (at: number): GameRecord => ({ puzzle: WIKIPEDIA.puzzle, timeMs: 1000, hints: 0, mistakes: 0, finishedAt: at, source: 'generated', outcome: 'solved' });

describe('store', () => {
  it('adds records to what storage holds now: another tab\'s records are not overwritten', () => {
    storage.setItem(KEYS.stats, makeStats([rec(T0 + 1)])); // written by another tab meanwhile
    const { games, saved } = addRecords([rec(T0 + 3)], [rec(T0 + 2)]);
    expect(saved).toBe(true);
    expect(games.map((g) => g.finishedAt)).toEqual([T0 + 1, T0 + 2, T0 + 3]);
    const back = parseStats(storage.getItem(KEYS.stats));
    expect(back.ok && back.value.games.length).toBe(3);
  });

  it('damaged statistics are kept aside before anything is written; a second, different damage gets its own key', () => {
    storage.setItem(KEYS.stats, '{{damaged');
    const first = loadStats();
    expect(first.games).toEqual([]);
    expect(first.problem?.text).toContain('sudokit.stats.damaged');
    expect(storage.getItem('sudokit.stats.damaged')).toBe('{{damaged');
    expect(keepAside(KEYS.stats, 'other damage', 42)).toBe('sudokit.stats.damaged.42');
    expect(storage.getItem('sudokit.stats.damaged')).toBe('{{damaged');
  });

  it('when even the copy fails, the damaged data stays and nothing is written over it until the player discards it', () => {
    storage.setItem(KEYS.stats, '{{damaged');
    storage.full = true;
    const r = loadStats();
    expect(r.problem?.blocked).toEqual({ key: KEYS.stats, data: '{{damaged' });
    storage.full = false;
    expect(addRecords([rec(T0)], []).saved).toBe(false);
    expect(storage.getItem(KEYS.stats)).toBe('{{damaged');
    unblock(KEYS.stats);
    expect(addRecords([rec(T0)], []).saved).toBe(true);
  });

  it('does not write over a game another tab saved since our last save, until this tab takes it over', () => {
    const data = { game: { puzzle: WIKIPEDIA.puzzle, moves: [] } as never, ui: { mode: 'digit' as const, selected: 0 } };
    expect(saveCurrent(data)).toBe('saved');
    storage.setItem(KEYS.game, 'the other tab\'s save');
    expect(saveCurrent(data)).toBe('taken');
    expect(storage.getItem(KEYS.game)).toBe('the other tab\'s save');
    adoptStoredGame();
    expect(saveCurrent(data)).toBe('saved');
  });

  it('two tabs: the tab that took the game last saves it; a write from a tab that had not heard yet does not take it back (issue 16, defect 10)', () => {
    const data = { game: { puzzle: WIKIPEDIA.puzzle, moves: [] } as never, ui: { mode: 'digit' as const, selected: 0 } };
    claimGame(); // this tab opens the page
    const me = storage.getItem(KEYS.owner);
    expect(isOtherTabsClaim(me)).toBe(false);
    expect(saveCurrent(data)).toBe('saved');
    // The other tab's clock wrote its save before it heard of our claim: we still own the game.
    storage.setItem(KEYS.game, 'the other tab\'s late save');
    expect(ownsGame()).toBe(true);
    expect(saveCurrent(data)).toBe('saved');
    // The other tab takes the game (opened again, or "Play here"): we stop.
    storage.setItem(KEYS.owner, 'another tab');
    expect(isOtherTabsClaim('another tab')).toBe(true);
    expect(ownsGame()).toBe(false);
    storage.setItem(KEYS.game, 'the other tab\'s save');
    expect(saveCurrent(data)).toBe('taken');
    expect(storage.getItem(KEYS.game)).toBe('the other tab\'s save');
    adoptStoredGame(); // "Play here"
    expect(storage.getItem(KEYS.owner)).toBe(me);
    expect(saveCurrent(data)).toBe('saved');
  });

  it('a save that fails says so', () => {
    storage.full = true;
    expect(saveCurrent({ game: { puzzle: WIKIPEDIA.puzzle } as never, ui: { mode: 'digit', selected: 0 } })).toBe('failed');
  });
});
