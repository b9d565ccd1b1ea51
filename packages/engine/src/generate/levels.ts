/**
 * Level checks for generation to a level (the variant technique solver's levels, ladder.ts).
 *
 * `levelWithin(compiled, givens, cap)` is rateVariant's solve cut short: the ladder is tried
 * easiest rung first, exactly as solveVariantLogically does, but the solve stops as soon as the
 * easiest rung that finds a step is above `cap` (or none does). The ladder lists its rungs in
 * level order, so the steps taken are a prefix of rateVariant's steps: when this returns a level,
 * it is the level rateVariant gives; 'above' means rateVariant would say a harder level than cap.
 * Stopping early is what makes steering cheap: a position too hard for the cap costs only the
 * steps up to the first hard one, and rungs above the cap are never tried.
 *
 * Singles are taken in one batch (singlesClosure) instead of one ladder step at a time: the
 * ladder takes a single whenever one exists, and singles only ever add placements, so every
 * order of taking them ends in the same position (the closure); the next harder rung then sees
 * exactly the position the one-at-a-time solve would show it. Same levels, a fraction of the scans
 * (each one-at-a-time single re-scanned every unit from the top). Cage Combinations, the other
 * easy rung, is batched the same way with them (easyClosure): it too only narrows candidates.
 * Locked Candidates, the first medium rung, likewise (lockedClosure).
 */
import type { CompiledRules } from '../rules/compile.js';
import { type VariantLevel, VARIANT_LEVELS, VARIANT_TECHNIQUES } from '../logic/variant/ladder.js';
import { type VariantState, applyVariantStep, initialState, isBroken, isSolved, onlyDigit, placeDigit } from '../logic/variant/state.js';
import { findFullHouse, findHiddenSingle, findNakedSingle } from '../logic/variant/singles.js';
import { findCageCombinations, findCageUnitOverlap, onlyPlace } from '../logic/variant/cages.js';
import { confinedDigits, findLockedCandidates, unitOverlaps } from '../logic/variant/intersections.js';
import { distinctSupport } from '../logic/variant/sums.js';

const RANK: Record<VariantLevel, number> = { easy: 0, medium: 1, hard: 2, expert: 3, extreme: 4 };

/** The ladder's single rungs: the closure below leaves them nothing to find. */
const SINGLES: ReadonlySet<unknown> = new Set([findFullHouse, findNakedSingle, findHiddenSingle]);
/** The easy rungs easyClosure takes in batches: nothing left for them to find after it. */
const EASY_CLOSED: ReadonlySet<unknown> = new Set([...SINGLES, findCageCombinations]);
/** The rungs levelWithin takes in batches (easyClosure, then lockedClosure: the first medium rung). */
const BATCHED: ReadonlySet<unknown> = new Set([...EASY_CLOSED, findLockedCandidates]);

/**
 * Naked and hidden singles (full houses are hidden singles) until none is left. Stops at the
 * first contradiction (an open cell without candidates, a unit without a place for a digit it
 * lacks, two digits with one place in the same cell): the caller's isBroken then sees it.
 * Work follows the changes: cells that became single wait on a stack, and only units with a
 * changed cell are scanned again for hidden singles. The final position is placeDigit's for the
 * same placements (the order of placements does not change the masks).
 */
export function singlesClosure(state: VariantState): void {
  const { rules, cand, value } = state;
  const { peers, unitsOf, units } = rules;
  const all = rules.allDigits;
  const dirty = new Uint8Array(units.length).fill(1);
  const stack: number[] = [];
  for (let i = 0; i < rules.cells; i++) {
    if (value[i]) continue;
    const m = cand[i];
    if (m === 0) return;
    if ((m & (m - 1)) === 0) stack.push(i);
  }
  // place the digit `bit` in open cell i; false on a contradiction (a peer left without candidates)
  const place = (i: number, bit: number): boolean => {
    value[i] = onlyDigit(bit);
    cand[i] &= bit;
    for (const u of unitsOf[i]) dirty[u] = 1;
    let ok = true;
    for (const p of peers[i]) {
      const m = cand[p];
      if (!(m & bit)) continue;
      const left = m & ~bit;
      cand[p] = left;
      if (value[p] || left === 0) {
        ok = false;
        continue;
      }
      if ((left & (left - 1)) === 0) stack.push(p);
      for (const u of unitsOf[p]) dirty[u] = 1;
    }
    return ok;
  };
  for (;;) {
    while (stack.length) {
      const i = stack.pop()!;
      if (value[i]) continue;
      if (!place(i, cand[i])) return;
    }
    let again = false;
    for (let u = 0; u < units.length && !again; u++) {
      if (!dirty[u]) continue;
      dirty[u] = 0;
      const cells = units[u].cells;
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (const c of cells) {
        if (value[c]) {
          placed |= 1 << (value[c] - 1);
          continue;
        }
        const m = cand[c];
        twice |= once & m;
        once |= m;
      }
      if (((once | placed) & all) !== all) return;
      let hidden = once & ~twice & ~placed;
      while (hidden) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        let where = -1;
        for (const c of cells) if (!value[c] && cand[c] & bit) where = c;
        if (where < 0) return; // its one place took another hidden digit of this unit
        if (!place(where, bit)) return;
        again = true;
      }
    }
    if (!again && stack.length === 0) return;
  }
}

