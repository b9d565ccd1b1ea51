/**
 * A turn of the event loop after every test. vitest's worker reports each test to the main
 * process and fails the run ("Timeout calling onTaskUpdate") when no answer has been read
 * within 60 s; synchronous tests run back to back never let the answer in, so a few of them
 * together (rating.test.ts's budget tests, 73 s on a busy machine) broke a green run.
 *
 * vitest does not say which test blocked its worker, so this also names any test that kept the
 * event loop from turning for over 20 s (a warning in the log, not a failure: how long is up to
 * the machine). Such a test should yield (test-support/yielding.ts) or run its child processes
 * asynchronously.
 */
import { afterEach, beforeEach } from 'vitest';
import { yieldToEventLoop } from '../packages/engine/src/test-support/yielding.js';

const WARN_AFTER_MS = 20_000;
let lastTurn = performance.now();
let longestStretch = 0;
setInterval(() => {
  const now = performance.now();
  longestStretch = Math.max(longestStretch, now - lastTurn);
  lastTurn = now;
}, 100).unref();

beforeEach(() => {
  lastTurn = performance.now();
  longestStretch = 0;
});

afterEach(async (context) => {
  longestStretch = Math.max(longestStretch, performance.now() - lastTurn);
  if (longestStretch > WARN_AFTER_MS) {
    console.warn(`test blocked its worker for ${(longestStretch / 1000).toFixed(0)} s without yielding (vitest fails a run at 60 s): ${context.task.file?.name} > ${context.task.name}`);
  }
  await yieldToEventLoop();
});
