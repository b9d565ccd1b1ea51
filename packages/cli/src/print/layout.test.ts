import { describe, expect, it } from 'vitest';
import { gridShape, pageLayout, slotsIn } from './layout.js';

describe('layout', () => {
  const page = { width: 432, height: 648 };
  const margins = { top: 36, right: 36, bottom: 36, left: 36 };

  it('grid shapes: portrait columns x rows, landscape swapped', () => {
    expect([1, 2, 4, 6, 9].map((n) => gridShape(n, false))).toEqual([
      { cols: 1, rows: 1 },
      { cols: 1, rows: 2 },
      { cols: 2, rows: 2 },
      { cols: 2, rows: 3 },
      { cols: 3, rows: 3 },
    ]);
    expect(gridShape(2, true)).toEqual({ cols: 2, rows: 1 });
  });

  it('every grid stays inside the text area, and grids never overlap', () => {
    for (const perPage of [1, 2, 4, 6]) {
      for (const gutter of [0, 27]) {
        for (const index of [0, 1]) {
          const layout = pageLayout({ page, margins, gutter, perPage, head: true, labels: true, footSolutions: perPage }, index);
          const left = index === 0 ? 36 + gutter : 36;
          const right = index === 0 ? 396 : 396 - gutter;
          const boxes = [...layout.slots, ...layout.solutionSlots].map((s) => ({ x0: s.x, x1: s.x + s.size, y0: s.labelBaseline - s.labelSize, y1: s.y + s.size }));
          for (const b of boxes) {
            expect(b.x0).toBeGreaterThanOrEqual(left - 1e-9);
            expect(b.x1).toBeLessThanOrEqual(right + 1e-9);
            expect(b.y0).toBeGreaterThanOrEqual(36 - 1e-9);
            expect(b.y1).toBeLessThanOrEqual(layout.footBaseline);
          }
          for (let i = 0; i < boxes.length; i++) {
            for (let j = i + 1; j < boxes.length; j++) {
              const [p, q] = [boxes[i], boxes[j]];
              expect(p.x1 <= q.x0 || q.x1 <= p.x0 || p.y1 <= q.y0 || q.y1 <= p.y0).toBe(true);
            }
          }
        }
      }
    }
  });

  it('slots are square grids as large as the area allows', () => {
    const [slot] = slotsIn({ x: 0, y: 0, width: 300, height: 1000 }, 1, false);
    expect(slot.size).toBe(300);
  });
});
