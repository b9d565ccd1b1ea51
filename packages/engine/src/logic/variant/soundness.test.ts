/**
 * Every step of the variant ladder checked sound against a known solution, on thousands of
 * positions: no placement of a wrong digit, no elimination of the solution's digit. Puzzles:
 * random variants of sizes 4-16 (jigsaw, X, windoku, killer, mixed; test-support/variant-
 * random.ts, filled by the independent reference fill) made unique with the exact solver by
 * adding givens from the solution and then thinned; and 9x9 killers with no givens left where
 * the cages alone make them unique. Seeds are printed; the test yields between puzzles.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../../solve/solver.js';
import type { GridSize, Rules } from '../../rules/rules.js';
import { compileRules } from '../../rules/compile.js';
import { randomCages, randomVariant, seeded } from '../../test-support/variant-random.js';
import { randomReferenceFill, satisfiesRules } from '../../test-support/variant-reference.js';
import { yieldToEventLoop } from '../../test-support/yielding.js';
import { applyVariantStep, initialState, isBroken } from './state.js';
import { VARIANT_TECHNIQUES, nextVariantStep } from './ladder.js';
import type { VariantStep } from './state.js';

type Kind = 'classic' | 'jigsaw' | 'x' | 'windoku' | 'killer' | 'mixed';

interface Made {
  rules: Rules;
  givens: number[];
  solution: number[];
}

const unique = (rules: Rules, givens: number[]) => ((r) => r.count === 1 && !r.stopped)(solve(givens, { rules, limit: 2, budget: 5_000 }));

/** Unique by adding givens from the solution, then thinned by at most `thin` removals. */
async function makeUnique(rules: Rules, solution: number[], givens: number[], random: () => number, thin: number): Promise<number[] | undefined> {
  const g = givens.map((d, i) => (d === solution[i] ? d : 0));
  const n = rules.size ?? 9;
  const order = [...Array(n * n).keys()].sort(() => random() - 0.5);
  let tries = 0;
  while (!unique(rules, g)) {
    await yieldToEventLoop();
    const free = order.filter((i) => g[i] === 0);
    if (!free.length || ++tries > n * n) return undefined;
    const i = free[Math.floor(random() * free.length)];
    g[i] = solution[i];
  }
  let attempts = 0;
  for (const i of order) {
    if (attempts >= thin) break;
    if (!g[i]) continue;
    attempts++;
    await yieldToEventLoop();
    const d = g[i];
    g[i] = 0;
    if (!unique(rules, g)) g[i] = d;
  }
  return g;
}

async function variantPuzzle(n: GridSize, kind: Kind, seed: number): Promise<Made | undefined> {
  const random = seeded(seed);
  const v = randomVariant(n, kind, random);
  if (!v.solution) return undefined;
  const solution = v.solution;
  // Cage sums off the solution (randomVariant nudges a few) are put back on it.
  if (v.rules.cages) v.rules.cages = v.rules.cages.map((c) => ({ cells: c.cells, sum: c.cells.reduce((s, x) => s + solution[x], 0) }));
  if (!satisfiesRules(v.rules, solution)) return undefined;
  const givens = await makeUnique(v.rules, solution, v.givens, random, n <= 9 ? 30 : 0);
  return givens && { rules: v.rules, givens, solution };
}

/** A 9x9 (or 6x6) killer covered by cages, givens only where the cages leave it ambiguous. */
async function killerPuzzle(n: GridSize, seed: number): Promise<Made | undefined> {
  const random = seeded(seed);
  const rules: Rules = { size: n };
  const solution = randomReferenceFill(rules, random, 5_000);
  if (!solution) return undefined;
  rules.cages = randomCages(n, solution, random, 1, 5);
  const givens = await makeUnique(rules, solution, new Array(n * n).fill(0), random, 30);
  return givens && { rules, givens, solution };
}

const seen = new Map<string, number>();
/** Steps of every rung checked (not only the ones the ladder took): rare rungs get checked too. */
const probed = new Map<string, number>();

