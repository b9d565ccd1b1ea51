/**
 * Unique rectangles and loops (types 1-4), on Sudoku Explainer's definitions: a closed loop of
 * cells that all hold the same two candidates v1, v2, consecutive cells sharing a unit of
 * alternating kinds, each unit of the loop holding exactly two of its cells (one at an odd and
 * one at an even position). In a puzzle with one solution such a loop cannot end up holding
 * only v1 and v2, so the "rescue" cells with extra candidates decide the eliminations.
 * Rating (SE): 4.5 for 4 cells, 4.6 for 6, 4.7 for 8, 5.0 for 10 or more; type 3 adds 0.1 per
 * extra member of its naked or hidden set. Like SE we collect every loop and take the lowest
 * rating (then the lowest type) first.
 */
import { SIZE, UNITS, rowOf, colOf, boxOf, cellName, unitName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, combinations, digitsOf, firstDigit } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations, listCells, listWords } from './words.js';
import { SEES } from './wings.js';
import { INDEX_IN_UNIT } from './regions.js';

const CELLS = SIZE * SIZE;
/** SE's region-type order for loops: block, row, column. */
const unitOfKind = (kind: number, cell: number): number =>
  kind === 0 ? 2 * SIZE + boxOf[cell] : kind === 1 ? rowOf[cell] : SIZE + colOf[cell];

interface Found {
  step: Step;
  type: number;
}

export function loopRating(size: number): number {
  let r = 4.5;
  if (size >= 10) r += 0.3;
  if (size >= 8) r += 0.2;
  else if (size >= 6) r += 0.1;
  return r;
}

function loopName(size: number, type: number): string {
  const kind = size === 4 ? 'Rectangle' : 'Loop';
  return size > 6 ? `Unique ${kind} ${size} type ${type}` : `Unique ${kind} type ${type}`;
}

/** The three units of a cell as bits of a 27-bit mask. */
const UNIT_BITS = Array.from({ length: CELLS }, (_, c) => (1 << rowOf[c]) | (1 << (SIZE + colOf[c])) | (1 << (2 * SIZE + boxOf[c])));

function searchLoops(g: Candidates, start: number, pair: number): number[][] {
  const results: number[][] = [];
  const loop: number[] = [];
  const inLoop = new Uint8Array(CELLS);
  // Units taken by cells at even and odd positions. A valid loop has each unit once per parity,
  // so a branch that repeats one can never close into a valid loop: pruning it changes nothing
  // but the time (SE explores it and rejects the loop afterwards).
  const taken = [0, 0];
  const visit = (cell: number, allowedEx: number, exIn: number, lastKind: number): void => {
    const parity = loop.length & 1;
    loop.push(cell);
    inLoop[cell] = 1;
    taken[parity] |= UNIT_BITS[cell];
    // SE accumulates extra values across all the candidates it tries here; kept for parity
    let ex = exIn;
    const nextParity = parity ^ 1;
    for (let kind = 0; kind < 3; kind++) {
      if (kind === lastKind) continue;
      for (const next of UNITS[unitOfKind(kind, cell)]) {
        if (next === loop[0] && loop.length >= 4) results.push(loop.slice());
        else if (!inLoop[next]) {
          const m = g.masks[next];
          if ((m & pair) !== pair) continue;
          ex = (ex | m) & ~pair;
          const card = bitCount(m);
          if (card === 2 || bitCount(ex) === 1 || allowedEx > 0) {
            if (taken[nextParity] & UNIT_BITS[next]) continue;
            // a loop through an earlier bivalue start cell was already found from there, with the same hints
            if (card === 2 && next < start) continue;
            visit(next, card > 2 ? allowedEx - 1 : allowedEx, ex, kind);
          }
        }
      }
    }
    taken[parity] &= ~UNIT_BITS[cell];
    loop.pop();
    inLoop[cell] = 0;
  };
  visit(start, 2, 0, -1);
  return results;
}

