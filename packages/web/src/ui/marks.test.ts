import { describe, expect, it } from 'vitest';
import { boardMarks, type MarksInput } from './marks.js';
import { newGame, play } from '../game/game.js';
import { DEFAULT_SETTINGS } from '../game/settings.js';
import { WIKIPEDIA, rc } from '../game/test-vectors.js';

// r1c3 is empty; its solution is 4. Placing 5 there repeats r1c1's given 5 (a conflict);
// placing 1 is wrong but repeats nothing in row 1, column 3 or box 1.
const base = newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'entered' });
const clash = play(base, { kind: 'place', cells: [rc(1, 3)], digit: 5 });
const quietWrong = play(base, { kind: 'place', cells: [rc(1, 3)], digit: 1 });
const input = (game: typeof base, patch: Partial<MarksInput> = {}): MarksInput => ({
  board: game.board, solution: game.solution, selected: rc(1, 3), extra: [], settings: DEFAULT_SETTINGS, hint: null, editorConflicts: null, ...patch,
});

describe('boardMarks', () => {
  it('mistakes follow the setting: off / rule conflicts / against the solution; givens are never marked', () => {
    const at = (g: typeof base, mistakes: 'off' | 'conflicts' | 'solution') => [...boardMarks(input(g, { settings: { ...DEFAULT_SETTINGS, mistakes } })).errors];
    expect(at(clash, 'off')).toEqual([]);
    expect(at(clash, 'conflicts')).toEqual([rc(1, 3)]);
    expect(at(quietWrong, 'conflicts')).toEqual([]);
    expect(at(quietWrong, 'solution')).toEqual([rc(1, 3)]);
    expect(at(clash, 'solution')).toEqual([rc(1, 3)]);
  });

  it('with rule conflicts shown, marks the given a wrong digit clashes with (issue 16), not as an error', () => {
    const m = boardMarks(input(clash, { settings: { ...DEFAULT_SETTINGS, mistakes: 'conflicts' } }));
    expect([...m.clashes]).toEqual([rc(1, 1)]);
    expect(m.errors.has(rc(1, 1))).toBe(false);
    expect([...boardMarks(input(clash, { settings: { ...DEFAULT_SETTINGS, mistakes: 'off' } })).clashes]).toEqual([]);
  });

  it('a first-rung hint about a digit highlights where that digit stands, not the pattern', () => {
    const step = { technique: 'XY-Wing', rating: 4.2, explanation: '', look: { digit: 5 }, units: [], cells: [rc(2, 2), rc(3, 3)], placements: [], eliminations: [{ cell: rc(2, 3), digit: 5 }] };
    const m = boardMarks(input(base, { hint: { hint: { kind: 'step', step }, rung: 1 } }));
    expect([...m.hintFocus].sort((a, b) => a - b)).toEqual([...WIKIPEDIA.puzzle].flatMap((ch, i) => (ch === '5' ? [i] : [])));
  });

  it('highlights the row, column and box of the selection (20 peers + itself) and the selected digit', () => {
    const m = boardMarks(input(base, { selected: rc(1, 1) }));
    expect(m.peers.size).toBe(21);
    expect(m.focusDigit).toBe(5);
    expect([...m.sameDigit].sort((a, b) => a - b)).toEqual([...WIKIPEDIA.puzzle].flatMap((ch, i) => (ch === '5' ? [i] : [])));
    const off = boardMarks(input(base, { selected: rc(1, 1), settings: { ...DEFAULT_SETTINGS, highlightPeers: false, highlightSameDigit: false } }));
    expect([off.peers.size, off.sameDigit.size, off.focusDigit]).toEqual([0, 0, 0]);
  });

  it('shows a step hint as the unit to look at, then the full step', () => {
    const step = { technique: 'Hidden Single', rating: 1.2, explanation: '', look: { units: [18] }, units: [18], cells: [rc(1, 3)], placements: [{ cell: rc(1, 3), digit: 4 }], eliminations: [{ cell: rc(2, 2), digit: 4 }] };
    const look = boardMarks(input(base, { hint: { hint: { kind: 'step', step }, rung: 1 } }));
    expect(look.hintFocus.size).toBe(9);
    expect(look.hintPlacements.size).toBe(0);
    const full = boardMarks(input(base, { hint: { hint: { kind: 'step', step }, rung: 3 } }));
    expect(full.hintPlacements.get(rc(1, 3))).toBe(4);
    expect(full.hintEliminations.get(rc(2, 2))).toEqual([4]);
    expect(full.hintPattern.size).toBe(9);
  });
});
