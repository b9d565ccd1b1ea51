/**
 * levelWithin is rateVariant cut at a level: on positions along removal orders (every prefix of a
 * generated puzzle's givens, from full grid to the minimal puzzle, on jigsaw, X, windoku and a
 * killer), for every cap its answer is rateVariant's level when that is at most the cap, else
 * 'above'. rateVariant takes the ladder one step at a time; levelWithin takes singles and Cage
 * Combinations in batches (easyClosure), so this is the check that the batches change no level.
 * Seeds sampled from a base it prints (replay with SUDOKIT_TEST_SEED).
 */
import { describe, expect, it } from 'vitest';
import { levelWithin, singlesClosure } from './levels.js';
import { generateVariant, type VariantName } from './variant.js';
import { compileRules } from '../rules/compile.js';
import { rateVariant } from '../logic/variant/solve.js';
import { VARIANT_LEVELS, type VariantLevel } from '../logic/variant/ladder.js';
import { initialState, isBroken, isSolved } from '../logic/variant/state.js';
import { createRng } from './rng.js';
import type { GridSize } from '../rules/rules.js';

const BASE = Number(process.env.SUDOKIT_TEST_SEED ?? Math.floor(Math.random() * 1e9));

describe(`levelWithin agrees with rateVariant (seeds from ${BASE}; replay with SUDOKIT_TEST_SEED)`, () => {
  // a 9x9 killer made hard: its minimal layout needs the medium and hard rungs between batches
  const cases: [VariantName, GridSize, VariantLevel?][] = [
    ['jigsaw', 9],
    ['x', 9],
    ['windoku', 9],
    ['jigsaw', 6],
    ['killer', 6],
    ['killer', 9, 'hard'],
  ];
  for (const [variant, size, level] of cases) {
    it(`${variant} ${size}x${size}${level ? ` ${level}` : ''}: every cap, positions from full grid to minimal`, () => {
      const seed = BASE + variant.length * 31 + size;
      const { puzzle, solution } = generateVariant({ variant, size, seed, ...(level ? { level } : {}) });
      const compiled = compileRules(puzzle.rules);
      const rng = createRng(seed);
      const blanks = [];
      for (let i = 0; i < solution.length; i++) if (!puzzle.givens[i]) blanks.push(i);
      rng.shuffle(blanks);
      // six positions spread over the removal, denser near the minimal puzzle (where levels change)
      const counts = [0.5, 0.8, 0.9, 0.95, 0.98, 1].map((f) => Math.round(f * blanks.length));
      let checked = 0;
      for (const k of counts) {
        const givens = Uint8Array.from(solution);
        for (const c of blanks.slice(0, k)) givens[c] = 0;
        const rated = rateVariant({ rules: compiled, givens }).level;
        for (const cap of VARIANT_LEVELS) {
          const want = VARIANT_LEVELS.indexOf(rated) <= VARIANT_LEVELS.indexOf(cap) ? rated : 'above';
          expect(levelWithin(compiled, givens, cap), `seed ${seed}, ${k} blanks, cap ${cap}`).toBe(want);
          checked++;
        }
      }
      expect(checked).toBe(30);
    });
  }

  it('singlesClosure stops at a contradiction and leaves it for isBroken', () => {
    const compiled = compileRules({ size: 4 });
    // row 1 holds 1 and 2; r1c3 and r1c4 can only be 3 or 4, but column 3 and 4 already hold 3 below
    const givens = [1, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 3, 0, 0, 0, 0];
    const state = initialState(compiled, givens);
    singlesClosure(state);
    expect(isBroken(state)).toBe(true);
    expect(isSolved(state)).toBe(false);
  });
});
