/**
 * Variant puzzles in the bank (issue 28): schema 3 says which rules a row has; a bank of schema 2
 * (as an older sudokit left it) is migrated without losing a row, and a migration that fails
 * leaves it as it was; `bank fill --variant` rows are unique by the reference counter (written
 * apart from the solver) with their solution; `bank pick --variant` hands each out once and never
 * into a classic pick; `bank export --variant` writes those rows only; `bank merge` checks variant
 * rows as it checks classic ones; `bank rerate` re-rates variant rows by the variant ladder beside
 * classic ones, page by page, and Ctrl-C keeps what was committed.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { makeCells, makePuzzleJson, parseCompact } from 'sudokit/formats';
import { variantReferenceCount } from '../../engine/src/test-support/variant-reference.js';
import { MIGRATIONS, SCHEMA_VERSION } from '../src/bank/schema.js';
import { engineHasLevel, parseLevelOption, variantKind, type VariantKindOptions } from '../src/commands/bank-variant.js';
import { CLI, DATA, runCli } from './run-cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-bank-variant-'));
});
const dbPath = (name: string) => join(dir, name);

type Raw = Record<string, unknown>;

function rowsOf(path: string): Raw[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT * FROM puzzles ORDER BY id').all() as Raw[];
  } finally {
    db.close();
  }
}

/** Unique by the reference counter, and the stored solution is that one solution. */
function expectUnique(row: Raw): void {
  const p = parseCompact(row.puzzle as string);
  if (!p.ok) throw new Error(p.error.message);
  const r = variantReferenceCount(p.value.rules, p.value.givens, 2);
  expect(r.count, row.puzzle as string).toBe(1);
  expect(makeCells(r.first!)).toBe(row.solution);
}

/** A bank of schema 2, as the sudokit before variants made it (its own migrations' SQL), holding `rows`. */
function schema2Bank(path: string, rows: Raw[]): void {
  const db = new Database(path);
  db.exec(MIGRATIONS[0].sql);
  db.exec(MIGRATIONS[1].sql);
  db.pragma(`application_id = ${0x53444b42}`);
  db.pragma('user_version = 2');
  const cols = Object.keys(rows[0]).filter((c) => c !== 'variant' && c !== 'size');
  const insert = db.prepare(`INSERT INTO puzzles (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`);
  for (const r of rows) insert.run(Object.fromEntries(cols.map((c) => [c, r[c]])));
  db.close();
}

