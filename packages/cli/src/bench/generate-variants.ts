/**
 * Variant generation bench (`npm run bench -- vgen [count] [killer|jigsaw|classic16|...]`): generateVariant per variant and
 * level, one thread, median and p95 ms per puzzle (seeds 1..count, the same every run), and
 * how many made it (a level can give up: a typed error after bounded tries).
 *
 * Beside Solo (Simon Tatham's puzzles): with SUDOKIT_SOLO=<program>, the program is run as
 * `<program> PARAMS COUNT SEEDBASE` and must print one line per puzzle starting with the
 * milliseconds its generation took. Solo itself is built outside this repository from a public
 * snapshot of the puzzles' sources (solo.c, divvy.c, dsf.c, malloc.c, misc.c, random.c,
 * sort.c, tree234.c, nullfe.c) with a small timing main() that decodes PARAMS with
 * thegame.decode_params and times thegame.new_desc for each seed; nothing of it is kept here.
 * Solo's params: `3x3k` killer, `9j` jigsaw, then `d` + b(asic) i(ntermediate) a(dvanced)
 * e(xtreme) u(nreasonable); paired with our levels by what they need (see the table).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { VARIANT_LEVELS, generateVariant, VariantGenerateError, type GridSize, type VariantLevel, type VariantName } from 'sudokit';
import { median } from './data.js';

const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

function p95(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))];
}

// CPU time beside wall time: on a shared machine wall time grows with the load, CPU time barely.
function ours(variant: VariantName, size: GridSize, level: VariantLevel | undefined, count: number): { ms: number[]; cpu: number[]; gaveUp: number } {
  const ms: number[] = [];
  const cpu: number[] = [];
  let gaveUp = 0;
  for (let seed = 1; seed <= count; seed++) {
    const t = performance.now();
    const c = process.cpuUsage();
    try {
      generateVariant({ variant, size, seed, ...(level ? { level } : {}) });
      ms.push(performance.now() - t);
      const d = process.cpuUsage(c);
      cpu.push((d.user + d.system) / 1000);
    } catch (e) {
      if (!(e instanceof VariantGenerateError && e.code === 'gave-up')) throw e;
      gaveUp++;
    }
  }
  return { ms, cpu, gaveUp };
}

function solo(program: string, params: string, count: number): number[] | string {
  try {
    const out = execFileSync(program, [params, String(count), '1'], { encoding: 'utf8', timeout: 600_000, stdio: ['ignore', 'pipe', 'pipe'] });
    return out
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => Number(l.split('\t')[0]));
  } catch (e) {
    return `failed: ${(e as Error).message.split('\n')[0]}`;
  }
}

/** Solo's difficulty paired with each of our levels: the closest by the techniques needed. */
const SOLO_LEVEL: Record<VariantLevel, string> = { easy: 'db', medium: 'di', hard: 'da', expert: 'de', extreme: 'du' };

export async function benchGenerateVariants(count = 20, only: string[] = []): Promise<void> {
  const soloProgram = process.env.SUDOKIT_SOLO;
  console.log(`## Variant generation: ms per puzzle, one thread, seeds 1-${count} (load average at start ${loadavg()[0].toFixed(1)} on a shared machine)\n`);
  console.log('| variant | level | made | median ms | p95 ms | median CPU ms | p95 CPU ms | Solo params | Solo made | Solo median ms | Solo p95 ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|');
  const rows: [VariantName, GridSize, string | null][] = [
    ['classic', 16, null],
    ['jigsaw', 9, '9j'],
    ['killer', 9, '3x3k'],
    ['classic', 9, null],
    ['x', 9, null],
    ['windoku', 9, null],
  ];
  for (const [variant, size, soloBase] of rows.filter(([v, s]) => only.length === 0 || only.includes(v) || only.includes(`${v}${s}`))) {
    for (const level of [undefined, ...VARIANT_LEVELS]) {
      const r = ours(variant, size, level, count);
      let soloCells = ['', '', '', ''];
      if (soloProgram && soloBase && level) {
        const params = soloBase + SOLO_LEVEL[level];
        const s = solo(soloProgram, params, count);
        soloCells = typeof s === 'string' ? [params, s, '', ''] : [params, String(s.length), fmt(median(s)), fmt(p95(s))];
      }
      console.log(`| ${variant} ${size}x${size} | ${level ?? '(none)'} | ${r.ms.length}/${count} | ${fmt(median(r.ms))} | ${fmt(p95(r.ms))} | ${fmt(median(r.cpu))} | ${fmt(p95(r.cpu))} | ${soloCells.join(' | ')} |`);
    }
  }
  console.log(`\nLoad average at the end: ${loadavg()[0].toFixed(1)}.\n`);
}
