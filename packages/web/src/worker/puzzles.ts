/**
 * Making a new puzzle on the device, inside the web worker. The engine generates (unique solution,
 * 180° symmetric clue pattern as in most published puzzles) and rates; we keep the first puzzle
 * whose rating lands in the tier asked for. The label always comes from the puzzle's own rating,
 * so if the time budget runs out the player gets the closest puzzle, honestly labelled.
 */
import { TIERS, makeLine, rate } from 'sudokit';
import { generate, type GenerateOptions } from 'sudokit/generator';

export interface MadePuzzle {
  puzzle: string;
  solution: string;
  tier?: string;
  rating?: number;
  ms: number;
  attempts: number;
}

const ORDER = [...TIERS.map((t) => t.tier as string), 'beyond'];

/**
 * Easy puzzles (hidden singles only) are mostly found among puzzles with a few extra clues;
 * measured with the engine's generator and rater: 32 clues gives about 88% easy, while random
 * symmetric puzzles without a clue target spread over all tiers (about half easy).
 */
function optionsFor(tier: string): GenerateOptions {
  return tier === 'easy' ? { symmetry: 'rotational', clues: 32 } : { symmetry: 'rotational' };
}

export function makePuzzle(tier: string, budgetMs = 8000): MadePuzzle {
  const started = performance.now();
  const want = ORDER.indexOf(tier);
  let best: MadePuzzle | undefined;
  let bestDistance = Infinity;
  for (let attempts = 1; ; attempts++) {
    const made = generate(optionsFor(tier));
    const rating = rate(made.puzzle);
    if (!rating.ok) continue; // cannot happen: the generator's puzzles are unique; skip rather than mislabel
    const candidate: MadePuzzle = {
      puzzle: makeLine(made.puzzle),
      solution: makeLine(made.solution),
      tier: rating.value.tier,
      rating: rating.value.er,
      ms: 0,
      attempts,
    };
    const distance = tier === 'any' ? 0 : Math.abs(ORDER.indexOf(rating.value.tier) - want);
    if (distance < bestDistance) { best = candidate; bestDistance = distance; }
    if (bestDistance === 0 || performance.now() - started > budgetMs) break;
  }
  return { ...best!, ms: performance.now() - started };
}

/** Rates a puzzle the player brought (it is already known to have one solution). */
export function ratePuzzle(puzzle: string): { tier?: string; rating?: number } {
  const grid = new Uint8Array(81);
  for (let i = 0; i < 81; i++) grid[i] = puzzle[i] === '.' ? 0 : Number(puzzle[i]);
  const r = rate(grid);
  return r.ok ? { tier: r.value.tier, rating: r.value.er } : {};
}
