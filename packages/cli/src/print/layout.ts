/**
 * Page geometry for `print`, in points with the origin at the top left (as pdfkit and SVG use):
 * where the running head, the page number, each puzzle grid and its label go. Pure numbers, so
 * the PDF and SVG writers share it and tests can check it without drawing.
 *
 * A bound book's gutter widens the inner margin: the left one on right-hand (odd) pages, the
 * right one on left-hand (even) pages.
 */
import type { Margins, PageSize } from './units.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One puzzle's place on a page: the square grid and the label line above it. */
export interface Slot {
  /** Top-left corner and side of the grid. */
  x: number;
  y: number;
  size: number;
  /** Baseline of the label line above the grid, and its font size (0: no label line). */
  labelBaseline: number;
  labelSize: number;
}

export interface PageLayout {
  /** Running head baseline (0: no head) and the page number's baseline. */
  headBaseline: number;
  footBaseline: number;
  /** Font size of the head and foot lines. */
  runningSize: number;
  /** The text area left and right (for centring the head and foot). */
  left: number;
  right: number;
  slots: Slot[];
  /** `--solutions each-page`: small solution grids in a band at the foot of the page. */
  solutionSlots: Slot[];
}

export interface LayoutOptions {
  page: PageSize;
  margins: Margins;
  gutter: number;
  perPage: number;
  /** A head line (the title) on every page. */
  head: boolean;
  /** A label line above each grid (number, level, minutes). */
  labels: boolean;
  /** Reserve a band at the foot for this many small solution grids (`--solutions each-page`). */
  footSolutions?: number;
}

/** Columns and rows for n grids; a landscape area gets the wider arrangement. */
export function gridShape(n: number, landscape: boolean): { cols: number; rows: number } {
  const shapes: Record<number, [number, number]> = { 1: [1, 1], 2: [1, 2], 3: [1, 3], 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4] };
  const [cols, rows] = shapes[n] ?? [Math.ceil(Math.sqrt(n)), Math.ceil(n / Math.ceil(Math.sqrt(n)))];
  return landscape ? { cols: rows, rows: cols } : { cols, rows };
}

/** The label font for a grid of this side: small, readable, never dominant. */
function labelSizeFor(side: number): number {
  return Math.max(5.5, Math.min(12, side * 0.04));
}

/** n grids with optional label lines, spread evenly over a box, each as large as fits. */
export function slotsIn(area: Box, n: number, labels: boolean): Slot[] {
  const { cols, rows } = gridShape(n, area.width > area.height * 1.15);
  const gap = Math.max(8, Math.min(24, 0.06 * Math.min(area.width, area.height)));
  const cellW = (area.width - (cols - 1) * gap) / cols;
  const cellH = (area.height - (rows - 1) * gap) / rows;
  const labelSize = labels ? labelSizeFor(Math.min(cellW, cellH)) : 0;
  const labelBand = labels ? labelSize * 1.7 : 0;
  const size = Math.max(0, Math.min(cellW, cellH - labelBand));
  const slots: Slot[] = [];
  for (let k = 0; k < n; k++) {
    const col = k % cols;
    const row = Math.floor(k / cols);
    const x = area.x + col * (cellW + gap) + (cellW - size) / 2;
    const top = area.y + row * (cellH + gap) + (cellH - size - labelBand) / 2;
    const y = top + labelBand;
    slots.push({ x, y, size, labelBaseline: labels ? y - labelSize * 0.55 : 0, labelSize });
  }
  return slots;
}

/** The text area of a page: margins, with the gutter on the inner side. */
export function textArea(options: Pick<LayoutOptions, 'page' | 'margins' | 'gutter'>, pageIndex: number): Box {
  const { page, margins, gutter } = options;
  const recto = pageIndex % 2 === 0; // page 1 (index 0) is a right-hand page
  const left = margins.left + (recto ? gutter : 0);
  const right = margins.right + (recto ? 0 : gutter);
  return { x: left, y: margins.top, width: page.width - left - right, height: page.height - margins.top - margins.bottom };
}

export function pageLayout(options: LayoutOptions, pageIndex: number): PageLayout {
  const area = textArea(options, pageIndex);
  const runningSize = Math.max(7, Math.min(11, Math.min(options.page.width, options.page.height) * 0.018));
  const headBand = options.head ? runningSize * 2.4 : 0;
  const footBand = runningSize * 2.4;
  const body: Box = { x: area.x, y: area.y + headBand, width: area.width, height: area.height - headBand - footBand };
  let solutionSlots: Slot[] = [];
  if (options.footSolutions) {
    // Small solution grids in one row at the foot, at most a fifth of the body high.
    const n = options.footSolutions;
    const gap = Math.max(6, body.width * 0.02);
    const side = Math.min((body.width - (n - 1) * gap) / n, body.height * 0.2);
    const labelSize = labelSizeFor(side);
    const band = side + labelSize * 1.7;
    const bandTop = body.y + body.height - band;
    const rowWidth = n * side + (n - 1) * gap;
    solutionSlots = Array.from({ length: n }, (_, k) => {
      const x = body.x + (body.width - rowWidth) / 2 + k * (side + gap);
      const y = bandTop + labelSize * 1.7;
      return { x, y, size: side, labelBaseline: y - labelSize * 0.55, labelSize };
    });
    body.height -= band + gap * 2;
  }
  return {
    headBaseline: options.head ? area.y + runningSize : 0,
    footBaseline: area.y + area.height - runningSize * 0.4,
    runningSize,
    left: area.x,
    right: area.x + area.width,
    slots: slotsIn(body, options.perPage, options.labels),
    solutionSlots,
  };
}

/** Line widths for a grid of this side: thick box lines, thin cell lines (at least a hairline). */
export function lineWidths(size: number): { thin: number; thick: number } {
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  return { thin: clamp(size * 0.0015, 0.35, 0.8), thick: clamp(size * 0.008, 1.2, 3.2) };
}
