/**
 * Output formats of rated puzzles, shared by `generate --tier` and `bank pick/export`:
 * `line` (the puzzle, plus a tab and the solution on request), `csv` (header line first) and
 * `jsonl` (one object per line). The field names are part of the CLI contract.
 */
import type { RatedRecord } from './row.js';
import { escapeControls } from '../messages.js';

export const RECORD_FORMATS = ['line', 'csv', 'jsonl'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];

export const RECORD_FIELDS = ['puzzle', 'solution', 'er', 'ep', 'ed', 'tier', 'hardest', 'clues', 'seed', 'minutes'] as const;

/** A record to print: a rated classic record, or a bank row whose SE ratings are null (a variant's). */
export type PrintableRecord = Omit<RatedRecord, 'er' | 'ep' | 'ed'> & { er: number | null; ep: number | null; ed: number | null; variant?: string; size?: number };

export function isRecordFormat(s: string): s is RecordFormat {
  return (RECORD_FORMATS as readonly string[]).includes(s);
}

/** The line written before the first record (CSV's header), if any. */
export function formatHeader(format: RecordFormat): string | undefined {
  return format === 'csv' ? RECORD_FIELDS.join(',') : undefined;
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Ratings keep SE's one decimal in text formats (2.0, not 2). */
function fieldText(record: PrintableRecord, field: (typeof RECORD_FIELDS)[number]): string {
  const v = record[field];
  if (v === undefined || v === null) return '';
  if (field === 'er' || field === 'ep' || field === 'ed' || field === 'minutes') return typeof v === 'number' ? v.toFixed(1) : escapeControls(String(v));
  return escapeControls(String(v));
}

/** JSON.stringify escapes C0 controls but leaves DEL and C1 (a terminal's CSI) raw. */
export const jsonSafe = (json: string) => json.replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function formatRecord(record: PrintableRecord, format: RecordFormat, withSolution = false): string {
  // A bank's rows are read back as stored: text from a crafted bank is shown, never obeyed.
  if (format === 'line') return withSolution ? `${escapeControls(record.puzzle)}\t${escapeControls(record.solution)}` : escapeControls(record.puzzle);
  if (format === 'csv') return RECORD_FIELDS.map((f) => csvField(fieldText(record, f))).join(',');
  const obj: Record<string, unknown> = {};
  for (const f of RECORD_FIELDS) obj[f] = f === 'seed' || f === 'minutes' ? (record[f] ?? null) : record[f];
  // a variant row says which rules it has (its puzzle is a compact line; `tier` is its level)
  if (record.variant !== undefined && (record.variant !== 'classic' || record.size !== 9)) Object.assign(obj, { variant: record.variant, size: record.size });
  return jsonSafe(JSON.stringify(obj));
}
