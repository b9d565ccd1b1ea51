/** The page's side of the puzzle worker: one worker, requests matched to answers by id. */
import type { WorkerRequest, WorkerResponse } from './protocol.js';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Two lanes, each its own worker: rating a pasted puzzle can take seconds for the hardest ones,
 * and must not hold up a new game or a hint.
 */
type Lane = 'play' | 'rate';
const workers = new Map<Lane, Worker>();
let nextId = 1;
const pending = new Map<number, (r: WorkerResponse) => void>();

function getWorker(lane: Lane): Worker {
  let worker = workers.get(lane);
  if (!worker) {
    worker = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module', name: lane });
    worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
      pending.get(e.data.id)?.(e.data);
      pending.delete(e.data.id);
    };
    worker.onerror = (e) => {
      for (const [id, resolve] of pending) resolve({ id, ok: false, message: e.message || 'the puzzle worker failed' });
      pending.clear();
    };
    workers.set(lane, worker);
  }
  return worker;
}

/** Starts the worker early so it can have puzzles ready before the player asks. */
export function warmUp(): void {
  getWorker('play');
}

export function ask(request: Request): Promise<WorkerResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    getWorker(request.type === 'rate' ? 'rate' : 'play').postMessage({ ...request, id } as WorkerRequest);
  });
}
