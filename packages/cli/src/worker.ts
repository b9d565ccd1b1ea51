/** Worker thread: runs one task module over the batches the pool sends. */
import { parentPort, workerData } from 'node:worker_threads';
import type { TaskModule } from './task.js';

const { task, options } = workerData as { task: string; options: unknown };
if (!/^[a-z][a-z0-9-]*$/.test(task)) throw new Error(`bad task name: ${task}`);
const { run, prepare } = (await import(`./tasks/${task}.js`)) as TaskModule;

parentPort!.on('message', async (msg: { id: number; inputs: unknown[] }) => {
  const t0 = performance.now();
  await prepare?.(msg.inputs, options); // results carry their id: the pool orders them
  const outs = msg.inputs.map((input) => run(input, options));
  parentPort!.postMessage({ id: msg.id, outs, ms: performance.now() - t0 });
});
