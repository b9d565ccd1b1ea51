/**
 * Planting's first half (technique-plant.ts): the focus stays open and the puzzle is unique and
 * minimal around it, checked by the reference counter. What planting finally makes is checked per
 * technique in technique-target.test.ts (recorded attempt seeds, rater path, easier ladder).
 */
import { describe, expect, it } from 'vitest';
import { UNITS } from '../grid/units.js';
import { findTechnique } from '../logic/technique-list.js';
import { canLayOut, plantAttempt, plantFocus } from './technique-plant.js';
import { createRng } from './rng.js';
import { symmetryOrbits } from './symmetry.js';
import { referenceCount } from '../test-support/reference-solver.js';

const orbitOf: number[][] = [];
for (const orbit of symmetryOrbits('none')) for (const c of orbit) orbitOf[c] = [...orbit];

describe('plantAttempt', () => {
  for (const [focus, seed] of [['digit', 11], ['house', 12]] as const) {
    it(`keeps a ${focus} open in a unique, minimal puzzle (seed ${seed})`, () => {
      const r = plantAttempt(focus, orbitOf, createRng(seed))!;
      expect(r).not.toBeNull();
      expect(referenceCount(r.puzzle, 2).count).toBe(1);
      for (let i = 0; i < 81; i++) if (r.puzzle[i]) expect(r.puzzle[i]).toBe(r.solution[i]);
      const open = [...r.open];
      expect(open.every((c) => r.puzzle[c] === 0)).toBe(true);
      if (focus === 'digit') expect(new Set(open.map((c) => r.solution[c])).size).toBe(1);
      else expect(UNITS.some((u) => u.every((c) => r.open.has(c)) && open.length === 9)).toBe(true);
      // minimal: no given can go (the reference counter finds a second solution without it)
      for (let i = 0; i < 81; i += 7) {
        if (!r.puzzle[i]) continue;
        const p = r.puzzle.slice();
        p[i] = 0;
        expect(referenceCount(p, 2).count, `clue r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`).toBe(2);
      }
    });
  }

  it('names the techniques it plants for', () => {
    expect(canLayOut(findTechnique('jellyfish')!)).toBe(true);
    expect(plantFocus(findTechnique('hidden-quad')!)).toBe('house');
    expect(plantFocus(findTechnique('x-chain')!)).toBe('digit');
    expect(plantFocus(findTechnique('xy-wing')!)).toBeUndefined();
  });
});
