/**
 * Sum-group arithmetic shared by the cage techniques and the rule of 45: which digits each cell
 * of a group with a known total can still take. A distinct group (a cage, or cells of one unit)
 * is searched cell by cell with the set of used digits as memo key (that set fixes the partial
 * sum); a small group whose cells may repeat a digit (outies in different units) by enumeration.
 */

/**
 * The feasible digit sets of a distinct group and, per cell, the digits some full assignment
 * gives it. Shared between callers (remembered): read it, never change it.
 */
export interface GroupSupport {
  combos: number[];
  support: number[];
}

// Memo of the search below, keyed by the set of digits used so far (the cells are filled in
// order, so that set fixes both how many cells are done and their sum). Stamped, not cleared.
const stamp = new Uint32Array(1 << 16);
const good = new Uint8Array(1 << 16);
let generation = 0;

/**
 * Distinct cells `masks` (candidates, a placed cell its one digit) that add up to `sum`: the
 * digit sets that can still be laid on them (holding every digit of `mustHave`), and each cell's
 * supported digits. A depth-first walk over the cells in order with the used digits as memo
 * key: at most 2^size states, each tried once.
 */
export function distinctSupport(size: number, masks: readonly number[], sum: number, mustHave = 0): GroupSupport {
  // The answer depends on these values only, and a ladder solve asks again for the same cages
  // after every step (most unchanged): remembered, it is one lookup (the ladder's largest cost was here).
  const key = String.fromCharCode(size, sum, mustHave, ...masks);
  const hit = memo.get(key);
  if (hit) return hit;
  const r = search(size, masks, sum, mustHave);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, r);
  return r;
}

/** Remembered answers of distinctSupport (shared, never changed by callers); cleared when full. */
const memo = new Map<string, GroupSupport>();
const MEMO_SIZE = 50_000;

function search(size: number, masks: readonly number[], sum: number, mustHave: number): GroupSupport {
  const k = masks.length;
  const support = new Array<number>(k).fill(0);
  const combos: number[] = [];
  if (k === 0 || k > size) return { combos, support };
  if (++generation === 0xffffffff) (generation = 1), stamp.fill(0);
  const gen = generation;
  const visit = (used: number, j: number, total: number): boolean => {
    if (stamp[used] === gen) return good[used] === 1;
    stamp[used] = gen;
    let ok = false;
    if (j === k) {
      ok = total === sum && (used & mustHave) === mustHave;
      if (ok) combos.push(used);
    } else if (total < sum) {
      let m = masks[j] & ~used;
      while (m) {
        const bit = m & -m;
        m ^= bit;
        const d = 32 - Math.clz32(bit);
        if (total + d > sum) break; // digits ascend: the rest are larger
        if (visit(used | bit, j + 1, total + d)) {
          support[j] |= bit;
          ok = true;
        }
      }
    }
    good[used] = ok ? 1 : 0;
    return ok;
  };
  visit(0, 0, 0);
  combos.sort((a, b) => a - b);
  return { combos, support };
}

/**
 * Cells that may repeat a digit unless `distinct(a, b)` says they see each other, adding up to
 * `sum`: each cell's supported digits, by bounded enumeration (groups of at most 4 cells).
 * Returns undefined for larger groups.
 */
export function smallSupport(masks: readonly number[], sum: number, distinct: (a: number, b: number) => boolean): number[] | undefined {
  const k = masks.length;
  if (k > 4) return undefined;
  const support = new Array<number>(k).fill(0);
  const lo = masks.map((m) => (m ? 31 - Math.clz32(m & -m) + 1 : 0));
  const hi = masks.map((m) => (m ? 32 - Math.clz32(m) : 0));
  const pick = new Array<number>(k).fill(0);
  const go = (j: number, left: number): void => {
    if (j === k) {
      if (left === 0) for (let t = 0; t < k; t++) support[t] |= 1 << (pick[t] - 1);
      return;
    }
    let minRest = 0;
    let maxRest = 0;
    for (let t = j + 1; t < k; t++) (minRest += lo[t]), (maxRest += hi[t]);
    let m = masks[j];
    while (m) {
      const bit = m & -m;
      m ^= bit;
      const d = 31 - Math.clz32(bit) + 1;
      if (left - d < minRest || left - d > maxRest) continue;
      let clash = false;
      for (let t = 0; t < j && !clash; t++) if (pick[t] === d && distinct(t, j)) clash = true;
      if (clash) continue;
      pick[j] = d;
      go(j + 1, left - d);
    }
  };
  go(0, sum);
  return support;
}
