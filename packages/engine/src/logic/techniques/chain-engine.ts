/**
 * The implication engine behind every chain technique, on Sudoku Explainer's definitions
 * (Chaining.java): a "potential" is a candidate assumed on (true) or off (false). From "on"
 * follow "off" for the other candidates of the cell (Y-link) and the other places of the
 * digit in its houses (X-link); from "off" follows "on" for the last candidate of a bivalue
 * cell and the other place of a digit in a house where it has two places. Dynamic chains also
 * remove each "off" candidate from a working grid as they go, so later links see it gone.
 *
 * SE's ratings depend on which parent each potential gets (chain length = distinct
 * potentials among the ancestors), so the breadth-first order below is SE's exactly: houses
 * in block, row, column order, cells in house order, "on" potentials expanded before "off".
 * Everything lives in typed arrays: a node pool (one node per derived potential, with its
 * parents) and key-indexed sets, reused between searches. (About 700 lines: the static,
 * dynamic and nested searches share that pool and SE's exact expansion order, which must not
 * drift apart between files.)
 */
import { CELLS, SIZE, UNITS, rowOf, colOf, boxOf } from '../../grid/units.js';
import { HOUSE_PEERS } from './wings.js';
import { placesTable } from './regions.js';
import { spend } from '../../solve/effort.js';

/** Potential key: (cell * 9 + digit - 1) * 2 + (on ? 1 : 0). */
export const KEYS = CELLS * SIZE * 2;
export const keyOf = (cell: number, digit: number, on: boolean): number => ((cell * SIZE + digit - 1) << 1) | (on ? 1 : 0);
export const keyCell = (key: number): number => (key >> 1) / SIZE | 0;
export const keyDigit = (key: number): number => ((key >> 1) % SIZE) + 1;
export const keyOn = (key: number): boolean => (key & 1) === 1;

/** Why a potential follows from its parent: the cell (Y-link) or a house (X-link). */
export const enum Cause {
  Initial = 0,
  Cell = 1,
  Block = 2,
  Row = 3,
  Column = 4,
  Advanced = 5,
}

/** A cell's houses in SE's order (block, row, column), as unit indexes into UNITS. */
export const HOUSES = (() => {
  const t = new Uint8Array(CELLS * 3);
  for (let c = 0; c < CELLS; c++) t.set([2 * SIZE + boxOf[c], rowOf[c], SIZE + colOf[c]], c * 3);
  return t;
})();
/** Cells of each unit, flat. */
export const UNIT_CELLS = UNITS.map((u) => Uint8Array.from(u));
/** Per cell and house, the index mask of the house's cells that are its peers not seen in an earlier house. */
export const SKIP = (() => {
  const t = new Uint16Array(CELLS * 3);
  for (let c = 0; c < CELLS; c++) {
    for (let h = 0; h < 3; h++) {
      const unit = UNITS[HOUSES[c * 3 + h]];
      let m = 0;
      for (let i = 0; i < SIZE; i++) {
        const x = unit[i];
        if (x === c || (h > 0 && boxOf[x] === boxOf[c])) continue;
        m |= 1 << i;
      }
      t[c * 3 + h] = m;
    }
  }
  return t;
})();
/** A cell's index inside each of its HOUSES. */
export const INDEX = (() => {
  const t = new Uint8Array(CELLS * 3);
  for (let c = 0; c < CELLS; c++) for (let h = 0; h < 3; h++) t[c * 3 + h] = UNITS[HOUSES[c * 3 + h]].indexOf(c);
  return t;
})();
const HOUSE_CAUSE = [Cause.Block, Cause.Row, Cause.Column] as const;

/**
 * What a nested rule (SE's getAdvancedPotentials) used to remove a candidate: its name, and for
 * a nested chain its complexity (added to the outer chain's) and a signature (SE's FullChain:
 * the same chain reached twice counts once).
 */
export interface NestedInfo {
  text: string;
  complexity: number;
  signature: string | null;
}

/** A candidate a nested rule removes, with the keys of the "off" potentials it relied on. */
export interface AdvancedOff {
  key: number;
  parents: readonly number[];
  info: NestedInfo;
}

/** Runs the nested rules on the working grid (`masks`) against the grid the search began with. */
export type AdvancedRules = (masks: Uint16Array, source: Uint16Array) => readonly AdvancedOff[];

