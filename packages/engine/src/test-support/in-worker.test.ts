/** inWorker: results come back as plain data, errors with the function's name and the worker's message. */
import { describe, expect, it } from 'vitest';
import { inWorker } from './in-worker.js';
import type { CheckedRating } from './rating-work.js';

const WORK = new URL('./rating-work.ts', import.meta.url);
// se_paths.txt: SE rates this 2.0 / 1.2 / 1.2 (three Direct Hidden Pairs)
const DHP = '.................1..2..3.4........5......623..1..7.......4.2....8..3....6.5.....8';

describe('inWorker', () => {
  it('runs a function of a TypeScript module in a worker thread and returns its result', async () => {
    const r = await inWorker<CheckedRating>(WORK, 'rateChecked', [DHP]);
    expect([r.er, r.ep, r.ed, r.hardest, r.wrong]).toEqual([2.0, 1.2, 1.2, 'Direct Hidden Pair', []]);
  });

  it("reports the worker's error, naming the function", async () => {
    await expect(inWorker(WORK, 'rateChecked', ['123'])).rejects.toThrow(/in worker, rateChecked: .*too few cells/);
  });

  it('answers calls made together, each with its own result, and goes on after an error', async () => {
    const [ok, bad] = await Promise.all([
      inWorker<CheckedRating>(WORK, 'rateChecked', [DHP]),
      inWorker(WORK, 'rateChecked', ['123']).then(
        () => 'no error',
        (e: Error) => e.message,
      ),
    ]);
    expect(ok.er).toBe(2.0);
    expect(bad).toMatch(/too few cells/);
    // sudokit explain gives this first step for DHP (cli/test/rate.test.ts)
    expect(await inWorker(WORK, 'firstStep', [DHP])).toEqual([1.2, 'Hidden Single', 'r4c7=1']);
  });
});
