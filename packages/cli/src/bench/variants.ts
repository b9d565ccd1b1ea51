/**
 * Variants bench (`npm run bench -- variants`): the generic solver, counting to 2 (proof of
 * uniqueness), on
 *  - the 42 TAREK hard killers (no givens), the anchor of issue 27: with SUDOKIT_ISS=<checkout of
 *    github.com/sigh/Interactive-Sudoku-Solver> the Interactive Sudoku Solver's own benchmark
 *    tool runs the same set in the same run (its code stays outside this repository);
 *  - random killers with human-like cages (sizes 2-5, a small seeded cage builder; not unique);
 *  - classic puzzles through the generic solver (as a jigsaw whose regions are the boxes) beside
 *    the bitboard solver's rate, and the published jigsaw, X-Windoku and 16x16 puzzles.
 * The data files and their sources: packages/engine/test/data/README.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { boxRegions, compileRules, parseLine, solve, type CompiledRules, type Rules } from 'sudokit';
import { median, readPuzzleFile } from './data.js';

const ALPHABET = '123456789ABCDEFG';

interface Item {
  name: string;
  rules: CompiledRules;
  givens: Uint8Array;
}

function readJsonl(file: string): Item[] {
  const path = fileURLToPath(new URL(`../../../engine/test/data/${file}`, import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const o = JSON.parse(line);
      const size = o.size ?? 9;
      const rules: Rules = { size };
      if (o.regions) {
        const labels = new Map<string, number>();
        rules.regions = [...(o.regions as string)].map((c) => (labels.has(c) || labels.set(c, labels.size), labels.get(c)!));
      }
      if (o.diagonals) rules.diagonals = true;
      if (o.windows) rules.windows = true;
      if (o.cages) rules.cages = o.cages;
      const givens = new Uint8Array(size * size);
      if (o.givens) [...(o.givens as string)].forEach((c, i) => (givens[i] = c === '.' ? 0 : ALPHABET.indexOf(c) + 1));
      return { name: o.name, rules: compileRules(rules), givens };
    });
}

/** Best of `rounds` per puzzle (ms), counting to 2; guesses from the last round. */
function timeEach(items: Item[], rounds: number): { ms: number[]; guesses: number[]; counts: number[] } {
  const ms = items.map(() => Infinity);
  const guesses: number[] = [];
  const counts: number[] = [];
  for (let r = 0; r < rounds; r++) {
    items.forEach((it, i) => {
      const t = performance.now();
      const res = solve(it.givens, { rules: it.rules, limit: 2 });
      ms[i] = Math.min(ms[i], performance.now() - t);
      guesses[i] = res.guesses;
      counts[i] = res.count;
    });
  }
  return { ms, guesses, counts };
}

/** mulberry32, seeded. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random killer on a random solution: cages of 2-5 connected cells (distinct digits), covering the grid. */
export function randomKiller(seed: number): Item {
  const random = rng(seed);
  // A random solution: the generic solver's first fill of an empty grid with a few random givens.
  let solution: Uint8Array | undefined;
  while (!solution) {
    const g = new Uint8Array(81);
    for (let k = 0; k < 11; k++) g[Math.floor(random() * 81)] = 1 + Math.floor(random() * 9);
    const r = solve(g, { limit: 1 });
    solution = r.count ? r.solution : undefined;
  }
  const owner = new Array(81).fill(-1);
  const cages: { sum: number; cells: number[] }[] = [];
  const order = [...Array(81).keys()].sort(() => random() - 0.5);
  const near = (i: number) => [i - 9, i + 9, i % 9 ? i - 1 : -1, i % 9 < 8 ? i + 1 : -1].filter((x) => x >= 0 && x < 81);
  for (const start of order) {
    if (owner[start] >= 0) continue;
    const size = 2 + Math.floor(random() * 4);
    const cells = [start];
    owner[start] = cages.length;
    while (cells.length < size) {
      const options = cells.flatMap(near).filter((x) => owner[x] < 0 && !cells.some((c) => solution![c] === solution![x]));
      if (!options.length) break;
      const x = options[Math.floor(random() * options.length)];
      owner[x] = cages.length;
      cells.push(x);
    }
    cages.push({ sum: cells.reduce((a, c) => a + solution![c], 0), cells });
  }
  return { name: `random killer ${seed}`, rules: compileRules({ cages }), givens: new Uint8Array(81) };
}

