/**
 * Work for tests that check generated variant puzzles, run off the test's event loop by
 * inWorker (in-worker.ts): each seed's puzzle is generated to a level, rated by rateVariant,
 * and counted by the fast reference counter (variant-fast-reference.ts, written apart from the
 * solver); its solution is checked against the raw rules. Returns plain data for the assertions.
 */
import { generateVariant, VariantGenerateError, type VariantName } from '../generate/variant.js';
import { rateVariant } from '../logic/variant/solve.js';
import type { VariantLevel } from '../logic/variant/ladder.js';
import type { GridSize } from '../rules/rules.js';
import { fastVariantReferenceCount } from './variant-fast-reference.js';
import { satisfiesRules } from './variant-reference.js';

export interface GeneratedCheck {
  seed: number;
  ms: number;
  /** The level asked for, rateVariant's level of the result, and the result's own claim. */
  asked: VariantLevel | null;
  rated: VariantLevel;
  claimed: VariantLevel | null;
  /** The fast reference count to 2 ('unknown' past its node budget). */
  count: number | 'unknown';
  /** True when the reference counter's solution is the generator's. */
  sameSolution: boolean;
  /** True when the solution keeps every rule and every given is the solution's digit. */
  consistent: boolean;
  clues: number;
  cageSizes: number[];
}

/** Generate and check one puzzle per seed; a typed gave-up is reported as such (no puzzle). */
export function checkGenerated(variant: VariantName, size: GridSize, level: VariantLevel | null, seeds: number[], maxNodes = 1_000_000): (GeneratedCheck | { seed: number; gaveUp: string })[] {
  return seeds.map((seed) => {
    const t = performance.now();
    let r;
    try {
      r = generateVariant({ variant, size, seed, ...(level ? { level } : {}) });
    } catch (e) {
      if (e instanceof VariantGenerateError && e.code === 'gave-up') return { seed, gaveUp: e.message };
      throw e;
    }
    const ms = performance.now() - t;
    const { rules, givens } = r.puzzle;
    let consistent = satisfiesRules(rules, r.solution);
    for (let i = 0; i < givens.length; i++) if (givens[i] && givens[i] !== r.solution[i]) consistent = false;
    const ref = fastVariantReferenceCount(rules, givens, 2, maxNodes);
    return {
      seed,
      ms,
      asked: level,
      rated: rateVariant(r.puzzle).level,
      claimed: r.level ?? null,
      count: ref === 'unknown' ? 'unknown' : ref.count,
      sameSolution: ref !== 'unknown' && ref.first !== undefined && ref.first.every((d, i) => d === r.solution[i]),
      consistent,
      clues: r.clues,
      cageSizes: (rules.cages ?? []).map((c) => c.cells.length),
    };
  });
}
