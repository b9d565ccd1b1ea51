/**
 * What the worker may copy when a level's stock and pack are dry and its search runs out
 * (worker/copies.ts, issue 30): the level's pack puzzles and the player's earlier games dealt at
 * that level, and every puzzle the player has had, which a copy must never be. Only puzzle lines
 * cross to the worker; the player's records are read, never changed.
 */
import type { PackPuzzle } from './pack.js';
import type { GameRecord } from './stats.js';

/** Sources kept at most (the newest records first after the pack): a request stays small. */
export const MAX_COPY_SOURCES = 60;

export function copySources(level: string, pack: readonly PackPuzzle[], records: readonly GameRecord[], playing: readonly string[]): { sources: string[]; had: string[] } {
  const classic = records.filter((r) => !r.variant && /^[1-9.]{81}$/.test(r.puzzle));
  const earlier = classic.filter((r) => r.tier === level && r.source === 'generated').map((r) => r.puzzle).reverse();
  const sources = [...new Set([...pack.filter((p) => p.level === level).map((p) => p.puzzle), ...earlier])].slice(0, MAX_COPY_SOURCES);
  const had = [...new Set([...classic.map((r) => r.puzzle), ...playing.filter((p) => /^[1-9.]{81}$/.test(p))])];
  return { sources, had };
}
