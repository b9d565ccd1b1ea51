export * from './units.js';
export * from './result.js';
export * from './grid.js';
export * from './solver.js';
export * from './candidates.js';
export * from './step.js';
export * from './logic.js';
export * from './rating.js';
export * from './human.js';
export * from './hint.js';
export * from './rng.js';
export * from './symmetry.js';
export * from './transform.js';
export * from './canon.js';
export * from './generate.js';
// the generator's options, results and checks; removeClues and checkGenerateArgs stay inside
export {
  budgetStop,
  defaultMaxAttempts,
  cluesReachable,
  checkGenerateOptions,
  randomSolution,
  isMinimalPuzzle,
  type AbortSignalLike,
  type GenerateProgress,
  type GenerateOptions,
  type GenerateSettings,
  type GenerateStop,
  type GenerateResult,
  type GenerateOptionError,
} from './generator.js';
export * from './difficulty.js';
export * from './minutes-target.js';
export * from './levels.js';
export { withArticle } from './techniques/words.js';
export { MAX_SOLVE_LIMIT } from './validate.js';
export * from './technique-list.js';
export * from './technique-target.js';
