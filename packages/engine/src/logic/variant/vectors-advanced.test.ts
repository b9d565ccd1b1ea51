/**
 * Named vectors for the killer techniques above the rule of 45 (innie-outie difference, cage
 * splitting, hidden cages, killer triples) and the fish beyond the X-Wing, each built on a
 * published example or walkthrough step (sources named per vector; positions re-set here from
 * the numbers the sources give, not copied code).
 */
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../rules/compile.js';
import type { Cage, Rules } from '../../rules/rules.js';
import { solve } from '../../solve/solver.js';
import { satisfiesRules } from '../../test-support/variant-reference.js';
import { parseSudokuSolverKiller } from '../../test-support/sudokusolver-killer.js';
import { type VariantState, type VariantStep, applyVariantStep, initialState } from './state.js';
import { findCageSplitting, findHiddenCage, findInnieOutieDifference } from './splits.js';
import { findRule45In } from './rule45.js';
import { findCageCombinations } from './cages.js';
import { findKillerSubset } from './killer-subsets.js';
import { findFish } from './fish.js';
import { findXChain, findXYChain } from './chains.js';
import { findCageClash } from './clash.js';
import { findUnitCombinations } from './unit-combinations.js';
import { nextVariantStep } from './ladder.js';
import { UNIT_SETS, findRule45UnitSets } from './rule45-sets.js';

const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
const mask = (...ds: number[]) => ds.reduce((m, d) => m | (1 << (d - 1)), 0);
const digitsIn = (m: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1)));

function fresh(rules: Rules): VariantState {
  return initialState(compileRules(rules), new Uint8Array(rules.size! * rules.size!));
}

/** Apply cage combinations until none is left (the sources' first moves). */
function combos(s: VariantState): void {
  for (let step = findCageCombinations(s); step; step = findCageCombinations(s)) applyVariantStep(s, step);
}

// YAK 94 ("Yet Another Killer" 94) by Jean-Christophe, SudoCue forum, Weekly Assassins,
// viewtopic t=918, 2008-03-14: cage code as posted; walkthrough by Afmob in the same thread.
const YAK94 =
  '3x3::k:4609:4098:4098:5891:5891:5380:5380:3845:3845:4609:4098:5891:5891:5380:5380:3845:3845:5126:4609:3335:2056:2569:2569:5642:1803:1803:5126:4609:3335:2056:2569:2572:5642:5642:8205:5126:4622:4622:4622:4622:2572:8205:8205:8205:8205:4623:4622:3088:3088:2572:4369:1042:3091:3604:4623:3349:3349:3088:4369:4369:1042:3091:3604:4623:4886:4886:5911:5911:5656:5656:4633:3604:4886:4886:5911:5911:5656:5656:4633:4633:3604:';

describe('YAK 94 (SudoCue forum), steps of its walkthrough', () => {
  const rules = parseSudokuSolverKiller(YAK94);
  // Its one solution, found by the exact solver and checked against the rules by the reference checker.
  const solution = solve(new Uint8Array(81), { rules, limit: 2 });

  it('the cage code reads as a killer with one solution', () => {
    expect(solution.count).toBe(1);
    expect(satisfiesRules(rules, solution.solution!)).toBe(true);
  });

  it('step 1f, "Innies+Outies N7: 5 = R6C1 - R9C3": r6c1 loses 1-5, r9c3 keeps 1-4', () => {
    const s = fresh(rules);
    const step = findInnieOutieDifference(s, 'box 7')!;
    expect(step.technique).toBe('Innie-Outie Difference');
    expect(step.cells.sort((a, b) => a - b)).toEqual([at(6, 1), at(9, 3)]);
    expect(step.explanation).toMatch(/r9c3 is 5 less than r6c1/);
    applyVariantStep(s, step);
    expect(digitsIn(s.cand[at(6, 1)])).toEqual([6, 7, 8, 9]);
    expect(digitsIn(s.cand[at(9, 3)])).toEqual([1, 2, 3, 4]);
    for (const c of [at(6, 1), at(9, 3)]) expect(s.cand[c] & (1 << (solution.solution![c] - 1))).not.toBe(0);
  });

  it('step 2c, "Innies N3 = 23(3) = {689} locked for N3": a hidden cage whose digits leave the rest of box 3', () => {
    const s = fresh(rules);
    combos(s);
    const innies = findRule45In(s, compileRules(rules).units.findIndex((u) => u.name === 'box 3'));
    if (innies) applyVariantStep(s, innies);
    const step = findHiddenCage(s, 'box 3')!;
    expect(step.technique).toBe('Hidden Cage');
    expect(step.explanation).toContain('form a hidden cage of 23: {6,8,9}');
    expect(step.cells).toHaveLength(3);
    const box3 = [1, 2, 3].flatMap((r) => [7, 8, 9].map((c) => at(r, c)));
    for (const e of step.eliminations) {
      expect(box3).toContain(e.cell);
      expect(step.cells).not.toContain(e.cell);
      expect([6, 8, 9]).toContain(e.digit);
      expect(solution.solution![e.cell]).not.toBe(e.digit);
    }
    expect(step.eliminations.length).toBeGreaterThan(0);
  });
});

