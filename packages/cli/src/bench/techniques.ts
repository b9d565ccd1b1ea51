/**
 * Generation to a technique (one thread): per technique of TECHNIQUE_LIST, the same fixed seeds
 * `bench-0` .. `bench-(count-1)` every run, each search capped at `capSeconds` of this process's
 * CPU time (a cut search counts as not found, at the cap). Prints the hit rate and the median and
 * p95 per puzzle of CPU time (the honest figure on a shared machine: other jobs inflate wall time,
 * barely CPU) and of wall time, with the load average before and after.
 * `npm run bench -- techniques [count] [capSeconds] [technique,technique...]`. Every puzzle is
 * re-checked outside the timing with checkTechniquePuzzle.
 */
import { loadavg } from 'node:os';
import { TECHNIQUE_LIST, checkTechniquePuzzle, findTechnique, generateForTechnique } from 'sudokit';

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

function quantile(xs: number[], q: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
}

/** This process's CPU time (user + system), ms. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** An abort signal that trips once this process has spent `ms` more CPU time (checked per attempt). */
function cpuDeadline(ms: number): { readonly aborted: boolean } {
  const end = cpuMs() + ms;
  return {
    get aborted() {
      return cpuMs() >= end;
    },
  };
}

/** The targets: up to ER 7 a median of 1 s, chains and forcing chains above 10 s. */
const targetMs = (rating: number) => (rating < 7 ? 1000 : 10_000);

const load = () => loadavg().map((x) => x.toFixed(1)).join(' / ');

export async function benchTechniques(count = 10, capSeconds = 10, only: string[] = []): Promise<void> {
  const unknown = only.filter((n) => !findTechnique(n));
  if (unknown.length) {
    console.error(`bench techniques: unknown technique '${unknown[0]}' (see sudokit generate --list-techniques)`);
    process.exitCode = 2;
    return;
  }
  const list = only.length ? only.map((n) => findTechnique(n)!) : TECHNIQUE_LIST;
  console.log(`## Generation to a technique (one thread)\n`);
  console.log(`Seeds bench-0..bench-${count - 1} per technique, each search capped at ${capSeconds} s of CPU (cut: not found, counted at the cap). Load average (1/5/15 min) at the start: ${load()}.\n`);
  console.log('| technique | SE | found | CPU median | CPU p95 | wall median | wall p95 | target (median) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const t of list) {
    const cpu: number[] = [];
    const wall: number[] = [];
    let found = 0;
    for (let i = 0; i < count; i++) {
      const c0 = cpuMs();
      const t0 = performance.now();
      const r = generateForTechnique(t.id, { seed: `bench-${i}`, maxAttempts: 1e9, signal: cpuDeadline(capSeconds * 1000) });
      cpu.push(cpuMs() - c0);
      wall.push(performance.now() - t0);
      if (r.found) {
        found++;
        if (!checkTechniquePuzzle(r.puzzle!, t).ok) throw new Error(`generateForTechnique: ${t.id} seed bench-${i} does not need it`);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const med = quantile(cpu, 0.5);
    const over = found * 2 <= count ? '≥ ' : '';
    const ok = found * 2 > count && med <= targetMs(t.rating) ? '' : ' ✗';
    console.log(`| ${t.name} | ${t.rating.toFixed(1)} | ${found}/${count} | ${over}${fmt(med)} | ${fmt(quantile(cpu, 0.95))} | ${fmt(quantile(wall, 0.5))} | ${fmt(quantile(wall, 0.95))} | ≤ ${fmt(targetMs(t.rating))}${ok} |`);
  }
  console.log(`\nLoad average at the end: ${load()}.\n`);
}
