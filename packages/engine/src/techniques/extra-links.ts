/**
 * Which searches a nested rule can skip. A nested chain only matters when it relies on what the
 * outer chain removed: an "on" link from a cell that became bivalue, or from a house where a
 * digit came down to two places (its rule parents, techniques/nested.ts). Those are exactly the
 * links the working grid has and the source grid lacks ("extra links").
 *
 * When the source grid has no static chain hint at all — the ladder reached nesting because
 * forcing chains, cycles and multiple forcing chains found nothing there — a static chain of
 * the working grid without an extra link would be a hint of the source grid too, so every hint
 * a static nested rule can produce uses an extra link, or starts from a cell or house the outer
 * chain changed. A search whose assumptions cannot reach an extra link is then skipped.
 */
import { CELLS, SIZE, UNITS, PEERS, PEER_COUNT } from '../units.js';
import { KEYS, keyOf } from './chain-engine.js';

/** A cell's units (row, column, box) as indexes into UNITS. */
const CELL_UNITS = (() => {
  const t = new Uint8Array(CELLS * 3);
  UNITS.forEach((cells, u) => cells.forEach((c) => {
    const k = u < SIZE ? 0 : u < 2 * SIZE ? 1 : 2;
    t[c * 3 + k] = u;
  }));
  return t;
})();

const bits = (m: number) => {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
};

function placesOf(masks: Uint16Array, out: Uint16Array): void {
  out.fill(0);
  for (let u = 0; u < UNITS.length; u++) {
    const cells = UNITS[u];
    for (let i = 0; i < SIZE; i++) {
      const m = masks[cells[i]];
      for (let d = 0; d < SIZE; d++) if (m & (1 << d)) out[u * SIZE + d] |= 1 << i;
    }
  }
}

export class ExtraLinks {
  /** reach[key] = 1 when a static chain from that potential can reach an extra link. */
  readonly reach = new Uint8Array(KEYS);
  /** True when the working grid has any extra link. */
  readonly any: boolean;
  private readonly srcPlaces = new Uint16Array(UNITS.length * SIZE);
  private readonly curPlaces = new Uint16Array(UNITS.length * SIZE);

  constructor(
    private readonly source: Uint16Array,
    private readonly current: Uint16Array,
  ) {
    placesOf(source, this.srcPlaces);
    placesOf(current, this.curPlaces);
    const queue: number[] = [];
    const mark = (key: number) => {
      if (this.reach[key]) return;
      this.reach[key] = 1;
      queue.push(key);
    };
    // tails of the extra links: the "off" potentials they start from
    for (let c = 0; c < CELLS; c++) {
      const m = current[c];
      if (bits(m) !== 2 || bits(source[c]) === 2) continue;
      for (let d = 1; d <= SIZE; d++) if (m & (1 << (d - 1))) mark(keyOf(c, d, false));
    }
    for (let u = 0; u < UNITS.length; u++) {
      for (let d = 1; d <= SIZE; d++) {
        const at = this.curPlaces[u * SIZE + d - 1];
        if (bits(at) !== 2 || bits(this.srcPlaces[u * SIZE + d - 1]) === 2) continue;
        for (let i = 0; i < SIZE; i++) if (at & (1 << i)) mark(keyOf(UNITS[u][i], d, false));
      }
    }
    this.any = queue.length > 0;
    // backwards along the static links of the working grid
    while (queue.length) {
      const key = queue.pop()!;
      const cell = (key >> 1) / SIZE | 0;
      const digit = ((key >> 1) % SIZE) + 1;
      const bit = 1 << (digit - 1);
      if (!(key & 1)) {
        // "off" follows from "on" of another digit of the cell, or of the digit in a peer
        for (let d = 1; d <= SIZE; d++) if (d !== digit && current[cell] & (1 << (d - 1))) mark(keyOf(cell, d, true));
        for (let i = 0; i < PEER_COUNT; i++) {
          const p = PEERS[cell * PEER_COUNT + i];
          if (current[p] & bit) mark(keyOf(p, digit, true));
        }
      } else {
        // "on" follows from "off" of the other digit of a bivalue cell, or the other place of a house
        const m = current[cell];
        if (bits(m) === 2 && m & bit) mark(keyOf(cell, 32 - Math.clz32(m & ~bit), false));
        for (let k = 0; k < 3; k++) {
          const u = CELL_UNITS[cell * 3 + k];
          const at = this.curPlaces[u * SIZE + digit - 1];
          if (bits(at) !== 2) continue;
          for (let i = 0; i < SIZE; i++) if (at & (1 << i) && UNITS[u][i] !== cell) mark(keyOf(UNITS[u][i], digit, false));
        }
      }
    }
  }

  /** Whether the outer chain removed a candidate of this cell. */
  cellChanged(cell: number): boolean {
    return this.source[cell] !== this.current[cell];
  }

  /** Whether the outer chain removed a place of the digit in this unit. */
  placesChanged(unit: number, digit: number): boolean {
    return this.srcPlaces[unit * SIZE + digit - 1] !== this.curPlaces[unit * SIZE + digit - 1];
  }
}
