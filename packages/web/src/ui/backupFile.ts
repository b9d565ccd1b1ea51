/** Reading an export file the player picked, and merging it with what this browser holds. */
import type { SaveData } from '../game/save.js';
import type { Settings } from '../game/settings.js';
import type { GameRecord } from '../game/stats.js';
import { mergeBackup, parseBackup } from '../game/backup.js';
import type { LearnProgress } from '../game/learn.js';

export type ImportResult =
  | { ok: true; stats: GameRecord[]; shelf: SaveData[]; learn: LearnProgress; settings: Settings; current: SaveData | null; summary: string }
  | { ok: false; message: string };

/** Files larger than this are not a sudokit export (a full one is well under a megabyte). */
const MAX_BYTES = 20 * 1024 * 1024;

export async function importBackup(file: File, stats: readonly GameRecord[], shelf: readonly SaveData[], learn: LearnProgress = {}): Promise<ImportResult> {
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
  const summary = `Imported: ${added} ${added === 1 ? 'record' : 'records'} added to your statistics, ${r.value.shelf.length + (r.value.current ? 1 : 0)} ${r.value.shelf.length + (r.value.current ? 1 : 0) === 1 ? 'game' : 'games'} in progress, your settings${r.value.skipped ? `; ${r.value.skipped} damaged ${r.value.skipped === 1 ? 'part was' : 'parts were'} left out` : ''}.`;
  return { ok: true, ...merged, settings: r.value.settings, current: r.value.current, summary };
}
