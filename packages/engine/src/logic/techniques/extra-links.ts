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
 *
 * Both questions are answered on the strongly connected components of the working grid's
 * implication graph: which links each potential reaches (Reach), and, for multiple forcing
 * chains, everything each potential implies (Closures), so cells and houses whose branches
 * imply nothing in common are skipped too.
 */
import { CELLS, SIZE, UNITS } from '../../grid/units.js';
import { HOUSES, INDEX as HOUSE_INDEX, KEYS, SKIP, UNIT_CELLS, keyOf } from './chain-engine.js';
import { placesTable, sourcePlaces } from './regions.js';
import { bitCount } from './bits.js';

/** Whether a mask has exactly two bits. */
const isTwo = (m: number) => {
  const rest = m & (m - 1);
  return rest !== 0 && (rest & (rest - 1)) === 0;
};

/** Swap each pair of bits (2j, 2j + 1): a link's bit with its reverse's. */
const swapPairs = (v: number) => ((v & 0x55555555) << 1) | ((v >>> 1) & 0x55555555);

/**
 * Which extra links each potential can reach, a bit per link, computed on the strongly
 * connected components of the working grid's implication graph (so every link keeps its own
 * bit however many there are). A chain from a to b through link i needs a to reach the link's
 * tail and its head to reach b. The graph is its own contrapositive (x → y exactly when
 * ¬y → ¬x), and links come in pairs whose heads are the negated tails of each other (off p →
 * on q with off q → on p), so "the head of link i reaches b" is "¬b reaches the tail of link
 * i's reverse": one reach table answers both.
 */
export class Reach {
  constructor(
    private readonly words: number,
    private readonly comp: Int32Array,
    private readonly before: Uint32Array,
  ) {}

  /** Whether a chain from `a` can pass through a link and go on to `b` (or to `b2`). */
  through(a: number, b: number, b2 = b): boolean {
    const { words, comp, before } = this;
    const ca = comp[a] * words;
    const cb = comp[b ^ 1] * words;
    const cb2 = comp[b2 ^ 1] * words;
    for (let w = 0; w < words; w++) if (before[ca + w] & swapPairs(before[cb + w] | before[cb2 + w])) return true;
    return false;
  }

  /** Whether a chain from `a` can reach any link. */
  reachesAny(a: number): boolean {
    const ca = this.comp[a] * this.words;
    for (let w = 0; w < this.words; w++) if (this.before[ca + w]) return true;
    return false;
  }
}

/** Scratch for the graph and its components: one ExtraLinks is in use at a time (nested depth 1 only). */
const EDGE_START = new Int32Array(KEYS + 1);
/** At most 8 + 20 edges from an "on" potential and 1 + 3 from an "off" one. */
const EDGES = new Int32Array(KEYS * 16);
const INDEX = new Int32Array(KEYS);
const LOW = new Int32Array(KEYS);
const NEXT_EDGE = new Int32Array(KEYS);
const ON_STACK = new Uint8Array(KEYS);
const STACK = new Int32Array(KEYS);
const CALLS = new Int32Array(KEYS);
/** Per cell, the digits whose "off" potential has a strong link. */
const LIVE = new Uint16Array(CELLS);
/** Per key, the bits it adds to what reaches it (left all zero between uses). */
let SEEDS = new Uint32Array(KEYS);

export class ExtraLinks {
  /** True when the working grid has any extra link. */
  readonly any: boolean;
  /** True when it has a new bivalue cell. */
  readonly cellLinks: boolean;
  /** The digits with a new two-place house. */
  readonly houseLinkDigits: number = 0;
  /** Extra links by their tail "off" keys, in pairs (a link, then its reverse), by kind. */
  private readonly cellTails: number[] = [];
  private readonly houseTails: number[] = [];
  private readonly srcPlaces: Uint16Array;
  private readonly curPlaces = new Uint16Array(UNITS.length * SIZE);
  private done: Reach | null = null;
  private implied: Closures | null = null;

