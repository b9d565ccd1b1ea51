/**
 * How long a new puzzle of each tier takes to make, without the prepared-puzzle cache: the
 * worker's own code (generate + rate until the tier matches), run here in Node on one core.
 * Reports CPU time (honest on a busy machine; equals wall time on an idle one) and wall time.
 * `npm run bench -w packages/web` (RUNS=n to change the sample).
 */
import { makePuzzle } from '../src/worker/puzzles.js';

const RUNS = Number(process.env.RUNS ?? 200);
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let i = 0; i < 20; i++) makePuzzle('medium'); // warm-up
console.log(`new puzzle per tier, ${RUNS} runs each, ms (CPU time; wall time in brackets)`);
console.log('tier       median          p95            max   attempts  in tier');
for (const tier of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
  const cpu: number[] = [];
  const wall: number[] = [];
  let attempts = 0;
  let hits = 0;
  for (let i = 0; i < RUNS; i++) {
    const c0 = cpuMs();
    const p = makePuzzle(tier);
    cpu.push(cpuMs() - c0);
    wall.push(p.ms);
    attempts += p.attempts;
    if (p.tier === tier) hits++;
  }
  cpu.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  const cell = (p: number) => `${pct(cpu, p).toFixed(1)} [${pct(wall, p).toFixed(0)}]`.padStart(14);
  console.log(`${tier.padEnd(8)} ${cell(50)} ${cell(95)} ${cell(100)} ${(attempts / RUNS).toFixed(1).padStart(9)}  ${((100 * hits) / RUNS).toFixed(0)}%`);
}
