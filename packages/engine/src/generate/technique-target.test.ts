/**
 * generateForTechnique: every technique of TECHNIQUE_LIST from a recorded attempt seed (found by
 * generateForTechnique(id, { seed: 2026 }) on 2026-11-27; test-support/technique-seeds.ts), and
 * a few common ones from a fresh seed (printed). Each puzzle is checked by other routes than the
 * generator's: uniqueness by the reference counter, the path by rate(), and "needed" by a plain
 * restricted ladder written here (steps of other techniques rated below the technique's).
 */
import { describe, expect, it } from 'vitest';
import { rate, type Rating } from '../rate/rating.js';
import { hasSymmetry } from './symmetry.js';
import { TECHNIQUE_LIST, findTechnique, stepIsTechnique, type TechniqueInfo } from '../logic/technique-list.js';
import { attemptTechnique, generateForTechnique } from './technique-target.js';
import { referenceCount, isValidSolution } from '../test-support/reference-solver.js';
import { yieldToEventLoop } from '../test-support/yielding.js';
import { TECHNIQUE_SEEDS } from '../test-support/technique-seeds.js';
import type { Grid } from '../grid/grid.js';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { easierFinish } from '../test-support/easier-finish.js';

/**
 * The forcing-chain techniques take seconds per attempt and per rating: their attempt runs in a
 * worker thread on the built engine (dist), so this test's event loop keeps turning. The worker
 * sends back the puzzle, the rater's steps (name, pattern, rating) and the result of the same
 * restricted ladder as easierFinish (test-support/easier-finish.ts), on the build.
 */
const DIST = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.dist).then((e) => {
  const t = e.findTechnique(workerData.id);
  const r = e.attemptTechnique(workerData.id, workerData.seed);
  if (!r) return parentPort.postMessage(null);
  const grid = e.Candidates.fromGrid(r.puzzle);
  const rows = e.TECHNIQUES.filter((row) => row.minRating < t.rating);
  for (let progress = true; progress && !grid.isSolved(); ) {
    progress = false;
    for (const row of rows) {
      const s = row.find(grid);
      if (s && !e.stepIsTechnique(s, t) && s.rating < t.rating - 1e-9) { e.applyStep(grid, s); progress = true; break; }
    }
  }
  parentPort.postMessage({ puzzle: Array.from(r.puzzle), solution: Array.from(r.solution), steps: r.rating.steps.map((s) => ({ technique: s.technique, pattern: s.pattern, rating: s.rating })), easier: grid.isSolved() });
});`;

function attemptInWorker(id: string, seed: number): Promise<{ puzzle: number[]; solution: number[]; steps: { technique: string; pattern?: string; rating: number }[]; easier: boolean } | null> {
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER, { eval: true, workerData: { dist: DIST, id, seed } });
    w.once('message', (m) => { resolve(m); void w.terminate(); });
    w.once('error', reject);
  });
}


/** `rating`: rate()'s result when the caller has it (rating forcing chains twice is slow). */
function expectNeeds(puzzle: Grid, solution: Grid, t: TechniqueInfo, atLeast = false, rating?: Rating): void {
  expect(referenceCount(puzzle, 2).count).toBe(1);
  expect(isValidSolution(puzzle, solution)).toBe(true);
  const r = rating ? { ok: true as const, value: rating } : rate(puzzle);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const mine = r.value.steps.filter((s) => stepIsTechnique(s, t));
  expect(mine.length, `${t.name} on the rater's path`).toBeGreaterThan(0);
  expect(easierFinish(puzzle, t.id), `easier techniques than ${t.name} finish it`).toBe(false);
  if (!atLeast) {
    const top = Math.max(t.rating, ...mine.map((s) => s.rating));
    const harder = r.value.steps.filter((s) => !stepIsTechnique(s, t) && s.rating > top + 1e-9);
    expect(harder.map((s) => s.technique), 'no harder step').toEqual([]);
  }
}

