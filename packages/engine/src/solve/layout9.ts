/**
 * The 9x9 bitboard solver's view of rules without cages (solver9.ts): jigsaw regions or boxes,
 * diagonals, windows, as masks over three 27-bit band words (cell i is bit i % 27 of word
 * i / 27, the classic solver's layout). Rows and columns have a fixed shape the solver handles
 * with shifts; every other unit ("extra": regions or boxes, diagonals, windows, at most 15) is
 * data: a mask, and the extras each cell is in. Built once per prepared rules and cached.
 */
import type { Prepared } from './prepare.js';

export interface Layout9 {
  /** Peers of cell i (sharing any unit, not i itself): peer[3i + band]. */
  peer: Int32Array;
  /** Extra units (not rows or columns). */
  nExtra: number;
  /** Extra unit u's cells: extra[3u + band]. */
  extra: Int32Array;
  /** The extra units holding cell i (bit u). */
  extraOf: Int32Array;
  /** For a 3-bit set of bands, the extra units with cells in any of them (bit u). */
  touching: Int32Array;
  /** The extra units that are the nine 3x3 boxes (bit u) when all nine are units, else 0: solver9 finds their hidden singles with shifts. */
  boxes: number;
  /**
   * Pairs of extra units meeting in two or more cells (a window inside a box, a diagonal across
   * a region): unit u's are pairUnit[pairStart[u] .. pairStart[u + 1]) with the meeting cells
   * pairCells[3k + band].
   */
  pairStart: Int32Array;
  pairUnit: Int32Array;
  pairCells: Int32Array;
  /** Unit u's cells in any of its pairs: paired[3u + band] (d's places outside them: no pair to try). */
  paired: Int32Array;
  /** The extra units with no pair (bit u). */
  unpaired: number;
}

const cache = new WeakMap<Prepared, Layout9 | null>();

/** Cell i's bit in its band word. */
function setBit(masks: Int32Array, at: number, cell: number): void {
  masks[at + ((cell / 27) | 0)] |= 1 << cell % 27;
}

/**
 * The layout of prepared rules the 9x9 bitboard solver can take (size 9, no cages or sum
 * groups, the first 18 units the rows then the columns, as compileRules makes them), else null.
 */
export function layout9(p: Prepared): Layout9 | null {
  const hit = cache.get(p);
  if (hit !== undefined) return hit;
  const layout = build(p);
  cache.set(p, layout);
  return layout;
}

function build(p: Prepared): Layout9 | null {
  if (p.n !== 9 || p.cells !== 81 || p.nGroups !== 0 || p.nUnits < 18 || p.nUnits > 33) return null;
  for (let u = 0; u < 18; u++) {
    for (let k = 0; k < 9; k++) {
      const want = u < 9 ? u * 9 + k : k * 9 + (u - 9);
      if (p.unitCells[u * 9 + k] !== want) return null;
    }
  }
  const peer = new Int32Array(81 * 3);
  for (let i = 0; i < 81; i++) {
    for (let k = p.peerStart[i]; k < p.peerStart[i + 1]; k++) setBit(peer, 3 * i, p.peerList[k]);
  }
  const nExtra = p.nUnits - 18;
  const extra = new Int32Array(nExtra * 3);
  const cellsOf: number[][] = [];
  const extraOf = new Int32Array(81);
  for (let u = 0; u < nExtra; u++) {
    const list = Array.from(p.unitCells.subarray((u + 18) * 9, (u + 19) * 9));
    cellsOf.push(list);
    for (const c of list) {
      setBit(extra, 3 * u, c);
      extraOf[c] |= 1 << u;
    }
  }
  // Box of cell x: 3 * (its band) + its stack.
  const boxOf = (x: number) => 3 * ((x / 27) | 0) + (((x % 9) / 3) | 0);
  let boxes = 0;
  let nBoxes = 0;
  for (let u = 0; u < nExtra; u++) {
    if (cellsOf[u].every((x) => boxOf(x) === boxOf(cellsOf[u][0]))) ((boxes |= 1 << u), nBoxes++);
  }
  if (nBoxes !== 9) boxes = 0;
  const touching = new Int32Array(8);
  for (let bands = 0; bands < 8; bands++) {
    for (let u = 0; u < nExtra; u++) {
      for (let b = 0; b < 3; b++) if (bands & (1 << b) && extra[3 * u + b] !== 0) touching[bands] |= 1 << u;
    }
  }
  const pairStart = new Int32Array(nExtra + 1);
  const paired = new Int32Array(nExtra * 3);
  const pairUnit: number[] = [];
  let unpaired = 0;
  const pairCells: number[] = [];
  for (let u = 0; u < nExtra; u++) {
    pairStart[u] = pairUnit.length;
    for (let v = 0; v < nExtra; v++) {
      if (v === u) continue;
      const both = cellsOf[u].filter((c) => cellsOf[v].includes(c));
      if (both.length < 2 || both.length === 9) continue;
      const m = new Int32Array(3);
      for (const c of both) (setBit(m, 0, c), setBit(paired, 3 * u, c));
      pairUnit.push(v);
      pairCells.push(m[0], m[1], m[2]);
    }
    if (pairStart[u] === pairUnit.length) unpaired |= 1 << u;
  }
  pairStart[nExtra] = pairUnit.length;
  return { peer, nExtra, extra, extraOf, touching, boxes, pairStart, pairUnit: Int32Array.from(pairUnit), pairCells: Int32Array.from(pairCells), paired, unpaired };
}
