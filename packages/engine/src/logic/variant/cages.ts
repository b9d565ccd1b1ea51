/**
 * Killer cage techniques:
 *  - Cage Combinations: the digit sets a cage can still hold, given its placed digits and its
 *    cells' candidates; a digit no full assignment gives a cell leaves it; a digit every set
 *    holds (required) with one place left in the cage goes there;
 *  - Cage Unit Overlap (SudokuWiki's name), both ways round: (type 1) a digit whose places in
 *    a unit all lie inside one cage must be in that cage, so the cage's digit sets without it
 *    are out; (type 2) a required digit whose places in the cage all lie in one unit leaves
 *    that unit's cells outside the cage (a cage wholly inside a unit is the common case).
 */
import type { CellDigit } from '../step.js';
import type { CompiledRules } from '../../rules/compile.js';
import { type VariantState, type VariantStep, cageLabel, cellLabelOf, describeEliminations, digitsOf, liveEliminations } from './state.js';
import { distinctSupport } from './sums.js';

function cageSupport(state: VariantState, cage: number) {
  const c = state.rules.cages[cage];
  return distinctSupport(state.rules.size, c.cells.map((i) => state.cand[i]), c.sum);
}

function setsPhrase(combos: readonly number[]): string {
  if (combos.length === 0) return 'no digit set';
  if (combos.length > 4) return `one of ${combos.length} digit sets`;
  // Players list sets by their digits, {2,8,9} before {3,7,9}.
  return combos.map((m) => digitsOf(m).join(',')).sort().map((x) => `{${x}}`).join(' or ');
}

/** A cage's impossible digits removed, or a required digit with one place in the cage placed. */
export function findCageCombinations(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  for (let k = 0; k < rules.cages.length; k++) {
    const cage = rules.cages[k];
    let open = false;
    for (const i of cage.cells) if (!value[i]) open = true;
    if (!open) continue;
    const { combos, support } = cageSupport(state, k);
    if (combos.length === 0) continue; // broken position: the solver reports it stuck
    let any = false;
    for (let j = 0; j < cage.cells.length; j++) if (!value[cage.cells[j]] && cand[cage.cells[j]] & ~support[j]) any = true;
    if (any) {
      const elims: CellDigit[] = [];
      cage.cells.forEach((cell, j) => {
        if (!value[cell]) for (const d of digitsOf(cand[cell] & ~support[j])) elims.push({ cell, digit: d });
      });
      const live = liveEliminations(state, elims);
      return {
        technique: 'Cage Combinations',
        placements: [],
        eliminations: live,
        cells: cage.cells.slice(),
        digits: [...new Set(live.map((e) => e.digit))].sort((a, b) => a - b),
        units: [],
        cages: [k],
        explanation: `${capital(cageLabel(rules, k))} can only hold ${setsPhrase(combos)} with its cells' candidates, which removes ${describeEliminations(live, rules.size)}.`,
      };
    }
    let required = rules.allDigits;
    for (const m of combos) required &= m;
    while (required) {
      const bit = required & -required;
      required ^= bit;
      const cell = onlyPlace(cage.cells, cand, bit);
      if (cell < 0 || value[cell]) continue;
      const d = 32 - Math.clz32(bit);
      return {
        technique: 'Cage Combinations',
        placements: [{ cell, digit: d }],
        eliminations: [],
        cells: cage.cells.slice(),
        digits: [d],
        units: [],
        cages: [k],
        explanation: `${capital(cageLabel(rules, k))} must hold ${d} (every digit set it can hold has it), and only ${cellLabelOf(cell, rules.size)} can take it.`,
      };
    }
  }
  return null;
}

const unitsCache = new WeakMap<CompiledRules, number[][]>();

/** Per cage, the units meeting it, in the order its cells name them (fixed by the rules: cached). */
function cageUnits(rules: CompiledRules): number[][] {
  let u = unitsCache.get(rules);
  if (!u) unitsCache.set(rules, (u = rules.cages.map((c) => [...new Set(c.cells.flatMap((i) => rules.unitsOf[i]))])));
  return u;
}