/** A growable pool of chain nodes. Node i: key, cause and a run of parent node indexes. */
export class NodePool {
  key = new Int32Array(4096);
  cause = new Uint8Array(4096);
  pStart = new Int32Array(4096);
  pCount = new Int32Array(4096);
  /** Nodes on the first-parent path from the root, this one included. */
  depth = new Int32Array(4096);
  parents = new Int32Array(8192);
  /** For nodes a nested rule made (Cause.Advanced): what it was. */
  nested: (NestedInfo | undefined)[] = [];
  size = 0;
  private pSize = 0;
  /** Scratch for walk(): a stamp per potential, the queue, and the nodes of the last walk (one per potential). */
  private readonly stamp = new Int32Array(KEYS);
  private run = 0;
  private queue = new Int32Array(4096);
  readonly walked = new Int32Array(KEYS);

  reset(): void {
    this.size = 0;
    this.pSize = 0;
    this.nested.length = 0;
  }

  private growNodes(): void {
    const n = this.key.length * 2;
    const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.key = grow(this.key);
    this.cause = grow(this.cause);
    this.pStart = grow(this.pStart);
    this.pCount = grow(this.pCount);
    this.depth = grow(this.depth);
  }

  /** A new node with one parent (or none: parent < 0). */
  add(key: number, cause: Cause, parent: number): number {
    if (this.size === this.key.length) this.growNodes();
    const n = this.size++;
    this.key[n] = key;
    this.cause[n] = cause;
    this.pStart[n] = this.pSize;
    this.pCount[n] = 0;
    this.depth[n] = parent >= 0 ? this.depth[parent] + 1 : 1;
    if (parent >= 0) this.addParent(n, parent);
    return n;
  }

  /** Append a parent to the node created last. */
  addParent(node: number, parent: number): void {
    if (this.pSize === this.parents.length) {
      const b = new Int32Array(this.parents.length * 2);
      b.set(this.parents);
      this.parents = b;
    }
    this.parents[this.pSize++] = parent;
    if (this.pCount[node]++ === 0) this.depth[node] = this.depth[parent] + 1;
  }

  firstParent(node: number): number {
    return this.pCount[node] ? this.parents[this.pStart[node]] : -1;
  }

  /**
   * SE's getChain / getAncestorCount walk: a node and all its ancestors, level by level, each
   * potential once (by key). Leaves the nodes in `walked[0..count)` and returns the count.
   */
  walk(node: number): number {
    if (this.run === 0x7fffffff) {
      this.stamp.fill(0);
      this.run = 0;
    }
    const run = ++this.run;
    let q = this.queue;
    let head = 0;
    let tail = 0;
    let count = 0;
    q[tail++] = node;
    while (head < tail) {
      const n = q[head++];
      const k = this.key[n];
      if (this.stamp[k] === run) continue;
      this.stamp[k] = run;
      this.walked[count++] = n;
      for (let i = this.pStart[n], e = i + this.pCount[n]; i < e; i++) {
        if (tail === q.length) {
          const grown = new Int32Array(q.length * 2);
          grown.set(q);
          this.queue = q = grown;
        }
        q[tail++] = this.parents[i];
      }
    }
    return count;
  }
}

/** A set of potentials keyed by potential key, remembering insertion order (SE's LinkedSet). */
export class PotSet {
  readonly node = new Int32Array(KEYS).fill(-1);
  readonly order = new Int32Array(KEYS);
  size = 0;

  has(key: number): boolean {
    return this.node[key] >= 0;
  }
  get(key: number): number {
    return this.node[key];
  }
  /** Keeps the first node stored under a key. */
  add(key: number, node: number): void {
    if (this.node[key] >= 0) return;
    this.node[key] = node;
    this.order[this.size++] = key;
  }
  clear(): void {
    for (let i = 0; i < this.size; i++) this.node[this.order[i]] = -1;
    this.size = 0;
  }
}

/** Scratch for one search: the working grid, node pool, queues and sets. */
export class ChainEngine {
  /** Working candidate masks (dynamic chains remove from them, then restore). */
  readonly masks = new Uint16Array(CELLS);
  /** The grid at the start of the current propagation (for hidden parents and restore). */
  private readonly saved = new Uint16Array(CELLS);
  readonly pool = new NodePool();
  private readonly qOn = new Int32Array(KEYS * 4);
  private qOff: Int32Array = new Int32Array(KEYS * 4);
  private readonly sets: PotSet[] = [];
  private setsUsed = 0;

