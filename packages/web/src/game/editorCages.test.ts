/**
 * The editor's killer cages (issue 29): cages made and removed by serialisable actions, bad cages
 * refused with a code and the player's words, and the rules made round-trip through the engine's
 * JSON description and the compact text the game plays from (a generated killer, seed "edit-killer",
 * redrawn cage by cage).
 */
import { describe, expect, it } from 'vitest';
import { generateVariant } from 'sudokit';
import { makePuzzleJson, parsePuzzleJson } from 'sudokit/formats';
import { type CageAction, type CageDraft, EMPTY_CAGES, applyCageAction, cageAt } from './editorCages.js';
import { editorRules, editorText } from './editor.js';
import { checkPuzzle, gridStatus } from './engine.js';
import { geometryOf, gridText } from './geometry.js';

/** Applies actions, each first sent through JSON (they are plain data); throws on a refusal. */
function replay(actions: CageAction[], from: CageDraft = EMPTY_CAGES): CageDraft {
  let d = from;
  for (const a of actions) {
    const r = applyCageAction(d, JSON.parse(JSON.stringify(a)) as CageAction);
    if (!r.ok) throw new Error(r.error.message);
    d = r.draft;
  }
  return d;
}

// Hand-made cases on a 9x9 grid (cells row-major: 0-8 row 1, 9-17 row 2).
const REFUSED: { name: string; cells: number[]; sum: number; code: string; words: RegExp }[] = [
  { name: 'no cells', cells: [], sum: 5, code: 'no-cells', words: /Select the cells/ },
  { name: 'no sum', cells: [0, 1], sum: 0, code: 'no-sum', words: /Type the sum/ },
  { name: 'apart (diagonal only)', cells: [0, 10], sum: 5, code: 'not-connected', words: /touch side by side/ },
  { name: 'apart (row wrap)', cells: [8, 9], sum: 5, code: 'not-connected', words: /touch side by side/ },
  { name: 'sum too small', cells: [27, 28], sum: 2, code: 'impossible-sum', words: /2 different digits cannot add up to 2: they make 3 to 17/ },
  { name: 'sum too large', cells: [27, 28, 29], sum: 25, code: 'impossible-sum', words: /3 different digits cannot add up to 25: they make 6 to 24/ },
  { name: 'ten cells', cells: [27, 28, 29, 30, 31, 32, 33, 34, 35, 44], sum: 45, code: 'too-large', words: /at most 9 cells/ },
  { name: 'overlap', cells: [2, 3], sum: 5, code: 'overlap', words: /Row 1, column 3 is already in a cage/ },
];

describe('editor cages', () => {
  const base = replay([{ type: 'add-cage', cells: [1, 2], sum: 4 }]);

  it('adds, removes and clears cages; the draft is never changed in place', () => {
    const two = replay([{ type: 'add-cage', cells: [10, 9, 18], sum: 6 }], base);
    expect(two.cages).toEqual([{ sum: 4, cells: [1, 2] }, { sum: 6, cells: [9, 10, 18] }]);
    expect(base.cages).toHaveLength(1);
    expect(cageAt(two, 18)).toBe(1);
    expect(cageAt(two, 0)).toBe(-1);
    const one = replay([{ type: 'remove-cage', cell: 1 }], two);
    expect(one.cages).toEqual([{ sum: 6, cells: [9, 10, 18] }]);
    expect(replay([{ type: 'remove-cage', cell: 40 }], one)).toBe(one);
    expect(replay([{ type: 'clear-cages' }], two)).toBe(EMPTY_CAGES);
    // a one-cell cage is a given in disguise, and allowed
    expect(replay([{ type: 'add-cage', cells: [40], sum: 7 }]).cages).toHaveLength(1);
  });

  it.each(REFUSED)('refuses a bad cage in words: $name', ({ cells, sum, code, words }) => {
    const r = applyCageAction(base, { type: 'add-cage', cells, sum });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(words);
    expect(r.error.message).not.toMatch(/cell \d|cage \d|undefined/); // no indices or internals
  });

  it('a generated killer redrawn cage by cage: the same rules through the JSON description, played from its text (seed "edit-killer")', () => {
    const g = generateVariant({ variant: 'killer', seed: 'edit-killer' });
    const cages = g.puzzle.rules.cages!;
    const draft = replay(cages.map((c) => ({ type: 'add-cage' as const, cells: [...c.cells], sum: c.sum })));
    const rules = editorRules('killer', { cages: draft })!;
    const json = parsePuzzleJson(makePuzzleJson({ rules, givens: Uint8Array.from(g.puzzle.givens) }));
    expect(json.ok).toBe(true);
    if (!json.ok) return;
    expect(geometryOf(json.value.rules).key).toBe(geometryOf(g.puzzle.rules).key);
    const givens = Uint8Array.from(g.puzzle.givens);
    expect(gridStatus(givens, geometryOf(rules)).kind).toBe('unique');
    const back = checkPuzzle(editorText('killer', givens, { cages: draft }));
    expect(back.ok && back.solution).toBe(gridText(g.solution));
    expect(back.ok && geometryOf(back.rules).key).toBe(geometryOf(g.puzzle.rules).key);
    // three cages and no givens: several solutions, as the editor says
    const few = replay(cages.slice(3).map((c) => ({ type: 'remove-cage' as const, cell: c.cells[0] })), draft);
    expect(few.cages).toHaveLength(3);
    expect(gridStatus(new Uint8Array(81), geometryOf(editorRules('killer', { cages: few }))).kind).toBe('several');
    // no cages: a killer with no cages is the classic grid
    expect(editorRules('killer')).toBeUndefined();
  });
});
