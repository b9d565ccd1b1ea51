/**
 * Games with rules (issue 29): every variant's state, mistakes, auto-notes, saves, statistics and
 * hints through the engine's rules. Puzzles come from the engine's generator with fixed seeds
 * (printed in the test names); uniqueness and solutions are checked by the engine's independent
 * reference counter (test-support/variant-reference.ts), not by the solver the game uses.
 */
import { describe, expect, it } from 'vitest';
import { type Rules, generateVariant } from 'sudokit';
import { makePuzzleText } from 'sudokit/formats';
import { satisfiesRules, variantReferenceCount } from '../../../engine/src/test-support/variant-reference.js';
import { geometryOf, gridOf, gridText } from './geometry.js';
import { currentGrid } from './board.js';
import { candidateMasks, cageInfo, checkPuzzle, conflictCells } from './engine.js';
import { isSolved, newGame, play, solutionDigit, undo } from './game.js';
import { parseMove } from './moves.js';
import { makeSave, parseSave } from './save.js';
import { makeStats, parseStats, summarise, type GameRecord } from './stats.js';
import { solvedRecord } from './shelf.js';
import { variantHint } from './variantHint.js';
import { makeBackup, parseBackup } from './backup.js';
import { DEFAULT_SETTINGS } from './settings.js';
import { twoKeyDigit } from './input.js';

const made = (variant: 'killer' | 'jigsaw' | 'x' | 'windoku' | 'classic', size: 4 | 6 | 9 | 16, seed: string) => {
  const r = generateVariant({ variant, size, seed });
  return { rules: r.puzzle.rules as Rules, puzzle: gridText(r.puzzle.givens), solution: gridText(r.solution) };
};

const CASES = [
  ['killer', 4, 'game-killer-4'],
  ['killer', 6, 'game-killer-6'],
  ['jigsaw', 9, 'game-jigsaw-9'],
  ['x', 9, 'game-x-9'],
  ['windoku', 9, 'game-windoku-9'],
  ['classic', 6, 'game-mini-6'],
  ['classic', 16, 'game-giant-16'],
] as const;

