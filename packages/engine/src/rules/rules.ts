/**
 * The rules of a puzzle as plain data: what every variant is (Variants I).
 * Classic 9x9 is the default value; every other variant is this shape with more fields, and
 * combinations (killer on a jigsaw, X + killer) are just several fields set at once.
 * `validateRules` checks a value and `compileRules` turns it into what consumers read
 * (units, peers, cage tables): see validate.ts and compile.ts beside this file.
 */

/** Grid sizes with their usual boxes: 4 (2x2), 6 (2 rows x 3 columns), 9 (3x3), 12 (3 rows x 4 columns), 16 (4x4). */
export type GridSize = 4 | 6 | 9 | 12 | 16;

/** Every grid size the rules allow, smallest first. */
export const GRID_SIZES: readonly GridSize[] = Object.freeze([4, 6, 9, 12, 16] as GridSize[]);

/** Box height and width (rows x columns) for each size. */
export const BOX_SHAPE: Readonly<Record<GridSize, { rows: number; columns: number }>> = Object.freeze({
  4: Object.freeze({ rows: 2, columns: 2 }),
  6: Object.freeze({ rows: 2, columns: 3 }),
  9: Object.freeze({ rows: 3, columns: 3 }),
  12: Object.freeze({ rows: 3, columns: 4 }),
  16: Object.freeze({ rows: 4, columns: 4 }),
});

/** A killer cage: its cells (0-based, row-major) hold distinct digits that add up to `sum`. */
export interface Cage {
  sum: number;
  cells: readonly number[];
}

/** What a puzzle's rules are, beside its givens. */
export interface Rules {
  /** Side length; 9 when absent. */
  size?: GridSize;
  /**
   * Jigsaw: each cell's region, 0 .. size-1, row-major (size² entries). Absent: the usual boxes.
   * Each region has `size` connected cells.
   */
  regions?: readonly number[];
  /** X: both main diagonals hold each digit once. */
  diagonals?: boolean;
  /** Windoku (9x9 only): the four extra 3x3 windows with top-left cells (1,1), (1,5), (5,1), (5,5). */
  windows?: boolean;
  /** Killer cages; they need not cover the grid and a cage may be one cell. */
  cages?: readonly Cage[];
}

/** A puzzle of any variant: rules and givens (size² digits, row-major, 0 = blank). */
export interface Puzzle {
  rules: Rules;
  givens: Uint8Array;
}

/** The classic rules: 9x9 with 3x3 boxes. */
export const CLASSIC: Readonly<Rules> = Object.freeze({ size: 9 as GridSize });

/** The size a rules value means (9 when absent). */
export function sizeOf(rules: Rules): GridSize {
  return rules.size ?? 9;
}

/** True when the rules are plain classic 9x9 (the bitboard solver's fast path applies). */
export function isClassic(rules: Rules): boolean {
  return (
    sizeOf(rules) === 9 &&
    rules.regions === undefined &&
    !rules.diagonals &&
    !rules.windows &&
    (rules.cages === undefined || rules.cages.length === 0)
  );
}
