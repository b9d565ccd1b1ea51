/**
 * Practice puzzles made on the device (game/practice.ts, run by the worker): unique by the
 * reference counter, with the technique on the rater's path. One fast technique (milliseconds); the engine's
 * technique-target tests cover the rest. When the search runs out, checked copies of the
 * lesson's stored puzzle (ui/learn/examples.ts, made by the engine; examples.test checks them):
 * checked here by other routes — the reference counter, rate()'s path, and a plain ladder
 * without the technique that cannot finish (as the engine's levels.test).
 */
import { describe, expect, it } from 'vitest';
import { areEquivalent, findTechnique, parseLine, rate, stepIsTechnique } from 'sudokit';
import { EXAMPLES } from '../ui/learn/examples.js';
import { yieldToEventLoop } from '../../../engine/src/test-support/yielding.js';
import { referenceCount } from '../../../engine/src/test-support/reference-solver.js';
import { makePractice, practiceCopy } from './practice.js';
import { easierFinish } from '../../../engine/src/test-support/easier-finish.js';

const gridOf = (line: string) => {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('makePractice', () => {
  it('makes a unique puzzle that needs the lesson\'s technique', () => {
    const seed = `practice-${Date.now() % 100000}`;
    console.log(`practice seed ${seed}`);
    const r = makePractice('hidden-single', seed, 20_000);
    expect(r.puzzle, `seed ${seed}`).toBeDefined();
    const grid = [...r.puzzle!].map((c) => (c === '.' ? 0 : Number(c)));
    expect(referenceCount(grid, 2).count).toBe(1);
    const rated = rate(Uint8Array.from(grid));
    expect(rated.ok && rated.value.steps.some((s) => stepIsTechnique(s, findTechnique('hidden-single')!)), `seed ${seed}`).toBe(true);
  });

  // The lessons slowest to generate for are the ones most likely to need copies on a device.
  /**
   * The lessons a slow device may not generate for in time (over their target in the techniques
   * benchmark when this list was made: the quads, XY-Chain, Finned Fish, Simple Colouring,
   * Aligned Pair Exclusion, Hidden Triple; since 2026-11-27's second session only Finned Fish
   * and Simple Colouring are, the rest under 1 s) practise on copies then: each checked here,
   * three distinct copies for the quads. The other lessons' stored puzzles passed 3 of 3 when
   * measured (README); checking them all here cost 14 s of CPU. XY-Chain's stored puzzle rarely
   * survives a transform (its path takes another chain of the same rating under most layouts:
   * 1 in 40 passed); its seed 1 finds one.
   */
  const COPIES: Record<string, number> = { 'naked-quad': 3, 'hidden-quad': 3, 'xy-chain': 1, 'finned-fish': 1, 'simple-colouring': 1, 'aligned-pair-exclusion': 1, 'hidden-triple': 1 };
  it('copies of the stored puzzles of the lessons a device cannot generate for in time (seeds copy:ID:N): distinct, unique, the technique on the path and needed', async () => {
    for (const ex of EXAMPLES.filter((e) => COPIES[e.id])) {
      const t = findTechnique(ex.id)!;
      const had = new Set<string>([ex.puzzle]);
      for (let k = 1; k <= COPIES[ex.id]; k++) {
        await yieldToEventLoop();
        const copy = practiceCopy(t, [ex.puzzle], `copy:${ex.id}:${k}`, 60_000, had);
        expect(copy, `copy:${ex.id}:${k}`).toBeDefined();
        expect(had.has(copy!)).toBe(false);
        had.add(copy!);
        const grid = gridOf(copy!);
        expect(referenceCount([...grid], 2).count).toBe(1);
        expect(areEquivalent(grid, gridOf(ex.puzzle))).toBe(true);
        const rated = rate(grid);
        expect(rated.ok && rated.value.steps.some((s) => stepIsTechnique(s, t)), `copy:${ex.id}:${k} on the path`).toBe(true);
        expect(easierFinish(grid, t.id), `copy:${ex.id}:${k} easier techniques finish it`).toBe(false);
      }
    }
  });

  it('when the search runs out, deals a checked copy of the sources; with none, nothing', () => {
    const ex = EXAMPLES.find((e) => e.id === 'naked-quad')!;
    const r = makePractice('naked-quad', 'runs-out:1', 0, [ex.puzzle]);
    if (r.copy) expect(areEquivalent(gridOf(r.puzzle!), gridOf(ex.puzzle))).toBe(true);
    expect(r.puzzle, 'runs-out:1').toBeDefined();
    const none = makePractice('hidden-quad', 'runs-out:2', 0, []);
    if (none.puzzle) expect(none.copy).toBeUndefined();
  });

  it('refuses a technique it does not know', () => {
    expect(() => makePractice('no-such-thing', 's')).toThrow(RangeError);
  });
});
