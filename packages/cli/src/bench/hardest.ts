/**
 * The hardest puzzles (issue 5's speed target): every puzzle of forum_hardest_1106 and a
 * 1,000-puzzle sample of forum_hardest_1905_11plus rated as `sudokit rate` rates them (within
 * its effort budget), each within 2 s. Each puzzle is timed by the wall clock, after a warm-up
 * in each worker (tasks/rate-timed.ts). `hardest` runs one puzzle per core (worker threads;
 * Node 20 cannot read one thread's CPU time); `hardest-alone` rates one at a time in this
 * thread, which is what rating a single puzzle costs (in a same-time test on the 2-core machine
 * here, two ratings at once each took about a quarter longer). RSS is the whole process, every worker included. Long (tens of
 * minutes), so only on request:
 * `npm run bench -- hardest|hardest-alone|hardest-exact [puzzles of 1106] [puzzles of 1905]`
 * (`hardest-exact`: SE's full search, as `sudokit rate --exact`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mapOrdered } from '../pool.js';
import { readPuzzleFile, shuffled, median } from './data.js';

interface Timed {
  er: number;
  ep: number;
  ed: number;
  beyond: boolean;
  estimated: boolean;
  hardest: string;
  wallMs: number;
  cpuMs: number;
  rssMb: number;
}

const q = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Nesting level of the hardest step, as SE names it ("(+ Forcing Chains)" = level 2, ...). */
function level(hardest: string): string {
  const m = hardest.match(/\((\+[^)]*\)?)\)?$/);
  return m ? `(${m[1].replace(/\)$/, '')})` : 'no nesting';
}

/**
 * Sudoku Explainer 1.2.1.3's ER/EP/ED for some forum-hardest puzzles (packages/cli/test/
 * se-hardest.tsv, from a local build of SE: see that file's header), by puzzle.
 */
function seReference(): Map<string, string> {
  const file = fileURLToPath(new URL('../../test/se-hardest.tsv', import.meta.url));
  const ref = new Map<string, string>();
  if (!existsSync(file)) return ref;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [puzzle, er, ep, ed] = line.split('\t');
    if (line.startsWith('#') || !/^\d/.test(er ?? '')) continue;
    ref.set(puzzle, `${er} ${ep} ${ed}`);
  }
  return ref;
}

export async function benchHardest(n1106 = Infinity, n1905 = 1000, { alone = false, exact = false } = {}): Promise<void> {
  const how = `${alone ? 'one puzzle at a time' : 'one puzzle per core'}, ${exact ? "SE's full search (--exact)" : 'as `sudokit rate` rates (effort budget)'}`;
  console.log(`## Hardest puzzles (nested forcing chains, ${how}; issue 5 target: each within 2 s, under 200 MB)\n`);
  console.log(`| set | puzzles | median s | p90 s | max s | over 2 s | stopped at budget | ER min / median / max | peak RSS MB (${alone ? 'process' : 'all workers'}) |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const levels = new Map<string, number>();
  let below11 = 0;
  const reference = seReference();
  let compared = 0;
  const differ: string[] = [];
  for (const [name, n] of [['forum_hardest_1106.txt', n1106], ['forum_hardest_1905_11plus.txt', n1905]] as const) {
    const lines = shuffled(readPuzzleFile(name)).slice(0, n);
    if (!lines.length) continue;
    const results: Timed[] = [];
    await mapOrdered(lines, { task: 'rate-timed', options: { exact }, batchSize: 1, workers: alone ? 1 : undefined }, (o, line) => {
      const t = JSON.parse(o.out) as Timed;
      results.push(t);
      const puzzle = line.slice(0, 81);
      const se = reference.get(puzzle);
      if (se) {
        compared++;
        const ours = [t.er, t.ep, t.ed].map((x) => x.toFixed(1)).join(' ');
        if (ours !== se) differ.push(`${puzzle} SE ${se}, sudokit ${ours}`);
      }
      if (name.startsWith('forum_hardest_1905') && t.er < 11) below11++;
      levels.set(level(t.hardest), (levels.get(level(t.hardest)) ?? 0) + 1);
    });
    const cpu = results.map((r) => r.wallMs / 1000).sort((a, b) => a - b);
    const ers = results.map((r) => r.er).sort((a, b) => a - b);
    const s = (x: number) => x.toFixed(2);
    console.log(
      `| ${name}${n < Infinity ? ` (${lines.length} shuffled)` : ''} | ${results.length} | ${s(median(cpu))} | ${s(q(cpu, 0.9))} | ${s(cpu[cpu.length - 1])} ` +
        `| ${cpu.filter((x) => x > 2).length} | ${results.filter((r) => r.estimated).length} | ${ers[0].toFixed(1)} / ${median(ers).toFixed(1)} / ${ers[ers.length - 1].toFixed(1)} | ${Math.max(...results.map((r) => r.rssMb)).toFixed(0)} |`,
    );
  }
  console.log(`\nHardest step by nesting: ${[...levels].map(([k, v]) => `${k} ${v}`).join(', ')}.`);
  console.log(`forum_hardest_1905_11plus is the list's "SE 11 or more" selection; rated below 11.0 here: ${below11} of ${n1905 < Infinity ? Math.min(n1905, readPuzzleFile('forum_hardest_1905_11plus.txt').length) : 'all'}.`);
  console.log(`Rated by SE 1.2.1.3 too (packages/cli/test/se-hardest.tsv): ${compared}; ER, EP and ED equal on ${compared - differ.length}.${differ.map((d) => `\n- ${d}`).join('')}\n`);
}
