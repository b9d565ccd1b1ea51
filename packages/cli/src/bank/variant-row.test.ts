/**
 * The dedup key of a variant row (its normal compact line) and the givens' symmetry names, on
 * small hand-made vectors (no generator, no CLI).
 */
import { describe, expect, it } from 'vitest';
import { parseCompact } from 'sudokit/formats';
import { givensSymmetry, normalCompact } from './variant-row.js';

function puzzle(line: string) {
  const p = parseCompact(line);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('normalCompact: one line per puzzle', () => {
  it('regions labelled any way, cages listed in any order: the same line, and a fixed point', () => {
    const a = puzzle('4+jigsaw:1...............:4433423142312211');
    const b = puzzle('4+jigsaw:1...............:xxyyxzywxzywzzww'); // the same regions, other labels
    const line = normalCompact(a);
    expect(line).toEqual({ ok: true, value: '4+jigsaw:1...............:1122132413243344' });
    expect(normalCompact(b)).toEqual(line);
    expect(normalCompact(puzzle((line as { value: string }).value))).toEqual(line);
    const cages = puzzle('4+killer:................:aabbccddaabbccdd:10,10,10,10');
    const reversed = { rules: { ...cages.rules, cages: [...cages.rules.cages!].reverse() }, givens: cages.givens };
    expect(normalCompact(reversed)).toEqual(normalCompact(cages));
  });
});

describe('givensSymmetry', () => {
  const vectors: [string, string][] = [
    ['1..............2', 'rotational,diagonal,antidiagonal'],
    ['1..2............', 'vertical'],
    ['1...............', 'diagonal'],
    ['.1.............2', 'none'],
    ['.1..............', 'none'],
    ['................', 'none'],
    ['1..1........1..1', 'rotational,rotational90,horizontal,vertical,diagonal,antidiagonal,dihedral'],
  ];
  for (const [givens, names] of vectors) {
    it(`${givens}: ${names}`, () => {
      expect(givensSymmetry([...givens].map((c) => (c === '.' ? 0 : 1)), 4)).toBe(names);
    });
  }
});
