/**
 * `bank merge`: join banks filled on other machines into this one. Rows are joined by canonical
 * form (equivalent puzzles stay one row); a source row's rating is trusted only when the source
 * has this schema version and the row was rated by this rater (its `ladder_top` and, for expected
 * minutes, its `human_model`), else the puzzle is rated again; trusted rows are still checked to
 * have exactly one solution, the one stored. A puzzle used in any source stays used.
 *
 * Each source is read a page at a time (bounded memory) into a temporary table of this
 * connection, with re-rating on all cores, and nothing in the bank changes meanwhile. Then one
 * write transaction inserts the new rows and carries the used marks. A merge killed at any point
 * leaves the bank as it was before that source, and running it again gives the same bank.
 *
 * Columns are copied by name: every column both schemas have (but `id`) comes across, and a
 * re-rated row takes every column the new rating has a field for (ratedValue), so columns added by
 * later migrations need no change here.
 */
import { realpathSync } from 'node:fs';
import Database from 'better-sqlite3';
import { HUMAN_MODEL_VERSION, LADDER_TOP, parseLine, solve, makeLine, type Result, ok, err } from 'sudokit';
import { mapOrdered } from '../pool.js';
import { BANK_APPLICATION_ID, SCHEMA_VERSION } from './schema.js';
import { Bank } from './store.js';
import { createProgress } from '../progress.js';
import { whileRunning } from '../interrupt.js';
import type { BankRow } from './row.js';
import type { BankRateResult } from '../tasks/bank-rate.js';

/** Columns that say where a row came from and what happened to it: kept when a row is re-rated. */
const PROVENANCE = new Set(['id', 'source', 'seed', 'added_at', 'used_at']);

/**
 * A re-rated row's value for a column: the new rating's field of the same name (`ladder_top` is
 * `ladderTop`), so a column the rater fills in later (e.g. expected minutes) follows without a
 * change here; undefined for provenance columns and columns the rater does not know.
 */
function ratedValue(row: BankRow, column: string): unknown {
  if (PROVENANCE.has(column)) return undefined;
  const value = (row as unknown as Record<string, unknown>)[column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())];
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

const REQUIRED = ['puzzle', 'solution', 'canonical'];
const PAGE = 512;

export interface MergeCounts {
  /** Rows read from the source. */
  rows: number;
  added: number;
  /** Rows whose canonical form the bank already had. */
  duplicates: number;
  /** Rows rated again (another schema or rater), counted among those added or duplicates. */
  rerated: number;
  /** Rows left out: no unique solution, or a stored solution that is not the solution. */
  rejected: number;
  /** Rows of the bank newly marked used because a source had used them. */
  usedMarked: number;
}

export type MergeErrorCode = 'no-bank' | 'not-a-bank' | 'newer-schema' | 'same-file' | 'io';

export interface MergeError {
  code: MergeErrorCode;
  message: string;
}

export interface MergeOptions {
  /** Re-rate every row, trusted or not. */
  rerate?: boolean;
  workers?: number;
  /** Called with rows read so far and the source's row count. */
  onProgress?: (done: number, total: number) => void;
  /** Called with a one-line reason for each rejected row. */
  onReject?: (message: string) => void;
}

