import { describe, expect, it } from 'vitest';
import { parseLine } from '../grid/grid.js';
import { Candidates } from '../grid/candidates.js';
import { hint, ladderOf, parseMarks, makeMarks, MARKS_LENGTH } from './hint.js';
import { withArticle } from './techniques/words.js';
import type { Step } from './step.js';
import { referenceCount } from '../test-support/reference-solver.js';

const grid = (s: string) => {
  const r = parseLine(s, { conflicts: 'allow' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
// se_paths.txt: ER 1.2; SE's first step is Hidden Single r1c9=7 (in box 3)
const EASY = '.......3.4.7..592...5.87.4...8..4...2..5.9......27.......1..7...53...1..1.....284';
// se_paths.txt: four hidden singles, then a Direct Hidden Pair (r6c3=3); ER 2.0
const DHP = '.................1..2..3.4........5......623..1..7.......4.2....8..3....6.5.....8';

describe('marks format', () => {
  it('round-trips through makeMarks / parseMarks', () => {
    const g = Candidates.fromGrid(grid(EASY));
    const text = makeMarks(g);
    expect(text.length).toBe(MARKS_LENGTH);
    const parsed = parseMarks(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Candidates.fromMarks(grid(EASY), parsed.value).masks).toEqual(g.masks);
  });

  it('rejects a wrong length or a digit out of place, with the position', () => {
    const short = parseMarks('123');
    expect(short.ok || short.error.code).toBe('marks-length');
    const bad = parseMarks('2' + '.'.repeat(MARKS_LENGTH - 1));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([bad.error.code, bad.error.index, bad.error.row, bad.error.column]).toEqual(['marks-character', 0, 1, 1]);
  });
});

describe('hint', () => {
  it('gives the easiest step as a ladder: where to look, which technique, the step', () => {
    const h = hint({ puzzle: grid(EASY) });
    expect(h.ok).toBe(true);
    if (!h.ok || h.value.kind !== 'step') throw new Error('expected a step');
    const { look, technique, step } = h.value.ladder;
    expect(look.text).toBe('Look at box 3.');
    expect(technique.name).toBe('Hidden Single');
    expect(technique.text).toBe('Look for a Hidden Single.');
    expect(step.placements).toEqual([{ cell: 8, digit: 7 }]);
    expect(h.value.text).toBe('In box 3, 7 can only go in r1c9.');
  });

  it('reports wrong digits first, without giving the next step', () => {
    const solution = referenceCount(grid(EASY), 1).first!;
    const digits = grid(EASY);
    digits[0] = solution[0] === 1 ? 2 : 1;
    const h = hint({ puzzle: grid(EASY), digits });
    expect(h.ok && h.value.kind).toBe('mistakes');
    if (h.ok && h.value.kind === 'mistakes') {
      expect(h.value.wrongDigits).toEqual([{ cell: 0, digit: digits[0] }]);
      expect(h.value.text).toContain('r1c1 is not');
    }
  });

  it('reports a true candidate the player removed', () => {
    const solution = referenceCount(grid(EASY), 1).first!;
    const g = Candidates.fromGrid(grid(EASY));
    g.eliminate(0, solution[0]);
    const h = hint({ puzzle: grid(EASY), marks: g.toMarks() });
    expect(h.ok && h.value.kind).toBe('mistakes');
    if (h.ok && h.value.kind === 'mistakes') expect(h.value.removedCandidates).toEqual([{ cell: 0, digit: solution[0] }]);
  });

  it('uses the player\'s marks: what they already crossed out changes the step', () => {
    const puzzle = grid(DHP);
    const digits = puzzle.slice();
    let h = hint({ puzzle, digits });
    for (let n = 0; n < 4 && h.ok && h.value.kind === 'step'; n++) {
      for (const p of h.value.ladder.step.placements) digits[p.cell] = p.digit;
      h = hint({ puzzle, digits });
    }
    if (!h.ok || h.value.kind !== 'step') throw new Error('expected a step');
    const pair = h.value.ladder.step;
    expect(pair.technique).toBe('Direct Hidden Pair');
    // the player removes the pair's other candidates themselves: plain hidden singles follow
    const g = Candidates.fromGrid(digits);
    for (const e of pair.eliminations) g.eliminate(e.cell, e.digit);
    const next = hint({ puzzle, digits, marks: g.toMarks() });
    if (!next.ok || next.value.kind !== 'step') throw new Error('expected a step');
    expect(next.value.ladder.step.technique).toBe('Hidden Single');
    expect(next.value.ladder.step.rating).toBeLessThan(pair.rating);
  });

  it('says when the puzzle is solved, and refuses puzzles without one solution', () => {
    const solution = Uint8Array.from(referenceCount(grid(EASY), 1).first!);
    const done = hint({ puzzle: grid(EASY), digits: solution });
    expect(done.ok && done.value.kind).toBe('solved');
    const many = hint({ puzzle: grid('.'.repeat(81)) });
    expect(many.ok || many.error.code).toBe('multiple');
  });

  it('never contradicts the solution along a whole game played from hints', () => {
    const puzzle = grid(DHP);
    const solution = referenceCount(puzzle, 1).first!;
    const digits = puzzle.slice();
    for (let n = 0; n < 81; n++) {
      const h = hint({ puzzle, digits });
      if (!h.ok) throw new Error(h.error.message);
      if (h.value.kind === 'solved') break;
      if (h.value.kind !== 'step') throw new Error(h.value.kind);
      const step = h.value.ladder.step;
      for (const e of step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
      for (const p of step.placements) {
        expect(solution[p.cell]).toBe(p.digit);
        digits[p.cell] = p.digit;
      }
      if (!step.placements.length) break; // without marks, an elimination-only step cannot be kept
    }
  });
});

describe('hint wording', () => {
  // Cells by 1-based row and column, as the steps below are written.
  const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
  const step = (over: Partial<Step>): Step => ({
    technique: 'XY-Wing', rating: 4.2, placements: [], eliminations: [], cells: [], digits: [], units: [], links: [], explanation: '', ...over,
  });

  it('the first rung names an area, never the cells of the pattern (issue 16: an XY-Wing named all three)', () => {
    // XY-Wing r8c3 (pivot), r7c1, r8c9 removing 7 from r8c1: the boxes that hold the pattern
    // (issue 31: the eliminated cell's box alone missed a wing).
    const xy = ladderOf(step({ cells: [at(8, 3), at(7, 1), at(8, 9)], digits: [7], eliminations: [{ cell: at(8, 1), digit: 7 }] }));
    expect(xy.look).toEqual({ units: [18 + 6, 18 + 8], cells: [], text: 'Look at boxes 7 and 9.' });
    // Eliminations in one row but two boxes: the row.
    const row = ladderOf(step({ technique: 'XYZ-Wing', eliminations: [{ cell: at(2, 1), digit: 5 }, { cell: at(2, 9), digit: 5 }] }));
    expect(row.look.text).toBe('Look at row 2.');
    // Targets spread over the grid, one digit: the digit.
    const corners = [at(1, 1), at(4, 4), at(7, 7), at(2, 8), at(9, 2)];
    const spread = ladderOf(step({ technique: 'Turbot Fish', pattern: 'Skyscraper', digits: [4], eliminations: corners.map((cell) => ({ cell, digit: 4 })) }));
    expect(spread.look).toEqual({ units: [], cells: [], digit: 4, text: 'Look at the 4s.' });
    expect(spread.technique.name).toBe('Skyscraper');
  });

  it.each([
    ['XY-Wing', 'an XY-Wing'], ['XYZ-Wing', 'an XYZ-Wing'], ['ALS-XZ', 'an ALS-XZ'], ['Empty Rectangle', 'an Empty Rectangle'],
    ['Unique Rectangle type 1', 'a Unique Rectangle type 1'], ['Hidden Single', 'a Hidden Single'], ['Skyscraper', 'a Skyscraper'],
    ['Pointing', 'Pointing'], ['Claiming', 'Claiming'], ['Direct Pointing', 'Direct Pointing'],
    ['Cell Forcing Chains', 'Cell Forcing Chains'], ['Dynamic Double Forcing Chains (+)', 'Dynamic Double Forcing Chains (+)'],
  ])('withArticle(%s) = %s', (name, phrase) => expect(withArticle(name)).toBe(phrase));
});