describe('schema 3: which rules a row has', () => {
  it('a schema 2 bank (a copy) is migrated by a writer: every row, id and mark kept, classic 9x9; a failed migration changes nothing', async () => {
    // rows as a classic bank holds them: added by this CLI, then written into a schema 2 file
    const seedBank = dbPath('seed.db');
    const lines = readFileSync(join(DATA, 'kaggle.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 5);
    expect((await runCli(['bank', 'add', '--db', seedBank], lines.join('\n') + '\n')).code).toBe(0);
    const rows = rowsOf(seedBank).map((r, i) => ({ ...r, used_at: i === 1 ? '2026-01-02T03:04:05.000Z' : r.used_at }));
    const old = dbPath('old.db');
    schema2Bank(old, rows);
    const copy = dbPath('old-copy.db');
    copyFileSync(old, copy);

    // a migration that fails part way (a table in the way) is rolled back whole
    const blocked = dbPath('blocked.db');
    copyFileSync(old, blocked);
    const b = new Database(blocked);
    b.exec('CREATE TABLE puzzles_v3 (x)');
    b.close();
    const failed = await runCli(['bank', 'fill', '--db', blocked, '--variant', 'killer', '--size', '4', '-n', '1', '--seed', '1']);
    expect(failed.code).toBe(2);
    expect(failed.stderr.split('\n')).toHaveLength(2);
    expect(failed.stderr).toMatch(/^sudokit: cannot open bank .*blocked\.db: table puzzles_v3 already exists\n$/);
    const after = new Database(blocked, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(2);
    expect(after.prepare('SELECT count(*) AS n FROM puzzles').get()).toEqual({ n: 5 });
    after.close();

    // X 4x4: the cheapest rows to make (a killer 4x4 costs ~1 CPU s each); the rules do not matter here
    const r = await runCli(['bank', 'fill', '--db', copy, '--variant', 'x', '--size', '4', '-n', '2', '--seed', '1']);
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: 'added 2 x 4x4 puzzles (0 already banked were skipped)\n' });
    const db = new Database(copy, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBe(3);
    db.close();
    const migrated = rowsOf(copy);
    expect(migrated.slice(0, 5)).toEqual(rows.map((x) => ({ ...x, variant: 'classic', size: 9 })));
    expect(migrated.slice(5).map((x) => [x.variant, x.size, x.er, x.ep, x.ed, x.ladder_top, x.minutes])).toEqual([
      ['x', 4, null, null, null, null, null],
      ['x', 4, null, null, null, null, null],
    ]);
    // the classic rows still answer as before
    const stats = await runCli(['bank', 'stats', '--db', copy]);
    expect(stats.stdout).toContain('bank ' + copy + ': 7 puzzles');
    expect(stats.stdout).toMatch(/x 4x4 +\w+ +\d+ +\d+/);
    expect(stats.stdout).not.toContain('no expected minutes yet');
  });
});

describe('bank fill --variant and bank pick --variant', () => {
  it('fills unique rows (reference counter), dedups exactly, resumes by seed, picks each once and never into a classic pick', async () => {
    const db = dbPath('fill.db');
    // X and jigsaw 4x4: cheap to make (killer rows: bank add below, and print/generate tests)
    const fill = await runCli(['bank', 'fill', '--db', db, '--variant', 'x', '--size', '4', '-n', '4', '--seed', '7', '--workers', '2']);
    expect(fill).toMatchObject({ code: 0, stderr: '' });
    const jigsaw = await runCli(['bank', 'fill', '--db', db, '--variant', 'jigsaw', '--size', '4', '-n', '2', '--seed', '7']);
    expect(jigsaw.code).toBe(0);
    const rows = rowsOf(db);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expectUnique(row);
      expect(row.canonical).toBe(row.puzzle); // the compact line is the dedup key
      expect(['easy', 'medium', 'hard', 'expert', 'extreme']).toContain(row.tier);
    }
    // the same seed again: nothing made twice
    const again = await runCli(['bank', 'fill', '--db', db, '--variant', 'x', '--size', '4', '-n', '1', '--seed', '7']);
    expect(again.stdout).toMatch(/^added 1 x 4x4 puzzles \(\d+ already banked were skipped; 4 banked by an earlier run with this seed were not made again\)\n$/);

    // a copy merged in: every row is found by its compact line, none stored twice
    const copy = dbPath('fill-copy.db');
    copyFileSync(db, copy);
    const merged = await runCli(['bank', 'merge', '--db', db, copy]);
    expect(merged).toMatchObject({ code: 0, stdout: `${copy}: added 0, duplicates 7, re-rated 0, rejected 0, newly marked used 0\n` });

    const classic = await runCli(['bank', 'pick', '--db', db, '--tier', 'easy', '-n', '1']);
    expect(classic).toMatchObject({ code: 1, stdout: '' }); // no classic rows: a variant is never handed out as one
    const picked = await runCli(['bank', 'pick', '--db', db, '--variant', 'x', '--size', '4', '-n', '5', '--mark-used', '--format', 'jsonl']);
    expect(picked.code).toBe(0);
    const got = picked.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(got).toHaveLength(5);
    for (const g of got) expect(g).toMatchObject({ variant: 'x', size: 4, er: null, minutes: null, puzzle: expect.stringMatching(/^4\+x:/) });
    const none = await runCli(['bank', 'pick', '--db', db, '--variant', 'x', '--size', '4', '-n', '1']);
    expect(none).toMatchObject({ code: 1, stdout: '', stderr: 'sudokit: only 0 puzzles (x 4x4) not handed out yet (asked for 1)\n' });
    const level = rows.find((r) => r.variant === 'jigsaw')!.tier as string;
    const byLevel = await runCli(['bank', 'pick', '--db', db, '--variant', 'jigsaw', '--size', '4', '--level', level, '-n', '1', '--with-solution']);
    expect(byLevel.code).toBe(0);
    expect(byLevel.stdout).toMatch(/^4\+jigsaw:[1-4.]{16}:[1-4]{16}\t[1-4]{16}\n$/); // compact line, tab, solution

    // bank export --variant: those rows only (handed out or not), puzzle<TAB>solution or JSON with their rules
    const exported = await runCli(['bank', 'export', '--db', db, '--variant', 'x', '--size', '4']);
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    const xRows = rowsOf(db).filter((row) => row.variant === 'x');
    expect(exported.stdout).toBe(xRows.map((row) => `${row.puzzle}\t${row.solution}\n`).join(''));
    const asJson = await runCli(['bank', 'export', '--db', db, '--variant', 'jigsaw', '--size', '4', '--level', level, '--json']);
    const jigsawRows = rowsOf(db).filter((row) => row.variant === 'jigsaw' && row.tier === level);
    expect(JSON.parse(asJson.stdout)).toEqual(jigsawRows.map((row) => expect.objectContaining({ puzzle: row.puzzle, solution: row.solution, tier: level, variant: 'jigsaw', size: 4, er: null })));
  });

  it('options that do not apply are refused in one line, exit 2; --level goes to the engine when it has it', async () => {
    // the checks themselves, in-process (fill and pick share variantKind); two CLI runs below show the wiring
    const refused: [VariantKindOptions, string][] = [
      [{ variant: 'killer', tier: 'hard' }, '--tier applies to classic 9x9 puzzles only'],
      [{ variant: 'windoku', size: 6 }, '--variant windoku comes in sizes 9, not 6'],
      [{ variant: 'classic' }, '--variant classic needs --size 4, 6, 12 or 16'],
      [{ size: 6, tier: 'easy' }, '--size goes with --variant'],
      [{ variant: 'killer', minutes: '5-8' }, '--minutes applies to classic 9x9 puzzles only'],
    ];
    for (const [opts, message] of refused) expect(() => variantKind(opts), JSON.stringify(opts)).toThrow(expect.objectContaining({ message: expect.stringContaining(message) }));
    expect(() => variantKind({ variant: 'killer', size: 4 })).not.toThrow();
    expect(() => parseLevelOption('brutal')).toThrow("--level must be one of easy, medium, hard, expert, extreme; got 'brutal'");
    const db = dbPath('refuse.db');
    const cases: [string[], string][] = [
      [['fill', '--variant', 'killer', '--size', '4', '--symmetry', 'rotational', '-n', '1'], '--symmetry does not apply to --variant killer'],
      [['pick', '--variant', 'killer', '--minutes', '5-8'], '--minutes applies to classic 9x9 puzzles only'],
    ];
    // usage errors are quick: run side by side
    const runs = await Promise.all(cases.map(([args]) => runCli(['bank', ...args, '--db', db])));
    for (const [i, [args, message]] of cases.entries()) {
      const r = runs[i];
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(message);
      expect(r.stderr.split('\n')).toHaveLength(2);
    }
    const r = await runCli(['bank', 'fill', '--db', db, '--variant', 'x', '--size', '4', '--level', 'easy', '-n', '1', '--seed', '3']);
    if (engineHasLevel()) {
      expect(r.code).toBe(0);
      expect(rowsOf(db).map((x) => x.tier)).toEqual(['easy']);
    } else {
      expect(r).toMatchObject({ code: 2, stdout: '' });
      expect(r.stderr).toMatch(/^sudokit: --level needs the engine's generateVariant level option, which this sudokit does not have yet/);
    }
  });
});

describe('bank add takes variant lines', () => {
  it('in any form solve reads: one row per puzzle (its JSON description is the same row), not unique and bad lines reported', async () => {
    // made by this repository's generator: `sudokit generate --variant killer --size 6 --seed 2`
    const k6 = '6+killer:....................................:abbbcdeefgchiefgchijkklhjjmmlnooppln:3,11,6,5,8,11,9,12,6,13,6,15,5,4,6,6';
    const p = parseCompact(k6);
    if (!p.ok) throw new Error(p.error.message);
    const open = `6+killer:${'.'.repeat(36)}:${'a'.repeat(6)}${'.'.repeat(30)}:21`; // one cage: many solutions
    const db = dbPath('add.db');
    const r = await runCli(['bank', 'add', '--db', db], [k6, makePuzzleJson(p.value), open, 'killer:12'].join('\n') + '\n');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('added 1, already in bank 1, not unique 1, invalid 1\n');
    expect(r.stderr).toBe("sudokit: line 3: not added: the puzzle has more than one solution\nsudokit: line 4: 2 sections, expected 4 for 'killer': header:givens:cage grid:sums\n");
    const [row] = rowsOf(db);
    expect(row).toMatchObject({ puzzle: k6, canonical: k6, variant: 'killer', size: 6, tier: 'easy', hardest: 'Cage Combinations', er: null, source: '-' });
    expectUnique(row);
  });
});

describe('bank merge checks variant rows', () => {
  it('computes every column again: a forged level is re-rated, a wrong solution or a broken line left out', async () => {
    const src = dbPath('merge-src.db');
    expect((await runCli(['bank', 'fill', '--db', src, '--variant', 'jigsaw', '--size', '4', '-n', '3', '--seed', '5'])).code).toBe(0);
    const before = rowsOf(src);
    const raw = new Database(src);
    raw.prepare(`UPDATE puzzles SET tier = 'expert', hardest = 'X-Wing', variant = 'killer', size = 16 WHERE id = 1`).run();
    raw.prepare(`UPDATE puzzles SET solution = '1' || substr(solution, 2) WHERE id = 2`).run();
    raw.prepare(`UPDATE puzzles SET puzzle = '4+jigsaw:12', canonical = 'other' WHERE id = 3`).run();
    raw.close();
    const target = dbPath('merge-target.db');
    const r = await runCli(['bank', 'merge', '--db', target, src]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`${src}: added 1, duplicates 0, re-rated 1, rejected 2, newly marked used 0\n`);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^sudokit: .*merge-src\.db: left out: row 2 \(puzzle 4\+jigsaw:.*\): the stored solution is not its solution$/),
      expect.stringMatching(/^sudokit: .*merge-src\.db: left out: row 3 \(puzzle 4\+jigsaw:12\): the puzzle is not a compact line: /),
    ]);
    const [row] = rowsOf(target);
    expect(row).toMatchObject({ puzzle: before[0].puzzle, tier: before[0].tier, hardest: before[0].hardest, variant: 'jigsaw', size: 4, er: null });
    expectUnique(row);
  });
});

