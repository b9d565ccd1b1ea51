import { describe, expect, it } from 'vitest';
import { generateRated, generateToDifficulty, parseDifficultyTarget, targetRange, erInRange, type DifficultyTarget } from './difficulty.js';
import { rate, TIERS } from './rating.js';
import { UNNESTED_TOP } from '../logic/logic.js';
import { hasSymmetry } from '../generate/symmetry.js';
import { generate, NeedsRaterError } from '../generate/generate.js';
import { referenceCount, isValidSolution } from '../test-support/reference-solver.js';
import { yieldToEventLoop } from '../test-support/yielding.js';

/** Every output re-checked: unique by the reference counter, solution valid, re-rated inside. */
function expectInside(target: DifficultyTarget, seed: number, strategy?: 'repair' | 'capped' | 'blind') {
  const r = generateRated({ target, seed, strategy });
  expect(r.found).toBe(true);
  const puzzle = r.puzzle!;
  expect(referenceCount(puzzle, 2).count).toBe(1);
  expect(isValidSolution(puzzle, r.solution!)).toBe(true);
  const again = rate(puzzle);
  expect(again.ok).toBe(true);
  if (!again.ok) return;
  expect(again.value.beyond).toBe(false);
  expect(again.value.er).toBe(r.rating!.er);
  expect(erInRange(again.value.er, targetRange(target))).toBe(true);
  if ('tier' in target) expect(again.value.tier).toBe(target.tier);
  return r;
}

describe('generateRated', () => {
  for (const tier of ['easy', 'medium', 'hard', 'expert'] as const) {
    it(`tier ${tier}: every puzzle unique and re-rated inside the tier`, async () => {
      for (let seed = 0; seed < 8; seed++) {
        await yieldToEventLoop(); // a search and a rating per seed: let vitest's worker talk between them
        expectInside({ tier }, seed);
      }
    });
  }

  it('extreme is reachable', () => {
    // Without chains in the ladder only ER 6.2 (Aligned Pair Exclusion) is extreme: seconds per puzzle.
    const r = expectInside({ tier: 'extreme' }, 0);
    expect(r!.rating!.er).toBeGreaterThan(6.0);
  });

  it('ER ranges, inclusive at both ends', () => {
    expectInside({ rating: [2.6, 2.6] }, 1);
    expectInside({ rating: [3.0, 4.5] }, 2);
    expectInside({ rating: [1.0, 1.2] }, 3);
  });

  it('every strategy keeps the promise', async () => {
    for (const strategy of ['repair', 'capped', 'blind'] as const) {
      for (let seed = 0; seed < 3; seed++) {
        await yieldToEventLoop();
        expectInside({ tier: 'hard' }, seed, strategy);
      }
    }
  });

  it('with a symmetry, the clue pattern has it exactly', () => {
    for (const symmetry of ['rotational', 'diagonal'] as const) {
      const r = generateRated({ target: { tier: 'hard' }, seed: 5, symmetry });
      expect(r.found).toBe(true);
      expect(hasSymmetry(r.puzzle!, symmetry)).toBe(true);
      expect(rate(r.puzzle!).ok && erInRange(r.rating!.er, targetRange({ tier: 'hard' }))).toBe(true);
    }
  });

  it('is deterministic for a seed', () => {
    const a = generateRated({ target: { tier: 'expert' }, seed: 'abc' });
    const b = generateRated({ target: { tier: 'expert' }, seed: 'abc' });
    expect(Array.from(a.puzzle!)).toEqual(Array.from(b.puzzle!));
  });

  it('budget and cancellation: found false, the closest miss (unique, outside the target)', () => {
    // ER exactly 5.0 (Naked Quad) is rare: none within 300 tries of seed 1.
    const r = generateRated({ target: { rating: [5.0, 5.0] }, seed: 1, maxAttempts: 2 });
    expect(r).toMatchObject({ found: false, attempts: 2, stoppedBy: 'attempts' });
    expect(referenceCount(r.puzzle!, 2).count).toBe(1);
    expect(erInRange(rate(r.puzzle!).ok ? r.rating!.er : NaN, targetRange({ rating: [5.0, 5.0] }))).toBe(false);
    const aborted = generateRated({ target: { rating: [5.0, 5.0] }, seed: 1, signal: { aborted: true } });
    expect(aborted).toMatchObject({ found: false, attempts: 1, stoppedBy: 'aborted' });
  });

  it('refuses targets the ladder cannot rate yet', () => {
    expect(() => generateRated({ target: { tier: 'diabolical' } })).toThrow(/cannot be generated/);
    expect(() => generateRated({ target: { rating: [UNNESTED_TOP + 0.5, UNNESTED_TOP + 1] } })).toThrow(RangeError);
  });
});

