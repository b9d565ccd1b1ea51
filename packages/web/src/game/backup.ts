/**
 * Export and import of everything a player has — the current game, games in progress, settings
 * and statistics — as one file, so moving to another device or browser loses nothing. An import
 * adds to what is here: statistics and games in progress are merged, never replaced.
 */
import { type Result, ok, err } from 'sudokit';
import { type SaveData, parseSaveDoc, saveDoc } from './save.js';
import { type Settings, parseSettings } from './settings.js';
import { type GameRecord, makeStats, mergeRecords, parseStats } from './stats.js';
import { mergeShelves } from './shelf.js';
import { type LearnProgress, LEARN_FORMAT, makeLearnProgress, mergeLearnProgress, parseLearnProgress } from './learn.js';

export const BACKUP_FORMAT = 'sudokit-backup';
export const BACKUP_VERSION = 1;

export interface BackupData {
  current: SaveData | null;
  shelf: SaveData[];
  settings: Settings;
  stats: GameRecord[];
  /** Learn mode's progress per technique (absent in exports made before Learn mode). */
  learn?: LearnProgress;
}

export function makeBackup(d: BackupData, now = Date.now()): string {
  return JSON.stringify({
    format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now,
    current: d.current ? saveDoc(d.current, now) : null,
    shelf: d.shelf.map((s) => saveDoc(s, now)),
    settings: d.settings,
    stats: JSON.parse(makeStats(d.stats)),
    ...(d.learn ? { learn: JSON.parse(makeLearnProgress(d.learn)) } : {}),
  });
}

export interface ParsedBackup extends BackupData {
  /** Parts that could not be read (each left out, the rest imported). */
  skipped: number;
}

export function parseBackup(text: string): Result<ParsedBackup, { message: string }> {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text);
  } catch {
    return err({ message: 'This file is not a sudokit export (not readable JSON).' });
  }
  if (typeof doc !== 'object' || doc === null || doc.format !== BACKUP_FORMAT) return err({ message: 'This file is not a sudokit export.' });
  if (doc.version !== BACKUP_VERSION) return err({ message: `This export is from another version of sudokit (format ${String(doc.version)}).` });
  let skipped = 0;
  let current: SaveData | null = null;
  if (doc.current !== null && doc.current !== undefined) {
    const r = parseSaveDoc(doc.current);
    if (r.ok) current = r.value;
    else skipped++;
  }
  const shelf: SaveData[] = [];
  for (const raw of Array.isArray(doc.shelf) ? doc.shelf : []) {
    const r = parseSaveDoc(raw);
    if (r.ok) shelf.push(r.value);
    else skipped++;
  }
  const stats = parseStats(JSON.stringify(doc.stats ?? null));
  if (!stats.ok) skipped++;
  else skipped += stats.value.dropped;
  const learn = doc.learn === undefined ? {} : parseLearnProgress(JSON.stringify(doc.learn));
  if (doc.learn !== undefined && (doc.learn as { format?: unknown } | null)?.format !== LEARN_FORMAT) skipped++;
  return ok({ current, shelf, settings: parseSettings(JSON.stringify(doc.settings ?? {})), stats: stats.ok ? stats.value.games : [], learn, skipped });
}

/** What an import leaves: merged statistics and games in progress, the file's settings. */
export function mergeBackup(here: { stats: readonly GameRecord[]; shelf: readonly SaveData[]; learn?: LearnProgress }, file: ParsedBackup): { stats: GameRecord[]; shelf: SaveData[]; learn: LearnProgress } {
  return { stats: mergeRecords(here.stats, file.stats), shelf: mergeShelves(here.shelf, file.shelf), learn: mergeLearnProgress(here.learn ?? {}, file.learn ?? {}) };
}