describe('cage splitting', () => {
  it('SudokuWiki "Cage Splitting" (its Tough example): C8+D8 = 15 in the 2-column block, so the 21 cage splits 15 + 6', () => {
    // Columns 8-9 are covered by two-cell cages except the 21-cage C6 C7 C8 D8 (rows A-J = 1-9),
    // which pokes out. Sums from a valid grid relabelled so the cage holds 2,4 outside and 7,8 inside.
    const base = '748652139162493857935871642381746925524389761679215384896124573453967218217538496'.split('').map(Number);
    const want = new Map([[base[at(3, 6)], 2], [base[at(3, 7)], 4], [base[at(3, 8)], 7], [base[at(4, 8)], 8]]);
    expect(want.size).toBe(4);
    const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => ![...want.values()].includes(d));
    for (const d of [1, 2, 3, 4, 5, 6, 7, 8, 9]) if (!want.has(d)) want.set(d, rest.shift()!);
    const grid = base.map((d) => want.get(d)!);
    const pairs = [[at(1, 8), at(1, 9)], [at(2, 8), at(2, 9)], [at(3, 9), at(4, 9)], [at(5, 8), at(5, 9)], [at(6, 8), at(6, 9)], [at(7, 8), at(7, 9)], [at(8, 8), at(8, 9)], [at(9, 8), at(9, 9)]];
    const cages: Cage[] = [{ cells: [at(3, 6), at(3, 7), at(3, 8), at(4, 8)], sum: 21 }, ...pairs.map((cells) => ({ cells, sum: cells.reduce((t, c) => t + grid[c], 0) }))];
    expect(satisfiesRules({ size: 9, cages }, grid)).toBe(true);
    const s = fresh({ size: 9, cages });
    const step = findCageSplitting(s, 'columns 8-9')!;
    expect(step.technique).toBe('Cage Splitting');
    expect(step.explanation).toMatch(/Columns 8-9 add up to 90 and the cages wholly inside them to 75, so r3c8 and r4c8 of cage 1 at r3c6 \(sum 21\) add up to 15 and its other open cells r3c6 and r3c7 to 6/);
    applyVariantStep(s, step);
    for (const c of [at(3, 6), at(3, 7)]) expect(digitsIn(s.cand[c])).toEqual([1, 2, 4, 5]);
    for (const c of [at(3, 8), at(4, 8)]) expect(digitsIn(s.cand[c])).toEqual([6, 7, 8, 9]);
  });
});

describe('killer triple', () => {
  it('Sudopedia "Killer Subset": 8(2) in R9C56 = {17|26|35} holds one of {123}, a triple with R9C12 = {123}; R9C9 = 4', () => {
    const s = fresh({ size: 9, cages: [{ sum: 8, cells: [at(9, 5), at(9, 6)] }] });
    for (const c of [at(9, 1), at(9, 2)]) s.cand[c] = mask(1, 2, 3);
    s.cand[at(9, 9)] = mask(1, 2, 3, 4);
    for (const c of [at(9, 5), at(9, 6)]) s.cand[c] = mask(1, 2, 3, 5, 6, 7);
    const step = findKillerSubset(s, 3)!;
    expect(step.technique).toBe('Killer Triple');
    expect(step.digits).toEqual([1, 2, 3]);
    expect(step.explanation).toBe('In row 9, cage 1 at r9c5 (sum 8), r9c1 and r9c2 must each hold one digit of {1,2,3}, so between them they hold all three, which removes ' + step.explanation.split('removes ')[1]);
    applyVariantStep(s, step);
    expect(digitsIn(s.cand[at(9, 9)])).toEqual([4]);
    for (const c of [at(9, 3), at(9, 4), at(9, 7), at(9, 8)]) expect(s.cand[c] & mask(1, 2, 3)).toBe(0);
  });
});

