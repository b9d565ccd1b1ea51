/**
 * Fish beyond the X-Wing, on any units. For a digit d: n base units, pairwise without a common
 * cell, none holding d yet, each place for d in them lying in one of n cover units. Each base
 * unit holds d once, so the bases hold n d's; each cover holds d once, so the covers hold n;
 * the bases' n all lie in covers, so the covers hold no other d: their cells outside the bases
 * lose it. Rows as bases and columns as covers (or the other way round) make the Swordfish
 * (n = 3) and Jellyfish (n = 4); any units (boxes, jigsaw regions, diagonals, windows) make a
 * Franken fish (Sudopedia's name for fish with boxes among bases or covers), n = 2 or 3.
 */
import type { CompiledRules } from '../../rules/compile.js';
import type { CellDigit } from '../step.js';
import { type VariantState, type VariantStep, describeEliminations, joinWords, listCells, liveEliminations } from './state.js';

const LINE_NAMES: Record<number, string> = { 2: 'X-Wing', 3: 'Swordfish', 4: 'Jellyfish' };
const FRANKEN_NAMES: Record<number, string> = { 2: 'Franken X-Wing', 3: 'Franken Swordfish' };

const disjointCache = new WeakMap<CompiledRules, boolean[][]>();

/** Whether two units share no cell (rows never share with rows, a row always with a column). */
function disjointUnits(rules: CompiledRules): boolean[][] {
  let t = disjointCache.get(rules);
  if (t) return t;
  const sets = rules.units.map((u) => new Set(u.cells));
  t = rules.units.map((a, i) => rules.units.map((_, j) => i !== j && !a.cells.some((c) => sets[j].has(c))));
  disjointCache.set(rules, t);
  return t;
}

/**
 * A fish of size n on digit d. `lines`: bases all rows and covers all columns, or the other way
 * round; otherwise any units, at least one base or cover neither a row nor a column.
 */
export function findFish(state: VariantState, n: 2 | 3 | 4, lines: boolean): VariantStep | null {
  const { rules, cand, value } = state;
  const size = rules.size;
  const disjoint = disjointUnits(rules);
  const isLine = (u: number) => rules.units[u].kind === 'row' || rules.units[u].kind === 'column';
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    // Per unit: its open places for d, or null when d is placed there.
    const places: (number[] | null)[] = rules.units.map((u) => {
      if (u.cells.some((c) => value[c] === d)) return null;
      return u.cells.filter((c) => !value[c] && cand[c] & bit);
    });
    // Bases: 2 .. n places (lines), n + 1 for fish on any units (a box's n + 1 places may lie in
    // fewer covers) except Franken Swordfish above 9x9, where the wider search costs too much.
    const bases: number[] = [];
    places.forEach((p, u) => {
      if (p && p.length >= 2 && p.length <= (lines || (n > 2 && size > 9) ? n : n + 1) && (!lines || isLine(u))) bases.push(u);
    });
    const pick: number[] = [];
    const tryBases = (): VariantStep | null => {
      const baseCells = pick.flatMap((u) => places[u]!);
      if (lines) {
        const kinds = new Set(pick.map((u) => rules.units[u].kind));
        if (kinds.size !== 1) return null;
      }
      const inBase = new Set(baseCells);
      const covers: number[] = [];
      const coverKind = lines ? (rules.units[pick[0]].kind === 'row' ? 'column' : 'row') : undefined;
      const search = (): VariantStep | null => {
        const open = baseCells.find((c) => !covers.some((u) => rules.unitsOf[c].includes(u)));
        if (open === undefined) {
          if (covers.length !== n) return null;
          if (!lines && [...pick, ...covers].every(isLine)) return null; // a plain fish, found by the line rung
          const elims: CellDigit[] = [];
          for (const u of covers) for (const c of places[u]!) if (!inBase.has(c)) elims.push({ cell: c, digit: d });
          const live = liveEliminations(state, elims);
          if (!live.length) return null;
          return step(rules, lines ? LINE_NAMES[n] : FRANKEN_NAMES[n], d, pick, covers, baseCells, live);
        }
        if (covers.length === n) return null;
        for (const u of rules.unitsOf[open]) {
          if (pick.includes(u) || covers.includes(u) || !places[u]) continue;
          if (coverKind && rules.units[u].kind !== coverKind) continue;
          covers.push(u);
          const s = search();
          covers.pop();
          if (s) return s;
        }
        return null;
      };
      return search();
    };
    const choose = (start: number): VariantStep | null => {
      if (pick.length === n) return tryBases();
      for (let i = start; i < bases.length; i++) {
        const u = bases[i];
        if (!pick.every((p) => disjoint[p][u])) continue;
        pick.push(u);
        const s = choose(i + 1);
        pick.pop();
        if (s) return s;
      }
      return null;
    };
    const s = choose(0);
    if (s) return s;
  }
  return null;
}

function step(rules: CompiledRules, technique: string, d: number, bases: number[], covers: number[], cells: number[], live: CellDigit[]): VariantStep {
  const name = (us: number[]) => joinWords(us.map((u) => rules.units[u].name));
  const sorted = [...cells].sort((a, b) => a - b);
  return {
    technique,
    placements: [],
    eliminations: live,
    cells: sorted,
    digits: [d],
    units: [...bases, ...covers],
    cages: [],
    explanation: `${capitalise(name(bases))} place ${d} only in ${name(covers)} (${listCells(sorted, rules.size)}), so those ${covers.length} units take their ${d}s there, which removes ${describeEliminations(live, rules.size)}.`,
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
