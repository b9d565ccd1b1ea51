import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseLine } from '../../grid/grid.js';
import { Candidates } from '../../grid/candidates.js';
import { SIZE, UNITS } from '../../grid/units.js';
import type { Step } from '../step.js';
import { keyOf } from './chain-engine.js';
import { forEachLocking } from './intersections.js';
import { findHiddenSet, findNakedSet } from './subsets.js';
import { findFish } from './fish.js';
import { BASIC_RULES, prepareBasics } from './nested-basics.js';

const DATA = new URL('../../../../../../shared/data/', import.meta.url);
// top1465.txt (../shared/data): puzzles with plenty of candidates left after the givens
const PUZZLES = readFileSync(new URL('top1465.txt', DATA), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')).slice(0, 50);

const has = (m: Uint16Array, c: number, d: number) => (m[c] & (1 << (d - 1))) !== 0;

/**
 * The reference: the ladder's own finders (every step they find, in order) with SE's
 * getRuleParents written out from the Step, as SE's hint classes define them.
 */
function reference(g: Candidates, source: Uint16Array): string[][] {
  const lost = (bases: number[], covers: number[], d: number) =>
    bases.flatMap((u) => UNITS[u].filter((c) => has(source, c, d) && !g.has(c, d) && !covers.some((v) => UNITS[v].includes(c))).map((c) => keyOf(c, d, false)));
  const parentsOf: ((s: Step) => number[])[] = [
    (s) => lost([s.units[0]], [s.units[1]], s.digits[0]),
    (s) => {
      let at = 0;
      for (const d of s.digits) at |= g.positions(s.units[0], d);
      return UNITS[s.units[0]].flatMap((c, i) => (at & (1 << i) ? [] : s.digits.filter((d) => has(source, c, d)).map((d) => keyOf(c, d, false))));
    },
    (s) => s.cells.flatMap((c) => Array.from({ length: SIZE }, (_, k) => k + 1).filter((d) => has(source, c, d) && !s.digits.includes(d)).map((d) => keyOf(c, d, false))),
    (s) => lost(s.units.slice(0, s.units.length / 2), s.units.slice(s.units.length / 2), s.digits[0]),
  ];
  const finders: ((visit: (s: Step) => void) => void)[] = [
    (v) => forEachLocking(g, v),
    (v) => void findHiddenSet(g, 2, false, v),
    (v) => void findNakedSet(g, 2, v),
    (v) => void findFish(g, 2, v),
  ];
  return finders.map((find, r) => {
    const out: string[] = [];
    find((s) => {
      const parents = parentsOf[r](s);
      if (!parents.length) return;
      const removals = s.eliminations.map((e) => e.cell * SIZE + e.digit - 1).sort((a, b) => a - b);
      for (const x of removals) out.push(`${keyOf((x / SIZE) | 0, (x % SIZE) + 1, false)}<${parents.join(',')}`);
    });
    return out;
  });
}

describe('nested basic rules', () => {
  it('find what the ladder finders find, in the same order, with the same parents', () => {
    let version = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PUZZLES.length - 1 }), fc.array(fc.integer({ min: 0, max: 728 }), { minLength: 5, maxLength: 120 }), (p, cuts) => {
        const parsed = parseLine(PUZZLES[p].slice(0, 81));
        if (!parsed.ok) throw new Error(parsed.error.message);
        const start = Candidates.fromGrid(parsed.value);
        const source = start.masks.slice();
        const masks = source.slice();
        // a chain's removals: random candidates, never a cell's last one
        for (const x of cuts) {
          const c = (x / SIZE) | 0;
          const bit = 1 << (x % SIZE);
          if (masks[c] & bit && masks[c] & ~bit) masks[c] &= ~bit;
        }
        const g = new Candidates(start.values, masks);
        const want = reference(g, source);
        const grid = { masks, values: start.values, source };
        prepareBasics(grid, ++version);
        const got = BASIC_RULES.map((r) => r.run(grid).map((a) => `${a.key}<${a.parents.join(',')}`));
        expect(got).toEqual(want);
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });
});
