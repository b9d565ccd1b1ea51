export * from './grid/units.js';
// copies of units.ts's typed arrays (these explicit names take precedence over export *)
export { rowOf, colOf, boxOf, PEERS } from './grid/public-tables.js';
export * from './result.js';
export * from './grid/grid.js';
export * from './solve/solver.js';
export * from './rules/rules.js';
export * from './rules/combos.js';
export * from './rules/compile.js';
export { type RulesError, type RulesErrorCode, type CellPosition, RulesParseError, checkRules, boxRegions } from './rules/validate.js';
export * from './rules/puzzle.js';
export * from './grid/candidates.js';
export * from './logic/step.js';
export * from './logic/logic.js';
export * from './rate/rating.js';
export * from './rate/human.js';
export * from './logic/hint.js';
export * from './generate/rng.js';
export * from './generate/symmetry.js';
export * from './grid/transform.js';
export * from './grid/canon.js';
export * from './generate/generate.js';
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
} from './generate/generator.js';
export * from './rate/difficulty.js';
export * from './generate/minutes-target.js';
export * from './rate/levels.js';
export { playerTechniqueName, withArticle } from './logic/techniques/words.js';
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
export * from './logic/technique-list.js';
export * from './generate/technique-target.js';
export * from './draw/outline.js';
