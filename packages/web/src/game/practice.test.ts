/**
 * Practice puzzles made on the device (game/practice.ts, run by the worker): unique by the
 * reference counter, with the technique on the rater's path. One fast technique (milliseconds); the engine's
 * technique-target tests cover the rest.
 */
import { describe, expect, it } from 'vitest';
import { findTechnique, rate, stepIsTechnique } from 'sudokit';
import { referenceCount } from '../../../engine/src/test-support/reference-solver.js';
import { makePractice } from './practice.js';

describe('makePractice', () => {
  it('makes a unique puzzle that needs the lesson\'s technique', () => {
    const seed = `practice-${Date.now() % 100000}`;
    console.log(`practice seed ${seed}`);
    const r = makePractice('hidden-single', seed, 20_000);
    expect(r.puzzle, `seed ${seed}`).toBeDefined();
    const grid = [...r.puzzle!].map((c) => (c === '.' ? 0 : Number(c)));
    expect(referenceCount(grid, 2).count).toBe(1);
    const rated = rate(Uint8Array.from(grid));
    expect(rated.ok && rated.value.steps.some((s) => stepIsTechnique(s, findTechnique('hidden-single')!)), `seed ${seed}`).toBe(true);
  });

  it('refuses a technique it does not know', () => {
    expect(() => makePractice('no-such-thing', 's')).toThrow(RangeError);
  });
});
