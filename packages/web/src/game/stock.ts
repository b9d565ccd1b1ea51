/**
 * Puzzles made ahead, a few per level, so that "New game" at any level is answered at once — also
 * right after a reload, as they are kept in storage. A cache, not the player's data: whatever in it
 * cannot be trusted is dropped (never played), and a puzzle is taken out before it is shown, so it
 * is played once. Puzzles made for other level definitions (an older engine) are dropped too.
 */
import { HUMAN_MODEL_VERSION, PLAYER_LEVELS } from 'sudokit';
import { checkPuzzle } from './engine.js';

export interface StockedPuzzle {
  /** The level it was made for. */
  level: string;
  puzzle: string;
  solution: string;
  /** The label from the puzzle's own rating (the level's, unless the search had to fall back). */
  tier?: string;
  rating?: number;
  expectedMinutes?: number;
}

export const STOCK_FORMAT = 'sudokit-stock';
export const DAILY_STOCK_FORMAT = 'sudokit-daily-stock';
export const STOCK_VERSION = 1;
/**
 * One per level, refilled as soon as it is taken: a player plays for minutes between two new games.
 * (Two would also serve a puzzle skipped at once, for twice the background work on every first
 * visit, which a phone's battery and the end-to-end tests, each a first visit, pay for.)
 */
export const STOCK_PER_LEVEL = 1;

/**
 * The level definitions and the time model the stock was made for: other definitions or another
 * model (whose minutes would put a puzzle in another level), other puzzles.
 */
const LEVELS_SIGNATURE = `${PLAYER_LEVELS.map((l) => `${l.name}:${l.tier}:${l.minutes.join('-')}:${l.techniques.join('+')}`).join(',')};human ${HUMAN_MODEL_VERSION}`;
const LEVEL_NAMES = PLAYER_LEVELS.map((l) => l.name as string);

const isNumber = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max;

function parseEntry(raw: unknown): StockedPuzzle | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.level !== 'string' || !LEVEL_NAMES.includes(r.level)) return undefined;
  if (typeof r.puzzle !== 'string' || typeof r.solution !== 'string' || !/^[1-9]{81}$/.test(r.solution)) return undefined;
  // Exactly one solution, the one stored: a damaged entry is never offered as a puzzle.
  const check = checkPuzzle(r.puzzle);
  if (!check.ok || check.puzzle !== r.puzzle || check.solution !== r.solution) return undefined;
  return {
    level: r.level, puzzle: r.puzzle, solution: r.solution,
    ...(typeof r.tier === 'string' && /^[a-z]{1,20}$/.test(r.tier) ? { tier: r.tier } : {}),
    ...(isNumber(r.rating, 20) ? { rating: r.rating } : {}),
    ...(isNumber(r.expectedMinutes, 24 * 60) ? { expectedMinutes: r.expectedMinutes } : {}),
  };
}

function parseList(text: string | null, format: string, date?: string): StockedPuzzle[] {
  if (!text) return [];
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof doc !== 'object' || doc === null || doc.format !== format || doc.version !== STOCK_VERSION || doc.levels !== LEVELS_SIGNATURE || !Array.isArray(doc.puzzles)) return [];
  if (date !== undefined && doc.date !== date) return [];
  const list: StockedPuzzle[] = [];
  for (const raw of doc.puzzles as unknown[]) {
    const entry = parseEntry(raw);
    if (entry && !list.some((e) => e.puzzle === entry.puzzle)) list.push(entry);
  }
  return list;
}

/**
 * The stored stock; anything unreadable, damaged or made for other levels is left out, and so is
 * a puzzle whose label is not its level's (an older page kept the closest puzzle when its search
 * ran out): a level's stock deals that level (issue 30).
 */
export function parseStock(text: string | null): StockedPuzzle[] {
  return capped(parseList(text, STOCK_FORMAT).filter((e) => e.tier === undefined || e.tier === e.level));
}

export function makeStock(list: readonly StockedPuzzle[]): string {
  return JSON.stringify({ format: STOCK_FORMAT, version: STOCK_VERSION, levels: LEVELS_SIGNATURE, puzzles: list });
}

/**
 * The daily puzzles of a date made ahead, one per level (they are the same all day, for everyone:
 * game/daily.ts): those of another date are left out, as are damaged ones.
 */
export function parseDailyStock(text: string | null, date: string): StockedPuzzle[] {
  return capped(parseList(text, DAILY_STOCK_FORMAT, date), 1);
}

export function makeDailyStock(date: string, list: readonly StockedPuzzle[]): string {
  return JSON.stringify({ format: DAILY_STOCK_FORMAT, version: STOCK_VERSION, levels: LEVELS_SIGNATURE, date, puzzles: list });
}

/** At most `perLevel` per level (two tabs may both have made one): the oldest are kept. */
export function capped(list: readonly StockedPuzzle[], perLevel = STOCK_PER_LEVEL): StockedPuzzle[] {
  const seen = new Map<string, number>();
  return list.filter((e) => {
    const n = (seen.get(e.level) ?? 0) + 1;
    seen.set(e.level, n);
    return n <= perLevel;
  });
}

/**
 * The level to make next: the one with the fewest puzzles ready, the harder first on a tie — they
 * are the slow ones to make while a player waits (seconds for extreme, a few tens of ms for easy),
 * so a first visit has them soonest. Levels in `skip` are left out (the page skips those the
 * first-visit pack still covers, to make them later). Undefined when every level is full.
 */
export function nextToMake(list: readonly StockedPuzzle[], perLevel = STOCK_PER_LEVEL, skip: readonly string[] = []): string | undefined {
  let best: string | undefined;
  let fewest = perLevel;
  for (const level of [...LEVEL_NAMES].reverse()) {
    if (skip.includes(level)) continue;
    const n = list.filter((e) => e.level === level).length;
    if (n < fewest) { best = level; fewest = n; }
  }
  return best;
}

/** The oldest puzzle of the level, and the stock without it. */
export function takeLevel(list: readonly StockedPuzzle[], level: string): { taken?: StockedPuzzle; rest: StockedPuzzle[] } {
  const k = list.findIndex((e) => e.level === level);
  if (k < 0) return { rest: [...list] };
  return { taken: list[k], rest: [...list.slice(0, k), ...list.slice(k + 1)] };
}
