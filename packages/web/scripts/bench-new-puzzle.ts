/**
 * How long a new puzzle of each tier takes to make, without the prepared-puzzle cache: the
 * worker's own code (generate + rate until the tier matches), run here in Node on one core.
 * `npm run bench -w packages/web`.
 */
import { makePuzzle } from '../src/worker/puzzles.js';

const RUNS = Number(process.env.RUNS ?? 200);
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
for (let i = 0; i < 20; i++) makePuzzle('medium'); // warm-up
console.log(`new puzzle per tier, ${RUNS} runs each (ms; attempts = puzzles generated and rated)`);
console.log('tier     median   p95     max     mean attempts  hit rate');
for (const tier of ['easy', 'medium', 'hard', 'expert']) {
  const ms: number[] = [];
  let attempts = 0;
  let hits = 0;
  for (let i = 0; i < RUNS; i++) {
    const p = makePuzzle(tier);
    ms.push(p.ms);
    attempts += p.attempts;
    if (p.tier === tier) hits++;
  }
  ms.sort((a, b) => a - b);
  console.log(`${tier.padEnd(8)} ${pct(ms, 50).toFixed(1).padStart(6)} ${pct(ms, 95).toFixed(1).padStart(7)} ${ms[ms.length - 1].toFixed(1).padStart(7)} ${(attempts / RUNS).toFixed(1).padStart(10)}  ${((100 * hits) / RUNS).toFixed(0)}%`);
}
