/**
 * fast-check arbitraries for puzzles of every variant, in the normal form the formats read
 * back (regions numbered in order of first appearance): sizes 4-16, jigsaw regions cut from a
 * snake through the grid (so each is connected), both diagonals, Windoku (9x9), killer cages
 * grown from random cells (connected, 1-5 cells, reachable sums), sparse givens, and an
 * optional solution string's worth of digits. The givens need not be solvable: formats carry
 * puzzles, they do not judge them.
 */
import fc from 'fast-check';
import type { Cage, GridSize, Puzzle, Rules } from '../rules/rules.js';
import { GRID_SIZES } from '../rules/rules.js';

/** Regions from cutting a row (or column) snake through the grid into runs of `size`. */
function snakeRegions(size: number, byColumns: boolean): number[] {
  const order: number[] = [];
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const bb = a % 2 === 0 ? b : size - 1 - b;
      order.push(byColumns ? bb * size + a : a * size + bb);
    }
  }
  const regions = new Array<number>(size * size);
  for (let k = 0; k < order.length; k++) regions[order[k]] = Math.floor(k / size);
  const map = new Map<number, number>();
  return regions.map((r) => {
    if (!map.has(r)) map.set(r, map.size);
    return map.get(r)!;
  });
}

function neighbours(i: number, size: number): number[] {
  const r = Math.floor(i / size);
  const c = i % size;
  const out: number[] = [];
  if (r > 0) out.push(i - size);
  if (r < size - 1) out.push(i + size);
  if (c > 0) out.push(i - 1);
  if (c < size - 1) out.push(i + 1);
  return out;
}

/** Non-overlapping connected cages grown from the random choices in `picks`. */
function growCages(size: number, picks: number[]): Cage[] {
  const owner = new Int32Array(size * size).fill(-1);
  const cages: Cage[] = [];
  let p = 0;
  const next = () => picks[p++ % picks.length];
  const count = next() % (size * 2);
  for (let k = 0; k < count; k++) {
    const start = next() % (size * size);
    if (owner[start] >= 0) continue;
    const cells = [start];
    owner[start] = cages.length;
    const want = 1 + (next() % Math.min(5, size));
    while (cells.length < want) {
      const free = cells.flatMap((c) => neighbours(c, size)).filter((n) => owner[n] < 0);
      if (free.length === 0) break;
      const n = free[next() % free.length];
      owner[n] = cages.length;
      cells.push(n);
    }
    const m = cells.length;
    const min = (m * (m + 1)) / 2;
    const max = (m * (2 * size - m + 1)) / 2;
    cages.push({ sum: min + (next() % (max - min + 1)), cells });
  }
  return cages;
}

export interface VariantCase {
  puzzle: Puzzle;
  solution: Uint8Array;
}

export const variantPuzzle: fc.Arbitrary<VariantCase> = fc
  .record({
    size: fc.constantFrom(...GRID_SIZES),
    jigsaw: fc.boolean(),
    byColumns: fc.boolean(),
    diagonals: fc.boolean(),
    windows: fc.boolean(),
    killer: fc.boolean(),
    picks: fc.array(fc.nat(1000), { minLength: 8, maxLength: 64 }),
    givens: fc.array(fc.nat(1000), { minLength: 256, maxLength: 256 }),
    density: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ size, jigsaw, byColumns, diagonals, windows, killer, picks, givens, density }) => {
    const n = size * size;
    const rules: { -readonly [K in keyof Rules]: Rules[K] } = { size: size as GridSize };
    if (jigsaw) rules.regions = snakeRegions(size, byColumns);
    if (diagonals) rules.diagonals = true;
    if (windows && size === 9) rules.windows = true;
    if (killer) {
      const cages = growCages(size, picks);
      if (cages.length > 0) rules.cages = cages;
    }
    const g = new Uint8Array(n);
    const solution = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      if (givens[i] % 100 < density / 3) g[i] = 1 + (givens[i] % size);
      solution[i] = 1 + ((givens[i] >> 3) % size);
    }
    return { puzzle: { rules, givens: g }, solution };
  });

/** The same puzzle with cages in a fixed order (by first cell) and each cage's cells sorted. */
export function normalPuzzle(p: Puzzle): Puzzle {
  const rules = { ...p.rules };
  if (rules.cages) {
    rules.cages = rules.cages
      .map((c) => ({ sum: c.sum, cells: [...c.cells].sort((a, b) => a - b) }))
      .sort((a, b) => a.cells[0] - b.cells[0]);
  }
  if (rules.regions) rules.regions = [...rules.regions];
  return { rules, givens: Uint8Array.from(p.givens) };
}
