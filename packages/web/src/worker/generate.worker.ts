/**
 * The puzzle worker: makes and rates puzzles and finds hints off the page's thread, and keeps an
 * easy and a medium puzzle ready so that "New game" is answered at once.
 */
/// <reference lib="webworker" />
import { makeDailyPuzzle, makePuzzle, ratePuzzle, type MadePuzzle } from './puzzles.js';
import type { WorkerRequest, WorkerResponse } from './protocol.js';
import { hint } from 'sudokit';
import { fromEngineHint } from '../game/hints.js';

const ready = new Map<string, MadePuzzle>();
/**
 * Tiers kept ready. Only the quick ones: the worker answers one message at a time, so making a
 * slow extreme puzzle in the background would hold up the next request.
 */
const PREPARED = new Set(['easy', 'medium']);
const post = (r: WorkerResponse) => (self as unknown as Worker).postMessage(r);

function refill(tier: string) {
  if (!ready.has(tier)) ready.set(tier, makePuzzle(tier));
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const started = performance.now();
  try {
    if (request.type === 'hint') {
      const r = hint({ puzzle: Uint8Array.from(request.puzzle), digits: Uint8Array.from(request.digits), marks: request.marks });
      post(r.ok ? { id: request.id, ok: true, type: 'hint', hint: fromEngineHint(r.value) } : { id: request.id, ok: false, message: r.error.message });
      return;
    }
    if (request.type === 'rate') {
      post({ id: request.id, ok: true, type: 'rate', ...ratePuzzle(request.puzzle) });
      return;
    }
    if (request.type === 'daily') {
      post({ id: request.id, ok: true, type: 'daily', waitedMs: 0, ...makeDailyPuzzle(request.tier, request.date) });
      return;
    }
    const puzzle = ready.get(request.tier) ?? makePuzzle(request.tier);
    ready.delete(request.tier);
    post({ id: request.id, ok: true, type: 'generate', waitedMs: performance.now() - started, ...puzzle });
    if (self.name === 'play' && PREPARED.has(request.tier)) setTimeout(() => refill(request.tier), 0);
  } catch (e) {
    post({ id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
};

// Have the common tiers ready before anyone asks (only the play lane: the rating lane rates, the
// stock lane makes the slower tiers ahead for the page).
if (self.name === 'play') for (const tier of PREPARED) setTimeout(() => refill(tier), 0);
