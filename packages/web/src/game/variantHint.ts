/**
 * Hints for a game with rules (issue 29): the variant technique solver's next step (killer cages,
 * jigsaw regions, diagonals, windows, any size), after the same check of the player's grid as
 * the classic hint: wrong digits first, then centre notes that lost the true digit. Runs in the
 * worker; the answer is the game's Hint, so the panel and the board show it as any other.
 */
import { type Rules, nextVariantStep, variantInitialState } from 'sudokit';
import { geometryOf, gridOf } from './geometry.js';
import type { CellDigit, Hint } from './hints.js';

/** What the worker needs for a variant hint: plain arrays and strings (they cross to the worker). */
export interface VariantHintRequest {
  rules: Rules;
  puzzle: string;
  solution: string;
  /** Givens and player digits, size² entries. */
  digits: number[];
  /** The player's centre notes (masks), size² entries. */
  centre: number[];
}

export function variantHint(r: VariantHintRequest): Hint {
  const geo = geometryOf(r.rules);
  const solution = gridOf(r.solution);
  const givens = gridOf(r.puzzle);
  const wrongDigits: number[] = [];
  const wrongNotes: CellDigit[] = [];
  let full = true;
  for (let c = 0; c < geo.cells; c++) {
    const d = r.digits[c];
    if (!d) full = false;
    if (d && !givens[c] && d !== solution[c]) wrongDigits.push(c);
    if (!d && r.centre[c] && !(r.centre[c] & (1 << (solution[c] - 1)))) wrongNotes.push({ cell: c, digit: solution[c] });
  }
  if (wrongDigits.length || wrongNotes.length) return { kind: 'mistakes', wrongDigits, wrongNotes };
  if (full) return { kind: 'solved' };
  const state = variantInitialState(geo.compiled, r.digits);
  // The player's centre notes are what they know: a step is new only beyond them.
  for (let c = 0; c < geo.cells; c++) if (!r.digits[c] && r.centre[c]) state.cand[c] &= r.centre[c];
  const step = nextVariantStep(state);
  if (!step) return { kind: 'stuck', text: 'No technique this game knows applies from here: try a guess, or Fill notes and look again.' };
  const { compiled } = geo;
  const unitCells = step.units.flatMap((u) => compiled.units[u]?.cells ?? []);
  const cageCells = step.cages.flatMap((k) => compiled.cages[k]?.cells ?? []);
  const first = step.units.length ? compiled.units[step.units[0]].name : step.cages.length ? `cage ${compiled.cages[step.cages[0]].sum} (its dashed outline)` : undefined;
  const lookCells = step.units.length ? [...compiled.units[step.units[0]].cells] : step.cages.length ? [...compiled.cages[step.cages[0]].cells] : [];
  return {
    kind: 'step',
    step: {
      technique: step.technique,
      rating: 0,
      explanation: step.explanation,
      look: first ? { name: first } : {},
      units: [],
      cells: step.cells,
      placements: step.placements.map((p) => ({ cell: p.cell, digit: p.digit })),
      eliminations: step.placements.length ? [] : step.eliminations.map((e) => ({ cell: e.cell, digit: e.digit })),
      areas: { look: lookCells, pattern: [...new Set([...unitCells, ...cageCells])] },
    },
  };
}
