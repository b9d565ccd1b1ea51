/**
 * Ordered parallel map over worker threads. Inputs are cut into batches (to amortise message
 * cost), at most two batches per worker are in flight (so memory stays flat however long the
 * input is), and results are handed back strictly in input order.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { TaskOutput, TaskRun } from './task.js';

export interface PoolSpec {
  /** Task module name: `tasks/<task>.js`. */
  task: string;
  /** Passed to the task's `run` with every input (structured-cloned once per worker). */
  options: unknown;
  /** Worker threads; 1 runs the task in this thread. Default: all cores. */
  workers?: number;
  /** Inputs per message (default 256). Use small batches for slow tasks. */
  batchSize?: number;
  /** Awaited before each new batch is sent, e.g. to wait for stdout to drain. */
  backpressure?: () => Promise<void> | void;
  /** What the worker receives for an input (default: the input itself). */
  encode?: (input: any) => unknown;
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

async function loadTask(task: string): Promise<TaskRun> {
  if (!/^[a-z][a-z0-9-]*$/.test(task)) throw new Error(`bad task name: ${task}`);
  const mod = (await import(`./tasks/${task}.js`)) as { run: TaskRun };
  return mod.run;
}

async function* batches<I>(inputs: AsyncIterable<I> | Iterable<I>, size: number): AsyncGenerator<I[]> {
  let batch: I[] = [];
  for await (const input of inputs) {
    batch.push(input);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export async function mapOrdered<I>(
  inputs: AsyncIterable<I> | Iterable<I>,
  spec: PoolSpec,
  onResult: (output: TaskOutput, input: I, index: number) => void,
): Promise<void> {
  const workers = Math.max(1, Math.floor(spec.workers ?? defaultWorkers()));
  const batchSize = Math.max(1, Math.floor(spec.batchSize ?? 256));
  // An input of one batch would keep one worker busy and the others idle: this thread finishes
  // it sooner than a worker can start, so look at the first two batches before starting any.
  const source = batches(inputs, batchSize)[Symbol.asyncIterator]();
  const head: I[][] = [];
  for (let k = 0; k < (workers === 1 ? 0 : 2); k++) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
  }
  const all = (async function* () {
    yield* head;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  })();
  if (workers === 1 || head.length < 2) {
    const run = await loadTask(spec.task);
    const encode = spec.encode ?? ((input: I) => input);
    let index = 0;
    for await (const batch of all) {
      await spec.backpressure?.();
      for (const input of batch) onResult(run(encode(input), spec.options), input, index++);
    }
    return;
  }
  await loadTask(spec.task); // fail fast on a bad name, in this thread
  const url = new URL('./worker.js', import.meta.url);
  const pool = Array.from({ length: workers }, () => new Worker(url, { workerData: { task: spec.task, options: spec.options } }));
  const load = new Array<number>(workers).fill(0);
  const done = new Map<number, TaskOutput[]>();
  const sent = new Map<number, I[]>();
  let nextId = 0;
  let nextFlush = 0;
  let emitted = 0;
  let inFlight = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  pool.forEach((worker, w) => {
    worker.on('message', (msg: { id: number; outs: TaskOutput[] }) => {
      load[w]--;
      inFlight--;
      done.set(msg.id, msg.outs);
      while (done.has(nextFlush)) {
        const outs = done.get(nextFlush)!;
        const ins = sent.get(nextFlush)!;
        done.delete(nextFlush);
        sent.delete(nextFlush);
        for (let k = 0; k < outs.length; k++) onResult(outs[k], ins[k], emitted++);
        nextFlush++;
      }
      notify();
    });
    worker.on('error', (e) => {
      failure ??= e instanceof Error ? e : new Error(String(e));
      notify();
    });
  });
  const waitUntil = async (cond: () => boolean) => {
    while (!cond() && !failure) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
  };
  try {
    for await (const batch of all) {
      await waitUntil(() => inFlight < 2 * workers);
      await spec.backpressure?.();
      let w = 0;
      for (let k = 1; k < workers; k++) if (load[k] < load[w]) w = k;
      load[w]++;
      inFlight++;
      sent.set(nextId, batch);
      pool[w].postMessage({ id: nextId++, inputs: spec.encode ? batch.map(spec.encode) : batch });
    }
    await waitUntil(() => inFlight === 0);
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
