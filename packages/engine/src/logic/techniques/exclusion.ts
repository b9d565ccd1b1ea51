/**
 * Aligned Pair Exclusion (SE 6.2), on Sudoku Explainer's definition: take two cells (they need
 * not share a unit in SE) and the bivalue cells that see both. A pair of values for the two
 * cells is impossible if it repeats a digit in one unit or empties one of those bivalue cells;
 * a candidate of either cell that appears in no possible pair goes.
 */
import { CELLS, cellName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, digitsOf } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations, listCells, listWords } from './words.js';
import { SEES, HOUSE_PEERS } from './wings.js';

/**
 * The cells an aligned exclusion can start from, with their excluders: peers with 2 to
 * `maxExcluder` candidates. SE skips a cell next to a pending naked single, and one without
 * excluders.
 */
function excluderCells(m: Uint16Array, maxExcluder: number): { base: number[]; excluders: number[][] } {
  const base: number[] = [];
  const excluders: number[][] = [];
  for (let c = 0; c < CELLS; c++) {
    if (bitCount(m[c]) < 2) continue;
    let single = false;
    const ex: number[] = [];
    for (const p of HOUSE_PEERS[c]) {
      const n = bitCount(m[p]);
      if (n === 1) single = true;
      else if (n >= 2 && n <= maxExcluder) ex.push(p);
    }
    if (single || !ex.length) continue;
    base.push(c);
    excluders.push(ex);
  }
  return { base, excluders };
}

export function findAlignedPairExclusion(g: Candidates): Step | null {
  const m = g.masks;
  const { base, excluders } = excluderCells(m, 2);
  // pairs in SE's order: by the second cell, then the first
  for (let j = 1; j < base.length; j++) {
    for (let i = 0; i < j; i++) {
      const common = excluders[i].filter((c) => excluders[j].includes(c));
      if (common.length < 2) continue;
      const c0 = base[i];
      const c1 = base[j];
      const sees = SEES[c0 * CELLS + c1] === 1;
      let allowed0 = 0;
      let allowed1 = 0;
      for (const d0 of digitsOf(m[c0])) {
        for (const d1 of digitsOf(m[c1])) {
          if (d0 === d1 && sees) continue;
          const both = (1 << (d0 - 1)) | (1 << (d1 - 1));
          if (common.some((c) => !(m[c] & ~both))) continue;
          allowed0 |= 1 << (d0 - 1);
          allowed1 |= 1 << (d1 - 1);
        }
      }
      const eliminations: CellDigit[] = [];
      for (const digit of digitsOf(m[c0] & ~allowed0)) eliminations.push({ cell: c0, digit });
      for (const digit of digitsOf(m[c1] & ~allowed1)) eliminations.push({ cell: c1, digit });
      if (!eliminations.length) continue;
      return {
        technique: 'Aligned Pair Exclusion',
        rating: 6.2,
        placements: [],
        eliminations,
        cells: [c0, c1, ...common],
        digits: [],
        units: [],
        links: [],
        explanation:
          `${cellName(c0)} and ${cellName(c1)} cannot be filled with ${listWords(eliminations.map((e) => `${e.digit} in ${cellName(e.cell)}`), 'or')} ` +
          `without repeating a digit or emptying one of the bivalue cells ${listCells(common)} that see both, so ${describeEliminations(eliminations)}.`,
      };
    }
  }
  return null;
}

/**
 * Aligned Triplet Exclusion (SE 7.5), SE's AlignedExclusion(3): base cells are cells with two
 * or more candidates and no naked single among their peers; excluders are peers with two or
 * three candidates. Two base cells, then a third among the excluders of either that is also a
 * base cell; with at least two excluders common to all three, a combination of values is
 * impossible if two cells that share a house repeat a value or it covers every candidate of a
 * common excluder. A candidate used by no possible combination goes. The first hint is taken.
 */
