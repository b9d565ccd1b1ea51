/**
 * Geometry for drawing variant puzzles, shared by the game and print so that both draw the same
 * shapes: a killer cage's dashed outline inset in its cells, jigsaw region borders, the cell a
 * cage's sum goes in, and four-colour tints so that neighbouring cages or regions differ.
 * Units are cells: a point (x, y) is column x, row y, from 0 to `size`; y grows downwards.
 */
import { checkInteger, checkNumber, describeValue } from '../validate.js';

function checkCells(fn: string, name: string, cells: unknown, size: number): asserts cells is readonly number[] {
  if (!Array.isArray(cells)) throw new TypeError(`${fn}: ${name} must be an array of cell indexes, got ${describeValue(cells)}`);
  cells.forEach((cell, i) => checkInteger(fn, `${name}[${i}]`, cell, 0, size * size - 1));
}

/** A point in cell units: column `x`, row `y` (y grows downwards). */
export interface Point {
  x: number;
  y: number;
}

/** A straight line between two points in cell units. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * The closed loops around a set of cells, each as its corner points in order (clockwise on the
 * screen), moved `inset` cells inwards (0 draws on the cell edges; cage outlines use about 0.1).
 * A cage usually gives one loop; one with a hole gives two, and cells that touch only at a corner
 * are outlined apart, as a solver reads them.
 */
export function cellOutline(cells: readonly number[], size: number, inset = 0): Point[][] {
  checkInteger('cellOutline', 'size', size, 1, 16);
  checkCells('cellOutline', 'cells', cells, size);
  checkNumber('cellOutline', 'inset', inset, { min: 0 });
  if (inset >= 0.5) throw new RangeError(`cellOutline: inset must be below 0.5 cells, got ${inset}`);
  const inside = new Set(cells);
  const has = (r: number, c: number): boolean => r >= 0 && c >= 0 && r < size && c < size && inside.has(r * size + c);
  // directed boundary edges, interior on the right-hand side (screen coordinates)
  const out = new Map<number, Array<[number, number, number, number]>>();
  const key = (x: number, y: number): number => y * (size + 1) + x;
  const add = (x1: number, y1: number, x2: number, y2: number): void => {
    const k = key(x1, y1);
    const list = out.get(k);
    if (list) list.push([x1, y1, x2, y2]);
    else out.set(k, [[x1, y1, x2, y2]]);
  };
  for (const cell of inside) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    if (!has(r - 1, c)) add(c, r, c + 1, r);
    if (!has(r, c + 1)) add(c + 1, r, c + 1, r + 1);
    if (!has(r + 1, c)) add(c + 1, r + 1, c, r + 1);
    if (!has(r, c - 1)) add(c, r + 1, c, r);
  }
  const loops: Point[][] = [];
  for (;;) {
    let start: [number, number, number, number] | undefined;
    for (const list of out.values()) if (list.length > 0) { start = list.pop(); break; }
    if (!start) break;
    const corners: Point[] = [];
    let edge = start;
    for (;;) {
      corners.push({ x: edge[0], y: edge[1] });
      const dx = edge[2] - edge[0];
      const dy = edge[3] - edge[1];
      const next = out.get(key(edge[2], edge[3]));
      if (!next || next.length === 0) break; // back at the start
      // where two cells touch at a corner, turn right (towards this cell) so the loops stay apart
      let pick = 0;
      if (next.length > 1) {
        const right = next.findIndex((e) => e[2] - e[0] === -dy && e[3] - e[1] === dx);
        pick = right >= 0 ? right : 0;
      }
      edge = next.splice(pick, 1)[0]!;
    }
    loops.push(insetLoop(dropStraight(corners), inset));
  }
  return loops;
}

function dropStraight(points: Point[]): Point[] {
  const n = points.length;
  return points.filter((p, i) => {
    const a = points[(i + n - 1) % n]!;
    const b = points[(i + 1) % n]!;
    return (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x) !== 0;
  });
}

// Every corner is a right angle, so moving it along the sum of the two inward normals works for
// convex and concave corners alike.
function insetLoop(points: Point[], inset: number): Point[] {
  if (inset === 0) return points;
  const n = points.length;
  return points.map((p, i) => {
    const a = points[(i + n - 1) % n]!;
    const b = points[(i + 1) % n]!;
    const inX = Math.sign(p.x - a.x), inY = Math.sign(p.y - a.y);
    const outX = Math.sign(b.x - p.x), outY = Math.sign(b.y - p.y);
    // inward normal of a direction (dx, dy) is (-dy, dx) with y downwards
    return { x: p.x + inset * (-inY - outY), y: p.y + inset * (inX + outX) };
  });
}

