/**
 * Reading a bank that `bank merge` takes in: untrusted input, as any file a user is handed. It is
 * opened read-only with `trusted_schema` off, and only a real `puzzles` table of a bank's schema
 * is read: a file with views or triggers (a bank has none), a `puzzles` that is a view, a virtual
 * table, a table without rowid or one with generated columns is refused before any query runs
 * on it (a recursive view would never end). Rows come a page at a time by rowid (each page a
 * bounded query), every text value cut to a bounded length, so neither time nor memory depends
 * on what the file claims.
 */
import { statSync, type Stats } from 'node:fs';
import Database from 'better-sqlite3';
import { type Result, ok, err } from 'sudokit';
import { BANK_APPLICATION_ID, SCHEMA_VERSION } from './schema.js';
import { isSqliteFile } from './output-target.js';

export type SourceErrorCode = 'no-bank' | 'not-a-bank' | 'newer-schema' | 'corrupted' | 'io';

export interface SourceError {
  code: SourceErrorCode;
  message: string;
}

/** One source row as read: values of any type (nothing is trusted yet), text cut short. */
export interface SourceRow {
  id: number;
  puzzle: unknown;
  solution: unknown;
  er: unknown;
  ep: unknown;
  ed: unknown;
  beyond: unknown;
  ladder_top: unknown;
  tier: unknown;
  hardest: unknown;
  source: unknown;
  seed: unknown;
  added_at: unknown;
  used_at: unknown;
  minutes: unknown;
  human_model: unknown;
  /** Schema 3: which rules ('classic' and 9 for older banks). Checked against the puzzle, never trusted. */
  variant: unknown;
  size: unknown;
}

/** Columns every bank since schema 1 has; `minutes` and `human_model` came with schema 2. */
const REQUIRED = ['id', 'puzzle', 'solution', 'canonical', 'er', 'ep', 'ed', 'beyond', 'ladder_top', 'tier', 'hardest', 'clues', 'symmetry', 'source', 'seed', 'added_at', 'used_at'];
const LATER = ['minutes', 'human_model'];
/** Columns schema 3 added (variant puzzles). */
const V3 = ['variant', 'size'];

/** Longest text read from a source column: a classic puzzle is 81 characters, a killer's compact line about 300, a file name a few hundred. */
const MAX_TEXT = 1024;

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A failure while reading a source, named as that source's (never as the target's). */
export function sourceFailure(path: string, e: unknown): SourceError {
  const code = (e as { code?: string }).code;
  if (code === 'SQLITE_CORRUPT' || (code === 'SQLITE_NOTADB' && isSqliteFile(path))) return { code: 'corrupted', message: `${path} is corrupted (${describe(e)})` };
  if (code === 'SQLITE_NOTADB') return { code: 'not-a-bank', message: `${path} is not a sudokit bank (not an SQLite database)` };
  return { code: 'io', message: `cannot read ${path}: ${describe(e)}` };
}

export class MergeSource {
  private constructor(
    private readonly db: Database.Database,
    readonly columns: ReadonlySet<string>,
  ) {}

  /** Open a source read-only and check it is a bank of a schema this sudokit reads. */
  static open(path: string): Result<MergeSource, SourceError> {
    // Only a regular file is opened: SQLite would wait forever on a FIFO with no writer.
    let kind: Stats;
    try {
      kind = statSync(path);
    } catch {
      return err({ code: 'no-bank', message: `no bank at ${path}` });
    }
    if (kind.isDirectory()) return err({ code: 'not-a-bank', message: `${path} is a directory, not a bank` });
    if (!kind.isFile()) return err({ code: 'not-a-bank', message: `${path} is not a regular file, so not a bank` });
    let db: Database.Database;
    try {
      db = new Database(path, { readonly: true, fileMustExist: true });
    } catch (e) {
      if ((e as { code?: string }).code === 'SQLITE_CANTOPEN') return err({ code: 'no-bank', message: `no bank at ${path}` });
      return err({ code: 'io', message: `cannot open ${path}: ${describe(e)}` });
    }
    try {
      const checked = MergeSource.check(db, path);
      if (!checked.ok) {
        db.close();
        return checked;
      }
      return ok(new MergeSource(db, checked.value));
    } catch (e) {
      db.close();
      return err(sourceFailure(path, e));
    }
  }

