/**
 * Simple colouring against HoDoKu 2.2.0's "Simple Colors Trap" steps (hodoku_paths.txt,
 * replayed), a constructed wrap, and every elimination against an independent one-digit
 * placement search and the solution.
 */
import { describe, expect, it } from 'vitest';
import { cellName } from '../../grid/units.js';
import { hodokuPaths, hodokuStateBefore, hodokuVectorState, applyHodokuStep, forEachHodokuState, solutionOf } from '../../test-support/hodoku-paths.js';
import { placeableCells } from '../../test-support/digit-placements.js';
import { findColouring, type Colouring } from './colouring.js';
import type { CellDigit } from '../step.js';

const covers = (found: readonly CellDigit[], wanted: readonly CellDigit[]) => wanted.every((w) => found.some((e) => e.cell === w.cell && e.digit === w.digit));
const names = (cells: readonly number[]) => cells.map(cellName).join(',');
const cell = (name: string) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;

/** HoDoKu's named steps: puzzle N of hodoku_paths.txt and the step's text there (colours as HoDoKu lists them). */
const HODOKU_VECTORS = [
  { puzzle: 431, text: 'Simple Colors Trap: 9 (r1c3,r2c6,r7c5,r8c1) / (r1c5,r2c1,r7c9) => r8c9<>9', colours: ['r1c3,r2c6,r7c5,r8c1', 'r1c5,r2c1,r7c9'], effect: 'r8c9<>9' },
  { puzzle: 441, text: 'Simple Colors Trap: 8 (r1c4,r3c3,r5c5) / (r3c6,r4c4,r6c3,r8c5) => r5c2<>8', colours: ['r1c4,r3c3,r5c5', 'r3c6,r4c4,r6c3,r8c5'], effect: 'r5c2<>8' },
];


function expectSound(values: ArrayLike<number>, masks: ArrayLike<number>, c: Colouring, solution?: number[]): void {
  const placeable = placeableCells(values, masks, c.digit);
  for (const e of c.eliminations) {
    expect(placeable.has(e.cell), `${c.name} removes ${e.digit} from ${cellName(e.cell)}`).toBe(false);
    if (solution) expect(solution[e.cell]).not.toBe(e.digit);
  }
}

describe('simple colouring', () => {
  const paths = hodokuPaths();

  it.each(HODOKU_VECTORS)('hodoku_paths.txt puzzle $puzzle: $text', (v) => {
    const { path, g, wanted } = hodokuVectorState(paths, v.puzzle, v.text);
    const found = findColouring(g.masks, (c) => covers(c.eliminations, wanted));
    expect(found?.name).toBe('Simple Colouring (trap)');
    expect(found!.colours.map(names).sort()).toEqual([...v.colours].sort());
    expect(found!.eliminations.map((e) => `${cellName(e.cell)}<>${e.digit}`).join(',')).toBe(v.effect);
    expectSound(g.values, g.masks, found!, solutionOf(path.puzzle));
  });

  it('finds every Simple Colors Trap of the 653 HoDoKu paths', () => {
    const missed: string[] = [];
    let seen = 0;
    for (const path of paths) {
      const g = hodokuStateBefore(path, 0);
      for (const s of path.steps) {
        if (s.name === 'Simple Colors Trap') {
          seen++;
          if (!findColouring(g.masks, (c) => c.name === 'Simple Colouring (trap)' && covers(c.eliminations, s.eliminations))) missed.push(`puzzle ${path.index}: ${s.text}`);
        }
        applyHodokuStep(g, s);
      }
    }
    expect(missed).toEqual([]);
    expect(seen).toBe(7);
  });

  it('a wrap: two cells of one colour in one box make that colour false', () => {
    // digit 1 everywhere except: row 1 only r1c1/r1c5, column 5 only r1c5/r5c5, row 5 only
    // r5c5/r5c2, column 2 only r5c2/r2c2. Chain r1c1 - r1c5 - r5c5 - r5c2 - r2c2: r1c1 and r2c2
    // get one colour and share box 1, so r1c1, r5c5 and r2c2 cannot be 1.
    const values = new Uint8Array(81);
    const masks = new Uint16Array(81).fill(0x1ff);
    const keep = (cells: string[], line: number[]) => {
      for (const c of line) if (!cells.includes(cellName(c))) masks[c] &= ~1;
    };
    const row = (r: number) => Array.from({ length: 9 }, (_, c) => r * 9 + c);
    const col = (c: number) => Array.from({ length: 9 }, (_, r) => r * 9 + c);
    keep(['r1c1', 'r1c5'], row(0));
    keep(['r1c5', 'r5c5'], col(4));
    keep(['r5c5', 'r5c2'], row(4));
    keep(['r5c2', 'r2c2'], col(1));
    const wrap = findColouring(masks, (c) => c.name === 'Simple Colouring (wrap)', 1);
    expect(wrap).not.toBeNull();
    expect(wrap!.eliminations.map((e) => cellName(e.cell)).sort()).toEqual(['r1c1', 'r2c2', 'r5c5']);
    expect(wrap!.wrap!.cells.map(cellName)).toEqual(['r1c1', 'r2c2']);
    expectSound(values, masks, wrap!);
    // and the trap of the same cluster
    const trap = findColouring(masks, (c) => c.name === 'Simple Colouring (trap)', 1);
    expect(trap!.eliminations.some((e) => e.cell === cell('r2c4'))).toBe(true);
    expectSound(values, masks, trap!);
  });

  it('never removes a digit that a placement could use, on every 5th state of the HoDoKu paths from puzzle 334 on', async () => {
    let claims = 0;
    await forEachHodokuState(paths, 333, 5, (g, solution) => findColouring(g.masks, (c) => (expectSound(g.values, g.masks, c, solution), claims++, false)));
    expect(claims).toBeGreaterThan(500);
  });
});
