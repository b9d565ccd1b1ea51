/**
 * Levels keep their promise. The deals in test-support/level-deals.ts were made by
 * generateLevel(level, { seed: 'deal:LEVEL:N', symmetry: 'rotational' }) (2026-11-27, up to 50
 * per level); each is checked here by other routes than the generator's: uniqueness by the
 * reference counter, the rating by rate(), and "needs one of the level's techniques" by a plain
 * restricted ladder (the level's easier techniques cannot finish it). A few deals per level are
 * made again live, to tie the data to the code.
 */
import { describe, expect, it } from 'vitest';
import { rate } from './rating.js';
import { parseLine } from '../grid/grid.js';
import { makeLine } from '../grid/grid.js';
import { PLAYER_LEVELS, generateLevel, levelMaxRating, levelMinRating, levelOf, playerLevel } from './levels.js';
import { findTechnique, stepIsTechnique } from '../logic/technique-list.js';
import { referenceCount } from '../test-support/reference-solver.js';
import { yieldToEventLoop } from '../test-support/yielding.js';
import { LEVEL_DEALS } from '../test-support/level-deals.js';
import { easierFinish } from '../test-support/easier-finish.js';


const grid = (line: string) => {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('levels', () => {
  it('state techniques of the list, and the tiers and bands rise with the levels', () => {
    for (const level of PLAYER_LEVELS) {
      expect(level.techniques.length).toBeGreaterThan(0);
      for (const id of level.techniques) expect(findTechnique(id)?.id, id).toBe(id);
      expect(levelMinRating(level)).toBeLessThan(levelMaxRating(level));
    }
  });

  for (const level of PLAYER_LEVELS) {
    const deals = LEVEL_DEALS.filter((d) => d.level === level.name);
    it(`${level.name}: every deal needs one of ${level.techniques.join(', ')}, inside ${level.minutes.join('-')} min, spread across them`, async () => {
      expect(deals.length, 'deals recorded').toBeGreaterThanOrEqual(20);
      const seen = new Map<string, number>();
      for (const d of deals) {
        await yieldToEventLoop();
        const p = grid(d.puzzle);
        expect(referenceCount(p, 2).count, d.seed).toBe(1);
        const r = rate(p);
        if (!r.ok) throw new Error(`${d.seed}: ${r.error.message}`);
        const v = r.value;
        expect(v.minutes >= level.minutes[0] && v.minutes <= level.minutes[1], `${d.seed}: ${v.minutes} min`).toBe(true);
        expect(v.tier, d.seed).toBe(level.tier);
        expect(levelOf(v), d.seed).toEqual({ level: level.name });
        const t = findTechnique(d.technique)!;
        expect(level.techniques, d.seed).toContain(t.id);
        expect(v.steps.some((s) => stepIsTechnique(s, t)), `${d.seed}: ${t.name} on the path`).toBe(true);
        expect(easierFinish(p, t.id, levelMaxRating(level)), `${d.seed}: easier techniques finish it`).toBe(false);
        seen.set(t.id, (seen.get(t.id) ?? 0) + 1);
      }
      // spread: every technique dealt at least 3 times, none more than 4 times as often as another
      // (the recorded deals predate LEVEL_ROUNDS, when a failed search drew a new technique)
      const counts = level.techniques.map((id) => seen.get(id) ?? 0);
      expect(Math.min(...counts), JSON.stringify(Object.fromEntries(seen))).toBeGreaterThanOrEqual(Math.min(3, deals.length));
      expect(Math.max(...counts) <= 4 * Math.min(...counts), JSON.stringify(Object.fromEntries(seen))).toBe(true);
    });
  }

  it('deals the recorded puzzles again from their seeds', async () => {
    for (const name of ['easy', 'medium', 'hard']) {
      const d = LEVEL_DEALS.find((x) => x.level === name)!;
      await yieldToEventLoop();
      const r = generateLevel(playerLevel(name)!, { seed: d.seed, symmetry: 'rotational' });
      expect(r.found).toBe(true);
      expect(makeLine(r.puzzle!), d.seed).toBe(d.puzzle);
      expect(r.technique).toBe(d.technique);
    }
  });

  it('labels a puzzle from elsewhere by the same rule, never a level its band contradicts', () => {
    expect(levelOf({ er: 1.5, minutes: 4 })).toEqual({ level: 'easy' });
    expect(levelOf({ er: 2.0, minutes: 20 })).toMatchObject({ level: null, beyond: 'between' });
    expect(levelOf({ er: 3.2, minutes: 12 })).toEqual({ level: 'hard' });
    expect(levelOf({ er: 9.5, minutes: 30 })).toMatchObject({ level: null, beyond: 'harder', label: 'Harder than Extreme' });
    expect(levelOf({ er: 7.0, minutes: 90 })).toMatchObject({ level: null, beyond: 'harder' });
    // a pasted puzzle rated medium but 20 minutes long is never "Medium"
    for (let er = 1; er <= 9; er += 0.1) {
      for (const minutes of [2, 4, 7, 10, 14, 20, 30, 50]) {
        const v = levelOf({ er, minutes });
        if (v.level) {
          const l = playerLevel(v.level)!;
          expect(minutes >= l.minutes[0] && minutes <= l.minutes[1]).toBe(true);
          expect(er <= levelMaxRating(l) + 1e-9 && er >= levelMinRating(l) - 1e-9).toBe(true);
        }
      }
    }
  });
});
