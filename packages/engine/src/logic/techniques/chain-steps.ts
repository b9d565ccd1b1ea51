/**
 * Turning chain findings into Steps, and picking the one Sudoku Explainer would take: each
 * chaining producer collects all its hints and sorts them by difficulty, then complexity
 * (chain length), then a per-kind key; the sort is stable, so among equals the first found
 * wins. `BestChain` keeps that minimum as hints are offered, and builds a Step only when a
 * hint becomes the best (the node pool is reused afterwards).
 */
import { cellName, unitName } from '../../grid/units.js';
import type { CellDigit, Step, StepLink } from '../step.js';
import { type ChainEngine, type NodePool, Cause, keyCell, keyDigit, keyOn, lengthBonus } from './chain-engine.js';
import { describeEliminations } from './words.js';

/**
 * What a hint does, for searches that collect every hint (nested chains): its name, chain
 * targets, removals, and how its starting assumption was reached — `root` -1 for a cell
 * (Cell Forcing Chains), a unit index for Region Forcing Chains, -2 otherwise — which SE's
 * getRuleParents reads.
 */
export interface HintEffect {
  name: string;
  targets: readonly number[];
  eliminations: readonly CellDigit[];
  root: number;
  /**
   * A cycle: SE's CycleHint has two chain targets, the cycle and the cycle reversed (every
   * node negated, keeping its cause), so its "off" nodes count as "on" ones for getRuleParents.
   */
  cycle?: boolean;
}

/** Where chain searches offer their hints: the easiest one (BestChain) or all (nested rules). */
export interface ChainSink {
  /** Difficulty of the best hint so far (Infinity when every hint is wanted). */
  readonly difficulty: number;
  maxComplexity(base: number): number;
  flush(): void;
  offer(difficulty: number, complexity: number, sortKey: number, build: () => Step, effect: HintEffect): void;
}

export class BestChain implements ChainSink {
  difficulty = Infinity;
  complexity = Infinity;
  sortKey = Infinity;
  private built: Step | null = null;
  private pending: (() => Step) | null = null;

  /** The best hint's Step (built now if it is still pending). */
  get step(): Step | null {
    this.flush();
    return this.built;
  }

  /** Build the pending Step; call before the nodes it refers to are reused. */
  flush(): void {
    if (this.pending) {
      this.built = this.pending();
      this.pending = null;
    }
  }

  private get found(): boolean {
    return this.pending !== null || this.built !== null;
  }

  /** Would a hint with these keys come before the best so far? */
  beats(difficulty: number, complexity: number, sortKey: number): boolean {
    if (difficulty !== this.difficulty) return difficulty < this.difficulty;
    if (complexity !== this.complexity) return complexity < this.complexity;
    return sortKey < this.sortKey;
  }

  /**
   * The longest complexity a hint with this base rating may have and still come first; a
   * search can stop exploring beyond it without changing which hint wins.
   */
  maxComplexity(base: number): number {
    if (!this.found) return Infinity;
    let c = 0;
    for (;;) {
      const d = base + lengthBonus(c + 1);
      if (d > this.difficulty || (d === this.difficulty && c + 1 > this.complexity)) return c;
      c++;
    }
  }

  offer(difficulty: number, complexity: number, sortKey: number, build: () => Step, _effect?: HintEffect): void {
    if (!this.beats(difficulty, complexity, sortKey)) return;
    this.difficulty = difficulty;
    this.complexity = complexity;
    this.sortKey = sortKey;
    this.pending = build;
  }
}

/** SE's getChain: a target and its ancestors, level by level, each potential once. */
export function chainNodes(pool: NodePool, target: number): number[] {
  const count = pool.walk(target);
  return Array.from(pool.walked.subarray(0, count));
}

const cd = (key: number): CellDigit => ({ cell: keyCell(key), digit: keyDigit(key) });

