/**
 * Rating benchmark: ms per puzzle (median, p99, max) per data set, then the agreement with
 * Sudoku Explainer on se_calibration.tsv (ER/EP/ED equal, `+` marks, confusion by tier) and
 * the step-by-step comparison with SE's own paths (se_paths.txt).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseLine,
  rate,
  RATE_BUDGET,
  tierOf,
  TIERS,
  LADDER_TOP,
  Candidates,
  nextStep,
  applyStep,
  formatEffect,
  type Grid,
  type Rating,
} from 'sudokit';
import { dataDir, readPuzzleFile, shuffled, median } from './data.js';

interface CalibrationRow {
  puzzle: string;
  grid: Grid;
  er: number;
  ep: number;
  ed: number;
}

function calibration(): CalibrationRow[] {
  const [, ...rows] = readFileSync(join(dataDir(), 'se_calibration.tsv'), 'utf8').trim().split('\n');
  return rows
    .map((r) => r.split('\t'))
    .filter((c) => c[1])
    .map((c) => ({ puzzle: c[0], grid: grid(c[0]), er: Number(c[1]), ep: Number(c[2]), ed: Number(c[3]) }));
}

function grid(line: string): Grid {
  const r = parseLine(line, { conflicts: 'allow' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/**
 * Rate each puzzle once (after a warm-up pass over a few) as `sudokit rate` does (within
 * RATE_BUDGET), timing each call by the wall clock and by this process's CPU time (which a
 * busy machine does not inflate).
 */
function timeSet(grids: Grid[]): { times: number[]; cpu: number[]; ratings: (Rating | null)[] } {
  const rateBounded = (g: Grid) => rate(g, { budget: RATE_BUDGET });
  for (const g of grids.slice(0, Math.min(30, Math.ceil(grids.length / 10)))) rateBounded(g);
  const times: number[] = [];
  const cpu: number[] = [];
  const ratings: (Rating | null)[] = [];
  for (const g of grids) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = rateBounded(g);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    ratings.push(r.ok ? r.value : null);
  }
  return { times, cpu, ratings };
}

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;

