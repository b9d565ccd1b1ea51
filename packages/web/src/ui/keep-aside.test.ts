/**
 * Issue 32, item 10 (reliability report 3, N21): damaged statistics are kept aside once, even
 * when `sudokit.stats.damaged` already holds other data and the statistics are read both at load
 * and before the first write. Failed before the fix (two timed copies of the same text).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStats, type GameRecord } from '../game/stats.js';
import { WIKIPEDIA } from '../game/test-vectors.js';
import { KEYS } from './storage.js';
import { addRecords, loadStats } from './store.js';

/** localStorage as a browser has it, listing included (length and key(i)). */
class ListedStorage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

let storage: ListedStorage;
beforeEach(() => {
  storage = new ListedStorage();
  (globalThis as Record<string, unknown>).localStorage = storage;
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const rec = (at: number): GameRecord => ({ puzzle: WIKIPEDIA.puzzle, timeMs: 1000, hints: 0, mistakes: 0, finishedAt: at, source: 'generated', outcome: 'solved' });

describe('damaged statistics are kept aside once', () => {
  it('base key taken by other data: one timed copy after load and a finished game, not two', () => {
    const damaged = makeStats([rec(1), rec(2)]).replace(/"finishedAt":2/, '"finishedAt":"two"').slice(0, -3) + '{{';
    storage.setItem(KEYS.stats, damaged);
    storage.setItem('sudokit.stats.damaged', 'older damage, kept from before');
    vi.setSystemTime(1_795_752_318_400); // the load, then the game finished a while later
    const loaded = loadStats();
    vi.setSystemTime(1_795_752_319_757);
    expect(loaded.problem?.text).toMatch(/sudokit\.stats\.damaged\.\d+/);
    const { saved } = addRecords([rec(3)], loaded.games);
    expect(saved).toBe(true);
    const copies = [...storage.data.entries()].filter(([k, v]) => k.startsWith('sudokit.stats.damaged') && v === damaged);
    expect(copies).toHaveLength(1);
    expect(storage.getItem('sudokit.stats.damaged')).toBe('older damage, kept from before');
  });
});
