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
 *  - generated 9x9 jigsaw, X and windoku puzzles beside classic ones through the bitboard solver
 *    (generated the same way, and 17-clue ones), and classic puzzles through the generic solver
 *    (regions = the boxes) beside the bitboard solver on the same puzzles.
 * The data files and their sources: packages/engine/test/data/README.md.
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

/** One pass counting each puzzle to 2 (ms); every count must be 1. */
function pass(items: Item[], classic: boolean): number {
  const t = cpu();
  for (const it of items) {
    const res = classic ? solve(it.givens, { limit: 2 }) : solve(it.givens, { limit: 2, rules: it.rules });
    if (res.count !== 1) throw new Error(`${it.name}: ${res.count} solutions`);
  }
  return cpu() - t;
}

interface RateSet {
  name: string;
  items: Item[];
  /** Through the bitboard solver (classic rules) rather than the generic one. */
  bitboard: boolean;
}

/**
 * Puzzles per second of each set counting to 2, passes interleaved set by set (after one
 * untimed pass each: JIT and prepared rules warm), best of `rounds`; solutions checked against
 * the rules outside the timing. Also the givens and guesses per puzzle.
 */
function rates(sets: RateSet[], rounds: number): { perSecond: number; clues: number; guesses: number }[] {
  const stats = sets.map((set) => {
    let guesses = 0;
    let clues = 0;
    for (const it of set.items) {
      const res = set.bitboard ? solve(it.givens, { limit: 2 }) : solve(it.givens, { limit: 2, rules: it.rules });
      if (res.count !== 1 || !keepsRules(it, res.solution!)) throw new Error(`${it.name}: ${res.count} solutions or a solution breaking the rules`);
      guesses += res.guesses;
      clues += it.givens.filter((d) => d > 0).length;
    }
    return { best: Infinity, clues: clues / set.items.length, guesses: guesses / set.items.length };
  });
  for (let r = 0; r < rounds; r++) sets.forEach((set, i) => (stats[i].best = Math.min(stats[i].best, pass(set.items, set.bitboard))));
  return stats.map((x, i) => ({ perSecond: (sets[i].items.length / x.best) * 1000, clues: x.clues, guesses: x.guesses }));
}

export async function benchVariants(): Promise<void> {
  const rounds = Number(process.env.SUDOKIT_BENCH_ROUNDS ?? 3);
  const load = loadavg().map((x) => x.toFixed(1)).join(', ');
  console.log(`## Variants: the generic solver, counting to 2 (best of ${rounds} rounds per puzzle; times are this process's CPU time; load average at start ${load})\n`);

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

  // Variants beside classic puzzles: made the same way (generateVariant, same seeds; classic
  // keeps more givens) and minimal 17-clue ones; the bitboard solver's rate is the yardstick.
  const passes = Math.max(rounds, 5);
  const boxes = compileRules({ regions: boxRegions(9) });
  const classic9 = generated('classic', 9, 1, 100);
  const seventeen = readPuzzleFile('17clue.txt')
    .slice(0, 300)
    .map((l, i) => ({ name: `17clue.txt ${i}`, rules: boxes, givens: (parseLine(l) as { value: Uint8Array }).value }));
  const sets: RateSet[] = [
    { name: 'classic, generated (bitboard solver)', items: classic9, bitboard: true },
    { name: 'classic, 17clue.txt first 300 (bitboard solver)', items: seventeen, bitboard: true },
    { name: 'jigsaw, generated', items: generated('jigsaw', 9, 1, 100), bitboard: false },
    { name: 'x, generated', items: generated('x', 9, 1, 100), bitboard: false },
    { name: 'windoku, generated', items: generated('windoku', 9, 1, 100), bitboard: false },
    { name: 'classic, generated, generic solver (regions = boxes)', items: classic9.map((it) => ({ ...it, rules: boxes })), bitboard: false },
    { name: 'classic, 17clue.txt, generic solver (regions = boxes)', items: seventeen, bitboard: false },
  ];
  const rs = rates(sets, passes);
  console.log('| 9x9 set (generated: generateVariant seeds 1-100) | givens | guesses | puzzles/s | generated classic (bitboard) / this | 17-clue classic (bitboard) / this |');
  console.log('|---|---:|---:|---:|---:|---:|');
  sets.forEach((set, i) => {
    const r = rs[i];
    console.log(`| ${set.name} | ${fmt(r.clues)} | ${fmt(r.guesses)} | ${fmt(r.perSecond, 0)} | ${fmt(rs[0].perSecond / r.perSecond, 1)}x | ${fmt(rs[1].perSecond / r.perSecond, 1)}x |`);
  });

  // Hard classic sets through both solvers.
  console.log('\n| classic set | puzzles | bitboard puzzles/s | generic (regions = boxes) puzzles/s | ratio |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [file, n] of [['top1465.txt', 300], ['kaggle.txt', 1000]] as const) {
    const puzzles = readPuzzleFile(file)
      .slice(0, n)
      .map((l) => parseLine(l, { conflicts: 'allow' }))
      .filter((r) => r.ok)
      .map((r, i) => ({ name: `${file} ${i}`, rules: boxes, givens: (r as { value: Uint8Array }).value }));
    const [classic, generic] = rates(
      [
        { name: file, items: puzzles, bitboard: true },
        { name: file, items: puzzles, bitboard: false },
      ],
      passes,
    ).map((r) => r.perSecond);
    console.log(`| ${file} | ${puzzles.length} | ${fmt(classic, 0)} | ${fmt(generic, 0)} | ${fmt(classic / generic, 1)}x |`);
  }
  console.log('');
}
