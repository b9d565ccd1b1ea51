/**
 * Checks of a rules value and of givens against it, as errors with codes in a union (as
 * grid.ts's GridError): one message a person understands, naming the position and the reason.
 * Nothing here throws on bad input; compile.ts turns an accepted value into the compiled form.
 */
import { type Cage, type GridSize, type Rules, BOX_SHAPE, GRID_SIZES } from './rules.js';
import { maxCageSum, minCageSum } from './combos.js';
import { type Result, ok, err } from '../result.js';
import { describeValue } from '../validate.js';

/** Why a rules value (or givens under it) was refused; RulesError.message says where. */
export type RulesErrorCode =
  | 'bad-rules'
  | 'unknown-key'
  | 'bad-size'
  | 'bad-regions'
  | 'bad-region-label'
  | 'region-size'
  | 'region-disconnected'
  | 'bad-diagonals'
  | 'bad-windows'
  | 'windows-size'
  | 'bad-cages'
  | 'bad-cage'
  | 'cage-empty'
  | 'cage-too-large'
  | 'cage-cell-range'
  | 'cage-repeated-cell'
  | 'cage-overlap'
  | 'cage-sum'
  // givens against the rules
  | 'bad-givens'
  | 'repeated-digit'
  | 'cage-repeated-digit'
  | 'cage-sum-exceeded'
  | 'cage-sum-unreachable';

/** A position as players read it: `index` 0-based row-major, `row` and `column` 1-based. */
export interface CellPosition {
  index: number;
  row: number;
  column: number;
}

/** A rules (or givens) error as a value. */
export interface RulesError {
  code: RulesErrorCode;
  /** One line, e.g. "cage 3 (sum 50, 4 cells): impossible sum; 4 distinct digits 1-9 add up to 10-30". */
  message: string;
  /** The cell at fault, when one is. */
  cell?: CellPosition;
  /** The other cell (a repeated cell, an overlap, a repeated digit). */
  other?: CellPosition;
  /** The region label (region errors). */
  region?: number;
  /** The cage's index in rules.cages (cage errors). */
  cage?: number;
  /** The digit (repeated digits). */
  digit?: number;
  /** The unit, e.g. "row 3", "region 2", "the main diagonal" (repeated-digit). */
  unit?: string;
  /** The key refused (unknown-key) or the field at fault. */
  key?: string;
}

/** A RangeError (a bad argument value) that carries the RulesError. */
export class RulesParseError extends RangeError {
  readonly error: RulesError;
  constructor(error: RulesError) {
    super(error.message);
    this.name = 'RulesParseError';
    this.error = error;
  }
}

export function cellPosition(index: number, size: number): CellPosition {
  return { index, row: Math.floor(index / size) + 1, column: (index % size) + 1 };
}

export function cellLabel(index: number, size: number): string {
  return `r${Math.floor(index / size) + 1}c${(index % size) + 1}`;
}

const RULES_KEYS = ['size', 'regions', 'diagonals', 'windows', 'cages'];
const CAGE_KEYS = ['sum', 'cells'];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !ArrayBuffer.isView(v);
}

