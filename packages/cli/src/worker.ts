/** Worker thread: runs one task module over the batches the pool sends. */
import { parentPort, workerData } from 'node:worker_threads';
import type { TaskRun } from './task.js';

const { task, options } = workerData as { task: string; options: unknown };
if (!/^[a-z][a-z0-9-]*$/.test(task)) throw new Error(`bad task name: ${task}`);
const { run } = (await import(`./tasks/${task}.js`)) as { run: TaskRun };

parentPort!.on('message', (msg: { id: number; inputs: unknown[] }) => {
  const t0 = performance.now();
  const outs = msg.inputs.map((input) => run(input, options));
  parentPort!.postMessage({ id: msg.id, outs, ms: performance.now() - t0 });
});
