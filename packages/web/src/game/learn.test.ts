import { describe, expect, it } from 'vitest';
import { hintedLesson, makeLearnProgress, mergeLearnProgress, noteHint, parseLearnProgress, practiceOf, recordPractice, startPractice } from './learn.js';
import { makeBackup, mergeBackup, parseBackup } from './backup.js';
import { parseSettings } from './settings.js';

describe('Learn progress', () => {
  it('counts practice, with and without hints, and reads back what it wrote', () => {
    let p = recordPractice({}, 'x-wing', 0);
    p = recordPractice(p, 'x-wing', 2);
    expect(p['x-wing']).toEqual({ practised: 2, solvedWithoutHints: 1 });
    expect(parseLearnProgress(makeLearnProgress(p))).toEqual(p);
  });

  it('reads damaged or foreign data as no progress, never throws', () => {
    for (const text of [null, '', '{', '[]', '{"format":"other","techniques":{}}', '{"format":"sudokit-learn","techniques":null}']) expect(parseLearnProgress(text)).toEqual({});
    expect(parseLearnProgress('{"format":"sudokit-learn","version":1,"techniques":{"x-wing":{"practised":-3,"solvedWithoutHints":9},"BAD ID":{}}}')).toEqual({ 'x-wing': { practised: 0, solvedWithoutHints: 0 } });
  });

  it('an import adds: the larger count per technique', () => {
    expect(mergeLearnProgress({ a: { practised: 3, solvedWithoutHints: 0 } }, { a: { practised: 1, solvedWithoutHints: 1 }, b: { practised: 1, solvedWithoutHints: 0 } })).toEqual({ a: { practised: 3, solvedWithoutHints: 1 }, b: { practised: 1, solvedWithoutHints: 0 } });
  });

  it('travels in the export file and merges on import', () => {
    const file = makeBackup({ current: null, shelf: [], settings: parseSettings('{}'), stats: [], learn: { pointing: { practised: 2, solvedWithoutHints: 1 } } });
    const parsed = parseBackup(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.skipped).toBe(0);
    expect(mergeBackup({ stats: [], shelf: [], learn: { 'x-wing': { practised: 1, solvedWithoutHints: 0 } } }, parsed.value).learn).toEqual({ pointing: { practised: 2, solvedWithoutHints: 1 }, 'x-wing': { practised: 1, solvedWithoutHints: 0 } });
  });

  it('knows which puzzle is being practised, whatever its blanks are written with', () => {
    startPractice('1.3' + '.'.repeat(78), 'pointing');
    expect(practiceOf('103' + '0'.repeat(78))).toBe('pointing');
    expect(practiceOf('2'.repeat(81))).toBeUndefined();
  });
});

describe('hintedLesson', () => {
  const lessonOf = (t: string) => ({ 'X-Wing': 'x-wing', Pointing: 'pointing', 'Hidden Single': 'hidden-single' })[t];
  it('suggests the technique the hints named most, counting each hint once', () => {
    const p = '1'.repeat(40) + '.'.repeat(41);
    expect(hintedLesson(p, lessonOf)).toBeUndefined();
    const a = {};
    noteHint(p, 'Pointing', a);
    noteHint(p, 'Pointing', a); // the same hint at its next rung
    noteHint(p, 'X-Wing', {});
    noteHint(p, 'X-Wing', {});
    noteHint(p, 'Unknown', {});
    expect(hintedLesson(p, lessonOf)).toBe('x-wing');
    // another puzzle has its own hints; the puzzle matches with its marks stripped
    expect(hintedLesson('2'.repeat(40) + '.'.repeat(41), lessonOf)).toBeUndefined();
    expect(hintedLesson('1'.repeat(40) + '0'.repeat(41), lessonOf)).toBe('x-wing');
  });
});
