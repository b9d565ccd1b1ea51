/**
 * The puzzle bank: an SQLite file (better-sqlite3) in WAL mode with a busy timeout, so several
 * processes can fill and read one bank at once. Every write is a transaction: a killed process
 * leaves every committed puzzle and nothing half-written. Equivalent puzzles (same canonical
 * form) are stored once: the UNIQUE constraint decides, so concurrent writers cannot duplicate.
 */
import { existsSync, statSync } from 'node:fs';
import { isSqliteFile } from './output-target.js';
import Database from 'better-sqlite3';
import { type Result, ok, err } from 'sudokit';
import { BANK_APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION } from './schema.js';
import type { BankRow } from './row.js';

export type BankErrorCode = 'no-bank' | 'not-a-bank' | 'corrupted' | 'newer-schema' | 'older-schema' | 'io';

export interface BankError {
  code: BankErrorCode;
  message: string;
}

/** Waiting for another process's write lock before giving up (a fill commits every row). */
const BUSY_TIMEOUT_MS = 30_000;
/** Something to wait on between tries of a locked open (a synchronous sleep). */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

export interface OpenOptions {
  /** Create the file (and schema) when missing; otherwise a missing file is an error. */
  create?: boolean;
  /** Open read-only: nothing is created, migrated or written (stats, export, pick without marking). */
  readonly?: boolean;
}

export interface TierCount {
  tier: string;
  total: number;
  unused: number;
}

/** Variant rows per rules, size and level (`tier` holds a variant row's level). */
export interface VariantCount {
  variant: string;
  size: number;
  level: string;
  total: number;
  unused: number;
}

/** Which rules a row has: `classic` 9x9 by default. */
export interface RowKind {
  variant: string;
  size: number;
}

/** SQL condition of a classic 9x9 row (the rows SE's rater and the minutes model apply to). */
const CLASSIC_ROW = `variant = 'classic' AND size = 9`;

export interface BankStats {
  total: number;
  /** Classic 9x9 rows per tier. */
  tiers: TierCount[];
  variants: VariantCount[];
  /** Puzzles per ER value (one decimal), ascending; `beyond` rows are counted at their ER with er+ = true. */
  histogram: { er: number; beyond: boolean; count: number }[];
  /** Expected minutes: rows per bucket [lo, hi), quartiles, and rows not timed yet (`bank rerate`). */
  minutes: { buckets: { lo: number; hi: number; count: number }[]; p25?: number; median?: number; p75?: number; untimed: number };
}

/** Bucket edges of the minutes distribution (the last bucket is open). */
export const MINUTE_EDGES = [0, 3, 5, 7, 10, 15, 20, 30, 60, Infinity];

interface DbRow {
  puzzle: string;
  solution: string;
  canonical: string;
  er: number | null;
  ep: number | null;
  ed: number | null;
  beyond: number;
  ladder_top: number | null;
  tier: string;
  hardest: string;
  clues: number;
  symmetry: string;
  source: string;
  seed: string | null;
  minutes: number | null;
  human_model: number;
  variant: string;
  size: number;
}

function fromDb(r: DbRow): BankRow {
  const row: BankRow = {
    puzzle: r.puzzle,
    solution: r.solution,
    er: r.er,
    ep: r.ep,
    ed: r.ed,
    tier: r.tier,
    hardest: r.hardest,
    clues: r.clues,
    canonical: r.canonical,
    beyond: r.beyond !== 0,
    ladderTop: r.ladder_top,
    symmetry: r.symmetry,
    source: r.source,
    humanModel: r.human_model,
    variant: r.variant,
    size: r.size,
  };
  if (r.seed !== null) row.seed = seedFromText(r.seed);
  if (r.minutes !== null) row.minutes = r.minutes;
  return row;
}

/** Seeds are stored as text; numbers come back as numbers (as `--seed 42` is one). */
function seedFromText(s: string): number | string {
  const n = Number(s);
  return Number.isSafeInteger(n) && String(n) === s ? n : s;
}

