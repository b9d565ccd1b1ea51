import { describe, expect, it } from 'vitest';
import { prepare, type Prepared } from './prepare.js';
import { compileRules } from '../rules/compile.js';
import type { GridSize, Rules } from '../rules/rules.js';
import { readVariantFile } from '../test-support/variant-data.js';
import { randomCages, randomVariant, seeded } from '../test-support/variant-random.js';

/**
 * The derived sum groups (innies, outies, signed innies-minus-outies, sweeps) must hold on
 * every solution: checked on known solutions (published killers, and random fills with cages
 * cut from them), not through the solver.
 */
function checkGroups(p: Prepared, solution: readonly number[], where: string): number {
  for (let g = 0; g < p.nGroups; g++) {
    const a = p.groupStart[g];
    const m = p.groupMinus[g];
    const b = p.groupStart[g + 1];
    let total = 0;
    for (let k = a; k < b; k++) total += (k < m ? 1 : -1) * solution[p.groupCells[k]];
    const cells = Array.from(p.groupCells.subarray(a, b));
    expect(total, `${where}: group ${g} (cells ${cells.join(',')}, minus from ${m - a})`).toBe(p.groupSum[g]);
    if (p.groupDistinct[g]) {
      const digits = new Set(cells.map((c) => solution[c]));
      expect(digits.size, `${where}: distinct group ${g} (cells ${cells.join(',')})`).toBe(cells.length);
    }
  }
  return p.nGroups;
}

describe('prepared sum groups hold on known solutions', () => {
  it('published killers (killers-with-solutions.jsonl, sources in test/data/README.md)', () => {
    let groups = 0;
    for (const v of readVariantFile('killers-with-solutions.jsonl')) groups += checkGroups(prepare(compileRules(v.rules)), v.solution!, v.name);
    expect(groups).toBeGreaterThan(11 * 30);
  });

  it('random killers of every size cut from random fills (seed printed on failure)', () => {
    const seed = 20261127;
    const random = seeded(seed);
    let signed = 0;
    for (let t = 0; t < 36; t++) {
      const n = ([4, 6, 9] as GridSize[])[t % 3];
      const base = randomVariant(n, t % 2 ? 'jigsaw' : 'classic', random);
      if (!base.solution) continue;
      const cover = t % 4 === 0 ? 0.6 : 1;
      const rules: Rules = { ...base.rules, cages: randomCages(n, base.solution, random, cover) };
      const p = prepare(compileRules(rules));
      checkGroups(p, base.solution, `seed ${seed} puzzle ${t} ${JSON.stringify(rules)}`);
      for (let g = 0; g < p.nGroups; g++) if (p.groupMinus[g] < p.groupStart[g + 1]) signed++;
    }
    // The signed groups are exercised, not just the plain ones.
    expect(signed).toBeGreaterThan(0);
  });
});
