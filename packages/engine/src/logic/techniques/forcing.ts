/**
 * Forcing chains with several branches, on Sudoku Explainer's definitions
 * (Chaining.getMultipleChainsHintList):
 * - Nishio (7.5): assume a candidate on (or off), follow X-links only, dynamically; a
 *   potential forced both on and off refutes the assumption.
 * - Multiple (8.0): every candidate of a cell (Cell Forcing Chains), or every place of a
 *   digit in a house (Region Forcing Chains), leads to the same potential, which then holds.
 * - Dynamic (8.5): the same plus Contradiction and Double Forcing Chains, with links that see
 *   the candidates the chain has removed so far.
 * Each plus SE's length bonus; the easiest hint found is taken.
 */
import { CELLS, SIZE, UNITS, cellName, unitName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, digitsOf } from './bits.js';
import type { CellDigit, Step } from '../step.js';
import { type AdvancedRules, type ChainEngine, type PotSet, Cause, keyCell, keyDigit, keyOf, keyOn, lengthBonus } from './chain-engine.js';
import { BestChain, type ChainSink, chainText, conclusion, stepFromChain, potentialText } from './chain-steps.js';
import { nestedShortcuts } from './shortcuts.js';
import type { ExtraLinks } from './extra-links.js';
import { chainEngine } from './chains.js';
import { spend } from '../../solve/effort.js';

export interface ForcingMode {
  /** Cell and region forcing chains from cells and houses with three or more candidates. */
  multiple: boolean;
  dynamic: boolean;
  nishio: boolean;
  /** Nesting level (0 = none). */
  level: number;
  /**
   * For a nested search (level > 0), the rules its chains may also use (nested.ts's
   * nestedMode): given here rather than imported, since those rules search forcing chains too.
   */
  nestedRules?: (values: Uint8Array, depth: number) => AdvancedRules;
}

export const NISHIO: ForcingMode = { multiple: false, dynamic: true, nishio: true, level: 0 };
export const MULTIPLE: ForcingMode = { multiple: true, dynamic: false, nishio: false, level: 0 };
export const DYNAMIC: ForcingMode = { multiple: true, dynamic: true, nishio: false, level: 0 };

/** SE's Chaining.getDifficulty(). */
export function baseDifficulty(mode: ForcingMode): number {
  if (mode.level >= 2) return 9.5 + 0.5 * (mode.level - 2);
  if (mode.level > 0) return 8.5 + 0.5 * mode.level;
  if (mode.nishio) return 7.5;
  if (mode.dynamic) return 8.5;
  return 8.0;
}

function nestedSuffix(level: number): string {
  if (level === 1) return ' (+)';
  if (level === 2) return ' (+ Forcing Chains)';
  if (level === 3) return ' (+ Multiple Forcing Chains)';
  if (level === 4) return ' (+ Dynamic Forcing Chains)';
  if (level >= 5) return ` (+ Dynamic Forcing Chains${nestedSuffix(level - 3)})`;
  return '';
}

function techniqueName(mode: ForcingMode, kind: string): string {
  const prefix = mode.level > 0 || (mode.dynamic && !mode.nishio) ? 'Dynamic ' : mode.nishio ? 'Nishio ' : '';
  return `${prefix}${kind} Chains${nestedSuffix(mode.level)}`;
}

/**
 * The easiest hint (or, given a collecting `best`, every hint). `depth` is how deeply this
 * search is nested inside others (each depth has its own engine). With `extra` (static modes
 * only), cells and houses whose chains cannot reach one of its links are skipped.
 */
export function findForcingChains(g: Candidates, mode: ForcingMode, best: ChainSink = new BestChain(), depth = 0, extra: ExtraLinks | null = null): Step | null {
  const eng = chainEngine(depth);
  eng.load(g.masks);
  eng.pool.reset();
  eng.releaseSets();
  const advanced = mode.nestedRules ? mode.nestedRules(g.values, depth) : null;
  const search = new Search(eng, mode, best, advanced, mode.dynamic ? null : extra);
  for (let cell = 0; cell < CELLS; cell++) {
    if (g.values[cell]) continue;
    const card = bitCount(g.masks[cell]);
    if (card > 2 || (card > 1 && mode.dynamic)) search.cell(cell, card);
  }
  return best instanceof BestChain ? best.step : null;
}

