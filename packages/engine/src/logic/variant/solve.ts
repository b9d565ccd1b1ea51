/**
 * Step-by-step solving and rating for any rules value: the ladder (ladder.ts) applied until the
 * grid is full or no rung finds a step.
 */
import type { Rules } from '../../rules/rules.js';
import type { CompiledRules } from '../../rules/compile.js';
import { compilePuzzle } from '../../rules/puzzle.js';
import { type VariantLevel, type VariantTechnique, VARIANT_LEVELS, VARIANT_TECHNIQUES, nextVariantStep, variantTechniqueLevel } from './ladder.js';
import { type VariantState, type VariantStep, applyVariantStep, initialState, isBroken, isSolved } from './state.js';

/** What a step-by-step solve did. */
export interface VariantLogicResult {
  /** The steps taken, in order. */
  steps: VariantStep[];
  /** True when the grid is full. */
  solved: boolean;
  /** The grid reached (size² digits, 0 = still open). */
  grid: Uint8Array;
  /** The position reached: candidates and placed digits (to resume or show). */
  state: VariantState;
}

/** Options of solveVariantLogically. */
export interface VariantLogicOptions {
  /** Stop after this many steps (default: no limit; a solve never takes more than cells x size steps). */
  maxSteps?: number;
}

/** A variant puzzle as solveVariantLogically and rateVariant take it. */
export type VariantPuzzleInput = { rules: Rules | CompiledRules; givens: ArrayLike<number> };

/**
 * Solve a puzzle of any variant step by step with the ladder, easiest step first, until it is
 * solved or stuck. Invalid rules or givens throw a RulesParseError naming the fault.
 */
export function solveVariantLogically(puzzle: VariantPuzzleInput, options: VariantLogicOptions = {}): VariantLogicResult {
  const { rules, givens } = compilePuzzle(puzzle);
  const state = initialState(rules, givens);
  const steps: VariantStep[] = [];
  const max = options.maxSteps ?? Infinity;
  while (steps.length < max && !isSolved(state) && !isBroken(state)) {
    const step = nextVariantStep(state);
    if (!step) break;
    applyVariantStep(state, step);
    steps.push(step);
  }
  return { steps, solved: isSolved(state) && !isBroken(state), grid: state.value.slice(), state };
}

/** A variant puzzle's rating: level, hardest technique, step counts. No ER and no minutes (see ladder.ts). */
export interface VariantRating {
  level: VariantLevel;
  /** The hardest technique used (by ladder position), or null when none was needed. */
  hardest: string | null;
  /** Steps taken. */
  steps: number;
  /**
   * True when the ladder solved it; false means extreme (beyond the ladder). A solve that needed
   * an X-Chain or XY-Chain (the ladder's extreme rungs) is extreme too, with solved true.
   */
  solved: boolean;
  /** Steps per technique name. */
  counts: Record<string, number>;
}

/** Rate a puzzle of any variant by the hardest ladder technique its solve needs. */
export function rateVariant(puzzle: VariantPuzzleInput): VariantRating {
  const r = solveVariantLogically(puzzle);
  const counts: Record<string, number> = {};
  let hardest: string | null = null;
  let rank = -1;
  const order = (name: string) => ladderIndex(name);
  for (const s of r.steps) {
    counts[s.technique] = (counts[s.technique] ?? 0) + 1;
    if (order(s.technique) > rank) (rank = order(s.technique)), (hardest = s.technique);
  }
  const level: VariantLevel = !r.solved ? 'extreme' : hardest === null ? 'easy' : variantTechniqueLevel(hardest);
  return { level, hardest, steps: r.steps.length, solved: r.solved, counts };
}

function ladderIndex(name: string): number {
  return VARIANT_TECHNIQUES.findIndex((t: VariantTechnique) => t.name === name);
}

/** True when level a is no harder than level b. */
export function variantLevelAtMost(a: VariantLevel, b: VariantLevel): boolean {
  return VARIANT_LEVELS.indexOf(a) <= VARIANT_LEVELS.indexOf(b);
}
