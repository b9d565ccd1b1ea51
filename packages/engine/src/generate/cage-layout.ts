/**
 * Killer cage layouts over a full grid (cages.ts builds puzzles with them): cages grown from
 * random starts to a drawn size, digits distinct in each; lone cells joined to a neighbouring
 * cage or paired with a cell taken from a cage of three or more; neighbouring cages merged.
 * A layout is `cageOf`: each cell's cage id (ids need not be dense; -1 = no cage yet).
 */
import type { Rng } from './rng.js';
import type { Cage } from '../rules/rules.js';
import { cellNeighbours } from './regions.js';

/** Cage size targets: 2: 30%, 3: 35%, 4: 20%, 5: 10%, 6: 5% (mean 3.25). */
export function drawSize(rng: Rng, max: number): number {
  const x = rng.int(100);
  const s = x < 30 ? 2 : x < 65 ? 3 : x < 85 ? 4 : x < 95 ? 5 : 6;
  return Math.min(s, max);
}

/** Grow cages over `cells` (the rest keep their cage in `cageOf`), digits distinct in each. */
export function growCages(n: number, solution: Uint8Array, cageOf: Int32Array, cells: number[], rng: Rng, maxCage: number, next: { id: number }): void {
  for (const start of rng.shuffle(cells.slice())) {
    if (cageOf[start] >= 0) continue;
    const id = next.id++;
    const members = [start];
    cageOf[start] = id;
    let used = 1 << solution[start];
    const target = drawSize(rng, maxCage);
    while (members.length < target) {
      const frontier: number[] = [];
      for (const m of members) for (const x of cellNeighbours(m, n)) if (cageOf[x] < 0 && !(used & (1 << solution[x])) && !frontier.includes(x)) frontier.push(x);
      if (frontier.length === 0) break;
      const x = frontier[rng.int(frontier.length)];
      cageOf[x] = id;
      members.push(x);
      used |= 1 << solution[x];
    }
  }
  joinLoneCells(n, solution, cageOf, cells, rng, maxCage, next);
}

/** True when `cage`'s cells other than `without` are 4-connected (and there is at least one). */
function connectedWithout(n: number, cageOf: Int32Array, cage: number, without: number): boolean {
  const members: number[] = [];
  for (let i = 0; i < cageOf.length; i++) if (cageOf[i] === cage && i !== without) members.push(i);
  if (members.length === 0) return false;
  const seen = new Set([members[0]]);
  const stack = [members[0]];
  while (stack.length) {
    for (const x of cellNeighbours(stack.pop()!, n)) if (x !== without && cageOf[x] === cage && !seen.has(x)) seen.add(x), stack.push(x);
  }
  return seen.size === members.length;
}

/**
 * A lone cell joins a neighbouring cage without its digit, if one has room; failing that it
 * takes a neighbour from a cage of 3 or more (that cage staying connected) to make a new pair.
 * A cell boxed in by cages holding its digit stays alone: the caller starts again then.
 */
function joinLoneCells(n: number, solution: Uint8Array, cageOf: Int32Array, cells: number[], rng: Rng, maxCage: number, next: { id: number }): void {
  const sizes = new Map<number, number>();
  for (let i = 0; i < cageOf.length; i++) sizes.set(cageOf[i], (sizes.get(cageOf[i]) ?? 0) + 1);
  for (const i of cells) {
    if (sizes.get(cageOf[i]) !== 1) continue;
    for (const x of rng.shuffle(cellNeighbours(i, n))) {
      const other = cageOf[x];
      if ((sizes.get(other) ?? 0) >= maxCage) continue;
      let clash = false;
      for (let j = 0; j < cageOf.length; j++) if (cageOf[j] === other && solution[j] === solution[i]) clash = true;
      if (clash) continue;
      sizes.set(cageOf[i], 0);
      cageOf[i] = other;
      sizes.set(other, (sizes.get(other) ?? 0) + 1);
      break;
    }
    if (sizes.get(cageOf[i]) !== 1) continue;
    for (const x of rng.shuffle(cellNeighbours(i, n))) {
      const other = cageOf[x];
      if ((sizes.get(other) ?? 0) < 3 || solution[x] === solution[i] || !connectedWithout(n, cageOf, other, x)) continue;
      const id = next.id++;
      sizes.set(other, (sizes.get(other) ?? 0) - 1);
      sizes.set(cageOf[i], 0);
      cageOf[i] = id;
      cageOf[x] = id;
      sizes.set(id, 2);
      break;
    }
  }
}

/** True when some cage has one cell. */
export function hasLoneCell(cageOf: Int32Array): boolean {
  const sizes = new Map<number, number>();
  for (const c of cageOf) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  for (const v of sizes.values()) if (v === 1) return true;
  return false;
}

export function cagesOf(cageOf: Int32Array, solution: Uint8Array): Cage[] {
  const byId = new Map<number, number[]>();
  for (let i = 0; i < cageOf.length; i++) {
    const list = byId.get(cageOf[i]);
    if (list) list.push(i);
    else byId.set(cageOf[i], [i]);
  }
  const out: Cage[] = [];
  for (const cells of byId.values()) out.push({ sum: cells.reduce((s, c) => s + solution[c], 0), cells });
  out.sort((a, b) => a.cells[0] - b.cells[0]);
  return out;
}


/**
 * Pairs of neighbouring cages [a, b] that could merge: no digit twice, at most `maxCage` cells
 * together. Each pair once, in cell order (the caller shuffles).
 */
export function mergeCandidates(n: number, solution: Uint8Array, cageOf: Int32Array, maxCage: number): [number, number][] {
  const digits = new Map<number, number>();
  const sizes = new Map<number, number>();
  for (let i = 0; i < cageOf.length; i++) {
    digits.set(cageOf[i], (digits.get(cageOf[i]) ?? 0) | (1 << solution[i]));
    sizes.set(cageOf[i], (sizes.get(cageOf[i]) ?? 0) + 1);
  }
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (let i = 0; i < cageOf.length; i++) {
    for (const x of cellNeighbours(i, n)) {
      const a = Math.min(cageOf[i], cageOf[x]);
      const b = Math.max(cageOf[i], cageOf[x]);
      if (a === b || seen.has(`${a},${b}`)) continue;
      seen.add(`${a},${b}`);
      if (digits.get(a)! & digits.get(b)!) continue;
      if (sizes.get(a)! + sizes.get(b)! > maxCage) continue;
      out.push([a, b]);
    }
  }
  return out;
}
