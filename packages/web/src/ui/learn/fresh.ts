/**
 * A fresh-looking copy of a lesson's stored practice puzzle, for when the device could not make
 * a new one in time (practice.ts): the same puzzle under a random validity-preserving transform
 * (rows and columns shuffled within bands and stacks, bands and stacks shuffled, maybe
 * transposed, digits relabelled). A copy has exactly one solution as the original does, but the
 * rater's path is not always the same: among equally rated chains the one found first depends
 * on the cell order, so an XY-Chain puzzle's copy may be rated by another 6.6 chain. So each copy
 * is checked with checkTechniquePuzzle (a few ms; a few hundred for chain techniques) and, if
 * none of a few passes, the stored puzzle itself is dealt. Loaded on demand: not in first load.
 */
import { checkTechniquePuzzle, createRng, randomTransform } from 'sudokit';

/** Copies tried before the stored puzzle itself is dealt. */
const TRIES = 3;

const digitsOf = (puzzle: string) => Uint8Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));

/** `puzzle` (81 characters, '.' for blanks) transformed by the transform drawn from `seed`, unchecked. */
export function transformedCopy(puzzle: string, seed: string): string {
  return Array.from(randomTransform(digitsOf(puzzle), createRng(seed)), (d) => (d ? String(d) : '.')).join('');
}

/**
 * A transformed copy of `puzzle` that still needs technique `id` (checked), yielding to the
 * page between tries; the stored puzzle itself when no copy passes.
 */
export async function freshCopy(puzzle: string, id: string, seed: string): Promise<string> {
  for (let k = 0; k < TRIES; k++) {
    const copy = transformedCopy(puzzle, `${seed}/${k}`);
    if (checkTechniquePuzzle(digitsOf(copy), id).ok) return copy;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return puzzle;
}
