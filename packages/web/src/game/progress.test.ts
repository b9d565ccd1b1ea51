import { describe, expect, it } from 'vitest';
import { makeProgress, parseProgress } from './progress.js';
import { newGame, play, givensOf } from './game.js';
import { parseMove } from './moves.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

describe('progress in a link', () => {
  it('rebuilds digits, corner and centre notes and colours exactly, in a move the save accepts', () => {
    let g = newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'link' });
    g = play(g, { kind: 'place', cells: [rc(1, 3)], digit: 4 });
    g = play(g, { kind: 'note', note: 'corner', cells: [rc(1, 4), rc(1, 6)], digit: 2 });
    g = play(g, { kind: 'note', note: 'centre', cells: [rc(1, 4)], digit: 6 });
    g = play(g, { kind: 'colour', cells: [rc(1, 1), rc(9, 9)], colour: 3 });
    const text = makeProgress(g.board);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    const moves = parseProgress(text, givensOf(WIKIPEDIA.puzzle))!;
    let back = newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'link' });
    back = play(back, { kind: 'batch', moves });
    expect(back.board).toEqual(g.board);
    expect(parseMove({ kind: 'batch', moves })).toBeDefined();
  });

  it.each([
    ['not base64url', '!!'],
    ['a cell outside the grid', btoa(String.fromCharCode(81, 1, 0, 0, 0, 0, 0))],
    ['a digit on a given (r1c1)', btoa(String.fromCharCode(0, 4, 0, 0, 0, 0, 0))],
    ['a truncated record', btoa(String.fromCharCode(2, 4, 0))],
    ['a mask past digit 9', btoa(String.fromCharCode(2, 0, 2, 0, 0, 0, 0))],
  ])('refuses %s', (_name, text) => expect(parseProgress(text.replace(/=+$/, ''), givensOf(WIKIPEDIA.puzzle))).toBeNull());
});
