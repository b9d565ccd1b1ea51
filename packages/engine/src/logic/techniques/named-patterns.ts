/**
 * Names players know for chains Sudoku Explainer rates generically. SE calls every one-digit
 * chain of two strong links a "Turbot Fish" and longer ones "Forcing X-Chain"; players say
 * Skyscraper, 2-String Kite, Empty Rectangle, X-Chain, XY-Chain, W-Wing, AIC. The name and a
 * shorter explanation go into the step (`pattern`); the technique and rating stay SE's.
 */
import { SIZE, UNITS, rowOf, colOf, boxOf, cellName, unitName } from '../../grid/units.js';
import { type NodePool, Cause, keyCell, keyDigit, keyOn } from './chain-engine.js';

export interface NamedPattern {
  name: string;
  explanation: string;
}

/** The nodes from the assumption to the target along first parents. */
function pathOf(pool: NodePool, target: number): number[] {
  const path: number[] = [];
  for (let n = target; n >= 0; n = pool.firstParent(n)) path.push(n);
  return path.reverse();
}

/** The house two cells share, row or column first (players name strong links by line). */
function sharedUnit(a: number, b: number): number {
  if (rowOf[a] === rowOf[b]) return rowOf[a];
  if (colOf[a] === colOf[b]) return SIZE + colOf[a];
  if (boxOf[a] === boxOf[b]) return 2 * SIZE + boxOf[a];
  return -1;
}

/** The house in which a and b are the only places of the digit (a strong link), lines first. */
function strongUnit(masks: Uint16Array, a: number, b: number, digit: number): number {
  const bit = 1 << (digit - 1);
  for (const u of [rowOf[a] === rowOf[b] ? rowOf[a] : -1, colOf[a] === colOf[b] ? SIZE + colOf[a] : -1, boxOf[a] === boxOf[b] ? 2 * SIZE + boxOf[a] : -1]) {
    if (u < 0) continue;
    let n = 0;
    for (const c of UNITS[u]) if (masks[c] & bit) n++;
    if (n === 2) return u;
  }
  return -1;
}

/** A box whose places for the digit all lie on one row and one column of it (the empty rectangle). */
function isEmptyRectangle(masks: Uint16Array, box: number, digit: number): boolean {
  const bit = 1 << (digit - 1);
  const cells = UNITS[box].filter((c) => masks[c] & bit);
  for (const r of new Set(cells.map((c) => rowOf[c])))
    for (const k of new Set(cells.map((c) => colOf[c]))) if (cells.every((c) => rowOf[c] === r || colOf[c] === k)) return true;
  return false;
}

const kind = (u: number) => (u < SIZE ? 'row' : u < 2 * SIZE ? 'column' : 'box');

/**
 * A one-digit forcing chain that removes a candidate: "target on" leads to "target off"
 * through strong links (two places left in a house) joined by weak links.
 */
export function nameXChain(pool: NodePool, masks: Uint16Array, target: number): NamedPattern | null {
  const path = pathOf(pool, target);
  const first = pool.key[path[0]];
  if (!keyOn(first) || keyOn(pool.key[target])) return null;
  const digit = keyDigit(first);
  const victim = keyCell(first);
  const cells = path.slice(1, -1).map((n) => keyCell(pool.key[n]));
  // cells alternate: off, on, off, on, ... ; strong links join (off, on) pairs
  const strong: [number, number, number][] = [];
  for (let i = 0; i + 1 < cells.length; i += 2) {
    const u = strongUnit(masks, cells[i], cells[i + 1], digit);
    if (u < 0) return null;
    strong.push([cells[i], cells[i + 1], u]);
  }
  const ends = `${cellName(cells[0])} and ${cellName(cells[cells.length - 1])}`;
  const links = strong.map(([a, b, u]) => `${cellName(a)}–${cellName(b)} (the only ${digit}s in ${unitName(u)})`);
  const tail = `so one of ${ends} is ${digit}; ${cellName(victim)} sees both, so remove ${digit} from ${cellName(victim)}.`;
  if (strong.length === 2) {
    const [[, b, u1], [c, , u2]] = strong;
    const join = sharedUnit(b, c);
    let name = 'Turbot Fish';
    if (kind(u1) !== 'box' && kind(u1) === kind(u2)) name = 'Skyscraper';
    else if (kind(u1) !== 'box' && kind(u2) !== 'box' && boxOf[b] === boxOf[c]) name = '2-String Kite';
    else if ((kind(u1) === 'box' && isEmptyRectangle(masks, u1, digit)) || (kind(u2) === 'box' && isEmptyRectangle(masks, u2, digit))) name = 'Empty Rectangle';
    return {
      name,
      explanation:
        `${name} on ${digit}: ${links.join(' and ')}; ${cellName(b)} and ${cellName(c)} share ${join >= 0 ? unitName(join) : 'a house'}, ` +
        `so they are not both ${digit} — ${tail}`,
    };
  }
  return { name: 'X-Chain', explanation: `X-Chain on ${digit}: strong links ${links.join(', ')}, joined by weak links; ${tail}` };
}

