/**
 * The lessons' example positions show a true step: the position is reachable (every cell's
 * candidates keep its solution digit, placed digits are the solution's), the step is of the
 * lesson's technique and the one the engine takes there, its placements are the solution's
 * digits and its eliminations never remove one. Solutions come from the reference counter.
 */
import { describe, expect, it } from 'vitest';
import { Candidates, TECHNIQUE_LIST, findTechnique, nextStep, stepIsTechnique } from 'sudokit';
import { referenceCount } from '../../../../engine/src/test-support/reference-solver.js';
import { EXAMPLES } from './examples.js';
import { LESSONS, nextLesson } from './lessons.js';

const digits = (line: string) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));

describe('lesson examples', () => {
  it('one lesson per technique, in the list\'s order, each with an example', () => {
    expect(LESSONS.map((l) => l.id)).toEqual(TECHNIQUE_LIST.map((t) => t.id));
    expect(LESSONS.filter((l) => !l.example).map((l) => l.id)).toEqual([]);
    expect(nextLesson('full-house')?.id).toBe('hidden-single');
  });

  for (const ex of EXAMPLES) {
    it(`${ex.id}: a true step of the technique`, () => {
      const count = referenceCount(digits(ex.puzzle), 2);
      expect(count.count).toBe(1);
      const solution = count.first!;
      const values = digits(ex.values);
      const cands = ex.candidates.split(',');
      const masks = new Uint16Array(81);
      for (let i = 0; i < 81; i++) {
        if (ex.puzzle[i] !== '.') expect(values[i]).toBe(solution[i]);
        if (values[i]) expect(values[i], `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`).toBe(solution[i]);
        else {
          expect(cands[i], `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} keeps its digit`).toContain(String(solution[i]));
          for (const ch of cands[i]) masks[i] |= 1 << (Number(ch) - 1);
        }
      }
      for (const p of ex.step.placements) expect(p.digit).toBe(solution[p.cell]);
      for (const e of ex.step.eliminations) expect(e.digit, `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}`).not.toBe(solution[e.cell]);
      expect(ex.step.placements.length + ex.step.eliminations.length).toBeGreaterThan(0);
      // the engine, at that position, takes this step of this technique
      const step = nextStep(new Candidates(Uint8Array.from(values), masks));
      expect(step && stepIsTechnique(step, findTechnique(ex.id)!)).toBe(true);
      expect(step!.cells).toEqual(ex.step.cells);
    });
  }
});