describe('generateForTechnique', () => {
  it('has a recorded seed for every technique of the list', () => {
    expect(TECHNIQUE_SEEDS.map((v) => v.id).sort()).toEqual(TECHNIQUE_LIST.map((t) => t.id).sort());
  });

  for (const v of TECHNIQUE_SEEDS) {
    if (v.attemptSeed === null) {
      it.todo(`${v.id}: no recorded seed yet (too rare for the steered search within a minute)`);
      continue;
    }
    const attemptSeed = v.attemptSeed;
    // a single attempt of these takes seconds on a loaded machine: off this test's event loop
    if (findTechnique(v.id)!.rating >= 7.5 || ['xy-chain', 'skyscraper', 'hidden-quad'].includes(v.id)) {
      it(`${v.id}: attempt seed ${attemptSeed} makes a puzzle that needs it (in a worker thread)`, async () => {
        const t = findTechnique(v.id)!;
        const r = await attemptInWorker(v.id, attemptSeed);
        expect(r, `attempt seed ${attemptSeed}`).not.toBeNull();
        if (!r) return;
        expect(referenceCount(r.puzzle, 2).count).toBe(1);
        expect(isValidSolution(r.puzzle, r.solution)).toBe(true);
        const mine = r.steps.filter((s) => stepIsTechnique(s as never, t));
        expect(mine.length, `${t.name} on the rater's path`).toBeGreaterThan(0);
        expect(r.easier, `easier techniques than ${t.name} finish it`).toBe(false);
        const top = Math.max(t.rating, ...mine.map((s) => s.rating));
        expect(r.steps.filter((s) => !stepIsTechnique(s as never, t) && s.rating > top + 1e-9)).toEqual([]);
      });
      continue;
    }
    it(`${v.id}: attempt seed ${v.attemptSeed} makes a puzzle that needs it`, async () => {
      await yieldToEventLoop();
      const t = findTechnique(v.id)!;
      const r = attemptTechnique(v.id, attemptSeed);
      expect(r, `attempt seed ${attemptSeed}`).not.toBeNull();
      if (r) expectNeeds(r.puzzle, r.solution, t, false, r.rating);
    });
  }

  it('finds common techniques from a fresh seed, an attempt at a time', async () => {
    const seed = Date.now() % 1_000_000;
    console.log(`technique-target fresh seed ${seed}`);
    for (const id of ['naked-pair', 'xy-wing', 'hidden-pair', 'aic']) {
      const t = findTechnique(id)!;
      let found = false;
      for (let k = 0; k < 400 && !found; k++) {
        await yieldToEventLoop();
        const r = generateForTechnique(id, { seed: `${seed}/${id}/${k}`, maxAttempts: 1 });
        if (r.found) {
          found = true;
          expectNeeds(r.puzzle!, r.solution!, t);
          expect(attemptTechnique(id, r.attemptSeed!)?.puzzle).toEqual(r.puzzle);
        }
      }
      expect(found, `${id} within 400 attempts (seed ${seed})`).toBe(true);
    }
  });

  it('keeps a symmetry and lets harder steps follow with atLeast', async () => {
    const t = findTechnique('pointing')!;
    let sym = false;
    let atLeast = false;
    for (let k = 0; k < 300 && !(sym && atLeast); k++) {
      await yieldToEventLoop();
      if (!sym) {
        const r = generateForTechnique(t, { seed: k, symmetry: 'rotational', maxAttempts: 1 });
        if (r.found) {
          sym = true;
          expect(hasSymmetry(r.puzzle!, 'rotational')).toBe(true);
          expectNeeds(r.puzzle!, r.solution!, t);
        }
      }
      if (!atLeast) {
        const r = generateForTechnique(t, { seed: k, atLeast: true, maxAttempts: 1 });
        if (r.found) {
          atLeast = true;
          expectNeeds(r.puzzle!, r.solution!, t, true);
        }
      }
    }
    expect([sym, atLeast]).toEqual([true, true]);
  });

  it('steers into a minutes range', async () => {
    let hit = false;
    for (let k = 0; k < 200 && !hit; k++) {
      await yieldToEventLoop();
      const r = generateForTechnique('x-wing', { seed: k, minutes: [10, 20], maxAttempts: 1 });
      if (r.found) {
        hit = true;
        expect(r.rating!.minutes).toBeGreaterThanOrEqual(10);
        expect(r.rating!.minutes).toBeLessThanOrEqual(20);
        expectNeeds(r.puzzle!, r.solution!, findTechnique('x-wing')!);
      }
    }
    expect(hit).toBe(true);
  });

  it('refuses unknown names and reads the names players and rate use', () => {
    expect(() => generateForTechnique('Jellyfsh')).toThrow(RangeError);
    expect(findTechnique('Y-Wing')?.id).toBe('xy-wing');
    expect(findTechnique('naked triplet')?.id).toBe('naked-triple');
    expect(findTechnique('Unique Rectangle type 2')?.id).toBe('unique-rectangle');
    expect(findTechnique('Box/Line Reduction')?.id).toBe('claiming');
    expect(findTechnique('Direct Hidden Pair')?.id).toBe('hidden-pair');
    expect(() => generateForTechnique('x-wing', { maxAttempts: 0 })).toThrow();
  });
});
