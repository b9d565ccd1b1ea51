import { describe, expect, it } from 'vitest';
import { SYMMETRY_NAMES, hasSymmetry, isSymmetryName, parseSymmetryName, symmetryOrbits, symmetriesOf, type SymmetryName } from './symmetry.js';

/** Orbit sizes by hand: which cells are fixed by each symmetry of the 9×9 square. */
const ORBIT_SIZES: [SymmetryName, Record<number, number>][] = [
  ['none', { 1: 81 }],
  ['rotational', { 1: 1, 2: 40 }], // only the centre is fixed
  ['rotational90', { 1: 1, 4: 20 }],
  ['horizontal', { 1: 9, 2: 36 }], // the middle row is fixed
  ['vertical', { 1: 9, 2: 36 }],
  ['diagonal', { 1: 9, 2: 36 }],
  ['antidiagonal', { 1: 9, 2: 36 }],
  ['dihedral', { 1: 1, 4: 8, 8: 6 }], // centre; middle row/column and diagonals in 4s; the rest in 8s
];

describe('symmetryOrbits', () => {
  it.each(ORBIT_SIZES)('%s: orbits partition the board with the expected sizes', (name, sizes) => {
    const orbits = symmetryOrbits(name);
    const cells = orbits.flat().sort((a, b) => a - b);
    expect(cells).toEqual(Array.from({ length: 81 }, (_, i) => i));
    const histogram: Record<number, number> = {};
    for (const o of orbits) histogram[o.length] = (histogram[o.length] ?? 0) + 1;
    expect(histogram).toEqual(sizes);
  });

  it('puts r1c1 with r9c9 for rotational and with r1c9 for vertical', () => {
    const orbitOf = (name: SymmetryName, cell: number) => symmetryOrbits(name).find((o) => o.includes(cell));
    expect(orbitOf('rotational', 0)).toEqual([0, 80]);
    expect(orbitOf('vertical', 0)).toEqual([0, 8]);
    expect(orbitOf('horizontal', 0)).toEqual([0, 72]);
    expect(orbitOf('diagonal', 1)).toEqual([1, 9]);
    expect(orbitOf('antidiagonal', 0)).toEqual([0, 80]);
    expect(orbitOf('rotational90', 0)).toEqual([0, 8, 72, 80]);
  });
});

describe('hasSymmetry', () => {
  const pattern = (cells: number[]) => Uint8Array.from({ length: 81 }, (_, i) => (cells.includes(i) ? 1 : 0));
  it('reads the clue pattern only, not the digits', () => {
    const g = new Uint8Array(81);
    g[0] = 3;
    g[80] = 7;
    expect(hasSymmetry(g, 'rotational')).toBe(true);
    expect(hasSymmetry(g, 'vertical')).toBe(false);
    expect(hasSymmetry(g, 'diagonal')).toBe(true); // both cells are on the main diagonal
  });
  it('a lone centre clue has every symmetry; a lone corner has only the main diagonal', () => {
    expect(symmetriesOf(pattern([40]))).toEqual([...SYMMETRY_NAMES]);
    expect(symmetriesOf(pattern([0]))).toEqual(['none', 'diagonal']);
  });
  it('names and aliases', () => {
    expect(isSymmetryName('dihedral')).toBe(true);
    expect(isSymmetryName('mirror')).toBe(false);
    expect(parseSymmetryName('Full')).toBe('dihedral');
    expect(parseSymmetryName('mirror-vertical')).toBe('vertical');
    expect(parseSymmetryName(' rotational ')).toBe('rotational');
    expect(parseSymmetryName('mirror')).toBeUndefined(); // ambiguous: which axis?
  });
});
