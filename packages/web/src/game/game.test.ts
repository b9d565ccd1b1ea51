import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidSolution } from '../../../engine/src/test-support/reference-solver.js';
import { canRedo, canUndo, givensOf, isSolved, newGame, play, redo, replay, undo, addTime, countHint, wrongCells } from './game.js';
import { currentGrid } from './board.js';
import type { Move } from './moves.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

const fresh = () => newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'entered' }, 1000);
const blanks = [...WIKIPEDIA.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

describe('game history', () => {
  it('undoes and redoes without limit', () => {
    let g = fresh();
    for (const c of blanks) g = play(g, { kind: 'note', note: 'corner', cells: [c], digit: 1 });
    expect(g.cursor).toBe(blanks.length);
    for (let i = 0; i < blanks.length; i++) g = undo(g);
    expect(canUndo(g)).toBe(false);
    expect(g.board.corner.every((m) => m === 0)).toBe(true);
    for (let i = 0; i < blanks.length; i++) g = redo(g);
    expect(canRedo(g)).toBe(false);
    expect(blanks.every((c) => g.board.corner[c] === 1)).toBe(true);
  });

  it('drops the redo tail when a new move is played after undo', () => {
    let g = play(play(fresh(), { kind: 'place', cells: [rc(1, 3)], digit: 4 }), { kind: 'place', cells: [rc(1, 4)], digit: 6 });
    g = play(undo(g), { kind: 'place', cells: [rc(1, 4)], digit: 2 });
    expect(g.moves).toHaveLength(2);
    expect(canRedo(g)).toBe(false);
    expect(g.board.digits[rc(1, 4)]).toBe(2);
  });

  it('undoes a batch in one step', () => {
    let g = play(fresh(), { kind: 'batch', moves: [{ kind: 'place', cells: [rc(1, 3)], digit: 4 }, { kind: 'place', cells: [rc(1, 4)], digit: 6 }] });
    expect(g.cursor).toBe(1);
    g = undo(g);
    expect([g.board.digits[rc(1, 3)], g.board.digits[rc(1, 4)]]).toEqual([0, 0]);
  });

  it('starts the puzzle over as one move that Undo takes back (issue 31: it wiped the game in one tap)', () => {
    let g = play(fresh(), { kind: 'place', cells: [rc(1, 3)], digit: 4 });
    g = play(g, { kind: 'note', note: 'centre', cells: [rc(1, 4)], digit: 6 });
    g = play(g, { kind: 'colour', cells: [rc(2, 2)], colour: 3 });
    const before = g.board;
    g = play(g, { kind: 'restart' });
    expect(g.cursor).toBe(4);
    expect([g.board.digits, g.board.centre, g.board.colours].every((a) => a.every((x) => x === 0))).toBe(true);
    expect(canUndo(g)).toBe(true);
    g = undo(g);
    expect([g.board.digits[rc(1, 3)], g.board.centre[rc(1, 4)], g.board.colours[rc(2, 2)]]).toEqual([before.digits[rc(1, 3)], before.centre[rc(1, 4)], before.colours[rc(2, 2)]]);
    // Nothing to clear: not a move.
    expect(play(fresh(), { kind: 'restart' }).moves).toHaveLength(0);
  });

  it('does not record a move that changes nothing', () => {
    const g = fresh();
    expect(play(g, { kind: 'place', cells: [rc(1, 1)], digit: 1 })).toBe(g);
  });

  it('counts a wrong digit as a mistake, once, even if undone', () => {
    let g = play(fresh(), { kind: 'place', cells: [rc(1, 3)], digit: 1 });
    expect(g.mistakes).toBe(1);
    expect(wrongCells(g)).toEqual([rc(1, 3)]);
    g = undo(g);
    expect(g.mistakes).toBe(1);
    expect(wrongCells(g)).toEqual([]);
    g = play(g, { kind: 'place', cells: [rc(1, 3)], digit: 4 });
    expect(g.mistakes).toBe(1);
  });

  it('counts mistakes as the setting shows them: none when off (issue 16), clashes for rule conflicts', () => {
    // r1c3: solution 4; 5 repeats r1c1's given 5; 1 is wrong but repeats nothing.
    const clash: Move = { kind: 'place', cells: [rc(1, 3)], digit: 5 };
    const quiet: Move = { kind: 'place', cells: [rc(1, 3)], digit: 1 };
    expect(play(fresh(), clash, 0, 'off').mistakes).toBe(0);
    expect(play(fresh(), quiet, 0, 'off').mistakes).toBe(0);
    expect(play(fresh(), clash, 0, 'conflicts').mistakes).toBe(1);
    expect(play(fresh(), quiet, 0, 'conflicts').mistakes).toBe(0);
    expect(play(fresh(), quiet, 0, 'solution').mistakes).toBe(1);
  });

  it('finishes when the last correct digit is placed, and then freezes', () => {
    let g = fresh();
    for (const c of blanks) g = play(g, { kind: 'place', cells: [c], digit: Number(WIKIPEDIA.solution[c]) }, 5000);
    expect(isSolved(g)).toBe(true);
    expect(g.finishedAt).toBe(5000);
    expect(isValidSolution(givensOf(WIKIPEDIA.puzzle), currentGrid(g.board))).toBe(true);
    expect(canUndo(g)).toBe(false);
    expect(play(g, { kind: 'erase', cells: [blanks[0]] })).toBe(g);
    expect(addTime(g, 1000).elapsedMs).toBe(0);
  });

  it('a full grid with a wrong digit is not solved', () => {
    let g = fresh();
    for (const c of blanks.slice(1)) g = play(g, { kind: 'place', cells: [c], digit: Number(WIKIPEDIA.solution[c]) });
    const wrong = (Number(WIKIPEDIA.solution[blanks[0]]) % 9) + 1;
    g = play(g, { kind: 'place', cells: [blanks[0]], digit: wrong });
    expect(isSolved(g)).toBe(false);
    expect(g.finishedAt).toBeUndefined();
  });

  it('keeps time and hints outside the undo history', () => {
    let g = countHint(addTime(fresh(), 1500));
    g = undo(play(g, { kind: 'place', cells: [rc(1, 3)], digit: 4 }));
    expect([g.elapsedMs, g.hints]).toEqual([1500, 1]);
  });

  // Any sequence of moves: undoing everything then redoing everything lands on the same board,
  // and the board is always the replay of the moves up to the cursor.
  const moveArb: fc.Arbitrary<Move> = fc.oneof(
    fc.record({ kind: fc.constant('place' as const), cells: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 3 }), digit: fc.integer({ min: 1, max: 9 }) }),
    fc.record({ kind: fc.constant('note' as const), note: fc.constantFrom('corner' as const, 'centre' as const), cells: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 3 }), digit: fc.integer({ min: 1, max: 9 }) }),
    fc.record({ kind: fc.constant('colour' as const), cells: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 3 }), colour: fc.integer({ min: 1, max: 9 }) }),
    fc.record({ kind: fc.constant('erase' as const), cells: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 3 }) }),
    fc.constant({ kind: 'candidates' as const }),
  );
  it('undo all then redo all is the identity (property)', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 40 }), (moves) => {
        let g = fresh();
        for (const m of moves) g = play(g, m);
        if (g.finishedAt !== undefined) return;
        const end = g.board;
        expect(replay(g.puzzle, g.moves, g.cursor)).toEqual(end);
        while (canUndo(g)) g = undo(g);
        expect(g.board).toEqual(replay(g.puzzle, [], 0));
        while (canRedo(g)) g = redo(g);
        expect(g.board).toEqual(end);
      }),
      { numRuns: 200 },
    );
  });
});
