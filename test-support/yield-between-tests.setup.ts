/**
 * A turn of the event loop after every test. vitest's worker reports each test to the main
 * process and fails the run ("Timeout calling onTaskUpdate") when no answer has been read
 * within 60 s; synchronous tests run back to back never let the answer in, so a few of them
 * together (rating.test.ts's budget tests, 73 s on a busy machine) broke a green run.
 */
import { afterEach } from 'vitest';
import { yieldToEventLoop } from '../packages/engine/src/test-support/yielding.js';

afterEach(yieldToEventLoop);
