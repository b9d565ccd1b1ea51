import { parseLine, rate, RATE_BUDGET } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

/**
 * Warm-up puzzles, rated once per worker before its first timed rating, as the other benchmarks
 * warm up: a cold worker's first seconds of nested chains run about half as fast while V8
 * compiles them (on 2 cores, beside the other worker's compiling). From se-hardest.tsv.
 */
const WARM_UP = [
  '......7....71.9...68..7......1.9.6...4......28......4...8.6.1..5.......3...2.3.5.',
  '.....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8',
];
let warm = false;

/**
 * Benchmark task: rate one puzzle as `sudokit rate` does (with `exact`, as `--exact` does) and
 * report its wall time, the process's CPU time meanwhile (every thread's: Node 20 has no
 * per-thread figure) and resident memory afterwards.
 */
export function run(text: string, options: { exact?: boolean } = {}): TaskOutput {
  const parsed = parsePuzzleLine(text);
  if (!parsed.ok) return { out: JSON.stringify({ error: parsed.error.message }), invalid: true };
  if (!warm) {
    for (const p of WARM_UP) {
      const g = parseLine(p);
      if (g.ok) rate(g.value, { budget: RATE_BUDGET });
    }
    warm = true;
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = rate(parsed.value, { budget: options.exact ? Infinity : RATE_BUDGET });
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (!r.ok) return { out: JSON.stringify({ error: r.error.code }) };
  const v = r.value;
  return {
    out: JSON.stringify({ er: v.er, ep: v.ep, ed: v.ed, beyond: v.beyond, estimated: v.estimated, hardest: v.hardest, wallMs, cpuMs: (c.user + c.system) / 1000, rssMb: process.memoryUsage().rss / 1e6 }),
  };
}
