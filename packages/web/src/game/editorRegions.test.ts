/**
 * The editor's jigsaw regions (issue 29): painted by serialisable actions from the usual boxes,
 * the engine's verdict in the player's words, and a generated jigsaw's regions (seed
 * "edit-jigsaw") painted region by region, round-tripped through the engine's JSON description
 * and played from the compact text.
 */
import { describe, expect, it } from 'vitest';
import { boxRegions, generateVariant } from 'sudokit';
import { makePuzzleJson, parsePuzzleJson } from 'sudokit/formats';
import { BOX_REGIONS, type RegionAction, type RegionDraft, applyRegionAction, regionProblem } from './editorRegions.js';
import { editorProblem, editorRules, editorText } from './editor.js';
import { checkPuzzle, gridStatus } from './engine.js';
import { geometryOf, gridText } from './geometry.js';

/** Regions relabelled in order of first appearance (text formats may number them so). */
const canon = (regions: readonly number[]) => { const m = new Map<number, number>(); return regions.map((r) => (m.has(r) ? m.get(r)! : (m.set(r, m.size), m.size - 1))); };

const replay = (actions: RegionAction[], from: RegionDraft = BOX_REGIONS): RegionDraft =>
  actions.reduce((d, a) => applyRegionAction(d, JSON.parse(JSON.stringify(a)) as RegionAction), from);

// Hand-made drafts from the boxes (region 0 = top-left box, cells 0-2, 9-11, 18-20).
const PROBLEMS: { name: string; actions: RegionAction[]; code: string | null; words: RegExp | null }[] = [
  { name: 'the boxes', actions: [], code: null, words: null },
  { name: 'a swap keeps nine and nine', actions: [{ type: 'paint', cells: [3], region: 0 }, { type: 'paint', cells: [20], region: 1 }], code: null, words: null },
  { name: 'one cell too many', actions: [{ type: 'paint', cells: [3], region: 0 }], code: 'region-size', words: /^Region 1 has 10 cells; each region needs exactly 9\.$/ },
  { name: 'a piece apart', actions: [{ type: 'paint', cells: [40], region: 0 }, { type: 'paint', cells: [20], region: 4 }], code: 'region-disconnected', words: /^Region 1 is in pieces: row 5, column 5 is cut off/ },
];

describe('editor regions', () => {
  it.each(PROBLEMS)('the engine\'s verdict in words: $name', ({ actions, code, words }) => {
    const d = replay(actions);
    const p = regionProblem(d);
    expect(p?.code ?? null).toBe(code);
    if (words) expect(p!.message).toMatch(words);
    expect(editorProblem('jigsaw', { regions: d })).toBe(p?.message ?? null);
    // while the regions are not a puzzle's, the editor has no jigsaw rules and no text to play
    if (p) {
      expect(editorRules('jigsaw', { regions: d })).toBeUndefined();
      expect(() => editorText('jigsaw', new Uint8Array(81), { regions: d })).toThrow(p.message);
    }
  });

  it('painting leaves the draft as it was, or a new one; bad cells and regions are left out; reset gives the boxes', () => {
    const d = replay([{ type: 'paint', cells: [3, 4], region: 0 }]);
    expect(BOX_REGIONS.regions).toEqual(boxRegions(9));
    expect(d.regions[3]).toBe(0);
    expect(replay([{ type: 'paint', cells: [0], region: 0 }])).toBe(BOX_REGIONS);
    expect(replay([{ type: 'paint', cells: [0], region: 9 }])).toBe(BOX_REGIONS);
    expect(replay([{ type: 'paint', cells: [-1, 81, 1.5], region: 3 }])).toBe(BOX_REGIONS);
    expect(replay([{ type: 'reset-regions' }], d)).toBe(BOX_REGIONS);
  });

  it('a generated jigsaw painted region by region: the same rules through the JSON description, played from its text (seed "edit-jigsaw")', () => {
    const g = generateVariant({ variant: 'jigsaw', seed: 'edit-jigsaw' });
    const target = g.puzzle.rules.regions!;
    const d = replay(Array.from({ length: 9 }, (_, r) => ({ type: 'paint' as const, region: r, cells: [...target.keys()].filter((c) => target[c] === r) })));
    expect(regionProblem(d)).toBeNull();
    const rules = editorRules('jigsaw', { regions: d })!;
    const givens = Uint8Array.from(g.puzzle.givens);
    const json = parsePuzzleJson(makePuzzleJson({ rules, givens }));
    expect(d.regions).toEqual(target);
    expect(json.ok && canon(json.value.rules.regions!)).toEqual(canon(target));
    expect(gridStatus(givens, geometryOf(rules)).kind).toBe('unique');
    const back = checkPuzzle(editorText('jigsaw', givens, { regions: d }));
    expect(back.ok && back.solution).toBe(gridText(g.solution));
    expect(back.ok && canon(back.rules!.regions!)).toEqual(canon(target));
  });
});
