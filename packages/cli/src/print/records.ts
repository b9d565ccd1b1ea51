/**
 * Reading the puzzles `print` lays out, from what the other commands write: plain lines (the
 * puzzle, then optionally a tab and the solution, as `generate --with-solution` and `bank export`
 * write; or `rate`'s columns, expected minutes last), CSV with a header (`generate --format csv`, `bank pick`), JSON
 * lines (`generate --format jsonl`, `rate --json`) and `bank export --json`'s array, one object
 * per line. Whatever carries a rating or expected minutes brings it along for the labels.
 *
 * Puzzles of every variant come in the forms `solve` reads: a compact line, an f-puzzles or
 * SudokuPad link or a plain line of another size where a puzzle line goes, and a JSON
 * description or ipuz document (an object with no "puzzle" string) as the whole line; these
 * are passed on as text, for the check to read.
 *
 * CSV is decided per source from its first record line (a reader keeps the header); a line
 * that starts with `{` is JSON wherever it is, so a book can mix lines and JSON.
 */
import { LADDER_TOP, TIERS } from 'sudokit';

export interface PrintRecord {
  /** The puzzle as written, in any form (checked later). */
  puzzle: string;
  /** The solution the input claims, if any (checked against the solver). */
  solution?: string;
  er?: number;
  /** The rating is a lower bound (the rater stopped at its budget, or SE's `+`). */
  erAtLeast?: boolean;
  tier?: string;
  /** Expected solving minutes, when the input carries them. */
  minutes?: number;
}

export type RecordErrorCode = 'bad-json' | 'bad-csv' | 'no-puzzle';

export interface RecordError {
  code: RecordErrorCode;
  message: string;
}

/** A record, nothing (headers, `[` and `]`), or why the line is not a record. */
export type ReadResult = { kind: 'record'; record: PrintRecord } | { kind: 'skip' } | { kind: 'error'; error: RecordError };

type Format = 'lines' | 'csv' | 'json';

/** Keys that make an object a puzzle description (or, `kind`, an ipuz document). */
const DESCRIPTION_KEYS = ['givens', 'size', 'regions', 'cages', 'diagonals', 'windows', 'kind'];

const TIER_NAMES = new Set<string>([...TIERS.map((t) => t.tier as string), 'beyond']);

/**
 * Values a label may show: the rater's scale (0 to the ladder's top) and the minutes `generate
 * --minutes` accepts. Anything outside is ignored (the puzzle is rated here instead), so a label
 * never shows a value no rater gives.
 */
const MAX_MINUTES = 10_000;

/** A rating as written: a number, or text like `3.4` / `6.2+` (SE's mark for "at least"). */
function parseRatingValue(v: unknown): { er: number; atLeast: boolean } | undefined {
  let r: { er: number; atLeast: boolean } | undefined;
  if (typeof v === 'number') r = { er: v, atLeast: false };
  else if (typeof v === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)(\+?)\s*$/.exec(v);
    if (m) r = { er: Number(m[1]), atLeast: m[2] === '+' };
  }
  return r && Number.isFinite(r.er) && r.er >= 0 && r.er <= LADDER_TOP ? r : undefined;
}

function parseMinutes(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= MAX_MINUTES ? n : undefined;
}

/** Fields by name (from JSON or a CSV row) to a record; `estimated` is `rate --json`'s flag. */
function recordOfFields(get: (name: string) => unknown): PrintRecord | undefined {
  const puzzle = get('puzzle');
  if (typeof puzzle !== 'string' || puzzle === '') return undefined;
  const record: PrintRecord = { puzzle };
  const solution = get('solution');
  if (typeof solution === 'string' && solution !== '') record.solution = solution;
  const rating = parseRatingValue(get('er'));
  if (rating) {
    record.er = rating.er;
    record.erAtLeast = rating.atLeast || get('estimated') === true || get('beyond') === true || get('beyond') === 1;
  }
  const tier = get('tier');
  const er = get('er');
  const badRating = !rating && er !== undefined && er !== null && er !== '';
  if (typeof tier === 'string' && TIER_NAMES.has(tier) && !badRating) record.tier = tier; // a record with an impossible ER: its tier is not believed either
  const minutes = parseMinutes(get('minutes'));
  if (minutes !== undefined) record.minutes = minutes;
  return record;
}

