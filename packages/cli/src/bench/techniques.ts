/**
 * Generation to a technique (one thread): time to a puzzle per technique of TECHNIQUE_LIST,
 * median and p95 over seeds `bench-i` (as many as fit the per-technique budget, at least
 * `minCount`), and how many searches ran out of attempts. `npm run bench -- techniques [count]
 * [budgetSeconds]`. Every puzzle is re-checked outside the timing with checkTechniquePuzzle.
 */
import { TECHNIQUE_LIST, checkTechniquePuzzle, generateForTechnique } from 'sudokit';

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

function quantile(xs: number[], q: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
}

/** The targets: up to ER 7 a median of 1 s, chains and forcing chains above 10 s. */
const targetMs = (rating: number) => (rating < 7 ? 1000 : 10_000);

export async function benchTechniques(count = 20, budgetSeconds = 60, minCount = 3): Promise<void> {
  console.log(`## Generation to a technique (one thread)\n`);
  console.log(`Up to ${count} puzzles per technique, seeds bench-0.., within ${budgetSeconds} s per technique (at least ${minCount}); maxAttempts 2000 each.\n`);
  console.log('| technique | SE | puzzles | not found | median | p95 | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const t of TECHNIQUE_LIST) {
    const times: number[] = [];
    let failed = 0;
    const start = performance.now();
    for (let i = 0; i < count && (i < minCount || performance.now() - start < budgetSeconds * 1000); i++) {
      const t0 = performance.now();
      const r = generateForTechnique(t.id, { seed: `bench-${i}`, maxAttempts: 2000, timeLimitMs: budgetSeconds * 1000 });
      times.push(performance.now() - t0);
      if (!r.found) failed++;
      else if (!checkTechniquePuzzle(r.puzzle!, t).ok) throw new Error(`generateForTechnique: ${t.id} seed bench-${i} does not need it`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const med = quantile(times, 0.5);
    const ok = med <= targetMs(t.rating) ? '' : ' ✗';
    console.log(`| ${t.name} | ${t.rating.toFixed(1)} | ${times.length} | ${failed} | ${fmt(med)} | ${fmt(quantile(times, 0.95))} | ≤ ${fmt(targetMs(t.rating))}${ok} |`);
  }
  console.log('');
}
