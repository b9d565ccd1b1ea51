/**
 * The page's stock of puzzles made ahead (game/stock.ts): a puzzle per level, then today's daily
 * puzzles; before the stock has a level's puzzle (a first visit), the pack shipped with the game
 * (game/pack.ts). Kept in storage, so a reload keeps them, and read again before each change, so two
 * tabs never hand out the same level puzzle. A worker of its own (the stock lane) fills it in the
 * background; "New game" takes from it, and only makes a puzzle while the player waits when there
 * is none ready.
 */
import { dailyKey } from '../game/daily.js';
import { type StockedPuzzle, capped, makeDailyStock, makeStock, nextToMake, parseDailyStock, parseStock, takeLevel } from '../game/stock.js';
import { type PackPuzzle, levelsLeft, makePackUsed, nextFromPack, parsePackUsed } from '../game/pack.js';
import { PLAYER_LEVELS, applyTransform, createRng, drawTransform, makeLine, randomSeed } from 'sudokit';
import { PACK } from '../game/pack-data.js';
import { type NewPuzzle, ask, dailyPuzzle, madePuzzle } from '../worker/client.js';
import { KEYS, read, remove, write } from './storage.js';
import type { CopySources } from '../worker/copies.js';

/**
 * A list kept under a storage key, with a copy in memory for when storage cannot hold it (blocked
 * or full). `date` tells the dailies of one day from another's; the level stock ignores it.
 */
function storedList(key: string, parse: (text: string, date: string) => StockedPuzzle[], make: (list: StockedPuzzle[], date: string) => string) {
  let memory: StockedPuzzle[] = [];
  let memoryOf: string | null = null;
  return {
    load(date = ''): StockedPuzzle[] {
      const text = read(key);
      if (text === null) return memoryOf?.startsWith(`${date}\n`) ? memory : [];
      if (memoryOf !== `${date}\n${text}`) { memory = parse(text, date); memoryOf = `${date}\n${text}`; }
      return memory;
    },
    keep(list: StockedPuzzle[], date = ''): void {
      const text = make(list, date);
      memory = parse(text, date);
      memoryOf = `${date}\n${text}`;
      // A list that could not be written must not stay behind stale (its puzzles may be taken).
      if (!write(key, text)) { remove(key); memoryOf = `${date}\n`; }
    },
  };
}

const levelStock = storedList(KEYS.stock, (t) => parseStock(t), (l) => makeStock(capped(l)));
const dailyStock = storedList(KEYS.dailyStock, parseDailyStock, (l, date) => makeDailyStock(date, capped(l, 1)));

const toNew = (e: StockedPuzzle): NewPuzzle => ({ puzzle: e.puzzle, solution: e.solution, tier: e.tier, rating: e.rating, expectedMinutes: e.expectedMinutes, ms: 0 });
const toStocked = (level: string, p: NewPuzzle): StockedPuzzle => ({ level, puzzle: p.puzzle, solution: p.solution, tier: p.tier, rating: p.rating, expectedMinutes: p.expectedMinutes });

/** What the stock lane is making now: a level's puzzle, or (with its date) a daily puzzle. */
let making: { level: string; date?: string; done: Promise<void> } | null = null;

/** Today's daily puzzles being made while the player waits (play lane): the stock lane leaves them. */
const dailiesAsked = new Set<string>();

/**
 * Makes puzzles ahead, one at a time: first a puzzle for each level the first-visit pack no longer
 * covers (the slowest levels first), then today's daily puzzles (the same all day, some slow to
 * find: seconds for extreme; a pack cannot hold them, so a first visit starts on them at once),
 * then a puzzle for the levels the pack still covers. Safe to call often; a failure of the worker
 * stops it until the next call (no retry loop).
 */
