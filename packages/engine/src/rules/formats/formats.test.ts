/**
 * Every format: round trips over random puzzles of every variant (parse(make(p)) == p, cages
 * compared as sets), the forms told apart by detectFormat, and what travels with a puzzle.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { variantPuzzle, normalPuzzle } from '../../test-support/variant-puzzles.js';
import {
  type FormatName,
  detectFormat,
  makeCells,
  makeCompact,
  makeFpuzzles,
  makeIpuz,
  makePuzzleJson,
  makePuzzleText,
  makeSudokuPad,
  parseCompact,
  parseFpuzzles,
  parseIpuz,
  parsePuzzleJson,
  parsePuzzleText,
  parseSudokuPad,
} from './index.js';
import type { Puzzle } from '../rules.js';

// the run's seed is set and printed by test-support/fast-check-seed.global.ts (FC_SEED replays it)
const RUNS = { numRuns: 300 };

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The puzzle part of a parse result (what travels with it dropped), normalised. */
function core(p: Puzzle): Puzzle {
  return normalPuzzle({ rules: p.rules, givens: p.givens });
}

describe('round trips over random puzzles of every variant', () => {
  it('JSON description: exactly, with the solution and metadata', () => {
    fc.assert(
      fc.property(variantPuzzle, ({ puzzle, solution }) => {
        expect(value(parsePuzzleJson(makePuzzleJson(puzzle)))).toEqual(puzzle);
        const withAll = value(parsePuzzleJson(makePuzzleJson(puzzle, { solution, title: 'T "1"', author: 'A', level: 'hard' })));
        expect(withAll).toEqual({ ...puzzle, solution, title: 'T "1"', author: 'A', level: 'hard' });
      }),
      RUNS,
    );
  });

  it('compact line (plain lines for classic rules)', () => {
    fc.assert(
      fc.property(variantPuzzle, ({ puzzle }) => {
        const line = value(makeCompact(puzzle));
        expect(line).not.toMatch(/\s/);
        expect(detectFormat(line)).toBe(line.includes(':') ? 'compact' : 'line');
        expect(core(value(parseCompact(line)))).toEqual(normalPuzzle(puzzle));
        expect(core(value(parsePuzzleText(line)))).toEqual(normalPuzzle(puzzle));
      }),
      RUNS,
    );
  });

  it('f-puzzles and SudokuPad links, with the solution', () => {
    fc.assert(
      fc.property(variantPuzzle, ({ puzzle, solution }) => {
        const f = makeFpuzzles(puzzle, { solution });
        expect(detectFormat(f)).toBe('fpuzzles');
        const fp = value(parseFpuzzles(f));
        expect(core(fp)).toEqual(normalPuzzle(puzzle));
        expect(fp.solution).toEqual(solution);
        const s = makeSudokuPad(puzzle);
        expect(detectFormat(s)).toBe('sudokupad');
        expect(core(value(parseSudokuPad(s)))).toEqual(normalPuzzle(puzzle));
      }),
      RUNS,
    );
  });

  it('ipuz, with the solution and metadata', () => {
    fc.assert(
      fc.property(variantPuzzle, ({ puzzle, solution }) => {
        const doc = makeIpuz(puzzle, { solution, title: 'T', level: 'easy' });
        expect(detectFormat(doc)).toBe('ipuz');
        const back = value(parseIpuz(doc));
        expect(core(back)).toEqual(normalPuzzle(puzzle));
        expect(back).toMatchObject({ solution, title: 'T', level: 'easy' });
      }),
      RUNS,
    );
  });

  it('makePuzzleText and parsePuzzleText agree for every form that can hold the puzzle', () => {
    const forms: FormatName[] = ['json', 'compact', 'line', 'fpuzzles', 'sudokupad', 'ipuz'];
    fc.assert(
      fc.property(variantPuzzle, ({ puzzle }) => {
        for (const form of forms) {
          const made = makePuzzleText(puzzle, form);
          if (!made.ok) {
            expect(form).toBe('line'); // only a plain line cannot hold the rules
            continue;
          }
          const back = value(parsePuzzleText(made.value));
          expect(core(back)).toEqual(normalPuzzle(puzzle));
          expect(back.format).toBe(form === 'compact' && !made.value.includes(':') ? 'line' : form);
        }
      }),
      { ...RUNS, numRuns: 100 },
    );
  });
});

describe('forms told apart', () => {
  const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  it.each([
    [TOP1, 'line'],
    [`${TOP1} # a comment`, 'line'],
    ['1234............', 'line'],
    [`x:${TOP1}`, 'compact'],
    ['{"givens": "1..............."}', 'json'],
    ['{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/sudoku#1"]}', 'ipuz'],
    ['https://www.f-puzzles.com/?load=N4Ig', 'fpuzzles'],
    ['f-puzzles.com/?load=N4Ig', 'fpuzzles'],
    ['https://sudokupad.app/scf123', 'sudokupad'],
    ['https://app.crackingthecryptic.com/sudoku/ctcN4Ig', 'sudokupad'],
    ['sudokupad.app/sudoku/fpuzzlesN4Ig', 'sudokupad'],
  ] as const)('%s is %s', (text, form) => {
    expect(detectFormat(text)).toBe(form);
  });

  it('plain lines of every classic size parse as classic of that size', () => {
    for (const size of [4, 6, 9, 12, 16]) {
      const line = '1'.padEnd(size * size, '.');
      const p = value(parsePuzzleText(line));
      expect(p.rules).toEqual({ size });
      expect(makeCells(p.givens)).toBe(line);
    }
  });
});

describe('never throws', () => {
  it('parsePuzzleText answers any text, and any cut or changed valid line, with a Result', () => {
    const forms: FormatName[] = ['json', 'compact', 'fpuzzles', 'sudokupad', 'ipuz'];
    fc.assert(
      fc.property(variantPuzzle, fc.nat(5), fc.nat(100_000), fc.string({ maxLength: 3 }), ({ puzzle }, f, at, junk) => {
        const made = makePuzzleText(puzzle, forms[f % forms.length]);
        if (!made.ok) return;
        const text = made.value;
        const i = at % (text.length + 1);
        for (const t of [text.slice(0, i), text.slice(0, i) + junk + text.slice(i + 1), junk + text]) {
          const r = parsePuzzleText(t);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.error.message).toMatch(/^[^\n]+$/);
        }
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (t) => {
        for (const s of [t, `{${t}`, `https://sudokupad.app/scl${t}`, `https://sudokupad.app/scf${t}`, `https://f-puzzles.com/?load=${t}`, `killer:${t}`]) {
          expect(typeof parsePuzzleText(s).ok).toBe('boolean');
        }
      }),
      RUNS,
    );
  });
});
