/**
 * Every rung of the variant ladder checked sound on thousands of random positions that keep a
 * known solution: a fill (the independent reference fill), rules over it (cages with its sums,
 * jigsaw regions, diagonals, windows), some of its digits placed and each wrong candidate of the
 * open cells crossed out at random. A technique may assume only that the solution is still in
 * the candidates, so each step found there must place the solution's digit and never remove it.
 * Thinned candidates make the rare patterns (fish, killer triples, hidden cages) common, so the
 * new rungs are hit hundreds of times. The puzzles need not be unique. Seeds are printed; the
 * test yields between positions.
 */
import { describe, expect, it } from 'vitest';
import type { GridSize, Rules } from '../../rules/rules.js';
import { compileRules } from '../../rules/compile.js';
import { randomCages, randomRegions, seeded } from '../../test-support/variant-random.js';
import { randomReferenceFill, satisfiesRules } from '../../test-support/variant-reference.js';
import { yieldToEventLoop } from '../../test-support/yielding.js';
import { initialState } from './state.js';
import { VARIANT_TECHNIQUES } from './ladder.js';

type Kind = 'killer' | 'jigsaw' | 'x' | 'windoku' | 'killer-x';

function randomRules(n: GridSize, kind: Kind, random: () => number): { rules: Rules; solution: number[] } | undefined {
  const rules: Rules = { size: n };
  if (kind === 'jigsaw') rules.regions = randomRegions(n, random, 10 + Math.floor(random() * 30));
  if (kind === 'x' || kind === 'killer-x') rules.diagonals = true;
  if (kind === 'windoku') rules.windows = true;
  const solution = randomReferenceFill(rules, random, 5_000);
  if (!solution) return undefined;
  if (kind === 'killer' || kind === 'killer-x') rules.cages = randomCages(n, solution, random, 0.8 + random() * 0.2, 5);
  return { rules, solution };
}

describe('variant ladder soundness on random positions keeping the solution', () => {
  it('every rung, every step it finds keeps the solution', async () => {
    const plan: [GridSize, Kind, number][] = [
      [6, 'killer', 40], [9, 'killer', 60], [9, 'killer-x', 15], [9, 'jigsaw', 20], [9, 'x', 15], [9, 'windoku', 10],
    ];
    const base = 28_000;
    const hits = new Map<string, number>();
    let positions = 0;
    for (const [n, kind, count] of plan) {
      for (let k = 0; k < count; k++) {
        const seed = base + n * 1000 + k;
        const random = seeded(seed);
        const made = randomRules(n, kind, random);
        if (!made) continue;
        const { rules, solution } = made;
        expect(satisfiesRules(rules, solution)).toBe(true);
        const compiled = compileRules(rules);
        // Several positions per puzzle: fewer digits placed and fewer candidates left as k grows.
        for (const [placedShare, keepShare] of [[0, 0.8], [0.15, 0.6], [0.3, 0.45], [0.4, 0.3]]) {
          const givens = solution.map((d) => (random() < placedShare ? d : 0));
          const state = initialState(compiled, givens);
          for (let i = 0; i < compiled.cells; i++) {
            if (state.value[i]) continue;
            const keep = 1 << (solution[i] - 1);
            let m = state.cand[i];
            for (let d = 1; d <= n; d++) if ((m & (1 << (d - 1))) && !(keep & (1 << (d - 1))) && random() > keepShare) m &= ~(1 << (d - 1));
            state.cand[i] = m;
          }
          positions++;
          for (const t of VARIANT_TECHNIQUES) {
            const step = t.find(state);
            if (!step) continue;
            hits.set(t.name, (hits.get(t.name) ?? 0) + 1);
            const where = `${n}x${n} ${kind} seed ${seed} keep ${keepShare} (${t.name}): ${step.explanation}`;
            expect(step.technique, where).toBe(t.name);
            expect(step.placements.length + step.eliminations.length, where).toBeGreaterThan(0);
            expect(step.explanation, where).not.toMatch(/undefined|NaN|\[object/);
            for (const p of step.placements) expect(p.digit, where).toBe(solution[p.cell]);
            for (const e of step.eliminations) expect(e.digit, where).not.toBe(solution[e.cell]);
          }
          await yieldToEventLoop();
        }
      }
    }
    console.log(`random positions: ${positions} positions (seeds ${base}+n*1000+k); steps checked per rung: ${JSON.stringify(Object.fromEntries(hits))}`);
    expect(positions).toBeGreaterThan(500);
    // The new rungs are each checked on many positions, not a handful.
    for (const name of ['Innie-Outie Difference', 'Cage Splitting', 'Hidden Cage', 'Killer Triple', 'Swordfish', 'Franken X-Wing', 'Killer Quad', 'Jellyfish', 'Franken Swordfish', 'XY-Chain', 'Cage Clash', 'Unit Combinations', 'X-Chain', 'Rule of 45 on Unit Sets']) {
      expect(hits.get(name) ?? 0, name).toBeGreaterThan(30);
    }
  }, 300_000);
});