/**
 * Effort units (effort.ts) a cell's search costs beyond the potentials it follows: choosing
 * its houses and testing them against the extra links (fitted to time with nested.ts's
 * ASK_COST: with both, units stay within about ±30% of time per forum-hardest puzzle).
 */
const CELL_COST = 30;

interface OnRun {
  toOn: PotSet;
  toOff: PotSet;
  absurd: [number, number] | null;
}

class Search {
  private readonly base: number;
  /** Consequences of each candidate assumed on, computed once per search (cells and regions share them). */
  private readonly onRuns: (OnRun | undefined)[] = [];
  private readonly offToOn: PotSet;
  private readonly offToOff: PotSet;

  constructor(
    private readonly eng: ChainEngine,
    private readonly mode: ForcingMode,
    private readonly best: ChainSink,
    private readonly advanced: AdvancedRules | null,
    private readonly extra: ExtraLinks | null,
  ) {
    this.base = baseDifficulty(mode);
    this.offToOn = eng.takeSet();
    this.offToOff = eng.takeSet();
  }

  /** SE's doChaining from "cell holds digit" (the same every time it is asked, so asked once). */
  private onRun(cell: number, digit: number): OnRun {
    const key = keyOf(cell, digit, true);
    let run = this.onRuns[key];
    if (!run) {
      const toOn = this.eng.takeSet();
      const toOff = this.eng.takeSet();
      const n = this.eng.pool.add(key, Cause.Initial, -1);
      toOn.add(key, n);
      run = { toOn, toOff, absurd: this.propagate(toOn, toOff) };
      this.onRuns[key] = run;
    }
    return run;
  }

  private propagate(on: PotSet, off: PotSet): [number, number] | null {
    // a nested search's results only matter up to the complexity the best hint so far allows
    const maxComplexity = this.advanced && nestedShortcuts.enabled ? this.best.maxComplexity(this.base) : Infinity;
    return this.eng.propagate(on, off, { yLinks: !this.mode.nishio, dynamic: this.mode.dynamic, advanced: this.advanced, maxComplexity });
  }

  cell(cell: number, card: number): void {
    spend(CELL_COST);
    const { eng, mode, extra } = this;
    const valueOn: PotSet[] = [];
    const valueOff: PotSet[] = [];
    // with `extra`: the cell's chains must be able to use a link, and (the working grid having no
    // static contradiction) the digits' closures must share a potential
    const digits = digitsOf(eng.masks[cell]);
    const cellMatters =
      !extra ||
      ((extra.cellChanged(cell) || digits.some((d) => extra.reach().reachesAny(keyOf(cell, d, true)))) &&
        extra.closures().meet(digits.map((d) => keyOf(cell, d, true))));
    for (const digit of digits) {
      const units = mode.nishio ? [] : this.regionUnits(cell, digit);
      if (!cellMatters && !units.length) continue;
      const { toOn: onToOn, toOff: onToOff } = this.binary(cell, digit, card >= 3 && !mode.nishio && mode.dynamic, mode.dynamic || mode.nishio);
      if (!mode.nishio) this.regions(cell, digit, units, onToOn, onToOff);
      valueOn.push(onToOn);
      valueOff.push(onToOff);
    }
    if (mode.nishio || !cellMatters || !(card === 2 || (mode.multiple && card > 2))) return;
    for (const [keys, sets] of [
      [intersection(valueOn), valueOn],
      [intersection(valueOff), valueOff],
    ] as const) {
      for (const k of keys) {
        const targets = sets.map((s) => s.get(k));
        this.offerReduction(k, targets, 5, 'Cell Forcing', () =>
          digits.map((d, i) => `${chainText(eng.pool, targets[i])}`).join('; '),
          `Whichever digit ${cellName(cell)} holds (${digits.join(', ')})`,
          [cell],
          -1,
        );
      }
    }
  }

