/**
 * Task: puzzle number `index` of a `bank fill --variant` run: generateVariant with the seed
 * derived from (seed, index) alone (so the rows do not depend on the workers), checked unique
 * and rated by the variant ladder (bank/variant-row.ts). With a level, the engine's generator
 * aims at it (passed through) and a puzzle rated at another level is not kept.
 */
import { deriveSeed, generateVariant, type GenerateVariantOptions, type GridSize, type Seed, type SymmetryName, type VariantLevel, type VariantName } from 'sudokit';
import { variantBankRow } from '../bank/variant-row.js';
import type { BankRow } from '../bank/row.js';
import type { TaskOutput } from '../task.js';

export interface BankFillVariantOptions {
  seed: Seed;
  variant: VariantName;
  size: GridSize;
  symmetry?: SymmetryName;
  level?: VariantLevel;
}

export type BankFillVariantResult = { row: BankRow } | { missing: string };

export function run(index: number, o: BankFillVariantOptions): TaskOutput {
  const seed = deriveSeed(o.seed, index);
  // `level` only reaches an engine that knows it (bank.ts asks first, and refuses otherwise)
  const options = { variant: o.variant, size: o.size, seed, ...(o.symmetry ? { symmetry: o.symmetry } : {}), ...(o.level ? { level: o.level } : {}) } as GenerateVariantOptions;
  let result: BankFillVariantResult;
  try {
    const made = generateVariant(options);
    const r = variantBankRow(made.puzzle, 'fill', seed);
    if ('reject' in r) result = { missing: `puzzle ${index + 1}: ${r.reject}` }; // never expected: the generator checks too
    else if (o.level && r.row.tier !== o.level) result = { missing: `puzzle ${index + 1}: rated ${r.row.tier}, not ${o.level}` };
    else result = { row: r.row };
  } catch (e) {
    result = { missing: `puzzle ${index + 1}: ${e instanceof Error ? e.message : String(e)}` }; // the generator gave up
  }
  return { out: JSON.stringify(result) };
}
