/** The page's side of the puzzle worker: one worker, requests matched to answers by id. */
import type { WorkerRequest, WorkerResponse } from './protocol.js';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (r: WorkerResponse) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
      pending.get(e.data.id)?.(e.data);
      pending.delete(e.data.id);
    };
    worker.onerror = (e) => {
      for (const [id, resolve] of pending) resolve({ id, ok: false, message: e.message || 'the puzzle worker failed' });
      pending.clear();
    };
  }
  return worker;
}

/** Starts the worker early so it can have puzzles ready before the player asks. */
export function warmUp(): void {
  getWorker();
}

export function ask(request: Request): Promise<WorkerResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    getWorker().postMessage({ ...request, id } as WorkerRequest);
  });
}