  private binary(cell: number, digit: number, doDouble: boolean, doContradiction: boolean): OnRun {
    const { eng } = this;
    const pool = eng.pool;
    const run = this.onRun(cell, digit);
    const { toOn: onToOn, toOff: onToOff } = run;
    if (doContradiction && run.absurd) this.offerContradiction(cell, digit, true, run.absurd);
    if (!doDouble && !doContradiction) return run;
    const { offToOn, offToOff } = this;
    offToOn.clear();
    offToOff.clear();
    const pOff = pool.add(keyOf(cell, digit, false), Cause.Initial, -1);
    offToOff.add(pool.key[pOff], pOff);
    const absurd = this.propagate(offToOn, offToOff);
    if (doContradiction && absurd) this.offerContradiction(cell, digit, false, absurd);
    if (!doDouble) return run;
    for (let i = 0; i < onToOn.size; i++) {
      const k = onToOn.order[i];
      if (offToOn.has(k)) this.offerDouble(cell, digit, k, onToOn.get(k), offToOn.get(k));
    }
    for (let i = 0; i < onToOff.size; i++) {
      const k = onToOff.order[i];
      if (offToOff.has(k)) this.offerDouble(cell, digit, k, onToOff.get(k), offToOff.get(k));
    }
    return run;
  }

  /**
   * The houses whose Region Forcing Chains for `digit` are searched from this cell: SE handles
   * a house once, from the first of its places, when it has two places (or more, for multiple
   * chains). With `extra`, only houses whose chains can rely on the outer chain's removals.
   */
  private regionUnits(cell: number, digit: number): number[] {
    const { eng, mode, extra } = this;
    const out: number[] = [];
    // SE's region order for a cell: block, row, column
    for (const unit of [18 + boxIndex(cell), (cell / SIZE) | 0, SIZE + (cell % SIZE)]) {
      const at = eng.placesOf(unit, digit);
      if (UNITS[unit][31 - Math.clz32(at & -at)] !== cell) continue;
      const count = bitCount(at);
      if (!(count === 2 || (mode.multiple && count > 2))) continue;
      if (extra && !extra.placesChanged(unit, digit) && !UNITS[unit].some((c, i) => at & (1 << i) && extra.reach().reachesAny(keyOf(c, digit, true)))) continue;
      if (extra && !extra.closures().meet(UNITS[unit].filter((_, i) => at & (1 << i)).map((c) => keyOf(c, digit, true)))) continue;
      out.push(unit);
    }
    return out;
  }

  /** Region Forcing Chains for `digit` in `units` (from regionUnits), the cell's run given. */
  private regions(cell: number, digit: number, units: readonly number[], onToOn: PotSet, onToOff: PotSet): void {
    const { eng } = this;
    for (const unit of units) {
      const at = eng.placesOf(unit, digit);
      const places = UNITS[unit].filter((_, i) => at & (1 << i));
      const posOn: PotSet[] = [];
      const posOff: PotSet[] = [];
      for (const c of places) {
        if (c === cell) {
          posOn.push(onToOn);
          posOff.push(onToOff);
        } else {
          const { toOn: sOn, toOff: sOff } = this.onRun(c, digit);
          posOn.push(sOn);
          posOff.push(sOff);
        }
      }
      const onKeys = intersection(posOn);
      const offKeys = intersection(posOff);
      if (!onKeys.length && !offKeys.length) continue;
      for (const [keys, sets] of [
        [onKeys, posOn],
        [offKeys, posOff],
      ] as const) {
        for (const k of keys) {
          const targets = sets.map((s) => s.get(k));
          this.offerReduction(k, targets, 6, 'Region Forcing', () =>
            targets.map((t) => chainText(eng.pool, t)).join('; '),
            `Wherever ${digit} goes in ${unitName(unit)} (${places.map(cellName).join(', ')})`,
            places,
            unit,
          );
        }
      }
    }
  }

