/**
 * Issue 29, the rest of the game: the killer helper's exact fit of combinations to the notes
 * (against a brute force over orderings written apart, seeded random notes), pasted variants
 * named and rated, and a variant's record played again from its compact line.
 */
import { describe, expect, it } from 'vitest';
import { type Rules, createRng, generateVariant } from 'sudokit';
import { geometryOf, gridText } from './geometry.js';
import { cageInfo, checkPuzzle, fitsCells, gridStatus } from './engine.js';
import { EDITOR_KINDS, editorRules, editorText } from './editor.js';
import { newGame } from './game.js';
import { abandonedRecord, solvedRecord } from './shelf.js';
import { makeStats, parseStats } from './stats.js';
import { variantOfRules } from './variants.js';
import { rateVariantPuzzle } from '../worker/variantPuzzles.js';

const bit = (d: number) => 1 << (d - 1);
const mask = (...ds: number[]) => ds.reduce((m, d) => m | bit(d), 0);

/** Reference: every ordering of the digits against the cells (few cells only). */
function bruteFits(digits: number, allowed: number[]): boolean {
  const ds = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => digits & bit(d));
  if (ds.length !== allowed.length) return false;
  const orderings = (xs: number[]): number[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => orderings([...xs.slice(0, i), ...xs.slice(i + 1)]).map((r) => [x, ...r])));
  return orderings(ds).some((o) => o.every((d, i) => allowed[i] & bit(d)));
}

describe('killer helper: combinations that fit the notes exactly', () => {
  // a cage of 8 in 3 cells: {1,2,5} or {1,3,4}
  const rules: Rules = { size: 9, cages: [{ sum: 8, cells: [0, 1, 2] }] };
  const geo = geometryOf(rules);
  const notesOf = (a: number, b: number, c: number) => { const n = new Uint16Array(81); n[0] = a; n[1] = b; n[2] = c; return n; };
  it('two cells that both need 1 leave no combination (each digit has a cell, but not each its own)', () => {
    const grid = new Uint8Array(81);
    expect(cageInfo(geo, 0, grid, notesOf(mask(1), mask(1, 3), mask(4, 5)))!.combinations).toEqual([mask(1, 3, 4)]);
    expect(cageInfo(geo, 0, grid, notesOf(mask(1), mask(1), mask(3, 4, 5)))!.combinations).toEqual([]);
    // a cell without notes allows what the grid allows: a 5 in the row rules out {1,2,5} with 5 only fitting cell 2
    const withFive = new Uint8Array(81);
    withFive[5] = 5;
    expect(cageInfo(geo, 2, withFive, notesOf(mask(1, 2), mask(1, 2), 0))!.combinations).toEqual([]);
    expect(cageInfo(geo, 2, new Uint8Array(81), notesOf(mask(1, 2), mask(1, 2), 0))!.combinations).toEqual([mask(1, 2, 5)]);
  });
  it('agrees with a brute force over orderings on random notes (seed "cage-fit")', () => {
    const rng = createRng('cage-fit');
    for (let t = 0; t < 400; t++) {
      const cells = 1 + rng.int(5);
      const allowed = Array.from({ length: cells }, () => rng.int(512));
      let digits = 0;
      while (digits.toString(2).replace(/0/g, '').length < cells) digits |= bit(1 + rng.int(9));
      expect(fitsCells(digits, allowed), `${digits} ${allowed}`).toBe(bruteFits(digits, allowed));
    }
  });
});

