/**
 * Long ratings run in a worker thread by the tests (test-support/in-worker.ts): one nested-chain
 * rating is seconds of synchronous search, tens of seconds on a loaded machine. Each function
 * takes and returns plain data, and checks every step against the reference solver (written
 * apart from the technique solver) inside the worker.
 */
import { parseLine } from '../grid/grid.js';
import { rate, rateSteps } from '../rate/rating.js';
import { Candidates } from '../grid/candidates.js';
import { nextStep, solveLogically } from '../logic/logic.js';
import { applyStep, formatEffect, type Step } from '../logic/step.js';
import { nestedShortcuts } from '../logic/techniques/shortcuts.js';
import { referenceCount } from './reference-solver.js';

function grid(line: string): Uint8Array {
  const r = parseLine(line.slice(0, 81));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export interface CheckedRating {
  er: number;
  ep: number;
  ed: number;
  beyond: boolean;
  estimated: boolean;
  tier: string;
  hardest: string;
  /** Expected minutes (the human model). */
  minutes: number;
  /** Each step as "rating<TAB>technique<TAB>effect". */
  steps: string[];
  /** Steps that contradict the reference solver's solution (must be empty). */
  wrong: string[];
}

/** rate(puzzle, { budget }) and every step checked against the solution. */
export function rateChecked(line: string, budget?: number): CheckedRating {
  const g = grid(line);
  const solution = referenceCount(g, 1).first!;
  const r = rate(g, budget === undefined ? {} : { budget });
  if (!r.ok) throw new Error(r.error.message);
  const v = r.value;
  const wrong: string[] = [];
  for (const s of v.steps) {
    for (const p of s.placements) if (solution[p.cell] !== p.digit) wrong.push(`${s.technique} places a wrong digit`);
    for (const e of s.eliminations) if (solution[e.cell] === e.digit) wrong.push(`${s.technique} removes the true digit`);
  }
  return {
    er: v.er, ep: v.ep, ed: v.ed, beyond: v.beyond, estimated: v.estimated, tier: v.tier, hardest: v.hardest, minutes: v.minutes,
    steps: v.steps.map((s) => `${s.rating}\t${s.technique}\t${formatEffect(s)}`),
    wrong,
  };
}

/** The first step of the technique solver: [rating, technique, effect]. */
export function firstStep(line: string): [number, string, string] {
  const step = nextStep(Candidates.fromGrid(grid(line)))!;
  return [step.rating, step.technique, formatEffect(step)];
}

/**
 * The whole path with the nested shortcuts that skip work turned off, each step written as
 * rateChecked writes them: compared with rateChecked's path of the same puzzle (shortcuts on),
 * which the nested tests have computed already (issue 26: not run twice).
 */
export function pathWithoutShortcuts(line: string): string[] {
  const g = grid(line);
  nestedShortcuts.enabled = false;
  try {
    return solveLogically(g).steps.map((s) => `${s.rating}\t${s.technique}\t${formatEffect(s)}`);
  } finally {
    nestedShortcuts.enabled = true;
  }
}

export interface CalibrationResult {
  index: number;
  er: number;
  ep: number;
  ed: number;
  beyond: boolean;
  tier: string;
  /** Steps contradicting the reference solver's solution. */
  wrong: string[];
  /** On the rows rated by rate() (checkRate): rate() refused the puzzle. */
  rateDiffers?: string;
}

/**
 * SE agreement rows: rateSteps(solveLogically()) of each puzzle, every step checked against the
 * reference solution. On the rows in `checkRate` the figures come from rate() itself instead
 * (rate() is rateSteps(solveLogically()) plus the human model), so rate()'s own ER/EP/ED meet
 * SE's there; before issue 26 those rows were rated both ways, twice the minutes for the same
 * comparison with SE.
 */
export function rateCalibrationRows(rows: { puzzle: string; index: number }[], checkRate: number[] = []): CalibrationResult[] {
  const full = new Set(checkRate);
  return rows.map(({ puzzle, index }) => {
    const g = parseLine(puzzle, { conflicts: 'allow' });
    if (!g.ok) throw new Error(g.error.message);
    let v: { er: number; ep: number; ed: number; beyond: boolean; tier: string; steps: Step[] };
    let rateDiffers: string | undefined;
    if (full.has(index)) {
      const r = rate(g.value);
      if (!r.ok) {
        rateDiffers = `${puzzle}: rate gives ${r.error.code}`;
        v = rateSteps(solveLogically(g.value));
      } else v = r.value;
    } else v = rateSteps(solveLogically(g.value));
    const solution = referenceCount(g.value, 1).first!;
    const wrong: string[] = [];
    for (const step of v.steps) {
      for (const p of step.placements) if (solution[p.cell] !== p.digit) wrong.push(`${puzzle}: ${step.technique} places a wrong digit`);
      for (const e of step.eliminations) if (solution[e.cell] === e.digit) wrong.push(`${puzzle}: ${step.technique} removes the true digit`);
    }
    const result: CalibrationResult = { index, er: v.er, ep: v.ep, ed: v.ed, beyond: v.beyond, tier: v.tier, wrong };
    if (rateDiffers) result.rateDiffers = rateDiffers;
    return result;
  });
}

/** Ratings of `puzzle` under each budget in turn, in one worker (the order matters to some tests). */
export function rateEach(calls: { line: string; budget?: number }[]): CheckedRating[] {
  return calls.map((c) => rateChecked(c.line, c.budget));
}

export interface PathCheck {
  mismatches: string[];
  wrong: string[];
  steps: number;
}

/** Replay SE's paths step by step (technique, rating, effect), each step checked against the solution. */
export function checkSePaths(paths: { puzzle: string; steps: { rating: number; name: string; effect: string }[] }[]): PathCheck {
  const mismatches: string[] = [];
  const wrong: string[] = [];
  let steps = 0;
  for (const path of paths) {
    const puzzle = grid(path.puzzle);
    const solution = referenceCount(puzzle, 1).first!;
    const g = Candidates.fromGrid(puzzle);
    for (let i = 0; i < path.steps.length; i++) {
      const se = path.steps[i];
      const step = nextStep(g);
      const mine = step ? `${step.rating.toFixed(1)}\t${step.technique}\t${formatEffect(step)}` : 'stuck';
      if (mine !== `${se.rating.toFixed(1)}\t${se.name}\t${se.effect}`) {
        mismatches.push(`${path.puzzle} step ${i + 1}: SE ${se.name} ${se.effect}, sudokit ${mine}`);
        break;
      }
      steps++;
      for (const p of step!.placements) if (solution[p.cell] !== p.digit) wrong.push(`${path.puzzle} ${step!.technique} places ${p.digit}`);
      for (const e of step!.eliminations) if (solution[e.cell] === e.digit) wrong.push(`${path.puzzle} ${step!.technique} removes ${e.digit}`);
      applyStep(g, step!);
    }
    if (!g.isSolved()) mismatches.push(`${path.puzzle}: not solved at the end of SE's path`);
  }
  return { mismatches, wrong, steps };
}
