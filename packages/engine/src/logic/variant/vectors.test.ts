/**
 * Named vectors for the killer techniques, each built on a published example (sources named per
 * vector; the positions are re-set here from the numbers the sources give, not copied code), and
 * a published killer (Assassin 403) solved as far as the ladder goes with every step checked
 * against its published solution.
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../rules/compile.js';
import type { Cage } from '../../rules/rules.js';
import { parseSudokuSolverKiller } from '../../test-support/sudokusolver-killer.js';
import { type VariantState, applyVariantStep, initialState, isBroken } from './state.js';
import { findCageCombinations, findCageUnitOverlap } from './cages.js';
import { findRule45In } from './rule45.js';
import { findKillerPair } from './killer-pairs.js';
import { nextVariantStep } from './ladder.js';
import { rateVariant, solveVariantLogically } from './solve.js';
import { findHiddenSingle } from './singles.js';
import { findLockedCandidates } from './intersections.js';

const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
const mask = (...ds: number[]) => ds.reduce((m, d) => m | (1 << (d - 1)), 0);
const has = (s: VariantState, cell: number, d: number) => (s.cand[cell] & (1 << (d - 1))) !== 0;

function killer(cages: Cage[]): VariantState {
  return initialState(compileRules({ size: 9, cages }), new Uint8Array(81));
}

describe('cage combinations', () => {
  it('Sudopedia "Cage combinations", example 1: 24 in three cells is {7,8,9}, 1-6 go', () => {
    const s = killer([{ sum: 24, cells: [at(1, 1), at(1, 2), at(1, 3)] }]);
    const step = findCageCombinations(s)!;
    expect(step.technique).toBe('Cage Combinations');
    expect(step.explanation).toMatch(/cage 1 at r1c1 \(sum 24\) can only hold \{7,8,9\}/i);
    applyVariantStep(s, step);
    for (const c of [at(1, 1), at(1, 2), at(1, 3)]) expect(s.cand[c]).toBe(mask(7, 8, 9));
  });

  it('Sudopedia "Cage combinations", example 2: 28 in four cells is {4,7,8,9} or {5,6,8,9}; 8 and 9 locked in the row', () => {
    const s = killer([{ sum: 28, cells: [at(1, 1), at(1, 2), at(1, 3), at(1, 4)] }]);
    const first = findCageCombinations(s)!;
    expect(first.explanation).toContain('{4,7,8,9} or {5,6,8,9}');
    applyVariantStep(s, first);
    expect(s.cand[at(1, 1)]).toBe(mask(4, 5, 6, 7, 8, 9));
    const overlap = findCageUnitOverlap(s)!;
    expect(overlap.technique).toBe('Cage Unit Overlap');
    expect(overlap.digits).toEqual([8]);
    expect(overlap.units.map((u) => s.rules.units[u].name)).toEqual(['row 1']);
    applyVariantStep(s, overlap);
    for (let c = 5; c <= 9; c++) expect(has(s, at(1, c), 8)).toBe(false);
  });

  it('SudokuWiki "Killer Cage Combination Example": 15 in D1-D3 keeps 7 in D1 but not in D3', () => {
    // Row D = row 4. Candidates as the example describes them: no 3 in the cage, and D1/D2
    // without the 2 and 6 that a 7 in D3 would need.
    const s = killer([{ sum: 15, cells: [at(4, 1), at(4, 2), at(4, 3)] }]);
    s.cand[at(4, 1)] = mask(1, 4, 5, 7, 8, 9);
    s.cand[at(4, 2)] = mask(1, 2, 4, 5, 8, 9);
    s.cand[at(4, 3)] = mask(1, 2, 4, 5, 6, 7, 8, 9);
    const step = findCageCombinations(s)!;
    expect(step.eliminations).toContainEqual({ cell: at(4, 3), digit: 7 });
    expect(step.eliminations).not.toContainEqual({ cell: at(4, 1), digit: 7 });
  });
});

describe('cage unit overlap', () => {
  it('SudokuWiki "Cage Unit Overlap", type 1: 19 in three cells of row H must take the row\'s only 9s, so 5 goes', () => {
    const cells = [at(8, 1), at(8, 2), at(8, 3)];
    const s = killer([{ sum: 19, cells }]);
    for (const c of cells) s.cand[c] = mask(2, 3, 4, 5, 6, 7, 8, 9);
    for (let c = 4; c <= 9; c++) s.cand[at(8, c)] &= ~mask(9);
    expect(findCageCombinations(s)).toBeNull();
    const step = findCageUnitOverlap(s)!;
    expect(step.technique).toBe('Cage Unit Overlap');
    expect(step.explanation).toContain('{2,8,9} or {3,7,9} or {4,6,9}');
    expect(new Set(step.eliminations.map((e) => e.digit))).toEqual(new Set([5]));
  });
});

describe('killer pair', () => {
  it('Sudopedia "Killer Pair": r78c6 = 6 = {15} or {24} holds 1 or 2, a pair with the {12} of r3c6; r4c6 is then 3', () => {
    const s = killer([{ sum: 6, cells: [at(7, 6), at(8, 6)] }]);
    s.cand[at(3, 6)] = mask(1, 2);
    s.cand[at(4, 6)] = mask(1, 2, 3);
    s.cand[at(7, 6)] = s.cand[at(8, 6)] = mask(1, 2, 4, 5);
    const step = findKillerPair(s)!;
    expect(step.technique).toBe('Killer Pair');
    expect(step.units.map((u) => s.rules.units[u].name)).toEqual(['column 6']);
    expect(step.explanation).toContain('r3c6 and cage 1 at r7c6 (sum 6) must each hold 1 or 2');
    applyVariantStep(s, step);
    expect(s.cand[at(4, 6)]).toBe(mask(3));
  });
});

describe('rule of 45', () => {
  it('Sudopedia "Innie": r3c3 is an innie of nonet 1, 45 - (3 + 12 + 9 + 15) = 6', () => {
    const cages: Cage[] = [
      { sum: 3, cells: [at(1, 1), at(1, 2)] },
      { sum: 12, cells: [at(1, 3), at(2, 3)] },
      { sum: 9, cells: [at(2, 1), at(3, 1)] },
      { sum: 15, cells: [at(2, 2), at(3, 2)] },
      { sum: 10, cells: [at(3, 3), at(3, 4)] },
    ];
    const s = killer(cages);
    const box1 = s.rules.units.findIndex((u) => u.name === 'box 1');
    const step = findRule45In(s, box1)!;
    expect(step.technique).toBe('Rule of 45');
    expect(step.placements).toEqual([{ cell: at(3, 3), digit: 6 }]);
    expect(step.explanation).toMatch(/Box 1 adds up to 45 and the cages wholly inside it to 39, so r3c3 .* is 6/);
  });

  it('Sudopedia "Outie": r2c6 sticks out of nonet 3, 13 + 15 + 18 - 45 = 1', () => {
    const cages: Cage[] = [
      { sum: 13, cells: [at(2, 6), at(2, 7), at(3, 7)] },
      { sum: 15, cells: [at(1, 7), at(1, 8), at(1, 9)] },
      { sum: 18, cells: [at(2, 8), at(2, 9), at(3, 8), at(3, 9)] },
    ];
    const s = killer(cages);
    const box3 = s.rules.units.findIndex((u) => u.name === 'box 3');
    let placed = false;
    for (let k = 0; k < 4 && !placed; k++) {
      const step = findRule45In(s, box3);
      if (!step) break;
      if (step.placements.length) {
        expect(step.placements).toEqual([{ cell: at(2, 6), digit: 1 }]);
        expect(step.explanation).toContain('one outie');
        placed = true;
      }
      applyVariantStep(s, step);
    }
    expect(placed).toBe(true);
  });
});

describe('any unit', () => {
  it('a diagonal is a unit like a box: hidden single and locked candidates on the main diagonal (X 4x4)', () => {
    const s = initialState(compileRules({ size: 4, diagonals: true }), new Uint8Array(16));
    // 1 only in r1c1 or r2c2 of the main diagonal: both lie in box 1, so box 1's other cells lose it.
    for (const c of [10, 15]) s.cand[c] &= ~mask(1);
    const step = findLockedCandidates(s)!;
    expect(step.explanation).toBe('The main diagonal can place 1 only where it meets box 1, which removes 1 from r1c2 and r2c1.');
    applyVariantStep(s, step);
    s.cand[5] &= ~mask(1);
    expect(findHiddenSingle(s)!.explanation).toBe('In box 1, 1 fits only in r1c1.');
  });
});

describe('a published killer', () => {
  // Assassin 403 by Ed, SudokuSolver Forum (rcbroughton.co.uk/sudoku/forum, viewtopic f=3 t=1621),
  // 2021-07-01: cage code and solution as posted (four cells of nonet 4 are in no cage).
  const code =
    '3x3::k:8704:8704:8961:8961:8961:770:770:3075:3075:8704:0000:0000:4869:8961:2566:7175:7175:3592:8704:8704:0000:4869:8961:2566:7175:7177:3592:2058:8704:0000:4869:5387:2566:7175:7177:3592:2058:8704:9228:5387:5387:7177:7177:7177:4365:9228:9228:9228:9228:5387:5387:2830:2830:4365:9228:3599:5648:5648:1553:1553:3090:4365:4365:3599:1811:5648:3860:3860:5653:4365:3090:4356:1811:3599:5648:5648:5653:5653:5653:4356:3090:';
  const solution = '748652139162493857935871642381746925524389761679215384896124573453967218217538496'.split('').map(Number);

  it('Assassin 403: the cage code reads back to the posted solution\'s sums', () => {
    const rules = parseSudokuSolverKiller(code);
    for (const c of rules.cages!) expect(c.cells.reduce((s, x) => s + solution[x], 0)).toBe(c.sum);
  });

  it('Assassin 403: every ladder step keeps the posted solution', () => {
    const rules = parseSudokuSolverKiller(code);
    const compiled = compileRules(rules);
    const s = initialState(compiled, new Uint8Array(81));
    const used = new Set<string>();
    let steps = 0;
    for (;;) {
      if (s.value.every((d) => d) || isBroken(s)) break;
      const step = nextVariantStep(s);
      if (!step) break;
      steps++;
      used.add(step.technique);
      for (const p of step.placements) expect(p.digit, step.explanation).toBe(solution[p.cell]);
      for (const e of step.eliminations) expect(e.digit, step.explanation).not.toBe(solution[e.cell]);
      applyVariantStep(s, step);
    }
    const r = solveVariantLogically({ rules, givens: new Uint8Array(81) });
    const rating = rateVariant({ rules, givens: new Uint8Array(81) });
    console.log(`Assassin 403: ${steps} steps, solved ${r.solved}, level ${rating.level}, techniques ${[...used].join(', ')}`);
    expect(used.has('Cage Combinations')).toBe(true);
    expect(used.has('Rule of 45')).toBe(true);
  });
});
