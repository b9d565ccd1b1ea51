/**
 * Killer cage tables: the digit sets of k distinct digits from 1..N that add up to s, as masks
 * (bit d-1 = digit d). Built once per N on first use (N = 16 walks 65,536 subsets, a few ms)
 * and shared by every cage of every puzzle of that size; the lists handed out are frozen.
 */
import type { GridSize } from './rules.js';

/** Smallest sum of k distinct digits from 1..n: 1 + 2 + ... + k. */
export function minCageSum(k: number): number {
  return (k * (k + 1)) / 2;
}

/** Largest sum of k distinct digits from 1..n: n + (n-1) + ... + (n-k+1). */
export function maxCageSum(n: number, k: number): number {
  return (k * (2 * n - k + 1)) / 2;
}

const EMPTY: readonly number[] = Object.freeze([]);
/** tables[n]: index k * (maxSum + 1) + s -> the frozen list of masks. */
const tables = new Map<number, { stride: number; lists: (readonly number[])[] }>();

function table(n: number) {
  let t = tables.get(n);
  if (t) return t;
  const stride = maxCageSum(n, n) + 1;
  const lists: number[][] = Array.from({ length: (n + 1) * stride }, () => []);
  for (let mask = 1; mask < 1 << n; mask++) {
    let k = 0;
    let s = 0;
    for (let d = 0; d < n; d++) {
      if (mask & (1 << d)) {
        k++;
        s += d + 1;
      }
    }
    lists[k * stride + s].push(mask);
  }
  t = { stride, lists: lists.map((l) => (l.length ? Object.freeze(l) : EMPTY)) };
  tables.set(n, t);
  return t;
}

/**
 * The digit sets (masks, ascending) of `k` distinct digits from 1..`n` summing to `sum`; empty
 * when none (k or sum out of reach).
 */
export function cageCombinations(n: GridSize | number, k: number, sum: number): readonly number[] {
  if (!Number.isInteger(k) || !Number.isInteger(sum) || k < 1 || k > n || sum < minCageSum(k) || sum > maxCageSum(n, k)) return EMPTY;
  const t = table(n);
  return t.lists[k * t.stride + sum];
}
