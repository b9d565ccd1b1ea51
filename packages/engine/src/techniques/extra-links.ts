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
 * For one kind of search, per potential, a bit per extra link: `before` = its chains can reach
 * the link, `after` = chains through the link can reach it. A chain from a to b through an
 * extra link needs `before[a] & after[b]` (and, by the closure of the links, that is enough).
 * With many links they share one bit (a looser test, for fewer searches).
 */
export interface Reach {
  before: Uint32Array;
  after: Uint32Array;
}

/** Above this many links, one search for all of them instead of one per link. */
const LINKS_WITH_OWN_BIT = 8;

/** Scratch for the searches: one ExtraLinks is in use at a time (nested depth 1 only). */
const SCRATCH = Array.from({ length: 4 }, () => ({ before: new Uint32Array(KEYS), after: new Uint32Array(KEYS) }));
const QUEUE = new Int32Array(KEYS);

export class ExtraLinks {
  /** True when the working grid has any extra link. */
  readonly any: boolean;
  /** Extra links as tail "off" keys and head "on" keys, by kind. */
  private readonly cellTails: number[] = [];
  private readonly cellHeads: number[] = [];
  private readonly houseTails: number[] = [];
  private readonly houseHeads: number[] = [];
  private readonly srcPlaces = new Uint16Array(UNITS.length * SIZE);
  private readonly curPlaces = new Uint16Array(UNITS.length * SIZE);
  private readonly done: (Reach | undefined)[] = [];

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
      this.cellTails.push(keyOf(c, a, false), keyOf(c, b, false));
      this.cellHeads.push(keyOf(c, b, true), keyOf(c, a, true));
    }
    for (let u = 0; u < UNITS.length; u++) {
      for (let d = 1; d <= SIZE; d++) {
        const at = this.curPlaces[u * SIZE + d - 1];
        if (bits(at) !== 2 || bits(this.srcPlaces[u * SIZE + d - 1]) === 2) continue;
        const p = UNITS[u][31 - Math.clz32(at & -at)];
        const q = UNITS[u][31 - Math.clz32(at)];
        this.houseTails.push(keyOf(p, d, false), keyOf(q, d, false));
        this.houseHeads.push(keyOf(q, d, true), keyOf(p, d, true));
      }
    }
    this.any = this.cellTails.length + this.houseTails.length > 0;
  }

  /** Reach for a search with Y-links (`y`) and X-links (`x`), as SE's unary passes use them. */
  reach(y: boolean, x: boolean): Reach {
    const id = (y ? 2 : 0) + (x ? 1 : 0);
    let r = this.done[id];
    if (!r) {
      r = SCRATCH[id];
      r.before.fill(0);
      r.after.fill(0);
      const kinds = { cell: y, house: x };
      const tails = [...(y ? this.cellTails : []), ...(x ? this.houseTails : [])];
      const heads = [...(y ? this.cellHeads : []), ...(x ? this.houseHeads : [])];
      if (tails.length <= LINKS_WITH_OWN_BIT) {
        tails.forEach((t, i) => this.walk([t], 1 << i, r!.before, kinds, true));
        heads.forEach((h, i) => this.walk([h], 1 << i, r!.after, kinds, false));
      } else {
        this.walk(tails, 1, r.before, kinds, true);
        this.walk(heads, 1, r.after, kinds, false);
      }
      this.done[id] = r;
    }
    return r;
  }

  /** Set `bit` on everything reachable from `start` along the links (backwards when `back`). */
  private walk(start: number[], bit0: number, label: Uint32Array, kinds: LinkKinds, back: boolean): void {
    const { current, curPlaces } = this;
    const queue = QUEUE;
    let tail = 0;
    for (const k of start) {
      if (label[k] & bit0) continue;
      label[k] |= bit0;
      queue[tail++] = k;
    }
    // forwards "on" leads to "off" and "off" to "on"; backwards the same neighbours, reversed
    const offSide = back ? 0 : 1;
    while (tail) {
      const key = queue[--tail];
      const cd = key >> 1;
      const cell = (cd / SIZE) | 0;
      const digit = (cd % SIZE) + 1;
      const bit = 1 << (digit - 1);
      const m = current[cell];
      if ((key & 1) === offSide) {
        const to = back ? 1 : 0;
        if (kinds.cell) {
          for (let rest = m & ~bit; rest; rest &= rest - 1) {
            const k = ((cell * SIZE + 31 - Math.clz32(rest & -rest)) << 1) | to;
            if (!(label[k] & bit0)) {
              label[k] |= bit0;
              queue[tail++] = k;
            }
          }
        }
        for (let i = 0; i < PEER_COUNT; i++) {
          const p = PEERS[cell * PEER_COUNT + i];
          if (!(current[p] & bit)) continue;
          const k = ((p * SIZE + digit - 1) << 1) | to;
          if (!(label[k] & bit0)) {
            label[k] |= bit0;
            queue[tail++] = k;
          }
        }
      } else {
        const to = back ? 0 : 1;
        if (kinds.cell && bits(m) === 2 && m & bit) {
          const k = ((cell * SIZE + 31 - Math.clz32(m & ~bit)) << 1) | to;
          if (!(label[k] & bit0)) {
            label[k] |= bit0;
            queue[tail++] = k;
          }
        }
        if (!kinds.house) continue;
        for (let h = 0; h < 3; h++) {
          const u = CELL_UNITS[cell * 3 + h];
          const at = curPlaces[u * SIZE + digit - 1];
          if (bits(at) !== 2) continue;
          for (let rest = at; rest; rest &= rest - 1) {
            const c = UNITS[u][31 - Math.clz32(rest & -rest)];
            if (c === cell) continue;
            const k = ((c * SIZE + digit - 1) << 1) | to;
            if (!(label[k] & bit0)) {
              label[k] |= bit0;
              queue[tail++] = k;
            }
          }
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