/** A digit a unit can only place inside one cage: the cage's digit sets without it are out. */
function forcedIntoCage(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  const nu = rules.units.length;
  // Per unit, the digits it lacks whose open places in it all lie in one cage, filed under
  // that cage: one pass over the units instead of one per cage and unit (same finds, same order).
  const into = new Int32Array(rules.cages.length * nu);
  const acc = new Int32Array(rules.cages.length);
  const met: number[] = [];
  let anyForced = false;
  for (let u = 0; u < nu; u++) {
    let placed = 0;
    let uncaged = 0;
    met.length = 0;
    for (const c of rules.units[u].cells) {
      if (value[c]) placed |= 1 << (value[c] - 1);
      else {
        const k = rules.cageOf[c];
        if (k < 0) uncaged |= cand[c];
        else {
          if (acc[k] === 0) met.push(k);
          acc[k] |= cand[c] | (1 << 30); // the high bit marks the cage as met
        }
      }
    }
    // digits with places in two cages, or in a cage and outside every cage, are nobody's
    let seen = uncaged;
    let multi = 0;
    for (const k of met) {
      multi |= seen & acc[k];
      seen |= acc[k];
    }
    for (const k of met) {
      const forced = acc[k] & rules.allDigits & ~multi & ~placed;
      acc[k] = 0;
      if (forced) (into[k * nu + u] = forced), (anyForced = true);
    }
  }
  if (!anyForced) return null;
  for (let k = 0; k < rules.cages.length; k++) {
    const cage = rules.cages[k];
    if (cage.cells.every((i) => value[i])) continue;
    let placedInCage = 0;
    for (const i of cage.cells) if (value[i]) placedInCage |= 1 << (value[i] - 1);
    let before: number | undefined; // how many digit sets the cage has now, asked once per cage
    for (const u of cageUnits(rules)[k]) {
      // Digits the unit lacks whose open places in it all lie inside the cage.
      let forced = into[k * nu + u] & ~placedInCage;
      while (forced) {
        const bit = forced & -forced;
        forced ^= bit;
        const d = 32 - Math.clz32(bit);
        const { combos, support } = distinctSupport(rules.size, cage.cells.map((i) => cand[i]), cage.sum, bit);
        if (combos.length === 0) continue;
        before ??= cageSupport(state, k).combos.length;
        if (combos.length === before) continue;
        const elims: CellDigit[] = [];
        cage.cells.forEach((cell, j) => {
          if (!value[cell]) for (const e of digitsOf(cand[cell] & ~support[j])) elims.push({ cell, digit: e });
        });
        const live = liveEliminations(state, elims);
        if (!live.length) continue;
        return {
          technique: 'Cage Unit Overlap',
          placements: [],
          eliminations: live,
          cells: cage.cells.slice(),
          digits: [d],
          units: [u],
          cages: [k],
          explanation: `${capital(rules.units[u].name)} can place ${d} only inside ${cageLabel(rules, k)}, so the cage holds ${d} and is ${setsPhrase(combos)}, which removes ${describeEliminations(live, rules.size)}.`,
        };
      }
    }
  }
  return null;
}

/**
 * Cage/unit overlap: a digit a unit can only place inside a cage forces the cage's digit sets
 * (type 1); a cage's required digit whose places lie in one unit leaves the unit's other cells
 * (type 2).
 */
export function findCageUnitOverlap(state: VariantState): VariantStep | null {
  return forcedIntoCage(state) ?? cageRequiredInUnit(state);
}

function cageRequiredInUnit(state: VariantState): VariantStep | null {
  const { rules, cand, value } = state;
  const places: number[] = [];
  // Called after every step of a solve: loops without allocation until a step is found.
  for (let k = 0; k < rules.cages.length; k++) {
    const cage = rules.cages[k];
    let open = false;
    let placedInCage = 0;
    for (const i of cage.cells) {
      if (value[i]) placedInCage |= 1 << (value[i] - 1);
      else open = true;
    }
    if (!open) continue;
    const { combos } = cageSupport(state, k);
    if (combos.length === 0) continue;
    let required = rules.allDigits;
    for (const m of combos) required &= m;
    required &= ~placedInCage;
    while (required) {
      const bit = required & -required;
      required ^= bit;
      const d = 32 - Math.clz32(bit);
      places.length = 0;
      for (const i of cage.cells) if (cand[i] & bit) places.push(i);
      if (places.length === 0) continue;
      for (const u of rules.unitsOf[places[0]]) {
        let common = true;
        for (let j = 1; j < places.length && common; j++) if (!rules.unitsOf[places[j]].includes(u)) common = false;
        if (!common) continue;
        let any = false;
        for (const c of rules.units[u].cells) if (rules.cageOf[c] !== k && !value[c] && cand[c] & bit) any = true;
        if (!any) continue;
        const live = liveEliminations(state, rules.units[u].cells.filter((c) => rules.cageOf[c] !== k).map((cell) => ({ cell, digit: d })));
        return {
          technique: 'Cage Unit Overlap',
          placements: [],
          eliminations: live,
          cells: places.slice(),
          digits: [d],
          units: [u],
          cages: [k],
          explanation: `${capital(cageLabel(rules, k))} must hold ${d}, and its places for it all lie in ${rules.units[u].name}, which removes ${describeEliminations(live, rules.size)}.`,
        };
      }
    }
  }
  return null;
}

/** The one cell of `cells` whose candidates hold `bit`, or -1 when none or several do. */
export function onlyPlace(cells: readonly number[], cand: ArrayLike<number>, bit: number): number {
  let cell = -1;
  for (const i of cells) {
    if (!(cand[i] & bit)) continue;
    if (cell >= 0) return -1;
    cell = i;
  }
  return cell;
}

/** First letter upper-cased, for sentences that open with a cage's or unit's name. */
export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