  /** Per house (block, row, column of each cell: HOUSE_OF) and digit, the index mask of its places. */
  readonly places = new Uint16Array(UNITS.length * SIZE);
  private readonly savedPlaces = new Uint16Array(UNITS.length * SIZE);

  load(masks: Uint16Array): void {
    this.masks.set(masks);
    placesTable(masks, this.places);
  }

  /** Index mask of the places of a digit in a unit (UNITS order) in the working grid. */
  placesOf(unit: number, digit: number): number {
    return this.places[unit * SIZE + digit - 1];
  }

  /** Remove a candidate from the working grid (dynamic searches), keeping `places` right. */
  private removeCandidate(cell: number, digit: number): void {
    this.masks[cell] &= ~(1 << (digit - 1));
    for (let h = 0; h < 3; h++) {
      const u = HOUSES[cell * 3 + h];
      this.places[u * SIZE + digit - 1] &= ~(1 << INDEX[cell * 3 + h]);
    }
  }

  /** A cleared set from the engine's stock; release all with releaseSets(). */
  takeSet(): PotSet {
    if (this.setsUsed === this.sets.length) this.sets.push(new PotSet());
    const s = this.sets[this.setsUsed++];
    s.clear();
    return s;
  }
  releaseSets(): void {
    this.setsUsed = 0;
  }

  has(cell: number, digit: number): boolean {
    return (this.masks[cell] & (1 << (digit - 1))) !== 0;
  }

  /** Keys and causes of the last generation (genOffs / genOns). */
  readonly gKey = new Int32Array(SIZE * 3 + SIZE);
  readonly gCause = new Uint8Array(SIZE * 3 + SIZE);

  /**
   * Potentials that go off when node `p` (an "on" potential) holds: SE's getOnToOff, in its
   * order (other digits of the cell, then the digit in block, row and column peers). Fills
   * gKey/gCause and returns the count; nodes are made only for the ones kept (makeNode).
   */
  genOffs(p: number, yLinks: boolean): number {
    const key = this.pool.key[p];
    const cell = keyCell(key);
    const digit = keyDigit(key);
    const gKey = this.gKey;
    const gCause = this.gCause;
    let n = 0;
    if (yLinks) {
      const m = this.masks[cell];
      for (let d = 1; d <= SIZE; d++) {
        if (d === digit || !(m & (1 << (d - 1)))) continue;
        gKey[n] = keyOf(cell, d, false);
        gCause[n++] = Cause.Cell;
      }
    }
    // the digit's other places in block, then row, then column (row and column without the
    // block's cells): SE's order after removing repeats
    const d0 = digit - 1;
    for (let h = 0; h < 3; h++) {
      const u = HOUSES[cell * 3 + h];
      let at = this.places[u * SIZE + d0] & SKIP[cell * 3 + h];
      const cells = UNIT_CELLS[u];
      const cause = HOUSE_CAUSE[h];
      while (at) {
        const i = 31 - Math.clz32(at & -at);
        at &= at - 1;
        gKey[n] = keyOf(cells[i], digit, false);
        gCause[n++] = cause;
      }
    }
    return n;
  }

  /**
   * Potentials that go on when node `p` (an "off" potential) holds: SE's getOffToOn (the
   * last candidate of a bivalue cell; the other place of the digit in a two-place house,
   * houses in block, row, column order).
   */
  genOns(p: number, yLinks: boolean, xLinks: boolean): number {
    const key = this.pool.key[p];
    const cell = keyCell(key);
    const digit = keyDigit(key);
    const gKey = this.gKey;
    const gCause = this.gCause;
    let n = 0;
    if (yLinks) {
      const m = this.masks[cell];
      const rest = m & (m - 1);
      if (rest && !(rest & (rest - 1))) {
        gKey[n] = keyOf(cell, firstDigitOf(m & ~(1 << (digit - 1))), true);
        gCause[n++] = Cause.Cell;
      }
    }
    if (xLinks) {
      const start = n;
      for (let h = 0; h < 3; h++) {
        const u = HOUSES[cell * 3 + h];
        const at = this.places[u * SIZE + digit - 1];
        const self = 1 << INDEX[cell * 3 + h];
        // two places, one of them this cell's
        if (!(at & self)) continue;
        const rest = at & ~self;
        if (!rest || rest & (rest - 1)) continue;
        const other = UNITS[u][31 - Math.clz32(rest)];
        const k = keyOf(other, digit, true);
        let dup = false;
        for (let j = start; j < n; j++) if (gKey[j] === k) dup = true;
        if (dup) continue;
        gKey[n] = k;
        gCause[n++] = HOUSE_CAUSE[h];
      }
    }
    return n;
  }