function checkSound(p: Made, step: VariantStep, where: string): void {
  expect(step.placements.length + step.eliminations.length, where).toBeGreaterThan(0);
  expect(step.explanation, where).not.toMatch(/undefined|NaN|\[object/);
  for (const pl of step.placements) expect(pl.digit, where).toBe(p.solution[pl.cell]);
  for (const e of step.eliminations) expect(e.digit, where).not.toBe(p.solution[e.cell]);
}

/**
 * Run the ladder on a puzzle, checking every step; at every `probeEvery`-th position each rung
 * is also asked for its step and that step checked. Returns the number of steps.
 */
function checkSteps(p: Made, label: string, probeEvery = 0): number {
  const rules = compileRules(p.rules);
  const state = initialState(rules, p.givens);
  let steps = 0;
  for (;;) {
    if (state.value.every((d) => d) || isBroken(state)) break;
    if (probeEvery && steps % probeEvery === 0) {
      for (const t of VARIANT_TECHNIQUES) {
        const found = t.find(state);
        if (!found) continue;
        probed.set(t.name, (probed.get(t.name) ?? 0) + 1);
        checkSound(p, found, `${label} position ${steps} probe ${t.name}: ${found.explanation}`);
      }
    }
    const step = nextVariantStep(state);
    if (!step) break;
    steps++;
    seen.set(step.technique, (seen.get(step.technique) ?? 0) + 1);
    const where = `${label} step ${steps} (${step.technique}): ${step.explanation}`;
    checkSound(p, step, where);
    applyVariantStep(state, step);
    // A plain loop, expect only on a miss: an expect per cell and step was most of this file's time.
    for (let i = 0; i < rules.cells; i++) if (!(state.cand[i] & (1 << (p.solution[i] - 1)))) expect(0, `${where}: r${Math.floor(i / rules.size) + 1}c${(i % rules.size) + 1} lost its solution digit`).not.toBe(0);
  }
  expect(isBroken(state), label).toBe(false);
  return steps;
}

describe('variant ladder soundness', () => {
  it('random variants of sizes 4-16: every step keeps the solution', async () => {
    const plan: [GridSize, Kind, number][] = [
      // half of what it was (the suite's 10-minute budget); soundness-positions.test.ts asks
      // every rung at hundreds of thinned positions besides
      [4, 'mixed', 30], [4, 'killer', 15],
      [6, 'mixed', 30], [6, 'killer', 20], [6, 'jigsaw', 10],
      [9, 'killer', 12], [9, 'jigsaw', 8], [9, 'x', 5], [9, 'windoku', 5], [9, 'mixed', 10],
      [12, 'mixed', 1], [16, 'classic', 1],
    ];
    let positions = 0;
    let puzzles = 0;
    const base = 9100;
    for (const [n, kind, count] of plan) {
      for (let k = 0; k < count; k++) {
        const seed = base + n * 1000 + k;
        const p = await variantPuzzle(n, kind, seed);
        if (p) {
          // Probes every 15th position (every 6th below): probing asks all rungs, the cost of this
          // file; soundness-positions.test.ts probes every rung at every one of its positions.
          positions += checkSteps(p, `${n}x${n} ${kind} seed ${seed}`, n <= 9 ? 15 : 0);
          puzzles++;
        }
        await yieldToEventLoop();
      }
    }
    console.log(`variant ladder: ${puzzles} puzzles, ${positions} steps checked (seeds ${base}+n*1000+k); techniques: ${JSON.stringify(Object.fromEntries(seen))}`);
    expect(positions).toBeGreaterThan(1000);
  });

  it('killers covered by cages (6x6 and 9x9, few or no givens): every step keeps the solution', async () => {
    let positions = 0;
    let puzzles = 0;
    const base = 4400;
    for (const [n, count] of [[6, 12], [9, 10]] as [GridSize, number][]) {
      for (let k = 0; k < count; k++) {
        const seed = base + n * 1000 + k;
        const p = await killerPuzzle(n, seed);
        if (p) {
          positions += checkSteps(p, `${n}x${n} killer seed ${seed}`, 6);
          puzzles++;
        }
        await yieldToEventLoop();
      }
    }
    console.log(`killer ladder: ${puzzles} puzzles, ${positions} steps checked (seeds ${base}+n*1000+k); techniques: ${JSON.stringify(Object.fromEntries(seen))}; rungs probed: ${JSON.stringify(Object.fromEntries(probed))}`);
    expect(positions).toBeGreaterThan(700);
    // Every rung was asked at many positions and its step checked, rare ones included; the rungs
    // rare on real solves (fish beyond the X-Wing, killer quads, ...) are hit hundreds of times
    // on thinned positions in soundness-positions.test.ts.
    const rare = new Set(['Innie-Outie Difference', 'Cage Splitting', 'Hidden Cage', 'Killer Triple', 'Swordfish', 'Franken X-Wing', 'Killer Quad', 'Jellyfish', 'Franken Swordfish', 'XY-Chain', 'Cage Clash', 'Unit Combinations', 'X-Chain', 'Rule of 45 on Unit Sets']);
    for (const t of VARIANT_TECHNIQUES) if (!rare.has(t.name)) expect(probed.get(t.name) ?? 0, t.name).toBeGreaterThan(40);
  });
});
