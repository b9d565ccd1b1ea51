/**
 * ALS-XZ against HoDoKu 2.2.0's "Almost Locked Set XZ-Rule" steps (hodoku_paths.txt, replayed),
 * every elimination checked against the puzzle's solution.
 */
import { describe, expect, it } from 'vitest';
import { cellName } from '../../grid/units.js';
import { hodokuPaths, hodokuStateBefore, hodokuVectorState, applyHodokuStep, forEachHodokuState, solutionOf } from '../../test-support/hodoku-paths.js';
import { findAlsXz, findAlses, type AlsXz } from './als.js';
import type { CellDigit } from '../step.js';

const covers = (found: readonly CellDigit[], wanted: readonly CellDigit[]) => wanted.every((w) => found.some((e) => e.cell === w.cell && e.digit === w.digit));
const effect = (list: readonly CellDigit[]) => list.map((e) => `${cellName(e.cell)}<>${e.digit}`).join(',');
const setName = (s: AlsXz['a']) => s.cells.map(cellName).join(',');

/**
 * HoDoKu's named steps: puzzle N of hodoku_paths.txt and the step's text there. `effect` is
 * ours (all a pair removes, digit then cell order); it includes HoDoKu's.
 */
const HODOKU_VECTORS = [
  { puzzle: 497, text: 'Almost Locked Set XZ-Rule: A=r2c15 {359}, B=r2c8,r3c9 {589}, X=5, Z=9 => r2c9<>9', sets: ['r2c1,r2c5', 'r2c8,r3c9'], restricted: [5], effect: 'r2c9<>9' },
  { puzzle: 499, text: 'Almost Locked Set XZ-Rule: A=r4c6,r6c5 {234}, B=r7c46,r9c6 {2347}, X=2, Z=3 => r7c5<>3', sets: ['r4c6,r6c5', 'r7c4,r7c6,r9c6'], restricted: [2], effect: 'r7c5<>3' },
  { puzzle: 500, text: 'Almost Locked Set XZ-Rule: A=r5c3 {27}, B=r169c1 {2579}, X=2, Z=7 => r7c3<>7', sets: ['r5c3', 'r1c1,r6c1,r9c1'], restricted: [2], effect: 'r7c3<>7' },
  {
    puzzle: 607,
    text: 'Almost Locked Set XZ-Rule: A=r2367c7 {14578}, B=r367c9 {1458}, X=4,8 => r14c9,r4c7<>1, r1c9<>5',
    sets: ['r2c7,r3c7,r6c7,r7c7', 'r3c9,r6c9,r7c9'],
    restricted: [4, 8],
    effect: 'r1c9<>1,r4c7<>1,r4c9<>1,r1c9<>5',
  },
];


function expectSound(solution: number[], p: AlsXz): void {
  for (const e of p.eliminations) expect(solution[e.cell], `ALS-XZ ${setName(p.a)} / ${setName(p.b)} removes ${e.digit} from ${cellName(e.cell)}`).not.toBe(e.digit);
}

describe('ALS-XZ', () => {
  const paths = hodokuPaths();

  it.each(HODOKU_VECTORS)('hodoku_paths.txt puzzle $puzzle: $text', (v) => {
    const { path, g, wanted } = hodokuVectorState(paths, v.puzzle, v.text);
    const found = findAlsXz(g.masks, () => true, { want: wanted });
    expect(found).not.toBeNull();
    expect([setName(found!.a), setName(found!.b)].sort()).toEqual([...v.sets].sort());
    expect(found!.restricted).toEqual(v.restricted);
    expect(effect(found!.eliminations)).toBe(v.effect);
    expect(covers(found!.eliminations, wanted)).toBe(true);
    // the pruned search (want) and the plain one agree
    expect(findAlsXz(g.masks, (p) => covers(p.eliminations, wanted))).toEqual(found);
    expectSound(solutionOf(path.puzzle), found!);
  });

  it('an ALS is N cells of one house with N+1 digits, each cell set listed once', () => {
    const g = hodokuStateBefore(paths[606], 0);
    const alses = findAlses(g.masks, 4);
    const keys = new Set<string>();
    for (const s of alses) {
      const digits = s.cells.reduce((m, c) => m | g.masks[c], 0);
      expect(digits).toBe(s.mask);
      expect(s.mask.toString(2).replace(/0/g, '').length).toBe(s.cells.length + 1);
      keys.add(s.cells.join());
    }
    expect(keys.size).toBe(alses.length);
  });

  it('finds every ALS-XZ of the 653 HoDoKu paths (ALSs up to 8 cells)', () => {
    const missed: string[] = [];
    let seen = 0;
    for (const path of paths) {
      const g = hodokuStateBefore(path, 0);
      for (const s of path.steps) {
        if (s.name === 'Almost Locked Set XZ-Rule') {
          seen++;
          if (!findAlsXz(g.masks, () => true, { want: s.eliminations, maxCells: 8 })) missed.push(`puzzle ${path.index}: ${s.text}`);
        }
        applyHodokuStep(g, s);
      }
    }
    expect(missed).toEqual([]);
    expect(seen).toBe(193);
  });

  it('never removes a solution digit, on every 30th state of the HoDoKu paths from puzzle 334 on', async () => {
    let claims = 0;
    await forEachHodokuState(paths, 333, 30, (g, solution) => findAlsXz(g.masks, (p) => (expectSound(solution, p), claims++, false)));
    expect(claims).toBeGreaterThan(500);
  });
});
