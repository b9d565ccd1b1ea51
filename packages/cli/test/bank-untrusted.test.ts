/**
 * Issue 32, items 4 and 5 (reliability report 3, N4-N6, N14): `bank merge` takes a source as
 * untrusted input. A `puzzles` that is a recursive view, triggers, generated columns: refused
 * before any query runs on them. Forged fields (canonical form, tier, rating, minutes, text with
 * escape codes): computed again or checked, so the target keeps its invariants, checked here by
 * the reference counter and the engine's rater from the puzzle alone. A corrupted source is named
 * and the others are merged. Every test failed on the build before the fix.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, statSync, openSync, writeSync, closeSync, copyFileSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { HUMAN_MODEL_VERSION, canonicalGrid, createRng, makeLine, parseLine, randomTransform, rate, roundMinutes, symmetriesOf, type Grid } from 'sudokit';
import { DATA, runCli } from './run-cli.js';
import { isValidSolution, referenceCount } from '../../engine/src/test-support/reference-solver.js';

let dir: string;
let seq = 0;
const fresh = (name: string) => join(dir, `${seq++}-${name}`);

function grid(line: string): Grid {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const canonicalOf = (puzzle: string) => makeLine(canonicalGrid(grid(puzzle)));

function dataLines(file: string, n: number, skip = 0): string[] {
  return readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .slice(skip, skip + n)
    .map((l) => l.slice(0, 81));
}

type Row = Record<string, unknown> & { id: number; puzzle: string; solution: string; canonical: string; tier: string; used_at: string | null };

function rowsOf(path: string): Row[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT * FROM puzzles ORDER BY id').all() as Row[];
  } finally {
    db.close();
  }
}

function sql(path: string, statement: string, ...params: unknown[]): void {
  const db = new Database(path);
  try {
    if (params.length) db.prepare(statement).run(...params);
    else db.exec(statement);
  } finally {
    db.close();
  }
}

/** A bank made by `bank add` of these puzzle lines. */
async function bankOf(name: string, lines: string[]): Promise<string> {
  const path = fresh(name);
  const r = await runCli(['bank', '--db', path, 'add', '--workers', '1'], lines.join('\n') + '\n');
  expect(r.code, r.stderr).toBe(0);
  return path;
}

/** The engine's rating of a puzzle line, computed once per line (the base bank's rows recur). */
const ratings = new Map<string, ReturnType<typeof rate> & { ok: true }>();
function ratingOf(puzzle: string) {
  let r = ratings.get(puzzle);
  if (!r) {
    const rated = rate(grid(puzzle));
    if (!rated.ok) throw new Error(rated.error.message);
    ratings.set(puzzle, (r = rated));
  }
  return r.value;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The target's invariants, from the puzzle alone: one row per class, every field what it must be. */
function expectSoundBank(path: string): Row[] {
  const rows = rowsOf(path);
  const classes = new Set<string>();
  for (const r of rows) {
    const p = grid(r.puzzle);
    const c = canonicalOf(r.puzzle);
    expect(r.canonical).toBe(c);
    expect(classes.has(c), `two rows of class ${c}`).toBe(false);
    classes.add(c);
    expect(referenceCount(p, 2).count).toBe(1);
    expect(isValidSolution(p, grid(r.solution))).toBe(true);
    const v = ratingOf(r.puzzle);
    expect({ er: r.er, ep: r.ep, ed: r.ed, tier: r.tier, beyond: r.beyond, ladder_top: r.ladder_top }).toEqual({ er: v.er, ep: v.ep, ed: v.ed, tier: v.tier, beyond: v.beyond ? 1 : 0, ladder_top: 20 });
    expect(r.minutes).toBe(roundMinutes(v.minutes * 60));
    expect(r.human_model).toBe(HUMAN_MODEL_VERSION);
    expect(r.clues).toBe(r.puzzle.replace(/\./g, '').length);
    const names = symmetriesOf(p).filter((s) => s !== 'none');
    expect(r.symmetry).toBe(names.length ? names.join(',') : 'none');
    for (const k of ['hardest', 'source', 'seed', 'added_at', 'used_at']) {
      if (typeof r[k] === 'string') expect(CONTROL.test(r[k] as string), `${k}: ${JSON.stringify(r[k])}`).toBe(false);
    }
  }
  return rows;
}

let easy: string[];
let hard: string[];
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-untrusted-'));
  easy = dataLines('kaggle.txt', 40);
  hard = dataLines('top1465.txt', 2);
  base = await bankOf('base.db', [...easy.slice(0, 20), ...hard]);
});

