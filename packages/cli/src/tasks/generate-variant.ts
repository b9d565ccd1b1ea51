/**
 * Task: puzzle number `index` of a `sudokit generate --variant/--size` run (Variants II). Its
 * seed is derived from (seed, index) only, so the output does not depend on the workers.
 * Lines are the compact form (a plain line for classic sizes); jsonl is the JSON description
 * with its solution and, with --level, the level.
 */
import { deriveSeed, generateVariant, type GridSize, type Seed, type SymmetryName, type VariantLevel, type VariantName } from 'sudokit';
import { makeCells, makeCompact, makePuzzleJson } from 'sudokit/formats';
import type { TaskOutput } from '../task.js';

export interface GenerateVariantTaskOptions {
  seed: Seed;
  variant: VariantName;
  size: GridSize;
  symmetry?: SymmetryName;
  format: 'line' | 'jsonl';
  withSolution: boolean;
  /** --level: the puzzle rates at this level (rateVariant); jsonl lines carry it. */
  level?: VariantLevel;
}

export function run(index: number, o: GenerateVariantTaskOptions): TaskOutput {
  const r = generateVariant({ variant: o.variant, size: o.size, seed: deriveSeed(o.seed, index), ...(o.symmetry ? { symmetry: o.symmetry } : {}), ...(o.level ? { level: o.level } : {}) });
  if (o.format === 'jsonl') return { out: makePuzzleJson(r.puzzle, { solution: r.solution, ...(r.level ? { level: r.level } : {}) }) };
  const line = makeCompact(r.puzzle);
  if (!line.ok) return { out: 'not found', err: `puzzle ${index + 1}: ${line.error.message}`, invalid: true };
  return { out: line.value + (o.withSolution ? '\t' + makeCells(r.solution) : '') };
}
