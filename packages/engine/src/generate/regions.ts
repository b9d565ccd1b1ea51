/**
 * Jigsaw layouts: `size` connected regions of `size` cells, grown at random from the usual boxes
 * by swapping two cells across a border while both regions stay connected (a swap keeps every
 * region's size, so no region can starve or overflow, unlike growing from seeds). A layout with
 * a region equal to a row, a column or a box is rejected: it would be a classic unit in disguise.
 */
import type { Rng } from './rng.js';
import { type GridSize, BOX_SHAPE, GRID_SIZES } from '../rules/rules.js';
import { checkInteger } from '../validate.js';
import { boxRegions } from '../rules/validate.js';

/** The 4-neighbours of cell i on an n x n grid, written into `out`; returns how many. */
function neighbours(i: number, n: number, out: number[]): number {
  let k = 0;
  const r = (i / n) | 0;
  const c = i % n;
  if (r > 0) out[k++] = i - n;
  if (r < n - 1) out[k++] = i + n;
  if (c > 0) out[k++] = i - 1;
  if (c < n - 1) out[k++] = i + 1;
  return k;
}

/** The 4-neighbours of cell i on an n x n grid, as a new array (for code off the hot path). */
export function cellNeighbours(i: number, n: number): number[] {
  const out = [0, 0, 0, 0];
  out.length = neighbours(i, n, out);
  return out;
}

/**
 * True when region `label` (n cells, one of them `start`) is 4-connected: a search from `start`
 * over the region's cells only (no scan of the grid; `seen` holds the stamp of the last search
 * that reached a cell, so it needs no clearing).
 */
function connected(reg: number[], label: number, start: number, n: number, nbs: Int16Array, seen: Uint32Array, stamp: number, stack: number[]): boolean {
  seen[start] = stamp;
  stack.length = 0;
  stack.push(start);
  let found = 1;
  while (stack.length) {
    const x = stack.pop()!;
    for (let j = x * 4, end = j + 4; j < end; j++) {
      const y = nbs[j];
      if (y < 0) break;
      if (reg[y] === label && seen[y] !== stamp) {
        seen[y] = stamp;
        found++;
        stack.push(y);
      }
    }
  }
  return found === n;
}

/** Replace `out` by `into` in an ascending list, keeping it ascending. */
function moveMember(list: number[], out: number, into: number): void {
  let k = list.indexOf(out);
  while (k > 0 && list[k - 1] > into) (list[k] = list[k - 1]), k--;
  while (k < list.length - 1 && list[k + 1] < into) (list[k] = list[k + 1]), k++;
  list[k] = into;
}

/** The 4-neighbours of every cell, 4 slots per cell in neighbours()' order, -1 past the last. */
function neighbourTable(n: number): Int16Array {
  const t = new Int16Array(n * n * 4).fill(-1);
  const out = [0, 0, 0, 0];
  for (let i = 0; i < n * n; i++) {
    const k = neighbours(i, n, out);
    for (let j = 0; j < k; j++) t[i * 4 + j] = out[j];
  }
  return t;
}

/** True when some region is exactly a row, a column or one of the usual boxes. */
export function hasClassicRegion(reg: readonly number[], size: GridSize): boolean {
  const n = size;
  const boxes = boxRegions(size);
  const { rows, columns } = BOX_SHAPE[size];
  for (let label = 0; label < n; label++) {
    const cells: number[] = [];
    for (let i = 0; i < reg.length; i++) if (reg[i] === label) cells.push(i);
    const r0 = (cells[0] / n) | 0;
    const c0 = cells[0] % n;
    if (cells.every((i) => ((i / n) | 0) === r0)) return true;
    if (cells.every((i) => i % n === c0)) return true;
    const b = boxes[cells[0]];
    if (cells.every((i) => boxes[i] === b) && rows * columns === n) return true;
  }
  return false;
}

/**
 * A random jigsaw layout: each cell's region 0 .. size-1. `swaps` successful swaps per cell
 * (1-64, default 4: enough that no box survives in practice; the rejection below catches the rest).
 */
export function randomJigsawRegions(size: GridSize, rng: Rng, swaps = 4): number[] {
  if (!(GRID_SIZES as readonly unknown[]).includes(size)) throw new RangeError(`randomJigsawRegions: size must be one of ${GRID_SIZES.join(', ')}, got ${String(size)}`);
  if (typeof rng !== 'object' || rng === null || typeof (rng as Rng).int !== 'function') throw new TypeError('randomJigsawRegions: rng must be an Rng (createRng(seed))');
  checkInteger('randomJigsawRegions', 'swaps', swaps, 1, 64);
  const n = size;
  const cells = n * n;
  const nbs = neighbourTable(n);
  const seen = new Uint32Array(cells);
  let stamp = 0;
  const stack: number[] = [];
  const candidates: number[] = [];
  // bounded: a layout passes the check in a few tries at any size (4x4 the rarest)
  for (let layout = 0; layout < 10_000; layout++) {
    const reg = boxRegions(size);
    // each region's cells, ascending (the candidates below are drawn from them in that order)
    const members: number[][] = Array.from({ length: n }, () => []);
    for (let i = 0; i < cells; i++) members[reg[i]].push(i);
    let done = 0;
    // bounded: a swap fails often near tight corners, never forever
    for (let tries = 0; done < swaps * cells && tries < swaps * cells * 40; tries++) {
      const a = rng.int(cells);
      let ka = 0;
      while (ka < 4 && nbs[a * 4 + ka] >= 0) ka++;
      const across = nbs[a * 4 + rng.int(ka)];
      const A = reg[a];
      const B = reg[across];
      if (A === B) continue;
      // a cell of B that touches A (other than through a): it moves to A as a moves to B
      candidates.length = 0;
      for (const i of members[B]) {
        for (let j = i * 4, end = j + 4; j < end; j++) {
          const y = nbs[j];
          if (y < 0) break;
          if (reg[y] === A && y !== a) {
            candidates.push(i);
            break;
          }
        }
      }
      if (candidates.length === 0) continue;
      const b = candidates[rng.int(candidates.length)];
      reg[a] = B;
      reg[b] = A;
      if (connected(reg, A, b, n, nbs, seen, ++stamp, stack) && connected(reg, B, a, n, nbs, seen, ++stamp, stack)) {
        done++;
        moveMember(members[A], a, b);
        moveMember(members[B], b, a);
      } else {
        reg[a] = A;
        reg[b] = B;
      }
    }
    if (!hasClassicRegion(reg, size)) return reg;
  }
  throw new RangeError(`randomJigsawRegions: no ${size}x${size} layout without a row, column or box region in 10000 tries`);
}
