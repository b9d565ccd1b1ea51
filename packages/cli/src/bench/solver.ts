/**
 * Solver benchmark (after tdoku's): each set is parsed up front, shuffled, warmed up, then timed
 * while counting to 2 (a uniqueness check) and while finding a first solution. Every result is
 * validated by a check that shares no code with the solver.
 */
import { parseLine, Solver } from 'sudokit';
import { readPuzzleFile, shuffled } from './data.js';

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

/**
 * Time `fn` (one pass over the set) in three rounds of at least `minMs / 3` each; returns ms per
 * pass of the fastest round. On a shared 2-core machine the best round is the most repeatable.
 */
function timePasses(fn: () => void, minMs: number): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    let passes = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      fn();
      passes++;
      elapsed = performance.now() - start;
    } while (elapsed < minMs / 3);
    best = Math.min(best, elapsed / passes);
  }
  return best;
}

export function benchSolverSet(file: string, minMs = 1500): SolverRow {
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
  for (const p of puzzles) {
    const n = solver.count(p, 2, out);
    guesses += solver.guesses;
    if (expectMultiple ? n !== 2 : n !== 1 || !isSolutionOf(p, out)) throw new Error(`${file}: wrong result`);
  }
  const msCount = timePasses(() => {
    for (const p of puzzles) solver.count(p, 2, out);
  }, minMs);
  const msFirst = timePasses(() => {
    for (const p of puzzles) solver.count(p, 1, out);
  }, minMs / 2);
  return {
    set: file.replace(/\.txt$/, ''),
    puzzles: puzzles.length,
    perSecond: (puzzles.length / msCount) * 1000,
    microsPerPuzzle: (msCount * 1000) / puzzles.length,
    guessesPerPuzzle: guesses / puzzles.length,
    firstPerSecond: (puzzles.length / msFirst) * 1000,
  };
}

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function benchSolver(): Promise<SolverRow[]> {
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
