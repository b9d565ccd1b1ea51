/**
 * The variant technique ladder, easiest first, and the levels it defines.
 *
 * Level table (a puzzle's level is the level of the hardest technique its step-by-step solve
 * needs; the solver always takes the easiest step available, so "needs" is what the ladder
 * reached for):
 *
 * | level   | techniques it may need                                   | why there                                           |
 * |---------|----------------------------------------------------------|-----------------------------------------------------|
 * | easy    | Full House, Naked Single, Hidden Single, Cage Combinations | scanning one unit or one cage; a killer's first     |
 * |         |                                                          | moves are its cage sums, as Solo and SudokuWiki's   |
 * |         |                                                          | killer solver start                                 |
 * | medium  | Locked Candidates, Cage Unit Overlap, Rule of 45,        | two units (or a cage and a unit, or two cages) read |
 * |         | Cage Clash                                               | together; the rule of 45 on one unit is the killer  |
 * |         |                                                          | basic, and walkthroughs' "clashes with" is as early |
 * | hard    | Naked Pair, Hidden Pair, Rule of 45 on Bands, Unit       | a pattern over several cells, or arithmetic over    |
 * |         | Combinations, Innie-Outie Difference, Cage Splitting,    | several rows or columns, or over two groups at once |
 * |         | Hidden Cage, Killer Pair                                 | (a whole unit's digit sets, a difference, a split   |
 * |         |                                                          | cage, a virtual cage read as a cage): SudokuWiki's  |
 * |         |                                                          | killer strategies after the basic innies and outies |
 * | expert  | Rule of 45 on Unit Sets, Naked Triple, Hidden Triple,    | arithmetic over a set of units the player must pick |
 * |         | Killer Triple, X-Wing, Swordfish, Franken X-Wing, Killer | out (two to four boxes, a box and the line along    |
 * |         | Quad, Jellyfish, Franken Swordfish                       | it: Assassin walkthroughs' "innies of N12" after    |
 * |         |                                                          | lines and units are spent); three- and four-digit   |
 * |         |                                                          | subsets and fish: patterns over three or four units |
 * |         |                                                          | at once; fish on any units (boxes, regions,         |
 * |         |                                                          | diagonals, windows) last                            |
 * | extreme | X-Chain, XY-Chain, and anything beyond the ladder        | a chain of inferences across the grid (the first    |
 * |         |                                                          | chains players learn), or the ladder stalls: longer |
 * |         |                                                          | chains, forcing or trial needed (rating.solved says |
 * |         |                                                          | which)                                              |
 *
 * No step-count cut-off moves a puzzle between levels: there are no solving times for variants
 * to fit one to, so the step count is reported beside the level, not folded into it.
 * Deliberately absent: Sudoku Explainer ER values (SE's scale is classic 9x9 only; inventing
 * numbers for variants would mislead) and expected minutes (the minutes model is fitted on
 * classic 9x9 times only; no variant timings exist to justify a figure).
 */
import type { VariantState, VariantStep } from './state.js';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './singles.js';
import { findCageCombinations, findCageUnitOverlap } from './cages.js';
import { findLockedCandidates } from './intersections.js';
import { findRule45, findRule45Bands } from './rule45.js';
import { findHiddenSubset, findNakedSubset, findXWing } from './subsets.js';
import { findKillerPair } from './killer-pairs.js';
import { findKillerSubset } from './killer-subsets.js';
import { findFish } from './fish.js';
import { findXChain, findXYChain } from './chains.js';
import { findCageClash } from './clash.js';
import { findUnitCombinations } from './unit-combinations.js';
import { findCageSplitting, findHiddenCage, findInnieOutieDifference } from './splits.js';
import { findRule45UnitSets } from './rule45-sets.js';

/** The variant difficulty levels, easiest first. */
export type VariantLevel = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** The levels in order. */
export const VARIANT_LEVELS: readonly VariantLevel[] = Object.freeze(['easy', 'medium', 'hard', 'expert', 'extreme'] as VariantLevel[]);

/** One rung of the ladder: a technique's name, the level it belongs to, its finder. */
export interface VariantTechnique {
  readonly name: string;
  /** Its level; 'extreme' rungs (chains) make a solved puzzle extreme too. */
  readonly level: VariantLevel;
  readonly find: (state: VariantState) => VariantStep | null;
  /** What to look for, in a player's words (a hint's second rung). */
  readonly about: string;
}

