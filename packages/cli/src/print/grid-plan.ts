/**
 * One grid of any variant as plain shapes in points (origin top left, y down), drawn alike by the
 * PDF and SVG writers and checked by tests without drawing. The conventions players know
 * (sudoku.com Killer, SudokuPad): killer cages as thin dashed outlines inset in their cells with
 * the sum small in the cage's top-left cell, on a patch of its own background so the dashes
 * break around it; jigsaw regions (and boxes) as thick borders; X diagonals as light lines;
 * Windoku windows shaded; optional soft tints in four colours so that neighbouring cages (or
 * jigsaw regions) differ. Digits 10-16 are written as numbers, never letters.
 *
 * The shapes come from the engine's draw/outline.ts (the game draws the same ones).
 */
import { areaBorders, boxRegions, cellOutline, colourAreas, sumCell, type GridSize, type Point, type Rules, type Segment } from 'sudokit';
import { lineWidths } from './layout.js';
import { capHeight, numberShape } from './font.js';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlannedDigit {
  cell: number;
  value: number;
  /** A given (dark, medium weight) or, on a solution grid, a solved digit (grey, regular). */
  given: boolean;
  /** The cell's centre, and the font size. */
  cx: number;
  cy: number;
  fontSize: number;
}

export interface PlannedCage {
  sum: number;
  /** The cage's cells (0-based, row-major) and the cell its sum is written in. */
  cells: readonly number[];
  sumCell: number;
  /** Closed loops of the dashed outline, inset in the cells. */
  loops: Point[][];
  /** The centre of the sum's ink and its font size. */
  sumCx: number;
  sumCy: number;
  sumSize: number;
  /** The patch behind the sum (the dashes stop at it), and its colour. */
  sumBack: Rect;
  sumFill: string;
}

export interface GridPlan {
  size: number;
  /** Top-left corner and side of the grid; side of one cell. */
  x: number;
  y: number;
  side: number;
  cell: number;
  /** Windoku windows, shaded. */
  shades: Rect[];
  shade: string;
  /** Soft tints (killer cages, else jigsaw regions), when asked for. */
  tints: { colour: string; loops: Point[][] }[];
  /** X: the two main diagonals. */
  diagonals: Segment[];
  diagonalColour: string;
  /** Every cell line (full length), under the thick ones. */
  thin: Segment[];
  /** Region (box or jigsaw) borders, each straight run one segment; the frame is apart. */
  thick: Segment[];
  cages: PlannedCage[];
  digits: PlannedDigit[];
  widths: { thin: number; thick: number; cage: number; diagonal: number };
  /** The cage outline's dash: ink, gap. */
  dash: [number, number];
}

/** Soft tints for areas coloured 0-3 (a fifth for the rare map that needs one). */
export const TINTS = ['#fde3e3', '#dfeefc', '#e3f5dc', '#fbf0cf', '#ece3f7'];
export const WINDOW_SHADE = '#dedede';
export const DIAGONAL_COLOUR = '#a0a0a0';

/** How far cage outlines sit inside their cells, in cells (SudokuPad's is about 0.08-0.1). */
export const CAGE_INSET = 0.09;
/** Where the sum's ink starts, from its cell's top-left corner, in cells. */
export const SUM_OFFSET = 0.055;
/** The sum's font size, in cells. */
export const SUM_SIZE = 0.25;

/** Windoku's windows: top-left cells (row, column) of the four 3x3 windows. */
const WINDOWS: readonly [number, number][] = [[1, 1], [1, 5], [5, 1], [5, 5]];

/** A cell string's digit (`.`/`0` blank, `1`-`9`, `A`-`G` for 10-16). */
export function cellValue(ch: string): number {
  const i = '123456789ABCDEFG'.indexOf(ch.toUpperCase());
  return i + 1;
}

/** The straight runs of unit segments (as areaBorders gives them), each as one segment. */
export function mergeSegments(segments: readonly Segment[]): Segment[] {
  const runs = new Map<string, [number, number][]>();
  for (const s of segments) {
    const vertical = s.x1 === s.x2;
    const key = vertical ? `v${s.x1}` : `h${s.y1}`;
    const span: [number, number] = vertical ? [Math.min(s.y1, s.y2), Math.max(s.y1, s.y2)] : [Math.min(s.x1, s.x2), Math.max(s.x1, s.x2)];
    const list = runs.get(key);
    if (list) list.push(span);
    else runs.set(key, [span]);
  }
  const out: Segment[] = [];
  for (const [key, spans] of runs) {
    spans.sort((a, b) => a[0] - b[0]);
    const at = Number(key.slice(1));
    const push = (a: number, b: number) => out.push(key[0] === 'v' ? { x1: at, y1: a, x2: at, y2: b } : { x1: a, y1: at, x2: b, y2: at });
    let [a, b] = spans[0]!;
    for (const [c, d] of spans.slice(1)) {
      if (c <= b) b = Math.max(b, d);
      else {
        push(a, b);
        [a, b] = [c, d];
      }
    }
    push(a, b);
  }
  return out;
}