function isList(v: unknown): v is ArrayLike<unknown> {
  return Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function unknownKey(o: Record<string, unknown>, allowed: string[], where: string): RulesError | undefined {
  for (const key of Object.keys(o)) {
    if (!allowed.includes(key)) {
      return { code: 'unknown-key', key, message: `${where}: unknown key ${JSON.stringify(key)}; expected ${allowed.join(', ')}` };
    }
  }
  return undefined;
}

/** The usual boxes of a size: each cell's box, row-major. */
export function boxRegions(size: GridSize): number[] {
  const { rows, columns } = BOX_SHAPE[size];
  const out = new Array<number>(size * size);
  for (let i = 0; i < size * size; i++) {
    const r = Math.floor(i / size);
    const c = i % size;
    out[i] = Math.floor(r / rows) * (size / columns) + Math.floor(c / columns);
  }
  return out;
}

function checkRegions(value: unknown, size: number): RulesError | undefined {
  const cells = size * size;
  if (!isList(value)) return { code: 'bad-regions', key: 'regions', message: `regions must be an array of ${cells} region numbers 0-${size - 1}, got ${describeValue(value)}` };
  if (value.length !== cells) return { code: 'bad-regions', key: 'regions', message: `regions must have ${cells} entries (one per cell of a ${size}x${size} grid), got ${value.length}` };
  const members: number[][] = Array.from({ length: size }, () => []);
  for (let i = 0; i < cells; i++) {
    const r = value[i];
    if (!isInt(r) || r < 0 || r >= size) {
      return { code: 'bad-region-label', key: 'regions', cell: cellPosition(i, size), message: `regions: ${cellLabel(i, size)} has region ${describeValue(r)}; expected an integer 0-${size - 1}` };
    }
    members[r].push(i);
  }
  for (let r = 0; r < size; r++) {
    const m = members[r];
    if (m.length !== size) {
      return { code: 'region-size', key: 'regions', region: r, ...(m.length ? { cell: cellPosition(m[0], size) } : {}), message: `region ${r} has ${m.length} cells; each region needs exactly ${size}` };
    }
    // Connected through edge neighbours: flood from the first cell.
    const seen = new Set<number>([m[0]]);
    const stack = [m[0]];
    while (stack.length) {
      const c = stack.pop()!;
      const row = Math.floor(c / size);
      const col = c % size;
      const next = [row > 0 ? c - size : -1, row < size - 1 ? c + size : -1, col > 0 ? c - 1 : -1, col < size - 1 ? c + 1 : -1];
      for (const n of next) {
        if (n >= 0 && value[n] === r && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    if (seen.size !== size) {
      const apart = m.find((c) => !seen.has(c))!;
      return { code: 'region-disconnected', key: 'regions', region: r, cell: cellPosition(apart, size), message: `region ${r} is not connected: ${cellLabel(apart, size)} is cut off from ${cellLabel(m[0], size)}` };
    }
  }
  return undefined;
}

function checkCages(value: unknown, size: number): RulesError | undefined {
  const cells = size * size;
  if (!Array.isArray(value)) return { code: 'bad-cages', key: 'cages', message: `cages must be an array of { sum, cells }, got ${describeValue(value)}` };
  const owner = new Int32Array(cells).fill(-1);
  for (let c = 0; c < value.length; c++) {
    const cage = value[c] as unknown;
    const where = `cage ${c + 1}`;
    if (!isObject(cage)) return { code: 'bad-cage', cage: c, message: `${where} must be an object { sum, cells }, got ${describeValue(cage)}` };
    const unknown = unknownKey(cage, CAGE_KEYS, where);
    if (unknown) return { ...unknown, cage: c };
    const list = cage.cells;
    if (!isList(list)) return { code: 'bad-cage', cage: c, key: 'cells', message: `${where}: cells must be an array of cell indices, got ${describeValue(list)}` };
    if (list.length === 0) return { code: 'cage-empty', cage: c, message: `${where} has no cells` };
    if (list.length > size) return { code: 'cage-too-large', cage: c, message: `${where} has ${list.length} cells; a cage of distinct digits 1-${size} holds at most ${size}` };
    for (let k = 0; k < list.length; k++) {
      const i = list[k];
      if (!isInt(i) || i < 0 || i >= cells) {
        return { code: 'cage-cell-range', cage: c, message: `${where}: cell ${describeValue(i)} is not a cell index 0-${cells - 1}` };
      }
      if (owner[i] === c) {
        return { code: 'cage-repeated-cell', cage: c, cell: cellPosition(i, size), message: `${where} lists ${cellLabel(i, size)} (cell ${i}) twice` };
      }
      if (owner[i] >= 0) {
        return { code: 'cage-overlap', cage: c, cell: cellPosition(i, size), message: `${where} and cage ${owner[i] + 1} both hold ${cellLabel(i, size)} (cell ${i}); cages may not overlap` };
      }
      owner[i] = c;
    }
    const sum = cage.sum;
    const k = list.length;
    if (!isInt(sum)) return { code: 'bad-cage', cage: c, key: 'sum', message: `${where}: sum must be an integer, got ${describeValue(sum)}` };
    const lo = minCageSum(k);
    const hi = maxCageSum(size, k);
    if (sum < lo || sum > hi) {
      return {
        code: 'cage-sum',
        cage: c,
        cell: cellPosition(list[0] as number, size),
        message: `${where} (at ${cellLabel(list[0] as number, size)}): impossible sum ${sum}; ${k} distinct digit${k > 1 ? 's' : ''} 1-${size} add up to ${lo}-${hi}`,
      };
    }
  }
  return undefined;
}

/**
 * Check a rules value: known keys only, a supported size, regions (right length, labels in
 * range, each region `size` connected cells), windows on 9x9 only, cages (non-empty, at most
 * `size` cells, cells in range and not repeated, no cell in two cages, a reachable sum).
 * Returns a normalized, frozen copy (size always set; false and empty fields dropped).
 */
export function checkRules(rules: unknown): Result<Rules, RulesError> {
  if (!isObject(rules)) return err({ code: 'bad-rules', message: `rules must be an object, got ${describeValue(rules)}` });
  const unknown = unknownKey(rules, RULES_KEYS, 'rules');
  if (unknown) return err(unknown);
  const size = rules.size === undefined ? 9 : rules.size;
  if (!GRID_SIZES.includes(size as GridSize)) {
    return err({ code: 'bad-size', key: 'size', message: `size must be one of ${GRID_SIZES.join(', ')}, got ${describeValue(rules.size)}` });
  }
  const n = size as GridSize;
  if (rules.regions !== undefined) {
    const e = checkRegions(rules.regions, n);
    if (e) return err(e);
  }
  if (rules.diagonals !== undefined && typeof rules.diagonals !== 'boolean') {
    return err({ code: 'bad-diagonals', key: 'diagonals', message: `diagonals must be true or false, got ${describeValue(rules.diagonals)}` });
  }
  if (rules.windows !== undefined && typeof rules.windows !== 'boolean') {
    return err({ code: 'bad-windows', key: 'windows', message: `windows must be true or false, got ${describeValue(rules.windows)}` });
  }
  if (rules.windows && n !== 9) {
    return err({ code: 'windows-size', key: 'windows', message: `windows (Windoku) need a 9x9 grid; this one is ${n}x${n}` });
  }
  if (rules.cages !== undefined) {
    const e = checkCages(rules.cages, n);
    if (e) return err(e);
  }
  const out: Rules = { size: n };
  if (rules.regions !== undefined) out.regions = Object.freeze(Array.from(rules.regions as ArrayLike<number>));
  if (rules.diagonals) out.diagonals = true;
  if (rules.windows) out.windows = true;
  const cages = rules.cages as readonly Cage[] | undefined;
  if (cages && cages.length) {
    out.cages = Object.freeze(cages.map((c) => Object.freeze({ sum: c.sum, cells: Object.freeze(Array.from(c.cells)) })));
  }
  return ok(Object.freeze(out));
}
