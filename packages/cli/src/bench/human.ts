/**
 * `npm run bench -- human`: fits the human time model (engine human.ts) on people's mean solve
 * times (../shared/data/human_calibration.tsv), reports it 5-fold cross-validated, and times it.
 *
 * The fit: the model's seconds are a sum start + place·digits + scan·search with non-negative
 * coefficients; they are fitted by least squares on log time (Nelder-Mead on their logarithms).
 * The visibilities of naked singles, intersections and the fallback are chosen from a small
 * grid by the same loss, inside each training fold, so the cross-validated figures cover every
 * fitted number.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HUMAN_MODEL, humanSeconds, parseLine, rate, traceHuman, type Grid, type HumanModel, type HumanTrace, type Visibility } from 'sudokit';
import { dataDir, median, readPuzzleFile, shuffled } from './data.js';
import { nelderMead } from './nelder-mead.js';
import { kendall, spearman } from './rank-stats.js';

interface Played {
  grid: Grid;
  seconds: number;
  er: number;
  clues: number;
}

/** The visibilities tried (the others stay as in HUMAN_MODEL): naked single, intersection, fallback. */
const GRID: Visibility[] = [];
for (const naked of [0.25, 0.5]) for (const intersection of [0.3, 0.6, 1.2]) for (const fallback of [0.2, 0.3, 0.5]) GRID.push({ ...HUMAN_MODEL.visibility, naked, intersection, fallback });
const visibilityText = (v: Visibility) => `naked ${v.naked}, intersection ${v.intersection}, fallback ${v.fallback}`;
const FOLDS = 5;

function grid(line: string): Grid {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function readCalibration(): Played[] {
  const lines = readFileSync(join(dataDir(), 'human_calibration.tsv'), 'utf8').trim().split('\n').slice(1);
  return lines.map((l) => {
    const [puzzle, , seconds] = l.split('\t');
    const g = grid(puzzle);
    const r = rate(g);
    if (!r.ok) throw new Error(r.error.message);
    return { grid: g, seconds: Number(seconds), er: r.value.er, clues: g.filter((d) => d).length };
  });
}

/** A model from the grid point and the fitted coefficients (logs, so they stay non-negative). */
function modelOf(visibility: Visibility, logs: number[]): HumanModel {
  const [start, place, scan] = logs.map(Math.exp);
  return { visibility, start, place, scan };
}

function loss(traces: HumanTrace[], played: Played[], model: HumanModel): number {
  let sum = 0;
  traces.forEach((t, i) => (sum += (Math.log(humanSeconds(t, model)) - Math.log(played[i].seconds)) ** 2));
  return sum / traces.length;
}

/** The best grid point and coefficients on a training set. */
function fit(tracesByPoint: HumanTrace[][], played: Played[], rows: number[]): { model: HumanModel; point: number; loss: number } {
  let best: { model: HumanModel; point: number; loss: number } | undefined;
  GRID.forEach((visibility, point) => {
    const traces = rows.map((i) => tracesByPoint[point][i]);
    const sample = rows.map((i) => played[i]);
    const r = nelderMead((x) => loss(traces, sample, modelOf(visibility, x)), [0, 1, 0], { step: 1 });
    if (!best || r.value < best.loss) best = { model: modelOf(visibility, r.x), point, loss: r.value };
  });
  return best!;
}

const f3 = (x: number) => x.toFixed(3);

export async function benchHuman(): Promise<void> {
  const played = readCalibration();
  const tracesByPoint = GRID.map((visibility) => played.map((p) => traceHuman(p.grid, { visibility })));
  const observed = played.map((p) => p.seconds);

  // 5-fold cross-validation over a fixed shuffle
  const order = shuffled(played.map((_, i) => i), 2026);
  const predicted = new Array<number>(played.length);
  const chosen: string[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const test = order.filter((_, k) => k % FOLDS === f);
    const train = order.filter((_, k) => k % FOLDS !== f);
    const { model, point } = fit(tracesByPoint, played, train);
    chosen.push(visibilityText(model.visibility));
    for (const i of test) predicted[i] = humanSeconds(tracesByPoint[point][i], model);
  }
  const band = (lo: number, hi: number) => played.map((p, i) => (p.er > lo && p.er <= hi ? i : -1)).filter((i) => i >= 0);
  const pick = (xs: number[], rows: number[]) => rows.map((i) => xs[i]);
  const ratio = median(predicted.map((p, i) => p / observed[i]));

  console.log('## Human time model (`npm run bench -- human`)\n');
  console.log(`Fitted on \`human_calibration.tsv\` (${played.length} puzzles, people's mean solve times); predictions of each fold come from a model fitted on the other four (grid points chosen per fold: ${[...new Set(chosen)].join('; ')}).\n`);
  console.log('| puzzles | n | Spearman, 5-fold CV | Kendall tau-b, CV | SE ER Spearman | clue count Spearman |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const bands: [string, number[]][] = [
    ['all', played.map((_, i) => i)],
    ['ER ≤ 1.5', band(-1, 1.5)],
    ['1.5 < ER ≤ 2.5', band(1.5, 2.5)],
    ['2.5 < ER ≤ 6.0', band(2.5, 6)],
    ['ER > 6.0', band(6, 99)],
  ];
  for (const [name, rows] of bands) {
    const obs = pick(observed, rows);
    console.log(`| ${name} | ${rows.length} | ${f3(spearman(pick(predicted, rows), obs))} | ${f3(kendall(pick(predicted, rows), obs))} | ${f3(spearman(rows.map((i) => played[i].er), obs))} | ${f3(spearman(rows.map((i) => played[i].clues), obs))} |`);
  }
  console.log(`\nMedian predicted/observed time, cross-validated: **${ratio.toFixed(2)}** (target 0.8-1.25).`);

  const all = fit(tracesByPoint, played, played.map((_, i) => i));
  const m = all.model;
  const inSample = played.map((p) => humanSeconds(traceHuman(p.grid), HUMAN_MODEL));
  console.log(
    `\nFitted on all puzzles: ${visibilityText(m.visibility)}, start ${m.start.toFixed(2)} s, place ${m.place.toFixed(2)} s, scan ${m.scan.toFixed(3)} s (RMS log error ${Math.sqrt(all.loss).toFixed(3)}). ` +
      `The engine's HUMAN_MODEL in sample: Spearman ${f3(spearman(inSample, observed))}, median ratio ${median(inSample.map((p, i) => p / observed[i])).toFixed(2)}.\n`,
  );

  // speed: what the model adds to rate(), per puzzle (median over puzzles), one thread
  console.log('| set | puzzles | rate() median ms (model included) | the model alone median ms |');
  console.log('|---|---:|---:|---:|');
  const sets: [string, Grid[]][] = [
    ['kaggle.txt (first 1,000)', readPuzzleFile('kaggle.txt').slice(0, 1000).map(grid)],
    ['17clue.txt (1,000 shuffled)', shuffled(readPuzzleFile('17clue.txt')).slice(0, 1000).map(grid)],
    ['human_calibration.tsv', played.map((p) => p.grid)],
  ];
  for (const [name, grids] of sets) {
    for (const g of grids.slice(0, 100)) rate(g); // warm up
    const rateMs: number[] = [];
    const modelMs: number[] = [];
    for (const g of grids) {
      let t = performance.now();
      rate(g);
      rateMs.push(performance.now() - t);
      t = performance.now();
      traceHuman(g);
      modelMs.push(performance.now() - t);
    }
    console.log(`| ${name} | ${grids.length} | ${median(rateMs).toFixed(3)} | ${median(modelMs).toFixed(3)} |`);
  }
  console.log('');
}
