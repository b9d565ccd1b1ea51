/**
 * The bank's schema, versioned in `PRAGMA user_version`, with `PRAGMA application_id` marking the
 * file as a sudokit bank. Migrations run in order, each in the same write transaction that bumps
 * user_version, so a bank is always at exactly one version. Add a version by appending a row:
 * never edit a shipped one.
 */

/** 'SDKB' as a big-endian 32-bit integer. */
export const BANK_APPLICATION_ID = 0x53444b42;

export interface Migration {
  version: number;
  /** What the step changes, for people reading the history. */
  summary: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    summary: 'puzzles table: one row per puzzle class (canonical form unique), rating, hand-out mark',
    sql: `
      CREATE TABLE puzzles (
        id INTEGER PRIMARY KEY,
        puzzle TEXT NOT NULL,
        solution TEXT NOT NULL,
        canonical TEXT NOT NULL UNIQUE,
        er REAL NOT NULL,
        ep REAL NOT NULL,
        ed REAL NOT NULL,
        beyond INTEGER NOT NULL DEFAULT 0,
        ladder_top REAL NOT NULL,
        tier TEXT NOT NULL,
        hardest TEXT NOT NULL,
        clues INTEGER NOT NULL,
        symmetry TEXT NOT NULL,
        source TEXT NOT NULL,
        seed TEXT,
        added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        used_at TEXT
      );
      CREATE INDEX puzzles_by_tier ON puzzles (tier, used_at);
      CREATE INDEX puzzles_by_er ON puzzles (er);
    `,
  },
  {
    version: 2,
    summary: 'expected minutes for a typical player (human time model) and the model version that computed them; rows before it get them from `bank rerate`',
    sql: `
      ALTER TABLE puzzles ADD COLUMN minutes REAL;
      ALTER TABLE puzzles ADD COLUMN human_model INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX puzzles_by_minutes ON puzzles (minutes, used_at);
    `,
  },
  {
    version: 3,
    summary:
      'variant puzzles (issue 28): `variant` (classic, jigsaw, x, windoku, killer or tags joined by +) and `size` say which rules a row has; ' +
      'er, ep, ed and ladder_top become nullable (SE\'s scale is classic 9x9 only: NULL on variant rows, whose `tier` holds the variant level); ' +
      'a variant row\'s `puzzle` is its compact line and its `canonical` that line as written by makeCompact (no canonical form is defined for variants). ' +
      'SQLite cannot relax NOT NULL in place, so the table is rebuilt: copied whole inside the migration\'s transaction (all or nothing), every id kept',
    sql: `
      CREATE TABLE puzzles_v3 (
        id INTEGER PRIMARY KEY,
        puzzle TEXT NOT NULL,
        solution TEXT NOT NULL,
        canonical TEXT NOT NULL UNIQUE,
        er REAL,
        ep REAL,
        ed REAL,
        beyond INTEGER NOT NULL DEFAULT 0,
        ladder_top REAL,
        tier TEXT NOT NULL,
        hardest TEXT NOT NULL,
        clues INTEGER NOT NULL,
        symmetry TEXT NOT NULL,
        source TEXT NOT NULL,
        seed TEXT,
        added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        used_at TEXT,
        minutes REAL,
        human_model INTEGER NOT NULL DEFAULT 0,
        variant TEXT NOT NULL DEFAULT 'classic',
        size INTEGER NOT NULL DEFAULT 9
      );
      INSERT INTO puzzles_v3
        (id, puzzle, solution, canonical, er, ep, ed, beyond, ladder_top, tier, hardest, clues, symmetry, source, seed, added_at, used_at, minutes, human_model)
        SELECT id, puzzle, solution, canonical, er, ep, ed, beyond, ladder_top, tier, hardest, clues, symmetry, source, seed, added_at, used_at, minutes, human_model
        FROM puzzles ORDER BY id;
      DROP TABLE puzzles;
      ALTER TABLE puzzles_v3 RENAME TO puzzles;
      CREATE INDEX puzzles_by_tier ON puzzles (tier, used_at);
      CREATE INDEX puzzles_by_er ON puzzles (er);
      CREATE INDEX puzzles_by_minutes ON puzzles (minutes, used_at);
      CREATE INDEX puzzles_by_variant ON puzzles (variant, size, tier, used_at);
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;