/** The ladder, easiest first: the solver takes the first rung that finds a step. */
export const VARIANT_TECHNIQUES: readonly VariantTechnique[] = Object.freeze([
  { name: 'Full House', level: 'easy', find: findFullHouse, about: 'Look for a unit with one open cell.' },
  { name: 'Naked Single', level: 'easy', find: findNakedSingle, about: 'Look for a cell with one candidate left.' },
  { name: 'Hidden Single', level: 'easy', find: findHiddenSingle, about: 'Look for a digit with one place left in a unit.' },
  { name: 'Cage Combinations', level: 'easy', find: findCageCombinations, about: 'Work out which digit sets a cage can still hold.' },
  { name: 'Locked Candidates', level: 'medium', find: findLockedCandidates, about: 'Look for a digit whose places in a unit all lie where it meets another unit.' },
  { name: 'Cage Unit Overlap', level: 'medium', find: findCageUnitOverlap, about: 'Look for a digit a cage must hold, or a unit must place inside one cage.' },
  { name: 'Rule of 45', level: 'medium', find: findRule45, about: 'Use the rule of 45: a unit always adds up to the same total (45 on 9x9), so subtract the cages wholly inside it.' },
  { name: 'Cage Clash', level: 'medium', find: findCageClash, about: 'Look for a digit set of a cage that would leave a cage or cell it sees no digits.' },
  { name: 'Naked Pair', level: 'hard', find: (s) => findNakedSubset(s, 2), about: 'Look for two cells of a unit with the same two candidates.' },
  { name: 'Hidden Pair', level: 'hard', find: (s) => findHiddenSubset(s, 2), about: 'Look for two digits with the same two places in a unit.' },
  { name: 'Rule of 45 on Bands', level: 'hard', find: findRule45Bands, about: 'Use the rule of 45 on several rows or columns together.' },
  { name: 'Unit Combinations', level: 'hard', find: findUnitCombinations, about: "Split a unit into its cages and its other cells: their digit sets must share the unit's digits without overlap." },
  { name: 'Innie-Outie Difference', level: 'hard', find: findInnieOutieDifference, about: 'Use the rule of 45 with a cage sticking out: the cell left inside and the cell sticking out differ by a known amount.' },
  { name: 'Cage Splitting', level: 'hard', find: findCageSplitting, about: 'Use the rule of 45 to split a cage that crosses a unit into two parts with known sums.' },
  { name: 'Hidden Cage', level: 'hard', find: findHiddenCage, about: 'Use the rule of 45 to find a hidden cage (cells left over once whole cages are taken out of a unit) and read it as a cage.' },
  { name: 'Killer Pair', level: 'hard', find: findKillerPair, about: 'Look for two cages or cells of a unit that must each hold one of the same two digits.' },
  { name: 'Rule of 45 on Unit Sets', level: 'expert', find: findRule45UnitSets, about: 'Use the rule of 45 on several boxes together, or a box and the row or column beside it.' },
  { name: 'Naked Triple', level: 'expert', find: (s) => findNakedSubset(s, 3), about: 'Look for three cells of a unit with three candidates between them.' },
  { name: 'Hidden Triple', level: 'expert', find: (s) => findHiddenSubset(s, 3), about: 'Look for three digits with the same three places in a unit.' },
  { name: 'Killer Triple', level: 'expert', find: (s) => findKillerSubset(s, 3), about: 'Look for cages and cells of a unit that must each hold one of the same three digits.' },
  { name: 'X-Wing', level: 'expert', find: findXWing, about: 'Look for a digit with two places in each of two rows (or columns) that line up.' },
  { name: 'Swordfish', level: 'expert', find: (s) => findFish(s, 3, true), about: 'Look for a digit whose places in three rows (or columns) lie in the same three columns (or rows).' },
  { name: 'Franken X-Wing', level: 'expert', find: (s) => findFish(s, 2, false), about: 'Look for a digit whose places in two units that do not meet (boxes, regions, diagonals or windows among them) lie in two other units.' },
  { name: 'Killer Quad', level: 'expert', find: (s) => findKillerSubset(s, 4), about: 'Look for cages and cells of a unit that must each hold some of the same four digits.' },
  { name: 'Jellyfish', level: 'expert', find: (s) => findFish(s, 4, true), about: 'Look for a digit whose places in four rows (or columns) lie in the same four columns (or rows).' },
  { name: 'Franken Swordfish', level: 'expert', find: (s) => findFish(s, 3, false), about: 'Look for a digit whose places in three units that do not meet lie in three other units.' },
  { name: 'X-Chain', level: 'extreme', find: findXChain, about: 'Look for a chain of one digit: pairs of its only two places in a unit or cage, linked by cells that see each other.' },
  { name: 'XY-Chain', level: 'extreme', find: findXYChain, about: 'Look for a chain of two-candidate cells, each seeing the next, that starts and ends with the same digit.' },
] as VariantTechnique[]).map((t) => Object.freeze(t)) as readonly VariantTechnique[];

/** The level of a technique name (extreme for a name not on the ladder, and for the chains on it). */
export function variantTechniqueLevel(name: string): VariantLevel {
  return VARIANT_TECHNIQUES.find((t) => t.name === name)?.level ?? 'extreme';
}

/** The easiest step the ladder finds in a position, or null when it is stuck. */
export function nextVariantStep(state: VariantState): VariantStep | null {
  for (const t of VARIANT_TECHNIQUES) {
    const step = t.find(state);
    if (step) return step;
  }
  return null;
}
