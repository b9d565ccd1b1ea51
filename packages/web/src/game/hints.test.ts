import { describe, expect, it } from 'vitest';
import { findHint, playerCandidates, wrongNotes, type HintStep, type StepFinder } from './hints.js';
import { engineNextStep } from './steps.js';
import { newGame, play, type Game } from './game.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

const fresh = () => newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'entered' });
const sol = (cell: number) => Number(WIKIPEDIA.solution[cell]);
const fakeStep: HintStep = { technique: 'Test', rating: 1, explanation: 'x', units: [0], cells: [], placements: [], eliminations: [] };

describe('findHint', () => {
  it('reports wrong digits before anything else, and never asks the step finder then', () => {
    let called = false;
    const finder: StepFinder = () => { called = true; return fakeStep; };
    const g = play(fresh(), { kind: 'place', cells: [rc(1, 3)], digit: (sol(rc(1, 3)) % 9) + 1 });
    expect(findHint(g, finder)).toEqual({ kind: 'mistakes', wrongDigits: [rc(1, 3)], wrongNotes: [] });
    expect(called).toBe(false);
  });

  it('reports centre notes that lost the true digit', () => {
    const c = rc(1, 3);
    const other = (sol(c) % 9) + 1;
    const g = play(fresh(), { kind: 'note', note: 'centre', cells: [c], digit: other });
    expect(wrongNotes(g)).toEqual([{ cell: c, digit: sol(c) }]);
    expect(findHint(g, () => fakeStep).kind).toBe('mistakes');
    // Corner notes are partial by nature and are not checked.
    const g2 = play(fresh(), { kind: 'note', note: 'corner', cells: [c], digit: other });
    expect(findHint(g2, () => fakeStep)).toEqual({ kind: 'step', step: fakeStep });
  });

  it('passes the player\'s digits and their centre notes (narrowed by the grid) to the step finder', () => {
    const c = rc(1, 3);
    let g: Game = play(fresh(), { kind: 'note', note: 'centre', cells: [c], digit: sol(c) });
    g = play(g, { kind: 'note', note: 'centre', cells: [c], digit: 5 }); // 5 is a given in row 1: not a candidate
    const { values, masks } = playerCandidates(g);
    expect(values[0]).toBe(5);
    expect(masks[c]).toBe(1 << (sol(c) - 1));
  });

  it('says stuck when no technique applies, solved when solved', () => {
    expect(findHint(fresh(), () => null)).toEqual({ kind: 'stuck' });
    let g = fresh();
    for (let c = 0; c < 81; c++) if (WIKIPEDIA.puzzle[c] === '.') g = play(g, { kind: 'place', cells: [c], digit: sol(c) });
    expect(findHint(g, () => fakeStep)).toEqual({ kind: 'solved' });
  });

  it('the engine\'s steps, followed to the end, never contradict the solution', () => {
    let g = fresh();
    for (let n = 0; n < 200 && g.finishedAt === undefined; n++) {
      const hint = findHint(g, engineNextStep);
      expect(hint.kind).toBe('step');
      if (hint.kind !== 'step') break;
      expect(hint.step.units.length + hint.step.cells.length).toBeGreaterThan(0);
      for (const e of hint.step.eliminations) {
        expect(e.digit).not.toBe(sol(e.cell));
      }
      for (const p of hint.step.placements) {
        expect(p.digit).toBe(sol(p.cell));
        g = play(g, { kind: 'place', cells: [p.cell], digit: p.digit });
      }
      if (!hint.step.placements.length) {
        if (!g.board.centre.some((m) => m)) g = play(g, { kind: 'candidates' });
        for (const e of hint.step.eliminations) g = play(g, { kind: 'note', note: 'centre', cells: [e.cell], digit: e.digit });
      }
    }
    expect(g.finishedAt).toBeDefined();
  });
});