  constructor(
    private readonly source: Uint16Array,
    private readonly current: Uint16Array,
  ) {
    this.srcPlaces = sourcePlaces(source);
    placesTable(current, this.curPlaces);
    for (let c = 0; c < CELLS; c++) {
      const m = current[c];
      if (bitCount(m) !== 2 || bitCount(source[c]) === 2) continue;
      const a = 32 - Math.clz32(m & -m);
      const b = 32 - Math.clz32(m);
      this.cellTails.push(keyOf(c, a, false), keyOf(c, b, false));
    }
    for (let u = 0; u < UNITS.length; u++) {
      for (let d = 1; d <= SIZE; d++) {
        const at = this.curPlaces[u * SIZE + d - 1];
        if (bitCount(at) !== 2 || bitCount(this.srcPlaces[u * SIZE + d - 1]) === 2) continue;
        const p = UNITS[u][31 - Math.clz32(at & -at)];
        const q = UNITS[u][31 - Math.clz32(at)];
        this.houseTails.push(keyOf(p, d, false), keyOf(q, d, false));
        this.houseLinkDigits |= 1 << (d - 1);
      }
    }
    this.cellLinks = this.cellTails.length > 0;
    this.any = this.cellLinks || this.houseTails.length > 0;
  }

  /**
   * Reach along both kinds of links. It serves the X-only and Y-only passes too: chains of
   * theirs are chains of this graph, so the test stays safe, and one graph per working grid
   * costs less than the searches a graph per pass would save.
   */
  reach(): Reach {
    if (!this.done) {
      this.buildGraph(true);
      this.done = reachOf(this.current, [...this.cellTails, ...this.houseTails]);
    }
    return this.done;
  }

  /**
   * What each potential implies in the working grid (static, both kinds of links). Multiple
   * forcing chains nest only after forcing chains found nothing in the working grid, so it has
   * no static contradiction, and a static search from a potential reaches exactly its closure.
   */
  closures(): Closures {
    if (!this.implied) {
      this.buildGraph(false);
      this.implied = closuresOf(this.current);
    }
    return this.implied;
  }