/** Links parent → child of the chains ending at the targets (strong: "not parent, so child"). */
export function chainLinks(pool: NodePool, targets: readonly number[]): StepLink[] {
  const seen = new Set<string>();
  const links: StepLink[] = [];
  for (const t of targets) {
    for (const n of chainNodes(pool, t)) {
      const k = pool.key[n];
      for (let i = pool.pStart[n], e = i + pool.pCount[n]; i < e; i++) {
        const pk = pool.key[pool.parents[i]];
        const id = `${pk}>${k}`;
        if (seen.has(id)) continue;
        seen.add(id);
        links.push({ from: cd(pk), to: cd(k), strong: !keyOn(pk) && keyOn(k) });
      }
    }
  }
  return links;
}

export function chainCells(pool: NodePool, targets: readonly number[]): number[] {
  const cells = new Set<number>();
  for (const t of targets) for (const n of chainNodes(pool, t)) cells.add(keyCell(pool.key[n]));
  return [...cells];
}

export function potentialText(key: number): string {
  return `${cellName(keyCell(key))} ${keyOn(key) ? 'is' : 'is not'} ${keyDigit(key)}`;
}

/** Why a node follows from its (first) parent, as a player would say it. */
function reason(pool: NodePool, node: number): string {
  const k = pool.key[node];
  const cell = keyCell(k);
  const digit = keyDigit(k);
  const cause = pool.cause[node];
  if (cause === Cause.Cell) return keyOn(k) ? 'the last digit left in the cell' : 'one digit per cell';
  if (cause === Cause.Advanced) return pool.nested[node]?.text ?? 'a nested deduction';
  const unit = cause === Cause.Block ? 18 + boxIndex(cell) : cause === Cause.Row ? (cell / 9) | 0 : 9 + (cell % 9);
  return keyOn(k) ? `the last place for ${digit} in ${unitName(unit)}` : `same ${unitName(unit).split(' ')[0]}`;
}

const boxIndex = (cell: number) => ((((cell / 9) | 0) / 3) | 0) * 3 + (((cell % 9) / 3) | 0);

/**
 * One chain, one clause per link along first parents: "if r1c2 is 5, then r1c7 is not 5
 * (same row), so r3c7 is 5 (the last place for 5 in box 3), ...". Long chains are cut in the
 * middle so the sentence stays readable; the links carry the whole chain.
 */
export function chainText(pool: NodePool, target: number, withAssumption = true): string {
  const path: number[] = [];
  for (let n = target; n >= 0; n = pool.firstParent(n)) path.push(n);
  path.reverse();
  const clauses = path.slice(1).map((n) => `${potentialText(pool.key[n])} (${reason(pool, n)})`);
  const shown = clauses.length > 12 ? [...clauses.slice(0, 5), '…', ...clauses.slice(-5)] : clauses;
  return withAssumption ? `if ${potentialText(pool.key[path[0]])}, then ${shown.join(', then ')}` : shown.join(', then ');
}

export function stepFromChain(
  eng: ChainEngine,
  args: {
    technique: string;
    difficulty: number;
    targets: readonly number[];
    eliminations: CellDigit[];
    placement: CellDigit | null;
    cells?: number[];
    explanation: string;
  },
): Step {
  const pool = eng.pool;
  const digits = [...new Set(args.targets.flatMap((t) => chainNodes(pool, t).map((n) => keyDigit(pool.key[n]))))].sort((a, b) => a - b);
  return {
    technique: args.technique,
    rating: Math.round(args.difficulty * 10) / 10,
    placements: args.placement ? [args.placement] : [],
    eliminations: args.eliminations,
    cells: args.cells ?? chainCells(pool, args.targets),
    digits,
    units: [],
    links: chainLinks(pool, args.targets),
    explanation: args.explanation,
  };
}

/** "so r4c5 is 7" / "so remove 3 from r2c2" */
export function conclusion(placement: CellDigit | null, eliminations: CellDigit[]): string {
  return placement ? `${cellName(placement.cell)} is ${placement.digit}` : describeEliminations(eliminations);
}
