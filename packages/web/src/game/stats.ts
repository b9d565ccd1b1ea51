/**
 * Games played — solved and abandoned — and the statistics built from them. Stored under their
 * own key, versioned, and treated like saves: what cannot be read is reported and kept aside by
 * the caller, never overwritten; a damaged record is dropped alone (and counted) rather than the
 * whole history.
 */
import { type Result, ok, err } from 'sudokit';
import { isCount, isDuration, isTimestamp } from './limits.js';

export type Outcome = 'solved' | 'abandoned';

export interface GameRecord {
  puzzle: string;
  tier?: string;
  timeMs: number;
  hints: number;
  mistakes: number;
  /** When the game ended: solved, or set aside for good. */
  finishedAt: number;
  source: string;
  outcome: Outcome;
  /** The date of a daily puzzle. */
  daily?: string;
  /** Minutes a typical player needs for the puzzle (the engine's human time model), when known. */
  expectedMinutes?: number;
  /** The game's mistake limit, when it had one; an abandoned game that reached it was lost to mistakes. */
  mistakeLimit?: number;
  /** The variant (issue 29: 'killer', 'mini4', ..., 'other' for a pasted variant); absent for classic 9x9. */
  variant?: string;
  /** A variant's puzzle as the compact line (rules and givens), so it can be played again. */
  line?: string;
}
/** The name of version 1, kept for callers that only deal with solved games. */
export type FinishedGame = GameRecord;

export const STATS_FORMAT = 'sudokit-stats';
/**
 * 2: records carry an outcome (version 1 recorded solved games only). 3: some records are of a
 * variant (issue 29); written only then, so a history of classic games stays readable by an
 * older sudokit, and an older sudokit refuses (and keeps aside) a history it would misread.
 */
export const STATS_VERSION = 3;
/** Enough for a long history while keeping local storage small. */
export const MAX_RECORDS = 500;

/** An expected time worth comparing with: positive, under a day. */
const isExpectedMinutes = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 24 * 60;

function parseRecord(raw: unknown, version: number): GameRecord | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const variant = typeof r.variant === 'string' && /^[a-z0-9]{1,20}$/.test(r.variant) ? r.variant : undefined;
  // A variant's puzzle is size² characters (1-9, A-G for 16x16); classic stays 81 digits and dots.
  if (typeof r.puzzle !== 'string' || !(variant ? /^[1-9A-G.]{16,256}$/ : /^[1-9.]{81}$/).test(r.puzzle)) return undefined;
  if (!isDuration(r.timeMs) || !isCount(r.hints) || !isCount(r.mistakes) || !isTimestamp(r.finishedAt)) return undefined;
  const outcome = version === 1 ? 'solved' : r.outcome;
  if (outcome !== 'solved' && outcome !== 'abandoned') return undefined;
  return {
    puzzle: r.puzzle, timeMs: r.timeMs, hints: r.hints, mistakes: r.mistakes, finishedAt: r.finishedAt,
    source: typeof r.source === 'string' && r.source.length < 20 ? r.source : 'generated',
    outcome,
    ...(typeof r.tier === 'string' && /^[a-z]{1,20}$/.test(r.tier) ? { tier: r.tier } : {}),
    ...(typeof r.daily === 'string' && /^\d{4}-\d\d-\d\d$/.test(r.daily) ? { daily: r.daily } : {}),
    ...(isExpectedMinutes(r.expectedMinutes) ? { expectedMinutes: r.expectedMinutes } : {}),
    ...(Number.isInteger(r.mistakeLimit) && (r.mistakeLimit as number) >= 1 && (r.mistakeLimit as number) <= 99 ? { mistakeLimit: r.mistakeLimit as number } : {}),
    ...(variant ? { variant } : {}),
    ...(variant && typeof r.line === 'string' && r.line.length <= 4000 && /^(?:[a-z0-9+]+:\S+|[1-9A-G.]{16,256})$/.test(r.line) ? { line: r.line } : {}),
  };
}

export type StatsErrorCode = 'not-json' | 'not-stats' | 'newer-version';
export interface StatsError {
  code: StatsErrorCode;
  message: string;
}

export interface LoadedStats {
  games: GameRecord[];
  /** Records that could not be read (they stay in the text the caller keeps aside). */
  dropped: number;
}

