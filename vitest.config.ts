import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { availableParallelism } from 'node:os';

/**
 * Files that take minutes, longest first (a quiet run on the 2-core CI machine, seconds in their
 * worker, 2026-11-27: issue16 191, game 151, reliability-io 66, e2e variants 56, print 50,
 * data-loss 49, nested 46, rate 44, contract 41, rating 40, bank 38, generate-tier 32,
 * pattern-names 29). Since then, measured side by side in CPU on a shared machine: nested 0.62x
 * and rating 0.59x (one inWorker worker per file, fewer drawn rows), data-loss 0.72x, logic
 * 0.68x, rate 0.88x, contract 0.83x, bank 0.84x, print 0.98x, pattern-names and generic 0.94x;
 * reliability-io's signal tests wait on the state they test, not on 10 s of sleeps (same CPU).
 * They start first, so the other worker works through the short files meanwhile instead of one
 * long file running alone at the end. The rest keep vitest's order.
 */
const LONG_FILES = [
  'packages/web/e2e/issue16.test.ts',
  'packages/web/e2e/game.test.ts',
  'packages/cli/test/reliability-io.test.ts',
  'packages/web/e2e/issue31.test.ts',
  'packages/web/e2e/variants.test.ts',
  'packages/cli/test/print.test.ts',
  'packages/cli/test/data-loss.test.ts',
  'packages/cli/test/rate.test.ts',
  'packages/cli/test/contract.test.ts',
  'packages/cli/test/bank.test.ts',
  'packages/cli/test/generate-tier.test.ts',
  'packages/engine/src/logic/techniques/nested.test.ts',
  'packages/engine/src/logic/techniques/pattern-names.test.ts',
  'packages/engine/src/rate/rating.test.ts',
  'packages/engine/src/solve/generic.test.ts',
  'packages/engine/src/logic/variant/soundness.test.ts',
  'packages/engine/src/logic/logic.test.ts',
];

class LongFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FILES.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONG_FILES.length : i;
    };
    const sorted = await super.sort(files);
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    include: [
      'packages/engine/src/**/*.test.ts',
      'packages/engine/test/**/*.test.ts',
      'packages/cli/src/**/*.test.ts',
      'packages/cli/test/**/*.test.ts',
      'packages/web/src/**/*.test.{ts,tsx}',
      'packages/web/e2e/**/*.test.ts',
    ],
    globalSetup: ['test-support/fast-check-seed.global.ts'],
    setupFiles: ['test-support/fast-check-seed.setup.ts', 'test-support/yield-between-tests.setup.ts'],
    // One file per core. (A quiet run kept only 1.45 of 2 cores busy, but one file more than
    // cores was no faster: 1,013 s against 1,004 s for the same tests.)
    maxWorkers: Math.max(availableParallelism(), 1),
    sequence: { sequencer: LongFirst },
    // Generous: two files share the cores, and a loaded machine is much slower still. The whole
    // suite run beside eight other sessions' work (load average 30-35 on 2 cores) ran tests 15-30
    // times slower than quiet; at 120 s a 4-s test failed by timeout. A hang still fails, later.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