describe('fish beyond the X-Wing', () => {
  it('Swordfish (SudokuWiki "Sword-Fish" shape): 4 in rows 1, 5 and 9 only in columns 2, 5 and 8', () => {
    const s = fresh({ size: 9 });
    const spots: Record<number, number[]> = { 1: [2, 5], 5: [5, 8], 9: [2, 8] };
    for (const [r, cols] of Object.entries(spots)) for (let c = 1; c <= 9; c++) if (!cols.includes(c)) s.cand[at(Number(r), c)] &= ~mask(4);
    expect(findFish(s, 2, true)).toBeNull();
    const step = findFish(s, 3, true)!;
    expect(step.technique).toBe('Swordfish');
    expect(step.explanation.startsWith('Row 1, row 5 and row 9 place 4 only in column 2, column 5 and column 8')).toBe(true);
    expect(step.eliminations).toHaveLength(18);
    expect(step.eliminations.every((e) => e.digit === 4 && ![0, 4, 8].includes(Math.floor(e.cell / 9)) && [1, 4, 7].includes(e.cell % 9))).toBe(true);
  });

  it('a Franken X-Wing on an X puzzle: 7 in the main diagonal and box 2 lies in rows 1 and 3 only', () => {
    const s = fresh({ size: 9, diagonals: true });
    // 7 on the main diagonal only at r1c1 and r3c3; in box 2 only in rows 1 and 3 (r1c5, r3c6).
    for (let k = 0; k < 9; k++) if (k !== 0 && k !== 2) s.cand[at(k + 1, k + 1)] &= ~mask(7);
    for (const c of [at(1, 4), at(1, 6), at(2, 4), at(2, 5), at(2, 6), at(3, 4), at(3, 5)]) s.cand[c] &= ~mask(7);
    const step = findFish(s, 2, false)!;
    expect(step.technique).toBe('Franken X-Wing');
    expect(step.explanation.startsWith('Row 1 and row 3 place 7 only in') || step.explanation.includes('the main diagonal')).toBe(true);
    for (const e of step.eliminations) expect(e.digit).toBe(7);
    expect(step.eliminations.length).toBeGreaterThan(0);
  });
});

// Chevron Killer by Ruud, SudoCue forum (sudocue.net/forum viewtopic t=544), a zero killer
// (ids without sums are cells in no cage): cage code as posted; walkthrough by Para in the thread.
const CHEVRON =
  '3x3::k:3072:3073:3073:3:2308:5:2566:2566:4616:3072:3073:11:4364:2308:2318:15:2566:4616:3072:19:2836:4364:22:2318:3864:25:4616:27:3868:2836:30:3359:32:3864:3618:35:3620:3868:38:1575:3359:3881:42:3618:2348:3620:46:2351:1575:4657:3881:3379:52:2348:54:2615:2351:4657:4657:4657:3379:3901:62:3391:2615:1857:1857:3395:2116:2116:3901:1863:3391:2377:2377:2377:3395:4173:4173:4173:1863:';

describe('cage clash', () => {
  it('Chevron Killer walkthrough step 10: "R45C8 = {59/68} -->> {59}: {68} clashes with R78C8" (= {69/78})', () => {
    const rules = parseSudokuSolverKiller(CHEVRON);
    const s = fresh(rules);
    combos(s);
    const pair = [at(4, 8), at(5, 8)];
    expect(rules.cages!.find((c) => c.cells.includes(at(4, 8)))!.sum).toBe(14);
    expect(rules.cages!.find((c) => c.cells.includes(at(7, 8)))!.sum).toBe(15);
    let found: VariantStep | undefined;
    for (let k = 0; k < 60 && !found; k++) {
      const step = findCageClash(s);
      if (!step) break;
      if (step.cells.join() === pair.join()) found = step;
      applyVariantStep(s, step);
    }
    expect(found, 'a clash on r4c8-r5c8').toBeDefined();
    expect(found!.technique).toBe('Cage Clash');
    expect(found!.explanation).toMatch(/cannot be \{6,8\}: it would leave cage \d+ at r7c8 \(sum 15\), which sees all of it, no digits, so it is \{5,9\}/);
    for (const c of pair) expect(digitsIn(s.cand[c])).toEqual([5, 9]);
  });
});

