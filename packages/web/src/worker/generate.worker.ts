/**
 * The puzzle worker: makes and rates puzzles and finds hints off the page's thread. Puzzles made
 * ahead are the page's stock (ui/stock.ts), which asks a worker of its own for them.
 */
/// <reference lib="webworker" />
import { makeDailyPuzzle, makePuzzle, ratePuzzle } from './puzzles.js';
import type { WorkerRequest, WorkerResponse } from './protocol.js';
import { hint } from 'sudokit';
import { fromEngineHint } from '../game/hints.js';
// Learn's practice and the variants load on demand (their own chunks): the classic game's first
// load stays within its budget.

const post = (r: WorkerResponse) => (self as unknown as Worker).postMessage(r);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'hint') {
      const r = hint({ puzzle: Uint8Array.from(request.puzzle), digits: Uint8Array.from(request.digits), marks: request.marks });
      post(r.ok ? { id: request.id, ok: true, type: 'hint', hint: fromEngineHint(r.value) } : { id: request.id, ok: false, message: r.error.message });
      return;
    }
    if (request.type === 'practice') {
      const { makePractice } = await import('../game/practice.js');
      post({ id: request.id, ok: true, type: 'practice', ...makePractice(request.technique, request.seed, request.timeLimitMs, request.sources) });
      return;
    }
    if (request.type === 'variantHint') {
      const { variantHint } = await import('../game/variantHint.js');
      post({ id: request.id, ok: true, type: 'variantHint', hint: variantHint(request) });
      return;
    }
    if (request.type === 'variant') {
      const { findVariantPuzzle } = await import('./variantPuzzles.js');
      const t0 = performance.now();
      const made = findVariantPuzzle(request.variant, request.level, request.base);
      if (!made && request.copies?.sources.length) {
        const { variantCopy } = await import('./variantCopies.js');
        const copy = variantCopy(request.variant, request.level, request.copies.sources, request.copies.had) ?? null;
        post({ id: request.id, ok: true, type: 'variant', made: copy, ms: performance.now() - t0, ...(copy ? { copy: true } : {}) });
        return;
      }
      post({ id: request.id, ok: true, type: 'variant', made, ms: performance.now() - t0 });
      return;
    }
    if (request.type === 'rateVariant') {
      const { rateVariantPuzzle } = await import('./variantPuzzles.js');
      post({ id: request.id, ok: true, type: 'rate', tier: rateVariantPuzzle(request.rules, request.puzzle) });
      return;
    }
    if (request.type === 'rate') {
      post({ id: request.id, ok: true, type: 'rate', ...ratePuzzle(request.puzzle) });
      return;
    }
    if (request.type === 'daily') {
      post({ id: request.id, ok: true, type: 'daily', ...makeDailyPuzzle(request.tier, request.date) });
      return;
    }
    post({ id: request.id, ok: true, type: 'generate', ...makePuzzle(request.tier, request.budgetMs, undefined, request.copies) });
  } catch (e) {
    post({ id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
};

