/**
 * The candidate state the variant technique solver works on, for any rules value (sizes 4-16,
 * jigsaw, X, windoku, killer): one mask per cell (bit d-1 = digit d) plus the placed digits, over
 * the compiled rules. A placed cell keeps exactly its digit's bit, so cage arithmetic treats
 * placed and open cells alike. Steps are data (VariantStep) in the shape of the classic Step,
 * with units given by their index in `rules.units` and cages by their index in `rules.cages`.
 */
import type { CompiledRules } from '../../rules/compile.js';
import type { CellDigit } from '../step.js';

/** Candidates and placed digits of a variant position. */
export interface VariantState {
  readonly rules: CompiledRules;
  /** Per cell: the digits still possible (a placed cell: its digit's bit only). */
  readonly cand: Uint16Array;
  /** Per cell: its digit, 0 while open. */
  readonly value: Uint8Array;
}

/** What a variant technique found: the classic Step's shape, with compiled unit and cage indices. */
export interface VariantStep {
  /** The technique's name, one of VARIANT_TECHNIQUES' names, e.g. "Hidden Single", "Rule of 45". */
  technique: string;
  placements: CellDigit[];
  /** Candidates removed. */
  eliminations: CellDigit[];
  /** Cells that make the pattern (to highlight). */
  cells: number[];
  /** Digits the pattern is about. */
  digits: number[];
  /** Indices into the compiled rules' units: "where to look". */
  units: number[];
  /** Indices into the compiled rules' cages the pattern uses. */
  cages: number[];
  /** One sentence a player understands, naming cells r1c1 and units by their names. */
  explanation: string;
}

const seesCache = new WeakMap<CompiledRules, Uint8Array>();

/**
 * Per pair of cells a, b: 1 at a * cells + b when they see each other (rules.peers as a table:
 * one lookup where the cage techniques searched a peer list in their inner loops).
 */
export function seesTable(rules: CompiledRules): Uint8Array {
  let t = seesCache.get(rules);
  if (!t) {
    const n = rules.cells;
    t = new Uint8Array(n * n);
    for (let a = 0; a < n; a++) for (const b of rules.peers[a]) t[a * n + b] = 1;
    seesCache.set(rules, t);
  }
  return t;
}

const POP = new Uint8Array(1 << 16);
for (let x = 1; x < 1 << 16; x++) POP[x] = (x & 1) + POP[x >>> 1];

/** Number of digits in a mask. */
export function popcount(mask: number): number {
  return POP[mask & 0xffff];
}

/** The digits of a mask, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask; d++, mask >>>= 1) if (mask & 1) out.push(d);
  return out;
}

/** The single digit of a one-bit mask. */
export function onlyDigit(mask: number): number {
  return 32 - Math.clz32(mask);
}

/** "r3c4" for a cell of a size-n grid (rows and columns 1-based). */
export function cellLabelOf(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** "r1c1, r1c2 and r2c2". */
export function listCells(cells: readonly number[], size: number): string {
  return joinWords(cells.map((c) => cellLabelOf(c, size)));
}

/** "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "{1,3,7}" for a mask. */
export function setLabel(mask: number): string {
  return `{${digitsOf(mask).join(',')}}`;
}

/** "cage 15 at r1c1 (sum 17)": numbered as the rules list it, placed by its top-left cell. */
export function cageLabel(rules: CompiledRules, cage: number): string {
  const c = rules.cages[cage];
  return `cage ${cage + 1} at ${cellLabelOf(Math.min(...c.cells), rules.size)} (sum ${c.sum})`;
}

/**
 * The start of a solve: every digit allowed, then each given placed (its digit taken from its
 * peers). Givens that clash leave a cell with no candidate; the solver then reports it stuck.
 */
export function initialState(rules: CompiledRules, givens: ArrayLike<number>): VariantState {
  const cand = new Uint16Array(rules.cells).fill(rules.allDigits);
  const value = new Uint8Array(rules.cells);
  const state = { rules, cand, value };
  for (let i = 0; i < rules.cells; i++) if (givens[i]) placeDigit(state, i, givens[i]);
  return state;
}

/** Place a digit: the cell keeps only it and its peers (units and cage) lose it. */
export function placeDigit(state: VariantState, cell: number, digit: number): void {
  const bit = 1 << (digit - 1);
  state.value[cell] = digit;
  state.cand[cell] &= bit;
  for (const p of state.rules.peers[cell]) state.cand[p] &= ~bit;
}

/** Apply a step: its eliminations, then its placements. */
export function applyVariantStep(state: VariantState, step: VariantStep): void {
  for (const e of step.eliminations) state.cand[e.cell] &= ~(1 << (e.digit - 1));
  for (const p of step.placements) placeDigit(state, p.cell, p.digit);
}

/** A copy of a state (the rules are shared). */
export function cloneState(state: VariantState): VariantState {
  return { rules: state.rules, cand: state.cand.slice(), value: state.value.slice() };
}

/** True when some open cell has no candidate or a unit lost every place for a digit it lacks. */
export function isBroken(state: VariantState): boolean {
  const { rules, cand } = state;
  for (let i = 0; i < rules.cells; i++) if (cand[i] === 0) return true;
  for (const u of rules.units) {
    let any = 0;
    for (const c of u.cells) any |= cand[c];
    if (any !== rules.allDigits) return true;
  }
  return false;
}

/** True when every cell is placed. */
export function isSolved(state: VariantState): boolean {
  return state.value.every((d) => d !== 0);
}

/** Sort eliminations by digit then cell, and drop candidates already gone. */
export function liveEliminations(state: VariantState, list: CellDigit[]): CellDigit[] {
  const seen = new Set<number>();
  const out: CellDigit[] = [];
  for (const e of list) {
    const key = e.cell * 32 + e.digit;
    if (seen.has(key) || state.value[e.cell] || !(state.cand[e.cell] & (1 << (e.digit - 1)))) continue;
    seen.add(key);
    out.push(e);
  }
  return out.sort((a, b) => a.digit - b.digit || a.cell - b.cell);
}

/** "r1c2<>4, r1c3<>4" style list for explanations: "removes 4 from r1c2 and r1c3". */
export function describeEliminations(list: readonly CellDigit[], size: number): string {
  const byDigit = new Map<number, number[]>();
  for (const e of list) (byDigit.get(e.digit) ?? byDigit.set(e.digit, []).get(e.digit)!).push(e.cell);
  return joinWords([...byDigit].map(([d, cells]) => `${d} from ${listCells(cells, size)}`));
}