describe('unit combinations', () => {
  it('box 1 shared out: 4(2) = {13} leaves 15(3) only {249}, {258}, {267} or {456}, the other four cells 26 (a constructed case)', () => {
    const s = fresh({ size: 9, cages: [{ sum: 4, cells: [at(1, 1), at(1, 2)] }, { sum: 15, cells: [at(1, 3), at(2, 3), at(3, 3)] }] });
    const step = findUnitCombinations(s)!;
    expect(step.technique).toBe('Unit Combinations');
    expect(step.explanation).toMatch(/^In (row 1|box 1), the cages wholly inside it and the cells outside them must share the digits 1-9 without overlap/);
    applyVariantStep(s, step);
    let more = findUnitCombinations(s);
    for (let k = 0; more && k < 10; k++, more = findUnitCombinations(s)) applyVariantStep(s, more);
    for (const c of [at(1, 3), at(2, 3), at(3, 3), at(2, 1), at(2, 2), at(3, 1), at(3, 2)]) expect(s.cand[c] & mask(1, 3)).toBe(0);
  });
});

describe('XY-Chain over any units', () => {
  it('a link through a cage: r3c3 {1,2} - r4c4 {2,3} (same cage only) - r8c4 {3,1}; r3c4 and r8c3 see both ends and lose 1', () => {
    // The XY-Chain of SudokuWiki's "XY-Chains", one link being a cage instead of a unit.
    const s = fresh({ size: 9, cages: [{ sum: 12, cells: [at(3, 3), at(3, 4), at(4, 4)] }] });
    s.cand[at(3, 3)] = mask(1, 2);
    s.cand[at(4, 4)] = mask(2, 3);
    s.cand[at(8, 4)] = mask(1, 3);
    const step = findXYChain(s)!;
    expect(step.technique).toBe('XY-Chain');
    expect(step.cells).toEqual([at(3, 3), at(4, 4), at(8, 4)]);
    expect(step.explanation).toBe('In the chain r3c3 (1 or 2) - r4c4 (2 or 3) - r8c4 (3 or 1), each cell sees the next: if r3c3 is not 1, r8c4 is, so one of them is 1, which removes 1 from r3c4 and r8c3.');
  });
});

describe('X-Chain over any units', () => {
  it('a Skyscraper (SudokuWiki "X-Chains": the four-cell case): 5 in rows 1 and 5 only at c2/c7 and c2/c8', () => {
    const s = fresh({ size: 9 });
    for (let c = 1; c <= 9; c++) {
      if (c !== 2 && c !== 7) s.cand[at(1, c)] &= ~mask(5);
      if (c !== 2 && c !== 8) s.cand[at(5, c)] &= ~mask(5);
    }
    const step = findXChain(s)!;
    expect(step.technique).toBe('X-Chain');
    expect(step.cells).toHaveLength(4);
    expect(new Set([step.cells[0], step.cells[3]])).toEqual(new Set([at(1, 7), at(5, 8)]));
    expect(step.eliminations.map((e) => e.cell).sort((a, b) => a - b)).toEqual([at(2, 8), at(3, 8), at(4, 7), at(6, 7)]);
  });

  it('a strong link through a cage that must hold the digit: 12(2) = {39|48|57} holds... {5,7} only: 7 in one of its two cells', () => {
    // Cage r1c1-r1c2 = 12 with candidates {5,7}: it must hold 7 in one of two places (a strong
    // link no unit gives when it runs in a row with other 7s); with 7 in column 1 only at r1c1
    // and r6c1, and in row 6 only at r6c1 and r6c5, the chain r1c2 = r1c1 - ... removes 7.
    const s = fresh({ size: 9, cages: [{ sum: 12, cells: [at(1, 1), at(1, 2)] }] });
    s.cand[at(1, 1)] = s.cand[at(1, 2)] = mask(5, 7);
    for (let r = 2; r <= 9; r++) if (r !== 6) s.cand[at(r, 1)] &= ~mask(7);
    for (let c = 2; c <= 9; c++) if (c !== 5) s.cand[at(6, c)] &= ~mask(7);
    const step = findXChain(s)!;
    expect(step.technique).toBe('X-Chain');
    expect(step.digits).toEqual([7]);
    for (const e of step.eliminations) expect(e.digit).toBe(7);
    expect(step.eliminations.map((e) => e.cell)).toContain(at(1, 5));
  });
});