/** SQLite's "not a database" and "corrupt" errors as bank errors naming the file. */
export function sqliteFailure(path: string, e: unknown): BankError | undefined {
  const code = (e as { code?: string }).code;
  if (code === 'SQLITE_CORRUPT' || (code === 'SQLITE_NOTADB' && isSqliteFile(path))) {
    return { code: 'corrupted', message: `bank ${path} is corrupted (${describe(e)})` };
  }
  if (code === 'SQLITE_NOTADB') return { code: 'not-a-bank', message: `${path} is not a sudokit bank (not an SQLite database)` };
  return undefined;
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class Bank {
  private readonly insertRow: Database.Statement;

  private constructor(
    private readonly db: Database.Database,
    private readonly readonly = false,
  ) {
    this.insertRow = db.prepare(`
      INSERT OR IGNORE INTO puzzles
        (puzzle, solution, canonical, er, ep, ed, beyond, ladder_top, tier, hardest, clues, symmetry, source, seed, minutes, human_model, variant, size)
      VALUES
        (@puzzle, @solution, @canonical, @er, @ep, @ed, @beyond, @ladderTop, @tier, @hardest, @clues, @symmetry, @source, @seed, @minutes, @humanModel, @variant, @size)`);
  }

  /**
   * Open (or create) a bank, migrating an older schema. Never throws: errors come back typed.
   * SQLite reports "locked" without waiting when two processes set up a new file at once
   * (switching to WAL does not use the busy handler), so a locked open is tried again until
   * the busy timeout has passed.
   */
  static open(path: string, options: OpenOptions = {}): Result<Bank, BankError> {
    const deadline = Date.now() + BUSY_TIMEOUT_MS;
    for (;;) {
      const opened = Bank.openOnce(path, options);
      if (opened.ok || !opened.locked || Date.now() >= deadline) return opened.ok ? opened : err(opened.error);
      Atomics.wait(PAUSE, 0, 0, 20);
    }
  }

  private static openOnce(path: string, options: OpenOptions): Result<Bank, BankError> & { locked?: boolean } {
    const exists = existsSync(path);
    if (!exists && !options.create) return err({ code: 'no-bank', message: `no bank at ${path} (fill or add to create one)` });
    if (exists && statSync(path).isDirectory()) return err({ code: 'not-a-bank', message: `${path} is a directory, not a bank` });
    let db: Database.Database | undefined;
    try {
      db = options.readonly
        ? new Database(path, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
        : new Database(path, { fileMustExist: !options.create, timeout: BUSY_TIMEOUT_MS });
      const checked = Bank.prepareSchema(db, path, !!options.readonly);
      if (!checked.ok) {
        db.close();
        return checked;
      }
      return ok(new Bank(db, !!options.readonly));
    } catch (e) {
      db?.close();
      const mapped = sqliteFailure(path, e);
      if (mapped) return err(mapped);
      const code = (e as { code?: string }).code;
      return { ...err({ code: 'io' as const, message: `cannot open bank ${path}: ${describe(e)}` }), locked: code === 'SQLITE_BUSY' };
    }
  }

  /** Check the file is ours, refuse newer schemas, migrate older ones (inside a write transaction). */
  private static prepareSchema(db: Database.Database, path: string, readonly: boolean): Result<true, BankError> {
    const inspect = () => ({
      version: db.pragma('user_version', { simple: true }) as number,
      appId: db.pragma('application_id', { simple: true }) as number,
      tables: (db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number }).n,
    });
    const verdict = (s: ReturnType<typeof inspect>): Result<boolean, BankError> => {
      if (s.appId !== BANK_APPLICATION_ID && (s.appId !== 0 || s.tables > 0 || s.version !== 0)) {
        return err({ code: 'not-a-bank', message: `${path} is an SQLite database but not a sudokit bank` });
      }
      if (s.version > SCHEMA_VERSION) {
        return err({
          code: 'newer-schema',
          message: `${path} has bank schema version ${s.version}; this sudokit knows up to ${SCHEMA_VERSION} (upgrade sudokit)`,
        });
      }
      return ok(s.version < SCHEMA_VERSION);
    };
    const first = verdict(inspect());
    if (!first.ok) return first;
    if (readonly) {
      if (!first.value) return ok(true);
      const version = db.pragma('user_version', { simple: true }) as number;
      if (version === 0) return err({ code: 'not-a-bank', message: `${path} is an empty SQLite database, not a sudokit bank yet (add or fill to make it one)` });
      return err({
        code: 'older-schema',
        message: `${path} has bank schema version ${version}, older than this sudokit's ${SCHEMA_VERSION}; a writing command (e.g. bank add with no input) upgrades it`,
      });
    }
    // Nothing is written to a damaged file: SQLite's quick check first (fast: no index cross-check).
    const check = db.pragma('quick_check', { simple: true }) as string;
    if (check !== 'ok') return err({ code: 'corrupted', message: `bank ${path} is corrupted (quick_check: ${check.split('\n')[0]})` });
    // WAL lets readers and one writer work at once; NORMAL sync is durable across process kills.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    if (!first.value) return ok(true);
    // Re-check under the write lock: another process may have migrated meanwhile.
    let result: Result<true, BankError> = ok(true);
    db.transaction(() => {
      const again = verdict(inspect());
      if (!again.ok) {
        result = again;
        return;
      }
      const from = db.pragma('user_version', { simple: true }) as number;
      for (const m of MIGRATIONS) if (m.version > from) db.exec(m.sql);
      db.pragma(`application_id = ${BANK_APPLICATION_ID}`);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    }).immediate();
    return result;
  }

  /** Insert rows in one transaction; equivalent puzzles already present are skipped. Returns rows added. */
  add(rows: readonly BankRow[]): number {
    let added = 0;
    this.db.transaction(() => {
      for (const r of rows) {
        const kind = { variant: r.variant ?? 'classic', size: r.size ?? 9 };
        added += this.insertRow.run({ ...r, ...kind, beyond: r.beyond ? 1 : 0, seed: r.seed === undefined ? null : String(r.seed), minutes: r.minutes ?? null }).changes;
      }
    }).immediate();
    return added;
  }

  /** Rows in the bank, or classic 9x9 rows of one tier. */
  count(tier?: string): number {
    const q = tier === undefined ? this.db.prepare(`SELECT count(*) AS n FROM puzzles`) : this.db.prepare(`SELECT count(*) AS n FROM puzzles WHERE tier = ? AND ${CLASSIC_ROW}`);
    return (q.get(...(tier === undefined ? [] : [tier])) as { n: number }).n;
  }

  /**
   * Up to `n` puzzles of a tier never handed out, in random order. With `markUsed` they are marked
   * in the same write transaction, so two processes picking at once never get the same puzzle.
   */
  pick(tier: string | undefined, n: number, markUsed: boolean, minutes?: readonly [number, number], kind: RowKind = { variant: 'classic', size: 9 }): BankRow[] {
    // classic 9x9 unless a variant is asked for: a classic pick never hands out a killer
    const where = ['used_at IS NULL', 'variant = ?', 'size = ?'];
    const params: (string | number)[] = [kind.variant, kind.size];
    if (tier !== undefined) where.push('tier = ?'), params.push(tier);
    if (minutes) where.push('minutes BETWEEN ? AND ?'), params.push(minutes[0], minutes[1]);
    const query = this.db.prepare(`SELECT * FROM puzzles WHERE ${where.join(' AND ')} ORDER BY random() LIMIT ?`);
    const select = { all: () => query.all(...params, n) };
    if (!markUsed) return (select.all() as DbRow[]).map(fromDb);
    const mark = this.db.prepare(`UPDATE puzzles SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE canonical = ?`);
    let rows: BankRow[] = [];
    this.db.transaction(() => {
      rows = (select.all() as DbRow[]).map(fromDb);
      for (const r of rows) mark.run(r.canonical);
    }).immediate();
    return rows;
  }

  /** Hand back puzzles a pick reserved but could not deliver (its output failed). */
  unmarkUsed(canonicals: readonly string[]): void {
    const unmark = this.db.prepare(`UPDATE puzzles SET used_at = NULL WHERE canonical = ?`);
    this.db.transaction(() => {
      for (const c of canonicals) unmark.run(c);
    }).immediate();
  }

  /**
   * Every puzzle (optionally the classic ones of one tier), by ER (variants, without one, first)
   * then insertion order; streamed. With `kind`: only rows of those rules, and `tier` is their level.
   */
  *rows(tier?: string, kind?: RowKind): Generator<BankRow> {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (kind) where.push('variant = ?', 'size = ?'), params.push(kind.variant, kind.size);
    else if (tier !== undefined) where.push(CLASSIC_ROW); // a tier is a classic one: variant rows (whose tier column holds their level) are not in it
    if (tier !== undefined) where.push('tier = ?'), params.push(tier);
    const q = this.db.prepare(`SELECT * FROM puzzles ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY er, id`);
    for (const r of q.iterate(...params) as Iterable<DbRow>) yield fromDb(r);
  }

  /**
   * Puzzles to re-rate, a page at a time (so the caller can write between pages): rated by a
   * shorter ladder and left `beyond`, or without expected minutes from the current human model
   * (or every row with `all`).
   */
  *staleRatings(ladderTop: number, humanModel: number, all: boolean, pageSize = 512): Generator<{ id: number; puzzle: string }[]> {
    // Classic 9x9 rows: SE's ladder could not finish them (and has grown since) or their minutes
    // are missing or older than the model. Variant rows (no SE ladder, no minutes): those the
    // variant ladder could not finish; --all re-rates every row of either kind.
    const where = all ? '' : `AND ((${CLASSIC_ROW} AND ((beyond = 1 AND ladder_top < ?) OR minutes IS NULL OR human_model < ?)) OR (NOT (${CLASSIC_ROW}) AND beyond = 1))`;
    const q = this.db.prepare(`SELECT id, puzzle FROM puzzles WHERE id > ? ${where} ORDER BY id LIMIT ?`);
    for (let after = 0; ; ) {
      const page = (all ? q.all(after, pageSize) : q.all(after, ladderTop, humanModel, pageSize)) as { id: number; puzzle: string }[];
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1].id;
    }
  }

  /** Store new ratings (one transaction); returns how many rows changed tier. */
  updateRatings(updates: { id: number; row: BankRow }[]): number {
    const before = this.db.prepare(`SELECT tier FROM puzzles WHERE id = ?`);
    const update = this.db.prepare(
      `UPDATE puzzles SET er = @er, ep = @ep, ed = @ed, beyond = @beyond, ladder_top = @ladderTop, tier = @tier, hardest = @hardest, minutes = @minutes, human_model = @humanModel WHERE id = @id`,
    );
    let moved = 0;
    this.db.transaction(() => {
      for (const { id, row } of updates) {
        if ((before.get(id) as { tier: string } | undefined)?.tier !== row.tier) moved++;
        update.run({ id, er: row.er, ep: row.ep, ed: row.ed, beyond: row.beyond ? 1 : 0, ladderTop: row.ladderTop, tier: row.tier, hardest: row.hardest, minutes: row.minutes ?? null, humanModel: row.humanModel });
      }
    }).immediate();
    return moved;
  }

  stats(): BankStats {
    const tiers = this.db
      .prepare(`SELECT tier, count(*) AS total, count(*) - count(used_at) AS unused FROM puzzles WHERE ${CLASSIC_ROW} GROUP BY tier`)
      .all() as TierCount[];
    const variants = this.db
      .prepare(`SELECT variant, size, tier AS level, count(*) AS total, count(*) - count(used_at) AS unused FROM puzzles WHERE NOT (${CLASSIC_ROW}) GROUP BY variant, size, tier ORDER BY variant, size`)
      .all() as VariantCount[];
    const histogram = (
      this.db.prepare(`SELECT round(er, 1) AS er, beyond, count(*) AS count FROM puzzles WHERE er IS NOT NULL GROUP BY round(er, 1), beyond ORDER BY er, beyond`).all() as {
        er: number;
        beyond: number;
        count: number;
      }[]
    ).map((h) => ({ er: h.er, beyond: h.beyond !== 0, count: h.count }));
    return { total: this.count(), tiers, variants, histogram, minutes: this.minuteStats() };
  }

  /** One ordered pass over the minutes (streamed: flat memory on any bank size). */
  private minuteStats(): BankStats['minutes'] {
    const buckets = MINUTE_EDGES.slice(0, -1).map((lo, i) => ({ lo, hi: MINUTE_EDGES[i + 1], count: 0 }));
    const timed = (this.db.prepare(`SELECT count(*) AS n FROM puzzles WHERE minutes IS NOT NULL`).get() as { n: number }).n;
    const at = (q: number) => Math.min(timed - 1, Math.floor(q * timed));
    const quartiles: { p25?: number; median?: number; p75?: number } = {};
    let i = 0;
    for (const [m] of this.db.prepare(`SELECT minutes FROM puzzles WHERE minutes IS NOT NULL ORDER BY minutes`).raw().iterate() as Iterable<[number]>) {
      buckets.find((b) => m < b.hi)!.count++;
      if (i === at(0.25)) quartiles.p25 = m;
      if (i === at(0.5)) quartiles.median = m;
      if (i === at(0.75)) quartiles.p75 = m;
      i++;
    }
    const classic = (this.db.prepare(`SELECT count(*) AS n FROM puzzles WHERE ${CLASSIC_ROW}`).get() as { n: number }).n;
    return { buckets, ...quartiles, untimed: classic - timed }; // variants have no minutes (no model for them)
  }

  /** The open connection, for modules that work on whole tables (bank/merge.ts). */
  get sqlite(): Database.Database {
    return this.db;
  }

  /** SQLite's own consistency check ("ok" when sound). */
  integrityCheck(): string {
    return this.db.pragma('integrity_check', { simple: true }) as string;
  }

  /**
   * Close. A writer that is the last one open takes the file out of WAL mode, so that later
   * read-only opens (stats, export, pick) find no WAL to read and create no -wal/-shm files;
   * with other connections open it stays in WAL (the switch would wait, so it is not waited for).
   */
  close(): void {
    if (!this.readonly && this.db.open) {
      try {
        this.db.pragma('busy_timeout = 0');
        this.db.pragma('journal_mode = DELETE');
      } catch {
        // another process has the bank open: it stays in WAL mode
      }
    }
    this.db.close();
  }
}
