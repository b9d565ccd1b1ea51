import { describe, expect, it } from 'vitest';
import { solve } from './solver.js';
import { compileRules } from '../rules/compile.js';
import { validatePuzzle } from '../rules/puzzle.js';
import { readVariantFile } from '../test-support/variant-data.js';
import { satisfiesRules } from '../test-support/variant-reference.js';

/**
 * Published puzzles with their published solutions (each line of the data files names its
 * source; see packages/engine/test/data/README.md). The solver must find exactly one solution,
 * the published one, and the independent rule checker must accept it. A budget keeps a
 * regression from spinning: a puzzle past it fails with its name.
 */
const BUDGET = 20_000;

// The human-solvable-zero killers (enjoysudoku forum), the X-Windoku, jigsaw, 6x6 and 16x16
// examples; #9 of the killers and the two "unsolvable" ones need far more search than a unit
// test should spend: the bench runs them.
const SLOW = new Set(['human-solvable zero #9', 'Wecoc #2', 'tarek unsolvable #41']);
const vectors = [...readVariantFile('killers-with-solutions.jsonl'), ...readVariantFile('variants-with-solutions.jsonl')].filter((v) => !SLOW.has(v.name));

describe('published variant puzzles: one solution, the published one', () => {
  it.each(vectors)('$name ($source)', (v) => {
    expect(validatePuzzle({ rules: v.rules, givens: v.givens }).ok).toBe(true);
    expect(satisfiesRules(v.rules, v.solution!)).toBe(true);
    const r = solve(v.givens, { rules: compileRules(v.rules), limit: 2, budget: BUDGET });
    expect(r.stopped).toBeUndefined();
    expect(r.count).toBe(1);
    expect(Array.from(r.solution!)).toEqual(v.solution);
  });
});

describe('TAREK hard killers (rcbroughton.co.uk forum, via the Interactive Sudoku Solver collections)', () => {
  const tarek = readVariantFile('tarek-killers.jsonl');
  it('the set has the 42 killers, valid, no givens', () => {
    expect(tarek.length).toBe(42);
    for (const v of tarek) expect(validatePuzzle({ rules: v.rules, givens: v.givens }).ok).toBe(true);
  });
  it.each(tarek.slice(0, 4))('$name: unique, and the solution keeps every rule', (v) => {
    const r = solve(v.givens, { rules: v.rules, limit: 2, budget: BUDGET });
    expect(r.stopped).toBeUndefined();
    expect(r.count).toBe(1);
    expect(satisfiesRules(v.rules, Array.from(r.solution!))).toBe(true);
  });
});
