import { describe, expect, it } from 'vitest';
import { validateRules, compileRules, isCompiledRules } from './compile.js';
import { validatePuzzle } from './puzzle.js';
import { RulesParseError, boxRegions, type RulesErrorCode } from './validate.js';
import { cageCombinations, maxCageSum, minCageSum } from './combos.js';
import type { Rules } from './rules.js';

const JIGSAW_9 = [
  0, 0, 0, 1, 1, 1, 2, 2, 2,
  0, 0, 0, 1, 1, 1, 2, 2, 2,
  0, 0, 3, 1, 1, 1, 2, 2, 2,
  3, 0, 3, 4, 4, 4, 5, 5, 5,
  3, 3, 3, 4, 4, 4, 5, 5, 5,
  3, 3, 3, 4, 4, 4, 5, 5, 5,
  6, 6, 6, 7, 7, 7, 8, 8, 8,
  6, 6, 6, 7, 7, 7, 8, 8, 8,
  6, 6, 6, 7, 7, 7, 8, 8, 8,
];

// Each bad rules value, the code it must give and words its message must hold.
const BAD: { name: string; rules: unknown; code: RulesErrorCode; says: RegExp }[] = [
  { name: 'not an object', rules: 'killer', code: 'bad-rules', says: /rules must be an object/ },
  { name: 'unknown key', rules: { size: 9, diagonal: true }, code: 'unknown-key', says: /unknown key "diagonal"/ },
  { name: 'size 8', rules: { size: 8 }, code: 'bad-size', says: /size must be one of 4, 6, 9, 12, 16, got 8/ },
  { name: 'size as a string', rules: { size: '9' }, code: 'bad-size', says: /got "9"/ },
  { name: 'regions too short', rules: { regions: [0, 1] }, code: 'bad-regions', says: /81 entries .* got 2/ },
  { name: 'regions not an array', rules: { regions: 'abc' }, code: 'bad-regions', says: /must be an array/ },
  { name: 'region label out of range', rules: { size: 4, regions: [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 4] }, code: 'bad-region-label', says: /r4c4 has region 4/ },
  { name: 'region of the wrong size', rules: { size: 4, regions: [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 0] }, code: 'region-size', says: /region 0 has 5 cells; each region needs exactly 4/ },
  { name: 'disconnected region', rules: { size: 4, regions: [0, 1, 1, 0, 0, 1, 1, 0, 2, 2, 3, 3, 2, 2, 3, 3] }, code: 'region-disconnected', says: /region 0 is not connected: r1c4 is cut off from r1c1/ },
  { name: 'windows on 6x6', rules: { size: 6, windows: true }, code: 'windows-size', says: /need a 9x9 grid; this one is 6x6/ },
  { name: 'diagonals not boolean', rules: { diagonals: 1 }, code: 'bad-diagonals', says: /true or false/ },
  { name: 'cages not an array', rules: { cages: {} }, code: 'bad-cages', says: /cages must be an array/ },
  { name: 'cage not an object', rules: { cages: [5] }, code: 'bad-cage', says: /cage 1 must be an object/ },
  { name: 'cage with an unknown key', rules: { cages: [{ sum: 3, cells: [0, 1], total: 3 }] }, code: 'unknown-key', says: /cage 1: unknown key "total"/ },
  { name: 'empty cage', rules: { cages: [{ sum: 3, cells: [] }] }, code: 'cage-empty', says: /cage 1 has no cells/ },
  { name: 'cage larger than N', rules: { size: 4, cages: [{ sum: 10, cells: [0, 1, 2, 3, 4] }] }, code: 'cage-too-large', says: /5 cells; .* at most 4/ },
  { name: 'cage cell out of range', rules: { cages: [{ sum: 3, cells: [0, 81] }] }, code: 'cage-cell-range', says: /cell 81 is not a cell index 0-80/ },
  { name: 'cage cell not an integer', rules: { cages: [{ sum: 3, cells: [0, 1.5] }] }, code: 'cage-cell-range', says: /cell 1.5/ },
  { name: 'repeated cell', rules: { cages: [{ sum: 3, cells: [10, 10] }] }, code: 'cage-repeated-cell', says: /cage 1 lists r2c2 \(cell 10\) twice/ },
  { name: 'overlapping cages', rules: { cages: [{ sum: 3, cells: [0, 1] }, { sum: 4, cells: [1, 2] }] }, code: 'cage-overlap', says: /cage 2 and cage 1 both hold r1c2/ },
  { name: 'sum too small', rules: { cages: [{ sum: 2, cells: [0, 1] }] }, code: 'cage-sum', says: /impossible sum 2; 2 distinct digits 1-9 add up to 3-17/ },
  { name: 'sum too large', rules: { cages: [{ sum: 50, cells: [0, 1, 2, 3] }] }, code: 'cage-sum', says: /impossible sum 50; 4 distinct digits 1-9 add up to 10-30/ },
  { name: 'sum too large for 4x4', rules: { size: 4, cages: [{ sum: 8, cells: [0, 1] }] }, code: 'cage-sum', says: /1-4 add up to 3-7/ },
  { name: 'sum not an integer', rules: { cages: [{ sum: '7', cells: [0, 1] }] }, code: 'bad-cage', says: /sum must be an integer/ },
];

