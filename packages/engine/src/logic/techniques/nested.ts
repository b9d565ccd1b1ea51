/**
 * Nested forcing chains, on Sudoku Explainer's definitions (Chaining.getAdvancedPotentials):
 * when a dynamic chain of nesting level L has nothing left to follow, the grid it has reduced
 * is handed to other rules — locked candidates, hidden pair, naked pair, X-Wing, then by level
 * forcing chains and cycles (L ≥ 2), multiple forcing chains (L = 3), dynamic forcing chains
 * (L ≥ 4) and dynamic chains nested at level L − 3 (L = 5). The first rule that removes
 * anything *because of the chain* (its "rule parents": candidates the chain removed that the
 * rule relied on) supplies new "off" potentials, each with those parents, and the chain goes on.
 * A nested chain's own complexity adds to the outer chain's.
 */
import { CELLS, SIZE, UNITS, boxOf, colOf, rowOf, cellName } from '../../grid/units.js';
import { Candidates } from '../../grid/candidates.js';
import type { CellDigit, Step } from '../step.js';
import { type AdvancedOff, type AdvancedRules, type ChainEngine, type NestedInfo, Cause, keyCell, keyDigit, keyOf, keyOn } from './chain-engine.js';
import type { ChainSink, HintEffect } from './chain-steps.js';
import { chainNodes } from './chain-steps.js';
import { BASIC_RULES, type NestedGrid, has, prepareBasics } from './nested-basics.js';
import { chainEngine, findChainsAndCycles } from './chains.js';
import { type ForcingMode, findForcingChains } from './forcing.js';
import { ExtraLinks } from './extra-links.js';
import { spend } from '../../solve/effort.js';
import { nestedShortcuts } from './shortcuts.js';


interface Rule {
  /** Names the rule in the memo (results do not depend on the level that asks). */
  id: string;
  run: (view: Candidates, source: Uint16Array, depth: number) => AdvancedOff[];
}

