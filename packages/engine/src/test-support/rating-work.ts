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
import { applyStep, formatEffect } from '../logic/step.js';
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

/** The whole path, with and without the nested shortcuts that skip work. */
export function pathsWithAndWithoutShortcuts(line: string): { fast: string[]; slow: string[] } {
  const g = grid(line);
  const path = () => solveLogically(g).steps.map((s) => `${s.rating} ${s.technique} ${formatEffect(s)}`);
  const fast = path();
  nestedShortcuts.enabled = false;
  try {
    return { fast, slow: path() };
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
  /** When asked: rate()'s figures and step count differ from rateSteps(solveLogically()). */
  rateDiffers?: string;
}

/**
 * SE agreement rows: rateSteps(solveLogically()) of each puzzle, every step checked against the
 * reference solution; rate() itself compared on the rows in `checkRate` (it adds the human
 * model's re-search, which would double the minutes if run on every row).
 */
export function rateCalibrationRows(rows: { puzzle: string; index: number }[], checkRate: number[] = []): CalibrationResult[] {
  const full = new Set(checkRate);
  return rows.map(({ puzzle, index }) => {
    const g = parseLine(puzzle, { conflicts: 'allow' });
    if (!g.ok) throw new Error(g.error.message);
    const v = rateSteps(solveLogically(g.value));
    const solution = referenceCount(g.value, 1).first!;
    const wrong: string[] = [];
    for (const step of v.steps) {
      for (const p of step.placements) if (solution[p.cell] !== p.digit) wrong.push(`${puzzle}: ${step.technique} places a wrong digit`);
      for (const e of step.eliminations) if (solution[e.cell] === e.digit) wrong.push(`${puzzle}: ${step.technique} removes the true digit`);
    }
    const result: CalibrationResult = { index, er: v.er, ep: v.ep, ed: v.ed, beyond: v.beyond, tier: v.tier, wrong };
    if (full.has(index)) {
      const r = rate(g.value);
      const a = r.ok ? `${r.value.er}/${r.value.ep}/${r.value.ed}/${r.value.steps.length}` : r.error.code;
      const b = `${v.er}/${v.ep}/${v.ed}/${v.steps.length}`;
      if (a !== b) result.rateDiffers = `${puzzle}: rate ${a}, rateSteps(solveLogically) ${b}`;
    }
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
