/**
 * A second, faster reference counter for variant puzzles, written apart from the solver
 * (solve/) and from compileRules, for the tests that check generated 9x9 jigsaws and givenless
 * 9x9 killers (the plain counter in variant-reference.ts takes minutes on those).
 *
 * It reads the raw Rules value, builds its own all-different groups, and searches with
 * candidate masks and three sound propagation rules, to a fixpoint after every guess:
 *  - a decided cell's digit leaves its peers (group and cage mates);
 *  - a digit with one place left in a group goes there (none left: dead end);
 *  - a cage's cells keep only digits used by some set of distinct digits with the cage's sum
 *    that fits the cage's candidates (each cell can take one of the set's digits, and the
 *    set is covered by the cells' candidates); a decided cage is checked exactly;
 *  - the rule of 45 on one group: the cells of a row, column or region outside the cages lying
 *    wholly inside it hold distinct digits adding up to 1 + ... + n minus those cages' sums,
 *    so they are treated as one more cage (a sound consequence of the rules, not a new rule).
 * Every rule only removes digits no solution below this node has, so the count is exact; each
 * full grid is checked against every rule once more before it is counted. Bounded by nodes.
 */
import type { Rules } from '../rules/rules.js';

/** Box height and width per size, written out here rather than read from rules.ts. */
const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 12: [3, 4], 16: [4, 4] };

interface Model {
  n: number;
  cells: number;
  groups: number[][];
  /** Peers of each cell (group mates and cage mates), no repeats. */
  peers: number[][];
  /** The puzzle's cages, then the rule-of-45 ones (only the first `real` are checked at a leaf). */
  cages: { sum: number; cells: number[]; sets: number[] }[];
  real: number;
}

function bits(mask: number): number {
  let k = 0;
  for (; mask; mask &= mask - 1) k++;
  return k;
}

function build(rules: Rules): Model {
  const n = rules.size ?? 9;
  const cells = n * n;
  const groups: number[][] = [];
  for (let r = 0; r < n; r++) groups.push(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) groups.push(Array.from({ length: n }, (_, r) => r * n + c));
  const [bh, bw] = BOXES[n];
  const regions: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < cells; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    regions[rules.regions ? rules.regions[i] : Math.floor(r / bh) * (n / bw) + Math.floor(c / bw)].push(i);
  }
  groups.push(...regions);
  if (rules.diagonals) {
    groups.push(Array.from({ length: n }, (_, k) => k * n + k));
    groups.push(Array.from({ length: n }, (_, k) => k * n + n - 1 - k));
  }
  if (rules.windows) {
    for (const [r0, c0] of [[1, 1], [1, 5], [5, 1], [5, 5]]) {
      const w: number[] = [];
      for (let dr = 0; dr < 3; dr++) for (let dc = 0; dc < 3; dc++) w.push((r0 + dr) * 9 + c0 + dc);
      groups.push(w);
    }
  }
  const peerSets: Set<number>[] = Array.from({ length: cells }, () => new Set());
  for (const g of groups) for (const a of g) for (const b of g) if (a !== b) peerSets[a].add(b);
  const cages = (rules.cages ?? []).map((cage) => {
    for (const a of cage.cells) for (const b of cage.cells) if (a !== b) peerSets[a].add(b);
    return { sum: cage.sum, cells: Array.from(cage.cells) };
  });
  // rule of 45 on each row, column and region (the first 3n groups)
  const total = (n * (n + 1)) / 2;
  const virtual: { sum: number; cells: number[] }[] = [];
  if (cages.length) {
    for (const g of groups.slice(0, 3 * n)) {
      const inside = new Set(g);
      let rest = total;
      const covered = new Set<number>();
      for (const cage of cages) {
        if (cage.cells.every((c) => inside.has(c))) {
          rest -= cage.sum;
          for (const c of cage.cells) covered.add(c);
        }
      }
      const left = g.filter((c) => !covered.has(c));
      if (left.length > 0 && left.length < n && covered.size > 0) virtual.push({ sum: rest, cells: left });
    }
  }
  const withSets = [...cages, ...virtual].map((cage) => ({ ...cage, sets: sumSets(n, cage.cells.length, cage.sum) }));
  return { n, cells, groups, peers: peerSets.map((s) => [...s]), cages: withSets, real: cages.length };
}

