/**
 * The levels still deal sensibly with the rungs added (cage clash, innie-outie
 * difference, cage splitting, hidden cages, killer triples and quads, fish beyond the X-Wing):
 * on generated killers (generateVariant, seeds printed) the level from the whole ladder is never
 * above the level from the ladder without them (new rungs only open puzzles up, they never
 * make one harder), a puzzle solved without them is solved with them, and the levels spread.
 */
import { describe, expect, it } from 'vitest';
import { generateVariant } from '../../generate/variant.js';
import { compileRules } from '../../rules/compile.js';
import type { GridSize } from '../../rules/rules.js';
import { yieldToEventLoop } from '../../test-support/yielding.js';
import { type VariantLevel, type VariantTechnique, VARIANT_LEVELS, VARIANT_TECHNIQUES } from './ladder.js';
import { applyVariantStep, initialState, isBroken } from './state.js';
import { rateVariant } from './solve.js';

const ADDED = new Set(['Innie-Outie Difference', 'Cage Splitting', 'Hidden Cage', 'Killer Triple', 'Swordfish', 'Franken X-Wing', 'Killer Quad', 'Jellyfish', 'Franken Swordfish', 'XY-Chain', 'Cage Clash', 'Unit Combinations', 'X-Chain', 'Rule of 45 on Unit Sets']);

/** The level a ladder of the given rungs gives (extreme when it stalls). */
function levelWith(rungs: readonly VariantTechnique[], rules: Parameters<typeof compileRules>[0], givens: ArrayLike<number>): VariantLevel {
  const state = initialState(compileRules(rules), givens);
  let top = 0;
  for (;;) {
    if (state.value.every((d) => d)) return VARIANT_LEVELS[top];
    if (isBroken(state)) return 'extreme';
    const i = rungs.findIndex((t) => {
      const step = t.find(state);
      if (step) applyVariantStep(state, step);
      return step !== null;
    });
    if (i < 0) return 'extreme';
    top = Math.max(top, VARIANT_LEVELS.indexOf(rungs[i].level));
  }
}

describe('variant levels with the new rungs', () => {
  it('generated killers: the whole ladder never rates a puzzle harder than the ladder without the new rungs', async () => {
    const old = VARIANT_TECHNIQUES.filter((t) => !ADDED.has(t.name));
    const spread: Record<string, number> = {};
    const moved: string[] = [];
    // Merged cages (fewer, larger) make the harder killers.
    for (const [size, merges, seeds] of [[6, 0, [1, 2, 3]], [6, 20, [4, 5, 6]], [9, 0, [1, 2]], [9, 40, [3, 4, 5]]] as [GridSize, number, number[]][]) {
      for (const seed of seeds) {
        const g = generateVariant({ variant: 'killer', size, seed, killer: { merges } });
        const before = levelWith(old, g.puzzle.rules, g.puzzle.givens);
        const after = rateVariant(g.puzzle).level;
        expect(levelWith(VARIANT_TECHNIQUES, g.puzzle.rules, g.puzzle.givens)).toBe(after);
        expect(VARIANT_LEVELS.indexOf(after), `killer ${size}x${size} merges ${merges} seed ${seed}: ${before} -> ${after}`).toBeLessThanOrEqual(VARIANT_LEVELS.indexOf(before));
        spread[after] = (spread[after] ?? 0) + 1;
        if (after !== before) moved.push(`${size}x${size} merges ${merges} seed ${seed}: ${before} -> ${after}`);
        await yieldToEventLoop();
      }
    }
    console.log(`killer levels with the new rungs: ${JSON.stringify(spread)}; moved: ${moved.join('; ') || 'none'}`);
    expect(Object.keys(spread).length).toBeGreaterThan(1);
  }, 120_000);
});
