/**
 * The one place the game asks the engine about Sudoku: candidates, conflicts, solving, parsing.
 * The UI and the game state call these and never reason about the rules themselves.
 * Every function takes the puzzle's geometry (game/geometry.ts); classic 9x9 keeps the engine's
 * classic paths, every other variant goes through its compiled rules (units, peers, cages).
 */
import { Candidates, findConflicts, parseGrid, solve, makeLine, type GridError, type Rules } from 'sudokit';
import { parsePuzzleText } from 'sudokit/formats';
import { CLASSIC_GEOMETRY, type Geometry, geometryOf, gridText, storedRules } from './geometry.js';

const bit = (d: number) => 1 << (d - 1);

/**
 * Candidate mask per cell (bit d-1 = digit d possible); 0 for filled cells. Beyond the units, a
 * killer cage keeps only the digits of its combinations that still fit its placed digits.
 */
export function candidateMasks(grid: ArrayLike<number>, geo: Geometry = CLASSIC_GEOMETRY): Uint16Array {
  if (geo.classic) return Candidates.fromGrid(Uint8Array.from(grid)).masks;
  const { compiled } = geo;
  const masks = new Uint16Array(geo.cells);
  for (let c = 0; c < geo.cells; c++) {
    if (grid[c]) continue;
    let m = compiled.allDigits;
    for (const p of compiled.peers[c]) if (grid[p]) m &= ~bit(grid[p]);
    masks[c] = m;
  }
  for (const cage of compiled.cages) {
    const left = cageOptions(cage.combinations, cage.cells, grid);
    for (const c of cage.cells) if (!grid[c]) masks[c] &= left;
  }
  return masks;
}

/** The digits still open to a cage's empty cells: the union of its combinations holding every placed digit, less those. */
function cageOptions(combinations: readonly number[], cells: readonly number[], grid: ArrayLike<number>): number {
  let placed = 0;
  for (const c of cells) if (grid[c]) placed |= bit(grid[c]);
  let left = 0;
  for (const m of combinations) if ((m & placed) === placed) left |= m & ~placed;
  return left;
}

/**
 * Cells that break a rule: a digit shared with a peer (any unit or cage), and the digits of a
 * cage whose sum is passed or, full, missed.
 */
export function conflictCells(grid: Uint8Array, geo: Geometry = CLASSIC_GEOMETRY): Set<number> {
  const cells = new Set<number>();
  if (geo.classic) {
    for (const { cells: [a, b] } of findConflicts(grid)) { cells.add(a); cells.add(b); }
    return cells;
  }
  const { compiled } = geo;
  for (const u of compiled.units) markRepeats(u.cells, grid, cells);
  for (const cage of compiled.cages) {
    markRepeats(cage.cells, grid, cells);
    if (cageBroken(cage.sum, cage.cells, grid)) for (const c of cage.cells) if (grid[c]) cells.add(c);
  }
  return cells;
}

function markRepeats(list: readonly number[], grid: ArrayLike<number>, out: Set<number>) {
  const first = new Map<number, number>();
  for (const c of list) {
    const d = grid[c];
    if (!d) continue;
    const f = first.get(d);
    if (f === undefined) first.set(d, c);
    else { out.add(f); out.add(c); }
  }
}

/** A cage's digits add up past its sum, or it is full and adds up to another number. */
export function cageBroken(sum: number, cells: readonly number[], grid: ArrayLike<number>): boolean {
  let total = 0;
  let full = true;
  for (const c of cells) { total += grid[c]; if (!grid[c]) full = false; }
  return full ? total !== sum : total >= sum;
}

/** What the killer helper shows for a cage: its combinations still possible, and the sum left. */
export interface CageInfo {
  index: number;
  sum: number;
  cells: readonly number[];
  /** Digit sets (masks) that fit the placed digits and the notes of the empty cells. */
  combinations: number[];
  /** Every combination of the cage's size and sum, for the count "3 of 5". */
  all: number;
  /** The sum its empty cells still need. */
  remaining: number;
  empty: number;
}

/**
 * The selected cell's cage for the helper: combinations holding every placed digit whose other
 * digits can be placed one to each empty cell, each where the cell allows it (its notes; a cell
 * without notes allows what its row, column, box and cage still allow) — an exact matching.
 */
export function cageInfo(geo: Geometry, cell: number, grid: ArrayLike<number>, notes: ArrayLike<number>): CageInfo | null {
  const k = geo.compiled.cageOf[cell];
  if (k === undefined || k < 0) return null;
  const cage = geo.compiled.cages[k];
  let placed = 0;
  let total = 0;
  const open: number[] = [];
  for (const c of cage.cells) {
    if (grid[c]) { placed |= bit(grid[c]); total += grid[c]; } else open.push(c);
  }
  const candidates = open.some((c) => !notes[c]) ? candidateMasks(grid, geo) : null;
  const allowed = open.map((c) => notes[c] || candidates![c]);
  const combinations = cage.combinations.filter((m) => (m & placed) === placed && fitsCells(m & ~placed, allowed));
  return { index: k, sum: cage.sum, cells: cage.cells, combinations, all: cage.combinations.length, remaining: cage.sum - total, empty: open.length };
}

/**
 * True when the digits of `digits` (a mask) can go one to each cell, each cell taking a digit its
 * mask in `allowed` holds: a perfect matching, found by trying digits cell by cell; a set of
 * digits left that failed once is remembered (the cells left are then fixed by its size), so
 * at most 2^size states.
 */
