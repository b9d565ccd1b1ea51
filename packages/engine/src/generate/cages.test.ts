/**
 * Killer generation at expert (cages.ts): since the ladder reads the rule of 45 over unit sets
 * (an expert rung), expert killers are made from most starts instead of rarely (the hit rate
 * over seeds 1-20 is in the README's generation bench). Each puzzle is rated by rateVariant (not
 * the generator's capped solve) and counted unique by the fast reference counter, written apart
 * from the solver. Runs in a worker thread (a 9x9 killer to a level can take seconds loaded).
 */
import { describe, expect, it } from 'vitest';
import { inWorker } from '../test-support/in-worker.js';
import type { GeneratedCheck } from '../test-support/variant-generate-check.js';

const BASE = Number(process.env.SUDOKIT_TEST_SEED ?? Math.floor(Math.random() * 1e9));
const WORK = new URL('../test-support/variant-generate-check.ts', import.meta.url);

describe(`killer 9x9 expert (seed ${BASE}; replay with SUDOKIT_TEST_SEED)`, () => {
  it('is made, rates expert, has no givens and one solution by the reference counter', { timeout: 600_000 }, async () => {
    const out = await inWorker<(GeneratedCheck | { seed: number; gaveUp: string })[]>(WORK, 'checkGenerated', ['killer', 9, 'expert', [BASE]]);
    for (const r of out) {
      expect('gaveUp' in r, `seed ${r.seed}`).toBe(false);
      const g = r as GeneratedCheck;
      console.log(`killer expert seed ${g.seed}: ${g.ms.toFixed(0)} ms, rated ${g.rated}, reference count ${g.count}`);
      expect(g.rated, `seed ${g.seed}`).toBe('expert');
      expect(g.claimed, `seed ${g.seed}`).toBe('expert');
      expect(g.clues, `seed ${g.seed}`).toBe(0);
      expect(g.consistent, `seed ${g.seed}`).toBe(true);
      expect(g.count, `seed ${g.seed}`).toBe(1);
      expect(g.sameSolution, `seed ${g.seed}`).toBe(true);
    }
  });
});