describe('variant games (seeds in the names)', () => {
  for (const [variant, size, seed] of CASES) {
    it(`${variant} ${size}x${size} (seed ${seed}): one solution by the reference counter; placing the solution finishes; undo; every candidate list holds the true digit`, () => {
      const p = made(variant, size, seed);
      // The reference counter is plain backtracking: quick on small grids, minutes on a minimal 9x9 jigsaw.
      if (size <= 6) expect(variantReferenceCount(p.rules, gridOf(p.puzzle), 2).count).toBe(1);
      expect(satisfiesRules(p.rules, gridOf(p.solution))).toBe(true);
      let g = newGame(p.puzzle, p.solution, { source: 'generated', variant }, 0, p.rules);
      expect(g.board.geo.size).toBe(size);
      expect(g.board.digits.length).toBe(size * size);
      const masks = candidateMasks(currentGrid(g.board), g.board.geo);
      for (let c = 0; c < size * size; c++) if (!g.board.givens[c]) expect(masks[c] & (1 << (solutionDigit(g, c) - 1))).not.toBe(0);
      const empty = [...p.puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
      g = play(g, { kind: 'candidates' });
      for (const c of empty) g = play(g, { kind: 'place', cells: [c], digit: solutionDigit(g, c) }, 0, 'conflicts');
      expect(g.mistakes).toBe(0);
      expect(isSolved(g)).toBe(true);
      // notes were cleaned as digits went in: no digit noted where a peer holds it
      for (let c = 0; c < size * size; c++) for (const q of g.board.geo.compiled.peers[c]) expect(g.board.centre[c] & (1 << (solutionDigit(g, q) - 1))).toBe(0);
    });
  }

  it('killer: a digit twice in a cage and a wrong cage sum are rule conflicts (counted as mistakes when shown)', () => {
    const p = made('killer', 6, 'game-killer-6');
    const geo = geometryOf(p.rules);
    const cage = geo.compiled.cages.find((c) => c.cells.length >= 2 && c.cells.every((x) => p.puzzle[x] === '.'))!;
    const [a, b] = cage.cells;
    const grid = new Uint8Array(geo.cells);
    const sol = gridOf(p.solution);
    for (const c of cage.cells) grid[c] = sol[c];
    expect(conflictCells(grid, geo).size).toBe(0);
    // swap in a digit that keeps the units right but breaks the sum: any other digit for a, when the cage is full
    const wrong = ((sol[a] % 6) + 1) === sol[b] ? ((sol[a] + 1) % 6) + 1 : (sol[a] % 6) + 1;
    grid[a] = wrong;
    expect(conflictCells(grid, geo).has(a)).toBe(true);
    let g = newGame(p.puzzle, p.solution, { source: 'generated' }, 0, p.rules);
    for (const c of cage.cells.slice(1)) g = play(g, { kind: 'place', cells: [c], digit: sol[c] }, 0, 'conflicts');
    g = play(g, { kind: 'place', cells: [a], digit: wrong }, 0, 'conflicts');
    expect(g.mistakes).toBeGreaterThan(0);
    // the helper: no combination fits the wrong digit with the others, unless it happens to
    const info = cageInfo(geo, a, currentGrid(g.board), g.board.centre)!;
    expect(info.sum).toBe(cage.sum);
    expect(info.cells.length).toBe(cage.cells.length);
    expect(info.remaining).toBe(cage.sum - [...cage.cells].reduce((s, c) => s + currentGrid(g.board)[c], 0));
  });

  it('killer: auto-notes keep only digits of the cage combinations (a 2-cell cage of 3 holds 1 and 2)', () => {
    const rules: Rules = { size: 4, cages: [{ sum: 3, cells: [0, 1] }] };
    const geo = geometryOf(rules);
    const masks = candidateMasks(new Uint8Array(16), geo);
    expect(masks[0]).toBe(0b0011);
    expect(masks[1]).toBe(0b0011);
    expect(masks[2]).toBe(0b1111);
    expect(cageInfo(geo, 0, new Uint8Array(16), new Uint16Array(16))!.combinations).toEqual([0b0011]);
  });

  it('saves: a variant game is format 2 with its rules and comes back whole; a classic game stays format 1 (older versions read it)', () => {
    const p = made('killer', 6, 'game-killer-6');
    let g = newGame(p.puzzle, p.solution, { source: 'generated', variant: 'killer', tier: 'easy' }, Date.UTC(2026, 0, 1), p.rules);
    const empty = [...p.puzzle].indexOf('.');
    g = play(g, { kind: 'place', cells: [empty], digit: 5 });
    g = play(g, { kind: 'note', note: 'centre', cells: [empty + 1], digit: 6 });
    g = undo(g);
    const text = makeSave({ game: g, ui: { mode: 'digit', selected: empty } });
    expect(JSON.parse(text).version).toBe(2);
    const back = parseSave(text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.game.board.digits).toEqual(g.board.digits);
    expect(back.value.game.rules).toEqual(g.rules);
    expect(back.value.game.moves).toEqual(g.moves);
    expect(back.value.game.meta.variant).toBe('killer');
    // damaged rules, or givens against them, are a clear error
    const bad = JSON.parse(text);
    bad.game.rules.cages[0].sum = 999;
    const r = parseSave(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    const c = made('classic', 9, 'game-classic');
    expect(JSON.parse(makeSave({ game: newGame(c.puzzle, c.solution, { source: 'generated' }), ui: { mode: 'digit', selected: 0 } })).version).toBe(1);
  });

  it('16x16: digits 10-16 in moves, saves and puzzle strings', () => {
    expect(parseMove({ kind: 'place', cells: [255], digit: 16 }, false, 16)).toEqual({ kind: 'place', cells: [255], digit: 16 });
    expect(parseMove({ kind: 'place', cells: [255], digit: 16 })).toBeUndefined();
    expect(parseMove({ kind: 'place', cells: [3], digit: 7 }, false, 6)).toBeUndefined();
    expect(gridOf('G.A')).toEqual(Uint8Array.from([16, 0, 10]));
  });

  it('statistics: variant records are kept per variant and level (format 3); a classic history is still written as format 2', () => {
    const rec = (variant: string | undefined, tier: string, timeMs: number): GameRecord => ({ puzzle: variant === 'mini4' ? '1...'.repeat(4) : '.'.repeat(81), tier, timeMs, hints: 0, mistakes: 0, finishedAt: Date.UTC(2026, 0, 1) + timeMs, source: 'generated', outcome: 'solved', ...(variant ? { variant } : {}) });
    const games = [rec(undefined, 'easy', 1000), rec('killer', 'easy', 2000), rec('mini4', 'easy', 3000)];
    const text = makeStats(games);
    expect(JSON.parse(text).version).toBe(3);
    const back = parseStats(text);
    expect(back.ok && back.value.games).toEqual(games);
    expect(summarise(games).map((s) => `${s.variant ?? 'classic'}:${s.tier}`).sort()).toEqual(['classic:easy', 'killer:easy', 'mini4:easy']);
    expect(JSON.parse(makeStats([games[0]])).version).toBe(2);
    const p = made('killer', 4, 'game-killer-4');
    const g = newGame(p.puzzle, p.solution, { source: 'generated', variant: 'killer' }, 0, p.rules);
    expect(solvedRecord({ ...g, finishedAt: Date.UTC(2026, 0, 1) }).variant).toBe('killer');
  });

  it('hints: wrong digits first, then the variant technique solver\'s next step, which agrees with the solution', () => {
    const p = made('killer', 6, 'game-killer-6');
    const sol = gridOf(p.solution);
    const digits = [...gridOf(p.puzzle)];
    const centre = new Array(36).fill(0);
    const empty = digits.indexOf(0);
    const wrong = [...digits];
    wrong[empty] = (sol[empty] % 6) + 1;
    const h1 = variantHint({ rules: p.rules, puzzle: p.puzzle, solution: p.solution, digits: wrong, centre });
    expect(h1).toEqual({ kind: 'mistakes', wrongDigits: [empty], wrongNotes: [] });
    const h2 = variantHint({ rules: p.rules, puzzle: p.puzzle, solution: p.solution, digits, centre });
    expect(h2.kind).toBe('step');
    if (h2.kind !== 'step') return;
    for (const pl of h2.step.placements) expect(pl.digit).toBe(sol[pl.cell]);
    for (const e of h2.step.eliminations) expect(e.digit).not.toBe(sol[e.cell]);
    expect(h2.step.explanation.length).toBeGreaterThan(10);
  });

  it('pasting: the compact form, the JSON description and an f-puzzles link of a killer are read; a plain 4x4 line too', () => {
    const r = generateVariant({ variant: 'killer', size: 6, seed: 'game-killer-6' });
    for (const format of ['compact', 'json', 'fpuzzles', 'sudokupad'] as const) {
      const text = makePuzzleText(r.puzzle, format);
      expect(text.ok).toBe(true);
      if (!text.ok) continue;
      const check = checkPuzzle(text.value);
      expect(check.ok, format).toBe(true);
      if (check.ok) {
        expect(check.solution).toBe(gridText(r.solution));
        expect(geometryOf(check.rules).compiled.cages.length).toBe(r.puzzle.rules.cages!.length);
      }
    }
    const mini = made('classic', 4, 'game-mini-4');
    const check = checkPuzzle(mini.puzzle);
    expect(check.ok && check.solution).toBe(mini.solution);
  });

  it('export/import: a killer game in progress and a variant record come back from the file', () => {
    const p = made('killer', 6, 'game-killer-6');
    let g = newGame(p.puzzle, p.solution, { source: 'generated', variant: 'killer', tier: 'easy' }, Date.UTC(2026, 0, 1), p.rules);
    g = play(g, { kind: 'place', cells: [[...p.puzzle].indexOf('.')], digit: 3 });
    const record: GameRecord = { puzzle: p.puzzle, tier: 'easy', variant: 'killer', timeMs: 1000, hints: 0, mistakes: 0, finishedAt: Date.UTC(2026, 0, 2), source: 'generated', outcome: 'solved' };
    const back = parseBackup(makeBackup({ current: null, shelf: [{ game: g, ui: { mode: 'digit', selected: 0 } }], settings: { ...DEFAULT_SETTINGS, variant: 'killer' }, stats: [record] }));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.skipped).toBe(0);
    expect(back.value.shelf[0].game.rules).toEqual(g.rules);
    expect(back.value.shelf[0].game.board.digits).toEqual(g.board.digits);
    expect(back.value.stats).toEqual([record]);
    expect(back.value.settings.variant).toBe('killer');
  });

  it('16x16 keys: 1 then 0-6 within a second is 10-16; apart, or on a 9x9, they are two digits', () => {
    expect(twoKeyDigit({ digit: 1, at: 0 }, 6, 500, 16)).toBe(16);
    expect(twoKeyDigit({ digit: 1, at: 0 }, 0, 999, 16)).toBe(10);
    expect(twoKeyDigit({ digit: 1, at: 0 }, 7, 500, 16)).toBe(0);
    expect(twoKeyDigit({ digit: 1, at: 0 }, 6, 1500, 16)).toBe(0);
    expect(twoKeyDigit({ digit: 2, at: 0 }, 6, 500, 16)).toBe(0);
    expect(twoKeyDigit({ digit: 1, at: 0 }, 6, 500, 9)).toBe(0);
  });
});
