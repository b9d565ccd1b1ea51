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

/** Which links a search follows (SE's passes: X-links only, Y-links only, or both). */
interface LinkKinds {
  /** "on" removes the cell's other digits; "off" of a bivalue cell's digit sets the other. */
  cell: boolean;
  /** the two-place-house link ("off" sets the other place); "on" removes the digit from peers always. */
  house: boolean;
}

/**
 * For one kind of search, per potential: `before` = its chains can reach an extra link,
 * `after` = chains through an extra link can reach it. A chain from a to b through an extra
 * link needs `before[a] & after[b]`. (One bit for all links: a bit per link would make the
 * test exact but costs more than the searches it saves.)
 */
export interface Reach {
  before: Uint32Array;
  after: Uint32Array;
}

export class ExtraLinks {
  /** True when the working grid has any extra link. */
  readonly any: boolean;
  /** Extra links as [tail "off" key, head "on" key], by kind. */
  private readonly cellLinks: [number, number][] = [];
  private readonly houseLinks: [number, number][] = [];
  private readonly srcPlaces = new Uint16Array(UNITS.length * SIZE);
  private readonly curPlaces = new Uint16Array(UNITS.length * SIZE);
  private readonly cache = new Map<string, Reach>();

  constructor(
    private readonly source: Uint16Array,
    private readonly current: Uint16Array,
  ) {
    placesOf(source, this.srcPlaces);
    placesOf(current, this.curPlaces);
    for (let c = 0; c < CELLS; c++) {
      const m = current[c];
      if (bits(m) !== 2 || bits(source[c]) === 2) continue;
      const a = 32 - Math.clz32(m & -m);
      const b = 32 - Math.clz32(m);
      this.cellLinks.push([keyOf(c, a, false), keyOf(c, b, true)], [keyOf(c, b, false), keyOf(c, a, true)]);
    }
    for (let u = 0; u < UNITS.length; u++) {
      for (let d = 1; d <= SIZE; d++) {
        const at = this.curPlaces[u * SIZE + d - 1];
        if (bits(at) !== 2 || bits(this.srcPlaces[u * SIZE + d - 1]) === 2) continue;
        const p = UNITS[u][31 - Math.clz32(at & -at)];
        const q = UNITS[u][31 - Math.clz32(at)];
        this.houseLinks.push([keyOf(p, d, false), keyOf(q, d, true)], [keyOf(q, d, false), keyOf(p, d, true)]);
      }
    }
    this.any = this.cellLinks.length + this.houseLinks.length > 0;
  }

  /** Reach for a search with Y-links (`y`) and X-links (`x`), as SE's unary passes use them. */
  reach(y: boolean, x: boolean): Reach {
    const id = `${y}${x}`;
    let r = this.cache.get(id);
    if (!r) this.cache.set(id, (r = this.compute({ cell: y, house: x })));
    return r;
  }

  private compute(kinds: LinkKinds): Reach {
    const links = [...(kinds.cell ? this.cellLinks : []), ...(kinds.house ? this.houseLinks : [])];
    const before = new Uint32Array(KEYS);
    const after = new Uint32Array(KEYS);
    this.walk(links.map((l) => [l[0], 1]), before, kinds, true);
    this.walk(links.map((l) => [l[1], 1]), after, kinds, false);
    return { before, after };
  }

  /** Spread each start's bit to everything reachable from it along the links (backwards when `back`). */
  private walk(start: number[][], label: Uint32Array, kinds: LinkKinds, back: boolean): void {
    const { current } = this;
    const queue: number[] = [];
    const queued = new Uint8Array(KEYS);
    let bitsIn = 0;
    const mark = (key: number) => {
      if ((label[key] | bitsIn) === label[key]) return;
      label[key] |= bitsIn;
      if (!queued[key]) {
        queued[key] = 1;
        queue.push(key);
      }
    };
    for (const [k, b] of start) {
      bitsIn = b;
      mark(k);
    }
    while (queue.length) {
      const key = queue.pop()!;
      queued[key] = 0;
      bitsIn = label[key];
      const cell = ((key >> 1) / SIZE) | 0;
      const digit = ((key >> 1) % SIZE) + 1;
      const bit = 1 << (digit - 1);
      // forwards, "on" leads to "off"; backwards, "off" comes from "on": the same neighbours
      if ((key & 1) === (back ? 0 : 1)) {
        const to = back;
        if (kinds.cell) for (let d = 1; d <= SIZE; d++) if (d !== digit && current[cell] & (1 << (d - 1))) mark(keyOf(cell, d, to));
        for (let i = 0; i < PEER_COUNT; i++) {
          const p = PEERS[cell * PEER_COUNT + i];
          if (current[p] & bit) mark(keyOf(p, digit, to));
        }
      } else {
        // forwards, "off" leads to "on"; backwards, "on" comes from "off": bivalue cell, two-place house
        const to = !back;
        const m = current[cell];
        if (kinds.cell && bits(m) === 2 && m & bit) mark(keyOf(cell, 32 - Math.clz32(m & ~bit), to));
        if (!kinds.house) continue;
        for (let k = 0; k < 3; k++) {
          const u = CELL_UNITS[cell * 3 + k];
          const at = this.curPlaces[u * SIZE + digit - 1];
          if (bits(at) !== 2) continue;
          for (let i = 0; i < SIZE; i++) if (at & (1 << i) && UNITS[u][i] !== cell) mark(keyOf(UNITS[u][i], digit, to));
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