/** One CSV line split into fields (RFC 4180 quoting; a record never spans lines here). */
export function splitCsv(line: string): string[] | undefined {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return undefined; // unterminated quote
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += line[i++];
      }
      if (i < line.length && line[i] !== ',') return undefined;
    } else {
      const comma = line.indexOf(',', i);
      field = line.slice(i, comma === -1 ? line.length : comma);
      i = comma === -1 ? line.length : comma;
    }
    fields.push(field);
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

/** `rate`'s columns: puzzle, ER, EP, ED, tier, hardest, expected minutes (tab-separated). */
function recordOfColumns(text: string): PrintRecord {
  const cols = text.trim().split('\t');
  const record: PrintRecord = { puzzle: cols[0].trim().split(/\s/)[0] }; // text after whitespace is ignored, as everywhere
  if (cols.length >= 5 && TIER_NAMES.has(cols[4])) {
    const rating = parseRatingValue(cols[1]);
    if (rating) {
      record.er = rating.er;
      record.erAtLeast = rating.atLeast;
      record.tier = cols[4];
    }
    const minutes = parseMinutes(cols[6]);
    if (minutes !== undefined) record.minutes = minutes;
  } else if (cols.length >= 2 && /^[1-9A-Ga-g]{16,256}$/.test(cols[1].trim())) {
    // a solution of any size (`generate --variant --with-solution`); the check compares it
    record.solution = cols[1].trim();
  }
  return record;
}

/** Reads one source's lines; make one per file (the CSV header belongs to its file). */
export class RecordReader {
  private format: Format | undefined;
  private header: string[] | undefined;

  read(text: string): ReadResult {
    const line = text.trim();
    this.format ??= line.startsWith('{') || line.startsWith('[') ? 'json' : /^"?puzzle"?,/.test(line) ? 'csv' : 'lines';
    if (line.startsWith('{') || (this.format === 'json' && /^[[\]]/.test(line))) return this.readJson(line);
    if (this.format === 'csv') return this.readCsv(line);
    return { kind: 'record', record: recordOfColumns(text) };
  }

  private readJson(line: string): ReadResult {
    // `bank export --json` writes `[`, one object per line with a trailing comma, then `]`.
    if (line === '[' || line === ']' || line === '[]') return { kind: 'skip' };
    const body = line.endsWith(',') ? line.slice(0, -1) : line;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (e) {
      return { kind: 'error', error: { code: 'bad-json', message: `not a JSON object: ${e instanceof Error ? e.message : String(e)}` } };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { kind: 'error', error: { code: 'bad-json', message: 'not a JSON object' } };
    }
    const obj = value as Record<string, unknown>;
    // a JSON description ({"size", "givens", "cages"...}) or an ipuz document: the puzzle itself
    if (typeof obj.puzzle !== 'string' && DESCRIPTION_KEYS.some((k) => k in obj)) return { kind: 'record', record: { puzzle: body } };
    const record = recordOfFields((name) => obj[name]);
    if (!record) return { kind: 'error', error: { code: 'no-puzzle', message: 'the object has no "puzzle" field' } };
    return { kind: 'record', record };
  }

  private readCsv(line: string): ReadResult {
    const fields = splitCsv(line);
    if (!fields) return { kind: 'error', error: { code: 'bad-csv', message: 'unterminated quoted CSV field' } };
    if (!this.header) {
      this.header = fields;
      return { kind: 'skip' };
    }
    const header = this.header;
    const record = recordOfFields((name) => {
      const k = header.indexOf(name);
      return k === -1 ? undefined : fields[k];
    });
    if (!record) return { kind: 'error', error: { code: 'no-puzzle', message: 'the row has no puzzle field' } };
    return { kind: 'record', record };
  }
}