export function fillStock(): void {
  if (making) return;
  const stocked = levelStock.load();
  const urgent = nextToMake(stocked, undefined, [...levelsLeft(PACK, packUsed()), ...givenUp()]);
  if (urgent) return makeLevel(urgent);
  const date = dailyKey(new Date());
  const daily = nextToMake(dailyStock.load(date), 1, PLAYER_LEVELS.map((l) => l.name).filter((l) => dailiesAsked.has(`${date}:${l}`)));
  if (daily) {
    const done = dailyPuzzle(daily, date, 'stock').then((made) => {
      making = null;
      if ('error' in made) return;
      keepDaily(daily, date, made);
      fillStock();
    });
    making = { level: daily, date, done };
    return;
  }
  const level = nextToMake(stocked, undefined, givenUp());
  if (level) makeLevel(level);
}

/**
 * Searches in a row that ended without a puzzle of the level, per level (this page load): the
 * stock keeps only puzzles of the level they are for, so a search that ran out is tried again
 * (after FRESH_TRIES with copies allowed), up to MAX_MISSES times, then the level waits for the
 * next page load and the other levels go on.
 */
const misses = new Map<string, number>();
const MAX_MISSES = 4;
/** How long a new game waits for the stock lane's search of its level before its own search. */
const WAIT_FOR_STOCK_MS = 6000;
/** The stock lane's search time: nobody waits for it, so longer than a new game's. */
const STOCK_SEARCH_MS = 20_000;
const givenUp = () => [...misses].filter(([, n]) => n >= MAX_MISSES).map(([l]) => l);

/** What a copy may be made from and must not be, per level (set by the page: ui/newGames.ts). */
let copiesFor: ((level: string) => CopySources) | undefined;
export function setCopySources(f: (level: string) => CopySources): void {
  copiesFor = f;
}
/**
 * Fresh searches before the stock lane takes a checked copy instead (worker/copies.ts): a level's
 * stock is a fresh puzzle when the device finds one within two searches, and is never left empty
 * for long on a slow device.
 */
const FRESH_TRIES = 2;

function makeLevel(level: string): void {
  const copies = (misses.get(level) ?? 0) >= FRESH_TRIES ? copiesFor?.(level) : undefined;
  const done = ask({ type: 'generate', tier: level, budgetMs: STOCK_SEARCH_MS, ...(copies ? { copies } : {}) }, 'stock').then((r) => {
    making = null;
    const made = madePuzzle(r);
    if ('error' in made) return;
    // Only a puzzle of the level (not the closest one under a fallback label) is a level's stock.
    if (made.tier === level) {
      misses.delete(level);
      levelStock.keep([...levelStock.load(), toStocked(level, made)]);
    } else {
      misses.set(level, (misses.get(level) ?? 0) + 1);
    }
    fillStock();
  });
  making = { level, done };
}

function keepDaily(level: string, date: string, made: NewPuzzle): void {
  dailyStock.keep([...dailyStock.load(date).filter((e) => e.level !== level), toStocked(level, made)], date);
}

function takeStocked(level: string): NewPuzzle | undefined {
  const { taken, rest } = takeLevel(levelStock.load(), level);
  if (!taken) return undefined;
  levelStock.keep(rest);
  setTimeout(fillStock, 0);
  return toNew(taken);
}

/** A new puzzle and where it came from: made ahead, the pack shipped with the game, or made while the player waited. */
export type ServedPuzzle = NewPuzzle & { from: 'stock' | 'pack' | 'worker' | 'copy'; /** The pack's puzzle before its transform. */ pack?: string };

/** The pack puzzles served in this page, for when storage cannot keep them. */
let packServed: string[] = [];
/** The pack puzzles served in this browser (another tab's too). */
const packUsed = () => [...new Set([...parsePackUsed(read(KEYS.packUsed)), ...packServed])];

/** The level's next pack puzzle not served before (in this browser), marked served before it is shown. */
function takeFromPack(level: string): (NewPuzzle & { pack: string }) | undefined {
  const used = packUsed();
  const p = nextFromPack(PACK, level, used);
  if (!p) return undefined;
  packServed = [...used, p.puzzle];
  write(KEYS.packUsed, makePackUsed(packServed));
  setTimeout(fillStock, 0); // the level may need its stock sooner now
  return { ...shuffled(p), pack: p.puzzle };
}