  /**
   * A node for a generated potential. For an "on" node of a dynamic search, `offSet` gives
   * the hidden parents: the "off" potentials that made the cell bivalue or the house a
   * two-place house (everything removed since the search began).
   */
  makeNode(key: number, cause: Cause, parent: number, offSet: PotSet | null): number {
    const pool = this.pool;
    const n = pool.add(key, cause, parent);
    if (offSet && key & 1) {
      const cell = keyCell(key);
      if (cause === Cause.Cell) {
        const removed = this.saved[cell] & ~this.masks[cell];
        for (let d = 1; d <= SIZE; d++) if (removed & (1 << (d - 1))) pool.addParent(n, parentOf(offSet, keyOf(cell, d, false)));
      } else {
        const digit = keyDigit(key);
        const bit = 1 << (digit - 1);
        const unit = UNITS[cause === Cause.Block ? 2 * SIZE + boxOf[cell] : cause === Cause.Row ? rowOf[cell] : SIZE + colOf[cell]];
        for (let i = 0; i < SIZE; i++) {
          const c = unit[i];
          if (this.saved[c] & bit && !(this.masks[c] & bit)) pool.addParent(n, parentOf(offSet, keyOf(c, digit, false)));
        }
      }
    }
    return n;
  }

  /** Whether a potential with `key` is on the first-parent path above node `child`. */
  isAncestor(child: number, key: number): boolean {
    const pool = this.pool;
    let p = pool.firstParent(child);
    while (p >= 0) {
      if (pool.key[p] === key) return true;
      p = pool.firstParent(p);
    }
    return false;
  }

  /** SE's getAncestorCount: distinct potentials among a node and all its ancestors. */
  ancestorCount(node: number): number {
    return this.pool.walk(node);
  }

  /**
   * SE's getNestedComplexity: the complexity of every nested chain among the targets'
   * ancestors, each distinct chain once.
   */
  nestedComplexity(targets: readonly number[]): number {
    const pool = this.pool;
    if (!pool.nested.length) return 0;
    const seen = new Set<string>();
    let sum = 0;
    for (const t of targets) {
      const count = pool.walk(t);
      for (let i = 0; i < count; i++) {
        const info = pool.nested[pool.walked[i]];
        if (info?.signature == null || seen.has(info.signature)) continue;
        seen.add(info.signature);
        sum += info.complexity;
      }
    }
    return sum;
  }

