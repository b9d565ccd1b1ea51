/**
 * Ordered parallel map over worker threads. Inputs are cut into batches (to amortise message
 * cost), at most two batches per worker are in flight (so memory stays flat however long the
 * input is), and results are handed back strictly in input order. Batches start at one input
 * and grow only while inputs are quick (a batch aims at about BATCH_TARGET_MS of work), so slow
 * tasks (rating hard puzzles) are spread over every worker and each result comes back as soon
 * as it is done. Workers start only when there is work for them: for quick tasks (spec.mainThread)
 * this thread takes the first MAIN_THREAD_MS of work itself, and a worker starts only when every
 * running one is busy. A task that may run for seconds (a rating) never runs in this thread,
 * even with one worker: the thread must stay free to act on Ctrl-C at once (interrupt.ts), and
 * process.exit ends the workers mid-task.
 */
import type { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { TaskModule, TaskOutput } from './task.js';

export interface PoolSpec {
  /** Task module name: `tasks/<task>.js`. */
  task: string;
  /** Passed to the task's `run` with every input (structured-cloned once per worker). */
  options: unknown;
  /** Worker threads; 1 runs the task in this thread. Default: defaultWorkers(). */
  workers?: number;
  /** Most inputs per message (default 256); batches grow up to it while inputs are quick. */
  batchSize?: number;
  /** Awaited before each new batch is sent, e.g. to wait for stdout to drain. */
  backpressure?: () => Promise<void> | void;
  /** What the worker receives for an input (default: the input itself). */
  encode?: (input: any) => unknown;
  /**
   * Every input takes well under a second (solving, counting, canonical forms): this thread may
   * run the first MAIN_THREAD_MS of them (and all of them with one worker), so a small input
   * never waits for a worker to start. Default false.
   */
  mainThread?: boolean;
}

/** The cores here: the most worker threads that can help (--workers is capped there). */
export function coreCount(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Worker threads when --workers is not given: every core, or fewer when SUDOKIT_WORKERS says so
 * (a machine shared with other work; the CLI tests, whose two test files already keep both
 * cores busy, so a second worker thread is only its start-up cost). main.ts refuses a value
 * that is not a positive integer before any work.
 */
export function defaultWorkers(): number {
  const asked = Number(process.env.SUDOKIT_WORKERS || undefined);
  return Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, coreCount()) : coreCount();
}

async function loadTask(task: string): Promise<TaskModule> {
  if (!/^[a-z][a-z0-9-]*$/.test(task)) throw new Error(`bad task name: ${task}`);
  return (await import(`./tasks/${task}.js`)) as TaskModule;
}

/**
 * Work this thread does before any worker starts: about what starting the workers costs on the
 * 2-core machines here, so a small input (kaggle's 10,000 counts, a page of ratings) never
 * pays for them and a long one loses little.
 */
const MAIN_THREAD_MS = 150;

/** Work per message the batches grow towards: long enough to amortise a message, short enough to stream. */
const BATCH_TARGET_MS = 20;

/** Batch sizes from measured time per input: 1 at first, then about BATCH_TARGET_MS of work, at most `max`. */
class BatchSizer {
  private size = 1;
  constructor(private readonly max: number) {}
  get next(): number {
    return this.size;
  }
  record(inputs: number, ms: number): void {
    const perInput = Math.max(ms, 0.001) / Math.max(1, inputs);
    this.size = Math.max(1, Math.min(this.max, Math.floor(BATCH_TARGET_MS / perInput)));
  }
}

async function* batches<I>(inputs: AsyncIterable<I> | Iterable<I>, size: () => number): AsyncGenerator<I[]> {
  let batch: I[] = [];
  for await (const input of inputs) {
    batch.push(input);
    if (batch.length >= size()) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function mapOrdered<I>(
  inputs: AsyncIterable<I> | Iterable<I>,
  spec: PoolSpec,
  onResult: (output: TaskOutput, input: I, index: number) => void,
): Promise<void> {
  const workers = Math.max(1, Math.floor(spec.workers ?? defaultWorkers()));
  const sizer = new BatchSizer(Math.max(1, Math.floor(spec.batchSize ?? 256)));
  // Starting workers costs tens of milliseconds each (a thread, the engine loaded again): an
  // input this thread finishes sooner never starts them. So this thread takes the batches
  // until it has worked MAIN_THREAD_MS, and only what is left goes to the workers.
  const source = batches(inputs, () => sizer.next)[Symbol.asyncIterator]();
  const module = spec.mainThread ? await loadTask(spec.task) : undefined; // also fails fast on a bad name, in this thread
  if (!module && !/^[a-z][a-z0-9-]*$/.test(spec.task)) throw new Error(`bad task name: ${spec.task}`);
  const run = module?.run;
  const prepare = module?.prepare;
  const encode = spec.encode ?? ((input: I) => input);
  let index = 0;
  let worked = 0;
  for (; run; ) {
    if (workers > 1 && worked >= MAIN_THREAD_MS) break;
    const next = await source.next();
    if (next.done) return;
    await spec.backpressure?.();
    const t0 = performance.now();
    const encoded = next.value.map(encode);
    await prepare?.(encoded, spec.options);
    for (let k = 0; k < encoded.length; k++) onResult(run(encoded[k], spec.options), next.value[k], index++);
    const ms = performance.now() - t0;
    worked += ms;
    sizer.record(next.value.length, ms);
    await nextTick(); // let signals and output callbacks in between batches
  }
  const all = (async function* () {
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  })();
  // Loaded only here: an input this thread finished (above) never pays for the worker module.
  const { Worker: WorkerThread } = await import('node:worker_threads');
  const url = new URL('./worker.js', import.meta.url);
  const pool: Worker[] = [];
  const load: number[] = [];
  const done = new Map<number, TaskOutput[]>();
  const sent = new Map<number, I[]>();
  let nextId = 0;
  let nextFlush = 0;
  let emitted = index;
  let inFlight = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const startWorker = () => {
    const w = pool.length;
    const worker = new WorkerThread(url, { workerData: { task: spec.task, options: spec.options } });
    pool.push(worker);
    load.push(0);
    worker.on('message', (msg: { id: number; outs: TaskOutput[]; ms: number }) => {
      load[w]--;
      inFlight--;
      sizer.record(msg.outs.length, msg.ms);
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
  };
  const waitUntil = async (cond: () => boolean) => {
    while (!cond() && !failure) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
  };
  try {
    for await (const batch of all) {
      await waitUntil(() => inFlight < 2 * workers);
      await spec.backpressure?.();
      // A new worker only when every running one is busy: a short input never starts them all.
      if (pool.length < workers && load.every((l) => l > 0)) startWorker();
      let w = 0;
      for (let k = 1; k < pool.length; k++) if (load[k] < load[w]) w = k;
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