/** Every set of k distinct digits 1..n adding up to `sum` (bit d-1 = digit d). */
function sumSets(n: number, k: number, sum: number): number[] {
  const sets: number[] = [];
  for (let m = 0; m < 1 << n; m++) {
    if (bits(m) !== k) continue;
    let s = 0;
    for (let d = 1; d <= n; d++) if (m & (1 << (d - 1))) s += d;
    if (s === sum) sets.push(m);
  }
  return sets;
}

/** Propagate to a fixpoint; false on a contradiction. `cand` is changed in place. */
function propagate(m: Model, cand: Uint16Array): boolean {
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < m.cells; i++) {
      const c = cand[i];
      if (c === 0) return false;
      if (c & (c - 1)) continue;
      for (const p of m.peers[i]) {
        if (cand[p] & c) {
          cand[p] &= ~c;
          if (cand[p] === 0) return false;
          changed = true;
        }
      }
    }
    for (const g of m.groups) {
      for (let d = 0; d < m.n; d++) {
        const bit = 1 << d;
        let at = -1;
        let k = 0;
        for (const c of g) if (cand[c] & bit) (at = c), k++;
        if (k === 0) return false;
        if (k === 1 && cand[at] !== bit) (cand[at] = bit), (changed = true);
      }
    }
    for (const cage of m.cages) {
      let union = 0;
      for (const c of cage.cells) union |= cand[c];
      let allowed = 0;
      for (const set of cage.sets) {
        if ((set & union) !== set) continue; // a digit of the set no cell can hold
        if (cage.cells.some((c) => (cand[c] & set) === 0)) continue;
        allowed |= set;
      }
      if (allowed === 0) return false;
      for (const c of cage.cells) {
        const next = cand[c] & allowed;
        if (next !== cand[c]) {
          if (next === 0) return false;
          cand[c] = next;
          changed = true;
        }
      }
    }
  }
  return true;
}

function satisfies(m: Model, grid: ArrayLike<number>): boolean {
  for (const g of m.groups) if (new Set(g.map((c) => grid[c])).size !== g.length) return false;
  for (const cage of m.cages.slice(0, m.real)) {
    const ds = cage.cells.map((c) => grid[c]);
    if (new Set(ds).size !== ds.length || ds.reduce((a, b) => a + b, 0) !== cage.sum) return false;
  }
  return true;
}

/** A count up to `limit` with the first solution, or 'unknown' past `maxNodes` search nodes. */
export function fastVariantReferenceCount(rules: Rules, givens: ArrayLike<number>, limit: number, maxNodes = 1_000_000): { count: number; first?: number[] } | 'unknown' {
  const m = build(rules);
  const all = (1 << m.n) - 1;
  const cand = new Uint16Array(m.cells).fill(all);
  for (let i = 0; i < m.cells; i++) if (givens[i]) cand[i] = 1 << (givens[i] - 1);
  // givens that clash among themselves: no solution
  for (let i = 0; i < m.cells; i++) if (givens[i]) for (const p of m.peers[i]) if (givens[p] === givens[i]) return { count: 0 };
  let nodes = 0;
  let count = 0;
  let first: number[] | undefined;
  const search = (c: Uint16Array): boolean => {
    if (++nodes > maxNodes) return false;
    if (!propagate(m, c)) return true;
    let best = -1;
    let fewest = 99;
    for (let i = 0; i < m.cells; i++) {
      const k = bits(c[i]);
      if (k > 1 && k < fewest) (fewest = k), (best = i);
    }
    if (best < 0) {
      const grid = Array.from(c, (x) => 32 - Math.clz32(x));
      if (!satisfies(m, grid)) return true;
      count++;
      first ??= grid;
      return count < limit;
    }
    for (let rest = c[best]; rest; rest &= rest - 1) {
      const next = c.slice();
      next[best] = rest & -rest;
      if (!search(next)) return false;
    }
    return true;
  };
  search(cand);
  if (nodes > maxNodes) return 'unknown';
  return first ? { count, first } : { count };
}
