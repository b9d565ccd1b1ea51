import { describe, expect, it } from 'vitest';
import { areaBorders, cellOutline, colourAreas, sumCell } from './outline.js';

describe('cellOutline', () => {
  it('outlines one cell clockwise, inset towards its middle', () => {
    const [edges] = cellOutline([0], 4);
    expect(edges).toHaveLength(4);
    expect(edges).toEqual(expect.arrayContaining([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }]));
    const [loop] = cellOutline([5], 4, 0.1);
    expect(loop).toHaveLength(4);
    for (const p of loop!) {
      expect(p.x === 1.1 || p.x === 1.9).toBe(true);
      expect(p.y === 1.1 || p.y === 1.9).toBe(true);
    }
  });

  it('gives an L-shaped cage six corners, the concave one moved inwards too', () => {
    // cells (0,0), (1,0), (1,1) on a 4x4 grid: an L
    const [loop] = cellOutline([0, 4, 5], 4, 0.1);
    expect(loop).toHaveLength(6);
    const concave = loop!.find((p) => Math.abs(p.x - 0.9) < 1e-9 && Math.abs(p.y - 1.1) < 1e-9);
    expect(concave).toBeDefined();
  });

  it('outlines cells that touch only at a corner as two loops, and a ring as two', () => {
    expect(cellOutline([0, 5], 4)).toHaveLength(2);
    // a 3x3 block minus its middle on a 5x5 grid: the outer loop and the hole
    expect(cellOutline([0, 1, 2, 5, 7, 10, 11, 12], 5)).toHaveLength(2);
  });
});

describe('sumCell, areaBorders, colourAreas', () => {
  it('puts the sum in the top row’s leftmost cell', () => {
    expect(sumCell([13, 4, 5, 12])).toBe(4);
  });

  it('draws borders only between different areas', () => {
    const boxes = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
    const borders = areaBorders(boxes, 4);
    expect(borders).toHaveLength(8);
    expect(borders.every((s) => s.x1 === 2 && s.x2 === 2 || s.y1 === 2 && s.y2 === 2)).toBe(true);
  });

  it('colours neighbouring areas differently with four colours', () => {
    // 9x9 grid cut into 1x2 dominoes: a dense planar map
    const areas: number[][] = [];
    for (let r = 0; r < 9; r++) for (let c = 0; c + 1 < 9; c += 2) areas.push([r * 9 + c, r * 9 + c + 1]);
    const colour = colourAreas(areas, 9);
    const areaOf = new Map<number, number>();
    areas.forEach((cells, i) => cells.forEach((cell) => areaOf.set(cell, i)));
    for (const [cell, a] of areaOf) {
      expect(colour[a]).toBeGreaterThanOrEqual(0);
      expect(colour[a]).toBeLessThan(4);
      const right = cell % 9 < 8 ? areaOf.get(cell + 1) : undefined;
      const down = areaOf.get(cell + 9);
      if (right !== undefined && right !== a) expect(colour[right]).not.toBe(colour[a]);
      if (down !== undefined && down !== a) expect(colour[down]).not.toBe(colour[a]);
    }
  });
});