export function findAlignedTripletExclusion(g: Candidates): Step | null {
  const m = g.masks;
  const { base, excluders } = excluderCells(m, 3);
  // excluder sets as 81-bit sets in three 27-bit words, for fast intersections
  const exBits: number[] = [];
  const isBase = new Int16Array(CELLS).fill(-1);
  for (let b = 0; b < base.length; b++) {
    isBase[base[b]] = b;
    const ex = excluders[b];
    let w0 = 0, w1 = 0, w2 = 0;
    for (const x of ex) {
      if (x < 27) w0 |= 1 << x;
      else if (x < 54) w1 |= 1 << (x - 27);
      else w2 |= 1 << (x - 54);
    }
    exBits.push(w0, w1, w2);
  }
  if (base.length < 3) return null;
  triedStamp++;
  const inTwin = new Int32Array(CELLS);
  let stamp = 0;
  for (let j = 1; j < base.length; j++) {
    for (let i = 0; i < j; i++) {
      // the common excluders of a triplet are among those of its first two cells
      const a0 = exBits[3 * i] & exBits[3 * j];
      const a1 = exBits[3 * i + 1] & exBits[3 * j + 1];
      const a2 = exBits[3 * i + 2] & exBits[3 * j + 2];
      if (!atLeastTwo(a0, a1, a2)) continue;
      const c0 = base[i];
      const c1 = base[j];
      stamp++;
      for (let side = 0; side < 2; side++) {
        const list = side ? excluders[j] : excluders[i];
        for (let t = 0; t < list.length; t++) {
          const c2 = list[t];
          if (inTwin[c2] === stamp || isBase[c2] < 0 || c2 === c0 || c2 === c1) continue;
          inTwin[c2] = stamp;
          const k = isBase[c2];
          const b0 = a0 & exBits[3 * k];
          const b1 = a1 & exBits[3 * k + 1];
          const b2 = a2 & exBits[3 * k + 2];
          if (!atLeastTwo(b0, b1, b2)) continue;
          // the same three cells come up from each of their pairs; the result does not depend on the order
          const lo = Math.min(c0, c1, c2);
          const hi = Math.max(c0, c1, c2);
          const tri = (lo * CELLS + (c0 + c1 + c2 - lo - hi)) * CELLS + hi;
          if (TRIED[tri] === triedStamp) continue;
          TRIED[tri] = triedStamp;
          const common = excluders[i].filter((c) => (c < 27 ? b0 >> c : c < 54 ? b1 >> (c - 27) : b2 >> (c - 54)) & 1);
          const step = tripletStep(m, [c0, c1, c2], common);
          if (step) return step;
        }
      }
    }
  }
  return null;
}

/** Triplets already tested in this search (by stamp), keyed by their sorted cells. */
const TRIED = new Int32Array(CELLS * CELLS * CELLS);
let triedStamp = 0;

/** Whether three bit words hold two or more bits together. */
function atLeastTwo(a: number, b: number, c: number): boolean {
  const words = (a ? 1 : 0) + (b ? 1 : 0) + (c ? 1 : 0);
  if (words !== 1) return words > 1;
  const w = a | b | c;
  return (w & (w - 1)) !== 0;
}

function tripletStep(m: Uint16Array, cells: number[], common: number[]): Step | null {
  const [a, b, c] = cells;
  const sAB = SEES[a * CELLS + b] === 1;
  const sAC = SEES[a * CELLS + c] === 1;
  const sBC = SEES[b * CELLS + c] === 1;
  let allowedA = 0;
  let allowedB = 0;
  let allowedC = 0;
  const ma = m[a];
  const mb = m[b];
  const mc = m[c];
  for (let ra = ma; ra; ra &= ra - 1) {
    const ba = ra & -ra;
    for (let rb = mb; rb; rb &= rb - 1) {
      const bb = rb & -rb;
      if (ba === bb && sAB) continue;
      for (let rc = mc; rc; rc &= rc - 1) {
        const bc = rc & -rc;
        if ((bc === ba && sAC) || (bc === bb && sBC)) continue;
        // already allowed on all three: nothing new to learn from this combination
        if (allowedA & ba && allowedB & bb && allowedC & bc) continue;
        const all = ba | bb | bc;
        let locked = false;
        for (let i = 0; i < common.length; i++) {
          if (!(m[common[i]] & ~all)) {
            locked = true;
            break;
          }
        }
        if (locked) continue;
        allowedA |= ba;
        allowedB |= bb;
        allowedC |= bc;
        // every candidate of the three cells is possible: nothing to remove
        if (allowedA === ma && allowedB === mb && allowedC === mc) return null;
      }
    }
  }
  const eliminations: CellDigit[] = [];
  for (const digit of digitsOf(m[a] & ~allowedA)) eliminations.push({ cell: a, digit });
  for (const digit of digitsOf(m[b] & ~allowedB)) eliminations.push({ cell: b, digit });
  for (const digit of digitsOf(m[c] & ~allowedC)) eliminations.push({ cell: c, digit });
  if (!eliminations.length) return null;
  return {
    technique: 'Aligned Triplet Exclusion',
    rating: 7.5,
    placements: [],
    eliminations,
    cells: [...cells, ...common],
    digits: [],
    units: [],
    links: [],
    explanation:
      `${listCells(cells)} cannot be filled with ${listWords(eliminations.map((e) => `${e.digit} in ${cellName(e.cell)}`), 'or')} ` +
      `without repeating a digit in a house or taking every candidate of one of the cells ${listCells(common)} that see all three, so ${describeEliminations(eliminations)}.`,
  };
}
