/**
 * The player's games: the current one, the games in progress and the statistics. Every switch
 * of game goes through switchTo, which keeps the game being played; statistics and the shelf
 * are merged with what storage holds now (another tab may have written), and every failure to
 * save is told. The page (App) provides its state through the context.
 */
import type { Game } from '../game/game.js';
import { newGame } from '../game/game.js';
import type { InputMode } from '../game/input.js';
import type { SaveData } from '../game/save.js';
import type { Settings } from '../game/settings.js';
import { type GameRecord, formatTime } from '../game/stats.js';
import { abandonedRecord, inProgress, sameGame, shelve, unshelve } from '../game/shelf.js';
import { makeBackup } from '../game/backup.js';
import { importBackup } from './backupFile.js';
import { KEYS, read, write } from './storage.js';
import { makeLearnProgress, parseLearnProgress } from '../game/learn.js';
import { addRecords, download, saveShelf, saveStats, storedShelf } from './store.js';
import { tierName } from './tiers.js';
import { variantLabel } from '../game/variants.js';

type Ui = { mode: InputMode; selected: number };

export interface KeeperContext {
  /** The page's state as it is now (not as of the last render). */
  now(): { game: Game | null; mode: InputMode; selected: number; shelf: SaveData[]; history: GameRecord[]; settings: Settings };
  setHistory(games: GameRecord[]): void;
  setShelf(games: SaveData[]): void;
  setSettings(settings: Settings): void;
  /** Puts a game on the board (nothing else). */
  start(game: Game, ui?: Ui): void;
  notify(tone: 'info' | 'warning', text: string): void;
}

const NOT_SAVED = 'could not be saved in this browser (storage is full or blocked). Export your data from Settings to keep them.';

export function gameKeeper(ctx: KeeperContext) {
  function record(records: GameRecord[]) {
    const { games, saved } = addRecords(records, ctx.now().history);
    ctx.setHistory(games);
    if (!saved) ctx.notify('warning', `Your statistics ${NOT_SAVED}`);
  }

  function storeShelf(list: SaveData[]) {
    ctx.setShelf(list);
    if (!saveShelf(list)) ctx.notify('warning', `Your games in progress ${NOT_SAVED}`);
  }

  /** Puts a game in the games in progress (as storage holds them now); returns what to tell the player. */
  function keep(game: Game, ui: Ui): string {
    const { games, evicted } = shelve(storedShelf() ?? ctx.now().shelf, { game, ui });
    storeShelf(games);
    if (evicted.length) record(evicted.map((s) => abandonedRecord(s.game)));
    return `Your ${game.meta.variant ? variantLabel(game.meta.variant) + ' ' : ''}${game.meta.tier ? tierName(game.meta.tier) + ' ' : ''}game (${formatTime(game.elapsedMs)}) is kept: resume it from New game.`;
  }

  /** Keeps the current game in the games in progress; returns what to tell the player. */
  function keepCurrent(next?: Game): string | null {
    const { game, mode, selected } = ctx.now();
    if (!game || !inProgress(game) || (next && sameGame(game, next))) return null;
    return keep(game, { mode, selected });
  }

  /** Keeps a game that is not the current one (this tab's moves when another tab's went another way). */
  function keepOther(game: Game, why: string) {
    if (!inProgress(game)) return;
    const { mode, selected } = ctx.now();
    ctx.notify('info', `${why} ${keep(game, { mode, selected })}`);
  }

  /** Every way to another game goes through here: the game in progress is kept, and said so. */
  function switchTo(next: Game, ui?: Ui) {
    const kept = keepCurrent(next);
    const { shelf } = ctx.now();
    if (shelf.some((s) => sameGame(s.game, next))) storeShelf(unshelve(shelf, next));
    ctx.start(next, ui);
    if (kept) ctx.notify('info', kept);
  }

  /** Discarding a game in progress (asked twice in the dialog) records it as abandoned. */
  function discard(save: SaveData) {
    storeShelf(unshelve(ctx.now().shelf, save.game));
    record([abandonedRecord(save.game)]);
  }

  /**
   * A finished game played again: a new attempt (the solved one is already in the statistics).
   * A game in progress starts over by a move instead (player.ts), which Undo takes back, so no
   * attempt is recorded as abandoned (issue 31).
   */
  function restart() {
    const { game } = ctx.now();
    if (!game) return;
    ctx.start(newGame(game.puzzle, game.solution, game.meta));
  }

  function exportAll() {
    const { game, mode, selected, shelf, settings, history } = ctx.now();
    download(`sudokit-${new Date().toISOString().slice(0, 10)}.json`, makeBackup({ current: game ? { game, ui: { mode, selected } } : null, shelf, settings, stats: history, learn: parseLearnProgress(read(KEYS.learn)) }));
  }

  /** An import adds: statistics and games in progress merged, the file's game current (ours kept). */
  async function importAll(file: File) {
    const { history, shelf, game: playing } = ctx.now();
    const r = await importBackup(file, history, shelf, playing, parseLearnProgress(read(KEYS.learn)));
    if (!r.ok) { ctx.notify('warning', r.message); return; }
    if (!write(KEYS.learn, makeLearnProgress(r.learn))) ctx.notify('warning', `The imported lesson progress ${NOT_SAVED}`);
    ctx.setHistory(r.stats);
    if (!saveStats(r.stats)) ctx.notify('warning', `The imported statistics ${NOT_SAVED}`);
    storeShelf(r.shelf);
    ctx.setSettings({ ...r.settings, seenIntro: true });
    const { game } = ctx.now();
    if (r.current && !(game && sameGame(game, r.current.game))) switchTo(r.current.game, r.current.ui);
    ctx.notify('info', r.summary);
  }

  return { record, keepCurrent, keepOther, switchTo, resume: (s: SaveData) => switchTo(s.game, s.ui), discard, restart, exportAll, importAll };
}