describe('pasted and replayed variants', () => {
  it('rules name the menu variant they belong to, or none', () => {
    expect(variantOfRules(undefined)).toBe('classic');
    expect(variantOfRules({ size: 9, cages: [{ sum: 3, cells: [0, 1] }] })).toBe('killer');
    expect(variantOfRules({ size: 6, cages: [{ sum: 3, cells: [0, 1] }] })).toBeUndefined();
    expect(variantOfRules({ size: 9, diagonals: true })).toBe('x');
    expect(variantOfRules({ size: 9, windows: true })).toBe('windoku');
    expect(variantOfRules({ size: 4 })).toBe('mini4');
    expect(variantOfRules({ size: 16 })).toBe('giant16');
    expect(variantOfRules({ size: 9, diagonals: true, windows: true })).toBeUndefined();
  });
  it('a pasted variant gets the variant solver\'s level (seed "play-x-9")', () => {
    const r = generateVariant({ variant: 'x', size: 9, seed: 'play-x-9', level: 'easy' });
    expect(rateVariantPuzzle(r.puzzle.rules, gridText(r.puzzle.givens))).toBe('easy');
  });
  it('a variant record keeps its compact line, which plays the same puzzle again (seed "play-killer-6")', () => {
    const r = generateVariant({ variant: 'killer', size: 6, seed: 'play-killer-6' });
    const g = newGame(gridText(r.puzzle.givens), gridText(r.solution), { source: 'generated', tier: 'easy' }, 0, r.puzzle.rules);
    for (const rec of [solvedRecord({ ...g, finishedAt: Date.UTC(2026, 0, 1) }), abandonedRecord(g, Date.UTC(2026, 0, 1))]) {
      expect(rec.line).toMatch(/^6\+killer:/);
      const back = parseStats(makeStats([rec]));
      expect(back.ok && back.value.games[0].line).toBe(rec.line);
      const again = checkPuzzle(rec.line!);
      expect(again.ok && again.puzzle).toBe(g.puzzle);
      expect(again.ok && geometryOf(again.rules).key).toBe(geometryOf(r.puzzle.rules).key);
    }
    expect(solvedRecord({ ...newGame('.'.repeat(81), '1'.repeat(81), { source: 'generated' }, 0), finishedAt: 1 }).line).toBeUndefined();
    // a Mini 4x4's line is its plain 16 characters, read back as well
    const mini = generateVariant({ variant: 'classic', size: 4, seed: 'play-mini-4' });
    const m = solvedRecord({ ...newGame(gridText(mini.puzzle.givens), gridText(mini.solution), { source: 'generated', variant: 'mini4' }, 0, mini.puzzle.rules), finishedAt: Date.UTC(2026, 0, 1) });
    const mBack = parseStats(makeStats([m]));
    expect(mBack.ok && mBack.value.games[0].line).toBe(gridText(mini.puzzle.givens));
  });
});

describe('the puzzle editor for variants', () => {
  it('each kind\'s typed clues: conflicts by its units, the count by the engine, played from its text (seeds "edit-<kind>")', () => {
    // killer's and jigsaw's rules are drawn (editorCages.test.ts, editorRegions.test.ts)
    for (const kind of EDITOR_KINDS.filter((k) => k !== 'killer' && k !== 'jigsaw')) {
      const rules = editorRules(kind);
      const geo = geometryOf(rules);
      const info = { classic: ['classic', 9], x: ['x', 9], windoku: ['windoku', 9], mini4: ['classic', 4], mini6: ['classic', 6], giant16: ['classic', 16] }[kind] as ['classic' | 'x' | 'windoku', 4 | 6 | 9 | 16];
      const r = generateVariant({ variant: info[0], size: info[1], seed: `edit-${kind}` });
      expect(geometryOf(r.puzzle.rules).key, kind).toBe(geo.key);
      const status = gridStatus(Uint8Array.from(r.puzzle.givens), geo);
      expect(status.kind, kind).toBe('unique');
      expect(gridStatus(new Uint8Array(geo.cells), geo).kind).toBe('several');
      const back = checkPuzzle(editorText(kind, Uint8Array.from(r.puzzle.givens)));
      expect(back.ok && back.solution, kind).toBe(gridText(r.solution));
      expect(back.ok && geometryOf(back.rules).key, kind).toBe(geo.key);
    }
    // X: two equal digits on a diagonal clash (not in a row, column or box)
    const x = new Uint8Array(81);
    x[0] = 5; x[40] = 5;
    const st = gridStatus(x, geometryOf(editorRules('x')));
    expect(st.kind === 'conflict' && [...st.cells].sort((a, b) => a - b)).toEqual([0, 40]);
    expect(gridStatus(x).kind).not.toBe('conflict');
  });
});
