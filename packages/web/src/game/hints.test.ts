import { describe, expect, it } from 'vitest';
import { hint } from 'sudokit';
import { fromEngineHint, hintRequest, pressHint, stepMoves, countsAsHint, type Hint, type HintStep } from './hints.js';
import { newGame, play, type Game } from './game.js';
import { WIKIPEDIA, rc } from './test-vectors.js';

const fresh = () => newGame(WIKIPEDIA.puzzle, WIKIPEDIA.solution, { source: 'entered' });
const sol = (cell: number) => Number(WIKIPEDIA.solution[cell]);
/** What the worker does: the engine's hint on the request built from the game. */
function hintFor(game: Game): Hint {
  const req = hintRequest(game);
  const r = hint({ puzzle: Uint8Array.from(req.puzzle), digits: Uint8Array.from(req.digits), marks: req.marks });
  if (!r.ok) throw new Error(r.error.message);
  // It crosses to the page by structured clone: keep it plain data.
  return structuredClone(fromEngineHint(r.value));
}

describe('hints from the engine', () => {
  it('reports wrong digits first', () => {
    const g = play(fresh(), { kind: 'place', cells: [rc(1, 3)], digit: (sol(rc(1, 3)) % 9) + 1 });
    expect(hintFor(g)).toEqual({ kind: 'mistakes', wrongDigits: [rc(1, 3)], wrongNotes: [] });
  });

  it('reports centre notes that lost the true digit, not partial corner notes', () => {
    const c = rc(1, 3);
    const other = (sol(c) % 9) + 1;
    expect(hintFor(play(fresh(), { kind: 'note', note: 'centre', cells: [c], digit: other }))).toEqual({
      kind: 'mistakes', wrongDigits: [], wrongNotes: [{ cell: c, digit: sol(c) }],
    });
    expect(hintFor(play(fresh(), { kind: 'note', note: 'corner', cells: [c], digit: other })).kind).toBe('step');
  });

  it('sends only the givens as the puzzle and the centre notes as marks', () => {
    const c = rc(1, 3);
    const g = play(play(fresh(), { kind: 'place', cells: [rc(1, 4)], digit: 6 }), { kind: 'note', note: 'centre', cells: [c], digit: 4 });
    const req = hintRequest(g);
    expect(req.puzzle[rc(1, 4)]).toBe(0);
    expect(req.digits[rc(1, 4)]).toBe(6);
    expect(req.marks.slice(c * 9, c * 9 + 9)).toEqual([false, false, false, true, false, false, false, false, false]);
  });

  it('a step hint says where to look, and following the steps to the end never contradicts the solution', () => {
    let g = fresh();
    for (let n = 0; n < 200 && g.finishedAt === undefined; n++) {
      const h = hintFor(g);
      expect(h.kind).toBe('step');
      if (h.kind !== 'step') break;
      expect(h.step.units.length + h.step.cells.length).toBeGreaterThan(0);
      for (const e of h.step.eliminations) expect(e.digit).not.toBe(sol(e.cell));
      for (const p of h.step.placements) {
        expect(p.digit).toBe(sol(p.cell));
        g = play(g, { kind: 'place', cells: [p.cell], digit: p.digit });
      }
      if (!h.step.placements.length) {
        if (!g.board.centre.some((m) => m)) g = play(g, { kind: 'candidates' });
        for (const e of h.step.eliminations) g = play(g, { kind: 'note', note: 'centre', cells: [e.cell], digit: e.digit });
      }
    }
    expect(g.finishedAt).toBeDefined();
  });
});

describe('the hint ladder (issue 16: it looped and counted every rung)', () => {
  const step: HintStep = { technique: 'Hidden Single', rating: 1.2, explanation: 'x', look: { units: [18] }, units: [18], cells: [rc(1, 3)], placements: [{ cell: rc(1, 3), digit: 4 }], eliminations: [] };
  const h: Hint = { kind: 'step', step };
  it('climbs one rung per press, then applies at the last rung instead of starting over', () => {
    expect(pressHint(null)).toEqual({ do: 'fetch' });
    expect(pressHint({ hint: h, rung: 1 })).toEqual({ do: 'show', state: { hint: h, rung: 2 } });
    expect(pressHint({ hint: h, rung: 2 })).toEqual({ do: 'show', state: { hint: h, rung: 3 } });
    expect(pressHint({ hint: h, rung: 3 })).toEqual({ do: 'apply' });
    expect(pressHint({ hint: { kind: 'pending' }, rung: 1 })).toEqual({ do: 'stay' });
    expect(pressHint({ hint: { kind: 'mistakes', wrongDigits: [1], wrongNotes: [] }, rung: 1 })).toEqual({ do: 'stay' });
  });
  it('only an answer with content counts as a hint; climbing rungs does not fetch, so does not count', () => {
    expect([countsAsHint(h), countsAsHint({ kind: 'mistakes', wrongDigits: [1], wrongNotes: [] }), countsAsHint({ kind: 'stuck', text: '' }), countsAsHint({ kind: 'solved' })]).toEqual([true, true, false, false]);
  });
  it('applying a step places its digits; eliminations fill notes first when there are none', () => {
    expect(stepMoves(step, fresh().board)).toEqual({ moves: [{ kind: 'place', cells: [rc(1, 3)], digit: 4 }], fillsNotes: false });
    const elim: HintStep = { ...step, placements: [], eliminations: [{ cell: rc(1, 3), digit: 1 }] };
    expect(stepMoves(elim, fresh().board).moves[0]).toEqual({ kind: 'candidates' });
  });
  it('titles a step with the name its text uses (a Skyscraper, not SE\'s Turbot Fish) and looks at an area', () => {
    const engineStep = { technique: 'Turbot Fish', pattern: 'Skyscraper', rating: 6.6, placements: [], eliminations: [{ cell: 40, digit: 4 }], cells: [1, 2, 3, 4], digits: [4], units: [], links: [], explanation: 'Skyscraper on 4: …' };
    const mapped = fromEngineHint({ kind: 'step', text: '', ladder: { look: { units: [], cells: [], digit: 4, text: 'Look at the 4s.' }, technique: { name: 'Skyscraper', rating: 6.6, text: '' }, step: engineStep } });
    expect(mapped.kind === 'step' && [mapped.step.technique, mapped.step.look]).toEqual(['Skyscraper', { digit: 4 }]);
  });
});
