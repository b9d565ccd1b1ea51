/**
 * Variants bench (`npm run bench -- variants`): the generic solver, counting to 2 (proof of
 * uniqueness), every result checked against the rules by a small checker written here (not the
 * solver), on
 *  - the 42 TAREK hard killers (no givens) and 30 random killers with human-like cages (sizes
 *    2-5, not all unique), the anchor of issue 27: with SUDOKIT_ISS=<checkout of
 *    github.com/sigh/Interactive-Sudoku-Solver> the Interactive Sudoku Solver is loaded into this
 *    process (its parser and builder, then its solver's run, as its tools/lib/solver_analysis.js
 *    does) and solves the same puzzles, alternating which goes first; its counts must equal ours
 *    and its solutions too (its code stays outside this repository);
 * Times are the process's CPU time (both solvers run on this thread): on a shared machine the
 * wall clock mostly measures the other jobs.
 *  - 24 generated minimal 16x16 puzzles (generateVariant, seeds 1-24) and the published variants;
 *  - the 9x9 variant path (jigsaw, X, windoku: solver9.ts) beside the classic bitboard solver in
 *    interleaved rounds: the same classic puzzles through both (the boxes given as jigsaw
 *    regions), and generated jigsaw, X and windoku puzzles beside classic puzzles matched to them
 *    by difficulty (benchVariantPath). SUDOKIT_BENCH_VARIANTS=9x9 runs this part alone.
 * The data files and their sources: packages/engine/test/data/README.md (killers, variants) and
 * ../shared/data/README.md (classic sets).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { boxRegions, compileRules, generateVariant, parseLine, solve, type CompiledRules, type Rules, type VariantName } from 'sudokit';
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

/** The rules' own check, apart from the solver: every unit holds each digit once, every cage distinct digits with its sum, givens kept. */
function keepsRules(it: Item, s: ArrayLike<number>): boolean {
  const n = it.rules.size;
  for (let i = 0; i < n * n; i++) if (!(s[i] >= 1 && s[i] <= n) || (it.givens[i] && it.givens[i] !== s[i])) return false;
  for (const u of it.rules.units) if (new Set(u.cells.map((c) => s[c])).size !== n) return false;
  for (const c of it.rules.rules.cages ?? []) {
    if (new Set(c.cells.map((x) => s[x])).size !== c.cells.length) return false;
    if (c.cells.reduce((a, x) => a + s[x], 0) !== c.sum) return false;
  }
  return true;
}

/** Ours, counting to 2: the count and first solution, checked. */
function ours(it: Item): { count: number; guesses: number; solution?: Uint8Array } {
  const r = solve(it.givens, { rules: it.rules, limit: 2 });
  if (r.count > 0 && !keepsRules(it, r.solution!)) throw new Error(`${it.name}: sudokit's solution breaks the rules`);
  return { count: r.count, guesses: r.guesses, solution: r.solution };
}

interface Timing {
  /** Best search time per puzzle (ms). */
  ms: number[];
  /** Best set-up time per puzzle (ms): ours compile + prepare + root propagation; ISS parse + build. */
  setup: number[];
  guesses: number[];
  counts: number[];
}

const blank = (k: number): Timing => ({ ms: Array(k).fill(Infinity), setup: Array(k).fill(Infinity), guesses: [], counts: [] });

/**
 * Process CPU time (user + system, ms): on a shared machine the wall clock mostly measures the
 * other jobs; both solvers run in this process on one thread, so CPU time is what they spend.
 */
function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** One ISS solve: parse + build (set-up), then count to 2 (search), as its tools/lib/solver_analysis.js runSolve does. */
type IssRun = (input: string) => { setup: number; ms: number; solutions: number; guesses: number; solution: string };

interface IssInternal {
  run(mode: { maxSolutions: number }, onSolution: (grid: Uint16Array) => void): void;
  counters: { solutions: number; guesses: number };
}

async function loadIss(dir: string): Promise<IssRun> {
  // Its analysis module sets up the globals its solver expects (self, VERSION_PARAM) first.
  await import(pathToFileURL(join(dir, 'tools/lib/solver_analysis.js')).href);
  const { SudokuParser } = await import(pathToFileURL(join(dir, 'js/sudoku_parser.js')).href);
  const { SudokuBuilder } = await import(pathToFileURL(join(dir, 'js/solver/sudoku_builder.js')).href);
  return (input) => {
    let t = cpu();
    const solver = SudokuBuilder.build(SudokuBuilder.resolveConstraint(SudokuParser.parseText(input)));
    const internal = solver._internalSolver as IssInternal;
    const setup = cpu() - t;
    let solution = '';
    t = cpu();
    internal.run({ maxSolutions: 2 }, (grid) => {
      if (!solution) for (let c = 0; c < 81; c++) solution += String(32 - Math.clz32(grid[c]));
    });
    const ms = cpu() - t;
    return { setup, ms, solutions: internal.counters.solutions, guesses: internal.counters.guesses, solution };
  };
}

