import { rate } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import type { TaskOutput } from '../task.js';

/**
 * Benchmark task: rate one puzzle and report its wall time, the process's CPU time meanwhile
 * (every thread's: Node 20 has no per-thread figure) and resident memory afterwards.
 */
export function run(text: string): TaskOutput {
  const parsed = parsePuzzleLine(text);
  if (!parsed.ok) return { out: JSON.stringify({ error: parsed.error.message }), invalid: true };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = rate(parsed.value);
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (!r.ok) return { out: JSON.stringify({ error: r.error.code }) };
  const v = r.value;
  return {
    out: JSON.stringify({ er: v.er, ep: v.ep, ed: v.ed, beyond: v.beyond, hardest: v.hardest, wallMs, cpuMs: (c.user + c.system) / 1000, rssMb: process.memoryUsage().rss / 1e6 }),
  };
}