  /**
   * Complete `toOn` / `toOff` with every consequence (SE's doChaining). Returns null, or the
   * pair [on node, off node] of the first potential found both on and off.
   */
  propagate(
    toOn: PotSet,
    toOff: PotSet,
    opts: { yLinks: boolean; dynamic: boolean; advanced?: AdvancedRules | null; maxComplexity?: number },
  ): [number, number] | null {
    this.saved.set(this.masks);
    if (opts.dynamic) this.savedPlaces.set(this.places);
    try {
      const qOn = this.qOn;
      const qOff = this.qOff;
      let onHead = 0;
      let onTail = 0;
      let offHead = 0;
      let offTail = 0;
      for (let i = 0; i < toOn.size; i++) qOn[onTail++] = toOn.get(toOn.order[i]);
      for (let i = 0; i < toOff.size; i++) qOff[offTail++] = toOff.get(toOff.order[i]);
      const pool = this.pool;
      const gKey = this.gKey;
      const gCause = this.gCause;
      const offSet = opts.dynamic ? toOff : null;
      while (onHead < onTail || offHead < offTail) {
        spend();
        if (onHead < onTail) {
          const p = qOn[onHead++];
          const count = this.genOffs(p, opts.yLinks);
          for (let i = 0; i < count; i++) {
            const k = gKey[i];
            if (toOn.has(k | 1)) return [toOn.get(k | 1), this.makeNode(k, gCause[i], p, null)];
            if (!toOff.has(k)) {
              const n = this.makeNode(k, gCause[i], p, null);
              toOff.add(k, n);
              qOff[offTail++] = n;
            }
          }
        } else {
          const p = qOff[offHead++];
          const count = this.genOns(p, opts.yLinks, true);
          let absurd: [number, number] | null = null;
          for (let i = 0; i < count; i++) {
            const k = gKey[i];
            if (toOff.has(k & ~1)) {
              absurd = [this.makeNode(k, gCause[i], p, offSet), toOff.get(k & ~1)];
              break;
            }
            if (!toOn.has(k)) {
              const n = this.makeNode(k, gCause[i], p, offSet);
              toOn.add(k, n);
              qOn[onTail++] = n;
            }
          }
          if (absurd) return absurd;
          if (opts.dynamic) {
            const k = pool.key[p];
            this.removeCandidate(keyCell(k), keyDigit(k));
          }
        }
        if (opts.advanced && onHead === onTail && offHead === offTail) {
          // nothing left to follow: ask the nested rules (SE adds their removals unchecked)
          const first = offTail;
          for (const a of opts.advanced(this.masks, this.saved)) {
            if (toOff.has(a.key)) continue;
            const n = pool.add(a.key, Cause.Advanced, -1);
            for (const pk of a.parents) {
              const pn = toOff.get(pk);
              if (pn >= 0) pool.addParent(n, pn);
            }
            pool.nested[n] = a.info;
            toOff.add(a.key, n);
            qOff[offTail++] = n;
          }
          // Everything found from here on descends from these nodes. When each of them is
          // already too complex for a hint that could still win, so is the rest: stop. The
          // nodes found so far are SE's, so every hint that can still win is found the same.
          const cap = opts.maxComplexity ?? Infinity;
          if (first < offTail && cap < Infinity) {
            let useful = false;
            for (let i = first; i < offTail && !useful; i++) {
              const n = qOff[i];
              useful = this.ancestorCount(n) + this.nestedComplexity([n]) <= cap;
            }
            if (!useful) return null;
          }
        }
      }
      return null;
    } finally {
      this.masks.set(this.saved);
      if (opts.dynamic) this.places.set(this.savedPlaces);
    }
  }

  /**
   * SE's doCycles and doForcingChains (static) from the same "on" source in one search: cycles
   * are breadth-first with "off" potentials not deduplicated (only kept off their own
   * ancestry), the forcing chain stops at the first node reaching the opposite of the source;
   * layers are explored in order, so each stops once anything it finds would be longer than
   * its limit. Both grow the same tree (the first non-ancestor version of each "off"
   * potential is the one expanded), so only the repeats the cycle search keeps need extra
   * care, and of those only the ones that can lead straight back to the source (same cell, or
   * same digit in a shared house) matter. Returns the cycle nodes (in SE's order) and the
   * forcing chain target (or -1).
   */
  cyclesAndChain(
    source: number,
    yLinks: boolean,
    xLinks: boolean,
    toOn: PotSet,
    toOff: PotSet,
    cycleLimit: number,
    chainLimit: number,
  ): { cycles: number[]; chain: number } {
    const found: number[] = [];
    let chain = -1;
    let chainActive = xLinks;
    const pool = this.pool;
    const sourceKey = pool.key[source];
    const sourceCell = keyCell(sourceKey);
    const sourceDigit = keyDigit(sourceKey);
    const conjKey = sourceKey ^ 1;
    const on = this.qOn;
    let off: Int32Array = this.qOff;
    let onCount = 0;
    let offCount = 0;
    on[onCount++] = source;
    toOn.add(sourceKey, source);
    let length = 0;
    const gKey = this.gKey;
    const gCause = this.gCause;
    while (onCount || offCount) {
      length++;
      for (let i = 0; i < onCount; i++) {
        const p = on[i];
        spend();
        if (chainActive && pool.depth[p] >= chainLimit) chainActive = false;
        const count = this.genOffs(p, yLinks);
        for (let j = 0; j < count; j++) {
          const k = gKey[j];
          if (chainActive && k === conjKey) {
            chain = this.makeNode(k, gCause[j], p, null);
            chainActive = false;
          }
          if (toOff.has(k)) {
            // a repeat: kept by SE's cycle search, but it only matters if it closes the cycle
            const c = keyCell(k);
            if (c !== sourceCell && (keyDigit(k) !== sourceDigit || !SEES_CELL[c * CELLS + sourceCell])) continue;
            if (this.isAncestor(p, k)) continue;
          }
          // (a potential never reached before cannot be an ancestor: every node is in a set)
          const n = this.makeNode(k, gCause[j], p, null);
          if (offCount === off.length) off = this.growOff();
          off[offCount++] = n;
          toOff.add(k, n);
        }
      }
      onCount = 0;
      length++;
      const cyclesActive = length <= cycleLimit;
      if (!cyclesActive && !chainActive) break;
      for (let i = 0; i < offCount; i++) {
        const p = off[i];
        const first = toOff.get(pool.key[p]) === p;
        if (!first && !cyclesActive) continue;
        spend();
        const count = this.genOns(p, yLinks, xLinks);
        for (let j = 0; j < count; j++) {
          const k = gKey[j];
          if (k === sourceKey) {
            if (length >= 4 && cyclesActive) found.push(this.makeNode(k, gCause[j], p, null));
          } else if (first && !toOn.has(k)) {
            const n = this.makeNode(k, gCause[j], p, null);
            on[onCount++] = n;
            toOn.add(k, n);
          }
        }
      }
      offCount = 0;
    }
    return { cycles: found, chain };
  }

