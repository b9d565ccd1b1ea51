import { describe, expect, it } from 'vitest';
import { cellWords, listCells, playerText, whereToLook, whichTechnique, wrongDigitsText, wrongNotesText, restoreNotesLabel } from './hintText.js';
import type { HintStep } from './hints.js';
import { rc } from './test-vectors.js';

const step = (technique: string, look: HintStep['look']): HintStep => ({ technique, rating: 4.2, explanation: '', look, units: [], cells: [], placements: [], eliminations: [] });

describe('hint wording (issue 16)', () => {
  it('names cells plainly by default, r4c2 as a setting', () => {
    expect(cellWords(rc(4, 2), 'plain')).toBe('row 4, column 2');
    expect(cellWords(rc(4, 2), 'rc')).toBe('r4c2');
    expect(listCells([rc(9, 2), rc(9, 4), rc(9, 8)], 'plain')).toBe('row 9, columns 2, 4 and 8');
    expect(listCells([rc(1, 3), rc(2, 3)], 'plain')).toBe('column 3, rows 1 and 2');
    expect(listCells([rc(1, 3), rc(2, 5)], 'plain')).toBe('row 1 column 3 and row 2 column 5');
  });

  // Sentences as the engine writes them (packages/engine/src/logic/techniques), rewritten for players.
  it.each([
    ['In box 7, 7 can only go in r9c3.', 'In box 7, 7 can only go in row 9, column 3.'],
    ['so remove 5 from r1c3, r2c3 and r3c3.', 'so remove 5 from column 3, rows 1, 2 and 3.'],
    ['(Pointing on r5c8,r5c9)', '(Pointing on row 5, columns 8 and 9)'],
  ])('%s', (engine, player) => {
    expect(playerText(engine, 'plain')).toBe(player);
    expect(playerText(engine, 'rc')).toBe(engine.replace('r5c8,r5c9', 'r5c8 and r5c9'));
  });

  // Issue 31: lists in order, sentences start with a capital, no unit named twice, paths kept.
  it.each([
    ['r8c2, r9c2, r9c7 and r8c7 would otherwise hold', 'Row 8 column 2, row 8 column 7, row 9 column 2 and row 9 column 7 would otherwise hold', 'Cells r8c2, r8c7, r9c2 and r9c7 would otherwise hold'],
    ['one of r6c7 and r5c4 is 4', 'one of row 5 column 4 and row 6 column 7 is 4', 'one of r5c4 and r6c7 is 4'],
    ['in one of them. r8c3 sees all their 1s', 'in one of them. Row 8, column 3 sees all their 1s', 'in one of them. Cell r8c3 sees all their 1s'],
    ['ALS-XZ: r8c7, r2c7 and r3c7 in column 7 (digits 1 and 2)', 'ALS-XZ: rows 2, 3 and 8 in column 7 (digits 1 and 2)', 'ALS-XZ: r2c7, r3c7 and r8c7 in column 7 (digits 1 and 2)'],
    ['so remove 5 from r3c7 and r3c3.', 'so remove 5 from row 3, columns 3 and 7.', 'so remove 5 from r3c3 and r3c7.'],
    ['r4c5–r3c5 (the only 7s in column 5)', 'Row 4 column 5 – row 3 column 5 (the only 7s in column 5)', 'Cells r4c5–r3c5 (the only 7s in column 5)'],
  ])('%s', (engine, plain, rc) => {
    expect(playerText(engine, 'plain')).toBe(plain);
    expect(playerText(engine, 'rc')).toBe(rc);
  });

  it('first rung: an area only; second: the technique with the right article and no rating', () => {
    expect(whereToLook(step('XY-Wing', { units: [24] }))).toBe('box 7');
    expect(whereToLook(step('Skyscraper', { digit: 4 }))).toBe('the 4s');
    expect(whichTechnique(step('XY-Wing', { units: [24] }))).toBe('Look for an XY-Wing in box 7.');
    expect(whichTechnique(step('Pointing', { units: [21] }))).toBe('Look for Pointing in box 4.');
    expect(whichTechnique(step('Claiming', { units: [0] }))).toBe('Look for Claiming in row 1.');
    expect(whichTechnique(step('Skyscraper', { digit: 4 }))).toBe('Look for a Skyscraper among the 4s.');
    expect(whichTechnique(step('XY-Wing', { units: [24] }))).not.toMatch(/rating|\d\.\d/);
  });

  it('agrees in number: one cell, its notes; several cells, their notes', () => {
    expect(wrongNotesText([rc(1, 3)], 'plain')).toBe('1 cell has lost its right digit from its centre notes: row 1, column 3.');
    expect(wrongNotesText([rc(1, 3), rc(2, 5)], 'rc')).toBe('2 cells have lost their right digit from their centre notes: r1c3 and r2c5.');
    expect(restoreNotesLabel(1)).toBe('Put the digit back');
    expect(restoreNotesLabel(2)).toBe('Put the digits back');
    expect(wrongDigitsText([rc(1, 3)], 'plain')).toBe('1 digit is wrong: row 1, column 3.');
  });
});