/** ISS's constraint text for a killer: `.Cage~sum~R1C1~...` per cage (9x9, no givens). */
function issInput(it: Item): string {
  const cell = (i: number) => `R${Math.floor(i / 9) + 1}C${(i % 9) + 1}`;
  return (it.rules.rules.cages ?? []).map((c) => `.Cage~${c.sum}~${c.cells.map(cell).join('~')}`).join('');
}

/**
 * Both solvers on the same puzzles, `rounds` rounds, alternating per puzzle and round which goes
 * first; counts must agree, and solutions where unique.
 */
function sideBySide(items: Item[], rounds: number, iss?: IssRun): { us: Timing; them?: Timing } {
  const us = blank(items.length);
  const them = iss ? blank(items.length) : undefined;
  for (let r = 0; r < rounds; r++) {
    items.forEach((it, i) => {
      const runOurs = () => {
        // Set-up on a fresh compile (prepare is cached per compiled rules), then the search.
        let t = cpu();
        const fresh = compileRules(it.rules.rules);
        solve(it.givens, { rules: fresh, limit: 2, budget: 0 });
        us.setup[i] = Math.min(us.setup[i], cpu() - t);
        // The timed rules prepared already (ISS's build is outside its timing too).
        solve(it.givens, { rules: it.rules, limit: 2, budget: 0 });
        t = cpu();
        const o = ours(it);
        us.ms[i] = Math.min(us.ms[i], cpu() - t);
        us.guesses[i] = o.guesses;
        us.counts[i] = o.count;
        return o;
      };
      const runIss = () => {
        const res = iss!(issInput(it));
        them!.ms[i] = Math.min(them!.ms[i], res.ms);
        them!.setup[i] = Math.min(them!.setup[i], res.setup);
        them!.guesses[i] = res.guesses;
        them!.counts[i] = res.solutions;
        return res;
      };
      let o;
      let res;
      if (!iss) o = runOurs();
      else if ((r + i) % 2 === 0) ((o = runOurs()), (res = runIss()));
      else ((res = runIss()), (o = runOurs()));
      if (res) {
        if (res.solutions !== o.count) throw new Error(`${it.name}: sudokit counts ${o.count}, ISS ${res.solutions}`);
        if (o.count === 1 && res.solution !== Array.from(o.solution!).join('')) throw new Error(`${it.name}: sudokit and ISS found different solutions`);
      }
    });
  }
  return { us, them };
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

/** Generated puzzles of a variant (seeds from..from+k-1), each unique by construction. */
function generated(variant: VariantName, size: 9 | 16, from: number, k: number): Item[] {
  // One compiled rules value per layout (x and windoku share theirs; jigsaws each have one).
  const layouts = new Map<string, CompiledRules>();
  return Array.from({ length: k }, (_, i) => {
    const g = generateVariant({ variant, size, seed: from + i });
    const key = JSON.stringify(g.puzzle.rules);
    if (!layouts.has(key)) layouts.set(key, compileRules(g.puzzle.rules));
    return { name: `${variant} ${size}x${size} seed ${from + i}`, rules: layouts.get(key)!, givens: Uint8Array.from(g.puzzle.givens) };
  });
}

const fmt = (x: number, d = 1) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function row(set: string, k: number, t: Timing, u?: Timing): string {
  const cells = (x?: Timing) => (x ? [fmt(sum(x.ms), 0), fmt(median(x.ms)), String(sum(x.guesses)), fmt(median(x.setup))] : ['-', '-', '-', '-']);
  const ratio = u ? `${fmt(sum(u.ms) / sum(t.ms), 2)} / ${fmt(median(u.ms) / median(t.ms), 2)}` : '-';
  return `| ${set} | ${k} | ${cells(t).join(' | ')} | ${cells(u).join(' | ')} | ${ratio} |`;
}

/** One pass counting each puzzle to 2 (CPU ms), through the classic solver (no rules) or the puzzles' rules; every count must be 1. */
function pass(items: Item[], classic: boolean): number {
  const t = cpu();
  for (const it of items) {
    const res = classic ? solve(it.givens, { limit: 2 }) : solve(it.givens, { limit: 2, rules: it.rules });
    if (res.count !== 1) throw new Error(`${it.name}: ${res.count} solutions`);
  }
  return cpu() - t;
}

/** Guesses per puzzle counting to 2, every solution checked against the rules (outside any timing). */
function guessesOf(items: Item[], classic: boolean): number[] {
  return items.map((it) => {
    const res = classic ? solve(it.givens, { limit: 2 }) : solve(it.givens, { limit: 2, rules: it.rules });
    if (res.count !== 1 || !keepsRules(it, res.solution!)) throw new Error(`${it.name}: ${res.count} solutions or a solution breaking the rules`);
    return res.guesses;
  });
}

interface Duel {
  /** Puzzles per second, best round. */
  a: number;
  b: number;
  /** Median over rounds of (a's time / b's time) in that round: b's rate over a's, as a slowdown of b. */
  medianRatio: number;
}

/**
 * Two passes side by side in `rounds` interleaved rounds (which goes first alternates), CPU
 * time, after one untimed pass each (JIT and prepared rules warm). Both see the same load.
 */
function duel(a: () => number, na: number, b: () => number, nb: number, rounds: number): Duel {
  a();
  b();
  let bestA = Infinity;
  let bestB = Infinity;
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let ta: number;
    let tb: number;
    if (r % 2 === 0) ((ta = a()), (tb = b()));
    else ((tb = b()), (ta = a()));
    bestA = Math.min(bestA, ta);
    bestB = Math.min(bestB, tb);
    ratios.push(tb / nb / (ta / na));
  }
  return { a: (na / bestA) * 1000, b: (nb / bestB) * 1000, medianRatio: median(ratios) };
}

