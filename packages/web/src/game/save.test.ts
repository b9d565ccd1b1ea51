import { describe, expect, it } from 'vitest';
import { makeSave, parseSave, SAVE_VERSION, type SaveErrorCode } from './save.js';
import { newGame, play, undo, addTime, countHint } from './game.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

const T0 = Date.UTC(2026, 0, 1);

function sampleGame() {
  let g = newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'generated', tier: 'easy', rating: 1.2 }, T0);
  g = play(g, { kind: 'place', cells: [rc(1, 3)], digit: 4 });
  g = play(g, { kind: 'note', note: 'corner', cells: [rc(1, 4)], digit: 6 });
  g = play(g, { kind: 'note', note: 'centre', cells: [rc(1, 4)], digit: 2 });
  g = play(g, { kind: 'colour', cells: [rc(1, 1)], colour: 7 });
  g = play(g, { kind: 'candidates' });
  g = play(g, { kind: 'place', cells: [rc(1, 6)], digit: 3 });
  g = undo(g);
  return countHint(addTime(g, 61_000));
}

describe('save round trip', () => {
  it('restores puzzle, digits, notes, colours, undo history, clock and input mode', () => {
    const game = sampleGame();
    const text = makeSave({ game, ui: { mode: 'centre', selected: 12 } });
    const back = parseSave(text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.ui).toEqual({ mode: 'centre', selected: 12 });
    const g = back.value.game;
    expect(g.board).toEqual(game.board);
    expect(g.moves).toEqual(game.moves);
    expect([g.cursor, g.elapsedMs, g.hints, g.mistakes, g.startedAt]).toEqual([game.cursor, 61_000, 1, game.mistakes, T0]);
    expect(g.meta).toEqual({ source: 'generated', tier: 'easy', rating: 1.2 });
  });
});

describe('damaged or foreign saves are errors, never exceptions', () => {
  const good = JSON.parse(makeSave({ game: sampleGame(), ui: { mode: 'digit', selected: 0 } }));
  const edit = (f: (d: any) => void) => { const d = structuredClone(good); f(d); return JSON.stringify(d); };
  const cases: [string, string, SaveErrorCode][] = [
    ['truncated JSON', JSON.stringify(good).slice(0, 100), 'not-json'],
    ['empty string', '', 'not-json'],
    ['another app\'s data', '{"hello":1}', 'not-a-save'],
    ['JSON null', 'null', 'not-a-save'],
    ['old format', edit((d) => { d.version = 0; }), 'old-version'],
    ['newer format', edit((d) => { d.version = SAVE_VERSION + 1; }), 'newer-version'],
    ['no version', edit((d) => { delete d.version; }), 'bad-field'],
    ['puzzle too short', edit((d) => { d.game.puzzle = d.game.puzzle.slice(1); }), 'bad-puzzle'],
    ['puzzle with a repeated digit', edit((d) => { d.game.puzzle = '55' + d.game.puzzle.slice(2); }), 'bad-puzzle'],
    ['solution that breaks a given', edit((d) => { d.game.solution = '6' + d.game.solution.slice(1); }), 'bad-solution'],
    ['solution with repeated digits', edit((d) => { d.game.solution = '1'.repeat(81); }), 'bad-solution'],
    ['move of an unknown kind', edit((d) => { d.game.moves[1] = { kind: 'teleport' }; }), 'bad-move'],
    ['move outside the grid', edit((d) => { d.game.moves[0].cells = [99]; }), 'bad-move'],
    ['cursor past the moves', edit((d) => { d.game.cursor = 99; }), 'bad-field'],
    ['negative clock', edit((d) => { d.game.elapsedMs = -5; }), 'bad-field'],
    ['missing source', edit((d) => { delete d.game.meta; }), 'bad-field'],
    ['claims solved but is not', edit((d) => { d.game.finishedAt = T0 + 5; }), 'bad-field'],
    // Issue 16: absurd values were accepted and shown.
    ['a clock of 1e300 ms', edit((d) => { d.game.elapsedMs = 1e300; }), 'bad-field'],
    ['a clock of more than 30 days', edit((d) => { d.game.elapsedMs = 31 * 24 * 3600 * 1000; }), 'bad-field'],
    ['fractional hints', edit((d) => { d.game.hints = 1.5; }), 'bad-field'],
    ['a start in 1970', edit((d) => { d.game.startedAt = 1000; }), 'bad-field'],
    ['an 81-dot puzzle with a valid grid as its "solution"', edit((d) => { d.game.puzzle = '.'.repeat(81); d.game.moves = []; d.game.cursor = 0; }), 'bad-puzzle'],
    ['a puzzle with two solutions', edit((d) => { d.game.puzzle = '.' + '.'.repeat(80); }), 'bad-puzzle'],
  ];
  it.each(cases)('%s', (_name, text, code) => {
    const r = parseSave(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });

  it('a damaged input mode or selection falls back quietly', () => {
    const r = parseSave(edit((d) => { d.ui = { mode: 'paint', selected: 500 }; }));
    expect(r.ok && r.value.ui).toEqual({ mode: 'digit', selected: 0 });
  });
});

describe('saves written by the previous release', () => {
  // Written by sudokit-web before issue 16 (format 1, unchanged since): it must load as it was.
  const PREVIOUS = JSON.stringify({
    format: 'sudokit-game', version: 1, savedAt: 1763900000000,
    game: {
      puzzle: WIKIPEDIA.puzzle, solution: WIKIPEDIA.solution,
      moves: [{ kind: 'place', cells: [2], digit: 4 }, { kind: 'note', note: 'corner', cells: [3], digit: 6 }, { kind: 'colour', cells: [0], colour: 7 }],
      cursor: 2, elapsedMs: 61000, hints: 1, mistakes: 0, startedAt: 1763899000000, meta: { source: 'generated', tier: 'easy', rating: 1.2 },
    },
    ui: { mode: 'corner', selected: 3 },
  });
  it('loads with its moves, undo position, clock and input mode', () => {
    const r = parseSave(PREVIOUS);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.game.board.digits[2]).toBe(4);
    expect(r.value.game.board.corner[3]).toBe(1 << 5);
    expect(r.value.game.board.colours[0]).toBe(0); // the third move is undone
    expect([r.value.game.cursor, r.value.game.moves.length, r.value.game.elapsedMs]).toEqual([2, 3, 61000]);
    expect(r.value.ui).toEqual({ mode: 'corner', selected: 3 });
  });
});
