import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseGrid, parseLine, parseGridOrThrow, makeLine, makeBoxed, findConflicts, GridParseError, countClues } from './grid.js';

// top1465 #1 (magictour), as in ../shared/data/top1465.txt
const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

describe('parseLine', () => {
  it('reads dots and zeros as blanks, digits as givens', () => {
    const g = parseLine(TOP1.replace(/\./g, '0'));
    expect(g.ok && makeLine(g.value)).toBe(TOP1);
  });

  it('ignores whatever follows whitespace', () => {
    const g = parseLine(`${TOP1}\tER 9.1 # comment`);
    expect(g.ok).toBe(true);
  });

  // Error vectors: each names the code and the position players would look at.
  const errors: [string, string, Record<string, unknown>][] = [
    ['bad character in the middle', TOP1.slice(0, 4) + 'x' + TOP1.slice(5), { code: 'bad-character', index: 4, row: 1, column: 5, char: 'x' }],
    ['bad character in row 9', TOP1.slice(0, 80) + 'a', { code: 'bad-character', index: 80, row: 9, column: 9 }],
    ['too few cells', TOP1.slice(0, 80), { code: 'too-few-cells', count: 80 }],
    ['empty line', '', { code: 'too-few-cells', count: 0 }],
    ['too many cells', TOP1 + '1', { code: 'too-many-cells' }],
    ['junk after the 81st cell', TOP1 + ';', { code: 'bad-character', index: 81 }],
    ['digit repeated in a row', '11' + '.'.repeat(79), { code: 'repeated-digit', digit: 1, row: 1, column: 2, other: { index: 0, row: 1, column: 1 }, unit: 'row 1' }],
    ['digit repeated in a column', '5' + '.'.repeat(8) + '5' + '.'.repeat(71), { code: 'repeated-digit', digit: 5, unit: 'column 1' }],
    ['digit repeated in a box', '7' + '.'.repeat(9) + '7' + '.'.repeat(70), { code: 'repeated-digit', digit: 7, unit: 'box 1' }],
  ];
  it.each(errors)('%s', (_name, line, expected) => {
    const r = parseLine(line);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject(expected);
      expect(r.error.message.length).toBeGreaterThan(10);
      expect(r.error.message).not.toContain('\n');
    }
  });

  it('accepts repeated digits on request (the solver then finds no solution)', () => {
    expect(parseLine('11' + '.'.repeat(79), { conflicts: 'allow' }).ok).toBe(true);
  });
});

describe('parseGrid (multi-line)', () => {
  it('round-trips the boxed format', () => {
    const g = parseGridOrThrow(TOP1);
    const boxed = makeBoxed(g);
    expect(boxed.split('\n')).toHaveLength(11);
    expect(makeLine(parseGridOrThrow(boxed))).toBe(TOP1);
  });

  it('ignores box-drawing characters and spaces', () => {
    const rows = Array.from({ length: 9 }, (_, r) => TOP1.slice(r * 9, r * 9 + 9));
    const pretty = [
      '┌───────┬───────┬───────┐',
      ...rows.map((row) => `│ ${row.slice(0, 3).split('').join(' ')} │ ${row.slice(3, 6).split('').join(' ')} │ ${row.slice(6).split('').join(' ')} │`),
      '└───────┴───────┴───────┘',
    ].join('\n');
    expect(makeLine(parseGridOrThrow(pretty))).toBe(TOP1);
  });

  it('reports a bad character with the cell it would fill', () => {
    const text = TOP1.slice(0, 9) + '\n' + TOP1.slice(9, 12) + 'z' + TOP1.slice(13);
    const r = parseGrid(text);
    expect(!r.ok && r.error).toMatchObject({ code: 'bad-character', index: 12, row: 2, column: 4, char: 'z' });
  });

  it('throws a typed error from the throwing twin', () => {
    expect(() => parseGridOrThrow('123')).toThrow(GridParseError);
  });

  it('never throws and never hangs on arbitrary input (fuzz)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[0-9.|+\-\n ]{0,200}$/)), (text) => {
        const r = parseGrid(text);
        if (r.ok) expect(r.value).toHaveLength(81);
        else expect(typeof r.error.code).toBe('string');
        const l = parseLine(text);
        expect(typeof l.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('findConflicts', () => {
  it('names every pair of cells holding the same digit in a unit', () => {
    const g = parseLine('1.......1' + '1' + '.'.repeat(71), { conflicts: 'allow' });
    const c = g.ok ? findConflicts(g.value) : [];
    // r1c1-r1c9 (row 1), r1c1-r2c1 (column 1), r1c1-r2c1 (box 1)
    expect(c.map((x) => [x.cells, x.unit])).toEqual([
      [[0, 8], 0],
      [[0, 9], 9],
      [[0, 9], 18],
    ]);
  });

  it('finds none in a valid grid', () => {
    expect(findConflicts(parseGridOrThrow(TOP1))).toEqual([]);
    expect(countClues(parseGridOrThrow(TOP1))).toBe(TOP1.replace(/\./g, '').length);
  });
});
