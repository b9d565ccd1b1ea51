/**
 * Simple colouring (HoDoKu's "Simple Colors", sudokuwiki's "Singles Chains") for one digit.
 * Houses with exactly two places of the digit are conjugate pairs: exactly one of the two holds
 * it. Pairs that share cells form a cluster, coloured in two alternating colours; one colour
 * holds the digit in all its cells, the other in none.
 * - trap: a cell outside the cluster that sees both colours cannot hold the digit;
 * - wrap: two cells of one colour that see each other make that colour false everywhere.
 */
import { CELLS, SIZE, UNITS, rowOf, colOf, boxOf } from '../../grid/units.js';
import type { CellDigit } from '../step.js';

export interface Colouring {
  name: 'Simple Colouring (trap)' | 'Simple Colouring (wrap)';
  digit: number;
  /** The cluster's two colours, cells ascending. */
  colours: [number[], number[]];
  /** The conjugate pairs (house, cell, cell) that make the cluster. */
  pairs: [number, number, number][];
  /** For a wrap: the colour (0 or 1) shown false, and two of its cells that see each other. */
  wrap?: { colour: number; cells: [number, number] };
  eliminations: CellDigit[];
}

const sees = (a: number, b: number) => a !== b && (rowOf[a] === rowOf[b] || colOf[a] === colOf[b] || boxOf[a] === boxOf[b]);

/**
 * Colouring traps and wraps of the given digits (mask, bit d-1), digit by digit and cluster by
 * cluster (traps before the wrap of a cluster). Each one with eliminations is offered to
 * `accept`; the first accepted is returned.
 */
export function findColouring(masks: Uint16Array, accept: (c: Colouring) => boolean, digits = (1 << SIZE) - 1): Colouring | null {
  // colour[cell] = 2 * cluster + colour, or -1
  const colour = new Int16Array(CELLS);
  for (let d = 1; d <= SIZE; d++) {
    const bit = 1 << (d - 1);
    if (!(digits & bit)) continue;
    const pairs: [number, number, number][] = [];
    for (let u = 0; u < UNITS.length; u++) {
      const places = UNITS[u].filter((c) => masks[c] & bit);
      if (places.length === 2) pairs.push([u, places[0], places[1]]);
    }
    colour.fill(-1);
    let id = 0;
    for (const [, start] of pairs) {
      if (colour[start] >= 0) continue;
      const cluster = colourCluster(start, 2 * id++, pairs, colour);
      if (!cluster) continue;
      for (const found of [trap(masks, d, cluster), wrap(masks, d, cluster)]) if (found && accept(found)) return found;
    }
  }
  return null;
}

type Cluster = Omit<Colouring, 'name' | 'digit' | 'eliminations'>;

/** Colour the cluster of `start` (colours `first` and `first + 1`) breadth first; null if two colours clash (no valid grid). */
function colourCluster(start: number, first: number, pairs: [number, number, number][], colour: Int16Array): Cluster | null {
  const cells = [start];
  colour[start] = first;
  const used: [number, number, number][] = [];
  let clash = false;
  for (let i = 0; i < cells.length; i++) {
    const a = cells[i];
    for (const p of pairs) {
      const b = p[1] === a ? p[2] : p[2] === a ? p[1] : -1;
      if (b < 0) continue;
      if (colour[b] < 0) {
        colour[b] = colour[a] ^ 1;
        cells.push(b);
        used.push(p);
      } else if (colour[b] === colour[a]) clash = true;
    }
  }
  if (clash) return null;
  const colours: [number[], number[]] = [cells.filter((c) => colour[c] === first).sort((x, y) => x - y), cells.filter((c) => colour[c] !== first).sort((x, y) => x - y)];
  return { colours, pairs: used };
}

function trap(masks: Uint16Array, digit: number, cluster: Cluster): Colouring | null {
  const bit = 1 << (digit - 1);
  const eliminations: CellDigit[] = [];
  const [a, b] = cluster.colours;
  for (let c = 0; c < CELLS; c++) {
    if (!(masks[c] & bit) || a.includes(c) || b.includes(c)) continue;
    if (a.some((x) => sees(x, c)) && b.some((y) => sees(y, c))) eliminations.push({ cell: c, digit });
  }
  return eliminations.length ? { name: 'Simple Colouring (trap)', digit, ...cluster, eliminations } : null;
}

function wrap(masks: Uint16Array, digit: number, cluster: Cluster): Colouring | null {
  for (let k = 0; k < 2; k++) {
    const same = cluster.colours[k];
    for (let i = 0; i < same.length; i++)
      for (let j = i + 1; j < same.length; j++)
        if (sees(same[i], same[j])) {
          const eliminations = same.filter((c) => masks[c] & (1 << (digit - 1))).map((cell) => ({ cell, digit }));
          return { name: 'Simple Colouring (wrap)', digit, ...cluster, wrap: { colour: k, cells: [same[i], same[j]] }, eliminations };
        }
  }
  return null;
}
