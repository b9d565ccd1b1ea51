import { describe, expect, it } from 'vitest';
import { MAX_SHELF, abandonedRecord, inProgress, makeShelf, mergeShelves, parseShelf, shelve, unshelve } from './shelf.js';
import { newGame, play } from './game.js';
import type { SaveData } from './save.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

const T0 = Date.UTC(2026, 0, 1);
const game = (startedAt: number, moves = 1) => {
  let g = newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'generated', tier: 'easy' }, startedAt);
  const blanks = [...WIKIPEDIA.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
  for (let k = 0; k < moves; k++) g = play(g, { kind: 'place', cells: [blanks[k]], digit: Number(WIKIPEDIA.solution[blanks[k]]) });
  return g;
};
const save = (startedAt: number, moves = 1): SaveData => ({ game: game(startedAt, moves), ui: { mode: 'digit', selected: 0 } });

describe('games in progress (issue 16: a new game discarded the one being played)', () => {
  it('keeps games newest first, one copy per game, and round-trips through storage', () => {
    let list: SaveData[] = [];
    list = shelve(list, save(T0)).games;
    list = shelve(list, save(T0 + 1)).games;
    list = shelve(list, save(T0, 3)).games; // the same game again, with more moves: replaces its copy
    expect(list.map((s) => [s.game.startedAt, s.game.moves.length])).toEqual([[T0, 3], [T0 + 1, 1]]);
    const back = parseShelf(makeShelf(list));
    expect(back.ok && back.value.games.map((s) => s.game.board)).toEqual(list.map((s) => s.game.board));
    expect(unshelve(list, list[0].game).map((s) => s.game.startedAt)).toEqual([T0 + 1]);
  });

  it('past the limit, the oldest is handed back (to be recorded as abandoned), never dropped silently', () => {
    let list: SaveData[] = [];
    const evicted: SaveData[] = [];
    for (let k = 0; k <= MAX_SHELF; k++) { const r = shelve(list, save(T0 + k)); list = r.games; evicted.push(...r.evicted); }
    expect(list).toHaveLength(MAX_SHELF);
    expect(evicted.map((s) => s.game.startedAt)).toEqual([T0]);
  });

  it('a damaged entry is counted, the others kept; garbage is an error', () => {
    const doc = JSON.parse(makeShelf([save(T0), save(T0 + 1)]));
    doc.games[0].game.elapsedMs = 1e300;
    const r = parseShelf(JSON.stringify(doc));
    expect(r.ok && [r.value.games.length, r.value.dropped]).toEqual([1, 1]);
    expect(parseShelf('{{').ok).toBe(false);
  });

  it('only played, unfinished games are worth keeping; an abandoned one is recorded honestly', () => {
    expect(inProgress(game(T0, 0))).toBe(false);
    expect(inProgress(game(T0, 2))).toBe(true);
    const r = abandonedRecord(game(T0, 2), T0 + 60_000);
    expect(r).toMatchObject({ outcome: 'abandoned', tier: 'easy', finishedAt: T0 + 60_000, puzzle: WIKIPEDIA.puzzle });
  });

  it('merges shelves keeping the copy with more moves', () => {
    const merged = mergeShelves([save(T0, 1)], [save(T0, 4), save(T0 + 9)]);
    expect(merged.map((s) => [s.game.startedAt, s.game.moves.length])).toEqual([[T0, 4], [T0 + 9, 1]]);
    void rc;
  });
});