/**
 * The pack's puzzle under a transform (relabelled digits, rows and columns swapped within bands
 * and stacks, maybe transposed), so every browser gets its own first puzzles (issue 31): one of
 * those checked to keep its level when the pack was made, drawn for this serving, with that
 * copy's own minutes (issue 30: a transform keeps the rating but moves the human model's minutes).
 * A pack entry without checked transforms gets one drawn at random and the pack's minutes.
 */
function shuffled(p: PackPuzzle): NewPuzzle {
  const checked = p.transforms ?? [];
  // crypto, not Math.random: two new browsers of the fresh-clone CI drew the same transform from
  // Math.random twice running (cause not found; locally they differ), and the pick is all that
  // makes their first puzzles differ.
  const pick = checked.length ? checked[crypto.getRandomValues(new Uint32Array(1))[0] % checked.length] : undefined;
  const t = drawTransform(createRng(pick ? `${p.puzzle}:${pick[0]}` : randomSeed()));
  const line = (s: string) => makeLine(applyTransform(t, Array.from(s, (ch) => (ch === '.' ? 0 : Number(ch)))));
  return { ...toNew(p), puzzle: line(p.puzzle), solution: line(p.solution), ...(pick ? { expectedMinutes: pick[1] } : {}) };
}

/**
 * A new puzzle of the level: made ahead if there is one, else from the pack, else the one being
 * made, else made now — and when that search runs out, a transformed copy of a puzzle of the
 * level from `copies` (the pack's and the player's earlier ones, checked and re-rated in the
 * worker: worker/copies.ts), so the player gets the level asked for; the closest puzzle under
 * its honest label only when no copy keeps the level.
 */
export async function newPuzzle(level: string, copies?: CopySources): Promise<ServedPuzzle | { error: string }> {
  const ready = takeStocked(level);
  if (ready) return { ...ready, from: 'stock' };
  const packed = takeFromPack(level);
  if (packed) return { ...packed, from: 'pack' };
  // The stock lane is on it: its search may run longer than a player should wait.
  let waited = false;
  if (making && making.level === level && making.date === undefined) {
    await Promise.race([making.done, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_STOCK_MS))]);
    const made = takeStocked(level);
    if (made) return { ...made, from: 'stock' };
    waited = true;
  }
  // The end-to-end tests may shorten the search (0: straight to the copy) to see a copy dealt.
  const budgetMs = (globalThis as { __sudokitSearchMs?: number }).__sudokitSearchMs ?? (waited && copies ? 2000 : undefined);
  const r = madePuzzle(await ask({ type: 'generate', tier: level, ...(copies ? { copies } : {}), ...(typeof budgetMs === 'number' ? { budgetMs } : {}) }));
  fillStock();
  return 'error' in r ? r : { ...r, from: r.copy ? 'copy' : 'worker' };
}

/** Whether the daily puzzle of the level and date is made (it is then served at once). */
export function dailyReady(level: string, date: string): boolean {
  return dailyStock.load(date).some((e) => e.level === level);
}

/** The daily puzzle of the level and date: made ahead (it stays, the same all day), being made, or made now. */
export async function newDailyPuzzle(level: string, date: string): Promise<ServedPuzzle | { error: string }> {
  const ready = () => dailyStock.load(date).find((e) => e.level === level);
  let found = ready();
  if (!found && making && making.level === level && making.date === date) {
    await making.done;
    found = ready();
  }
  if (found) return { ...toNew(found), from: 'stock' };
  dailiesAsked.add(`${date}:${level}`);
  const made = await dailyPuzzle(level, date);
  dailiesAsked.delete(`${date}:${level}`);
  if ('error' in made) return made;
  keepDaily(level, date, made);
  return { ...made, from: 'worker' };
}
