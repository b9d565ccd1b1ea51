/**
 * The rule of 45 over unit sets (rule45.ts's setHouses): two boxes side by side, three in an
 * L, four in a square, a box with the row or column along its edge. Assassin and YAK
 * walkthroughs read these ("innies of N12", "outies of R4 + N1") once lines and single units
 * give nothing more. One rung, four readings, as on single units and bands:
 *  - innies / outies: the cells outside the cages wholly inside the set add up to the set's
 *    total minus those cages (or the cells sticking out, when cages cover the rest);
 *  - innie-outie difference, cage splitting and hidden cages (splits.ts) on the same sets.
 * Every step is named after this rung (the ladder counts steps by rung name).
 */
import type { VariantState, VariantStep } from './state.js';
import { findRule45SetSums } from './rule45.js';
import { findCageSplitting, findHiddenCage, findInnieOutieDifference } from './splits.js';

/** The rung's name. */
export const UNIT_SETS = 'Rule of 45 on Unit Sets';

function named(step: VariantStep | null): VariantStep | null {
  return step && { ...step, technique: UNIT_SETS };
}

/** The rule of 45 on unit sets: innies/outies, then a difference, a split cage, a hidden cage. */
export function findRule45UnitSets(state: VariantState): VariantStep | null {
  if (state.rules.cages.length === 0) return null;
  return findRule45SetSums(state, UNIT_SETS) ?? named(findInnieOutieDifference(state, undefined, 'sets')) ?? named(findCageSplitting(state, undefined, 'sets')) ?? named(findHiddenCage(state, undefined, 'sets'));
}