describe('bank rerate takes variant rows', () => {
  const count = (path: string, where: string) => {
    const db = new Database(path, { readonly: true });
    try {
      return (db.prepare(`SELECT count(*) AS n FROM puzzles ${where}`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('a bank with both kinds: rows a shorter ladder left unfinished are rated again by their own rater; --all rates every row', async () => {
    const db = dbPath('rerate-mixed.db');
    const classic = readFileSync(join(DATA, 'kaggle.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 3);
    expect((await runCli(['bank', 'add', '--db', db], classic.join('\n') + '\n')).code).toBe(0);
    expect((await runCli(['bank', 'fill', '--db', db, '--variant', 'jigsaw', '--size', '6', '-n', '3', '--seed', '7'])).code).toBe(0);
    const before = rowsOf(db);
    expect(before.map((r) => r.variant)).toEqual(['classic', 'classic', 'classic', 'jigsaw', 'jigsaw', 'jigsaw']);
    const raw = new Database(db);
    // as an older, shorter ladder left them: one classic and one variant row unfinished ...
    raw.exec(`UPDATE puzzles SET beyond = 1, ladder_top = 0.5, tier = 'beyond', er = 0.5 WHERE id = 1`);
    raw.exec(`UPDATE puzzles SET beyond = 1, tier = 'extreme', hardest = 'no technique applies' WHERE id = 4`);
    // ... and a variant row the ladder finished, at a level it no longer gives (only --all looks)
    raw.exec(`UPDATE puzzles SET tier = 'expert', hardest = 'X-Wing' WHERE id = 5`);
    raw.close();
    const r = await runCli(['bank', 'rerate', '--db', db]);
    expect(r).toMatchObject({ code: 0, stdout: 're-rated 2 puzzles, 2 changed tier\n', stderr: '' });
    const cols = (x: Raw) => [x.tier, x.hardest, x.er, x.beyond, x.minutes, x.ladder_top];
    const after = rowsOf(db);
    expect([0, 1, 2, 3, 5].map((i) => cols(after[i]))).toEqual([0, 1, 2, 3, 5].map((i) => cols(before[i])));
    expect(after[4]).toMatchObject({ tier: 'expert', hardest: 'X-Wing' });
    const all = await runCli(['bank', 'rerate', '--db', db, '--all']);
    expect(all).toMatchObject({ code: 0, stdout: 're-rated 6 puzzles, 1 changed tier\n' });
    const again = rowsOf(db);
    expect(again.map(cols)).toEqual(before.map(cols));
    for (const row of again.slice(3)) expect(row).toMatchObject({ er: null, ep: null, ed: null, minutes: null, ladder_top: null, variant: 'jigsaw', size: 6 });
    expect(again.map((x) => [x.puzzle, x.solution, x.canonical])).toEqual(before.map((x) => [x.puzzle, x.solution, x.canonical]));
  });

  it('--all on a mixed bank commits page by page; Ctrl-C keeps the new ratings and reports them (exit 130)', async () => {
    // 300 rows with a placeholder tier, classic and jigsaw 9x9 in turn, so every re-rated row shows
    const bank = dbPath('rerate-int.db');
    expect((await runCli(['bank', '--db', bank, 'add'], '')).code).toBe(0);
    const classic = readFileSync(join(DATA, 'kaggle.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 150);
    // made by this repository's generator (sudokit generate --variant jigsaw --seed 3)
    const J9 = 'jigsaw:..8......72......3...4....1....6.........5..........8........36....34.1...9......:111111122333133122433332225466662625444666655774455555774888888774899988777999999';
    const db = new Database(bank);
    const classicRow = db.prepare(`INSERT INTO puzzles (puzzle, solution, canonical, er, ep, ed, ladder_top, tier, hardest, clues, symmetry, source) VALUES (?, '-', ?, 1, 1, 1, 20, 'placeholder', '-', 0, 'none', 'test')`);
    const variantRow = db.prepare(`INSERT INTO puzzles (puzzle, solution, canonical, tier, hardest, clues, symmetry, source, variant, size) VALUES (?, '-', ?, 'placeholder', '-', 0, 'none', 'test', 'jigsaw', 9)`);
    classic.forEach((p, i) => {
      classicRow.run(p, `classic ${i}`);
      variantRow.run(J9, `variant ${i}`);
    });
    db.close();
    const child = spawn(process.execPath, [CLI, 'bank', '--db', bank, 'rerate', '--all', '--workers', '2'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const done = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    for (let t = Date.now(); Date.now() - t < 300_000; await new Promise((r) => setTimeout(r, 100))) {
      try {
        if (count(bank, "WHERE tier <> 'placeholder'") > 0) break;
      } catch {
        // the writer holds the file a moment: ask again
      }
    }
    child.kill('SIGINT');
    expect(await done).toBe(130);
    const m = /^sudokit: interrupted; re-rated (\d+) puzzles, (\d+) changed tier\n$/.exec(stderr);
    expect(m, stderr).not.toBeNull();
    expect(Number(m![1])).toBeLessThan(300);
    expect(count(bank, "WHERE tier <> 'placeholder'")).toBe(Number(m![1]));
    expect(count(bank, "WHERE variant = 'jigsaw' AND tier <> 'placeholder'")).toBeGreaterThan(0);
    expect(count(bank, "WHERE variant = 'jigsaw' AND tier <> 'placeholder' AND er IS NOT NULL")).toBe(0);
    expect(count(bank, '')).toBe(300);
  });
});