  /** The effect of "potential `k` holds": its cell's other candidates go, or it goes. */
  private effect(k: number): { eliminations: CellDigit[]; placement: CellDigit | null } {
    const cell = keyCell(k);
    const digit = keyDigit(k);
    if (!keyOn(k)) return { eliminations: [{ cell, digit }], placement: null };
    const eliminations: CellDigit[] = [];
    for (const d of digitsOf(this.eng.masks[cell])) if (d !== digit) eliminations.push({ cell, digit: d });
    return { eliminations, placement: { cell, digit } };
  }

  private complexity(targets: readonly number[]): number {
    let sum = 0;
    for (const t of targets) sum += this.eng.ancestorCount(t);
    return sum + this.eng.nestedComplexity(targets);
  }

  /**
   * Offer the hint "potential `k` holds" (its removals from effect()) proved by the chains ending
   * at `targets`; `describe` builds the sentence only if the hint is kept.
   */
  private offer(k: number, targets: readonly number[], sortKey: number, technique: string, cells: number[], root: number, describe: (conclusion: string) => string): void {
    const { eliminations, placement } = this.effect(k);
    if (!eliminations.length) return;
    const complexity = this.complexity(targets);
    const difficulty = this.base + lengthBonus(complexity);
    this.best.offer(
      difficulty,
      complexity,
      sortKey,
      () => stepFromChain(this.eng, { technique, difficulty, targets, eliminations, placement, cells, explanation: describe(conclusion(placement, eliminations)) }),
      { name: technique, targets, eliminations, root },
    );
  }

  private offerReduction(k: number, targets: number[], sortKey: number, kind: string, branches: () => string, lead: string, cells: number[], root: number): void {
    this.offer(k, targets, sortKey, techniqueName(this.mode, kind), [...new Set([...cells, keyCell(k)])], root, (so) => `${lead}, ${potentialText(k)}: ${branches()}. So ${so}.`);
  }

  private offerContradiction(cell: number, digit: number, assumedOn: boolean, absurd: [number, number]): void {
    const pool = this.eng.pool;
    const technique = techniqueName(this.mode, this.mode.nishio ? 'Forcing' : 'Contradiction Forcing');
    this.offer(keyOf(cell, digit, !assumedOn), absurd, 7, technique, [cell, keyCell(pool.key[absurd[0]])], -2, (so) =>
      `Suppose ${potentialText(keyOf(cell, digit, assumedOn))}: then ${chainText(pool, absurd[0], false)}; but also ${chainText(pool, absurd[1], false)} — a contradiction, so ${so}.`,
    );
  }

  private offerDouble(cell: number, digit: number, k: number, fromOn: number, fromOff: number): void {
    const pool = this.eng.pool;
    this.offer(k, [fromOn, fromOff], 1, techniqueName(this.mode, 'Double Forcing'), [cell, keyCell(k)], -2, (so) =>
      `Whether or not ${cellName(cell)} is ${digit}, ${potentialText(k)}: ${chainText(pool, fromOn)}; and ${chainText(pool, fromOff)}. So ${so}.`,
    );
  }
}

/** Keys in every set, in the first set's order (SE's retainAll on a LinkedSet). */
function intersection(sets: readonly PotSet[]): number[] {
  const out: number[] = [];
  const first = sets[0];
  outer: for (let i = 0; i < first.size; i++) {
    const k = first.order[i];
    for (let j = 1; j < sets.length; j++) if (!sets[j].has(k)) continue outer;
    out.push(k);
  }
  return out;
}

const boxIndex = (cell: number) => ((((cell / 9) | 0) / 3) | 0) * 3 + (((cell % 9) / 3) | 0);
