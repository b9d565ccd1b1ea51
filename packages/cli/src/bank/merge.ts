/**
 * `bank merge`: join banks filled on other machines into this one. A source is untrusted input
 * (bank/merge-source.ts reads only a real `puzzles` table, bounded): nothing a row says about its
 * puzzle is taken on trust. The canonical form, clues, symmetry, solution and expected minutes
 * are computed again, and the technique rating is checked (tasks/bank-verify.ts) and rated again
 * when anything disagrees, so a forged source can neither store a puzzle twice nor hand a hard
 * puzzle out as easy. Text carried over (source, seed, times) is checked or cleaned. A puzzle
 * used in any source stays used.
 *
 * Each source is read a page at a time (bounded memory, and the event loop turns between pages
 * so Ctrl-C acts at once) into a temporary table of this connection, with checking on all cores,
 * and nothing in the bank changes meanwhile. Then one write transaction inserts the new rows and
 * carries the used marks. A merge killed at any point leaves the bank as it was before that
 * source, and running it again gives the same bank. A source that fails part way (corrupted) is
 * named, left out, and the others are merged.
 */
import { realpathSync, statSync } from 'node:fs';
import { canonicalGrid, makeLine, parseLine, type Result, ok, err } from 'sudokit';
import { mapOrdered } from '../pool.js';
import { Bank } from './store.js';
import { MergeSource, sourceFailure, type SourceError, type SourceRow } from './merge-source.js';
import { createProgress } from '../progress.js';
import { whileRunning } from '../interrupt.js';
import { escapeControls, printError } from '../messages.js';
import type { BankVerifyInput, BankVerifyResult } from '../tasks/bank-verify.js';

/** Rows per page read from a source: a page's canonical forms take about 70 ms here. */
const PAGE = 256;

/** Target columns a merged row fills (the schema's own, all of them but `id`). */
const COLUMNS = ['puzzle', 'solution', 'canonical', 'er', 'ep', 'ed', 'beyond', 'ladder_top', 'tier', 'hardest', 'clues', 'symmetry', 'source', 'seed', 'added_at', 'used_at', 'minutes', 'human_model', 'variant', 'size'] as const;

export interface MergeCounts {
  /** Rows read from the source. */
  rows: number;
  added: number;
  /** Rows whose canonical form the bank already had. */
  duplicates: number;
  /** Rows whose stored rating or minutes disagreed with this rater's (rated again), among those added or duplicates. */
  rerated: number;
  /** Rows left out: not a puzzle, no unique solution, or a stored solution that is not the solution. */
  rejected: number;
  /** Rows of the bank newly marked used because a source had used them. */
  usedMarked: number;
}

export type MergeErrorCode = SourceError['code'] | 'same-file';

export interface MergeError {
  code: MergeErrorCode;
  message: string;
}

export interface MergeOptions {
  /** Re-rate every row, whatever it says. */
  rerate?: boolean;
  workers?: number;
  /** Called with rows read so far and the source's row count. */
  onProgress?: (done: number, total: number) => void;
  /** Called with a one-line reason for each rejected row. */
  onReject?: (message: string) => void;
}

const quote = (name: string) => `"${name}"`;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;
const SEED = /^[\x21-\x7e]{1,100}$/;
const now = () => new Date().toISOString();

/** The canonical form of a well-formed puzzle cell string, else undefined (the check task says why). */
function canonicalOf(puzzle: unknown): string | undefined {
  if (typeof puzzle !== 'string' || !/^[0-9.]{81}$/.test(puzzle)) return undefined;
  const grid = parseLine(puzzle, { conflicts: 'allow' });
  return grid.ok ? makeLine(canonicalGrid(grid.value)) : undefined;
}

/** A source's used mark: its time if well-formed, else now (it was used); null when unused. */
function usedMark(row: SourceRow): string | null {
  if (row.used_at === null || row.used_at === undefined) return null;
  return typeof row.used_at === 'string' && TIMESTAMP.test(row.used_at) ? row.used_at : now();
}

/** The provenance columns, checked: text without control characters, times well-formed. */
function provenance(row: SourceRow): { source: string; seed: string | null; added_at: string } {
  return {
    source: typeof row.source === 'string' ? escapeControls(row.source).slice(0, 256) : 'merge',
    seed: typeof row.seed === 'string' && SEED.test(row.seed) ? row.seed : null,
    added_at: typeof row.added_at === 'string' && TIMESTAMP.test(row.added_at) ? row.added_at : now(),
  };
}

/** The same file, however named (symlink, hard link). */
function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return (x.dev === y.dev && x.ino === y.ino) || realpathSync(a) === realpathSync(b);
  } catch {
    return false; // a missing source is reported when opened
  }
}

/** Thrown out of a source read, to be told apart from the target's failures. */
class SourceReadError extends Error {
  constructor(readonly failure: SourceError) {
    super(failure.message);
  }
}