/**
 * A chain with both kinds of links. All "on" nodes from bivalue cells and all "off" nodes
 * from houses: an XY-Chain; the 8-node shape through two bivalue cells with the same pair
 * and one strong link: a W-Wing; otherwise an AIC (alternating inference chain).
 */
export function nameXYChain(pool: NodePool, masks: Uint16Array, target: number): NamedPattern | null {
  const path = pathOf(pool, target);
  const first = pool.key[path[0]];
  if (!keyOn(first) || keyOn(pool.key[target])) return null;
  const digit = keyDigit(first);
  const victim = keyCell(first);
  const inner = path.slice(1, -1);
  const causes = inner.map((n) => pool.cause[n]);
  const onCell = inner.every((n, i) => (keyOn(pool.key[n]) ? causes[i] === Cause.Cell : causes[i] !== Cause.Cell));
  const cellsOf = inner.map((n) => keyCell(pool.key[n]));
  if (cellsOf[0] === victim || cellsOf[cellsOf.length - 1] === victim) {
    return {
      name: 'Discontinuous Nice Loop',
      explanation: `Discontinuous Nice Loop: if ${cellName(victim)} were ${digit}, the loop through ${[...new Set(cellsOf)].filter((c) => c !== victim).map(cellName).join(', ')} would come back to ${cellName(victim)} and rule ${digit} out there, so remove ${digit} from ${cellName(victim)}.`,
    };
  }
  const ends = `${cellName(cellsOf[0])} and ${cellName(cellsOf[cellsOf.length - 1])}`;
  const tail = `either way one of ${ends} is ${digit}, and ${cellName(victim)} sees both: remove ${digit} from ${cellName(victim)}.`;
  if (onCell) {
    const pairCells = [...new Set(cellsOf)];
    const remote = pairCells.every((c) => masks[c] === masks[pairCells[0]]);
    const name = remote && pairCells.length >= 4 ? 'Remote Pair' : 'XY-Chain';
    return { name, explanation: `${name} through the bivalue cells ${pairCells.map(cellName).join(', ')}: ${tail}` };
  }
  if (inner.length === 6) {
    const [p1, , s1, s2, , p2] = cellsOf;
    if (masks[p1] === masks[p2] && (masks[p1] & (masks[p1] - 1)) && causes[1] === Cause.Cell && causes[5] === Cause.Cell) {
      const other = keyDigit(pool.key[inner[1]]);
      const u = strongUnit(masks, s1, s2, other);
      return {
        name: 'W-Wing',
        explanation:
          `W-Wing: ${cellName(p1)} and ${cellName(p2)} both hold only ${digit} and ${other}, and ${cellName(s1)}–${cellName(s2)} are the only ${other}s in ` +
          `${u >= 0 ? unitName(u) : 'their house'}; so one of ${cellName(p1)} and ${cellName(p2)} is ${digit}, and ${cellName(victim)} sees both: remove ${digit} from ${cellName(victim)}.`,
      };
    }
  }
  return { name: 'AIC', explanation: `AIC (alternating inference chain): ${tail}` };
}