/** Classic puzzles of a data file as items under `rules` (the boxes as jigsaw regions). */
function classicItems(file: string, k: number, rules: CompiledRules): Item[] {
  return readPuzzleFile(file)
    .slice(0, k)
    .map((l) => parseLine(l, { conflicts: 'allow' }))
    .filter((r) => r.ok)
    .map((r, i) => ({ name: `${file} ${i}`, rules, givens: (r as { value: Uint8Array }).value }));
}

/**
 * For each puzzle of `variant` (by its guesses on the variant path), the classic puzzle of the
 * pool the same path needs the nearest number of guesses for (each used once): a classic set
 * of the same difficulty by one yardstick, the variant solver's own search.
 */
function matchByGuesses(variant: number[], pool: Item[], poolGuesses: number[]): Item[] {
  const order = poolGuesses.map((g, i) => [g, i]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const used = new Uint8Array(order.length);
  return variant.map((g) => {
    let best = -1;
    for (let j = 0; j < order.length; j++) {
      if (used[j]) continue;
      if (best < 0 || Math.abs(order[j][0] - g) < Math.abs(order[best][0] - g)) best = j;
      if (order[j][0] > g) break;
    }
    used[best] = 1;
    return pool[order[best][1]];
  });
}

const mean = (xs: number[]) => sum(xs) / xs.length;

/**
 * The 9x9 variant path (solver9.ts: jigsaw, X, windoku) beside the classic bitboard solver
 * (solver.ts), CPU time in interleaved rounds: the same classic puzzles through both (the
 * variant path reads the boxes as jigsaw regions), then generated jigsaw, X and windoku puzzles
 * beside classic puzzles matched to them by difficulty.
 */
function benchVariantPath(passes: number): void {
  const boxes = compileRules({ regions: boxRegions(9) });
  console.log(`Jigsaw, X and Windoku 9x9 (issue 27: within 3x of the classic solver's rate on puzzles of comparable difficulty), counting to 2, CPU time, ${passes} interleaved rounds, best round each; ratio = classic puzzles/s / variant puzzles/s.\n`);
  console.log('| classic set, through both | puzzles | classic solver puzzles/s | variant path (regions = boxes) puzzles/s | ratio of bests | median round ratio | guesses/puzzle classic / variant |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [file, k] of [['kaggle.txt', 1000], ['17clue.txt', 1000], ['top1465.txt', 1465], ['forum_hardest_1106.txt', 375]] as const) {
    const items = classicItems(file, k, boxes);
    const gc = mean(guessesOf(items, true));
    const gv = mean(guessesOf(items, false));
    const d = duel(() => pass(items, true), items.length, () => pass(items, false), items.length, passes);
    console.log(`| ${file.replace('.txt', '')} | ${items.length} | ${fmt(d.a, 0)} | ${fmt(d.b, 0)} | ${fmt(d.a / d.b, 2)}x | ${fmt(d.medianRatio, 2)}x | ${fmt(gc)} / ${fmt(gv)} |`);
  }

  // Classic puzzles of every difficulty, each with the variant path's guesses on it.
  const pool = [
    ...classicItems('kaggle.txt', 500, boxes),
    ...classicItems('17clue.txt', 2000, boxes),
    ...classicItems('top1465.txt', 1465, boxes),
    ...classicItems('forum_hardest_1905_11plus.txt', 1500, boxes),
    ...classicItems('forum_hardest_1106.txt', 375, boxes),
  ];
  const poolGuesses = guessesOf(pool, false);
  console.log('\n| generated set (generateVariant seeds 1-100) | givens | variant path guesses/puzzle | variant puzzles/s | matched classic puzzles/s (classic solver) | ratio of bests | median round ratio | matched classic through the variant path: guesses, puzzles/s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const variant of ['jigsaw', 'x', 'windoku'] as const) {
    const items = generated(variant, 9, 1, 100);
    const g = guessesOf(items, false);
    const matched = matchByGuesses(g, pool, poolGuesses);
    const gm = guessesOf(matched, false);
    const d = duel(() => pass(matched, true), matched.length, () => pass(items, false), items.length, passes);
    const self = duel(() => pass(matched, false), matched.length, () => pass(items, false), items.length, 1);
    const clues = mean(items.map((it) => it.givens.filter((x) => x > 0).length));
    console.log(`| ${variant} | ${fmt(clues)} | ${fmt(mean(g))} | ${fmt(d.b, 0)} | ${fmt(d.a, 0)} | ${fmt(d.a / d.b, 2)}x | ${fmt(d.medianRatio, 2)}x | ${fmt(mean(gm))}, ${fmt(self.a, 0)} |`);
  }
  const classic9 = generated('classic', 9, 1, 100);
  const d = duel(() => pass(classic9, true), classic9.length, () => pass(classic9.map((it) => ({ ...it, rules: boxes })), false), classic9.length, passes);
  console.log(`\nGenerated classic (generateVariant classic seeds 1-100, ${fmt(mean(classic9.map((it) => it.givens.filter((x) => x > 0).length)))} givens): classic solver ${fmt(d.a, 0)}/s, variant path (regions = boxes) ${fmt(d.b, 0)}/s, ${fmt(d.a / d.b, 2)}x (median round ${fmt(d.medianRatio, 2)}x).\n`);
}

export async function benchVariants(): Promise<void> {
  const rounds = Number(process.env.SUDOKIT_BENCH_ROUNDS ?? 3);
  const load = loadavg().map((x) => x.toFixed(1)).join(', ');
  console.log(`## Variants: the generic solver, counting to 2 (best of ${rounds} rounds per puzzle; times are this process's CPU time; load average at start ${load})\n`);

  if (process.env.SUDOKIT_BENCH_VARIANTS === '9x9') return benchVariantPath(Math.max(rounds, 5));
  const iss = process.env.SUDOKIT_ISS ? await loadIss(process.env.SUDOKIT_ISS) : undefined;
  console.log('Killers side by side with the Interactive Sudoku Solver (ISS) in this process, alternating, same puzzles; counts and solutions agree. Search ms exclude set-up (ours: compile + prepare + root propagation; ISS: parse + build), given apart as a median.\n');
  console.log('| set | puzzles | sudokit total ms | sudokit median ms | sudokit guesses | sudokit set-up ms | ISS total ms | ISS median ms | ISS guesses | ISS set-up ms | ISS / sudokit (total / median) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const tarek = readJsonl('tarek-killers.jsonl');
  const tk = sideBySide(tarek, rounds, iss);
  if (tk.us.counts.some((c) => c !== 1)) throw new Error('TAREK: a killer did not come out unique');
  console.log(row('TAREK hard killers', tarek.length, tk.us, tk.them));
  const randoms = Array.from({ length: 30 }, (_, i) => randomKiller(2700 + i));
  const rk = sideBySide(randoms, rounds, iss);
  const unique = rk.us.counts.filter((c) => c === 1).length;
  console.log(row(`random killers, cages of 2-5 (${unique} unique)`, randoms.length, rk.us, rk.them));

  const published = readJsonl('variants-with-solutions.jsonl');
  const pv = sideBySide(published, rounds);
  console.log('\n| published variant | sudokit ms | guesses |');
  console.log('|---|---:|---:|');
  published.forEach((p, i) => console.log(`| ${p.name} | ${fmt(pv.us.ms[i], 2)} | ${pv.us.guesses[i]} |`));

  const sixteen = generated('classic', 16, 1, 24);
  const sx = sideBySide(sixteen, rounds);
  if (sx.us.counts.some((c) => c !== 1)) throw new Error('16x16: a generated puzzle did not come out unique');
  const clues = sixteen.map((it) => it.givens.filter((d) => d > 0).length);
  console.log(
    `\n16x16, ${sixteen.length} generated minimal puzzles (generateVariant classic 16, seeds 1-24, ${Math.min(...clues)}-${Math.max(...clues)} givens): median ${fmt(median(sx.us.ms), 2)} ms, max ${fmt(Math.max(...sx.us.ms), 1)} ms, ${sum(sx.us.guesses)} guesses in all.\n`,
  );

  benchVariantPath(Math.max(rounds, 5));
}
