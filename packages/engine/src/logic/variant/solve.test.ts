/** The public face: solveVariantLogically, rateVariant, the ladder and the levels. */
import { describe, expect, it } from 'vitest';
import { RulesParseError } from '../../rules/validate.js';
import { VARIANT_LEVELS, VARIANT_TECHNIQUES, variantTechniqueLevel } from './ladder.js';
import { rateVariant, solveVariantLogically, variantLevelAtMost } from './solve.js';
import { satisfiesRules } from '../../test-support/variant-reference.js';

// A 4x4 grid (rows 1234/3412/2143/4321) with four blanks.
const solution4 = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
const givens4 = solution4.map((d, i) => ([0, 5, 10, 15].includes(i) ? 0 : d));

describe('solveVariantLogically', () => {
  it('solves a 4x4 with singles, each step data with a sentence', () => {
    const r = solveVariantLogically({ rules: { size: 4 }, givens: givens4 });
    expect(r.solved).toBe(true);
    expect(Array.from(r.grid)).toEqual(solution4);
    expect(r.steps).toHaveLength(4);
    expect(r.steps[0]).toEqual({
      technique: 'Full House',
      placements: [{ cell: 0, digit: 1 }],
      eliminations: [],
      cells: [0],
      digits: [1],
      units: [0],
      cages: [],
      explanation: 'r1c1 is the last open cell of row 1, so it takes the missing 1.',
    });
    expect(JSON.parse(JSON.stringify(r.steps))).toEqual(r.steps);
  });

  it('stops at maxSteps and on a stuck position, and keeps the position', () => {
    const r = solveVariantLogically({ rules: { size: 4 }, givens: givens4 }, { maxSteps: 2 });
    expect(r.steps).toHaveLength(2);
    expect(r.solved).toBe(false);
    expect(r.state.value.filter((d) => d === 0)).toHaveLength(2);
    const empty = solveVariantLogically({ rules: { size: 9, cages: [{ sum: 17, cells: [0, 1] }] }, givens: new Uint8Array(81) });
    expect(empty.solved).toBe(false);
  });

  it('refuses bad rules and givens with a RulesParseError', () => {
    expect(() => solveVariantLogically({ rules: { size: 5 } as never, givens: [] })).toThrow(RulesParseError);
    expect(() => solveVariantLogically({ rules: { size: 4 }, givens: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] })).toThrow(/appears twice in row 1/);
  });

  it('solves a killer 4x4 from its cages alone, the grid keeping every rule', () => {
    // Cages over the 4x4 grid above, sums from it.
    const cages = [[0, 1], [2, 3], [4, 8], [5, 6], [7, 11], [9, 13], [10, 14], [12], [15]].map((cells) => ({ cells, sum: cells.reduce((s, c) => s + solution4[c], 0) }));
    const rules = { size: 4 as const, cages };
    const r = solveVariantLogically({ rules, givens: new Uint8Array(16) });
    if (r.solved) expect(satisfiesRules(rules, r.grid)).toBe(true);
    expect(r.steps.some((s) => s.cages.length > 0)).toBe(true);
  });
});

describe('rateVariant and the levels', () => {
  it('rates a singles-only puzzle easy, with counts per technique', () => {
    const rating = rateVariant({ rules: { size: 4 }, givens: givens4 });
    expect(rating).toEqual({ level: 'easy', hardest: 'Full House', steps: 4, solved: true, counts: { 'Full House': 4 } });
  });
  it('an unsolved puzzle is extreme', () => {
    expect(rateVariant({ rules: { size: 4 }, givens: new Uint8Array(16) }).level).toBe('extreme');
  });
  it('the ladder runs easiest first, only the chains at extreme', () => {
    const ranks = VARIANT_TECHNIQUES.map((t) => VARIANT_LEVELS.indexOf(t.level));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(VARIANT_TECHNIQUES.map((t) => t.name)).size).toBe(VARIANT_TECHNIQUES.length);
    expect(variantTechniqueLevel('Rule of 45')).toBe('medium');
    expect(variantTechniqueLevel('Forcing Chain')).toBe('extreme');
    expect(VARIANT_TECHNIQUES.filter((t) => t.level === 'extreme').map((t) => t.name)).toEqual(['X-Chain', 'XY-Chain']);
    expect(variantLevelAtMost('easy', 'hard')).toBe(true);
    expect(variantLevelAtMost('expert', 'hard')).toBe(false);
  });
});