  private static check(db: Database.Database, path: string): Result<Set<string>, SourceError> {
    // Functions in the file's schema (views, triggers, defaults) may not run; writes cannot happen.
    db.pragma('trusted_schema = OFF');
    db.pragma('query_only = ON');
    db.pragma('cell_size_check = ON');
    const notBank = (why: string) => err({ code: 'not-a-bank' as const, message: `${path} is not a sudokit bank (${why})` });
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = db.pragma('user_version', { simple: true }) as number;
    if (appId !== BANK_APPLICATION_ID) return err({ code: 'not-a-bank', message: `${path} is not a sudokit bank` });
    if (version > SCHEMA_VERSION) {
      return err({ code: 'newer-schema', message: `${path} has bank schema version ${version}; this sudokit knows up to ${SCHEMA_VERSION} (upgrade sudokit)` });
    }
    if (version < 1) return notBank(`schema version ${version}`);
    // sqlite_master is read as stored: nothing in it runs.
    const objects = db.prepare(`SELECT type, name, sql FROM sqlite_master`).all() as { type: string; name: string; sql: string | null }[];
    const odd = objects.find((o) => o.type === 'view' || o.type === 'trigger');
    if (odd) return notBank(`it holds a ${odd.type}, which a bank never has`);
    const tables = objects.filter((o) => o.name.toLowerCase() === 'puzzles');
    if (tables.length !== 1 || tables[0].type !== 'table') return notBank('no puzzles table');
    const sql = tables[0].sql ?? '';
    if (/^\s*create\s+virtual\b/i.test(sql) || /\bwithout\s+rowid\b/i.test(sql)) return notBank('its puzzles table is not a plain table');
    const info = db.prepare(`SELECT name, type, pk, hidden FROM pragma_table_xinfo('puzzles')`).all() as { name: string; type: string; pk: number; hidden: number }[];
    if (info.some((c) => c.hidden !== 0)) return notBank('its puzzles table has generated columns');
    const names = new Set(info.map((c) => c.name));
    const missing = [...REQUIRED, ...(version >= 2 ? LATER : []), ...(version >= 3 ? V3 : [])].filter((c) => !names.has(c));
    if (missing.length) return notBank(`its puzzles table has no ${missing.join(', ')} column`);
    const id = info.find((c) => c.name === 'id')!;
    if (id.pk !== 1 || id.type.toUpperCase() !== 'INTEGER' || info.some((c) => c.pk > 1)) return notBank('its puzzles table has no integer id key');
    return ok(names);
  }

  /** Rows in the table (a real table: counted in one bounded pass). */
  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM puzzles').get() as { n: number }).n;
  }

  /** The rows after `after` (by id), at most `limit`, every text cut to MAX_TEXT characters. */
  page(after: number, limit: number): SourceRow[] {
    const text = (c: string) => `CASE typeof("${c}") WHEN 'text' THEN substr("${c}", 1, ${MAX_TEXT}) END AS "${c}"`;
    const number = (c: string) => `CASE typeof("${c}") WHEN 'integer' THEN "${c}" WHEN 'real' THEN "${c}" END AS "${c}"`;
    const has = (c: string) => this.columns.has(c);
    const select = [
      'id',
      ...['puzzle', 'solution', 'tier', 'hardest', 'source', 'seed', 'added_at', 'used_at'].map(text),
      ...['er', 'ep', 'ed', 'beyond', 'ladder_top'].map(number),
      has('minutes') ? number('minutes') : 'NULL AS minutes',
      has('human_model') ? number('human_model') : '0 AS human_model',
      has('variant') ? text('variant') : `'classic' AS variant`,
      has('size') ? number('size') : '9 AS size',
    ];
    this.pageQuery ??= this.db.prepare(`SELECT ${select.join(', ')} FROM puzzles WHERE id > ? ORDER BY id LIMIT ?`);
    return this.pageQuery.all(after, limit) as SourceRow[];
  }

  private pageQuery: Database.Statement | undefined;

  close(): void {
    this.db.close();
  }
}