describe('validateRules: typed errors', () => {
  it.each(BAD)('$name -> $code', ({ rules, code, says }) => {
    const r = validateRules(rules);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(says);
    expect(() => compileRules(rules as Rules)).toThrow(RulesParseError);
  });
});

describe('validateRules: accepted values', () => {
  it.each<[string, Rules]>([
    ['classic (empty object)', {}],
    ['4x4', { size: 4 }],
    ['16x16 X', { size: 16, diagonals: true }],
    ['jigsaw 9x9', { regions: JIGSAW_9 }],
    ['windoku', { windows: true }],
    ['killer on a jigsaw with X', { regions: JIGSAW_9, diagonals: true, cages: [{ sum: 3, cells: [0, 1] }, { sum: 9, cells: [80] }] }],
    ['12x12', { size: 12, cages: [{ sum: 78, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }] }],
  ])('%s', (_, rules) => {
    const r = validateRules(rules);
    expect(r.ok).toBe(true);
  });
});

describe('compileRules', () => {
  it('units: rows, columns, boxes or regions, diagonals, windows', () => {
    const c = compileRules({ diagonals: true, windows: true });
    expect(c.units.map((u) => u.kind).join(',')).toBe([...Array(9).fill('row'), ...Array(9).fill('column'), ...Array(9).fill('box'), 'diagonal', 'diagonal', ...Array(4).fill('window')].join(','));
    expect(c.units[27].cells).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(c.units[28].cells).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
    expect(c.units[29].cells).toEqual([10, 11, 12, 19, 20, 21, 28, 29, 30]);
    expect(c.units[32].name).toBe('window 4');
    // r5c5 (cell 40): row, column, box, both diagonals; no window.
    expect(c.unitsOf[40].length).toBe(5);
    expect(c.peers[0].length).toBe(20 + 6); // + the rest of the main diagonal (8) and window-free; 20 classic peers
  });
  it('usual boxes of every size', () => {
    expect(boxRegions(6).slice(0, 12)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
    expect(boxRegions(12)[12 * 3]).toBe(3); // r4c1: the second band's first box
    expect(boxRegions(16)[255]).toBe(15);
  });
  it('peers include cage mates; cage tables are union and intersection of the combinations', () => {
    const c = compileRules({ cages: [{ sum: 6, cells: [0, 40, 80] }, { sum: 17, cells: [1, 2] }] });
    expect(c.peers[0]).toContain(40);
    expect(c.peers[40]).toContain(80);
    expect(c.cages[0].combinations).toEqual([0b111]); // 1+2+3
    expect(c.cages[0].required).toBe(0b111);
    expect(c.cages[1].combinations).toEqual([0b110000000]); // 8+9
    const seven = compileRules({ cages: [{ sum: 7, cells: [3, 4] }] }).cages[0];
    expect(seven.candidates).toBe(0b111111); // 1+6, 2+5, 3+4
    expect(seven.required).toBe(0);
    expect(c.cageOf[1]).toBe(1);
    expect(c.cageOf[3]).toBe(-1);
  });
  it('outputs are frozen and recognised', () => {
    const c = compileRules({ size: 4, cages: [{ sum: 3, cells: [0, 1] }] });
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.units[0].cells)).toBe(true);
    expect(Object.isFrozen(c.cages[0].combinations)).toBe(true);
    expect(Object.isFrozen(c.rules.cages![0].cells)).toBe(true);
    expect(isCompiledRules(c)).toBe(true);
    expect(isCompiledRules({ ...c })).toBe(false);
    expect(compileRules(c)).toBe(c);
  });
  it('the compiled copy does not follow later changes to the input', () => {
    const cells = [0, 1];
    const c = compileRules({ cages: [{ sum: 3, cells }] });
    cells.push(2);
    expect(c.cages[0].cells).toEqual([0, 1]);
  });
});

