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

export type ServedVariant = MadeVariant & { from: 'stock' | 'pack' | 'worker'; ms: number };

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

/** A new puzzle of the variant and level: made ahead, from the pack, or made now. */
export async function newVariantPuzzle(variant: VariantId, level: VariantLevel): Promise<ServedVariant | { error: string }> {
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
  const r = await ask({ type: 'variant', variant, level, base: `device:${Date.now()}:${Math.random().toString(36).slice(2)}` });
  if (!r.ok) return { error: r.message };
  if (r.type !== 'variant' || !r.made) return { error: `no ${level} puzzle was found in time; try another level` };
  setTimeout(() => refillVariant(variant, level), REFILL_AFTER_MS);
  return { ...r.made, from: 'worker', ms: performance.now() - t0 };
}

/** The level of the daily Killer. */
export const DAILY_KILLER_LEVEL: VariantLevel = 'medium';

const dailies = new Map<string, Promise<MadeVariant | null>>();

/** Today's Killer: the same for everyone (seeds from the date), made once per day in this browser. */
export async function dailyKiller(date: string): Promise<ServedVariant | { error: string }> {
  const t0 = performance.now();
  const key = `sudokit.daily-killer:${date}`;
  const kept = readJson<unknown>(key, null);
  if (isMade(kept)) return { ...kept, from: 'stock', ms: performance.now() - t0 };
  let p = dailies.get(date);
  if (!p) {
    p = ask({ type: 'variant', variant: 'killer', level: DAILY_KILLER_LEVEL, base: `sudokit-daily-killer:${date}` }).then((r) => (r.ok && r.type === 'variant' ? r.made : null));
    dailies.set(date, p);
  }
  const made = await p;
  if (!made) return { error: "today's Killer could not be made" };
  write(key, JSON.stringify(made));
  return { ...made, from: 'worker', ms: performance.now() - t0 };
}
