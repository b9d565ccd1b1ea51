/**
 * Per-run samples of the calibration data sets (issue 26: the full SE-agreement sweeps were
 * most of the suite's minutes). Each run checks a fixed, named subset (the regression test,
 * the same every run) plus a random sample drawn from a seed printed to the log, so any failure
 * can be replayed exactly:
 *
 *   SUDOKIT_SAMPLE_SEED=<seed> npx vitest run <file>    the same sample again
 *   SUDOKIT_SAMPLE=all npx vitest run <file>            every row (minutes); see also
 *   npm run bench -- calibration                       the full sweep as a benchmark
 *
 * The generator is a small one of its own (mulberry32), not the engine's rng: the test's
 * choice of rows should not depend on the code under test.
 */

/** The seed of this run's samples: SUDOKIT_SAMPLE_SEED when set, else a fresh random one. */
export function sampleSeed(): number {
  const text = process.env.SUDOKIT_SAMPLE_SEED;
  if (text !== undefined && text !== '') {
    const seed = Number(text);
    if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`SUDOKIT_SAMPLE_SEED must be a non-negative integer, got '${text}'`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 32);
}

/** True when SUDOKIT_SAMPLE=all asks for every row instead of a sample. */
export function sampleAll(): boolean {
  return process.env.SUDOKIT_SAMPLE === 'all';
}

/** mulberry32: a small seeded generator, local to tests (the sample draws and random variants). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Sample<T> {
  /** The rows to check: the fixed subset, then the random ones (indices into the data set). */
  rows: { item: T; index: number; fixed: boolean }[];
  seed: number;
  /** One line for the log, naming the seed and how to replay it. */
  note: string;
}

/**
 * The rows whose index is a multiple of `every` (the fixed subset, named by `every` in the test
 * title), plus `count` other rows drawn without replacement by the run's seed. With
 * SUDOKIT_SAMPLE=all, every row.
 */
export function sampleRows<T>(items: readonly T[], options: { every: number; count: number; file: string; seed?: number }): Sample<T> {
  const seed = options.seed ?? sampleSeed();
  const note = `sample seed ${seed}: replay with SUDOKIT_SAMPLE_SEED=${seed} npx vitest run ${options.file} (SUDOKIT_SAMPLE=all: every row)`;
  if (sampleAll()) return { rows: items.map((item, index) => ({ item, index, fixed: true })), seed, note: `${note}; running all ${items.length}` };
  const rows: Sample<T>['rows'] = [];
  const others: number[] = [];
  items.forEach((item, index) => (index % options.every === 0 ? rows.push({ item, index, fixed: true }) : others.push(index)));
  const random = seeded(seed);
  const n = Math.min(options.count, others.length);
  for (let k = 0; k < n; k++) {
    const j = k + Math.floor(random() * (others.length - k));
    [others[k], others[j]] = [others[j], others[k]];
    rows.push({ item: items[others[k]], index: others[k], fixed: false });
  }
  return { rows, seed, note };
}
