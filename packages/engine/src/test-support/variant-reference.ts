/**
 * A deliberately plain solution counter for variant puzzles, written apart from the solver and
 * from compileRules: it reads the raw Rules value (size, regions, diagonals, windows, cages) and
 * works out its own groups of all-different cells, then backtracks on the empty cell with the
 * fewest digits allowed, checking every rule directly (a digit not yet in any of the cell's
 * groups; a cage's digits distinct, its partial sum reachable with distinct digits left).
 *
 * Bounded: it counts its nodes and gives up past a budget ('unknown'), so a test never spins.
 * Also here: a rule checker for a finished grid and a seeded random fill for test data.
 */
import type { Rules } from '../rules/rules.js';

export interface VariantReferenceCount {
  count: number;
  first?: number[];
}

/** Box height and width per size, written out here rather than read from rules.ts. */
const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 12: [3, 4], 16: [4, 4] };

interface Model {
  n: number;
  /** All-different groups (rows, columns, boxes or regions, diagonals, windows). */
  groups: number[][];
  cages: { sum: number; cells: number[] }[];
  groupsOf: number[][];
  cageOf: number[];
}

function model(rules: Rules): Model {
  const n = rules.size ?? 9;
  const groups: number[][] = [];
  for (let r = 0; r < n; r++) groups.push([...Array(n).keys()].map((c) => r * n + c));
  for (let c = 0; c < n; c++) groups.push([...Array(n).keys()].map((r) => r * n + c));
  const regionLists: number[][] = [...Array(n)].map(() => []);
  const [bh, bw] = BOXES[n];
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    const region = rules.regions ? rules.regions[i] : Math.floor(r / bh) * (n / bw) + Math.floor(c / bw);
    regionLists[region].push(i);
  }
  groups.push(...regionLists);
  if (rules.diagonals) {
    groups.push([...Array(n).keys()].map((k) => k * n + k));
    groups.push([...Array(n).keys()].map((k) => k * n + (n - 1 - k)));
  }
  if (rules.windows) {
    for (const [r0, c0] of [[1, 1], [1, 5], [5, 1], [5, 5]]) {
      const w: number[] = [];
      for (let dr = 0; dr < 3; dr++) for (let dc = 0; dc < 3; dc++) w.push((r0 + dr) * 9 + c0 + dc);
      groups.push(w);
    }
  }
  const cages = (rules.cages ?? []).map((c) => ({ sum: c.sum, cells: Array.from(c.cells) }));
  const groupsOf: number[][] = [...Array(n * n)].map(() => []);
  groups.forEach((g, gi) => g.forEach((c) => groupsOf[c].push(gi)));
  const cageOf = new Array(n * n).fill(-1);
  cages.forEach((c, ci) => c.cells.forEach((cell) => (cageOf[cell] = ci)));
  return { n, groups, cages, groupsOf, cageOf };
}

/** Digits 1..n that cell i may take in grid g (0 = empty), checking each rule directly. */
function allowed(m: Model, g: number[], i: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= m.n; d++) {
    let okay = true;
    for (const gi of m.groupsOf[i]) {
      for (const c of m.groups[gi]) if (c !== i && g[c] === d) okay = false;
    }
    const ci = m.cageOf[i];
    if (okay && ci >= 0) {
      const cage = m.cages[ci];
      const used = new Set<number>();
      let sum = d;
      let empty = 0;
      for (const c of cage.cells) {
        if (c === i) continue;
        if (g[c] === d) okay = false;
        if (g[c] === 0) empty++;
        else {
          used.add(g[c]);
          sum += g[c];
        }
      }
      used.add(d);
      // The other empty cells take distinct unused digits: their smallest and largest total.
      const free = [...Array(m.n).keys()].map((k) => k + 1).filter((x) => !used.has(x));
      const lo = free.slice(0, empty).reduce((a, b) => a + b, 0);
      const hi = free.slice(free.length - empty).reduce((a, b) => a + b, 0);
      if (free.length < empty || sum + lo > cage.sum || sum + (empty ? hi : 0) < cage.sum) okay = false;
    }
    if (okay) out.push(d);
  }
  return out;
}

/**
 * Count solutions up to `limit`; 'unknown' past `maxNodes` search nodes. `order` reorders the
 * digits tried (a seeded shuffle for random fills).
 */
export function tryVariantReferenceCount(
  rules: Rules,
  givens: ArrayLike<number>,
  limit: number,
  maxNodes = 200_000,
  order?: (digits: number[]) => number[],
): VariantReferenceCount | 'unknown' {
  const m = model(rules);
  const g = Array.from(givens);
  // Givens must not break a rule among themselves.
  for (let i = 0; i < g.length; i++) {
    if (g[i] === 0) continue;
    const d = g[i];
    g[i] = 0;
    const ok = allowed(m, g, i).includes(d);
    g[i] = d;
    if (!ok) return { count: 0 };
  }
  let nodes = 0;
  let count = 0;
  let first: number[] | undefined;
  const search = (): boolean => {
    if (++nodes > maxNodes) return false;
    let best = -1;
    let bestDigits: number[] = [];
    for (let i = 0; i < g.length; i++) {
      if (g[i] !== 0) continue;
      const a = allowed(m, g, i);
      if (best < 0 || a.length < bestDigits.length) {
        best = i;
        bestDigits = a;
        if (a.length === 0) break;
      }
    }
    if (best < 0) {
      // Full: check the cages' sums once more (allowed() did, but a cage with no empty cell at the start is checked only here).
      if (!satisfiesRules(rules, g)) return true;
      count++;
      first ??= g.slice();
      return count < limit;
    }
    for (const d of order ? order(bestDigits) : bestDigits) {
      g[best] = d;
      const go = search();
      g[best] = 0;
      if (!go) return false;
    }
    return true;
  };
  search();
  if (nodes > maxNodes) return 'unknown';
  return first ? { count, first } : { count };
}

/** As tryVariantReferenceCount, throwing when the budget runs out. */
export function variantReferenceCount(rules: Rules, givens: ArrayLike<number>, limit: number, maxNodes = 2_000_000): VariantReferenceCount {
  const r = tryVariantReferenceCount(rules, givens, limit, maxNodes);
  if (r === 'unknown') throw new Error(`variantReferenceCount: gave up after ${maxNodes} nodes`);
  return r;
}

/** True when a full grid keeps every rule (each group all different, each cage distinct with its sum). */
export function satisfiesRules(rules: Rules, grid: ArrayLike<number>): boolean {
  const m = model(rules);
  if (grid.length !== m.n * m.n) return false;
  for (let i = 0; i < grid.length; i++) if (!(grid[i] >= 1 && grid[i] <= m.n)) return false;
  for (const group of m.groups) if (new Set(group.map((c) => grid[c])).size !== group.length) return false;
  for (const cage of m.cages) {
    const ds = cage.cells.map((c) => grid[c]);
    if (new Set(ds).size !== ds.length || ds.reduce((a, b) => a + b, 0) !== cage.sum) return false;
  }
  return true;
}

/** A random full grid for rules without cages (seeded by `random`), or undefined past the budget. */
export function randomReferenceFill(rules: Rules, random: () => number, maxNodes = 50_000): number[] | undefined {
  const n = rules.size ?? 9;
  const shuffle = (ds: number[]) => {
    const a = ds.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const r = tryVariantReferenceCount({ ...rules, cages: [] }, new Array(n * n).fill(0), 1, maxNodes, shuffle);
  return r === 'unknown' ? undefined : r.first;
}
