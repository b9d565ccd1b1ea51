/** Reading an export file the player picked, and merging it with what this browser holds. */
import type { SaveData } from '../game/save.js';
import type { Game } from '../game/game.js';
import { sameGame } from '../game/shelf.js';
import type { Settings } from '../game/settings.js';
import type { GameRecord } from '../game/stats.js';
import { mergeBackup, parseBackup } from '../game/backup.js';
import type { LearnProgress } from '../game/learn.js';

export type ImportResult =
  | { ok: true; stats: GameRecord[]; shelf: SaveData[]; learn: LearnProgress; settings: Settings; current: SaveData | null; summary: string }
  | { ok: false; message: string };

/** Files larger than this are not a sudokit export (a full one is well under a megabyte). */
const MAX_BYTES = 20 * 1024 * 1024;

export async function importBackup(file: File, stats: readonly GameRecord[], shelf: readonly SaveData[], current: Game | null = null, learn: LearnProgress = {}): Promise<ImportResult> {
  if (file.size > MAX_BYTES) return { ok: false, message: 'This file is too large to be a sudokit export.' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: 'The file could not be read.' };
  }
  const r = parseBackup(text);
  if (!r.ok) return { ok: false, message: r.error.message };
  const merged = mergeBackup({ stats, shelf, learn }, r.value);
  const added = merged.stats.length - stats.length;
  // Games in progress this browser did not have (issue 31: re-importing the same file said "1 game").
  const fileCurrent = r.value.current?.game;
  const known = (g: Game) => (current !== null && sameGame(current, g)) || shelf.some((s) => sameGame(s.game, g));
  const games = r.value.shelf.filter((s) => !known(s.game)).length + (fileCurrent && !known(fileCurrent) && !r.value.shelf.some((s) => sameGame(s.game, fileCurrent)) ? 1 : 0);
  const summary = `Imported: ${added} ${added === 1 ? 'record' : 'records'} added to your statistics, ${games} ${games === 1 ? 'game' : 'games'} in progress added, your settings${r.value.skipped ? `; ${r.value.skipped} damaged ${r.value.skipped === 1 ? 'part was' : 'parts were'} left out` : ''}.`;
  return { ok: true, ...merged, settings: r.value.settings, current: r.value.current, summary };
}
