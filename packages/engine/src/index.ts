export * from './units.js';
// copies of units.ts's typed arrays (these explicit names take precedence over export *)
export { rowOf, colOf, boxOf, PEERS } from './public-tables.js';
export * from './result.js';
export * from './grid.js';
export * from './solver.js';
export * from './rules/rules.js';
export * from './rules/combos.js';
export * from './rules/compile.js';
export { type RulesError, type RulesErrorCode, type CellPosition, RulesParseError, checkRules, boxRegions } from './rules/validate.js';
export * from './rules/puzzle.js';
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
  MIN_CLUES,
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
export { playerTechniqueName, withArticle } from './techniques/words.js';
export { MAX_SOLVE_LIMIT, UnknownOptionError } from './validate.js';
// Variants II: generators for every variant (classic of any size, jigsaw, X, windoku, killer)
export {
  generateVariant,
  isUniqueUnder,
  VariantGenerateError,
  VARIANT_NAMES,
  VARIANT_SIZES,
  type VariantName,
  type GenerateVariantOptions,
  type GenerateVariantResult,
  type VariantGenerateErrorCode,
} from './generate/variant.js';
export { randomJigsawRegions } from './generate/regions.js';
export type { KillerOptions } from './generate/cages.js';
// Variants II: the technique solver and levels for every rules value
export * from './logic/variant/index.js';
export * from './technique-list.js';
export * from './technique-target.js';
export * from './draw/outline.js';
