import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Candidates } from './candidates.js';
import { generate } from './generate.js';
import { parseLine } from './grid.js';
import { SinglesBoard, HIDDEN_ROUTES, NAKED_ROUTES } from './singles-board.js';
import { UNITS } from './units.js';

/**
 * The singles open on a board of digits, found from scratch: candidates recomputed from the
 * digits alone (not the board's masks), then every unit and cell read. An independent route to
 * what SinglesBoard keeps up to date move by move.
 */
function singlesFromScratch(values: ArrayLike<number>): string[] {
  const candidates = (c: number): number[] => {
    if (values[c]) return [];
    const seen = new Set<number>();
    for (const unit of UNITS) if (unit.includes(c)) for (const p of unit) if (values[p]) seen.add(values[p]);
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
  };
  const open: string[] = [];
  UNITS.forEach((unit, u) => {
    const empty = unit.filter((c) => !values[c]);
    if (empty.length === 1) open.push(`full house ${u}: ${empty[0]}=${candidates(empty[0])[0]}`);
    for (let d = 1; d <= 9; d++) {
      const places = empty.filter((c) => candidates(c).includes(d));
      if (places.length === 1) open.push(`hidden ${u}/${d}: ${places[0]}=${d}`);
    }
  });
  for (let c = 0; c < 81; c++) {
    const cs = candidates(c);
    if (cs.length === 1) open.push(`naked ${c}: ${c}=${cs[0]}`);
  }
  return open.sort();
}

function openOnBoard(board: SinglesBoard): string[] {
  const open: string[] = [];
  for (let i = 0; i < board.openCount; i++) {
    const r = board.open[i];
    const at = `${board.cellOf(r)}=${board.digitOf(r)}`;
    if (r >= NAKED_ROUTES) open.push(`naked ${r - NAKED_ROUTES}: ${at}`);
    else if (r >= HIDDEN_ROUTES) open.push(`hidden ${Math.floor((r - HIDDEN_ROUTES) / 9)}/${((r - HIDDEN_ROUTES) % 9) + 1}: ${at}`);
    else open.push(`full house ${r}: ${at}`);
  }
  return open.sort();
}

describe('SinglesBoard', () => {
  it('opens the singles of a known puzzle', () => {
    // kaggle.txt line 1: 46 empty cells
    const p = parseLine('..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..');
    if (!p.ok) throw new Error(p.error.message);
    const board = new SinglesBoard();
    board.load(Candidates.fromGrid(p.value));
    expect(board.emptyCells).toBe(46);
    expect(openOnBoard(board)).toEqual(singlesFromScratch(p.value));
    expect(board.openCount).toBeGreaterThan(0);
  });

  it('property: after any correct placements, in any order, its open singles are those found from scratch', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (seed, picks) => {
        const { puzzle, solution } = generate({ seed });
        const values = Uint8Array.from(puzzle);
        const board = new SinglesBoard();
        board.load(Candidates.fromGrid(puzzle));
        for (const pick of picks) {
          const empty = [...values.keys()].filter((c) => !values[c]);
          if (!empty.length) break;
          const cell = empty[pick % empty.length];
          values[cell] = solution[cell];
          board.place(cell, solution[cell]);
          expect(openOnBoard(board)).toEqual(singlesFromScratch(values));
          expect(board.emptyCells).toBe(values.filter((v) => !v).length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('copies a board whole', () => {
    const { puzzle, solution } = generate({ seed: 7 });
    const a = new SinglesBoard();
    a.load(Candidates.fromGrid(puzzle));
    const b = new SinglesBoard();
    b.copyFrom(a);
    const cell = puzzle.findIndex((v) => !v);
    a.place(cell, solution[cell]);
    b.place(cell, solution[cell]);
    expect(openOnBoard(b)).toEqual(openOnBoard(a));
  });
});
