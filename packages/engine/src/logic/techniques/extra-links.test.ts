import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseLine } from '../../grid/grid.js';
import { Candidates } from '../../grid/candidates.js';
import { CELLS, PEERS, PEER_COUNT, SIZE, UNITS } from '../../grid/units.js';
import { KEYS, keyOf } from './chain-engine.js';
import { ExtraLinks } from './extra-links.js';

const DATA = new URL('../../../../../../shared/data/', import.meta.url);
// top1465.txt (../shared/data): puzzles with plenty of candidates left after the givens
const PUZZLES = readFileSync(new URL('top1465.txt', DATA), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')).slice(0, 40);

const has = (m: Uint16Array, c: number, d: number) => (m[c] & (1 << (d - 1))) !== 0;
const count = (m: number) => m.toString(2).split('1').length - 1;
const placesOf = (m: Uint16Array, u: number, d: number) => UNITS[u].filter((c) => has(m, c, d));

/**
 * The static implication graph written out from SE's definitions (both kinds of links): "on"
 * sets the cell's other digits and the digit's peers off; "off" sets the other digit of a
 * bivalue cell, and the other place of a two-place house, on.
 */
function successors(m: Uint16Array, key: number): number[] {
  const cell = Math.floor(key / 2 / SIZE);
  const digit = ((key >> 1) % SIZE) + 1;
  if (!has(m, cell, digit)) return [];
  const out: number[] = [];
  if (key & 1) {
    for (let d = 1; d <= SIZE; d++) if (d !== digit && has(m, cell, d)) out.push(keyOf(cell, d, false));
    for (let i = 0; i < PEER_COUNT; i++) {
      const p = PEERS[cell * PEER_COUNT + i];
      if (has(m, p, digit)) out.push(keyOf(p, digit, false));
    }
  } else {
    if (count(m[cell]) === 2) for (let d = 1; d <= SIZE; d++) if (d !== digit && has(m, cell, d)) out.push(keyOf(cell, d, true));
    UNITS.forEach((_, u) => {
      const at = placesOf(m, u, digit);
      if (at.length === 2 && at.includes(cell)) out.push(keyOf(at.find((c) => c !== cell)!, digit, true));
    });
  }
  return out;
}

/** Everything reachable from `from` (itself included), by breadth-first search. */
function closure(m: Uint16Array, from: number): Set<number> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) for (const k of successors(m, queue.shift()!)) if (!seen.has(k)) (seen.add(k), queue.push(k));
  return seen;
}

/** Links of the working grid the source lacks: [tail "off", head "on"]. */
function extraLinks(source: Uint16Array, m: Uint16Array): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < CELLS; c++) {
    if (count(m[c]) !== 2 || count(source[c]) === 2) continue;
    const [a, b] = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => has(m, c, d));
    out.push([keyOf(c, a, false), keyOf(c, b, true)], [keyOf(c, b, false), keyOf(c, a, true)]);
  }
  UNITS.forEach((_, u) => {
    for (let d = 1; d <= SIZE; d++) {
      const at = placesOf(m, u, d);
      if (at.length !== 2 || placesOf(source, u, d).length === 2) continue;
      out.push([keyOf(at[0], d, false), keyOf(at[1], d, true)], [keyOf(at[1], d, false), keyOf(at[0], d, true)]);
    }
  });
  return out;
}

/** A puzzle's candidates as the source, and the same with some candidates cut (never a cell's last). */
const reduced = fc.tuple(fc.integer({ min: 0, max: PUZZLES.length - 1 }), fc.array(fc.integer({ min: 0, max: 728 }), { minLength: 100, maxLength: 450 })).map(([p, cuts]) => {
  const parsed = parseLine(PUZZLES[p].slice(0, 81));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const source = Candidates.fromGrid(parsed.value).masks;
  const masks = source.slice();
  for (const x of cuts) {
    const c = Math.floor(x / SIZE);
    const bit = 1 << x % SIZE;
    if (masks[c] & bit && count(masks[c]) > 1) masks[c] &= ~bit;
  }
  return { source, masks };
});

const candidateKeys = (m: Uint16Array) => Array.from({ length: KEYS }, (_, k) => k).filter((k) => has(m, Math.floor(k / 2 / SIZE), ((k >> 1) % SIZE) + 1));

describe('extra links', () => {
  it('say a chain can pass through a link exactly when breadth-first search finds one', () => {
    fc.assert(
      fc.property(reduced, fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), ({ source, masks }, picks) => {
        const reach = new ExtraLinks(source, masks).reach();
        const links = extraLinks(source, masks);
        const keys = candidateKeys(masks);
        for (let i = 0; i + 1 < picks.length; i += 2) {
          const a = keys[picks[i] % keys.length];
          const b = keys[picks[i + 1] % keys.length];
          const fromA = closure(masks, a);
          const want = links.some(([tail, head]) => fromA.has(tail) && closure(masks, head).has(b));
          expect(reach.through(a, b)).toBe(want);
          expect(reach.reachesAny(a)).toBe(links.some(([tail]) => fromA.has(tail)));
        }
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });

  it('say potentials imply a common potential exactly when their closures meet', () => {
    fc.assert(
      fc.property(reduced, fc.nat(), ({ source, masks }, pick) => {
        const closures = new ExtraLinks(source, masks).closures();
        // the digits of a cell with three or more, as multiple forcing chains take them
        const cells = Array.from({ length: CELLS }, (_, c) => c).filter((c) => count(masks[c]) >= 3);
        if (!cells.length) return;
        const cell = cells[pick % cells.length];
        const keys = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => has(masks, cell, d)).map((d) => keyOf(cell, d, true));
        const sets = keys.map((k) => closure(masks, k));
        const want = [...sets[0]].some((k) => sets.every((s) => s.has(k)));
        expect(closures.meet(keys)).toBe(want);
      }),
      { numRuns: 100, seed: 20261122 },
    );
  });
});
