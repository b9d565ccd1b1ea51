/**
 * Generator and canonical-form benchmark (one thread). Generation: puzzles per second for every
 * symmetry, with and without `minimal`, after a warm-up; every puzzle is checked afterwards
 * (outside the timing) for exactly one solution and the requested symmetry. Canonical forms: forms
 * per second on the data sets, checked against the form of a random transform.
 * Time is this thread's CPU time (user + system), so the figures are per core and stay honest
 * on a busy machine; on an idle one they match wall-clock time.
 */
import {
  SYMMETRY_NAMES,
  applyTransform,
  canonicalGrid,
  createRng,
  drawTransform,
  generate,
  hasSymmetry,
  parseLine,
  solve,
  type Grid,
  type SymmetryName,
} from 'sudokit';
import { readPuzzleFile, shuffled } from './data.js';

/** CPU milliseconds used by this process so far (one busy thread here). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export interface GeneratorRow {
  symmetry: SymmetryName;
  minimal: boolean;
  puzzles: number;
  perSecond: number;
  meanClues: number;
  attemptsPerPuzzle: number;
}

/** Generate for at least `minMs` (and at least `minCount` puzzles); seeds 'bench-i' so runs compare. */
export function benchGenerate(symmetry: SymmetryName, minimal: boolean, minMs: number, minCount = 20): GeneratorRow {
  const puzzles: Grid[] = [];
  let attempts = 0;
  let clues = 0;
  const start = cpuMs();
  let elapsed = 0;
  for (let i = 0; elapsed < minMs || i < minCount; i++) {
    const r = generate({ seed: `bench-${i}`, symmetry, minimal, maxAttempts: 1_000_000 });
    if (!r.found) throw new Error(`generate: not found (${symmetry}, minimal ${minimal})`);
    puzzles.push(r.puzzle);
    attempts += r.attempts;
    clues += r.clues;
    elapsed = cpuMs() - start;
  }
  for (const p of puzzles) {
    if (solve(p, { limit: 2 }).count !== 1 || !hasSymmetry(p, symmetry)) throw new Error(`generate: bad puzzle (${symmetry})`);
  }
  return {
    symmetry,
    minimal,
    puzzles: puzzles.length,
    perSecond: (puzzles.length / elapsed) * 1000,
    meanClues: clues / puzzles.length,
    attemptsPerPuzzle: attempts / puzzles.length,
  };
}

export interface CanonRow {
  set: string;
  grids: number;
  perSecond: number;
}

const line = (g: ArrayLike<number>) => Array.from(g).join('');

export function benchCanonSet(file: string, limit: number, minMs = 1500): CanonRow {
  const grids = shuffled(readPuzzleFile(file))
    .slice(0, limit)
    .map((text) => {
      const r = parseLine(text);
      if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
      return r.value;
    });
  // Check (and warm up): a random transform has the same form.
  const rng = createRng(file);
  for (const g of grids.slice(0, 200)) {
    if (line(canonicalGrid(g)) !== line(canonicalGrid(applyTransform(drawTransform(rng), g)))) throw new Error(`${file}: canonical form not invariant`);
  }
  let passes = 0;
  const start = cpuMs();
  let elapsed = 0;
  do {
    for (const g of grids) canonicalGrid(g);
    passes++;
    elapsed = cpuMs() - start;
  } while (elapsed < minMs);
  return { set: file.replace(/\.txt$/, ''), grids: grids.length, perSecond: ((grids.length * passes) / elapsed) * 1000 };
}

export async function benchGenerator(): Promise<void> {
  // Warm-up, so the first row is not paying for compilation.
  benchGenerate('none', true, 300);
  benchGenerate('rotational', false, 300);

  console.log('## Generator (per core: one thread, CPU time; every puzzle has exactly one solution)\n');
  console.log('| symmetry | unique puzzles/s | mean clues | minimal puzzles/s | mean clues | removal passes per minimal puzzle |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const symmetry of SYMMETRY_NAMES) {
    const unique = benchGenerate(symmetry, false, 1000);
    const minimal = benchGenerate(symmetry, true, symmetry === 'none' ? 1000 : 4000, symmetry === 'none' ? 20 : 8);
    console.log(
      `| ${symmetry} | ${fmt(unique.perSecond)} | ${fmt(unique.meanClues, 1)} | ${fmt(minimal.perSecond, minimal.perSecond < 100 ? 1 : 0)} | ${fmt(minimal.meanClues, 1)} | ${fmt(minimal.attemptsPerPuzzle, 1)} |`,
    );
  }
  console.log('');

  console.log('## Canonical form (minlex; per core: one thread, CPU time)\n');
  console.log('| data set | grids | forms/s |');
  console.log('|---|---:|---:|');
  for (const [file, limit] of [['17clue.txt', 20_000], ['top1465.txt', 1465], ['kaggle.txt', 5000], ['kaggle_solutions.txt', 200]] as const) {
    const row = benchCanonSet(file, limit);
    console.log(`| ${row.set} | ${fmt(row.grids)} | ${fmt(row.perSecond)} |`);
  }
  console.log('');
}
