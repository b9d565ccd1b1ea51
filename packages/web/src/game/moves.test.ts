import { describe, expect, it } from 'vitest';
import { referenceCount } from '../../../engine/src/test-support/reference-solver.js';
import { boardFromGivens, currentGrid, maskDigits, peersOf } from './board.js';
import { applyMove, parseMove, type Move } from './moves.js';
import { givensOf } from './game.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

const start = () => boardFromGivens(givensOf(WIKIPEDIA.puzzle));

describe('applyMove', () => {
  it('places a digit in an empty cell, and a second press takes it out', () => {
    const b1 = applyMove(start(), { kind: 'place', cells: [rc(1, 3)], digit: 4 });
    expect(b1.digits[rc(1, 3)]).toBe(4);
    const b2 = applyMove(b1, { kind: 'place', cells: [rc(1, 3)], digit: 4 });
    expect(b2.digits[rc(1, 3)]).toBe(0);
  });

  it('never writes over a given, and returns the same board when nothing changes', () => {
    const b = start();
    expect(applyMove(b, { kind: 'place', cells: [rc(1, 1)], digit: 9 })).toBe(b);
    expect(applyMove(b, { kind: 'note', note: 'corner', cells: [rc(1, 1)], digit: 9 })).toBe(b);
    expect(applyMove(b, { kind: 'erase', cells: [rc(1, 1)] })).toBe(b);
  });

  it('replaces a different digit', () => {
    const b = applyMove(applyMove(start(), { kind: 'place', cells: [rc(1, 3)], digit: 1 }), { kind: 'place', cells: [rc(1, 3)], digit: 4 });
    expect(b.digits[rc(1, 3)]).toBe(4);
  });

  it('toggles corner and centre notes independently', () => {
    let b = applyMove(start(), { kind: 'note', note: 'corner', cells: [rc(1, 3)], digit: 2 });
    b = applyMove(b, { kind: 'note', note: 'centre', cells: [rc(1, 3)], digit: 4 });
    b = applyMove(b, { kind: 'note', note: 'corner', cells: [rc(1, 3)], digit: 1 });
    expect(maskDigits(b.corner[rc(1, 3)])).toEqual([1, 2]);
    expect(maskDigits(b.centre[rc(1, 3)])).toEqual([4]);
    b = applyMove(b, { kind: 'note', note: 'corner', cells: [rc(1, 3)], digit: 2 });
    expect(maskDigits(b.corner[rc(1, 3)])).toEqual([1]);
  });

  it('adds a note to every selected cell unless all have it', () => {
    const cells = [rc(1, 3), rc(1, 4)];
    let b = applyMove(start(), { kind: 'note', note: 'centre', cells: [rc(1, 3)], digit: 2 });
    b = applyMove(b, { kind: 'note', note: 'centre', cells, digit: 2 });
    expect(cells.map((c) => b.centre[c])).toEqual([2, 2]);
    b = applyMove(b, { kind: 'note', note: 'centre', cells, digit: 2 });
    expect(cells.map((c) => b.centre[c])).toEqual([0, 0]);
  });

  it('cleans that digit from the notes of every peer when a digit is placed, and nowhere else', () => {
    let b = start();
    const peer = rc(1, 9); // same row as r1c3
    const boxPeer = rc(2, 2);
    const far = rc(9, 1);
    for (const c of [peer, boxPeer, far]) {
      b = applyMove(b, { kind: 'note', note: 'corner', cells: [c], digit: 4 });
      b = applyMove(b, { kind: 'note', note: 'centre', cells: [c], digit: 4 });
    }
    b = applyMove(b, { kind: 'place', cells: [rc(1, 3)], digit: 4 });
    for (const c of [peer, boxPeer]) expect([b.corner[c], b.centre[c]]).toEqual([0, 0]);
    expect([b.corner[far], b.centre[far]]).toEqual([8, 8]);
    expect(peersOf(rc(1, 3))).toHaveLength(20);
  });

  it('colours cells (givens too) and toggles the colour off', () => {
    let b = applyMove(start(), { kind: 'colour', cells: [rc(1, 1), rc(1, 3)], colour: 3 });
    expect([b.colours[rc(1, 1)], b.colours[rc(1, 3)]]).toEqual([3, 3]);
    b = applyMove(b, { kind: 'colour', cells: [rc(1, 3)], colour: 5 });
    expect(b.colours[rc(1, 3)]).toBe(5);
    b = applyMove(b, { kind: 'colour', cells: [rc(1, 3)], colour: 5 });
    expect(b.colours[rc(1, 3)]).toBe(0);
  });

  it('erases one layer at a time: digit, then notes, then colour', () => {
    const c = rc(1, 3);
    let b = applyMove(start(), { kind: 'colour', cells: [c], colour: 2 });
    b = applyMove(b, { kind: 'note', note: 'corner', cells: [c], digit: 1 });
    b = applyMove(b, { kind: 'place', cells: [c], digit: 4 });
    b = applyMove(b, { kind: 'erase', cells: [c] });
    expect([b.digits[c], b.corner[c], b.colours[c]]).toEqual([0, 1, 2]);
    b = applyMove(b, { kind: 'erase', cells: [c] });
    expect([b.digits[c], b.corner[c], b.colours[c]]).toEqual([0, 0, 2]);
    b = applyMove(b, { kind: 'erase', cells: [c] });
    expect([b.digits[c], b.corner[c], b.colours[c]]).toEqual([0, 0, 0]);
  });

  it('fills candidates that agree with an independent solution count', () => {
    const b = applyMove(start(), { kind: 'candidates' });
    const grid = currentGrid(b);
    for (let c = 0; c < 81; c++) {
      if (grid[c]) { expect(b.centre[c]).toBe(0); continue; }
      for (let d = 1; d <= 9; d++) {
        // d is a candidate exactly when no peer holds it; check that against the peer list directly.
        const seen = peersOf(c).some((p) => grid[p] === d);
        expect(maskDigits(b.centre[c]).includes(d)).toBe(!seen);
      }
      // The true digit is always among the candidates.
      expect(maskDigits(b.centre[c])).toContain(Number(WIKIPEDIA.solution[c]));
    }
    expect(referenceCount(grid, 2).count).toBe(1);
  });
});

