/**
 * The first-visit pack: a few puzzles per level shipped with the game (pack-data.ts, made by
 * scripts/make-pack.ts), so a new game of any level starts at once before the stock lane
 * (stock.ts) has made one. Everyone gets the same pack, so each puzzle is played once: the ones
 * served are remembered (`sudokit.pack-used`), and a level whose pack puzzles are all used waits
 * for the worker as before.
 */
import { checkPuzzle } from './engine.js';

export interface PackPuzzle {
  level: string;
  puzzle: string;
  solution: string;
  /** The engine's rating of the puzzle when the pack was made (checked by pack.test.ts). */
  tier: string;
  rating: number;
  expectedMinutes: number;
  /**
   * The transforms it may be served under, as [k, minutes]: the transform drawn from the seed
   * `${puzzle}:${k}`, checked to keep the level when the pack was made, and the copy's own
   * expected minutes (scripts/pack-transforms.ts; pack.test.ts checks them).
   */
  transforms?: readonly (readonly [number, number])[];
}

export const PACK_USED_FORMAT = 'sudokit-pack-used';
export const PACK_USED_VERSION = 1;

/**
 * The pack puzzles already served. A list that cannot be read counts as none served: it is a
 * memory of which shipped puzzles were seen, not the player's games (those are in the shelf and
 * statistics), so the worst case is a puzzle played a second time.
 */
export function parsePackUsed(text: string | null): string[] {
  if (!text) return [];
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof doc !== 'object' || doc === null) return [];
  const d = doc as Record<string, unknown>;
  if (d.format !== PACK_USED_FORMAT || d.version !== PACK_USED_VERSION || !Array.isArray(d.puzzles)) return [];
  return [...new Set(d.puzzles.filter((p): p is string => typeof p === 'string' && p.length === 81))];
}

export function makePackUsed(used: readonly string[]): string {
  return JSON.stringify({ format: PACK_USED_FORMAT, version: PACK_USED_VERSION, puzzles: [...new Set(used)] });
}

/** The levels that still have a pack puzzle not served (without checking them: for planning only). */
export function levelsLeft(pack: readonly PackPuzzle[], used: readonly string[]): string[] {
  return [...new Set(pack.filter((p) => !used.includes(p.puzzle)).map((p) => p.level))];
}

/**
 * The first pack puzzle of the level not yet served, in the pack's order. One that does not
 * check out (exactly one solution, the one shipped) is skipped — pack.test.ts keeps that from
 * happening, and the page must still never offer it.
 */
export function nextFromPack(pack: readonly PackPuzzle[], level: string, used: readonly string[]): PackPuzzle | undefined {
  for (const p of pack) {
    if (p.level !== level || used.includes(p.puzzle)) continue;
    const check = checkPuzzle(p.puzzle);
    if (check.ok && check.puzzle === p.puzzle && check.solution === p.solution) return p;
  }
  return undefined;
}
