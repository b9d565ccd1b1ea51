/**
 * Every fast-check property runs from the run's seed (fast-check-seed.global.ts) and is bounded
 * in time: past PROPERTY_TIME_LIMIT_MS it stops with the runs it made (a synchronous property
 * escapes vitest's testTimeout, and one that holds its worker for a minute fails the whole run
 * with "Timeout calling onTaskUpdate"). On a quiet machine every property finishes its runs well
 * inside the limit; on a loaded one (load average 30 on 2 cores slowed them 15-30 times) a
 * property checks fewer cases rather than failing the suite. A counterexample found in the runs
 * made still fails. A property that passes its own `seed` keeps it.
 */
import fc from 'fast-check';
import { inject } from 'vitest';

const PROPERTY_TIME_LIMIT_MS = 25_000;

fc.configureGlobal({
  seed: inject('fcSeed'),
  interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS,
  markInterruptAsFailure: false,
});
