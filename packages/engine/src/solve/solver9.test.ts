import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solve } from './solver.js';
import { prepare } from './prepare.js';
import { layout9 } from './layout9.js';
import { bandShrink, loneInRows, rowFlags, rowsOf } from './solver9.js';
import { compileRules } from '../rules/compile.js';
import { boxRegions } from '../rules/validate.js';
import type { Rules } from '../rules/rules.js';
import { generateVariant } from '../generate/variant.js';
import { fastVariantReferenceCount } from '../test-support/variant-fast-reference.js';
import { satisfiesRules, tryVariantReferenceCount } from '../test-support/variant-reference.js';
import { seeded } from '../test-support/variant-random.js';
import { readVariantFile } from '../test-support/variant-data.js';

/**
 * The 9x9 bitboard core (solver9.ts, reached through solve() for 9x9 rules without cages)
 * against the two reference counters written apart from it (test-support): counts, and the
 * solution wherever a complete count proves it unique. Seeds are in the test names.
 */

const KINDS = ['boxes', 'jigsaw', 'x', 'windoku', 'jigsaw x', 'jigsaw windoku', 'x windoku', 'jigsaw x windoku'] as const;
type Kind = (typeof KINDS)[number];

/** The rules of a kind without their jigsaw regions (a fill of these is then reshaped into regions). */
function baseRules(kind: Kind): Rules {
  const rules: Rules = { size: 9 };
  if (kind === 'boxes') rules.regions = boxRegions(9);
  if (kind.includes('x')) rules.diagonals = true;
  if (kind.includes('windoku')) rules.windows = true;
  return rules;
}

/** A full grid of rules without regions, from the fast reference (a random first row, completed). */
function fill(rules: Rules, random: () => number): number[] {
  const row = [1, 2, 3, 4, 5, 6, 7, 8, 9].sort(() => random() - 0.5);
  const r = fastVariantReferenceCount(rules, [...row, ...new Array(72).fill(0)], 1, 50_000);
  if (r === 'unknown' || !r.first) throw new Error(`no fill for ${JSON.stringify(rules)}`);
  return r.first;
}

function connected(region: number[], cells: number[]): boolean {
  const inside = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    const i = stack.pop()!;
    for (const j of [i - 9, i + 9, i % 9 ? i - 1 : -1, i % 9 < 8 ? i + 1 : -1]) if (inside.has(j) && !seen.has(j)) (seen.add(j), stack.push(j));
  }
  return seen.size === cells.length && cells.every((c) => region[c] === region[cells[0]]);
}

/**
 * Jigsaw regions the fill keeps: from the boxes, swaps of two cells holding the same digit
 * between two regions they border, kept when both regions stay connected (a random jigsaw
 * rarely has a fill at all, with windows even less).
 */
function regionsFor(solution: number[], random: () => number, swaps: number): number[] {
  const region = boxRegions(9).slice();
  const borders = (i: number, r: number) => [i - 9, i + 9, i % 9 ? i - 1 : -1, i % 9 < 8 ? i + 1 : -1].some((j) => j >= 0 && j < 81 && region[j] === r);
  for (let t = 0; t < swaps * 30 && swaps > 0; t++) {
    const a = Math.floor(random() * 81);
    const b = Math.floor(random() * 81);
    const A = region[a];
    const B = region[b];
    if (A === B || solution[a] !== solution[b] || !borders(a, B) || !borders(b, A)) continue;
    region[a] = B;
    region[b] = A;
    const cellsOf = (r: number) => [...Array(81).keys()].filter((i) => region[i] === r);
    if (connected(region, cellsOf(A)) && connected(region, cellsOf(B))) swaps--;
    else ((region[a] = A), (region[b] = B));
  }
  return region;
}

/** A layout of the kind with a fill of it. */
function layout(kind: Kind, random: () => number): { rules: Rules; solution: number[] } {
  const rules = baseRules(kind);
  const solution = fill(rules, random);
  if (kind.includes('jigsaw')) rules.regions = regionsFor(solution, random, 3 + Math.floor(random() * 30));
  return { rules, solution };
}

