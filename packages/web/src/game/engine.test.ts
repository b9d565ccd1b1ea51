import { describe, expect, it } from 'vitest';
import { referenceCount } from '../../../engine/src/test-support/reference-solver.js';
import { checkPuzzle, conflictCells } from './engine.js';
import { givensOf } from './game.js';
import { WIKIPEDIA } from './test-vectors.js';

describe('checkPuzzle', () => {
  it('accepts a unique puzzle in line or grid form and returns its solution', () => {
    const grid = WIKIPEDIA.puzzle.match(/.{9}/g)!.map((row) => row.replace(/(...)(?=.)/g, '$1 | ')).join('\n');
    for (const text of [WIKIPEDIA.puzzle, WIKIPEDIA.puzzle.replace(/\./g, '0'), `  ${WIKIPEDIA.puzzle}  `, grid]) {
      expect(checkPuzzle(text)).toEqual({ ok: true, puzzle: WIKIPEDIA.puzzle, solution: WIKIPEDIA.solution });
    }
  });
  it.each([
    ['empty grid: several solutions', '.'.repeat(81), 'several'],
    ['one clue removed too many: still checked by count', '.' + WIKIPEDIA.puzzle.slice(1), referenceCount(givensOf('.' + WIKIPEDIA.puzzle.slice(1)), 2).count > 1 ? 'several' : 'ok'],
    ['r1c9 must be 9 but column 9 has one: no solution', '12345678.' + '........9' + '.'.repeat(63), 'none'],
    ['repeated digit', '55' + '.'.repeat(79), 'parse'],
    ['too short', '123', 'parse'],
    ['bad character', 'x'.repeat(81), 'parse'],
  ])('%s', (_name, text, expected) => {
    const r = checkPuzzle(text);
    if (expected === 'ok') expect(r.ok).toBe(true);
    else {
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toBe(expected);
        expect(r.message).toMatch(/\.$/);
      }
    }
  });
});

describe('conflictCells', () => {
  it('finds both cells of every repeated digit', () => {
    const g = givensOf(WIKIPEDIA.puzzle);
    expect(conflictCells(g).size).toBe(0);
    g[2] = 5; // r1c1 is 5 already
    expect([...conflictCells(g)].sort((a, b) => a - b)).toEqual([0, 2]);
  });
});