export async function benchRating(): Promise<void> {
  console.log(`## Rating (technique solver on Sudoku Explainer's whole scale, nested forcing chains included; a puzzle no technique finishes would be marked ${LADDER_TOP.toFixed(1)}+)\n`);
  const rows = calibration();
  const upTo9 = rows.filter((r) => r.er <= 9.0);
  const above9 = rows.filter((r) => r.er > 9.0);
  const sets: { name: string; grids: Grid[]; rows?: CalibrationRow[] }[] = [
    { name: 'se_calibration, SE ER <= 9.0', grids: upTo9.map((r) => r.grid), rows: upTo9 },
    { name: 'se_calibration, SE ER > 9.0', grids: above9.map((r) => r.grid), rows: above9 },
    { name: 'kaggle.txt (first 2,000)', grids: readPuzzleFile('kaggle.txt').slice(0, 2000).map(grid) },
    { name: '17clue.txt (2,000 shuffled)', grids: shuffled(readPuzzleFile('17clue.txt')).slice(0, 2000).map(grid) },
    { name: 'top1465.txt', grids: readPuzzleFile('top1465.txt').map(grid) },
    // nested forcing chains take seconds each: samples here, the whole sets in `bench -- hardest`
    { name: 'forum_hardest_1106.txt (20 shuffled)', grids: shuffled(readPuzzleFile('forum_hardest_1106.txt')).slice(0, 20).map(grid) },
    { name: 'forum_hardest_1905_11plus.txt (20 shuffled)', grids: shuffled(readPuzzleFile('forum_hardest_1905_11plus.txt')).slice(0, 20).map(grid) },
  ];
  console.log(`| set | puzzles | median ms | p99 ms | max ms | CPU median ms | CPU p99 ms | CPU max ms | over 2 s | stopped at budget | marked ${LADDER_TOP.toFixed(1)}+ |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const calibrationRatings = new Map<string, Rating | null>();
  for (const set of sets) {
    const { times, cpu, ratings } = timeSet(set.grids);
    const sorted = times.slice().sort((a, b) => a - b);
    const cpuSorted = cpu.slice().sort((a, b) => a - b);
    const beyond = ratings.filter((r) => r?.beyond).length;
    const slow = times.filter((t) => t > 2000).length;
    const stopped = ratings.filter((r) => r?.estimated).length;
    console.log(
      `| ${set.name} | ${set.grids.length} | ${f2(median(times))} | ${f2(quantile(sorted, 0.99))} | ${f2(sorted[sorted.length - 1])} ` +
        `| ${f2(median(cpu))} | ${f2(quantile(cpuSorted, 0.99))} | ${f2(cpuSorted[cpuSorted.length - 1])} | ${slow} | ${stopped} | ${pct(beyond, ratings.length)} |`,
    );
    set.rows?.forEach((r, i) => calibrationRatings.set(r.puzzle, ratings[i]));
  }

  // agreement with SE
  let erEq = 0, near = 0, tierEq = 0, epEq = 0, edEq = 0, allEq = 0;
  const disagreements: { d: number; row: CalibrationRow; got: Rating }[] = [];
  for (const row of rows) {
    const got = calibrationRatings.get(row.puzzle);
    if (!got) continue;
    const e = !got.beyond && got.er === row.er, p = got.ep === row.ep, d = got.ed === row.ed;
    erEq += +e; epEq += +p; edEq += +d; allEq += +(e && p && d);
    near += +(Math.abs(got.er - row.er) <= 0.5 + 1e-9);
    tierEq += +(got.tier === tierOf(row.er));
    if (!(e && p && d)) disagreements.push({ d: Math.abs(got.er - row.er), row, got });
  }
  console.log(`\nAgreement with Sudoku Explainer 1.2.1.3 on se_calibration.tsv (${rows.length} SE-rated puzzles; targets 90% / 98% / 95%):\n`);
  console.log(`| measure | value |\n|---|---:|`);
  console.log(`| ER equal | ${pct(erEq, rows.length)} (${erEq}/${rows.length}) |`);
  console.log(`| ER within 0.5 | ${pct(near, rows.length)} |`);
  console.log(`| same tier | ${pct(tierEq, rows.length)} |`);
  console.log(`| EP equal | ${pct(epEq, rows.length)} |`);
  console.log(`| ED equal | ${pct(edEq, rows.length)} |`);
  console.log(`| ER, EP and ED all equal | ${pct(allEq, rows.length)} |`);

  // confusion by tier (rows: SE's ER through sudokit's tiers; columns: sudokit's tier)
  const names = [...TIERS.map((t) => t.tier), 'beyond'];
  const confusion = new Map<string, number>();
  for (const row of rows) {
    const got = calibrationRatings.get(row.puzzle);
    const key = `${tierOf(row.er)}|${got ? got.tier : 'error'}`;
    confusion.set(key, (confusion.get(key) ?? 0) + 1);
  }
  console.log(`\nConfusion by tier (rows: SE's ER mapped to sudokit's tiers; columns: sudokit):\n`);
  console.log(`| SE \\ sudokit | ${names.join(' | ')} |\n|---|${names.map(() => '---:').join('|')}|`);
  for (const t of TIERS.map((x) => x.tier)) console.log(`| ${t} | ${names.map((n) => confusion.get(`${t}|${n}`) ?? 0).join(' | ')} |`);
  disagreements.sort((a, b) => b.d - a.d);
  if (disagreements.length) {
    console.log('\nLargest disagreements:\n');
    for (const x of disagreements.slice(0, 5)) console.log(`- ${x.row.puzzle}: SE ${f1(x.row.er)}/${f1(x.row.ep)}/${f1(x.row.ed)}, sudokit ${f1(x.got.er)}/${f1(x.got.ep)}/${f1(x.got.ed)} (${x.got.hardest})`);
  } else console.log('\nNo disagreement: ER, EP and ED equal SE\'s on every SE-rated calibration puzzle.');

  // step-by-step comparison with SE's own paths
  const paths = comparePaths();
  console.log(`\nSE's solution paths (se_paths.txt, ${paths.puzzles} puzzles): identical step by step (technique, rating, effect) for ${paths.identical} (${paths.steps} steps).`);
  for (const m of paths.mismatches.slice(0, 5)) console.log(`- ${m}`);
  console.log('');
}

/** Replay SE's paths: how many are identical step by step to the end. */
export function comparePaths(): { puzzles: number; identical: number; steps: number; mismatches: string[] } {
  const blocks = readFileSync(join(dataDir(), 'se_paths.txt'), 'utf8').split('\n\n').filter((b) => b.trim());
  let identical = 0, steps = 0;
  const mismatches: string[] = [];
  for (const block of blocks) {
    const [head, ...lines] = block.trim().split('\n');
    const puzzle = head.match(/# puzzle (\S+)/)![1];
    const g = Candidates.fromGrid(grid(puzzle));
    let same = true;
    for (const line of lines) {
      const step = nextStep(g);
      const mine = step ? `${step.rating.toFixed(1)}\t${step.technique}\t${formatEffect(step)}` : 'stuck';
      if (mine !== line) { same = false; mismatches.push(`${puzzle}: SE ${line.replace(/\t/g, ' ')}, sudokit ${mine.replace(/\t/g, ' ')}`); break; }
      applyStep(g, step!);
      steps++;
    }
    if (same) identical++;
  }
  return { puzzles: blocks.length, identical, steps, mismatches };
}