describe('cage combinations', () => {
  it('match a brute-force count for every size, k and sum', () => {
    for (const n of [4, 6, 9, 12]) {
      for (let k = 1; k <= n; k++) {
        for (let s = minCageSum(k) - 1; s <= maxCageSum(n, k) + 1; s++) {
          let expected = 0;
          for (let m = 0; m < 1 << n; m++) {
            let bits = 0;
            let sum = 0;
            for (let d = 0; d < n; d++) if (m & (1 << d)) (bits++, (sum += d + 1));
            if (bits === k && sum === s) expected++;
          }
          expect(cageCombinations(n, k, s).length, `n ${n} k ${k} s ${s}`).toBe(expected);
        }
      }
    }
  });
  it('known values (the killer tables players use)', () => {
    expect(cageCombinations(9, 2, 3)).toEqual([0b11]);
    expect(cageCombinations(9, 3, 24)).toEqual([0b111000000]);
    expect(cageCombinations(9, 4, 10)).toEqual([0b1111]);
    expect(cageCombinations(9, 5, 25).length).toBe(12);
    expect(cageCombinations(9, 9, 45)).toEqual([0x1ff]);
    expect(cageCombinations(16, 2, 31)).toEqual([0b11 << 14]);
  });
});

describe('validatePuzzle: givens against the rules', () => {
  const g = (n: number, set: Record<number, number>) => {
    const a = new Array(n * n).fill(0);
    for (const [k, v] of Object.entries(set)) a[Number(k)] = v;
    return a;
  };
  it.each<[string, Rules, number[], RulesErrorCode, RegExp]>([
    ['wrong length', { size: 4 }, new Array(81).fill(0), 'bad-givens', /16 cells for a 4x4 grid, got 81/],
    ['digit out of range', { size: 4 }, g(4, { 5: 5 }), 'bad-givens', /r2c2 holds 5; expected a digit 0-4/],
    ['repeated in a row', {}, g(9, { 0: 5, 8: 5 }), 'repeated-digit', /digit 5 appears twice in row 1: r1c1 and r1c9/],
    ['repeated on a diagonal', { diagonals: true }, g(9, { 0: 5, 80: 5 }), 'repeated-digit', /twice in the main diagonal/],
    ['repeated in a window', { windows: true }, g(9, { 10: 5, 30: 5 }), 'repeated-digit', /twice in window 1/],
    ['repeated in a region', { regions: JIGSAW_9 }, g(9, { 20: 1, 27: 1 }), 'repeated-digit', /twice in region 3/],
    ['repeated in a cage', { cages: [{ sum: 10, cells: [0, 40] }] }, g(9, { 0: 5, 40: 5 }), 'cage-repeated-digit', /twice in cage 1 \(sum 10\)/],
    ['cage sum exceeded', { cages: [{ sum: 10, cells: [0, 1, 2] }] }, g(9, { 0: 9, 1: 4 }), 'cage-sum-exceeded', /add up to 13, more than 10/],
    ['cage sum unreachable', { cages: [{ sum: 10, cells: [0, 1, 2] }] }, g(9, { 0: 9 }), 'cage-sum-unreachable', /2 free cells would need 1, but can only add up to 3-15/],
    ['cage sum missed when full', { cages: [{ sum: 10, cells: [0, 1] }] }, g(9, { 0: 1, 1: 2 }), 'cage-sum-unreachable', /add up to 3, not 10/],
  ])('%s', (_, rules, givens, code, says) => {
    const r = validatePuzzle({ rules, givens });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(says);
    }
  });
  it('accepts good givens and copies them', () => {
    const givens = g(4, { 0: 1, 5: 3 });
    const r = validatePuzzle({ rules: { size: 4 }, givens });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(Array.from(r.value.givens)).toEqual(givens);
      expect(r.value.rules.size).toBe(4);
    }
  });
});
