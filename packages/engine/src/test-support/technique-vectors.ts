/** The shape of technique test vectors (a position before SE's step, and what the step does). */
import { expect } from 'vitest';
import { parseLine } from '../grid/grid.js';
import { Candidates } from '../grid/candidates.js';
import { parseMarks } from '../logic/hint.js';
import { nextStep } from '../logic/logic.js';
import { formatEffect, type Step } from '../logic/step.js';
import { referenceCount } from './reference-solver.js';

export interface TechniqueVector {
  name: string;
  /** Where the position comes from (an SE path step, or a constructed grid). */
  source: string;
  /** The placed digits, line format. */
  digits: string;
  /** The candidates, 729-character marks format. */
  marks: string;
  rating: number;
  /** The expected effect in se_paths.txt notation. */
  effect: string;
}

/** The candidate grid of a vector. */
export function stateOf(v: TechniqueVector): Candidates {
  const digits = parseLine(v.digits);
  const marks = parseMarks(v.marks);
  if (!digits.ok || !marks.ok) throw new Error(`bad vector ${v.source}`);
  return Candidates.fromMarks(digits.value, marks.value);
}

/**
 * The solver's next step on the vector's position is SE's (rating, technique, effect), has an
 * explanation, and agrees with the original puzzle's solution (found by the reference counter).
 */
export function expectVectorStep(v: TechniqueVector): Step {
  const step = nextStep(stateOf(v));
  expect(step).not.toBeNull();
  expect(`${step!.rating.toFixed(1)}\t${step!.technique}\t${formatEffect(step!)}`).toBe(`${v.rating.toFixed(1)}\t${v.name}\t${v.effect}`);
  expect(step!.explanation.length).toBeGreaterThan(10);
  const puzzle = parseLine(v.source.match(/([.1-9]{81})/)![1]);
  if (!puzzle.ok) throw new Error(puzzle.error.message);
  const solution = referenceCount(puzzle.value, 1).first!;
  for (const p of step!.placements) expect(solution[p.cell]).toBe(p.digit);
  for (const e of step!.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
  return step!;
}
