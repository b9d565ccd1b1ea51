/**
 * Loading and saving everything the player has: the current game, games in progress, statistics.
 * Each is read, validated and, when damaged, kept aside before anything can overwrite it; when it
 * cannot be kept aside it is left in place and not written over (the player is told and can
 * download it). Statistics and the shelf are read again before each write, so two tabs add to
 * them instead of overwriting each other.
 */
import { type SaveData, makeSave, parseSave } from '../game/save.js';
import { type GameRecord, makeStats, mergeRecords, parseStats } from '../game/stats.js';
import { makeShelf, parseShelf } from '../game/shelf.js';
import { KEYS, keepAside, read, write } from './storage.js';

export interface Problem {
  /** One or two sentences for the player. */
  text: string;
  /** The unreadable data, when it could not be kept aside: the player may download it. */
  blocked?: { key: string; data: string };
}

/** Keys this tab must not write: their damaged contents could not be kept aside. */
const blockedKeys = new Set<string>();

export function unblock(key: string): void {
  blockedKeys.delete(key);
}

function damaged(key: string, text: string, what: string, reason: string): Problem {
  const aside = keepAside(key, text);
  if (aside) return { text: `${reason} A copy is kept in this browser's storage under "${aside}"; ${what}` };
  blockedKeys.add(key);
  return { text: `${reason} There is no room to keep a copy, so it is left untouched and nothing new will be saved over it; download it, or discard it to save again.`, blocked: { key, data: text } };
}

export function loadCurrent(): { save: SaveData | null; problem?: Problem } {
  const text = read(KEYS.game);
  if (!text) return { save: null };
  const r = parseSave(text);
  if (r.ok) return { save: r.value };
  return { save: null, problem: damaged(KEYS.game, text, 'a new game has been started; your settings and statistics are untouched.', `Your saved game could not be restored. ${r.error.message}`) };
}

export function loadShelf(): { games: SaveData[]; problem?: Problem } {
  const text = read(KEYS.shelf);
  const r = parseShelf(text);
  if (!r.ok) return { games: [], problem: damaged(KEYS.shelf, text!, 'the list starts empty.', r.error.message) };
  if (r.value.dropped) return { games: r.value.games, problem: damaged(KEYS.shelf, text!, 'the others are listed.', `${r.value.dropped} of your games in progress could not be read.`) };
  return { games: r.value.games };
}

export function loadStats(): { games: GameRecord[]; problem?: Problem } {
  const text = read(KEYS.stats);
  const r = parseStats(text);
  if (!r.ok) return { games: [], problem: damaged(KEYS.stats, text!, 'new games are recorded from here on.', r.error.message) };
  if (r.value.dropped) return { games: r.value.games, problem: damaged(KEYS.stats, text!, 'the rest are shown.', `${r.value.dropped} of your statistics' records were damaged.`) };
  return { games: r.value.games };
}

function guardedWrite(key: string, value: string): boolean {
  return !blockedKeys.has(key) && write(key, value);
}

/** What this tab wrote last under the game key: a different value in a storage event is another tab. */
let lastGameWrite: string | null = null;
export const isOwnGameWrite = (value: string | null) => value === lastGameWrite;

/**
 * Two tabs: the saved game belongs to the tab that took it last — by opening the page or by "Play
 * here" — recorded under its own key, which only those two actions write. Each tab keeps a
 * copy of storage that another tab's writes reach a moment later, so a tab that has not heard yet
 * can still write the game once (its clock ticks) after another took it; the owner key settles
 * who plays on (that tab writes its save again), instead of whichever write came last.
 */
const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
/**
 * False when storage refused the claim (full or blocked): this tab then goes by the game key alone,
 * as it does when the owner key is gone (storage cleared).
 */
let claimed = false;

export function claimGame(): void {
  claimed = write(KEYS.owner, tabId);
}

/** Whether a value of the owner key (a storage event's) is another tab's claim. */
export const isOtherTabsClaim = (value: string | null) => claimed && value !== null && value !== tabId;

/** This tab took the game and no other tab has taken it since. */
export const ownsGame = () => claimed && read(KEYS.owner) === tabId;

/**
 * Saves the current game: 'taken' when another tab has taken the game (or, without a claim,
 * written it since our last save: its storage event may not have reached us yet), so we must not
 * write over it.
 */
export function saveCurrent(data: SaveData): 'saved' | 'failed' | 'taken' {
  // Taken: another tab's claim stands; without one, a save not ours stands.
  const owner = claimed ? read(KEYS.owner) : null;
  const stored = read(KEYS.game);
  if (owner !== null ? owner !== tabId : lastGameWrite !== null && stored !== null && stored !== lastGameWrite) return 'taken';
  const text = makeSave(data);
  if (!guardedWrite(KEYS.game, text)) return 'failed';
  lastGameWrite = text;
  return 'saved';
}

/** This tab takes over the stored game (after "Play here"): its next save may replace it. */
export function adoptStoredGame(): void {
  lastGameWrite = read(KEYS.game);
  claimGame();
}

/**
 * The shelf as this tab last wrote or read it: every switch of game reads the stored shelf again
 * (another tab may have changed it), and parsing it checks every game in it (a replay and a rules
 * check each); text equal to what this tab holds needs no second reading.
 */
let shelfSeen: { text: string; games: SaveData[] } | null = null;

export function saveShelf(games: readonly SaveData[]): boolean {
  const text = makeShelf(games);
  const saved = guardedWrite(KEYS.shelf, text);
  if (saved) shelfSeen = { text, games: [...games] };
  return saved;
}

/** The games in progress as storage holds them now (null when it holds none readable). */
export function storedShelf(): SaveData[] | null {
  const text = read(KEYS.shelf);
  if (text !== null && shelfSeen?.text === text) return shelfSeen.games;
  const r = parseShelf(text);
  if (!r.ok) return null;
  if (text !== null && !r.value.dropped) shelfSeen = { text, games: r.value.games };
  return r.value.games;
}

/** Adds records to the stored statistics as they are now (another tab may have added some). */
export function addRecords(records: readonly GameRecord[], inMemory: readonly GameRecord[]): { games: GameRecord[]; saved: boolean } {
  const stored = parseStats(read(KEYS.stats));
  const base = stored.ok ? mergeRecords(stored.value.games, inMemory) : [...inMemory];
  const games = mergeRecords(base, records);
  // Unreadable stored statistics are never written over (they were kept aside at start-up, or
  // the key is blocked); a newer tab's damage is kept aside here first.
  if (!stored.ok && !keepAside(KEYS.stats, read(KEYS.stats) ?? '')) return { games, saved: false };
  return { games, saved: guardedWrite(KEYS.stats, makeStats(games)) };
}

export function saveStats(games: readonly GameRecord[]): boolean {
  return guardedWrite(KEYS.stats, makeStats(games));
}

/** A file the player can keep: the unreadable data, or an export. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