  /**
   * The implication graph of the working grid (both kinds of links), in EDGE_START / EDGES.
   * An "off" potential without a strong link leads nowhere and is no link's tail, so for link
   * reach (`forLinks`) edges into it are left out: they would add nothing.
   */
  private buildGraph(forLinks: boolean): void {
    const { current, curPlaces } = this;
    const edges = EDGES;
    const live = LIVE;
    for (let c = 0; c < CELLS; c++) live[c] = !forLinks ? 0x1ff : isTwo(current[c]) ? current[c] : 0;
    for (let u = 0; u < UNITS.length && forLinks; u++) {
      for (let d = 0; d < SIZE; d++) {
        const at = curPlaces[u * SIZE + d];
        if (!isTwo(at)) continue;
        live[UNIT_CELLS[u][31 - Math.clz32(at & -at)]] |= 1 << d;
        live[UNIT_CELLS[u][31 - Math.clz32(at)]] |= 1 << d;
      }
    }
    let n = 0;
    for (let cell = 0, key = 0; cell < CELLS; cell++) {
      const m = current[cell];
      const bivalue = isTwo(m);
      for (let d = 0; d < SIZE; d++, key += 2) {
        EDGE_START[key] = n;
        const bit = 1 << d;
        if (!(m & bit)) {
          EDGE_START[key + 1] = n;
          continue;
        }
        // "off": the other digit of a bivalue cell, the other place of a two-place house, go on
        if (bivalue) edges[n++] = ((cell * SIZE + 31 - Math.clz32(m & ~bit)) << 1) | 1;
        for (let h = cell * 3; h < cell * 3 + 3; h++) {
          const at = curPlaces[HOUSES[h] * SIZE + d];
          if (!isTwo(at)) continue;
          const c = UNIT_CELLS[HOUSES[h]][31 - Math.clz32(at & ~(1 << HOUSE_INDEX[h]))];
          edges[n++] = ((c * SIZE + d) << 1) | 1;
        }
        EDGE_START[key + 1] = n;
        // "on": the cell's other digits and the digit's other places in its houses go off
        for (let rest = m & ~bit & live[cell]; rest; rest &= rest - 1) edges[n++] = (cell * SIZE + 31 - Math.clz32(rest & -rest)) << 1;
        for (let h = cell * 3; h < cell * 3 + 3; h++) {
          const cells = UNIT_CELLS[HOUSES[h]];
          for (let at = curPlaces[HOUSES[h] * SIZE + d] & SKIP[h]; at; at &= at - 1) {
            const p = cells[31 - Math.clz32(at & -at)];
            if (live[p] & bit) edges[n++] = (p * SIZE + d) << 1;
          }
        }
      }
    }
    EDGE_START[KEYS] = n;
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

/**
 * An "off" potential with no strong link: it leads nowhere, so it is its own component and
 * reaches only itself; the walks skip it and its predecessors take its seed (at SEED_WORD).
 */
const isLeaf = (key: number) => (key & 1) === 0 && EDGE_START[key] === EDGE_START[key + 1];
const SEED_WORD = new Int8Array(KEYS).fill(-1);

/** A table of reach per strongly connected component: each key's component, and per component its bits. */
interface Table {
  comp: Int32Array;
  bits: Uint32Array;
}
const LINK_TABLE: Table = { comp: new Int32Array(KEYS), bits: new Uint32Array(KEYS + 1) };
const CLOSURE_TABLE: Table = { comp: new Int32Array(KEYS), bits: new Uint32Array(KEYS + 1) };

/**
 * Tarjan's strongly connected components of the graph in EDGE_START / EDGES, over the keys of
 * the grid's candidates, each with the union of the `seeds` (`words` per key) of every key it
 * reaches, into `table`. A component closes after every component it reaches, so its union is
 * settled when it closes. Keys that are not candidates get the last component, which is empty.
 */
function componentReach(masks: Uint16Array, seeds: Uint32Array, words: number, table: Table): void {
  if (table.bits.length < (KEYS + 1) * words) table.bits = new Uint32Array((KEYS + 1) * words);
  const { comp, bits } = table;
  comp.fill(KEYS);
  bits.fill(0, KEYS * words, (KEYS + 1) * words);
  INDEX.fill(-1);
  let next = 0;
  let stackTop = 0;
  let count = 0;
  for (let root = 0; root < KEYS; root++) {
    if (INDEX[root] >= 0 || !(masks[((root >> 1) / SIZE) | 0] & (1 << ((root >> 1) % SIZE))) || isLeaf(root)) continue;
    let calls = 0;
    let v = root;
    for (;;) {
      if (v >= 0) {
        // enter v
        INDEX[v] = LOW[v] = next++;
        STACK[stackTop++] = v;
        ON_STACK[v] = 1;
        NEXT_EDGE[v] = EDGE_START[v];
        CALLS[calls++] = v;
      }
      const u = CALLS[calls - 1];
      if (NEXT_EDGE[u] < EDGE_START[u + 1]) {
        const w = EDGES[NEXT_EDGE[u]++];
        if (isLeaf(w)) v = -1;
        else if (INDEX[w] < 0) v = w;
        else {
          if (ON_STACK[w] && INDEX[w] < LOW[u]) LOW[u] = INDEX[w];
          v = -1;
        }
        continue;
      }
      v = -1;
      calls--;
      if (calls && LOW[u] < LOW[CALLS[calls - 1]]) LOW[CALLS[calls - 1]] = LOW[u];
      if (LOW[u] === INDEX[u]) stackTop = closeComponent(u, count++, stackTop, seeds, words, comp, bits);
      if (!calls) break;
    }
  }
}

/**
 * Close the component of root `u` (the stack from `u` to `top`): its keys, and what it
 * reaches. Returns the stack's new top.
 */
function closeComponent(u: number, id: number, top: number, seeds: Uint32Array, words: number, comp: Int32Array, bits: Uint32Array): number {
  let first = top;
  do first--;
  while (STACK[first] !== u);
  for (let i = first; i < top; i++) {
    ON_STACK[STACK[i]] = 0;
    comp[STACK[i]] = id;
  }
  const at = id * words;
  bits.fill(0, at, at + words);
  for (let i = first; i < top; i++) {
    const v = STACK[i];
    for (let w = 0; w < words; w++) bits[at + w] |= seeds[v * words + w];
    for (let e = EDGE_START[v]; e < EDGE_START[v + 1]; e++) {
      const t = EDGES[e];
      if (isLeaf(t)) {
        // a dead end reaches only itself
        const sw = SEED_WORD[t];
        if (sw >= 0) bits[at + sw] |= seeds[t * words + sw];
        continue;
      }
      const d = comp[t];
      if (d !== id) for (let w = 0; w < words; w++) bits[at + w] |= bits[d * words + w];
    }
  }
  return first;
}

/** Reach of the extra links (`tails`, a bit each) in the graph in EDGE_START / EDGES. */
function reachOf(masks: Uint16Array, tails: number[]): Reach {
  const words = Math.max(1, Math.ceil(tails.length / 32));
  if (SEEDS.length < KEYS * words) SEEDS = new Uint32Array(KEYS * words);
  tails.forEach((t, i) => (SEEDS[t * words + (i >> 5)] |= 1 << (i & 31)));
  componentReach(masks, SEEDS, words, LINK_TABLE);
  tails.forEach((t) => SEEDS.fill(0, t * words, t * words + words));
  return new Reach(words, LINK_TABLE.comp, LINK_TABLE.bits);
}

/** What every potential leads to, as sets of the grid's potentials (graph in EDGE_START / EDGES). */
function closuresOf(masks: Uint16Array): Closures {
  let n = 0;
  for (let c = 0; c < CELLS; c++) n += 2 * bitCount(masks[c]);
  const words = Math.max(1, Math.ceil(n / 32));
  if (SEEDS.length < KEYS * words) SEEDS = new Uint32Array(KEYS * words);
  const seeded: number[] = [];
  for (let key = 0, i = 0; key < KEYS; key++) {
    if (!(masks[((key >> 1) / SIZE) | 0] & (1 << ((key >> 1) % SIZE)))) continue;
    SEEDS[key * words + (i >> 5)] = 1 << (i & 31);
    SEED_WORD[key] = i >> 5;
    seeded.push(key);
    i++;
  }
  componentReach(masks, SEEDS, words, CLOSURE_TABLE);
  for (const key of seeded) {
    SEEDS[key * words + SEED_WORD[key]] = 0;
    SEED_WORD[key] = -1;
  }
  return new Closures(words, CLOSURE_TABLE.comp, CLOSURE_TABLE.bits);
}

/**
 * What each potential implies in a static search with both kinds of links: the potentials its
 * search reaches (before any contradiction; a grid with none has no static forcing chain).
 */
export class Closures {
  private readonly common: Uint32Array;

  constructor(
    private readonly words: number,
    private readonly comp: Int32Array,
    private readonly bits: Uint32Array,
  ) {
    this.common = new Uint32Array(words);
  }

  /** Whether the potentials `keys` all imply some same potential. */
  meet(keys: readonly number[]): boolean {
    const { words, comp, bits, common } = this;
    common.set(bits.subarray(comp[keys[0]] * words, comp[keys[0]] * words + words));
    for (let i = 1; i < keys.length; i++) {
      const at = comp[keys[i]] * words;
      let any = 0;
      for (let w = 0; w < words; w++) any |= common[w] &= bits[at + w];
      if (!any) return false;
    }
    return true;
  }
}
