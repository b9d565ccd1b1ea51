/**
 * The variant technique solver's public face (re-exported from the engine's index): the
 * candidate state, the ladder of techniques and the levels, step-by-step solving and rating.
 */
export { type VariantState, type VariantStep, initialState as variantInitialState, applyVariantStep, cloneState as cloneVariantState } from './state.js';
export { type VariantLevel, type VariantTechnique, VARIANT_LEVELS, VARIANT_TECHNIQUES, variantTechniqueLevel, nextVariantStep } from './ladder.js';
export { type VariantLogicResult, type VariantLogicOptions, type VariantPuzzleInput, type VariantRating, solveVariantLogically, rateVariant, variantLevelAtMost } from './solve.js';
export { type VariantHintState, type VariantHintOptions, type VariantHintLadder, type VariantHint, type VariantHintError, type VariantHintErrorCode, hintVariant } from './hint.js';
