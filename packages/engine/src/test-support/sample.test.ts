/** The per-run samples of the SE-agreement tests: replayable from the printed seed, fixed subset always in. */
import { afterEach, describe, expect, it } from 'vitest';
import { sampleRows, sampleSeed } from './sample.js';

const ITEMS = Array.from({ length: 1000 }, (_, i) => `row ${i}`);
const saved = { seed: process.env.SUDOKIT_SAMPLE_SEED, all: process.env.SUDOKIT_SAMPLE };

afterEach(() => {
  for (const [key, value] of [['SUDOKIT_SAMPLE_SEED', saved.seed], ['SUDOKIT_SAMPLE', saved.all]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('sampleRows', () => {
  it('holds the fixed subset (every Nth row) and `count` other rows, each once', () => {
    const s = sampleRows(ITEMS, { every: 40, count: 60, file: 'x.test.ts', seed: 7 });
    const fixed = s.rows.filter((r) => r.fixed).map((r) => r.index);
    expect(fixed).toEqual(Array.from({ length: 25 }, (_, i) => i * 40));
    const drawn = s.rows.filter((r) => !r.fixed).map((r) => r.index);
    expect(drawn).toHaveLength(60);
    expect(new Set(drawn).size).toBe(60);
    expect(drawn.every((i) => i % 40 !== 0)).toBe(true);
    for (const r of s.rows) expect(r.item).toBe(ITEMS[r.index]);
  });

  it('draws the same rows for the same seed, and says how to replay it', () => {
    process.env.SUDOKIT_SAMPLE_SEED = '12345';
    const a = sampleRows(ITEMS, { every: 40, count: 60, file: 'x.test.ts' });
    const b = sampleRows(ITEMS, { every: 40, count: 60, file: 'x.test.ts' });
    expect(a.seed).toBe(12345);
    expect(b.rows).toEqual(a.rows);
    expect(a.note).toContain('SUDOKIT_SAMPLE_SEED=12345 npx vitest run x.test.ts');
    expect(sampleRows(ITEMS, { every: 40, count: 60, file: 'x.test.ts', seed: 12346 }).rows).not.toEqual(a.rows);
  });

  it('refuses a seed that is not a non-negative integer', () => {
    process.env.SUDOKIT_SAMPLE_SEED = 'abc';
    expect(() => sampleSeed()).toThrow(/SUDOKIT_SAMPLE_SEED must be a non-negative integer/);
  });

  it('SUDOKIT_SAMPLE=all gives every row', () => {
    process.env.SUDOKIT_SAMPLE = 'all';
    expect(sampleRows(ITEMS, { every: 40, count: 60, file: 'x.test.ts', seed: 1 }).rows.map((r) => r.index)).toEqual(ITEMS.map((_, i) => i));
  });
});
