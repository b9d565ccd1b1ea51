/**
 * Solver benchmark (after tdoku's): each set is parsed up front, shuffled, warmed up, then timed
 * while counting to 2 (a uniqueness check) and while finding a first solution. Every result is
 * validated by a check that shares no code with the solver.
 */
import { parseLine, Solver } from 'sudokit';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { dataDir, median, readPuzzleFile, shuffled } from './data.js';

export const SOLVER_SETS: { file: string; stresses: string }[] = [
  { file: 'kaggle.txt', stresses: 'setup cost: 30-37 givens, singles only' },
  { file: '17clue.txt', stresses: 'hidden singles, uniqueness of minimal puzzles' },
  { file: 'top1465.txt', stresses: 'moderate search' },
  { file: 'forum_hardest_1905_11plus.txt', stresses: 'deep search (SE 11+)' },
  { file: 'forum_hardest_1106.txt', stresses: 'the hardest for backtracking' },
  { file: 'serg_benchmark.txt', stresses: 'rejecting multi-solution puzzles' },
];

export interface SolverRow {
  set: string;
  puzzles: number;
  perSecond: number;
  microsPerPuzzle: number;
  guessesPerPuzzle: number;
  firstPerSecond: number;
}

function isSolutionOf(puzzle: Uint8Array, sol: Uint8Array): boolean {
  for (let i = 0; i < 81; i++) if (puzzle[i] !== 0 && puzzle[i] !== sol[i]) return false;
  for (let u = 0; u < 9; u++) {
    let row = 0, col = 0, box = 0;
    for (let k = 0; k < 9; k++) {
      row |= 1 << sol[u * 9 + k];
      col |= 1 << sol[k * 9 + u];
      box |= 1 << sol[(((u / 3) | 0) * 3 + ((k / 3) | 0)) * 9 + (u % 3) * 3 + (k % 3)];
    }
    if (row !== 0x3fe || col !== 0x3fe || box !== 0x3fe) return false;
  }
  return true;
}

/** ms per pass of one timing round: passes of `fn` until at least `minMs` have gone by. */
function timeRound(fn: () => void, minMs: number): number {
  let passes = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    passes++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return elapsed / passes;
}

/** A parsed, shuffled, validated data set and the solver that runs it. */
interface PreparedSet {
  set: string;
  path: string;
  puzzles: Uint8Array[];
  /** ms the validating pass took (a first estimate of a pass). */
  validateMs: number;
  guessesPerPuzzle: number;
  countPass: () => void;
  firstPass: () => void;
}

function prepareSet(file: string): PreparedSet {
  const puzzles = shuffled(readPuzzleFile(file)).map((line) => {
    const r = parseLine(line, { conflicts: 'allow' });
    if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
    return r.value;
  });
  const solver = new Solver();
  const out = new Uint8Array(81);
  const expectMultiple = file.startsWith('serg');
  // Validate (and warm up) once, outside the timing.
  let guesses = 0;
  const start = performance.now();
  for (const p of puzzles) {
    const n = solver.count(p, 2, out);
    guesses += solver.guesses;
    if (expectMultiple ? n !== 2 : n !== 1 || !isSolutionOf(p, out)) throw new Error(`${file}: wrong result`);
  }
  const validateMs = performance.now() - start;
  return {
    set: file.replace(/\.txt$/, ''),
    path: join(dataDir(), file),
    puzzles,
    validateMs,
    guessesPerPuzzle: guesses / puzzles.length,
    countPass: () => {
      for (const p of puzzles) solver.count(p, 2, out);
    },
    firstPass: () => {
      for (const p of puzzles) solver.count(p, 1, out);
    },
  };
}

/** Best of three rounds (ms per pass); on a shared 2-core machine the best round is the most repeatable. */
function timePasses(fn: () => void, minMs: number): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) best = Math.min(best, timeRound(fn, minMs / 3));
  return best;
}

export function benchSolverSet(file: string, minMs = 1500): SolverRow {
  const prepared = prepareSet(file);
  const msCount = timePasses(prepared.countPass, minMs);
  const msFirst = timePasses(prepared.firstPass, minMs / 2);
  const n = prepared.puzzles.length;
  return {
    set: prepared.set,
    puzzles: n,
    perSecond: (n / msCount) * 1000,
    microsPerPuzzle: (msCount * 1000) / n,
    guessesPerPuzzle: prepared.guessesPerPuzzle,
    firstPerSecond: (n / msFirst) * 1000,
  };
}

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One run of an anchor's run_benchmark (tdoku's benchmark driver) on a data file, counting to 2. */
interface AnchorResult {
  perSecond: number;
  guessesPerPuzzle: number;
  build: string;
}

