/**
 * The engine's technique solver as a hint step finder. It is the heaviest part of the engine, so
 * the page does not load it: it runs in the puzzle worker, which has it anyway for rating.
 */
import { Candidates, nextStep } from 'sudokit';
import type { StepFinder } from './hints.js';

/** The easiest next step on Sudoku Explainer's ladder, from the player's digits and candidates. */
export const engineNextStep: StepFinder = (values, masks) => {
  const step = nextStep(new Candidates(values.slice(), masks.slice()));
  if (!step) return null;
  return {
    technique: step.technique,
    rating: step.rating,
    explanation: step.explanation,
    units: step.units,
    cells: step.cells,
    placements: step.placements,
    // Direct techniques are about their placement; their eliminations are not shown.
    eliminations: step.direct ? [] : step.eliminations,
  };
};
