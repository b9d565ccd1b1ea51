/**
 * Clue symmetries on an n x n grid: the orbits of cells that are given or removed together.
 * The same names as the classic generator's (symmetry.ts), for any size.
 */
import { type SymmetryName, SYMMETRY_NAMES } from './symmetry.js';

export { SYMMETRY_NAMES, type SymmetryName };

function images(name: SymmetryName, r: number, c: number, n: number): [number, number][] {
  const m = n - 1;
  const rot = (): [number, number] => [m - r, m - c];
  switch (name) {
    case 'none':
      return [[r, c]];
    case 'rotational':
      return [[r, c], rot()];
    case 'rotational90':
      return [[r, c], [c, m - r], [m - r, m - c], [m - c, r]];
    case 'horizontal':
      return [[r, c], [m - r, c]];
    case 'vertical':
      return [[r, c], [r, m - c]];
    case 'diagonal':
      return [[r, c], [c, r]];
    case 'antidiagonal':
      return [[r, c], [m - c, m - r]];
    case 'dihedral':
      return [[r, c], [c, m - r], [m - r, m - c], [m - c, r], [m - r, c], [r, m - c], [c, r], [m - c, m - r]];
  }
}

/** The orbits of an n x n grid under a symmetry, each cell in exactly one, in row-major order of first cell. */
export function symmetryOrbits(name: SymmetryName, n: number): number[][] {
  const seen = new Uint8Array(n * n);
  const out: number[][] = [];
  for (let i = 0; i < n * n; i++) {
    if (seen[i]) continue;
    const orbit: number[] = [];
    for (const [r, c] of images(name, (i / n) | 0, i % n, n)) {
      const j = r * n + c;
      if (!seen[j]) {
        seen[j] = 1;
        orbit.push(j);
      }
    }
    out.push(orbit);
  }
  return out;
}