function runAnchor(bin: string, path: string, puzzles: number, seconds: number): AnchorResult {
  // -c: CSV; -r 0: the file's puzzles as they are (no random relabelling, so both solve the same
  // puzzles); -n: exactly the file; -s tdoku: its fastest solver; no -f: count to 2 solutions.
  const args = ['-c', '1', '-r', '0', '-e', '1', '-s', 'tdoku', '-n', String(puzzles), '-w', '1', '-t', String(seconds), path];
  const out = execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  // compiler,version,flags,file,solver,puzzles/s,µs/puzzle,%no guess,guesses/puzzle
  const line = out.split('\n').find((l) => l.split(',').length >= 9 && l.includes(',tdoku'));
  if (!line) throw new Error(`anchor: unexpected output from ${bin}: ${out.slice(0, 200)}`);
  const f = line.split(',');
  const n = f.length;
  return { perSecond: Number(f[n - 4]), guessesPerPuzzle: Number(f[n - 1]), build: `${f[0]} ${f[1]}${f[2]}`.trim() };
}

export interface SideBySideRow {
  set: string;
  puzzles: number;
  perSecond: number;
  anchorPerSecond: number;
  guessesPerPuzzle: number;
  anchorGuessesPerPuzzle: number;
  /** The median over rounds of (sudokit's rate / the anchor's rate just before): robust to load that changes between rounds. */
  medianRoundRatio: number;
}

/**
 * sudokit and an anchor binary (SUDOKIT_TDOKU=/path/to/run_benchmark) on each set, in interleaved
 * rounds (anchor, then sudokit, then the anchor again ...), best round of each: both see the same
 * machine load, so their ratio is what a shared machine can measure.
 */
export function benchSideBySide(bin: string, rounds = Number(process.env.SUDOKIT_BENCH_ROUNDS ?? 5)): SideBySideRow[] {
  console.log(`## Solver side by side with ${bin} (one thread each; counting to 2; best of ${rounds} interleaved rounds)\n`);
  console.log('| data set | puzzles | sudokit puzzles/s | tdoku puzzles/s | ratio of bests | median round ratio | sudokit guesses/puzzle | tdoku guesses/puzzle |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const rows: SideBySideRow[] = [];
  let build = '';
  const loadBefore = loadavg()[0];
  // SUDOKIT_BENCH_SETS=kaggle,top1465 limits the run to those sets.
  const only = process.env.SUDOKIT_BENCH_SETS?.split(',');
  for (const { file } of SOLVER_SETS) {
    if (only && !only.some((name) => file.startsWith(name))) continue;
    const prepared = prepareSet(file);
    const n = prepared.puzzles.length;
    // Rounds of about a second each, as the anchor's: a set whose pass takes longer is timed on
    // a fixed sample of its shuffled puzzles (the anchor, too, times a sample of such a set).
    const sampleSize = Math.min(n, Math.max(1000, Math.ceil((n * 1000) / Math.max(1, prepared.validateMs))));
    const sample = prepared.puzzles.slice(0, sampleSize);
    const solver = new Solver();
    const out = new Uint8Array(81);
    const samplePass = () => {
      for (const p of sample) solver.count(p, 2, out);
    };
    let bestMs = Infinity;
    let anchorBest = 0;
    let anchorGuesses = 0;
    const roundRatios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const a = runAnchor(bin, prepared.path, n, 1);
      build = a.build;
      if (a.perSecond > anchorBest) anchorBest = a.perSecond;
      anchorGuesses = a.guessesPerPuzzle;
      const ms = timeRound(samplePass, 1000);
      bestMs = Math.min(bestMs, ms);
      roundRatios.push((sampleSize / ms) * 1000 / a.perSecond);
    }
    const row = {
      set: prepared.set,
      puzzles: n,
      perSecond: (sampleSize / bestMs) * 1000,
      anchorPerSecond: anchorBest,
      guessesPerPuzzle: prepared.guessesPerPuzzle,
      anchorGuessesPerPuzzle: anchorGuesses,
      medianRoundRatio: median(roundRatios),
    };
    rows.push(row);
    console.log(
      `| ${row.set} | ${fmt(n)}${sampleSize < n ? ` (timed: ${fmt(sampleSize)})` : ''} | ${fmt(row.perSecond)} | ${fmt(row.anchorPerSecond)} | ${fmt(row.perSecond / row.anchorPerSecond, 2)} | ${fmt(row.medianRoundRatio, 2)} | ${fmt(row.guessesPerPuzzle, 1)} | ${fmt(row.anchorGuessesPerPuzzle, 1)} |`,
    );
  }
  console.log(`\nAnchor build: ${build}. Load average (1 min) before and after: ${loadBefore.toFixed(1)}, ${loadavg()[0].toFixed(1)}.\n`);
  return rows;
}

export async function benchSolver(): Promise<SolverRow[]> {
  const anchor = process.env.SUDOKIT_TDOKU;
  if (anchor) benchSideBySide(anchor);
  console.log('## Solver (one thread; counting to 2 = uniqueness check)\n');
  console.log('| data set | puzzles | puzzles/s | µs/puzzle | guesses/puzzle | puzzles/s, first solution | stresses |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  const rows: SolverRow[] = [];
  for (const { file, stresses } of SOLVER_SETS) {
    const row = benchSolverSet(file);
    rows.push(row);
    console.log(`| ${row.set} | ${fmt(row.puzzles)} | ${fmt(row.perSecond)} | ${fmt(row.microsPerPuzzle, 1)} | ${fmt(row.guessesPerPuzzle, 1)} | ${fmt(row.firstPerSecond)} | ${stresses} |`);
  }
  console.log('');
  return rows;
}