function isValidLoop(loop: number[]): boolean {
  if (loop.length % 2) return false;
  let odd = 0;
  let even = 0;
  for (let i = 0; i < loop.length; i++) {
    for (let kind = 0; kind < 3; kind++) {
      const bit = 1 << unitOfKind(kind, loop[i]);
      if (i % 2) {
        if (odd & bit) return false;
        odd |= bit;
      } else {
        if (even & bit) return false;
        even |= bit;
      }
    }
  }
  return odd === even;
}

function commonPeers(cells: number[]): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (cells.every((x) => x !== c && SEES[x * CELLS + c])) out.push(c);
  return out;
}

export function findUniqueLoop(g: Candidates): Step | null {
  const found: Found[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const pair = g.masks[cell];
    if (bitCount(pair) !== 2) continue;
    for (const loop of searchLoops(g, cell, pair)) {
      if (!isValidLoop(loop)) continue;
      const extra = loop.filter((c) => bitCount(g.masks[c]) > 2);
      if (extra.length === 1) found.push(...type1(g, loop, extra[0], pair));
      else if (extra.length > 2) found.push(...type2(g, loop, extra, pair));
      else if (extra.length === 2) {
        const rest = (g.masks[extra[0]] | g.masks[extra[1]]) & ~pair;
        if (bitCount(rest) === 1) found.push(...type2(g, loop, extra, pair));
        else if (bitCount(rest) >= 2) found.push(...type3(g, loop, extra[0], extra[1], pair, rest));
        found.push(...type4(g, loop, extra[0], extra[1], pair));
      }
    }
  }
  if (!found.length) return null;
  let best = found[0];
  for (const f of found) if (f.step.rating < best.step.rating - 1e-9 || (Math.abs(f.step.rating - best.step.rating) < 1e-9 && f.type < best.type)) best = f;
  return best.step;
}

function make(loop: number[], pair: number, type: number, rating: number, eliminations: CellDigit[], units: number[], why: string): Found[] {
  if (!eliminations.length) return [];
  const [v1, v2] = digitsOf(pair);
  return [
    {
      type,
      step: {
        technique: loopName(loop.length, type),
        rating: Math.round(rating * 10) / 10,
        placements: [],
        eliminations,
        cells: loop.slice(),
        digits: [v1, v2],
        units,
        links: [],
        explanation:
          `${listCells(loop)} would otherwise hold only ${v1} and ${v2}, a deadly pattern with two solutions; ` +
          `${why}, so ${describeEliminations(eliminations)}.`,
      },
    },
  ];
}

function type1(g: Candidates, loop: number[], rescue: number, pair: number): Found[] {
  const elim = digitsOf(pair).map((digit) => ({ cell: rescue, digit }));
  return make(loop, pair, 1, loopRating(loop.length), elim, [], `${cellName(rescue)} must hold another candidate`);
}

function type2(g: Candidates, loop: number[], extra: number[], pair: number): Found[] {
  const digit = firstDigit(g.masks[extra[0]] & ~pair);
  const elim = commonPeers(extra)
    .filter((c) => g.has(c, digit))
    .map((cell) => ({ cell, digit }));
  return make(loop, pair, 2, loopRating(loop.length), elim, [], `one of ${listCells(extra)} must be ${digit}`);
}

function type4(g: Candidates, loop: number[], c1: number, c2: number, pair: number): Found[] {
  const [v1, v2] = digitsOf(pair);
  let r1 = -1;
  let r2 = -1;
  for (let kind = 0; kind < 3; kind++) {
    const u = unitOfKind(kind, c1);
    if (u !== unitOfKind(kind, c2)) continue;
    let has1 = false;
    let has2 = false;
    for (const c of UNITS[u]) {
      if (c === c1 || c === c2) continue;
      if (g.has(c, v1)) has1 = true;
      if (g.has(c, v2)) has2 = true;
    }
    if (!has1) r1 = u;
    if (!has2) r2 = u;
  }
  const [unit, lock, remove] = r1 >= 0 ? [r1, v1, v2] : r2 >= 0 ? [r2, v2, v1] : [-1, 0, 0];
  if (unit < 0) return [];
  const elim = [c1, c2].filter((c) => g.has(c, remove)).map((cell) => ({ cell, digit: remove }));
  return make(loop, pair, 4, loopRating(loop.length), elim, [unit], `in ${unitName(unit)}, ${lock} must go in ${cellName(c1)} or ${cellName(c2)}`);
}