/** Merge one source bank into `target` (see the module comment). */
export async function mergeSource(target: Bank, targetPath: string, sourcePath: string, options: MergeOptions = {}): Promise<Result<MergeCounts, MergeError>> {
  if (sameFile(sourcePath, targetPath)) return err({ code: 'same-file', message: `${sourcePath} is the bank being merged into` });
  const opened = MergeSource.open(sourcePath);
  if (!opened.ok) return opened;
  const src = opened.value;
  const read = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      throw new SourceReadError(sourceFailure(sourcePath, e));
    }
  };
  const db = target.sqlite;
  const counts: MergeCounts = { rows: 0, added: 0, duplicates: 0, rerated: 0, rejected: 0, usedMarked: 0 };
  try {
    const total = read(() => src.count());
    db.exec(`DROP TABLE IF EXISTS temp.merge_rows; DROP TABLE IF EXISTS temp.merge_used;
      CREATE TEMP TABLE merge_rows (src_id INTEGER PRIMARY KEY, ${COLUMNS.map(quote).join(', ')});
      CREATE TEMP TABLE merge_used (canonical TEXT NOT NULL, used_at TEXT NOT NULL);`);
    const keep = db.prepare(`INSERT INTO temp.merge_rows (src_id, ${COLUMNS.map(quote).join(', ')}) VALUES (@src_id, ${COLUMNS.map((c) => `@${c}`).join(', ')})`);
    const markUsed = db.prepare('INSERT INTO temp.merge_used (canonical, used_at) VALUES (?, ?)');
    const known = db.prepare('SELECT 1 FROM main.puzzles WHERE canonical = ?').pluck();

    // Rows not already banked stream through one worker pool to be checked; the event loop
    // turns between pages, so an interrupt is handled within a page.
    async function* unknownRows(): AsyncGenerator<SourceRow> {
      for (let after = 0; ; ) {
        const rows = read(() => src.page(after, PAGE));
        if (rows.length === 0) return;
        after = rows[rows.length - 1].id;
        for (const row of rows) {
          counts.rows++;
          const canonical = canonicalOf(row.puzzle);
          if (canonical !== undefined && known.get(canonical)) {
            counts.duplicates++;
            const used = usedMark(row);
            if (used) markUsed.run(canonical, used);
            continue;
          }
          yield row;
        }
        options.onProgress?.(counts.rows, total);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const encode = (row: SourceRow): BankVerifyInput => ({ puzzle: row.puzzle, solution: row.solution, claim: options.rerate ? null : row });
    // a variant row's puzzle is a compact line (killers run to a few hundred characters)
    await mapOrdered(unknownRows(), { task: 'bank-verify', options: {}, workers: options.workers, batchSize: 16, encode }, (output, row) => {
      const result = JSON.parse(output.out) as BankVerifyResult;
      if ('reject' in result) {
        counts.rejected++;
        options.onReject?.(`row ${row.id}${typeof row.puzzle === 'string' ? ` (puzzle ${row.puzzle.slice(0, 81)})` : ''}: ${result.reject}`);
        return;
      }
      if (result.rerated) counts.rerated++;
      const used = usedMark(row);
      keep.run({ src_id: row.id, ...result.row, ...provenance(row), used_at: used });
      if (used) markUsed.run(result.row.canonical, used);
    });

    db.transaction(() => {
      const inserted = db.prepare(`INSERT OR IGNORE INTO main.puzzles (${COLUMNS.map(quote).join(', ')}) SELECT ${COLUMNS.map(quote).join(', ')} FROM temp.merge_rows ORDER BY src_id`).run().changes;
      const candidates = (db.prepare('SELECT count(*) AS n FROM temp.merge_rows').get() as { n: number }).n;
      counts.added = inserted;
      counts.duplicates += candidates - inserted; // equal canonical forms within the source, or added meanwhile
      counts.usedMarked = db
        .prepare(
          `UPDATE main.puzzles SET used_at = (SELECT min(u.used_at) FROM temp.merge_used u WHERE u.canonical = puzzles.canonical)
           WHERE used_at IS NULL AND canonical IN (SELECT canonical FROM temp.merge_used)`,
        )
        .run().changes;
    }).immediate();
    return ok(counts);
  } catch (e) {
    if (e instanceof SourceReadError) return err(e.failure);
    throw e;
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
 * stdout (names escaped: a file name is shown, never obeyed by the terminal). Exit 2 if a source
 * could not be read (the others are still merged), 1 if rows were rejected, else 0.
 */
export async function mergeCommand(dbPath: string, sources: string[], options: { rerate?: boolean; workers?: number }): Promise<number> {
  const opened = Bank.open(dbPath, { create: true });
  if (!opened.ok) {
    printError(opened.error.message);
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
      const progress = createProgress(`bank merge ${escapeControls(source)}`);
      let result;
      try {
        result = await mergeSource(target, dbPath, source, {
          rerate: options.rerate,
          workers: options.workers,
          onProgress: (done, n) => progress.update(done, n),
          onReject: (message) => printError(`${source}: left out: ${message}`),
        });
      } finally {
        progress.finish();
      }
      if (!result.ok) {
        failed++;
        printError(`${result.error.message}${result.error.code === 'corrupted' ? ': not merged' : ''}`);
        continue;
      }
      for (const k of Object.keys(total) as (keyof MergeCounts)[]) total[k] += result.value[k];
      merged++;
      process.stdout.write(`${escapeControls(source)}: ${describeCounts(result.value)}\n`);
    }
  } finally {
    unset();
    target.close();
  }
  if (sources.length > 1) process.stdout.write(`total: ${describeCounts(total)}${failed ? `; ${failed} of ${sources.length} sources not merged` : ''}\n`);
  return failed > 0 ? 2 : total.rejected > 0 ? 1 : 0;
}
