/**
 * `npm run bench -- calibration`: the full SE-agreement sweeps the test suite samples (issue 26).
 * Every row of se_calibration.tsv rated without a budget (rateSteps(solveLogically()), as the
 * engine's rating test does on its sample), every step checked against the exact solver's
 * solution, and every path of se_paths.txt replayed step by step. Prints the agreement and the
 * time taken; exits 1 on any disagreement, so it can stand in for the old full tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLine, rateSteps, solveLogically, solve, tierOf } from 'sudokit';
import { dataDir } from './data.js';
import { comparePaths } from './rating.js';

export async function benchCalibration(): Promise<void> {
  console.log('## SE agreement, full sweep (what the tests sample per run)\n');
  const [, ...lines] = readFileSync(join(dataDir(), 'se_calibration.tsv'), 'utf8').trim().split('\n');
  const rows = lines.map((l) => l.split('\t')).filter((c) => c[1]).map((c) => ({ puzzle: c[0], er: Number(c[1]), ep: Number(c[2]), ed: Number(c[3]) }));
  const started = performance.now();
  const off: string[] = [];
  const wrong: string[] = [];
  let slowest = { ms: 0, puzzle: '' };
  for (const row of rows) {
    const g = parseLine(row.puzzle, { conflicts: 'allow' });
    if (!g.ok) throw new Error(g.error.message);
    const t0 = performance.now();
    const v = rateSteps(solveLogically(g.value));
    const ms = performance.now() - t0;
    if (ms > slowest.ms) slowest = { ms, puzzle: row.puzzle };
    const solution = solve(g.value).solution!;
    for (const step of v.steps) {
      for (const p of step.placements) if (solution[p.cell] !== p.digit) wrong.push(`${row.puzzle}: ${step.technique} places a wrong digit`);
      for (const e of step.eliminations) if (solution[e.cell] === e.digit) wrong.push(`${row.puzzle}: ${step.technique} removes the true digit`);
    }
    if (v.beyond || v.er !== row.er || v.ep !== row.ep || v.ed !== row.ed || v.tier !== tierOf(row.er)) {
      off.push(`${row.puzzle} SE ${row.er}/${row.ep}/${row.ed} sudokit ${v.er}/${v.ep}/${v.ed}${v.beyond ? '+' : ''}`);
    }
  }
  const rateSeconds = (performance.now() - started) / 1000;
  console.log(`se_calibration.tsv: ${rows.length} SE-rated puzzles, ${rows.length - off.length} with ER, EP, ED and tier equal to SE's; ${wrong.length} steps contradicting the solution (${rateSeconds.toFixed(0)} s; slowest ${(slowest.ms / 1000).toFixed(1)} s)`);
  for (const o of off.slice(0, 10)) console.log(`- ${o}`);
  for (const w of wrong.slice(0, 10)) console.log(`- ${w}`);
  const t1 = performance.now();
  const paths = comparePaths();
  console.log(`se_paths.txt: ${paths.identical} of ${paths.puzzles} paths identical step by step (${paths.steps} steps; ${((performance.now() - t1) / 1000).toFixed(0)} s)`);
  for (const m of paths.mismatches.slice(0, 10)) console.log(`- ${m}`);
  console.log('');
  if (off.length || wrong.length || paths.identical !== paths.puzzles) process.exitCode = 1;
}
