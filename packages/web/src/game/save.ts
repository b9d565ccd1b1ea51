/**
 * Save and resume: a versioned JSON document holding the game (puzzle, moves, undo cursor, clock)
 * and the input state. parseSave never throws: a damaged or foreign save is an error value, so the
 * page can tell the player and start fresh.
 */
import { parseLine } from 'sudokit';
import { type Result, ok, err } from 'sudokit';
import { CLASSIC_GEOMETRY, type Geometry, gridOf, isGridText, readGeometry } from './geometry.js';
import { type Game, type GameMeta, isSolved, replay } from './game.js';
import { type Move, parseMove } from './moves.js';
import { type InputMode, INPUT_MODES } from './input.js';
import { checkPuzzle, checkRulesPuzzle } from './engine.js';
import { MAX_MOVES, isCount, isDuration, isTimestamp } from './limits.js';

export const SAVE_FORMAT = 'sudokit-game';
/**
 * 1: classic 9x9 (still written for classic games, so an older sudokit reads them as before);
 * 2: a game with rules (issue 29: `game.rules`, puzzles of size² characters, 1-9 then A-G).
 */
export const SAVE_VERSION = 2;
const CLASSIC_SAVE_VERSION = 1;

export interface SavedUi {
  mode: InputMode;
  selected: number;
}

export interface SaveData {
  game: Game;
  ui: SavedUi;
}

export type SaveErrorCode = 'not-json' | 'not-a-save' | 'old-version' | 'newer-version' | 'bad-puzzle' | 'bad-solution' | 'bad-move' | 'bad-field';

export interface SaveError {
  code: SaveErrorCode;
  /** One sentence for the player. */
  message: string;
}

export function makeSave(data: SaveData, now = Date.now()): string {
  return JSON.stringify(saveDoc(data, now));
}

/** The save as a plain object (also an element of the games-in-progress list and of backups). */
export function saveDoc({ game, ui }: SaveData, now = Date.now()): Record<string, unknown> {
  return {
    format: SAVE_FORMAT,
    version: game.rules ? SAVE_VERSION : CLASSIC_SAVE_VERSION,
    savedAt: now,
    game: {
      puzzle: game.puzzle,
      solution: game.solution,
      ...(game.rules ? { rules: game.rules } : {}),
      moves: game.moves,
      cursor: game.cursor,
      elapsedMs: Math.round(game.elapsedMs),
      hints: game.hints,
      mistakes: game.mistakes,
      startedAt: game.startedAt,
      finishedAt: game.finishedAt,
      meta: game.meta,
    },
    ui,
  };
}

const fail = (code: SaveErrorCode, message: string) => err<SaveError>({ code, message });
function parseMeta(raw: unknown): GameMeta | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const m = raw as Record<string, unknown>;
  if (m.source !== 'generated' && m.source !== 'entered' && m.source !== 'link') return undefined;
  const meta: GameMeta = { source: m.source };
  if (typeof m.tier === 'string') meta.tier = m.tier;
  if (typeof m.rating === 'number' && Number.isFinite(m.rating) && m.rating >= 0 && m.rating <= 20) meta.rating = m.rating;
  if (typeof m.expectedMinutes === 'number' && Number.isFinite(m.expectedMinutes) && m.expectedMinutes > 0 && m.expectedMinutes < 24 * 60) meta.expectedMinutes = m.expectedMinutes;
  if (typeof m.daily === 'string' && /^\d{4}-\d\d-\d\d$/.test(m.daily)) meta.daily = m.daily;
  if (Number.isInteger(m.mistakeLimit) && (m.mistakeLimit as number) >= 1 && (m.mistakeLimit as number) <= 99) meta.mistakeLimit = m.mistakeLimit as number;
  if (typeof m.variant === 'string' && /^[a-z0-9]{1,20}$/.test(m.variant)) meta.variant = m.variant;
  return meta;
}

export function parseSave(text: string): Result<SaveData, SaveError> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return fail('not-json', 'The saved game is damaged (it is not readable JSON).');
  }
  return parseSaveDoc(doc);
}