/** Givens from a fill at a random density; now and then one wrong digit (the count may drop to 0). */
function someGivens(solution: number[], random: () => number, least = 0.22): number[] {
  const density = least + random() * 0.4;
  const givens = solution.map((d) => (random() < density ? d : 0));
  if (random() < 0.08) givens[Math.floor(random() * 81)] = 1 + Math.floor(random() * 9);
  return givens;
}

/** solve() against a reference result on one puzzle. */
function check(rules: Rules, givens: number[], limit: number, ref: { count: number; first?: number[] }, where: string): void {
  const r = solve(givens, { rules, limit });
  expect(r.count, where).toBe(ref.count);
  expect(r.stopped, where).toBeUndefined();
  if (r.count === 0) {
    expect(r.solution, where).toBeUndefined();
    return;
  }
  const s = Array.from(r.solution!);
  expect(satisfiesRules(rules, s), where).toBe(true);
  givens.forEach((d, i) => d && expect(s[i], where).toBe(d));
  // A complete count of one: the solution is the only one, so the reference's.
  if (ref.count === 1 && limit > 1) expect(s, where).toEqual(ref.first);
}

// The row helpers work on a whole band word at once by carries and borrows; here each is checked
// against a plain row-by-row definition, on every value of one row beside random other rows.
describe('row helpers by carries (hidden singles in rows, locked candidates) against row-by-row definitions', () => {
  const row = (x: number, i: number) => (x >>> (9 * i)) & 0x1ff;
  const seed = 20261127;
  const random = seeded(seed);
  const word = (nonEmpty: boolean) => {
    let x = 0;
    for (let i = 0; i < 3; i++) {
      const r = Math.floor(random() * 512);
      x |= (nonEmpty && r === 0 ? 1 << Math.floor(random() * 9) : random() < 0.3 ? 1 << Math.floor(random() * 9) : r) << (9 * i);
    }
    return x;
  };
  it(`every row value in each position, other rows random (seed ${seed})`, () => {
    const wrong: string[] = [];
    for (let i = 0; i < 3; i++) {
      for (let v = 0; v < 512; v++) {
        for (let t = 0; t < 8; t++) {
          const x = (word(true) & ~(0x1ff << (9 * i))) | (v << (9 * i));
          const y = word(false);
          const z = word(false);
          let flags = 0;
          let rows = 0;
          let lone = 0;
          for (let j = 0; j < 3; j++) {
            if (row(x, j) !== 0) flags |= 1 << (9 * j);
            for (const [w, at] of [[x, 0], [y, 3], [z, 6]]) if (row(w, j) !== 0) rows |= 1 << (at + j);
            if ((row(x, j) & (row(x, j) - 1)) === 0) lone |= row(x, j) << (9 * j);
          }
          if (rowFlags(x) !== flags || rowsOf(x, y, z) !== rows || (v !== 0 && loneInRows(x) !== lone)) wrong.push(`${x} ${y} ${z}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

// The boxes' shrink by table (rules with the nine boxes as units) against its plain definition:
// a cell keeps the digit when some one-to-one assignment of the band's rows to its boxes, each
// row having a place in its box, puts its row in its box.
describe('bandShrink against the row-to-box assignments', () => {
  const seed = 20261128;
  it(`random band words of every density (seed ${seed})`, () => {
    const random = seeded(seed);
    const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    const wrong: number[] = [];
    for (let t = 0; t < 20000; t++) {
      const p = [0.1, 0.2, 0.35, 0.6][t % 4];
      let f = 0;
      for (let i = 0; i < 27; i++) if (random() < p) f |= 1 << i;
      const has = (r: number, box: number) => ((f >>> (9 * r + 3 * box)) & 7) !== 0;
      let keep = 0;
      let any = false;
      for (const perm of perms) {
        if (!perm.every((box, r) => has(r, box))) continue;
        any = true;
        perm.forEach((box, r) => (keep |= f & (7 << (9 * r + 3 * box))));
      }
      if (bandShrink(f) !== (any ? keep : -1)) wrong.push(f);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the core is what solve() runs for 9x9 rules without cages', () => {
  it.each(KINDS)('%s', (kind) => {
    expect(layout9(prepare(compileRules(layout(kind, seeded(1)).rules)))).not.toBeNull();
  });
  it('not for cages, other sizes or classic rules', () => {
    expect(layout9(prepare(compileRules({ size: 9, diagonals: true, cages: [{ sum: 3, cells: [0, 1] }] })))).toBeNull();
    expect(layout9(prepare(compileRules({ size: 6, diagonals: true })))).toBeNull();
  });
});

describe('against the fast reference counter: random layouts, givens and limits (seeds printed)', () => {
  const BASE = 9_270_000;
  KINDS.forEach((kind, ki) => {
    for (let chunk = 0; chunk < 2; chunk++) {
      const seed = BASE + ki * 100 + chunk;
      it(`${kind}: 3 layouts x 28 puzzles, seed ${seed}`, () => {
        const random = seeded(seed);
        let decided = 0;
        for (let l = 0; l < 3; l++) {
          const { rules, solution } = layout(kind, random);
          for (let t = 0; t < 28; t++) {
            const givens = someGivens(solution, random);
            const limit = 1 + Math.floor(random() * 3);
            const ref = fastVariantReferenceCount(rules, givens, limit, 20_000);
            if (ref === 'unknown') continue;
            decided++;
            check(rules, givens, limit, ref, `seed ${seed} layout ${l} puzzle ${t} (${kind}, limit ${limit}): ${JSON.stringify({ rules, givens })}`);
          }
        }
        expect(decided).toBeGreaterThan(55);
      });
    }
  });
});

describe('against the plain reference counter (seeds printed)', () => {
  KINDS.forEach((kind, ki) => {
    const seed = 9_280_000 + ki;
    it(`${kind}: 12 puzzles, seed ${seed}`, () => {
      const random = seeded(seed);
      const { rules, solution } = layout(kind, random);
      for (let t = 0; t < 12; t++) {
        const givens = someGivens(solution, random, 0.3);
        const limit = 1 + Math.floor(random() * 3);
        const ref = tryVariantReferenceCount(rules, givens, limit, 5_000);
        if (ref === 'unknown') continue;
        check(rules, givens, limit, ref, `seed ${seed} puzzle ${t} (${kind}, limit ${limit})`);
      }
    });
  });
});

describe('generated puzzles (generateVariant, seeds in the names): unique by the reference too', () => {
  for (const variant of ['jigsaw', 'x', 'windoku'] as const) {
    it(`${variant}, seeds 1-3`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const { rules, givens } = generateVariant({ variant, size: 9, seed }).puzzle;
        const ref = fastVariantReferenceCount(rules, givens, 2, 200_000);
        expect(ref, `${variant} seed ${seed}`).not.toBe('unknown');
        check(rules, Array.from(givens), 2, ref as { count: number; first?: number[] }, `${variant} seed ${seed}`);
      }
    });
  }
});

describe('published 9x9 variants without cages (test/data, sources in the file): the published solution', () => {
  const vectors = readVariantFile('variants-with-solutions.jsonl').filter((v) => (v.rules.size ?? 9) === 9 && !v.rules.cages?.length);
  it('the file has some', () => expect(vectors.length).toBeGreaterThan(1));
  it.each(vectors)('$name ($source)', (v) => {
    expect(layout9(prepare(compileRules(v.rules)))).not.toBeNull();
    const r = solve(v.givens, { rules: v.rules, limit: 2 });
    expect(r.count).toBe(1);
    expect(Array.from(r.solution!)).toEqual(v.solution);
  });
});

describe('fills from near-empty grids, one after another (the generators\' randomFill; seed printed)', () => {
  // Few givens leave no two-candidate cell for long stretches, so the guess falls back to
  // three-candidate cells; a band solved meanwhile must not keep the three-candidate cells an
  // earlier guess found in it. A generated jigsaw's fill crashed on exactly that (the named case
  // below); these random fills did not reach it, the named case does.
  it('a jigsaw fill that crashed the core (the generator at jigsaw hard seed 2 after this session\'s merge): a valid fill, as the reference finds one', () => {
    const rules: Rules = { size: 9, regions: [0,0,0,0,1,1,1,1,1,0,3,0,0,1,1,2,1,1,3,3,0,0,5,2,2,2,2,3,3,3,5,5,2,2,2,2,3,3,3,5,5,5,5,5,5,6,6,4,4,4,4,4,4,4,6,6,8,8,8,8,8,4,4,6,6,7,7,7,7,8,8,8,6,6,6,7,7,7,7,7,8] };
    const givens = [4,8,6,1,9,7,2,3,5,0,0,0,7,0,0,0,0,0,9,0,0,0,0,4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,6,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,6,0,0,0,0,0,0,0,0,0,9,0,0,0];
    const ref = fastVariantReferenceCount(rules, givens, 1, 200_000);
    expect(ref).not.toBe('unknown');
    check(rules, givens, 1, ref as { count: number; first?: number[] }, 'the crash case');
  });

  it('every kind: 6 layouts x 12 fills of 0-14 givens, each a valid solution through the givens', () => {
    const seed = 9_290_000;
    const random = seeded(seed);
    for (const kind of KINDS) {
      for (let l = 0; l < 6; l++) {
        const { rules, solution } = layout(kind, random);
        for (let t = 0; t < 12; t++) {
          const n = Math.floor(random() * 15);
          const givens = new Array(81).fill(0);
          for (let k = 0; k < n; k++) {
            const i = Math.floor(random() * 81);
            givens[i] = solution[i];
          }
          const where = `seed ${seed} ${kind} layout ${l} fill ${t}: ${JSON.stringify({ rules, givens })}`;
          const r = solve(givens, { rules, limit: 1 });
          expect(r.count, where).toBe(1);
          const s = Array.from(r.solution!);
          expect(satisfiesRules(rules, s), where).toBe(true);
          givens.forEach((d, i) => d && expect(s[i], where).toBe(d));
        }
      }
    }
  });
});

describe('limit and budget', () => {
  it('counts sparse grids (every fifth cell of a fill given) up to the limit', () => {
    for (const kind of KINDS) {
      const { rules, solution } = layout(kind, seeded(5));
      const givens = solution.map((d, i) => (i % 5 === 0 ? d : 0));
      for (const limit of [1, 7, 20]) {
        const ref = fastVariantReferenceCount(rules, givens, limit, 100_000);
        expect(ref, `${kind} limit ${limit}`).not.toBe('unknown');
        expect(solve(givens, { rules, limit }).count, `${kind} limit ${limit}`).toBe((ref as { count: number }).count);
      }
    }
  });
  it('stops at the budget with a lower bound and exactly that many guesses', () => {
    const rules = { size: 9 as const, diagonals: true };
    const r = solve(new Uint8Array(81), { rules, limit: 1000, budget: 25 });
    expect(r.stopped).toBe('budget');
    expect(r.guesses).toBe(25);
    expect(r.count).toBeLessThan(1000);
    const none = solve(new Uint8Array(81), { rules, limit: 2, budget: 0 });
    expect(none).toMatchObject({ count: 0, guesses: 0, stopped: 'budget' });
  });
  it('givens that clash give no solution', () => {
    const g = new Uint8Array(81);
    g[0] = 5;
    g[80] = 5; // both on the main diagonal
    expect(solve(g, { rules: { size: 9, diagonals: true }, limit: 2 }).count).toBe(0);
  });
});

describe('properties (fast-check)', () => {
  it('relabelling the digits keeps the count; the solution relabels the same way', () => {
    const arb = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), kind: fc.constantFrom(...KINDS), perm: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }) });
    fc.assert(
      fc.property(arb, ({ seed, kind, perm }) => {
        const random = seeded(seed);
        const { rules, solution } = layout(kind, random);
        const givens = someGivens(solution, random);
        const a = solve(givens, { rules, limit: 3 });
        const b = solve(givens.map((d) => (d ? perm[d - 1] : 0)), { rules, limit: 3 });
        expect(b.count).toBe(a.count);
        if (a.count === 1) expect(Array.from(b.solution!)).toEqual(Array.from(a.solution!, (d) => perm[d - 1]));
      }),
      { numRuns: 25, seed: 92 },
    );
  });
});