describe('the ladder takes the new rungs in its order', () => {
  it('YAK 94 from its cages: every step the ladder takes keeps the solution', () => {
    const rules = parseSudokuSolverKiller(YAK94);
    const solution = solve(new Uint8Array(81), { rules, limit: 1 }).solution!;
    const s = fresh(rules);
    const used = new Set<string>();
    let steps = 0;
    for (let step: VariantStep | null = nextVariantStep(s); step && steps < 400; step = nextVariantStep(s)) {
      for (const p of step.placements) expect(p.digit, step.explanation).toBe(solution[p.cell]);
      for (const e of step.eliminations) expect(e.digit, step.explanation).not.toBe(solution[e.cell]);
      applyVariantStep(s, step);
      used.add(step.technique);
      steps++;
      if (s.value.every((d) => d)) break;
    }
    console.log(`YAK 94: ${steps} steps, solved ${s.value.every((d) => d)}, techniques ${[...used].join(', ')}`);
    expect(steps).toBeGreaterThan(20);
  });
});

describe('Rule of 45 on Unit Sets', () => {
  // The top band of Assassin 403's posted solution (SudokuSolver Forum, f=3 t=1621), caged here
  // so that only boxes 1 and 2 read together give r3c5: dominoes across the box border, a
  // triple in box 2, r3c5 in no cage (a constructed case on a published grid).
  it('innies of boxes 1 and 2: 90 - 83 puts 7 in r3c5', () => {
    const cage = (sum: number, ...rc: [number, number][]): Cage => ({ sum, cells: rc.map(([r, c]) => at(r, c)) });
    const rules: Rules = {
      size: 9,
      cages: [cage(11, [1, 1], [1, 2]), cage(14, [1, 3], [1, 4]), cage(7, [1, 5], [1, 6]), cage(7, [2, 1], [2, 2]), cage(6, [2, 3], [2, 4]), cage(13, [2, 5], [2, 6], [3, 6]), cage(12, [3, 1], [3, 2]), cage(13, [3, 3], [3, 4])],
    };
    const step = findRule45UnitSets(fresh(rules))!;
    expect(step.technique).toBe(UNIT_SETS);
    expect(step.placements).toEqual([{ cell: at(3, 5), digit: 7 }]);
    expect(step.explanation).toBe('Boxes 1 and 2 add up to 90 and the cages wholly inside them to 83, so r3c5 (the one innie left open) is 7.');
  });

  it('Assassin 403 (published): past where single units and bands stop, boxes 7 and 8 give r7c1 = r9c7 + 4', () => {
    const a403 = parseSudokuSolverKiller(
      '3x3::k:8704:8704:8961:8961:8961:770:770:3075:3075:8704:0000:0000:4869:8961:2566:7175:7175:3592:8704:8704:0000:4869:8961:2566:7175:7177:3592:2058:8704:0000:4869:5387:2566:7175:7177:3592:2058:8704:9228:5387:5387:7177:7177:7177:4365:9228:9228:9228:9228:5387:5387:2830:2830:4365:9228:3599:5648:5648:1553:1553:3090:4365:4365:3599:1811:5648:3860:3860:5653:4365:3090:4356:1811:3599:5648:5648:5653:5653:5653:4356:3090:',
    );
    const posted = '748652139162493857935871642381746925524389761679215384896124573453967218217538496'.split('').map(Number);
    const s = fresh(a403);
    let found: VariantStep | null = null;
    for (let k = 0; k < 200 && !found; k++) {
      const step = nextVariantStep(s);
      if (!step) break;
      if (step.technique === UNIT_SETS) found = step;
      applyVariantStep(s, step);
    }
    expect(found).not.toBeNull();
    expect(found!.explanation).toMatch(/^Boxes 7 and 8 add up to 90, .* so r7c1 is 4 more than r9c7/);
    expect(posted[at(7, 1)] - posted[at(9, 7)]).toBe(4);
    for (const e of found!.eliminations) expect(e.digit).not.toBe(posted[e.cell]);
  });
});