describe('bank merge: a source that would run code or never end is refused before it is queried', () => {
  it('a puzzles view that recurses without end: one line naming the source, at once, the others merged', async () => {
    const view = fresh('view.db');
    copyFileSync(base, view);
    sql(
      view,
      `ALTER TABLE puzzles RENAME TO real_puzzles;
       CREATE VIEW puzzles AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)
         SELECT x AS id, p.puzzle, p.solution, p.canonical || x AS canonical, p.er, p.ep, p.ed, p.beyond, p.ladder_top, p.tier,
           p.hardest, p.clues, p.symmetry, p.source, p.seed, p.added_at, p.used_at, p.minutes, p.human_model
         FROM n, (SELECT * FROM real_puzzles LIMIT 1) p;`,
    );
    const good = await bankOf('good.db', easy.slice(30, 33));
    const target = fresh('t.db');
    // The old build never ended: killed at the limit, it has no exit code.
    const r = await runCli(['bank', '--db', target, 'merge', view, good, '--workers', '1'], undefined, 90_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`sudokit: ${view} is not a sudokit bank (it holds a view, which a bank never has)\n`);
    expect(r.stdout).toContain(`${good}: added 3,`);
  });

  it('triggers, a generated column, a table without rowid: refused, one line each', async () => {
    const trigger = fresh('trigger.db');
    copyFileSync(base, trigger);
    sql(trigger, `CREATE TABLE log (x); CREATE TRIGGER t AFTER INSERT ON puzzles BEGIN INSERT INTO log VALUES (1); END;`);
    const generated = fresh('generated.db');
    copyFileSync(base, generated);
    sql(generated, `ALTER TABLE puzzles ADD COLUMN g TEXT GENERATED ALWAYS AS (puzzle || puzzle) VIRTUAL`);
    const target = fresh('t.db');
    const r = await runCli(['bank', '--db', target, 'merge', trigger, generated]);
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `sudokit: ${trigger} is not a sudokit bank (it holds a trigger, which a bank never has)`,
      `sudokit: ${generated} is not a sudokit bank (its puzzles table has generated columns)`,
    ]);
  });
});