type SourceRow = Record<string, unknown> & { id: number; puzzle: string; solution: string; canonical: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function columnsOf(db: Database.Database): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info('puzzles')`).all() as { name: string }[]).map((c) => c.name);
}

/** Open a source read-only and check it is a bank this sudokit can read. */
function openSource(path: string): Result<{ db: Database.Database; version: number }, MergeError> {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_CANTOPEN') return err({ code: 'no-bank', message: `no bank at ${path}` });
    return err({ code: 'io', message: `cannot open ${path}: ${e instanceof Error ? e.message : String(e)}` });
  }
  try {
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = db.pragma('user_version', { simple: true }) as number;
    if (appId !== BANK_APPLICATION_ID) {
      db.close();
      return err({ code: 'not-a-bank', message: `${path} is not a sudokit bank` });
    }
    if (version > SCHEMA_VERSION) {
      db.close();
      return err({ code: 'newer-schema', message: `${path} has bank schema version ${version}; this sudokit knows up to ${SCHEMA_VERSION} (upgrade sudokit)` });
    }
    const missing = REQUIRED.filter((c) => !columnsOf(db).includes(c));
    if (missing.length) {
      db.close();
      return err({ code: 'not-a-bank', message: `${path} has no ${missing.join(', ')} column in its puzzles table` });
    }
    return ok({ db, version });
  } catch (e) {
    db.close();
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return err({ code: 'not-a-bank', message: `${path} is not a sudokit bank (not an SQLite database)` });
    return err({ code: 'io', message: `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}` });
  }
}

/** Rated by this sudokit's rater: the same technique ladder and the same human time model. */
function ratedByThisRater(row: SourceRow): boolean {
  return row.ladder_top === LADDER_TOP && (row.human_model === undefined || row.human_model === HUMAN_MODEL_VERSION);
}

/** The stored puzzle has exactly one solution and it is the stored one. */
function soundRow(row: SourceRow): string | undefined {
  const puzzle = parseLine(row.puzzle);
  if (!puzzle.ok) return `puzzle ${row.puzzle}: ${puzzle.error.message}`;
  const { count, solution } = solve(puzzle.value, { limit: 2 });
  if (count !== 1) return `puzzle ${row.puzzle}: ${count === 0 ? 'no solution' : 'more than one solution'}`;
  if (makeLine(solution!) !== row.solution) return `puzzle ${row.puzzle}: the stored solution is not its solution`;
  return undefined;
}

/** Merge one source bank into `target` (see the module comment). */
export async function mergeSource(target: Bank, targetPath: string, sourcePath: string, options: MergeOptions = {}): Promise<Result<MergeCounts, MergeError>> {
  try {
    if (realpathSync(sourcePath) === realpathSync(targetPath)) return err({ code: 'same-file', message: `${sourcePath} is the bank being merged into` });
  } catch {
    // a missing source is reported by openSource
  }
  const opened = openSource(sourcePath);
  if (!opened.ok) return opened;
  const src = opened.value.db;
  const db = target.sqlite;
  const counts: MergeCounts = { rows: 0, added: 0, duplicates: 0, rerated: 0, rejected: 0, usedMarked: 0 };
  try {
    const targetColumns = columnsOf(db);
    const sourceColumns = columnsOf(src);
    const columns = targetColumns.filter((c) => c !== 'id' && sourceColumns.includes(c));
    const carriesUse = columns.includes('used_at');
    const sameSchema = opened.value.version === SCHEMA_VERSION;
    const total = (src.prepare('SELECT count(*) AS n FROM puzzles').get() as { n: number }).n;

    db.exec(`DROP TABLE IF EXISTS temp.merge_rows; DROP TABLE IF EXISTS temp.merge_used;
      CREATE TEMP TABLE merge_rows (src_id INTEGER PRIMARY KEY, ${columns.map(quote).join(', ')});
      CREATE TEMP TABLE merge_used (canonical TEXT NOT NULL, used_at TEXT NOT NULL);`);
    const keep = db.prepare(`INSERT INTO temp.merge_rows (src_id, ${columns.map(quote).join(', ')}) VALUES (?, ${columns.map(() => '?').join(', ')})`);
    const keepRow = (row: SourceRow) => keep.run(row.id, ...columns.map((c) => row[c] ?? null));
    const markUsed = db.prepare('INSERT INTO temp.merge_used (canonical, used_at) VALUES (?, ?)');
    const known = db.prepare('SELECT 1 FROM main.puzzles WHERE canonical = ?').pluck();
    const page = src.prepare(`SELECT id, ${columns.map(quote).join(', ')} FROM puzzles WHERE id > ? ORDER BY id LIMIT ?`);
    const reject = (message: string) => {
      counts.rejected++;
      options.onReject?.(message);
    };

    // Rows to re-rate stream through one worker pool; the rest are settled as they are read.
    async function* untrusted(): AsyncGenerator<SourceRow> {
      for (let after = 0; ; ) {
        const rows = page.all(after, PAGE) as SourceRow[];
        if (rows.length === 0) return;
        after = rows[rows.length - 1].id;
        for (const row of rows) {
          counts.rows++;
          if (carriesUse && row.used_at != null) markUsed.run(row.canonical, row.used_at);
          if (known.get(row.canonical)) {
            counts.duplicates++;
            continue;
          }
          if (!sameSchema || options.rerate || !ratedByThisRater(row)) {
            yield row;
            continue;
          }
          const problem = soundRow(row);
          if (problem) reject(problem);
          else keepRow(row);
        }
        options.onProgress?.(counts.rows, total);
      }
    }
    const rate = { task: 'bank-rate', options: {}, workers: options.workers, batchSize: 8, encode: (r: SourceRow) => ({ text: r.puzzle, source: '' }) };
    await mapOrdered(untrusted(), rate, (output, row) => {
      if (output.invalid) return reject(`puzzle ${row.puzzle}: ${output.err}`);
      const result = JSON.parse(output.out) as BankRateResult;
      if ('skip' in result) return reject(`puzzle ${row.puzzle}: ${result.message}`);
      const rated: SourceRow = { ...row };
      for (const c of columns) {
        const value = ratedValue(result.row, c);
        if (value !== undefined) rated[c] = value;
      }
      counts.rerated++;
      keepRow(rated);
      // Another canonical form (an older sudokit's): the used mark follows the new one too.
      if (carriesUse && row.used_at != null && rated.canonical !== row.canonical) markUsed.run(rated.canonical, row.used_at);
    });

    db.transaction(() => {
      const inserted = db.prepare(`INSERT OR IGNORE INTO main.puzzles (${columns.map(quote).join(', ')}) SELECT ${columns.map(quote).join(', ')} FROM temp.merge_rows ORDER BY src_id`).run().changes;
      const candidates = (db.prepare('SELECT count(*) AS n FROM temp.merge_rows').get() as { n: number }).n;
      counts.added = inserted;
      counts.duplicates += candidates - inserted; // equal canonical forms within the source, or added meanwhile
      if (carriesUse) {
        counts.usedMarked = db
          .prepare(
            `UPDATE main.puzzles SET used_at = (SELECT min(u.used_at) FROM temp.merge_used u WHERE u.canonical = puzzles.canonical)
             WHERE used_at IS NULL AND canonical IN (SELECT canonical FROM temp.merge_used)`,
          )
          .run().changes;
      }
    }).immediate();
    return ok(counts);
  } finally {
    src.close();
    try {
      db.exec('DROP TABLE IF EXISTS temp.merge_rows; DROP TABLE IF EXISTS temp.merge_used;');
    } catch {
      // the connection is closing anyway
    }
  }
}

function describeCounts(c: MergeCounts): string {
  return `added ${c.added}, duplicates ${c.duplicates}, re-rated ${c.rerated}, rejected ${c.rejected}, newly marked used ${c.usedMarked}`;
}

/**
 * `bank merge --db TARGET SOURCE...`: each source in its own transaction, one line per source on
 * stdout. Exit 2 if a source could not be read (the others are still merged), 1 if rows were
 * rejected, else 0.
 */
export async function mergeCommand(dbPath: string, sources: string[], options: { rerate?: boolean; workers?: number }): Promise<number> {
  const opened = Bank.open(dbPath, { create: true });
  if (!opened.ok) {
    process.stderr.write(`sudokit: ${opened.error.message}\n`);
    return 2;
  }
  const target = opened.value;
  const total: MergeCounts = { rows: 0, added: 0, duplicates: 0, rerated: 0, rejected: 0, usedMarked: 0 };
  let failed = 0;
  let merged = 0;
  let current = '';
  // Ctrl-C: the sources before this one are in; this one is not (its transaction never began or
  // is rolled back), and the same command finishes the job.
  const unset = whileRunning({
    save: () => {
      target.close();
      return `${merged} source${merged === 1 ? '' : 's'} merged; ${current} not merged: run the same command again to finish`;
    },
  });
  try {
    for (const source of sources) {
      current = source;
      const progress = createProgress(`bank merge ${source}`);
      let result;
      try {
        result = await mergeSource(target, dbPath, source, {
          rerate: options.rerate,
          workers: options.workers,
          onProgress: (done, n) => progress.update(done, n),
          onReject: (message) => process.stderr.write(`sudokit: ${source}: left out: ${message}\n`),
        });
      } finally {
        progress.finish();
      }
      if (!result.ok) {
        failed++;
        process.stderr.write(`sudokit: ${result.error.message}\n`);
        continue;
      }
      for (const k of Object.keys(total) as (keyof MergeCounts)[]) total[k] += result.value[k];
      merged++;
      process.stdout.write(`${source}: ${describeCounts(result.value)}\n`);
    }
  } finally {
    unset();
    target.close();
  }
  if (sources.length > 1) process.stdout.write(`total: ${describeCounts(total)}\n`);
  return failed > 0 ? 2 : total.rejected > 0 ? 1 : 0;
}
