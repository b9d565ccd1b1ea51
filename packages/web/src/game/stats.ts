/**
 * Finished games and the small statistics page built from them. Stored under its own key, versioned;
 * a damaged record is dropped alone rather than the whole history.
 */
export interface FinishedGame {
  puzzle: string;
  tier?: string;
  timeMs: number;
  hints: number;
  mistakes: number;
  finishedAt: number;
  source: string;
}

export const STATS_FORMAT = 'sudokit-stats';
export const STATS_VERSION = 1;
/** Enough for a long history while keeping local storage small. */
export const MAX_RECORDS = 500;

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

function parseRecord(raw: unknown): FinishedGame | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.puzzle !== 'string' || !/^[1-9.]{81}$/.test(r.puzzle)) return undefined;
  if (!isCount(r.timeMs) || !isCount(r.hints) || !isCount(r.mistakes) || !isCount(r.finishedAt)) return undefined;
  return {
    puzzle: r.puzzle, timeMs: r.timeMs, hints: r.hints, mistakes: r.mistakes, finishedAt: r.finishedAt,
    source: typeof r.source === 'string' ? r.source : 'generated',
    ...(typeof r.tier === 'string' ? { tier: r.tier } : {}),
  };
}

export function parseStats(text: string | null): FinishedGame[] {
  if (!text) return [];
  try {
    const doc = JSON.parse(text);
    if (doc?.format !== STATS_FORMAT || doc.version !== STATS_VERSION || !Array.isArray(doc.games)) return [];
    return doc.games.map(parseRecord).filter((g: FinishedGame | undefined): g is FinishedGame => g !== undefined);
  } catch {
    return [];
  }
}

export function makeStats(games: readonly FinishedGame[]): string {
  return JSON.stringify({ format: STATS_FORMAT, version: STATS_VERSION, games: games.slice(-MAX_RECORDS) });
}

export interface TierSummary {
  tier: string;
  played: number;
  bestMs: number;
  averageMs: number;
  noHints: number;
}

/** Per-tier counts and times; games without a rating are grouped as "unrated". */
export function summarise(games: readonly FinishedGame[]): TierSummary[] {
  const byTier = new Map<string, FinishedGame[]>();
  for (const g of games) {
    const key = g.tier ?? 'unrated';
    byTier.set(key, [...(byTier.get(key) ?? []), g]);
  }
  return [...byTier.entries()].map(([tier, list]) => ({
    tier,
    played: list.length,
    bestMs: Math.min(...list.map((g) => g.timeMs)),
    averageMs: list.reduce((s, g) => s + g.timeMs, 0) / list.length,
    noHints: list.filter((g) => g.hints === 0).length,
  }));
}

export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? h + ':' : ''}${mm}:${String(s).padStart(2, '0')}`;
}