/** The cell a cage's sum is written in, by the usual convention: its top row's leftmost cell. */
export function sumCell(cells: readonly number[]): number {
  checkCells('sumCell', 'cells', cells, 16);
  if (cells.length === 0) throw new RangeError('sumCell: cells must not be empty');
  let best = Infinity;
  for (const cell of cells) if (cell < best) best = cell;
  return best;
}

/**
 * The unit-length cell edges between cells of different areas (jigsaw regions, or boxes), for
 * thick borders; the grid's outer frame is not included. `areaOf` gives each cell's area.
 */
export function areaBorders(areaOf: ArrayLike<number>, size: number): Segment[] {
  checkInteger('areaBorders', 'size', size, 1, 16);
  if (areaOf === null || typeof areaOf !== 'object' || (areaOf as ArrayLike<number>).length !== size * size) {
    throw new TypeError(`areaBorders: areaOf must have ${size * size} entries, got ${describeValue(areaOf)}`);
  }
  const segments: Segment[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const a = areaOf[r * size + c];
      if (c + 1 < size && areaOf[r * size + c + 1] !== a) segments.push({ x1: c + 1, y1: r, x2: c + 1, y2: r + 1 });
      if (r + 1 < size && areaOf[(r + 1) * size + c] !== a) segments.push({ x1: c, y1: r + 1, x2: c + 1, y2: r + 1 });
    }
  }
  return segments;
}

/**
 * A colour index (0 .. colours-1) per area so that areas sharing an edge differ: four colours for
 * cages as sudoku.com and SudokuPad tint them. `areas` lists each area's cells; cells in no area
 * are ignored. Exact by backtracking (most-constrained area first) with a bounded effort; if that
 * runs out, the greedy colouring is returned, which may use one colour more than asked.
 */
export function colourAreas(areas: ReadonlyArray<readonly number[]>, size: number, colours = 4): number[] {
  checkInteger('colourAreas', 'size', size, 1, 16);
  checkInteger('colourAreas', 'colours', colours, 1, 64);
  if (!Array.isArray(areas)) throw new TypeError(`colourAreas: areas must be an array of cell lists, got ${describeValue(areas)}`);
  areas.forEach((cells, i) => checkCells('colourAreas', `areas[${i}]`, cells, size));
  const n = areas.length;
  const areaOf = new Int32Array(size * size).fill(-1);
  areas.forEach((cells, i) => { for (const cell of cells) areaOf[cell] = i; });
  const near: Array<Set<number>> = areas.map(() => new Set<number>());
  for (let cell = 0; cell < size * size; cell++) {
    const a = areaOf[cell]!;
    if (a < 0) continue;
    const r = Math.floor(cell / size), c = cell % size;
    for (const other of [c + 1 < size ? cell + 1 : -1, r + 1 < size ? cell + size : -1]) {
      const b = other >= 0 ? areaOf[other]! : -1;
      if (b >= 0 && b !== a) { near[a]!.add(b); near[b]!.add(a); }
    }
  }
  const colour = new Array<number>(n).fill(-1);
  let effort = 20000;
  const pickNext = (): number => {
    let best = -1, bestSat = -1, bestDeg = -1;
    for (let i = 0; i < n; i++) {
      if (colour[i]! >= 0) continue;
      const used = new Set<number>();
      for (const j of near[i]!) if (colour[j]! >= 0) used.add(colour[j]!);
      if (used.size > bestSat || (used.size === bestSat && near[i]!.size > bestDeg)) {
        best = i; bestSat = used.size; bestDeg = near[i]!.size;
      }
    }
    return best;
  };
  const search = (): boolean => {
    const i = pickNext();
    if (i < 0) return true;
    if (--effort < 0) return false;
    for (let k = 0; k < colours; k++) {
      let clash = false;
      for (const j of near[i]!) if (colour[j] === k) { clash = true; break; }
      if (clash) continue;
      colour[i] = k;
      if (search()) return true;
      colour[i] = -1;
    }
    return false;
  };
  if (search()) return colour;
  colour.fill(-1);
  for (;;) {
    const i = pickNext();
    if (i < 0) return colour;
    let k = 0;
    while ([...near[i]!].some((j) => colour[j] === k)) k++;
    colour[i] = k;
  }
}
