/**
 * The transforms a first-visit pack puzzle may be served under (issue 30): drawn from the seed
 * `${puzzle}:${k}` (drawTransform), kept when the copy is still of the puzzle's level by its own
 * rating (levelOf: tier and minutes band) and needs one of the level's techniques — the check the
 * worker makes of every copy (src/worker/copies.ts). Its minutes are stored with it: the
 * transforms keep the SE rating but move the human model's minutes, so a served copy shows its
 * own. Used by make-pack.ts and add-pack-transforms.ts.
 */
import { applyTransform, createRng, drawTransform, levelOf, parseLine, playerLevel, rate } from 'sudokit';
import { needsLevelTechnique } from '../src/worker/copies.js';
import type { PackPuzzle } from '../src/game/pack.js';

/** Transforms kept per puzzle (each with its minutes, one decimal): the first puzzle a new browser gets is one of them, so 32 keep two browsers from sharing it (1 in 32) within the first-load budget (about 1.9 KB gzipped for the pack's 25 puzzles). */
export const TRANSFORMS_PER_PUZZLE = 32;

export function packTransforms(p: Pick<PackPuzzle, 'level' | 'puzzle'>, want = TRANSFORMS_PER_PUZZLE): [number, number][] {
  const level = playerLevel(p.level)!;
  const parsed = parseLine(p.puzzle);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const out: [number, number][] = [];
  for (let k = 1; out.length < want && k <= 10 * want; k++) {
    const copy = applyTransform(drawTransform(createRng(`${p.puzzle}:${k}`)), parsed.value);
    const r = rate(copy);
    if (!r.ok || levelOf(r.value).level !== level.name || !needsLevelTechnique(copy, level, r.value.steps)) continue;
    out.push([k, Math.round(r.value.minutes * 10) / 10]);
  }
  return out;
}
