import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Candidates } from '../grid/candidates.js';
import { generate } from '../generate/generate.js';
import { parseLine } from '../grid/grid.js';
import { PlayerBoard, HIDDEN_ROUTES, NAKED_ROUTES, INTERSECTION_ROUTES, intersectionTargets } from './player-board.js';
import { UNITS } from '../grid/units.js';
import { forEachYielding } from '../test-support/yielding.js';

/**
 * What is open on a board, found from scratch: candidates recomputed from the digits and the
 * candidates removed (not the board's masks), then every unit, cell and intersection read. An
 * independent route to what PlayerBoard keeps up to date move by move.
 */
function openFromScratch(values: ArrayLike<number>, removed: Set<string> = new Set()): string[] {
  const candidates = (c: number): number[] => {
    if (values[c]) return [];
    const seen = new Set<number>();
    for (const unit of UNITS) if (unit.includes(c)) for (const p of unit) if (values[p]) seen.add(values[p]);
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d) && !removed.has(`${c}/${d}`));
  };
  const open = new Set<string>();
  UNITS.forEach((unit, u) => {
    const empty = unit.filter((c) => !values[c]);
    if (empty.length === 1) open.add(`full house ${u}: ${empty[0]}=${candidates(empty[0])[0]}`);
    for (let d = 1; d <= 9; d++) {
      const places = empty.filter((c) => candidates(c).includes(d));
      if (places.length === 1) open.add(`hidden ${u}/${d}: ${places[0]}=${d}`);
      // intersections: the places all inside another unit whose other cells still have d
      if (!places.length) continue;
      UNITS.forEach((other, o) => {
        if (o === u || !places.every((c) => other.includes(c))) return;
        const shared = unit.filter((c) => other.includes(c));
        if (shared.length !== 3) return;
        const targets = other.filter((c) => !unit.includes(c));
        if (targets.some((c) => candidates(c).includes(d))) open.add(`intersection ${[...targets].sort((a, b) => a - b).join(',')}-${d}`);
      });
    }
  });
  for (let c = 0; c < 81; c++) {
    const cs = candidates(c);
    if (cs.length === 1) open.add(`naked ${c}: ${c}=${cs[0]}`);
  }
  return [...open].sort();
}

function openOnBoard(board: PlayerBoard): string[] {
  const open: string[] = [];
  for (let i = 0; i < board.openCount; i++) {
    const r = board.open[i];
    if (r >= INTERSECTION_ROUTES) {
      if (board.hasWork(r)) open.push(`intersection ${intersectionTargets(r).sort((a, b) => a - b).join(',')}-${board.digitOf(r)}`);
      continue;
    }
    // a single: the cell it places its digit in
    const at = `${board.cellOf(r)}=${board.digitOf(r)}`;
    if (r >= NAKED_ROUTES) open.push(`naked ${r - NAKED_ROUTES}: ${at}`);
    else if (r >= HIDDEN_ROUTES) open.push(`hidden ${Math.floor((r - HIDDEN_ROUTES) / 9)}/${((r - HIDDEN_ROUTES) % 9) + 1}: ${at}`);
    else open.push(`full house ${r}: ${at}`);
  }
  return open.sort();
}

describe('PlayerBoard', () => {
  it('opens the singles of a known puzzle', () => {
    // kaggle.txt line 1: 46 empty cells
    const p = parseLine('..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..');
    if (!p.ok) throw new Error(p.error.message);
    const board = new PlayerBoard();
    board.load(Candidates.fromGrid(p.value));
    expect(board.emptyCells).toBe(46);
    expect(openOnBoard(board)).toEqual(openFromScratch(p.value));
    expect(board.openCount).toBeGreaterThan(0);
  });

  it('property: after any correct placements and removals, in any order, what is open is what is found from scratch', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.tuple(fc.boolean(), fc.nat()), { minLength: 1, maxLength: 80 }), (seed, moves) => {
        const { puzzle, solution } = generate({ seed });
        const values = Uint8Array.from(puzzle);
        const removed = new Set<string>();
        const board = new PlayerBoard();
        board.load(Candidates.fromGrid(puzzle));
        expect(openOnBoard(board)).toEqual(openFromScratch(values));
        for (const [place, pick] of moves) {
          const empty = [...values.keys()].filter((c) => !values[c]);
          if (!empty.length) break;
          if (place) {
            const cell = empty[pick % empty.length];
            values[cell] = solution[cell];
            board.place(cell, solution[cell]);
          } else {
            // a wrong candidate still on the board, as the fallback removes them
            const wrong = empty.flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== solution[c] && board.masks[c] & (1 << (d - 1))).map((d) => [c, d]));
            if (!wrong.length) continue;
            const [cell, digit] = wrong[pick % wrong.length];
            removed.add(`${cell}/${digit}`);
            board.eliminate(cell, digit);
          }
          expect(openOnBoard(board)).toEqual(openFromScratch(values, removed));
          expect(board.emptyCells).toBe(values.filter((v) => !v).length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('acting on any open route keeps every candidate of the solution', async () => {
    await forEachYielding(Array.from({ length: 30 }, (_, i) => i + 1), (seed) => {
      const { puzzle, solution } = generate({ seed });
      const board = new PlayerBoard();
      board.load(Candidates.fromGrid(puzzle));
      for (let k = 0; board.openCount; k++) {
        board.take(board.open[k % board.openCount]);
        for (let c = 0; c < 81; c++) {
          if (board.values[c]) expect(board.values[c]).toBe(solution[c]);
          else expect(board.masks[c] & (1 << (solution[c] - 1))).not.toBe(0);
        }
      }
    });
  });

  it('copies a board whole', () => {
    const { puzzle, solution } = generate({ seed: 7 });
    const a = new PlayerBoard();
    a.load(Candidates.fromGrid(puzzle));
    const b = new PlayerBoard();
    b.copyFrom(a);
    const cell = puzzle.findIndex((v) => !v);
    a.place(cell, solution[cell]);
    b.place(cell, solution[cell]);
    expect(openOnBoard(b)).toEqual(openOnBoard(a));
  });
});
