/** Small bit helpers for 9-bit candidate masks and index masks. */

/** Popcount of a small mask. */
export function bitCount(m: number): number {
  m = m - ((m >> 1) & 0x5555);
  m = (m & 0x3333) + ((m >> 2) & 0x3333);
  m = (m + (m >> 4)) & 0x0f0f;
  return (m + (m >> 8)) & 0x1f;
}

/** Lowest digit (1-based) of a candidate mask. */
export function firstDigit(m: number): number {
  return 31 - Math.clz32(m & -m) + 1;
}

/** Digits of a mask, ascending. */
export function digitsOf(m: number): number[] {
  const out: number[] = [];
  for (let d = 1; m; d++, m >>= 1) if (m & 1) out.push(d);
  return out;
}

/**
 * k-subsets of {0..n-1} as bitmasks in Sudoku Explainer's order (increasing binary value:
 * {0,1}, {0,2}, {1,2}, {0,3}, ...). The order decides which of several equal hints comes first.
 */
export function combinations(k: number, n: number): number[] {
  const key = k * 64 + n;
  const cached = COMBOS.get(key);
  if (cached) return cached;
  const out: number[] = [];
  if (k === 0) out.push(0);
  else if (k <= n) {
    let v = (1 << k) - 1;
    const limit = 1 << n;
    while (v < limit) {
      out.push(v);
      const smallest = v & -v;
      const ripple = v + smallest;
      v = ripple | (((v ^ ripple) >>> 2) / smallest);
    }
  }
  COMBOS.set(key, out);
  return out;
}
const COMBOS = new Map<number, number[]>();

/**
 * The k-subsets of {0..8} inside `mask`, in combinations()' order: the subsets a search would
 * reach after skipping every one with a member outside the mask (same order, fewer visits).
 */
export function combinationsWithin(k: number, mask: number): number[] {
  const key = k * 1024 + mask;
  const cached = WITHIN.get(key);
  if (cached) return cached;
  const out = combinations(k, 9).filter((c) => (c & ~mask) === 0);
  WITHIN.set(key, out);
  return out;
}
const WITHIN = new Map<number, number[]>();
