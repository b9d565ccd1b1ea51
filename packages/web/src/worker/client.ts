/** The page's side of the puzzle worker: one worker, requests matched to answers by id. */
import type { WorkerRequest, WorkerResponse } from './protocol.js';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Two lanes, each its own worker: rating a pasted puzzle can take seconds for the hardest ones,
 * and must not hold up a new game or a hint.
 */
type Lane = 'play' | 'rate' | 'stock';
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

export function ask(request: Request, lane: Lane = request.type === 'rate' ? 'rate' : 'play'): Promise<WorkerResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    getWorker(lane).postMessage({ ...request, id } as WorkerRequest);
  });
}

/**
 * Puzzles of the slower tiers made ahead in a third worker (the stock lane), one per tier, so
 * "New game" at any level is answered at once; the play lane keeps easy and medium ready itself.
 */
const STOCKED = ['hard', 'expert', 'extreme'];
const stock = new Map<string, Extract<WorkerResponse, { waitedMs: number }>>();
let stocking: Promise<void> | null = null;

function fillStock(): void {
  if (stocking) return;
  stocking = (async () => {
    for (const tier of STOCKED) {
      if (stock.has(tier)) continue;
      const r = await ask({ type: 'generate', tier }, 'stock');
      if (r.ok && r.type === 'generate' && r.tier === tier) stock.set(tier, r);
    }
    stocking = null;
  })();
}

/** Starts the workers early so they can have puzzles ready before the player asks. */
export function warmUpStock(): void {
  fillStock();
}

/** A puzzle made ahead for the tier, if there is one (the stock is refilled behind it). */
export function takeStocked(tier: string): Extract<WorkerResponse, { waitedMs: number }> | undefined {
  const made = stock.get(tier);
  if (made) { stock.delete(tier); setTimeout(fillStock, 0); }
  return made;
}

/** Daily puzzles made this session: the same date and level is the same puzzle, made once. */
const dailies = new Map<string, Extract<WorkerResponse, { waitedMs: number }>>();

export async function dailyPuzzle(tier: string, date: string): Promise<WorkerResponse> {
  const key = `${date}:${tier}`;
  const made = dailies.get(key);
  if (made) return made;
  const r = await ask({ type: 'daily', tier, date });
  if (r.ok && r.type === 'daily') dailies.set(key, r);
  return r;
}