export interface PlanOptions {
  /** Soft four-colour tints for cages (or jigsaw regions). */
  tints?: boolean;
  /**
   * Draw this grid's digits (a solution) with the puzzle's givens dark and the rest grey. An
   * answer key leaves the cages out (at its small size their dashes are noise around the digits);
   * regions, diagonals and windows stay.
   */
  solution?: string;
}

/** The shapes of one puzzle's grid in a square of side `slot.size` at (slot.x, slot.y). */
export function planGrid(item: { puzzle: string; rules?: Rules }, slot: { x: number; y: number; size: number }, options: PlanOptions = {}): GridPlan {
  const rules = item.rules ?? {};
  const size = (rules.size ?? 9) as GridSize;
  const { x, y } = slot;
  const side = slot.size;
  const cell = side / size;
  const px = (p: Point): Point => ({ x: x + p.x * cell, y: y + p.y * cell });
  const seg = (s: Segment): Segment => ({ x1: x + s.x1 * cell, y1: y + s.y1 * cell, x2: x + s.x2 * cell, y2: y + s.y2 * cell });
  const { thin, thick } = lineWidths(side);
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const cages = options.solution === undefined ? (rules.cages ?? []) : [];
  const killer = cages.length > 0;

  const shades: Rect[] = rules.windows ? WINDOWS.map(([r, c]) => ({ x: x + c * cell, y: y + r * cell, width: 3 * cell, height: 3 * cell })) : [];

  const tints: GridPlan['tints'] = [];
  const tintOf = new Map<number, string>(); // cell -> tint, for the sum's patch
  if (options.tints) {
    const areas: (readonly number[])[] = killer
      ? cages.map((c) => c.cells)
      : rules.regions
        ? Array.from({ length: size }, (_, k) => rules.regions!.flatMap((r, i) => (r === k ? [i] : [])))
        : [];
    const colours = colourAreas(areas, size, 4);
    areas.forEach((cells, k) => {
      const colour = TINTS[colours[k]! % TINTS.length]!;
      tints.push({ colour, loops: cellOutline(cells, size, 0).map((loop) => loop.map(px)) });
      for (const c of cells) tintOf.set(c, colour);
    });
  }

  const diagonals: Segment[] = rules.diagonals ? [seg({ x1: 0, y1: 0, x2: size, y2: size }), seg({ x1: size, y1: 0, x2: 0, y2: size })] : [];

  const thinLines: Segment[] = [];
  for (let i = 1; i < size; i++) {
    thinLines.push(seg({ x1: i, y1: 0, x2: i, y2: size }), seg({ x1: 0, y1: i, x2: size, y2: i }));
  }
  const areaOf = rules.regions ?? boxRegions(size);
  const thickLines = mergeSegments(areaBorders(areaOf, size)).map(seg);

  const sumSize = cell * SUM_SIZE;
  const sumCap = capHeight(400) * sumSize;
  const planned: PlannedCage[] = cages.map((cage) => {
    const at = sumCell(cage.cells);
    const cx0 = x + (at % size) * cell;
    const cy0 = y + Math.floor(at / size) * cell;
    const width = numberShape(400, cage.sum).width * sumSize;
    const pad = cell * 0.03;
    return {
      sum: cage.sum,
      cells: cage.cells,
      sumCell: at,
      loops: cellOutline(cage.cells, size, CAGE_INSET).map((loop) => loop.map(px)),
      sumCx: cx0 + cell * SUM_OFFSET + width / 2,
      sumCy: cy0 + cell * SUM_OFFSET + sumCap / 2,
      sumSize,
      sumBack: { x: cx0 + cell * SUM_OFFSET - pad, y: cy0 + cell * SUM_OFFSET - pad, width: width + 2 * pad, height: sumCap + 2 * pad },
      sumFill: tintOf.get(at) ?? '#fff',
    };
  });

  // Digits: smaller in a killer (the sum has the corner); in a grid with numbers 10-16 all of
  // them alike, small enough for two figures (a 1 beside a 16 at another size reads as a clue).
  const digits: PlannedDigit[] = [];
  const shown = options.solution ?? item.puzzle;
  for (let i = 0; i < size * size; i++) {
    const value = cellValue(shown[i] ?? '.');
    if (value === 0) continue;
    const given = options.solution === undefined || item.puzzle[i] === shown[i];
    const fontSize = cell * (size > 9 ? 0.48 : killer ? 0.52 : 0.62);
    digits.push({ cell: i, value, given, cx: x + ((i % size) + 0.5) * cell, cy: y + (Math.floor(i / size) + 0.5) * cell, fontSize });
  }

  return {
    size,
    x,
    y,
    side,
    cell,
    shades,
    shade: WINDOW_SHADE,
    tints,
    diagonals,
    diagonalColour: DIAGONAL_COLOUR,
    thin: thinLines,
    thick: thickLines,
    cages: planned,
    digits,
    widths: { thin, thick, cage: clamp(cell * 0.022, 0.3, 0.9), diagonal: clamp(cell * 0.03, 0.4, 1.4) },
    dash: [cell * 0.075, cell * 0.055],
  };
}
