/**
 * Output formats of rated puzzles, shared by `generate --tier` and `bank pick/export`:
 * `line` (the puzzle, plus a tab and the solution on request), `csv` (header line first) and
 * `jsonl` (one object per line). The field names are part of the CLI contract.
 */
import type { RatedRecord } from './row.js';

export const RECORD_FORMATS = ['line', 'csv', 'jsonl'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];

export const RECORD_FIELDS = ['puzzle', 'solution', 'er', 'ep', 'ed', 'tier', 'hardest', 'clues', 'seed', 'minutes'] as const;

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
function fieldText(record: RatedRecord, field: (typeof RECORD_FIELDS)[number]): string {
  const v = record[field];
  if (v === undefined) return '';
  if (field === 'er' || field === 'ep' || field === 'ed' || field === 'minutes') return (v as number).toFixed(1);
  return String(v);
}

export function formatRecord(record: RatedRecord, format: RecordFormat, withSolution = false): string {
  if (format === 'line') return withSolution ? `${record.puzzle}\t${record.solution}` : record.puzzle;
  if (format === 'csv') return RECORD_FIELDS.map((f) => csvField(fieldText(record, f))).join(',');
  const obj: Record<string, unknown> = {};
  for (const f of RECORD_FIELDS) obj[f] = f === 'seed' || f === 'minutes' ? (record[f] ?? null) : record[f];
  return JSON.stringify(obj);
}
