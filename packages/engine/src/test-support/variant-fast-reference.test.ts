/**
 * The fast reference counter agrees with the plain one (variant-reference.ts) on random
 * 4x4 and 6x6 puzzles of every kind (counts to 3, including 0 and several), and finds the
 * published solution, alone, of the published jigsaw, X-windoku and 16x16 puzzles (test/data,
 * sources there).
 */
import { describe, expect, it } from 'vitest';
import { fastVariantReferenceCount } from './variant-fast-reference.js';
import { tryVariantReferenceCount } from './variant-reference.js';
import { randomVariant, seeded } from './variant-random.js';
import { readVariantFile } from './variant-data.js';
import type { GridSize } from '../rules/rules.js';

const BASE = Number(process.env.SUDOKIT_TEST_SEED ?? 20261127);
const yieldNow = () => new Promise<void>((r) => setImmediate(r));

describe(`fastVariantReferenceCount (seeds from ${BASE})`, () => {
  it('agrees with the plain counter on random small puzzles', async () => {
    let compared = 0;
    for (let k = 0; k < 120; k++) {
      const random = seeded(BASE + k);
      const size = (k % 2 ? 6 : 4) as GridSize;
      const kind = (['classic', 'jigsaw', 'x', 'killer', 'mixed'] as const)[k % 5];
      const p = randomVariant(size, kind, random);
      const plain = tryVariantReferenceCount(p.rules, p.givens, 3, 30_000);
      if (plain === 'unknown') continue;
      const fast = fastVariantReferenceCount(p.rules, p.givens, 3);
      expect(fast, `seed ${BASE + k} ${p.description}`).not.toBe('unknown');
      if (fast === 'unknown') continue;
      expect(fast.count, `seed ${BASE + k} ${p.description}`).toBe(plain.count);
      if (plain.count === 1) expect(fast.first).toEqual(plain.first);
      compared++;
      await yieldNow();
    }
    expect(compared).toBeGreaterThan(60);
  });

  // the published killers (killers-with-solutions.jsonl) are hard givenless ones this simple
  // counter does not finish in a test's time; the generated killers it checks are easier
  it('published variants: one solution, the published one', async () => {
    for (const file of ['variants-with-solutions.jsonl']) {
      for (const v of readVariantFile(file)) {
        if (!v.solution) continue;
        const r = fastVariantReferenceCount(v.rules, v.givens, 2, 200_000);
        expect(r, v.name).not.toBe('unknown');
        if (r === 'unknown') continue;
        expect(r.count, v.name).toBe(1);
        expect(r.first, v.name).toEqual(v.solution);
        await yieldNow();
      }
    }
  });
});
