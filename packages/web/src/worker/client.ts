/** The page's side of the puzzle worker: one worker, requests matched to answers by id. */
import type { WorkerRequest, WorkerResponse } from './protocol.js';
import type { MadePuzzle } from './puzzles.js';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Three lanes, each its own worker: rating a pasted puzzle can take seconds for the hardest ones,
 * and making puzzles ahead (the stock lane, ui/stock.ts) takes seconds too; neither may hold up a
 * new game or a hint.
 */
type Lane = 'play' | 'rate' | 'stock';
const workers = new Map<Lane, Worker>();
let nextId = 1;
const pending = new Map<number, { lane: Lane; resolve: (r: WorkerResponse) => void }>();

function getWorker(lane: Lane): Worker {
  let worker = workers.get(lane);
  if (!worker) {
    worker = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module', name: lane });
    worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
      pending.get(e.data.id)?.resolve(e.data);
      pending.delete(e.data.id);
    };
    worker.onerror = (e) => {
      // Only this lane's requests fail: the other workers are still answering theirs.
      for (const [id, p] of pending) {
        if (p.lane !== lane) continue;
        p.resolve({ id, ok: false, message: e.message || 'the puzzle worker failed' });
        pending.delete(id);
      }
    };
    workers.set(lane, worker);
  }
  return worker;
}

/** Starts the worker early so it can have puzzles ready before the player asks. */
export function warmUp(): void {
  getWorker('play');
}

export function ask(request: Request, lane: Lane = request.type === 'rate' || request.type === 'rateVariant' ? 'rate' : 'play'): Promise<WorkerResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { lane, resolve });
    getWorker(lane).postMessage({ ...request, id } as WorkerRequest);
  });
}

/** A new puzzle as the page uses it: made now (`ms` of the worker's time) or ahead (0). */
export type NewPuzzle = Pick<MadePuzzle, 'puzzle' | 'solution' | 'tier' | 'rating' | 'expectedMinutes' | 'ms' | 'copy'>;

/** A made puzzle from the worker's answer, or why there is none. */
export function madePuzzle(r: WorkerResponse): NewPuzzle | { error: string } {
  if (!r.ok) return { error: r.message };
  if (r.type !== 'generate' && r.type !== 'daily') return { error: 'unexpected answer' };
  return { puzzle: r.puzzle, solution: r.solution, tier: r.tier, rating: r.rating, expectedMinutes: r.expectedMinutes, ms: r.ms, ...(r.copy ? { copy: true } : {}) };
}

/** Daily puzzles made this session: the same date and level is the same puzzle, made once. */
const dailies = new Map<string, NewPuzzle>();

export async function dailyPuzzle(tier: string, date: string, lane: Lane = 'play'): Promise<NewPuzzle | { error: string }> {
  const key = `${date}:${tier}`;
  const made = dailies.get(key);
  if (made) return made;
  const r = madePuzzle(await ask({ type: 'daily', tier, date }, lane));
  if (!('error' in r)) dailies.set(key, r);
  return r;
}