/**
 * Singles and Cage Combinations (the easy rungs) until neither finds anything, in batches: each
 * pass over the cages removes every digit a cage's digit sets leave out and narrows a cell to a
 * required digit with one place in its cage. Like the singles, these only narrow candidates and
 * keep finding what they found once candidates shrink further (a smaller cell mask never widens
 * a cage's support nor shrinks its required digits), so every order of taking them ends in the
 * same position: the one the ladder's one-step-at-a-time solve shows its next rung. A cage without
 * digit sets is a broken position (the solve reports it): skipped as that rung skips it.
 */
export function easyClosure(state: VariantState): void {
  const { rules, cand, value } = state;
  const cages = rules.cages;
  for (;;) {
    singlesClosure(state);
    if (cages.length === 0 || isSolved(state) || isBroken(state)) return;
    let changed = false;
    for (const cage of cages) {
      const cells = cage.cells;
      let open = false;
      for (const i of cells) if (!value[i]) open = true;
      if (!open) continue;
      const { combos, support } = distinctSupport(rules.size, cells.map((i) => cand[i]), cage.sum);
      if (combos.length === 0) continue;
      let cut = false;
      for (let j = 0; j < cells.length; j++) {
        const c = cells[j];
        if (!value[c] && cand[c] & ~support[j]) (cand[c] &= support[j]), (cut = true);
      }
      if (cut) {
        changed = true;
        continue; // its required digits are read again on the next pass
      }
      let required = rules.allDigits;
      for (const m of combos) required &= m;
      while (required) {
        const bit = required & -required;
        required ^= bit;
        const cell = onlyPlace(cells, cand, bit);
        if (cell < 0 || value[cell] || cand[cell] === bit) continue;
        cand[cell] = bit; // a naked single: the closure above places it
        changed = true;
      }
    }
    if (!changed) return;
  }
}

/**
 * Locked Candidates (the first medium rung) until it finds nothing, each sweep over every unit
 * overlap followed by the easy closure; true when it removed anything. Like the easy rungs it
 * only narrows candidates and keeps finding what it found (a digit confined to an overlap stays
 * confined, or is placed there and leaves the other unit by placement), so the position it ends
 * in is the one the one-step-at-a-time solve shows the next rung, and it used a medium rung
 * exactly when that solve would have. One sweep replaces a step, a closure and a rescan from the
 * first overlap per elimination (on 16x16 expert positions, most of the solve's steps).
 */
export function lockedClosure(state: VariantState): boolean {
  const { rules, cand, value } = state;
  const overlaps = unitOverlaps(rules);
  let any = false;
  for (;;) {
    let changed = false;
    for (const { a, sharedInA, bOnly } of overlaps) {
      const confined = confinedDigits(rules.units[a].cells, sharedInA, cand, value);
      if (!confined) continue;
      for (const c of bOnly) if (!value[c] && cand[c] & confined) (cand[c] &= ~confined), (changed = true);
    }
    if (!changed) return any;
    any = true;
    easyClosure(state);
    if (isSolved(state) || isBroken(state)) return true;
  }
}

/**
 * True when the ladder lists its rungs in level order and the batched rungs first (levelWithin
 * relies on both; checked by a test).
 */
export function ladderInLevelOrder(): boolean {
  for (let i = 1; i < VARIANT_TECHNIQUES.length; i++) if (RANK[VARIANT_TECHNIQUES[i].level] < RANK[VARIANT_TECHNIQUES[i - 1].level]) return false;
  return VARIANT_TECHNIQUES.slice(0, BATCHED.size).every((t) => BATCHED.has(t.find));
}

/**
 * The puzzle's level (as rateVariant rates it) when it is at most `cap`, else 'above'.
 * With cap 'extreme' the answer is always a level (extreme when the ladder stalls).
 */
export function levelWithin(compiled: CompiledRules, givens: ArrayLike<number>, cap: VariantLevel): VariantLevel | 'above' {
  const state = initialState(compiled, givens);
  const capRank = RANK[cap];
  let hardest = 0;
  for (;;) {
    easyClosure(state);
    if (capRank >= RANK.medium && !isSolved(state) && lockedClosure(state)) hardest = Math.max(hardest, RANK.medium);
    if (isSolved(state)) return isBroken(state) ? 'above' : VARIANT_LEVELS[hardest];
    if (isBroken(state)) return capRank >= RANK.extreme ? 'extreme' : 'above';
    let stepped = false;
    for (const t of VARIANT_TECHNIQUES) {
      const rank = RANK[t.level];
      if (rank > capRank) break;
      if (BATCHED.has(t.find) || (t.find === findCageUnitOverlap && !compiled.cages.length)) continue; // no cages, no overlap to find
      const step = t.find(state);
      if (!step) continue;
      applyVariantStep(state, step);
      if (rank > hardest) hardest = rank;
      stepped = true;
      break;
    }
    if (!stepped) return capRank >= RANK.extreme ? 'extreme' : 'above';
  }
}

/** Rank of a level, easiest 0. */
export function levelRank(level: VariantLevel): number {
  return RANK[level];
}