describe('generateToDifficulty({ tier }) and generateToDifficulty({ rating })', () => {
  it('returns a puzzle re-rated inside the request, with its rating', () => {
    const a = generateToDifficulty({ tier: 'hard', seed: 4 });
    expect(a.found).toBe(true);
    expect(referenceCount(a.puzzle, 2).count).toBe(1);
    const again = rate(a.puzzle);
    expect(again.ok && again.value.tier).toBe('hard');
    expect(a.rating!.er).toBe(again.ok ? again.value.er : NaN);
    const b = generateToDifficulty({ rating: [2.0, 2.3], seed: 4, symmetry: 'rotational' });
    expect(b.found && hasSymmetry(b.puzzle, 'rotational')).toBe(true);
    expect(erInRange(rate(b.puzzle).ok ? b.rating!.er : NaN, targetRange({ rating: [2.0, 2.3] }))).toBe(true);
  });

  it('refuses tier with rating, minimal or clues', () => {
    expect(() => generateToDifficulty({ tier: 'hard', rating: [1, 2] })).toThrow(/not both/);
    expect(() => generateToDifficulty({ tier: 'hard', minimal: true })).toThrow(/cannot be combined/);
    expect(() => generateToDifficulty({ rating: [1, 2], clues: 25 })).toThrow(/cannot be combined/);
  });

  // Issue 26: plain generate() leaves the rater out (it bundles at the solver's size), so a
  // difficulty target gets a typed error naming the function that takes it.
  it('generate() with a tier or rating says to call generateToDifficulty()', () => {
    for (const options of [{ tier: 'hard' as const }, { rating: [2, 3] as const }]) {
      let thrown: unknown;
      try {
        generate(options);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(NeedsRaterError);
      expect(thrown).toBeInstanceOf(TypeError);
      expect((thrown as NeedsRaterError).code).toBe('needs-rater');
      expect((thrown as Error).message).toMatch(/^generate: options\.(tier|rating) needs the difficulty rater.*call generateToDifficulty\(\) with the same options/);
    }
    // the other option errors come first, as before
    expect(() => generate({ tier: 'hard', minimal: true })).toThrow(/cannot be combined/);
  });
});

describe('parseDifficultyTarget', () => {
  // Tier bounds come from rating.ts's TIERS; ranges are the CLI's `--rating MIN-MAX`.
  const VALID: [string, DifficultyTarget][] = [
    ['easy', { tier: 'easy' }],
    ['Expert', { tier: 'expert' }],
    ['2.6-4.0', { rating: [2.6, 4.0] }],
    ['1-1.5', { rating: [1, 1.5] }],
    ['6.2-7', { rating: [6.2, 7] }],
  ];
  for (const [text, target] of VALID) {
    it(`accepts '${text}'`, () => expect(parseDifficultyTarget(text)).toEqual({ ok: true, value: target }));
  }
  const INVALID: [string, string][] = [
    ['impossible', 'unknown-tier'],
    ['4-2', 'bad-rating'],
    ['3', 'bad-rating'],
    ['a-b', 'bad-rating'],
    ['diabolical', 'unreachable'],
    ['12.0-13.0', 'unreachable'],
  ];
  for (const [text, code] of INVALID) {
    it(`refuses '${text}' (${code})`, () => {
      const r = parseDifficultyTarget(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    });
  }

  // Issue 32 (report 3, D25): a range below every rating blamed the 9.0 ceiling.
  it.each([
    ['0-0.5', /^rating 0-0\.5 cannot be generated: every puzzle rates at least 1\.0/],
    ['0-0.9', /^rating 0-0\.9 cannot be generated: every puzzle rates at least 1\.0/],
    ['9.5-10', /^rating 9\.5-10 cannot be generated: the technique solver's ladder tops out at 9\.0/],
  ])("names the right reason for '%s'", (text, message) => {
    const r = parseDifficultyTarget(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
    if (!r.ok && text.startsWith('0')) expect(r.error.message).not.toMatch(/tops out/);
  });

  it('tier ranges tile the scale without gaps', () => {
    for (let i = 1; i < TIERS.length; i++) {
      const range = targetRange({ tier: TIERS[i].tier });
      expect(range.lo).toBe(TIERS[i - 1].maxEr);
      expect(erInRange(range.lo, range)).toBe(false);
      expect(erInRange(range.lo + 0.1, range)).toBe(true);
    }
  });
});