describe('batch', () => {
  it('applies its moves in order, as one move', () => {
    const c = rc(1, 3);
    const b = applyMove(start(), { kind: 'batch', moves: [{ kind: 'candidates' }, { kind: 'note', note: 'centre', cells: [c], digit: 1 }, { kind: 'place', cells: [rc(1, 4)], digit: 6 }] });
    expect(maskDigits(b.centre[c])).toEqual([2, 4]); // candidates 1 2 4, then 1 removed; 6 was not a candidate here
    expect(b.digits[rc(1, 4)]).toBe(6);
    const same = start();
    expect(applyMove(same, { kind: 'batch', moves: [] })).toBe(same);
  });
});

describe('parseMove', () => {
  const good: Move[] = [
    { kind: 'place', cells: [0, 80], digit: 9 },
    { kind: 'note', note: 'corner', cells: [5], digit: 1 },
    { kind: 'note', note: 'centre', cells: [], digit: 3 },
    { kind: 'colour', cells: [7], colour: 9 },
    { kind: 'erase', cells: [1, 2] },
    { kind: 'candidates' },
    { kind: 'batch', moves: [{ kind: 'candidates' }, { kind: 'place', cells: [3], digit: 4 }] },
  ];
  it.each(good)('reads back %j', (m) => expect(parseMove(JSON.parse(JSON.stringify(m)))).toEqual(m));

  const bad: unknown[] = [
    null, 7, 'place', {}, { kind: 'jump' },
    { kind: 'place', cells: [81], digit: 1 },
    { kind: 'place', cells: [0], digit: 0 },
    { kind: 'place', cells: [0.5], digit: 1 },
    { kind: 'place', cells: 'all', digit: 1 },
    { kind: 'note', note: 'side', cells: [0], digit: 1 },
    { kind: 'colour', cells: [0], colour: 10 },
    { kind: 'erase' },
    { kind: 'batch', moves: [{ kind: 'batch', moves: [] }] },
    { kind: 'batch', moves: [{ kind: 'jump' }] },
    { kind: 'batch' },
  ];
  it.each(bad)('rejects %j', (m) => expect(parseMove(m)).toBeUndefined());
});
