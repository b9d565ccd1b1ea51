/**
 * The quads' shaped start (technique-quad.ts), checked by other routes than the code's:
 * uniqueness by the reference counter, and the shape from candidates computed here from the
 * givens alone (a digit is a candidate where no given of its row, column or box has it). What
 * the walk finally makes from it is checked in technique-target.test.ts (recorded attempt seed).
 */
import { describe, expect, it } from 'vitest';
import { plantQuad } from './technique-quad.js';
import { createRng } from './rng.js';
import { referenceCount } from '../test-support/reference-solver.js';

const row = (c: number) => Math.floor(c / 9);
const col = (c: number) => c % 9;
const box = (c: number) => Math.floor(row(c) / 3) * 3 + Math.floor(col(c) / 3);
const sees = (a: number, b: number) => a !== b && (row(a) === row(b) || col(a) === col(b) || box(a) === box(b));

/** The cells of `cells` where `digit` may go given only the givens of `puzzle`. */
function places(puzzle: ArrayLike<number>, cells: number[], digit: number): number[] {
  return cells.filter((c) => !puzzle[c] && !Array.from({ length: 81 }, (_, o) => o).some((o) => puzzle[o] === digit && sees(o, c)));
}

describe('plantQuad', () => {
  for (const [naked, seed] of [[false, 1], [false, 2], [false, 3], [true, 4], [true, 5]] as const) {
    it(`shapes a ${naked ? 'naked' : 'hidden'} quad in a box of a unique puzzle (seed ${seed})`, () => {
      let r = null;
      for (let k = 0; !r && k < 20; k++) r = plantQuad(naked, createRng(seed * 100 + k));
      expect(r, `seeds ${seed * 100}..`).not.toBeNull();
      if (!r) return;
      expect(referenceCount(r.puzzle, 2).count).toBe(1);
      for (let i = 0; i < 81; i++) if (r.puzzle[i]) expect(r.puzzle[i]).toBe(r.solution[i]);
      const house = [...r.house];
      expect(house.length).toBe(9);
      expect(new Set(house.map(box)).size).toBe(1);
      // hidden: the whole box open; naked: one of its cells given
      const open = house.filter((c) => !r!.puzzle[c]);
      expect(open.length).toBe(naked ? 8 : 9);
      expect(open.every((c) => r!.open.has(c))).toBe(true);
      // four digits with two places each, together in four cells on two rows and two columns,
      // no two of them with the same two places (no hidden pair)
      const two = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => ({ d, at: places(r!.puzzle, house, d) })).filter((x) => x.at.length === 2);
      const quads: (typeof two)[] = [];
      const pick = (from: number, chosen: typeof two) => {
        if (chosen.length === 4) return void quads.push(chosen);
        for (let k = from; k < two.length; k++) pick(k + 1, [...chosen, two[k]]);
      };
      pick(0, []);
      const quad = quads.find((qd) => {
        const cells = new Set(qd.flatMap((x) => x.at));
        return cells.size === 4 && new Set([...cells].map(row)).size === 2 && new Set([...cells].map(col)).size === 2 && new Set(qd.map((x) => x.at.slice().sort().join())).size === 4;
      });
      expect(quad, 'the shaped quad').toBeDefined();
      if (!quad) return;
      for (let d = 1; d <= 9; d++) if (!house.some((c) => r!.puzzle[c] === d)) expect(places(r.puzzle, house, d).length, `digit ${d}`).toBeGreaterThanOrEqual(2);
      // the quad's cells hold another digit too: the quad has something to remove
      const cells = [...new Set(quad.flatMap((x) => x.at))];
      const others = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !quad.some((x) => x.d === d));
      expect(others.some((d) => places(r!.puzzle, cells, d).length > 0)).toBe(true);
      // naked: the four other open cells hold, between them, only four digits
      if (naked) {
        const rest = open.filter((c) => !cells.includes(c));
        const held = new Set(rest.flatMap((c) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => places(r!.puzzle, [c], d).length)));
        expect(rest.length).toBe(4);
        expect(held.size).toBe(4);
      }
    });
  }
});
