/**
 * The grid plan's shapes against the rules, worked out here by hand: thick borders exactly
 * between cells of different regions (boxes by their usual shapes, or jigsaw regions), cage
 * loops inset in their cells, each sum in its cage's top-left cell, numbers 10-16 as numbers.
 * Pixels are checked in test/print-variants.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { mergeSegments, planGrid, CAGE_INSET } from './grid-plan.js';

const SLOT = { x: 10, y: 20, size: 360 };

/** Unit edges (in cells) covered by thick segments, as `v c r` (left of column c, row r) and `h c r`. */
function thickEdges(plan: ReturnType<typeof planGrid>): Set<string> {
  const edges = new Set<string>();
  const u = (v: number, o: number) => Math.round((v - o) / plan.cell);
  for (const s of plan.thick) {
    if (s.x1 === s.x2) for (let r = u(Math.min(s.y1, s.y2), plan.y); r < u(Math.max(s.y1, s.y2), plan.y); r++) edges.add(`v ${u(s.x1, plan.x)} ${r}`);
    else for (let c = u(Math.min(s.x1, s.x2), plan.x); c < u(Math.max(s.x1, s.x2), plan.x); c++) edges.add(`h ${c} ${u(s.y1, plan.y)}`);
  }
  return edges;
}

/** Edges between neighbouring cells of different areas, from `areaOf(row, col)`. */
function expectedEdges(size: number, areaOf: (r: number, c: number) => number): Set<string> {
  const edges = new Set<string>();
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (c + 1 < size && areaOf(r, c) !== areaOf(r, c + 1)) edges.add(`v ${c + 1} ${r}`);
      if (r + 1 < size && areaOf(r, c) !== areaOf(r + 1, c)) edges.add(`h ${c} ${r + 1}`);
    }
  }
  return edges;
}

describe('planGrid', () => {
  // box rows x columns by size, as printed puzzle books draw them
  const BOXES: [number, number, number][] = [[4, 2, 2], [6, 2, 3], [9, 3, 3], [12, 3, 4], [16, 4, 4]];
  for (const [size, rows, cols] of BOXES) {
    it(`${size}x${size}: thick lines exactly on the ${rows}x${cols} box borders, merged into straight runs`, () => {
      const plan = planGrid({ puzzle: '.'.repeat(size * size), rules: { size: size as 4 } }, SLOT);
      expect(plan.cell).toBeCloseTo(SLOT.size / size);
      expect(thickEdges(plan)).toEqual(expectedEdges(size, (r, c) => Math.floor(r / rows) * 100 + Math.floor(c / cols)));
      expect(plan.thick).toHaveLength(size / cols - 1 + size / rows - 1); // each box line is one segment
      expect(plan.thin).toHaveLength(2 * (size - 1));
    });
  }

  it('jigsaw: thick lines exactly between regions (hand-made 6x6 regions)', () => {
    const labels = 'aaabbb' + 'aacbbb' + 'acccdd' + 'ecfddd' + 'eeffdf' + 'eeeff' + 'f';
    const regions = [...labels].map((ch) => 'abcdef'.indexOf(ch));
    const plan = planGrid({ puzzle: '.'.repeat(36), rules: { size: 6, regions } }, SLOT);
    expect(thickEdges(plan)).toEqual(expectedEdges(6, (r, c) => regions[r * 6 + c]));
  });

  it('killer: loops inset in the cells, the sum in the top-left cell, its patch covering the loop corner', () => {
    const cages = [{ sum: 17, cells: [19, 1, 2, 10] }, { sum: 3, cells: [0, 9] }]; // an L of four cells; a pair
    const plan = planGrid({ puzzle: '.'.repeat(81), rules: { cages } }, SLOT);
    const [l, pair] = plan.cages;
    expect(l.sumCell).toBe(1);
    expect(pair.sumCell).toBe(0);
    const { cell, x, y } = plan;
    // every loop corner sits inset from the cell grid by CAGE_INSET cells
    for (const p of l.loops.flat()) {
      const fx = ((p.x - x) / cell) % 1;
      const fy = ((p.y - y) / cell) % 1;
      expect(Math.min(Math.abs(fx - CAGE_INSET), Math.abs(fx - (1 - CAGE_INSET)))).toBeLessThan(1e-9);
      expect(Math.min(Math.abs(fy - CAGE_INSET), Math.abs(fy - (1 - CAGE_INSET)))).toBeLessThan(1e-9);
    }
    expect(l.loops).toHaveLength(1);
    expect(l.loops[0]).toHaveLength(6); // an L has six corners
    // the sum in the top-left quarter of cell 1 (row 0, column 1), over the loop's corner
    expect(l.sumCx - x).toBeGreaterThan(cell);
    expect(l.sumCx - x).toBeLessThan(1.5 * cell);
    expect(l.sumCy - y).toBeLessThan(0.5 * cell);
    const corner = { x: x + (1 + CAGE_INSET) * cell, y: y + CAGE_INSET * cell };
    const b = l.sumBack;
    expect(corner.x > b.x && corner.x < b.x + b.width && corner.y > b.y && corner.y < b.y + b.height).toBe(true);
  });

  it('16x16: givens 10-16 are numbers, all digits one size; a solution grid marks givens and leaves cages out', () => {
    const puzzle = 'G9A1' + '.'.repeat(252);
    const plan = planGrid({ puzzle, rules: { size: 16 } }, SLOT);
    expect(plan.digits.map((d) => d.value)).toEqual([16, 9, 10, 1]);
    expect(new Set(plan.digits.map((d) => d.fontSize)).size).toBe(1);
    const killer = { puzzle: '.'.repeat(16), rules: { size: 4 as const, cages: [{ sum: 10, cells: [0, 1, 2, 3] }] } };
    const solved = planGrid(killer, SLOT, { solution: '1234341221434321' });
    expect(solved.cages).toEqual([]);
    expect(solved.digits.every((d) => !d.given)).toBe(true);
  });

  it('X, Windoku and tints: two diagonals corner to corner, four 3x3 windows, neighbouring cages tinted apart', () => {
    const plan = planGrid({ puzzle: '.'.repeat(81), rules: { diagonals: true, windows: true, cages: [{ sum: 3, cells: [0, 1] }, { sum: 4, cells: [2, 3] }, { sum: 5, cells: [10, 11] }] } }, SLOT, { tints: true });
    const { x, y, side, cell } = plan;
    expect(plan.diagonals).toEqual([{ x1: x, y1: y, x2: x + side, y2: y + side }, { x1: x + side, y1: y, x2: x, y2: y + side }]);
    expect(plan.shades.map((r) => [(r.x - x) / cell, (r.y - y) / cell, r.width / cell])).toEqual([[1, 1, 3], [5, 1, 3], [1, 5, 3], [5, 5, 3]].map(([c, r, w]) => [c, r, w]));
    expect(plan.tints).toHaveLength(3);
    expect(new Set(plan.tints.map((t) => t.colour)).size).toBe(3); // all three touch one another
  });

  it('mergeSegments joins touching runs and keeps gaps', () => {
    expect(mergeSegments([{ x1: 1, y1: 0, x2: 1, y2: 1 }, { x1: 1, y1: 1, x2: 1, y2: 2 }, { x1: 1, y1: 3, x2: 1, y2: 4 }])).toEqual([
      { x1: 1, y1: 0, x2: 1, y2: 2 },
      { x1: 1, y1: 3, x2: 1, y2: 4 },
    ]);
  });
});