/** Reads stored statistics; no text is an empty history. Version 1 is migrated (all solved). */
export function parseStats(text: string | null): Result<LoadedStats, StatsError> {
  if (!text) return ok({ games: [], dropped: 0 });
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text);
  } catch {
    return err({ code: 'not-json', message: 'Your statistics are damaged (not readable JSON).' });
  }
  if (typeof doc !== 'object' || doc === null || doc.format !== STATS_FORMAT || !Number.isInteger(doc.version) || (doc.version as number) < 1 || !Array.isArray(doc.games)) {
    return err({ code: 'not-stats', message: 'The stored statistics are not in a form this game knows.' });
  }
  const version = doc.version as number;
  if (version > STATS_VERSION) return err({ code: 'newer-version', message: `Your statistics were written by a newer version of sudokit (format ${version}).` });
  const games: GameRecord[] = [];
  let dropped = 0;
  for (const raw of doc.games as unknown[]) {
    const g = parseRecord(raw, version);
    if (g) games.push(g);
    else dropped++;
  }
  return ok({ games, dropped });
}

export function makeStats(games: readonly GameRecord[]): string {
  const kept = games.slice(-MAX_RECORDS);
  return JSON.stringify({ format: STATS_FORMAT, version: kept.some((g) => g.variant) ? STATS_VERSION : 2, games: kept });
}

/** Two histories as one (an import, another tab): each record once, in time order. */
export function mergeRecords(a: readonly GameRecord[], b: readonly GameRecord[]): GameRecord[] {
  const key = (g: GameRecord) => `${g.variant ?? ''}|${g.puzzle}|${g.finishedAt}|${g.outcome}`;
  const seen = new Map<string, GameRecord>();
  for (const g of [...a, ...b]) if (!seen.has(key(g))) seen.set(key(g), g);
  return [...seen.values()].sort((x, y) => x.finishedAt - y.finishedAt);
}

export interface TierSummary {
  tier: string;
  /** The variant (absent: classic 9x9). */
  variant?: string;
  /** Solved games; times are over these. */
  played: number;
  abandoned: number;
  bestMs: number;
  averageMs: number;
  noHints: number;
  /**
   * The player's time over the expected time of the puzzle (median over the solved games whose
   * expected time is known): 0.8 is "you take 0.8x the expected time". NaN when none is known.
   */
  paceRatio: number;
  /** Solved games the pace is measured over. */
  paced: number;
}

const median = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Per-variant and per-tier counts and times; games without a rating are grouped as "unrated". */
export function summarise(games: readonly GameRecord[]): TierSummary[] {
  const byTier = new Map<string, GameRecord[]>();
  for (const g of games) {
    const key = `${g.variant ?? ''}|${g.tier ?? 'unrated'}`;
    byTier.set(key, [...(byTier.get(key) ?? []), g]);
  }
  return [...byTier.entries()].map(([key, list]) => {
    const solved = list.filter((g) => g.outcome === 'solved');
    const [variant, tier] = key.split('|');
    return {
      tier,
      ...(variant ? { variant } : {}),
      played: solved.length,
      abandoned: list.length - solved.length,
      bestMs: solved.length ? Math.min(...solved.map((g) => g.timeMs)) : NaN,
      averageMs: solved.length ? solved.reduce((s, g) => s + g.timeMs, 0) / solved.length : NaN,
      noHints: solved.filter((g) => g.hints === 0).length,
      ...pace(solved),
    };
  });
}

/** The player's pace against the expected times of the solved games that have one. */
export function pace(solved: readonly GameRecord[]): { paceRatio: number; paced: number } {
  const ratios = solved.flatMap((g) => (g.expectedMinutes ? [g.timeMs / (g.expectedMinutes * 60_000)] : []));
  return { paceRatio: median(ratios), paced: ratios.length };
}

/** "0.8×": a pace as the statistics show it (two significant digits under 10). */
export function formatPace(ratio: number): string {
  return Number.isNaN(ratio) ? '–' : `${ratio < 10 ? Number(ratio.toPrecision(2)) : Math.round(ratio)}×`;
}

/** The best solved time at a tier, before the game `except` (for the solved moment). */
export function bestTime(games: readonly GameRecord[], tier: string | undefined, except?: GameRecord, variant?: string): number | undefined {
  const times = games.filter((g) => g !== except && g.outcome === 'solved' && g.tier === tier && g.variant === variant).map((g) => g.timeMs);
  return times.length ? Math.min(...times) : undefined;
}

export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? h + ':' : ''}${mm}:${String(s).padStart(2, '0')}`;
}