  private growOff(): Int32Array {
    const b = new Int32Array(this.qOff.length * 2);
    b.set(this.qOff);
    return (this.qOff = b);
  }

  /**
   * SE's doForcingChains (static): from an assumption, the first node reaching the opposite
   * of the assumption (the assumption is then false), or -1. The search is layered, so it
   * stops once any chain found would be longer than `maxComplexity`.
   */
  forcingChain(source: number, yLinks: boolean, toOn: PotSet, toOff: PotSet, maxComplexity = Infinity): number {
    const pool = this.pool;
    const sourceKey = pool.key[source];
    const conjKey = sourceKey ^ 1;
    const qOn = this.qOn;
    const qOff = this.qOff;
    let onHead = 0;
    let onTail = 0;
    let offHead = 0;
    let offTail = 0;
    if (keyOn(sourceKey)) {
      toOn.add(sourceKey, source);
      qOn[onTail++] = source;
    } else {
      toOff.add(sourceKey, source);
      qOff[offTail++] = source;
    }
    while (onHead < onTail || offHead < offTail) {
      while (onHead < onTail) {
        const p = qOn[onHead++];
        if (pool.depth[p] >= maxComplexity) return -1;
        spend();
        const count = this.genOffs(p, yLinks);
        for (let j = 0; j < count; j++) {
          const k = this.gKey[j];
          if (k === conjKey) return this.makeNode(k, this.gCause[j], p, null);
          // not reached before, so not an ancestor either (SE's isParent test is implied)
          if (!toOff.has(k)) {
            const n = this.makeNode(k, this.gCause[j], p, null);
            toOff.add(k, n);
            qOff[offTail++] = n;
          }
        }
      }
      while (offHead < offTail) {
        const p = qOff[offHead++];
        if (pool.depth[p] >= maxComplexity) return -1;
        spend();
        const count = this.genOns(p, yLinks, true);
        for (let j = 0; j < count; j++) {
          const k = this.gKey[j];
          if (k === conjKey) return this.makeNode(k, this.gCause[j], p, null);
          if (!toOn.has(k)) {
            const n = this.makeNode(k, this.gCause[j], p, null);
            toOn.add(k, n);
            qOn[onTail++] = n;
          }
        }
      }
    }
    return -1;
  }
}

/** SEES_CELL[a * 81 + b] = 1 when a and b share a house (a ≠ b). */
const SEES_CELL = (() => {
  const t = new Uint8Array(CELLS * CELLS);
  for (let a = 0; a < CELLS; a++) for (const b of HOUSE_PEERS[a]) t[a * CELLS + b] = 1;
  return t;
})();

function parentOf(offSet: PotSet, key: number): number {
  const n = offSet.get(key);
  if (n < 0) throw new Error('chain engine: hidden parent not found');
  return n;
}


function firstDigitOf(m: number): number {
  return 31 - Math.clz32(m & -m) + 1;
}

/**
 * SE's length bonus: +0.1 each time the complexity minus 2 passes 4, 6, 8, 12, 16, 24, ...
 * (the ceiling grows by x3/2 and x4/3 in turn). Summed the way SE sums it, so ratings
 * compare bit for bit.
 */
export function lengthBonus(complexity: number): number {
  let added = 0.0;
  let ceil = 4;
  const length = complexity - 2;
  let odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? ((ceil * 4) / 3) | 0 : ((ceil * 3) / 2) | 0;
    odd = !odd;
  }
  return added;
}