function type3(g: Candidates, loop: number[], c1: number, c2: number, pair: number, extra: number): Found[] {
  const out: Found[] = [];
  const base = loopRating(loop.length);
  const extraCount = bitCount(extra);
  for (let degree = extraCount; degree <= 7; degree++) {
    for (let kind = 0; kind < 3; kind++) {
      const u = unitOfKind(kind, c1);
      if (u !== unitOfKind(kind, c2)) continue;
      const cells = UNITS[u];
      const empty = g.emptyCount(u);
      const i1 = INDEX_IN_UNIT[u * CELLS + c1];
      const i2 = INDEX_IN_UNIT[u * CELLS + c2];
      if (degree * 2 <= empty) {
        // naked set: c1 and c2 together act as one cell holding their extra candidates
        for (const combo of combinations(degree, SIZE)) {
          if (!(combo & (1 << i1)) || combo & (1 << i2)) continue;
          let naked = extra & g.masks[c1] & g.masks[c2];
          let union = extra;
          let ok = true;
          for (let k = 0; k < SIZE && ok; k++) {
            if (!(combo & (1 << k)) || k === i1) continue;
            const m = g.masks[cells[k]];
            if (bitCount(m) < 2) ok = false;
            naked |= m;
            union |= m;
          }
          if (!ok || bitCount(naked) !== degree || bitCount(union) !== degree) continue;
          const others = cells.filter((_, k) => combo & (1 << k) && k !== i1);
          const elim: CellDigit[] = [];
          for (let k = 0; k < SIZE; k++) {
            if (combo & (1 << k) || k === i2) continue;
            for (const digit of digitsOf(g.masks[cells[k]] & union)) elim.push({ cell: cells[k], digit });
          }
          const why = `${cellName(c1)} and ${cellName(c2)} must hold one of ${listWords(digitsOf(extra), 'or')}, forming a naked set of ${listWords(digitsOf(union))} with ${listCells(others)} in ${unitName(u)}`;
          out.push(...make(loop, pair, 3, base + (degree - 1) * 0.1, elim, [u], why));
        }
      }
      if (degree * 2 < empty) {
        // hidden set: v1, v2 (in one of c1/c2) with degree-2 other digits confined to degree cells
        const rem = digitsOf(~(pair | extra) & ((1 << SIZE) - 1));
        if (degree - 2 > rem.length) continue;
        for (const combo of combinations(degree - 2, rem.length)) {
          const values = [...rem.filter((_, k) => combo & (1 << k)), ...digitsOf(pair)];
          let union = 0;
          let ok = true;
          for (const v of values) {
            const pos = g.positions(u, v) & ~(1 << i2);
            if (!pos) ok = false;
            union |= pos;
          }
          if (!ok || bitCount(union) !== degree) continue;
          const members = union & ~(1 << i1) & ~(1 << i2);
          let hidden = 0;
          for (const v of values) hidden |= 1 << (v - 1);
          const elim: CellDigit[] = [];
          for (let k = 0; k < SIZE; k++) {
            if (!(members & (1 << k))) continue;
            for (const digit of digitsOf(g.masks[cells[k]] & ~hidden)) elim.push({ cell: cells[k], digit });
          }
          const why = `in ${unitName(u)}, ${listWords(values.slice().sort())} must go in ${listCells([c1, ...cells.filter((_, k) => members & (1 << k))])}`;
          out.push(...make(loop, pair, 3, base + (bitCount(members) - 1) * 0.1, elim, [u], why));
        }
      }
    }
  }
  return out;
}
