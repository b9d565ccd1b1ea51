/**
 * Finned and sashimi fish against HoDoKu 2.2.0's own steps (hodoku_paths.txt, replayed), and
 * every elimination against an independent one-digit placement search and the solution.
 */
import { describe, expect, it } from 'vitest';
import { cellName } from '../../grid/units.js';
import { hodokuPaths, hodokuStateBefore, hodokuVectorState, applyHodokuStep, type HodokuStep, forEachHodokuState, solutionOf } from '../../test-support/hodoku-paths.js';
import { placeableCells } from '../../test-support/digit-placements.js';
import { findFinnedFish, type FinnedFish } from './finned-fish.js';
import type { CellDigit } from '../step.js';


const covers = (found: readonly CellDigit[], wanted: readonly CellDigit[]) => wanted.every((w) => found.some((e) => e.cell === w.cell && e.digit === w.digit));
const effect = (list: readonly CellDigit[]) => list.map((e) => `${cellName(e.cell)}<>${e.digit}`).join(',');

/** HoDoKu's named steps: puzzle N of hodoku_paths.txt and the step's text there. */
const HODOKU_VECTORS = [
  { puzzle: 410, text: 'Finned X-Wing: 9 c26 r26 fr3c2 => r2c3<>9', name: 'Finned X-Wing', fins: 'r3c2', effect: 'r2c3<>9' },
  { puzzle: 424, text: 'Finned X-Wing: 6 r25 c69 fr2c8 => r13c9<>6', name: 'Finned X-Wing', fins: 'r2c8', effect: 'r1c9<>6,r3c9<>6' },
  { puzzle: 409, text: 'Sashimi X-Wing: 4 r25 c25 fr5c1 fr5c3 => r6c2<>4', name: 'Sashimi X-Wing', fins: 'r5c1,r5c3', effect: 'r6c2<>4' },
  { puzzle: 408, text: 'Finned Swordfish: 4 r248 c269 fr2c8 => r1c9<>4', name: 'Finned Swordfish', fins: 'r2c8', effect: 'r1c9<>4' },
  { puzzle: 445, text: 'Sashimi Swordfish: 8 c167 r159 fr2c7 fr3c7 => r1c9<>8', name: 'Sashimi Swordfish', fins: 'r2c7,r3c7', effect: 'r1c9<>8' },
  { puzzle: 416, text: 'Finned Jellyfish: 7 c2467 r1289 fr7c7 => r9c9<>7', name: 'Finned Jellyfish', fins: 'r7c7', effect: 'r9c9<>7' },
  { puzzle: 430, text: 'Sashimi Jellyfish: 6 r1269 c3489 fr9c5 => r8c4<>6', name: 'Sashimi Jellyfish', fins: 'r9c5', effect: 'r8c4<>6' },
];


/** Every claimed elimination is a cell where no placement of the digit fits, and not the solution's digit. */
function expectSound(values: ArrayLike<number>, masks: ArrayLike<number>, solution: number[], fish: FinnedFish): void {
  const placeable = placeableCells(values, masks, fish.digit);
  for (const e of fish.eliminations) {
    expect(placeable.has(e.cell), `${fish.name} removes ${e.digit} from ${cellName(e.cell)}`).toBe(false);
    expect(solution[e.cell]).not.toBe(e.digit);
  }
}

describe('finned and sashimi fish', () => {
  const paths = hodokuPaths();

  it.each(HODOKU_VECTORS)('hodoku_paths.txt puzzle $puzzle: $text', (v) => {
    const { path, g, wanted } = hodokuVectorState(paths, v.puzzle, v.text);
    const fish = findFinnedFish(g.masks, (f) => covers(f.eliminations, wanted));
    expect(fish).not.toBeNull();
    expect(fish!.name).toBe(v.name);
    expect(fish!.fins.map(cellName).join(',')).toBe(v.fins);
    expect(effect(fish!.eliminations)).toBe(v.effect);
    expectSound(g.values, g.masks, solutionOf(path.puzzle), fish!);
  });

  it('finds every finned/sashimi X-Wing, Swordfish and Jellyfish of the 653 HoDoKu paths, under HoDoKu\'s name', () => {
    const missed: string[] = [];
    let seen = 0;
    for (const path of paths) {
      const g = hodokuStateBefore(path, 0);
      path.steps.forEach((s: HodokuStep) => {
        if (/^(Finned|Sashimi) (X-Wing|Swordfish|Jellyfish)$/.test(s.name)) {
          seen++;
          const fish = findFinnedFish(g.masks, (f) => covers(f.eliminations, s.eliminations));
          if (fish?.name !== s.name) missed.push(`puzzle ${path.index}: ${s.text} -> ${fish?.name}`);
        }
        applyHodokuStep(g, s);
      });
    }
    expect(missed).toEqual([]);
    expect(seen).toBe(57 + 14 + 51 + 16 + 8 + 2);
  });

  it('never removes a digit that a placement could use, on every 7th state of the HoDoKu paths from puzzle 334 on', async () => {
    let claims = 0;
    await forEachHodokuState(paths, 333, 7, (g, solution) => findFinnedFish(g.masks, (f) => (expectSound(g.values, g.masks, solution, f), claims++, false)));
    expect(claims).toBeGreaterThan(1000);
  });

  it('a plain X-Wing (no fin) is not a finned fish', () => {
    // digit 1 only in r1c1, r1c5, r5c1, r5c5 of rows 1 and 5 (and everywhere else outside them)
    const masks = new Uint16Array(81).fill(0x1ff);
    for (const r of [0, 4]) for (let c = 0; c < 9; c++) if (c !== 0 && c !== 4) masks[r * 9 + c] &= ~1;
    const found: FinnedFish[] = [];
    findFinnedFish(masks, (f) => (found.push(f), false), { digits: 1, maxSize: 2 });
    expect(found.filter((f) => f.baseLines.join() === '0,4')).toEqual([]);
  });
});
