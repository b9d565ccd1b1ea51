/**
 * Where a variant's new puzzle comes from (issue 29): one made ahead in the background (the stock
 * lane, after the player first asked for that variant and level), else the variant's pre-made
 * pack (src/variants/pack-<variant>.json, loaded on demand: the first load never carries it),
 * else made by the worker while the player waits. Served puzzles are remembered by seed, so none
 * comes twice in this browser. Daily Killer: made from the date, the same on every device.
 */
import type { VariantLevel } from 'sudokit';
import type { VariantId } from '../game/variants.js';
import type { MadeVariant } from '../worker/variantPuzzles.js';
import { ask } from '../worker/client.js';
import { KEYS, read, write } from './storage.js';

export type ServedVariant = MadeVariant & { from: 'stock' | 'pack' | 'worker' | 'copy'; ms: number };

interface PackEntry { level: VariantLevel; seed: string; rules: MadeVariant['rules']; puzzle: string; solution: string }

const packs = new Map<VariantId, Promise<PackEntry[]>>();

/** The variant's pack, fetched once (a chunk of its own); an empty list when it cannot load (offline before it was cached). */
export function loadPack(variant: VariantId): Promise<PackEntry[]> {
  let p = packs.get(variant);
  if (!p) {
    p = import(`../variants/pack-${variant}.json`).then((m: { default: { puzzles: PackEntry[] } }) => m.default.puzzles).catch(() => [] as PackEntry[]);
    packs.set(variant, p);
  }
  return p;
}

const isMade = (x: unknown): x is MadeVariant => typeof x === 'object' && x !== null && typeof (x as MadeVariant).puzzle === 'string' && typeof (x as MadeVariant).variant === 'string';

function readJson<T>(key: string, fallback: T): T {
  try {
    const v = JSON.parse(read(key) ?? 'null');
    return v ?? fallback;
  } catch {
    return fallback;
  }
}

let memoryStock: MadeVariant[] = [];
const loadStock = (): MadeVariant[] => {
  const v = readJson<unknown[]>(KEYS.variantStock, []);
  return Array.isArray(v) ? v.filter(isMade) : memoryStock;
};
const keepStock = (list: MadeVariant[]) => { memoryStock = list; write(KEYS.variantStock, JSON.stringify(list)); };

let memoryUsed: string[] = [];
const usedSeeds = (): string[] => {
  const v = readJson<unknown[]>(KEYS.variantPackUsed, []);
  return [...new Set([...(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []), ...memoryUsed])];
};

/**
 * The refill starts a while after a new game is on the board: making a puzzle keeps a core busy
 * for seconds, and on a two-core phone it would slow the new board's first frames.
 */
const REFILL_AFTER_MS = 2000;

/** What the stock lane is making: one at a time. */
let making: Promise<void> | null = null;

/** Makes the variant's level ahead if the stock lacks it (call after serving one). */
export function refillVariant(variant: VariantId, level: VariantLevel): void {
  if (making || loadStock().some((m) => m.variant === variant && m.level === level)) return;
  making = ask({ type: 'variant', variant, level, base: `device:${Date.now()}:${Math.random().toString(36).slice(2)}` }, 'stock').then((r) => {
    making = null;
    if (r.ok && r.type === 'variant' && r.made) keepStock([...loadStock().filter((m) => !(m.variant === variant && m.level === level)), r.made]);
  });
}

/**
 * A new puzzle of the variant and level: made ahead, from the pack, or made now — and when that
 * search runs out, a transformed copy of one of the level's pack puzzles, re-rated in the worker
 * (worker/variantCopies.ts), whose compact line is none of `had` (the player's records and kept games).
 */
