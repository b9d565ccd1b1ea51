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
});
