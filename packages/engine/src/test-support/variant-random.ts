/**
 * Seeded random variant puzzles for tests: jigsaw regions (boxes reshaped by connectivity-
 * keeping swaps), diagonals, windows (9x9 only), cages (connected, sizes 1-5) whose sums come
 * from a random solution or are nudged off it, and givens taken from the solution (now and then
 * a wrong one). Built on the reference counter's fill, not on the solver under test.
 */
import type { Cage, GridSize, Rules } from '../rules/rules.js';
import { randomReferenceFill } from './variant-reference.js';

export { seeded } from './sample.js';
import { seeded } from './sample.js';

const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 12: [3, 4], 16: [4, 4] };

function neighbours(i: number, n: number): number[] {
  const r = Math.floor(i / n);
  const c = i % n;
  const out: number[] = [];
  if (r > 0) out.push(i - n);
  if (r < n - 1) out.push(i + n);
  if (c > 0) out.push(i - 1);
  if (c < n - 1) out.push(i + 1);
  return out;
}

function connected(cells: number[], n: number): boolean {
  const set = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) for (const x of neighbours(stack.pop()!, n)) if (set.has(x) && !seen.has(x)) seen.add(x), stack.push(x);
  return seen.size === cells.length;
}

/** Jigsaw regions: the boxes, then `swaps` exchanges of two cells across a border that keep both regions connected. */
export function randomRegions(n: number, random: () => number, swaps = 40): number[] {
  const [bh, bw] = BOXES[n];
  const reg = [...Array(n * n)].map((_, i) => Math.floor(Math.floor(i / n) / bh) * (n / bw) + Math.floor((i % n) / bw));
  for (let t = 0; t < swaps * 20 && swaps > 0; t++) {
    const a = Math.floor(random() * n * n);
    const nb = neighbours(a, n).filter((x) => reg[x] !== reg[a]);
    if (!nb.length) continue;
    const B = reg[nb[Math.floor(random() * nb.length)]];
    const A = reg[a];
    // a cell of B next to A, other than the border partner is fine too
    const bs = [...Array(n * n).keys()].filter((x) => reg[x] === B && neighbours(x, n).some((y) => reg[y] === A));
    const b = bs[Math.floor(random() * bs.length)];
    reg[a] = B;
    reg[b] = A;
    const ra = [...Array(n * n).keys()].filter((x) => reg[x] === A);
    const rb = [...Array(n * n).keys()].filter((x) => reg[x] === B);
    if (!connected(ra, n) || !connected(rb, n)) {
      reg[a] = A;
      reg[b] = B;
    } else if (--swaps === 0) break;
  }
  return reg;
}

/** Connected cages over a random share of the cells, sizes 1..maxSize, sums from `solution`. */
export function randomCages(n: number, solution: number[], random: () => number, cover: number, maxSize = 5): Cage[] {
  const owner = new Array(n * n).fill(-1);
  const cages: Cage[] = [];
  const order = [...Array(n * n).keys()].sort(() => random() - 0.5);
  for (const start of order) {
    if (owner[start] >= 0 || random() > cover) continue;
    const size = 1 + Math.floor(random() * maxSize);
    const cells = [start];
    const digits = new Set([solution[start]]);
    owner[start] = cages.length;
    while (cells.length < size) {
      const options = cells.flatMap((c) => neighbours(c, n)).filter((x) => owner[x] < 0 && !digits.has(solution[x]));
      if (!options.length) break;
      const x = options[Math.floor(random() * options.length)];
      owner[x] = cages.length;
      cells.push(x);
      digits.add(solution[x]);
    }
    cages.push({ sum: cells.reduce((a, c) => a + solution[c], 0), cells });
  }
  return cages;
}

export interface RandomVariant {
  rules: Rules;
  givens: number[];
  /** The fill the puzzle was made from (undefined when none was found). */
  solution?: number[];
  description: string;
}

/**
 * One random puzzle of size n. `kind` picks the rules: classic, jigsaw, x, windoku (9 only),
 * killer, or mixed (several at once).
 */
export function randomVariant(n: GridSize, kind: 'classic' | 'jigsaw' | 'x' | 'windoku' | 'killer' | 'mixed', random: () => number): RandomVariant {
  const rules: Rules = { size: n };
  const mixed = kind === 'mixed';
  if (kind === 'jigsaw' || (mixed && random() < 0.5)) rules.regions = randomRegions(n, random, 3 + Math.floor(random() * 30));
  if (kind === 'x' || (mixed && random() < 0.5)) rules.diagonals = true;
  if (n === 9 && (kind === 'windoku' || (mixed && random() < 0.3))) rules.windows = true;
  const solution = randomReferenceFill(rules, random, n === 9 ? 3_000 : 1_500);
  const givens = new Array(n * n).fill(0);
  if (solution) {
    if (kind === 'killer' || (mixed && random() < 0.7)) {
      const cages = randomCages(n, solution, random, 0.3 + random() * 0.7);
      // Now and then a sum off the solution (still a valid sum): the solution count may drop to 0.
      for (const c of cages) {
        if (random() < 0.1) {
          const k = c.cells.length;
          const lo = (k * (k + 1)) / 2;
          const hi = (k * (2 * n - k + 1)) / 2;
          c.sum = Math.min(hi, Math.max(lo, c.sum + (random() < 0.5 ? -1 : 1)));
        }
      }
      rules.cages = cages;
    }
    const density = random() * (rules.cages ? 0.4 : 0.6);
    for (let i = 0; i < n * n; i++) if (random() < density) givens[i] = solution[i];
    if (random() < 0.05) givens[Math.floor(random() * n * n)] = 1 + Math.floor(random() * n);
  }
  const parts = [`${n}x${n}`, rules.regions ? 'jigsaw' : '', rules.diagonals ? 'x' : '', rules.windows ? 'windoku' : '', rules.cages ? `${rules.cages.length} cages` : ''];
  return { rules, givens, solution, description: parts.filter(Boolean).join(' ') };
}
