/**
 * A puzzle's shape as the game reads it (issue 29): its size, its rules compiled once by the
 * engine (units, peers, cages, regions), and how its digits are written in a puzzle string.
 * Classic 9x9 is the geometry of a game without rules, so every classic save and move reads as
 * it always did. Geometries are shared (one per distinct rules value), so a board can carry its own.
 */
import { type CompiledRules, type Rules, compileRules, validateRules } from 'sudokit';

export interface Geometry {
  /** Side length: 4, 6, 9, 12 or 16. */
  readonly size: number;
  /** size². */
  readonly cells: number;
  /** The normalized rules (size always set). */
  readonly rules: Rules;
  readonly compiled: CompiledRules;
  /** Plain classic 9x9: the engine's bitboard paths apply. */
  readonly classic: boolean;
  /** The rules as one string (equal rules, equal key). */
  readonly key: string;
}

/** Digits as puzzle strings write them: 1-9 then A-G for 10-16 (the compact form's alphabet). */
export const DIGIT_CHARS = '123456789ABCDEFG';

const cache = new Map<string, Geometry>();
const byObject = new WeakMap<object, Geometry>();

export function rulesKey(rules: Rules | undefined): string {
  if (!rules) return 'classic';
  return keyOf(compileRules(rules).rules);
}

function keyOf(r: Rules): string {
  return JSON.stringify({ size: r.size, regions: r.regions, diagonals: r.diagonals || undefined, windows: r.windows || undefined, cages: r.cages?.length ? r.cages : undefined });
}

/**
 * Rules as written (JSON) -> geometry: saves and games in progress are read again on every switch
 * of game, and compiling a killer's or jigsaw's rules (peers of every cell) cost tens of ms a game
 * on a loaded phone; the same text compiles to the same geometry, so it is compiled once.
 */
const byText = new Map<string, Geometry>();

/** The geometry of a rules value (classic 9x9 when absent); the same object for equal rules. */
export function geometryOf(rules?: Rules): Geometry {
  if (rules && byObject.has(rules)) return byObject.get(rules)!;
  const text = rules ? JSON.stringify(rules) : 'classic';
  const known = byText.get(text);
  if (known) {
    if (rules) byObject.set(rules, known);
    return known;
  }
  const g = fromCompiled(compileRules(rules ?? { size: 9 }), !rules);
  if (byText.size > 64) byText.clear();
  byText.set(text, g);
  if (rules) byObject.set(rules, g);
  return g;
}

/**
 * The geometry of rules read from outside (a save, a link): checked by the engine, or its
 * reason; compiled once per distinct text, as geometryOf.
 */
export function readGeometry(raw: unknown): { ok: true; geo: Geometry } | { ok: false; message: string } {
  let text: string;
  try {
    text = JSON.stringify(raw);
  } catch {
    return { ok: false, message: 'not readable' };
  }
  const known = byText.get(text);
  if (known) return { ok: true, geo: known };
  const r = validateRules(raw);
  if (!r.ok) return { ok: false, message: r.error.message };
  const g = fromCompiled(r.value, false);
  if (byText.size > 64) byText.clear();
  byText.set(text, g);
  return { ok: true, geo: g };
}

function fromCompiled(compiled: CompiledRules, plain: boolean): Geometry {
  const r = compiled.rules;
  const key = plain ? 'classic' : keyOf(r);
  let g = cache.get(key);
  if (g) return g;
  const classic = key === 'classic' || (r.size === 9 && !r.regions && !r.diagonals && !r.windows && !r.cages?.length);
  g = Object.freeze({ size: compiled.size, cells: compiled.cells, rules: r, compiled, classic, key: classic ? 'classic' : key });
  // Rules from outside (pasted puzzles, saves) are few per session; a bound keeps a long session small.
  if (cache.size > 64) cache.clear();
  cache.set(key, g);
  byObject.set(g.rules, g);
  return g;
}

export const CLASSIC_GEOMETRY = geometryOf();

/** The rules a game stores: none for classic 9x9 (saves and records stay as they were). */
export function storedRules(geo: Geometry): Rules | undefined {
  return geo.classic ? undefined : geo.rules;
}

/** The digits of a puzzle string ('.' or '0' blank). */
export function gridOf(text: string): Uint8Array {
  const g = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) g[i] = DIGIT_CHARS.indexOf(text[i].toUpperCase()) + 1;
  return g;
}

/** A grid as a puzzle string ('.' for blanks). */
export function gridText(grid: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < grid.length; i++) s += grid[i] ? DIGIT_CHARS[grid[i] - 1] : '.';
  return s;
}

/** True when the text is a puzzle string of the geometry: size² characters, digits 1..size or '.'/'0'. */
export function isGridText(text: unknown, geo: Geometry): text is string {
  if (typeof text !== 'string' || text.length !== geo.cells) return false;
  for (const ch of text) {
    if (ch === '.' || ch === '0') continue;
    const d = DIGIT_CHARS.indexOf(ch.toUpperCase()) + 1;
    if (d < 1 || d > geo.size) return false;
  }
  return true;
}

/** Row and column (0-based) of a cell. */
export function rowCol(geo: Geometry, cell: number): [number, number] {
  return [Math.floor(cell / geo.size), cell % geo.size];
}
