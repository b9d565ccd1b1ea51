/**
 * Every fast-check property runs from the run's seed (fast-check-seed.global.ts) and is bounded
 * in time: past PROPERTY_TIME_LIMIT_MS it stops and fails with its seed and path instead of
 * running on (a synchronous property escapes vitest's testTimeout). A property that passes its
 * own `seed` keeps it.
 */
import fc from 'fast-check';
import { inject } from 'vitest';

const PROPERTY_TIME_LIMIT_MS = 45_000;

fc.configureGlobal({
  seed: inject('fcSeed'),
  interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS,
  markInterruptAsFailure: true,
});