export function parseSaveDoc(doc: unknown): Result<SaveData, SaveError> {
  if (typeof doc !== 'object' || doc === null || (doc as Record<string, unknown>).format !== SAVE_FORMAT) {
    return fail('not-a-save', 'The stored data is not a sudokit saved game.');
  }
  const d = doc as Record<string, unknown>;
  if (typeof d.version !== 'number') return fail('bad-field', 'The saved game has no version number.');
  if (d.version < CLASSIC_SAVE_VERSION) return fail('old-version', `The saved game is from an older version of sudokit (format ${d.version}) that this one cannot read.`);
  if (d.version > SAVE_VERSION) return fail('newer-version', `The saved game is from a newer version of sudokit (format ${d.version}).`);
  const g = d.game as Record<string, unknown> | undefined;
  if (typeof g !== 'object' || g === null) return fail('bad-field', 'The saved game has no game in it.');
  let geo: Geometry = CLASSIC_GEOMETRY;
  if (g.rules !== undefined) {
    const read = readGeometry(g.rules);
    if (!read.ok) return fail('bad-puzzle', `The saved puzzle's rules are damaged: ${read.message}.`);
    geo = read.geo;
  }
  let puzzle: string;
  let solution: string;
  if (geo.classic) {
    if (typeof g.puzzle !== 'string' || !parseLine(g.puzzle).ok || g.puzzle.length !== 81) {
      return fail('bad-puzzle', 'The saved puzzle is damaged.');
    }
    puzzle = g.puzzle.replace(/0/g, '.');
    // A puzzle in play has exactly one solution, and the save must hold that one: an 81-dot
    // "puzzle" with any solution is damage, not a game.
    const check = checkPuzzle(puzzle);
    if (!check.ok) return fail('bad-puzzle', 'The saved puzzle does not have exactly one solution.');
    if (g.solution !== check.solution) return fail('bad-solution', 'The saved solution does not fit the puzzle.');
    solution = check.solution;
  } else {
    if (!isGridText(g.puzzle, geo)) return fail('bad-puzzle', 'The saved puzzle is damaged.');
    const check = checkRulesPuzzle(geo.rules, gridOf(g.puzzle));
    if (!check.ok) return fail('bad-puzzle', 'The saved puzzle does not have exactly one solution.');
    if (g.solution !== check.solution) return fail('bad-solution', 'The saved solution does not fit the puzzle.');
    puzzle = check.puzzle;
    solution = check.solution;
  }
  if (!Array.isArray(g.moves) || g.moves.length > MAX_MOVES) return fail('bad-field', 'The saved move list is missing or too long.');
  const moves: Move[] = [];
  for (let i = 0; i < g.moves.length; i++) {
    const m = parseMove(g.moves[i], false, geo.size);
    if (!m) return fail('bad-move', `Move ${i + 1} of the saved game is damaged.`);
    moves.push(m);
  }
  if (!Number.isInteger(g.cursor) || (g.cursor as number) < 0 || (g.cursor as number) > moves.length) {
    return fail('bad-field', 'The saved undo position is out of range.');
  }
  const meta = parseMeta(g.meta);
  if (!meta) return fail('bad-field', 'The saved game does not say where its puzzle came from.');
  if (!isDuration(g.elapsedMs)) return fail('bad-field', 'The saved game has a damaged clock.');
  for (const key of ['hints', 'mistakes'] as const) {
    if (!isCount(g[key])) return fail('bad-field', `The saved game has a damaged ${key} field.`);
  }
  if (!isTimestamp(g.startedAt)) return fail('bad-field', 'The saved game has a damaged startedAt field.');
  if (g.finishedAt !== undefined && !isTimestamp(g.finishedAt)) return fail('bad-field', 'The saved game has a damaged finishedAt field.');
  const cursor = g.cursor as number;
  const game: Game = {
    puzzle,
    solution,
    ...(geo.classic ? {} : { rules: geo.rules }),
    moves,
    cursor,
    board: replay(puzzle, moves, cursor, geo),
    elapsedMs: g.elapsedMs as number,
    hints: g.hints as number,
    mistakes: g.mistakes as number,
    startedAt: g.startedAt as number,
    finishedAt: g.finishedAt as number | undefined,
    meta,
  };
  if (game.finishedAt !== undefined && !isSolved(game)) return fail('bad-field', 'The saved game says it was solved, but its grid is not.');
  const u = (d.ui ?? {}) as Record<string, unknown>;
  const ui: SavedUi = {
    mode: INPUT_MODES.includes(u.mode as InputMode) ? (u.mode as InputMode) : 'digit',
    selected: Number.isInteger(u.selected) && (u.selected as number) >= 0 && (u.selected as number) < geo.cells ? (u.selected as number) : 0,
  };
  return ok({ game, ui });
}