/** Removals sorted as SE's newest getAdvancedPotentials sorts them: by cell, then digit. */
function sorted(eliminations: readonly CellDigit[]): CellDigit[] {
  return eliminations.slice().sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

let version = 0;
/** SE's basic rules (nested-basics.ts), on the working grid the view holds. */
const BASICS: Rule[] = BASIC_RULES.map((r) => ({
  id: r.id,
  run: (view: Candidates, source: Uint16Array) => {
    const g: NestedGrid = { masks: view.masks, values: view.values, source };
    prepareBasics(g, version);
    return r.run(g);
  },
}));

/**
 * A chaining rule run on the reduced grid with every hint collected. Static rules nested right
 * under a ladder search (depth 1) follow only assumptions that can use the outer chain's
 * removals (extra-links.ts); `needsLink` when a hint cannot rely on them any other way.
 */
function chainRule(id: string, search: (g: Candidates, sink: ChainSink, depth: number, extra: ExtraLinks | null) => void, filter: 'none' | 'links' | 'needsLink' = 'none'): Rule {
  const run = (view: Candidates, source: Uint16Array, depth: number) => {
    const extra = filter !== 'none' && depth === 1 && nestedShortcuts.enabled ? new ExtraLinks(source, view.masks) : null;
    if (extra && filter === 'needsLink' && !extra.any) return [];
    const sink = new HintCollector(chainEngine(depth), source, view.masks);
    search(view, sink, depth, extra);
    return sink.finish();
  };
  return { id, run };
}

const FORCING_CHAINS = chainRule('forcing chains', (g, sink, depth, extra) => void findChainsAndCycles(g, sink, depth, extra), 'needsLink');
const mode = (multiple: boolean, dynamic: boolean, level: number): ForcingMode => ({
  multiple,
  dynamic,
  nishio: false,
  level,
  ...(level > 0 ? { nestedRules: (values: Uint8Array, depth: number) => nestedRules(level, values, depth) } : {}),
});

/** The dynamic forcing chains of a nesting level, with that level's rules (logic.ts's ladder). */
export const nestedMode = (level: number): ForcingMode => mode(true, true, level);
const forcing = (m: ForcingMode) =>
  chainRule(`forcing ${m.multiple} ${m.dynamic} ${m.level}`, (g, sink, depth, extra) => void findForcingChains(g, m, sink, depth, extra), m.dynamic ? 'none' : 'links');

/** SE's otherRules for a nesting level, in the order they are tried. */
function rulesFor(level: number): Rule[] {
  const rules = [...BASICS];
  if (level < 4) {
    if (level >= 2) rules.push(FORCING_CHAINS);
    if (level >= 3) rules.push(forcing(mode(true, false, 0)));
  } else {
    // dynamic forcing chains already cover the simple and multiple ones
    rules.push(forcing(mode(true, true, 0)));
    if (level >= 5) rules.push(forcing(mode(true, true, level - 3)));
  }
  return rules;
}

/**
 * Effort units (effort.ts) one call of the nested rules costs, over the potentials their
 * searches follow: keying the memo and scanning the working grid (fitted to time on
 * forum-hardest puzzles, with forcing.ts's CELL_COST).
 */
const ASK_COST = 110;

/**
 * The nested rules of a search at `level`, nested `depth` deep. `values` are the grid's
 * placed digits (a chain only removes candidates, so they do not change).
 */
export function nestedRules(level: number, values: Uint8Array, depth: number): AdvancedRules {
  const rules = rulesFor(level);
  const view = new Candidates(values, new Uint16Array(CELLS));
  return (current, source) => {
    spend(ASK_COST);
    const memo = memoFor(source, depth);
    const id = String.fromCharCode.apply(null, current as unknown as number[]);
    let known = memo.get(id);
    if (!known) memo.set(id, (known = new Map()));
    let loaded = false;
    for (const rule of rules) {
      let found = known.get(rule.id);
      if (!found) {
        if (!loaded) {
          view.masks.set(current);
          view.touch();
          version++;
          loaded = true;
        }
        found = rule.run(view, source, depth + 1);
        known.set(rule.id, found);
      }
      if (found.length) return found;
    }
    return [];
  };
}

/**
 * Results per working grid and rule, for one source grid and depth. Within a search the source
 * is fixed, so a rule's answer depends on the working grid only; different assumptions, and the
 * searches of successive levels on the same grid, reach the same working grids again and again.
 */
const memos: { source: Uint16Array; map: Map<string, Map<string, AdvancedOff[]>> }[] = [];
const MEMO_LIMIT = 50_000;
function memoFor(source: Uint16Array, depth: number): Map<string, Map<string, AdvancedOff[]>> {
  let m = memos[depth];
  if (!m) m = memos[depth] = { source: new Uint16Array(CELLS), map: new Map() };
  let same = m.map.size < MEMO_LIMIT;
  for (let i = 0; i < CELLS && same; i++) same = m.source[i] === source[i];
  if (!same) {
    m.source.set(source);
    m.map.clear();
  }
  return m.map;
}

interface Collected {
  difficulty: number;
  complexity: number;
  sortKey: number;
  seq: number;
  effect: HintEffect;
  key: number | string;
  /** Worked out only for hints that can still be handed over (see resolve). */
  parents: number[] | null;
  info: NestedInfo | null;
}

/** Whether hint a comes before hint b in SE's order (difficulty, complexity, kind; stable). */
const comesFirst = (a: Collected, b: Collected) =>
  a.difficulty - b.difficulty || a.complexity - b.complexity || a.sortKey - b.sortKey || a.seq - b.seq;

/** One key per set of removals (a number for a single one, the usual case). */
function removalKey(eliminations: readonly CellDigit[]): number | string {
  if (eliminations.length === 1) return eliminations[0].cell * SIZE + eliminations[0].digit;
  return sorted(eliminations).map((e) => e.cell * SIZE + e.digit).join(',');
}

/**
 * Every hint of a nested chaining rule, as SE hands them over: sorted by difficulty,
 * complexity and kind (stable), hints with the same removals kept once, and only those that
 * relied on the outer chain's removals. Of the hints with the same removals only the first in
 * that order can be handed over, so only it is kept; its parents and chain signature, which
 * walk the chain, are worked out when the search is about to reuse its nodes (flush) or ends.
 */
class HintCollector implements ChainSink {
  readonly difficulty = Infinity;
  private readonly firsts = new Map<number | string, Collected>();
  private readonly pending: Collected[] = [];
  private seq = 0;

  constructor(
    private readonly eng: ChainEngine,
    private readonly source: Uint16Array,
    private readonly current: Uint16Array,
  ) {}

  maxComplexity(): number {
    return Infinity;
  }

  flush(): void {
    if (!this.pending.length) return;
    for (const h of this.pending) if (this.firsts.get(h.key) === h) this.resolve(h);
    this.pending.length = 0;
  }

  offer(difficulty: number, complexity: number, sortKey: number, _build: () => Step, effect: HintEffect): void {
    const key = removalKey(effect.eliminations);
    const hint: Collected = { difficulty, complexity, sortKey, seq: this.seq++, effect, key, parents: null, info: null };
    const first = this.firsts.get(key);
    if (first && comesFirst(first, hint) < 0) return;
    this.firsts.set(key, hint);
    this.pending.push(hint);
  }

  finish(): AdvancedOff[] {
    this.flush();
    const out: AdvancedOff[] = [];
    for (const h of [...this.firsts.values()].sort(comesFirst)) {
      if (!h.parents!.length) continue;
      for (const e of sorted(h.effect.eliminations)) out.push({ key: keyOf(e.cell, e.digit, false), parents: h.parents!, info: h.info! });
    }
    return out;
  }

  /** The hint's rule parents and its chain signature, read off the chain nodes while they are valid. */
  private resolve(h: Collected): void {
    const { effect } = h;
    const pool = this.eng.pool;
    h.parents = this.ruleParents(effect);
    const signature = h.parents.length ? effect.targets.map((t) => chainNodes(pool, t).map((n) => pool.key[n]).join(',')).join('|') : null;
    h.info = { text: `nested ${effect.name}`, complexity: h.complexity, signature };
  }

  /**
   * SE's collectRuleParents: for each "on" potential of the chains that a single produced
   * (the last candidate of a cell, the last place in a house), the candidates there that the
   * outer chain had removed. A cycle's reversed chain is walked too (HintEffect.cycle): its
   * "on" potentials are the cycle's "off" ones, from the starting assumption back to the end.
   */
  private ruleParents(effect: HintEffect): number[] {
    const pool = this.eng.pool;
    const out = new Set<number>();
    for (const t of effect.targets) {
      const nodes = chainNodes(pool, t);
      for (const n of nodes) if (keyOn(pool.key[n])) this.addRuleParents(out, n, effect.root);
      if (effect.cycle) for (let i = nodes.length - 1; i >= 0; i--) if (!keyOn(pool.key[nodes[i]])) this.addRuleParents(out, nodes[i], effect.root);
    }
    return [...out];
  }

  /**
   * Node `n`'s share of the rule parents: what the outer chain removed from the cell (or house)
   * whose last candidate (last place) the node's link relied on.
   */
  private addRuleParents(out: Set<number>, n: number, root: number): void {
    const pool = this.eng.pool;
    const { source, current } = this;
    const k = pool.key[n];
    const cell = keyCell(k);
    const digit = keyDigit(k);
    let cause = pool.cause[n];
    let unit = -1;
    if (cause === Cause.Initial) {
      if (root === -2) return;
      if (root >= 0) unit = root;
      else cause = Cause.Cell;
    }
    if (cause === Cause.Cell) {
      for (let d = 1; d <= SIZE; d++) if (has(source, cell, d) && !has(current, cell, d)) out.add(keyOf(cell, d, false));
      return;
    }
    if (unit < 0) unit = cause === Cause.Block ? 2 * SIZE + boxOf[cell] : cause === Cause.Row ? rowOf[cell] : SIZE + colOf[cell];
    for (const c of UNITS[unit]) if (has(source, c, digit) && !has(current, c, digit)) out.add(keyOf(c, digit, false));
  }
}