export function fitsCells(digits: number, allowed: readonly number[]): boolean {
  let count = 0;
  for (let m = digits; m; m &= m - 1) count++;
  if (count !== allowed.length) return false;
  const failed = new Set<number>();
  const place = (k: number, left: number): boolean => {
    if (k === allowed.length) return true;
    if (failed.has(left)) return false;
    for (let options = allowed[k] & left; options; options &= options - 1) {
      const b = options & -options;
      if (place(k + 1, left ^ b)) return true;
    }
    failed.add(left);
    return false;
  };
  return place(0, digits);
}

export type PuzzleCheck =
  | { ok: true; puzzle: string; solution: string; rules?: Rules }
  | { ok: false; reason: 'parse'; error: GridError | { message: string }; message: string }
  | { ok: false; reason: 'none' | 'several'; message: string };

function uniqueness(count: number): PuzzleCheck | null {
  if (count === 0) return { ok: false, reason: 'none', message: 'This puzzle has no solution, so it cannot be played.' };
  if (count > 1) return { ok: false, reason: 'several', message: 'This puzzle has more than one solution; a fair Sudoku has exactly one. Add a clue or two.' };
  return null;
}

/**
 * Reads a puzzle typed or pasted by a player and insists on exactly one solution: a classic grid
 * (81 characters, or row by row), or any variant in the forms the engine reads (the JSON
 * description, the compact line, f-puzzles and SudokuPad links, plain lines of 4x4 to 16x16).
 */
export function checkPuzzle(text: string): PuzzleCheck {
  const parsed = parseGrid(text);
  if (parsed.ok) {
    const result = solve(parsed.value, { limit: 2 });
    return uniqueness(result.count) ?? { ok: true, puzzle: makeLine(parsed.value), solution: makeLine(result.solution!) };
  }
  const any = parsePuzzleText(text.trim());
  if (!any.ok || (any.value.format === 'line' && any.value.givens.length === 81)) {
    // Classic text gets the classic parser's reason; anything else the formats' reason.
    const message = any.ok || (any.error.format === 'line' && !/[:{]|https?:/.test(text)) ? parsed.error.message : any.error.message;
    return { ok: false, reason: 'parse', error: parsed.error, message: `This is not a puzzle: ${message}.` };
  }
  return checkRulesPuzzle(any.value.rules, any.value.givens);
}

/**
 * Checks already made this session (rules and givens -> the answer): the games in progress are
 * read again on every switch of game, and a killer or 16x16 count takes a good part of a second
 * on a phone. The same question has the same answer; bounded, so a long session stays small.
 */
const checked = new Map<string, PuzzleCheck>();

/** A puzzle given as rules and givens, insisting on exactly one solution. */
export function checkRulesPuzzle(rules: Rules | undefined, givens: ArrayLike<number>): PuzzleCheck {
  let key: string | undefined;
  try {
    key = `${geometryOf(rules).key}|${gridText(givens)}`;
  } catch {
    key = undefined;
  }
  const known = key === undefined ? undefined : checked.get(key);
  if (known) return known;
  const answer = checkRulesPuzzleNow(rules, givens);
  if (key !== undefined) {
    if (checked.size >= 64) checked.delete(checked.keys().next().value!);
    checked.set(key, answer);
  }
  return answer;
}

/**
 * Records the answer for a puzzle known to have exactly one solution without counting again: a
 * variant pack's puzzle (checked by pack.test.ts) or one the engine's generator just made.
 */
export function rememberUnique(rules: Rules, puzzle: string, solution: string): void {
  const geo = geometryOf(rules);
  const key = `${geo.key}|${puzzle}`;
  if (checked.size >= 64) checked.delete(checked.keys().next().value!);
  checked.set(key, { ok: true, puzzle, solution, rules: storedRules(geo) });
}

function checkRulesPuzzleNow(rules: Rules | undefined, givens: ArrayLike<number>): PuzzleCheck {
  let geo: Geometry;
  try {
    geo = geometryOf(rules);
  } catch (e) {
    return { ok: false, reason: 'parse', error: { message: String((e as Error).message) }, message: `This is not a puzzle: ${(e as Error).message}.` };
  }
  if (givens.length !== geo.cells) return { ok: false, reason: 'parse', error: { message: 'wrong size' }, message: `This is not a puzzle: it needs ${geo.cells} cells.` };
  const result = solve(Uint8Array.from(givens), geo.classic ? { limit: 2 } : { limit: 2, rules: geo.compiled });
  return uniqueness(result.count) ?? { ok: true, puzzle: gridText(givens), solution: gridText(result.solution!), rules: storedRules(geo) };
}

export type GridStatus =
  | { kind: 'conflict'; cells: Set<number> }
  | { kind: 'none' | 'several' | 'unique'; clues: number };

/** What the puzzle editor tells the player as they type clues (the engine counts the solutions, to two). */
export function gridStatus(grid: Uint8Array, geo: Geometry = CLASSIC_GEOMETRY): GridStatus {
  const cells = conflictCells(grid, geo);
  if (cells.size) return { kind: 'conflict', cells };
  let clues = 0;
  for (const d of grid) if (d) clues++;
  const count = solve(grid, geo.classic ? { limit: 2 } : { limit: 2, rules: geo.compiled }).count;
  return { kind: count === 0 ? 'none' : count === 1 ? 'unique' : 'several', clues };
}