describe('bank merge: forged fields cannot break the target', () => {
  it('lying tiers, bogus canonical forms, escape codes, negative minutes: stored once each, rated as the rater rates', async () => {
    const lie = fresh('lie.db');
    copyFileSync(base, lie);
    // As the report's repro: every row lies; the hard ones claim a consistent "easy" rating.
    sql(lie, `UPDATE puzzles SET canonical = 'bogus-' || id, minutes = -5, hardest = char(27) || '[31mEVIL' || char(27) || '[0m', source = 'x' || char(27) || '[2J'`);
    sql(lie, `UPDATE puzzles SET tier = 'easy', er = 1.2, ep = 1.2, ed = 1.2, hardest = 'Hidden Single' WHERE id % 2 = 0`);
    const target = await bankOf('t.db', easy.slice(30));
    let r = await runCli(['bank', '--db', target, 'merge', lie, '--workers', '1']);
    expect(r.code, r.stderr).toBe(0);
    const n = rowsOf(base).length;
    expect(r.stdout).toContain(`: added ${n}, duplicates 0, re-rated ${n}, rejected 0,`);
    expect(expectSoundBank(target)).toHaveLength(n + 10);
    // The honest bank merged after it adds nothing: every class is already there.
    r = await runCli(['bank', '--db', target, 'merge', base]);
    expect(r.stdout).toContain(`: added 0, duplicates ${n},`);
    // Nothing hard is handed out as easy, and no escape code reaches the terminal.
    r = await runCli(['bank', '--db', target, 'pick', '--tier', 'easy', '-n', '100', '--format', 'csv']);
    expect(r.stdout).not.toMatch(/\u001b/);
    const hardClasses = new Set(hard.map(canonicalOf));
    for (const line of r.stdout.trim().split('\n').slice(1)) expect(hardClasses.has(canonicalOf(line.split(',')[0]))).toBe(false);
  }); // rating the lying hard puzzles again, and here, takes minutes on a loaded machine

  it('file names and row text with control characters are shown escaped (one line each)', async () => {
    const evil = join(dir, 'ev\u001b[31mil\nname.db');
    copyFileSync(base, evil);
    sql(evil, `UPDATE puzzles SET solution = '1' || substr(solution, 2) WHERE id = 1`); // one row left out, named
    sql(evil, `UPDATE puzzles SET puzzle = char(27) || '[31m' || substr(puzzle, 6) WHERE id = 2`);
    const target = fresh('t.db');
    const r = await runCli(['bank', '--db', target, 'merge', evil, join(dir, 'no\u001b[31msuch.db')]);
    expect(r.code).toBe(2);
    expect(r.stderr + r.stdout).not.toMatch(/\u001b/);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(3); // two rows left out, one missing source
    expect(lines[2]).toBe(`sudokit: no bank at ${join(dir, 'no\\u001b[31msuch.db')}`);
    expect(r.stdout).toContain(`ev\\u001b[31mil\\nname.db: added ${rowsOf(base).length - 2},`);
  });

  it('property: any forged source leaves one row per class, every field consistent with its puzzle', async () => {
    const pool = easy; // hard puzzles' lies: the test above
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('\u001b[31m', 'easy', 'beyond', '', '\u0000'));
    const value = fc.oneof(fc.constant(null), fc.double(), fc.integer({ min: -5, max: 30 }), fc.constantFrom(1.2, 2.0, 20, 9.5), text);
    const forged = fc.record({
      pick: fc.nat(pool.length - 1),
      transform: fc.option(fc.nat(1000)),
      wrongSolution: fc.boolean(),
      canonical: fc.oneof(fc.constant('copy'), fc.constant('real'), text),
      er: value,
      ep: value,
      ed: value,
      tier: fc.oneof(fc.constantFrom('easy', 'medium', 'hard', 'extreme', 'beyond'), text),
      hardest: fc.oneof(fc.constantFrom('Hidden Single', 'Naked Single'), text),
      beyond: value,
      ladder_top: fc.oneof(fc.constant(20), value),
      minutes: value,
      human_model: fc.oneof(fc.constant(HUMAN_MODEL_VERSION), value),
      source: text,
      seed: value,
      used_at: fc.oneof(fc.constant(null), fc.constant('2026-01-01T00:00:00.000Z'), text),
    });
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(forged, { minLength: 1, maxLength: 12 }), async (rows) => {
        // A bank's header and columns, no constraints: any value of any type fits.
        const source = fresh(`p${round}.db`);
        const target = fresh(`pt${round++}.db`);
        copyFileSync(base, target);
        const db = new Database(source);
        db.pragma(`application_id = ${0x53444b42}`);
        db.pragma('user_version = 2');
        db.exec(`CREATE TABLE puzzles (id INTEGER PRIMARY KEY, puzzle, solution, canonical, er, ep, ed, beyond, ladder_top, tier, hardest, clues, symmetry, source, seed, added_at, used_at, minutes, human_model)`);
        const insert = db.prepare(
          `INSERT INTO puzzles (puzzle, solution, canonical, er, ep, ed, beyond, ladder_top, tier, hardest, clues, symmetry, source, seed, used_at, minutes, human_model)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'none', ?, ?, ?, ?, ?)`,
        );
        const sqlValue = (v: unknown) => (typeof v === 'boolean' ? Number(v) : v);
        rows.forEach((f, i) => {
          let puzzle = grid(pool[f.pick]);
          if (f.transform !== null) puzzle = randomTransform(puzzle, createRng(f.transform));
          const line = makeLine(puzzle);
          const canonical = f.canonical === 'real' ? canonicalOf(line) : f.canonical === 'copy' ? `${canonicalOf(pool[0])}` : `${f.canonical}#${i}`;
          const solution = f.wrongSolution ? '1'.repeat(81) : '';
          insert.run(line, solution, canonical, ...[f.er, f.ep, f.ed, f.beyond, f.ladder_top, f.tier, f.hardest, f.source, f.seed, f.used_at, f.minutes, f.human_model].map(sqlValue));
        });
        // Right solutions where not forged (computed by the reference route, not the CLI's).
        for (const r of db.prepare(`SELECT id, puzzle FROM puzzles WHERE solution = ''`).all() as { id: number; puzzle: string }[]) {
          db.prepare('UPDATE puzzles SET solution = ? WHERE id = ?').run(referenceCount(grid(r.puzzle), 1).first!.join(''), r.id);
        }
        db.close();
        const r = await runCli(['bank', '--db', target, 'merge', source, '--workers', '1']);
        expect([0, 1]).toContain(r.code);
        expect(r.stdout + r.stderr).not.toMatch(/\u001b/);
        const merged = expectSoundBank(target);
        // Every class of a well-formed source row is there; used in the source means used here.
        for (const f of rows) {
          if (f.wrongSolution) continue;
          const c = canonicalOf(pool[f.pick]);
          const row = merged.find((m) => m.canonical === c);
          expect(row, c).toBeDefined();
          if (f.used_at !== null) expect(row!.used_at).not.toBeNull();
        }
      }),
      // Each run is a CLI merge: a few seconds, a minute on a loaded machine.
      { numRuns: 6, interruptAfterTimeLimit: 240_000 },
    );
  });
});

describe('bank merge: a corrupted source is named as such; the others are merged', () => {
  it('damaged pages, a truncated file: "SOURCE is corrupted", next source merged, totals, exit 2', async () => {
    const damaged = fresh('damaged.db');
    copyFileSync(base, damaged);
    const pages = statSync(damaged).size / 4096;
    const fd = openSync(damaged, 'r+');
    const junk = Buffer.alloc(4096 * (pages - 2), 0xa5);
    writeSync(fd, junk, 0, junk.length, 4096 * 2);
    closeSync(fd);
    const truncated = fresh('truncated.db');
    copyFileSync(base, truncated);
    truncateSync(truncated, 4096 * 2 + 100);
    const good = await bankOf('good.db', easy.slice(30, 35));
    const target = await bankOf('t.db', easy.slice(35, 40));
    const r = await runCli(['bank', '--db', target, 'merge', damaged, truncated, good]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^sudokit: ${damaged.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is corrupted \\(.*\\): not merged$`));
    expect(lines[1]).toMatch(new RegExp(`^sudokit: ${truncated.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is corrupted \\(.*\\): not merged$`));
    expect(r.stdout).toContain(`${good}: added 5,`);
    expect(r.stdout).toMatch(/^total: added 5, .*; 2 of 3 sources not merged$/m);
    expect(r.stderr).not.toContain(target);
    expect(rowsOf(target)).toHaveLength(10);
    const check = new Database(target, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
  });
});
