/**
 * The loop both `bank fill` kinds share (classic to a tier, variants to a level): indices of one
 * seed handed to the worker pool in order, the ones an earlier run banked skipped, each puzzle
 * written as it comes (its own transaction: a kill keeps all before it), Ctrl-C reporting what
 * was added. What a task's answer is and how a row is written stay with the caller.
 */
import { mapOrdered, defaultWorkers } from '../pool.js';
import { createProgress } from '../progress.js';
import { whileRunning } from '../interrupt.js';
import type { Bank } from './store.js';
import type { BankRow } from './row.js';

/** One task answer: a row to write, or why none was kept. */
export type FillAnswer = BankRow | { missing: string };

export interface FillLoopSpec {
  count: number;
  /** Answers without a row before giving up. */
  giveUp: number;
  /** Indices an earlier run of this seed banked (not made again). */
  banked: (i: number) => boolean;
  task: string;
  options: unknown;
  workers?: number;
  /** Reads a task's output into an answer. */
  answer: (out: string) => FillAnswer;
}

export interface FillTally {
  added: number;
  duplicates: number;
  missing: number;
  resumed: number;
  lastMiss: string;
  /** A write failed; the caller has the failure and reports it. */
  failed: boolean;
}

/** Runs the fill; `write` adds one row and says whether it was new, known, or could not be written. */
export async function fillLoop(bank: Bank, spec: FillLoopSpec, write: (row: BankRow) => 'added' | 'known' | 'failed'): Promise<FillTally> {
  const t: FillTally = { added: 0, duplicates: 0, missing: 0, resumed: 0, lastMiss: '', failed: false };
  const { count } = spec;
  const progress = createProgress('bank fill');
  let next = 0;
  function* indices() {
    while (t.added < count && t.missing < spec.giveUp && !t.failed) {
      const i = next++;
      if (spec.banked(i)) t.resumed++;
      else yield i;
    }
  }
  const stopSaving = whileRunning({
    save: () => {
      progress.finish();
      bank.close();
      return `added ${t.added} puzzles (each committed as it came)`;
    },
  });
  try {
    await mapOrdered(indices(), { task: spec.task, options: spec.options, workers: spec.workers ?? Math.min(defaultWorkers(), count), batchSize: 1 }, (output) => {
      if (t.added >= count || t.failed) return; // results still in flight when the goal was reached
      const result = spec.answer(output.out);
      if ('missing' in result) {
        t.missing++;
        t.lastMiss = result.missing;
        return;
      }
      const written = write(result);
      if (written === 'added') t.added++;
      else if (written === 'known') t.duplicates++;
      else t.failed = true;
      progress.update(t.added, count);
    });
  } finally {
    stopSaving();
    progress.finish();
  }
  return t;
}
