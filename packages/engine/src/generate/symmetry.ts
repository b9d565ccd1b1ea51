/**
 * Clue-pattern symmetries. Each symmetry is a group of geometric maps of the board; its orbits
 * are the sets of cells that must be all given or all blank.
 *
 * Naming (these are also the CLI `--symmetry` values):
 * - `rotational`: 180° rotation; `rotational90`: 90° rotation (so also 180° and 270°);
 * - `horizontal`: mirror in the horizontal axis (row r ↔ row 10-r, top/bottom);
 * - `vertical`: mirror in the vertical axis (column c ↔ column 10-c, left/right);
 * - `diagonal`: mirror in the main diagonal r1c1–r9c9; `antidiagonal`: in r1c9–r9c1;
 * - `dihedral`: all of the above at once (the 8 symmetries of the square).
 * Horizontal and vertical follow Sudoku Explainer ("mirror symmetry around the horizontal axis").
 */
import { deepFreeze } from '../freeze.js';
import { CELLS, SIZE, rowOf, colOf } from '../grid/units.js';
import { readGrid, checkName, checkString } from '../validate.js';

/**
 * The clue-pattern symmetries generate accepts: `none`; `rotational` (180°); `rotational90` (90°,
 * so also 180° and 270°); `horizontal` (mirror top/bottom); `vertical` (mirror left/right);
 * `diagonal` (mirror in r1c1-r9c9); `antidiagonal` (in r1c9-r9c1); `dihedral` (all of them).
 */
export const SYMMETRY_NAMES = /* @__PURE__ */ deepFreeze([
  'none',
  'rotational',
  'rotational90',
  'horizontal',
  'vertical',
  'diagonal',
  'antidiagonal',
  'dihedral',
] as const);

/** One of {@link SYMMETRY_NAMES}. */
export type SymmetryName = (typeof SYMMETRY_NAMES)[number];

/** True when `name` is one of {@link SYMMETRY_NAMES} (for checking user input). */
export function isSymmetryName(name: string): name is SymmetryName {
  return (SYMMETRY_NAMES as readonly string[]).includes(name);
}

/** Other spellings people use (Sudoku Explainer says "Full" for dihedral). */
const ALIASES: Record<string, SymmetryName> = {
  rotational180: 'rotational',
  rotate180: 'rotational',
  rotate90: 'rotational90',
  'mirror-horizontal': 'horizontal',
  'mirror-vertical': 'vertical',
  'anti-diagonal': 'antidiagonal',
  full: 'dihedral',
};

/** A symmetry name or alias, case-insensitive; undefined when unknown. */
export function parseSymmetryName(text: string): SymmetryName | undefined {
  checkString('parseSymmetryName', 'text', text);
  const name = text.trim().toLowerCase();
  return isSymmetryName(name) ? name : ALIASES[name];
}

type CellMap = (r: number, c: number) => [number, number];

const LAST = SIZE - 1;
const rotate180: CellMap = (r, c) => [LAST - r, LAST - c];
const rotate90: CellMap = (r, c) => [c, LAST - r];
const mirrorHorizontal: CellMap = (r, c) => [LAST - r, c];
const mirrorVertical: CellMap = (r, c) => [r, LAST - c];
const mirrorDiagonal: CellMap = (r, c) => [c, r];
const mirrorAntidiagonal: CellMap = (r, c) => [LAST - c, LAST - r];

/** Generators of each symmetry group (the group is what they generate). */
const GENERATORS: Record<SymmetryName, CellMap[]> = {
  none: [],
  rotational: [rotate180],
  rotational90: [rotate90],
  horizontal: [mirrorHorizontal],
  vertical: [mirrorVertical],
  diagonal: [mirrorDiagonal],
  antidiagonal: [mirrorAntidiagonal],
  dihedral: [rotate90, mirrorHorizontal],
};

function cellPermutation(map: CellMap): Uint8Array {
  const perm = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const [r, c] = map(rowOf[i], colOf[i]);
    perm[i] = r * SIZE + c;
  }
  return perm;
}

const PERMUTATIONS: Record<SymmetryName, Uint8Array[]> = Object.fromEntries(
  SYMMETRY_NAMES.map((name) => [name, GENERATORS[name].map(cellPermutation)]),
) as Record<SymmetryName, Uint8Array[]>;

const ORBIT_CACHE = new Map<SymmetryName, readonly (readonly number[])[]>();

/**
 * The orbits of a symmetry: a partition of the 81 cells, each orbit sorted, orbits ordered by
 * their first cell.
 */
export function symmetryOrbits(name: SymmetryName): readonly (readonly number[])[] {
  checkName('symmetryOrbits', 'name', name, SYMMETRY_NAMES, false);
  const cached = ORBIT_CACHE.get(name);
  if (cached) return cached;
  const perms = PERMUTATIONS[name];
  const seen = new Uint8Array(CELLS);
  const orbits: number[][] = [];
  for (let start = 0; start < CELLS; start++) {
    if (seen[start]) continue;
    const orbit = [start];
    seen[start] = 1;
    for (let k = 0; k < orbit.length; k++) {
      for (const perm of perms) {
        const next = perm[orbit[k]];
        if (!seen[next]) {
          seen[next] = 1;
          orbit.push(next);
        }
      }
    }
    orbits.push(orbit.sort((a, b) => a - b));
  }
  // Frozen: a caller changing an orbit would change every later generate() with this symmetry.
  ORBIT_CACHE.set(name, deepFreeze(orbits));
  return orbits;
}

/** True when the clue pattern (given vs blank, digits ignored) has the named symmetry exactly. */
export function hasSymmetry(grid: ArrayLike<number>, name: SymmetryName): boolean {
  grid = readGrid('hasSymmetry', 'grid', grid);
  checkName('hasSymmetry', 'name', name, SYMMETRY_NAMES, false);
  for (const perm of PERMUTATIONS[name]) {
    for (let i = 0; i < CELLS; i++) {
      if ((grid[i] !== 0) !== (grid[perm[i]] !== 0)) return false;
    }
  }
  return true;
}

/** Every named symmetry the clue pattern has ('none' always). */
export function symmetriesOf(grid: ArrayLike<number>): SymmetryName[] {
  grid = readGrid('symmetriesOf', 'grid', grid);
  return SYMMETRY_NAMES.filter((name) => hasSymmetry(grid, name));
}
