/**
 * Games in progress set aside: starting another puzzle (New, a pasted puzzle, a link, another
 * tab) never discards the game being played; it goes here, to be resumed from the New game
 * dialog. Only an explicit "Discard" ends it, and then the statistics record it as abandoned.
 */
import { type Result, ok, err } from 'sudokit';
import { type Game, geometryOfGame } from './game.js';
import { type SaveData, parseSaveDoc, saveDoc } from './save.js';
import type { GameRecord } from './stats.js';
import { makeCompact } from 'sudokit/formats';
import { givensOf } from './game.js';

/** A variant game's compact line (rules and givens) for its record; classic records keep the 81 characters. */
export function recordLine(g: Game): { line?: string } {
  if (!g.rules) return {};
  const c = makeCompact({ rules: g.rules, givens: givensOf(g.puzzle) });
  return c.ok ? { line: c.value } : {};
}

export const SHELF_FORMAT = 'sudokit-shelf';
export const SHELF_VERSION = 1;
/** Past this, the oldest game is recorded as abandoned (and the player told). */
export const MAX_SHELF = 20;

/** The same puzzle (givens and rules: two killers may both have no givens) started at the same moment. */
export const sameGame = (a: Game, b: Game) => a.puzzle === b.puzzle && a.startedAt === b.startedAt && (a.rules === b.rules || geometryOfGame(a).key === geometryOfGame(b).key);

/**
 * Whether `ours` holds nothing `theirs` lacks: the same game, and our moves up to our cursor are
 * the first of theirs. Two tabs that played the same game a moment apart are not (issue 16).
 */
export function isBehind(ours: Game, theirs: Game): boolean {
  if (!sameGame(ours, theirs)) return false;
  const mine = ours.moves.slice(0, ours.cursor);
  return mine.length <= theirs.moves.length && mine.every((m, k) => JSON.stringify(m) === JSON.stringify(theirs.moves[k]));
}

/** A copy of a game that went another way than its other tab's, as a game of its own (its own start). */
export function asSeparateGame(g: Game, now = Date.now()): Game {
  return { ...g, startedAt: Math.max(now, g.startedAt + 1) };
}

/** A game worth keeping: played (at least one move) and not finished. */
export const inProgress = (g: Game) => g.finishedAt === undefined && g.moves.length > 0;

export interface LoadedShelf {
  games: SaveData[];
  dropped: number;
}

export function parseShelf(text: string | null): Result<LoadedShelf, { message: string }> {
  if (!text) return ok({ games: [], dropped: 0 });
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text);
  } catch {
    return err({ message: 'Your list of games in progress is damaged (not readable JSON).' });
  }
  if (typeof doc !== 'object' || doc === null || doc.format !== SHELF_FORMAT || !Array.isArray(doc.games)) {
    return err({ message: 'The stored list of games in progress is not in a form this game knows.' });
  }
  if (doc.version !== SHELF_VERSION) return err({ message: `Your games in progress were stored by another version of sudokit (format ${String(doc.version)}).` });
  const games: SaveData[] = [];
  let dropped = 0;
  for (const raw of doc.games as unknown[]) {
    const r = parseSaveDoc(raw);
    if (r.ok) games.push(r.value);
    else dropped++;
  }
  return ok({ games, dropped });
}

export function makeShelf(games: readonly SaveData[], now = Date.now()): string {
  return JSON.stringify({ format: SHELF_FORMAT, version: SHELF_VERSION, games: games.map((g) => saveDoc(g, now)) });
}

/** Puts a game on the shelf (replacing an older copy of the same game), newest first. */
export function shelve(games: readonly SaveData[], data: SaveData): { games: SaveData[]; evicted: SaveData[] } {
  const rest = games.filter((s) => !sameGame(s.game, data.game));
  const all = [data, ...rest];
  return { games: all.slice(0, MAX_SHELF), evicted: all.slice(MAX_SHELF) };
}

export function unshelve(games: readonly SaveData[], game: Game): SaveData[] {
  return games.filter((s) => !sameGame(s.game, game));
}

/** Two shelves as one (an import, another tab): for a game on both, the copy with more moves. */
export function mergeShelves(a: readonly SaveData[], b: readonly SaveData[]): SaveData[] {
  const out = [...a];
  for (const s of b) {
    const k = out.findIndex((x) => sameGame(x.game, s.game));
    if (k < 0) out.push(s);
    else if (s.game.moves.length > out[k].game.moves.length) out[k] = s;
  }
  return out;
}

/** What the statistics keep of a game the player gave up. */
export function abandonedRecord(g: Game, now = Date.now()): GameRecord {
  return {
    puzzle: g.puzzle, timeMs: g.elapsedMs, hints: g.hints, mistakes: g.mistakes, finishedAt: now, source: g.meta.source, outcome: 'abandoned',
    ...(g.meta.tier ? { tier: g.meta.tier } : {}), ...(g.meta.daily ? { daily: g.meta.daily } : {}),
    ...(g.meta.expectedMinutes ? { expectedMinutes: g.meta.expectedMinutes } : {}),
    ...(g.meta.mistakeLimit ? { mistakeLimit: g.meta.mistakeLimit } : {}),
    ...(g.meta.variant ? { variant: g.meta.variant } : g.rules ? { variant: 'other' } : {}),
    ...recordLine(g),
  };
}

/** A game that reached its mistake limit (abandoned, with the limit it reached). */
export const lostToMistakes = (r: GameRecord) => r.outcome === 'abandoned' && r.mistakeLimit !== undefined && r.mistakes >= r.mistakeLimit;

export function solvedRecord(g: Game): GameRecord {
  return {
    puzzle: g.puzzle, timeMs: g.elapsedMs, hints: g.hints, mistakes: g.mistakes, finishedAt: g.finishedAt ?? Date.now(), source: g.meta.source, outcome: 'solved',
    ...(g.meta.tier ? { tier: g.meta.tier } : {}), ...(g.meta.daily ? { daily: g.meta.daily } : {}),
    ...(g.meta.expectedMinutes ? { expectedMinutes: g.meta.expectedMinutes } : {}),
    ...(g.meta.mistakeLimit ? { mistakeLimit: g.meta.mistakeLimit } : {}),
    ...(g.meta.variant ? { variant: g.meta.variant } : g.rules ? { variant: 'other' } : {}),
    ...recordLine(g),
  };
}
