import { describe, expect, it } from 'vitest';
import { MAX_SHELF, abandonedRecord, asSeparateGame, inProgress, isBehind, makeShelf, mergeShelves, parseShelf, sameGame, shelve, unshelve } from './shelf.js';
import { newGame, play, undo } from './game.js';
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

  it('two tabs on the same game: a tab is behind when its moves are the first of the other\'s; a game that went another way is kept as its own', () => {
    const blanks = [...WIKIPEDIA.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
    const base = game(T0, 1);
    const more = play(base, { kind: 'place', cells: [blanks[1]], digit: Number(WIKIPEDIA.solution[blanks[1]]) });
    const other = play(base, { kind: 'place', cells: [blanks[2]], digit: Number(WIKIPEDIA.solution[blanks[2]]) });
    expect(isBehind(base, more)).toBe(true);
    expect(isBehind(base, base)).toBe(true);
    expect(isBehind(more, base)).toBe(false);
    expect(isBehind(more, other)).toBe(false);
    expect(isBehind(undo(more), base)).toBe(true); // an undone move is not ours to keep
    expect(isBehind(base, game(T0 + 1, 1))).toBe(false); // another game
    const copy = asSeparateGame(more, T0 + 5);
    expect(sameGame(copy, more)).toBe(false);
    expect([copy.startedAt, copy.moves, copy.board]).toEqual([T0 + 5, more.moves, more.board]);
    expect(shelve(shelve([], { game: other, ui: { mode: 'digit', selected: 0 } }).games, { game: copy, ui: { mode: 'digit', selected: 0 } }).games).toHaveLength(2);
  });
});
