/**
 * hintVariant: mistakes first, then the ladder's next step as three rungs (where to look, which
 * technique, the step), for killers and other variants; bad arguments as typed errors. Puzzles
 * from generateVariant with fixed seeds (named in the test); their solutions are checked against
 * the rules by the independent reference checker, not by the solver hintVariant uses.
 */
import { describe, expect, it } from 'vitest';
import { generateVariant } from '../../generate/variant.js';
import { compileRules } from '../../rules/compile.js';
import { RulesParseError } from '../../rules/validate.js';
import { UnknownOptionError } from '../../validate.js';
import { satisfiesRules } from '../../test-support/variant-reference.js';
import { yieldToEventLoop } from '../../test-support/yielding.js';
import { hintVariant, variantLadderOf } from './hint.js';

// A 4x4 grid (rows 1234/3412/2143/4321) and a killer of cages over it (sums from the grid).
const solution4 = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
const killer4 = {
  size: 4 as const,
  cages: [[0, 1], [2, 3], [4, 8], [5, 6], [7, 11], [9, 13], [10, 14], [12], [15]].map((cells) => ({ cells, sum: cells.reduce((s, c) => s + solution4[c], 0) })),
};
const givens4 = solution4.map((d, i) => ([0, 5, 10, 15].includes(i) ? 0 : d));