const fmt = (x: number, d = 1) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

interface IssRow {
  puzzle: string;
  status: string;
  guesses: number;
  ms: number;
}

function runIss(dir: string, rounds: number): IssRow[] {
  const out = execFileSync('node', ['tools/perf/benchmark_puzzles.js', '--max-backtracks', 'none', '--puzzles', 'TAREK_ALL', '--repeat', String(rounds), '--json'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 1 << 26,
  });
  return JSON.parse(out.slice(out.indexOf('[')));
}

export async function benchVariants(): Promise<void> {
  const rounds = Number(process.env.SUDOKIT_BENCH_ROUNDS ?? 3);
  console.log(`## Variants: the generic solver, counting to 2 (best of ${rounds} rounds per puzzle; shared machine)\n`);

  const tarek = readJsonl('tarek-killers.jsonl');
  const ours = timeEach(tarek, rounds);
  if (ours.counts.some((c) => c !== 1)) throw new Error('TAREK: a killer did not come out unique');
  const iss = process.env.SUDOKIT_ISS ? runIss(process.env.SUDOKIT_ISS, rounds) : undefined;
  console.log('| set | puzzles | sudokit total ms | sudokit median ms | sudokit guesses | ISS total ms | ISS median ms | ISS guesses |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const issCells = iss ? [fmt(sum(iss.map((r) => r.ms)), 0), fmt(median(iss.map((r) => r.ms))), String(sum(iss.map((r) => r.guesses)))] : ['-', '-', '-'];
  console.log(`| TAREK hard killers | ${tarek.length} | ${fmt(sum(ours.ms), 0)} | ${fmt(median(ours.ms))} | ${sum(ours.guesses)} | ${issCells.join(' | ')} |`);

  const randoms = Array.from({ length: 30 }, (_, i) => randomKiller(2700 + i));
  const rk = timeEach(randoms, rounds);
  const unique = rk.counts.filter((c) => c === 1).length;
  console.log(`| random killers, cages of 2-5 (${unique} unique) | ${randoms.length} | ${fmt(sum(rk.ms), 0)} | ${fmt(median(rk.ms))} | ${sum(rk.guesses)} | | | |`);

  const published = readJsonl('variants-with-solutions.jsonl');
  const pv = timeEach(published, rounds);
  published.forEach((p, i) => console.log(`| ${p.name} | 1 | ${fmt(pv.ms[i], 2)} | | ${pv.guesses[i]} | | | |`));
  const sixteen = published.map((p, i) => (p.rules.size === 16 ? pv.ms[i] : NaN)).filter((x) => !Number.isNaN(x));
  console.log(`\n16x16 median (count to 2): ${fmt(median(sixteen), 2)} ms over ${sixteen.length} puzzles.\n`);

  // Classic puzzles: the bitboard solver, then the generic one (regions = the boxes).
  const boxes = compileRules({ regions: boxRegions(9) });
  console.log('| classic set | puzzles | bitboard puzzles/s | generic (jigsaw path) puzzles/s | ratio |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [file, n] of [['top1465.txt', 300], ['kaggle.txt', 1000]] as const) {
    const puzzles = readPuzzleFile(file)
      .slice(0, n)
      .map((l) => parseLine(l, { conflicts: 'allow' }))
      .filter((r) => r.ok)
      .map((r) => (r as { value: Uint8Array }).value);
    const rate = (f: (p: Uint8Array) => void) => {
      let best = Infinity;
      for (let r = 0; r < rounds; r++) {
        const t = performance.now();
        for (const p of puzzles) f(p);
        best = Math.min(best, performance.now() - t);
      }
      return (puzzles.length / best) * 1000;
    };
    const classic = rate((p) => solve(p, { limit: 2 }));
    const generic = rate((p) => solve(p, { limit: 2, rules: boxes }));
    console.log(`| ${file} | ${puzzles.length} | ${fmt(classic, 0)} | ${fmt(generic, 0)} | ${fmt(classic / generic, 1)}x slower |`);
  }
  console.log('');
}
