/**
 * XY-Chain over any rules value: a chain of cells with two candidates each, every cell seeing
 * the next (a common unit or cage), each link passing on one digit: if the first cell is not x
 * it is its other digit a, so the next (which sees it and holds a) is its other digit, and so on
 * until a cell whose other digit is x. So either the first cell or the last is x, and every cell
 * seeing both loses x. Shortest chains first (a breadth-first walk from each start), at most
 * MAX_CELLS cells. On the variant ladder it is the first rung of the extreme level.
 */
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, cellLabelOf, describeEliminations, liveEliminations, popcount } from './state.js';

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