describe('hintVariant', () => {
  it('gives the next step as a ladder: a cage or unit to look at, the technique, the step', () => {
    const h = hintVariant({ puzzle: { rules: killer4, givens: new Uint8Array(16) } });
    expect(h.ok).toBe(true);
    if (!h.ok || h.value.kind !== 'step') throw new Error('expected a step');
    const { look, technique, step } = h.value.ladder;
    expect(look.cells).toEqual([]);
    expect(look.units.length + look.cages.length).toBeGreaterThan(0);
    expect(look.text).toMatch(/^Look at (row|column|box|cage) /);
    expect(technique.level).toBe('easy');
    expect(technique.text.length).toBeGreaterThan(10);
    expect(h.value.text).toBe(step.explanation);
    for (const p of step.placements) expect(p.digit).toBe(solution4[p.cell]);
    for (const e of step.eliminations) expect(e.digit).not.toBe(solution4[e.cell]);
  });

  it('names a unit for a single: "Look at row 1." then the Full House', () => {
    const h = hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 } });
    if (!h.ok || h.value.kind !== 'step') throw new Error('expected a step');
    expect(h.value.ladder.look).toEqual({ units: [0], cages: [], cells: [], text: 'Look at row 1.' });
    expect(h.value.ladder.technique).toEqual({ name: 'Full House', level: 'easy', text: 'Look for a unit with one open cell.' });
  });

  it('names a band "rows 1-3" and a cage sticking out, never the cells', () => {
    const rules = compileRules({ size: 9, cages: [{ sum: 10, cells: [27, 28] }] });
    const step = { technique: 'Innie-Outie Difference', placements: [], eliminations: [{ cell: 20, digit: 9 }], cells: [20, 27], digits: [9], units: [0, 1, 2], cages: [0], explanation: 'x' };
    const ladder = variantLadderOf(rules, step);
    expect(ladder.look).toEqual({ units: [0, 1, 2], cages: [0], cells: [], text: 'Look at rows 1-3 and cage 1 at r4c1 (sum 10).' });
    expect(ladder.technique.level).toBe('hard');
  });

  it('reports wrong digits first, then true candidates crossed out, then solved', () => {
    const digits = givens4.slice();
    digits[0] = 4;
    const wrong = hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 }, digits });
    expect(wrong.ok && wrong.value).toEqual({ kind: 'mistakes', wrongDigits: [{ cell: 0, digit: 4 }], removedCandidates: [], text: 'Check your grid: r1c1 is not 4.' });
    const marks = new Array(64).fill(false);
    marks[0 * 4 + 1] = true; // r1c1 marked {2} only: its 1 crossed out
    const removed = hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 }, marks });
    expect(removed.ok && removed.value.kind === 'mistakes' && removed.value.removedCandidates).toEqual([{ cell: 0, digit: 1 }]);
    const solved = hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 }, digits: solution4 });
    expect(solved.ok && solved.value).toEqual({ kind: 'solved', text: 'The puzzle is solved.' });
  });

  it('refuses puzzles with no or several solutions as values, bad arguments as typed errors', () => {
    const several = hintVariant({ puzzle: { rules: { size: 4 }, givens: new Uint8Array(16) } });
    expect(!several.ok && several.error.code).toBe('multiple');
    const none = hintVariant({ puzzle: { rules: { size: 4, cages: [{ cells: [0, 1], sum: 3 }, { cells: [4, 5], sum: 3 }] }, givens: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }, digits: undefined });
    expect(none.ok).toBe(false);
    const budget = hintVariant({ puzzle: { rules: { size: 9 }, givens: new Uint8Array(81) } }, { budget: 0 });
    expect(!budget.ok && budget.error.code).toMatch(/too-hard|multiple/);
    expect(() => hintVariant({ puzzle: { rules: { size: 5 } as never, givens: [] } })).toThrow(RulesParseError);
    expect(() => hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 }, digits: new Uint8Array(16) })).toThrow(/hintVariant: state.digits must keep the givens of state.puzzle: r1c2 is 2/);
    expect(() => hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 }, digits: [5, ...givens4.slice(1)] })).toThrow(RangeError);
    expect(() => hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 }, marks: [true] })).toThrow(/state.marks must be 64 long \(4 per cell\)/);
    expect(() => hintVariant({ puzzle: { rules: { size: 4 }, givens: givens4 }, mark: [] } as never)).toThrow(UnknownOptionError);
    expect(() => hintVariant(undefined as never)).toThrow(TypeError);
    expect(() => hintVariant({ puzzle: null } as never)).toThrow(TypeError);
  });

  it('following the hints solves generated killers, jigsaws and X puzzles (seeds 11, 12), every step true', async () => {
    for (const [variant, size, seeds] of [['killer', 6, [11, 12]], ['killer', 9, [11]], ['jigsaw', 9, [11]], ['x', 9, [11]]] as const) {
      for (const seed of seeds) {
        const g = generateVariant({ variant, size, seed });
        const rules = compileRules(g.puzzle.rules);
        // The solution the steps are checked against keeps every rule (the reference checker's
        // word, not the solver's); uniqueness is the generator's tests' business.
        expect(satisfiesRules(g.puzzle.rules, g.solution), `${variant} ${size} seed ${seed}`).toBe(true);
        for (let i = 0; i < rules.cells; i++) if (g.puzzle.givens[i]) expect(g.solution[i]).toBe(g.puzzle.givens[i]);
        const n = rules.size;
        const digits = Uint8Array.from(g.puzzle.givens);
        const marks = new Array<boolean>(rules.cells * n).fill(true);
        let hints = 0;
        for (;;) {
          const h = hintVariant({ puzzle: g.puzzle, digits, marks });
          if (!h.ok) throw new Error(h.error.message);
          if (h.value.kind !== 'step') {
            expect(['solved', 'stuck'], `${variant} seed ${seed}: ${h.value.text}`).toContain(h.value.kind);
            break;
          }
          const { step, look } = h.value.ladder;
          expect(look.cells).toEqual([]);
          for (const p of step.placements) expect(p.digit, step.explanation).toBe(g.solution[p.cell]);
          for (const e of step.eliminations) expect(e.digit, step.explanation).not.toBe(g.solution[e.cell]);
          for (const e of step.eliminations) marks[e.cell * n + e.digit - 1] = false;
          for (const p of step.placements) digits[p.cell] = p.digit;
          hints++;
          if (hints % 10 === 0) await yieldToEventLoop();
        }
        expect(hints).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});