export async function newVariantPuzzle(variant: VariantId, level: VariantLevel, had: readonly string[] = []): Promise<ServedVariant | { error: string }> {
  const t0 = performance.now();
  const stock = loadStock();
  const k = stock.findIndex((m) => m.variant === variant && m.level === level);
  if (k >= 0) {
    keepStock(stock.filter((_, i) => i !== k));
    setTimeout(() => refillVariant(variant, level), REFILL_AFTER_MS);
    return { ...stock[k], from: 'stock', ms: performance.now() - t0 };
  }
  const used = usedSeeds();
  const entry = (await loadPack(variant)).find((e) => e.level === level && !used.includes(e.seed));
  if (entry) {
    memoryUsed = [...used, entry.seed];
    write(KEYS.variantPackUsed, JSON.stringify(memoryUsed.slice(-2000)));
    setTimeout(() => refillVariant(variant, level), REFILL_AFTER_MS);
    return { variant, ...entry, from: 'pack', ms: performance.now() - t0 };
  }
  const sources = (await loadPack(variant)).filter((e) => e.level === level).map(({ rules, puzzle, solution }) => ({ rules, puzzle, solution }));
  const r = await ask({ type: 'variant', variant, level, base: `device:${Date.now()}:${Math.random().toString(36).slice(2)}`, copies: { sources, had: [...had] } });
  if (!r.ok) return { error: r.message };
  if (r.type !== 'variant' || !r.made) return { error: `no ${level} puzzle was found in time; try another level` };
  setTimeout(() => refillVariant(variant, level), REFILL_AFTER_MS);
  return { ...r.made, from: r.copy ? 'copy' : 'worker', ms: performance.now() - t0 };
}

/** The level of the daily Killer. */
export const DAILY_KILLER_LEVEL: VariantLevel = 'medium';

const dailies = new Map<string, Promise<MadeVariant | null>>();
/** Made this page load (for when storage cannot keep it). */
const madeDailies = new Map<string, MadeVariant>();
const DAILY_KEY_PREFIX = 'sudokit.daily-killer:';

/** Today's Killer as made before (this browser keeps the day's, and only the day's). */
function keptDaily(date: string): MadeVariant | null {
  const kept = readJson<unknown>(`${DAILY_KEY_PREFIX}${date}`, null);
  return isMade(kept) && kept.variant === 'killer' ? kept : madeDailies.get(date) ?? null;
}

function makeDaily(date: string, lane: 'play' | 'stock'): Promise<MadeVariant | null> {
  return ask({ type: 'variant', variant: 'killer', level: DAILY_KILLER_LEVEL, base: `sudokit-daily-killer:${date}` }, lane).then((r) => {
    const made = r.ok && r.type === 'variant' ? r.made : null;
    if (made) {
      madeDailies.set(date, made);
      write(`${DAILY_KEY_PREFIX}${date}`, JSON.stringify(made));
      // Yesterday's is not needed any more.
      try {
        for (let i = localStorage.length - 1; i >= 0; i--) {
          const k = localStorage.key(i);
          if (k?.startsWith(DAILY_KEY_PREFIX) && k !== `${DAILY_KEY_PREFIX}${date}`) localStorage.removeItem(k);
        }
      } catch { /* storage blocked: nothing kept to clear */ }
    }
    return made;
  });
}

/**
 * Makes today's Killer ahead in the stock lane (after the page's first load, when the player has
 * not asked for it yet), so the tap finds it made. Safe to call often.
 */
export function prepareDailyKiller(date: string): void {
  if (keptDaily(date) || dailies.has(date)) return;
  const p = makeDaily(date, 'stock');
  dailies.set(date, p);
  void p.then((made) => { if (!made) dailies.delete(date); });
}

/** Today's Killer: the same for everyone (seeds from the date), made once per day in this browser. */
export async function dailyKiller(date: string): Promise<ServedVariant | { error: string }> {
  const t0 = performance.now();
  const kept = keptDaily(date);
  if (kept) return { ...kept, from: 'stock', ms: performance.now() - t0 };
  // Being made ahead in the stock lane (which may be busy with another puzzle first): the play
  // lane makes it too, and the first answer wins; both are the same puzzle (seeds from the date).
  const ahead = dailies.get(date);
  const now = makeDaily(date, 'play');
  const made = ahead ? await Promise.race([ahead.then((m) => m ?? now), now]) : await now;
  if (!made) return { error: "today's Killer could not be made" };
  return { ...made, from: ahead ? 'stock' : 'worker', ms: performance.now() - t0 };
}
