/**
 * Chains over any rules value, the extreme rungs of the variant ladder.
 *
 * XY-Chain: a chain of cells with two candidates each, every cell seeing
 * the next (a common unit or cage), each link passing on one digit: if the first cell is not x
 * it is its other digit a, so the next (which sees it and holds a) is its other digit, and so on
 * until a cell whose other digit is x. So either the first cell or the last is x, and every cell
 * seeing both loses x. Shortest chains first (a breadth-first walk from each start), at most
 * MAX_CELLS cells.
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, cellLabelOf, describeEliminations, liveEliminations, popcount } from './state.js';
import { distinctSupport } from './sums.js';

const MAX_CELLS = 10;

/** The digit of a two-digit mask other than d. */
function other(mask: number, d: number): number {
  return 32 - Math.clz32(mask & ~(1 << (d - 1)));
}

/** The shortest XY-Chain (three cells or more) that removes a candidate. */
export function findXYChain(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  const bivalue: number[] = [];
  for (let i = 0; i < rules.cells; i++) if (!value[i] && popcount(cand[i]) === 2) bivalue.push(i);
  if (bivalue.length < 3) return null;
  const isBi = new Set(bivalue);
  const sees = (a: number, b: number) => rules.peers[a].includes(b);
  for (let x = 1; x <= rules.size; x++) {
    const xbit = 1 << (x - 1);
    for (const start of bivalue) {
      if (!(cand[start] & xbit)) continue;
      // Breadth-first: each cell reached once, with the digit it is forced to and where from.
      const forced = new Map<number, number>([[start, other(cand[start], x)]]);
      const from = new Map<number, number>();
      const depth = new Map<number, number>([[start, 1]]);
      const queue = [start];
      for (let q = 0; q < queue.length; q++) {
        const c = queue[q];
        const v = forced.get(c)!;
        if (depth.get(c)! >= MAX_CELLS) continue;
        for (const p of rules.peers[c]) {
          if (!isBi.has(p) || forced.has(p) || !(cand[p] & (1 << (v - 1)))) continue;
          const w = other(cand[p], v);
          forced.set(p, w);
          from.set(p, c);
          depth.set(p, depth.get(c)! + 1);
          queue.push(p);
          if (w !== x || depth.get(p)! < 3) continue;
          const elims: CellDigit[] = [];
          for (const e of rules.peers[start]) if (e !== p && sees(e, p) && !value[e] && cand[e] & xbit) elims.push({ cell: e, digit: x });
          const live = liveEliminations(state, elims);
          if (!live.length) continue;
          const path: number[] = [];
          for (let t: number | undefined = p; t !== undefined; t = from.get(t)) path.unshift(t);
          const n = rules.size;
          const links = path.map((cell) => {
            const d = forced.get(cell)!;
            const first = cell === start ? x : other(cand[cell], d);
            return `${cellLabelOf(cell, n)} (${first} or ${d})`;
          });
          return {
            technique: 'XY-Chain',
            placements: [],
            eliminations: live,
            cells: path,
            digits: [x],
            units: [],
            cages: [],
            explanation: `In the chain ${links.join(' - ')}, each cell sees the next: if ${cellLabelOf(start, n)} is not ${x}, ${cellLabelOf(p, n)} is, so one of them is ${x}, which removes ${describeEliminations(live, n)}.`,
          };
        }
      }
    }
  }
  return null;
}

/**
 * X-Chain over any rules value: one digit d, alternating strong links (the only two places for
 * d in a unit, or in a cage that must hold d) and weak links (two places that see each other).
 * If the first cell is not d, its strong partner is, the next cell (seeing it) is not, its
 * strong partner is, ... so either the first cell or the last is d, and every cell seeing both
 * loses d. Skyscrapers, 2-String Kites and Turbot Fish are the four-cell X-Chains. Shortest
 * first, at most MAX_CELLS cells.
 */
export function findXChain(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  const n = rules.size;
  const sees = (a: number, b: number) => rules.peers[a].includes(b);
  // Per cage: the digits every remaining digit set holds.
  const required = rules.cages.map((c) => {
    let r = rules.allDigits;
    const combos = distinctSupport(n, c.cells.map((x) => cand[x]), c.sum).combos;
    for (const m of combos) r &= m;
    return combos.length ? r : 0;
  });
  for (let d = 1; d <= n; d++) {
    const bit = 1 << (d - 1);
    const strong = new Map<number, number[]>();
    const link = (a: number, b: number) => {
      (strong.get(a) ?? strong.set(a, []).get(a)!).push(b);
      (strong.get(b) ?? strong.set(b, []).get(b)!).push(a);
    };
    rules.units.forEach((u) => {
      if (u.cells.some((c) => value[c] === d)) return;
      const places = u.cells.filter((c) => !value[c] && cand[c] & bit);
      if (places.length === 2) link(places[0], places[1]);
    });
    rules.cages.forEach((c, k) => {
      if (!(required[k] & bit) || c.cells.some((x) => value[x] === d)) return;
      const places = c.cells.filter((x) => !value[x] && cand[x] & bit);
      if (places.length === 2) link(places[0], places[1]);
    });
    if (strong.size < 4) continue;
    const spots: number[] = [];
    for (let i = 0; i < rules.cells; i++) if (!value[i] && cand[i] & bit) spots.push(i);
    for (const start of strong.keys()) {
      // States: cell * 2 + on (on: "if start is not d, this cell is d").
      const parent = new Map<number, number>([[start * 2, -1]]);
      const queue = [start * 2];
      for (let q = 0; q < queue.length; q++) {
        const st = queue[q];
        const cell = st >> 1;
        const on = st & 1;
        let len = 1;
        for (let t = parent.get(st)!; t >= 0; t = parent.get(t)!) len++;
        if (len >= MAX_CELLS) continue;
        const next = on ? spots.filter((p) => p !== cell && sees(cell, p)).map((p) => p * 2) : (strong.get(cell) ?? []).map((to) => to * 2 + 1);
        for (const nx of next) {
          if (parent.has(nx) || nx >> 1 === start) continue;
          parent.set(nx, st);
          queue.push(nx);
          if (!(nx & 1) || len + 1 < 4) continue;
          const end = nx >> 1;
          const elims: CellDigit[] = [];
          for (const e of spots) if (e !== start && e !== end && sees(e, start) && sees(e, end)) elims.push({ cell: e, digit: d });
          const live = liveEliminations(state, elims);
          if (!live.length) continue;
          const path: number[] = [];
          for (let t = nx; t >= 0; t = parent.get(t)!) path.unshift(t);
          const cells = path.map((t) => t >> 1);
          const words = cells.map((c, i) => (i === 0 ? cellLabelOf(c, n) : `${i % 2 ? '=' : '-'} ${cellLabelOf(c, n)}`)).join(' ');
          return {
            technique: 'X-Chain',
            placements: [],
            eliminations: live,
            cells,
            digits: [d],
            units: [],
            cages: [],
            explanation: `In the chain of ${d}s ${words} (= the only two places for ${d} in a unit or cage, - cells that see each other), if ${cellLabelOf(start, n)} is not ${d}, ${cellLabelOf(end, n)} is, so one of them is ${d}, which removes ${describeEliminations(live, n)}.`,
          };
        }
      }
    }
  }
  return null;
}
