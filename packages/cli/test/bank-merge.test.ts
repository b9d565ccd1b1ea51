/**
 * `sudokit bank merge` from outside: banks filled with overlapping seeds, holding transformed
 * copies of each other's puzzles and rows rated by an older rater, merge to the union by
 * canonical form (computed here from the puzzles, not read from the bank), with every used mark
 * kept; a merge killed part way and run again gives the same bank as one never interrupted.
 * Rows are re-checked by the reference counter and the rater.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { HUMAN_MODEL_VERSION, canonicalGrid, createRng, makeLine, parseLine, randomTransform, rate, type Grid } from 'sudokit';
import { SCHEMA_VERSION } from '../src/bank/schema.js';
import { CLI, runCli } from './run-cli.js';
import { isValidSolution, referenceCount } from '../../engine/src/test-support/reference-solver.js';
import { SCHEMA_VERSION } from '../src/bank/schema.js';

let dir: string;
const dbPath = (name: string) => join(dir, name);

function grid(line: string): Grid {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const canonicalOf = (puzzle: string) => makeLine(canonicalGrid(grid(puzzle)));

interface Row {
  id: number;
  puzzle: string;
  solution: string;
  canonical: string;
  er: number;
  tier: string;
  ladder_top: number;
  human_model: number;
  minutes: number | null;
  source: string;
  used_at: string | null;
}

function rowsOf(path: string): Row[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT * FROM puzzles ORDER BY id').all() as Row[];
  } finally {
    db.close();
  }
}

function sql(path: string, statement: string): void {
  const db = new Database(path);
  try {
    db.exec(statement);
  } finally {
    db.close();
  }
}

async function cli(args: string[], input?: string) {
  const r = await runCli(args, input);
  expect(r.code, r.stderr).toBe(0);
  return r;
}

/** Each row: unique by the reference counter, its solution valid, rated as the rater rates it. */
function expectSoundRows(rows: Row[]) {
  for (const r of rows) {
    const p = grid(r.puzzle);
    expect(referenceCount(p, 2).count).toBe(1);
    expect(isValidSolution(p, grid(r.solution))).toBe(true);
    const rating = rate(p);
    expect(rating.ok && rating.value.er).toBe(r.er);
    expect(rating.ok && rating.value.tier).toBe(r.tier);
    expect(canonicalOf(r.puzzle)).toBe(r.canonical);
  }
}

/** What a merge must give: one row per canonical form of any source, used if used anywhere. */
function expectedUnion(sources: string[]): Map<string, boolean> {
  const union = new Map<string, boolean>();
  for (const s of sources) for (const r of rowsOf(s)) {
    const c = canonicalOf(r.puzzle);
    union.set(c, (union.get(c) ?? false) || r.used_at !== null);
  }
  return union;
}

function stateOf(path: string): Map<string, boolean> {
  return new Map(rowsOf(path).map((r) => [canonicalOf(r.puzzle), r.used_at !== null]));
}

function countsOf(stdout: string, source: string) {
  const m = new RegExp(`^${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: added (\\d+), duplicates (\\d+), re-rated (\\d+), rejected (\\d+), newly marked used (\\d+)$`, 'm').exec(stdout);
  expect(m, stdout).not.toBeNull();
  const [added, duplicates, rerated, rejected, usedMarked] = m!.slice(1).map(Number);
  return { added, duplicates, rerated, rejected, usedMarked };
}

let a: string;
let b: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-merge-'));
  a = dbPath('a.db');
  b = dbPath('b.db');
  // Two machines given overlapping seed ranges: the same seed fills the same puzzles.
  await cli(['bank', 'fill', '--db', a, '--tier', 'easy', '-n', '16', '--seed', '1', '--workers', '1']);
  await cli(['bank', 'fill', '--db', b, '--tier', 'easy', '-n', '10', '--seed', '1', '--workers', '1']);
  await cli(['bank', 'fill', '--db', b, '--tier', 'medium', '-n', '6', '--seed', '2', '--workers', '1']);
  // B also holds transformed copies of puzzles only A has: different lines, the same class.
  const inB = new Set(rowsOf(b).map((r) => r.canonical));
  const rng = createRng(5);
  const copies = rowsOf(a)
    .filter((r) => !inB.has(r.canonical))
    .slice(0, 4)
    .map((r) => makeLine(randomTransform(grid(r.puzzle), rng)));
  expect(copies).toHaveLength(4);
  const file = dbPath('copies.txt');
  writeFileSync(file, copies.join('\n') + '\n');
  await cli(['bank', 'add', '--db', b, file, '--workers', '1']);
  // Some of B handed out; some of B rated by an older rater (a shorter ladder).
  await cli(['bank', 'pick', '--db', b, '--tier', 'easy', '-n', '3', '--mark-used']);
  await cli(['bank', 'pick', '--db', b, '--tier', 'medium', '-n', '2', '--mark-used']);
  sql(b, `UPDATE puzzles SET ladder_top = 9.0, er = 0.5 WHERE id % 3 = 0`);
  // ... and some before the human time model (no expected minutes yet).
  sql(b, `UPDATE puzzles SET human_model = 0, minutes = NULL WHERE id % 3 = 1`);
});

describe('bank merge', () => {
  it('two banks merge to the union by canonical form, used marks kept, older ratings re-rated', async () => {
    const target = dbPath('merged.db');
    const r = await cli(['bank', 'merge', '--db', target, a, b, '--workers', '1']);
    const union = expectedUnion([a, b]);
    expect(stateOf(target)).toEqual(union);
    const rows = rowsOf(target);
    expect(rows).toHaveLength(union.size);
    expectSoundRows(rows); // the re-rated rows have the rater's ER again, not the stale 0.5
    for (const row of rows) expect([row.human_model, row.minutes === null]).toEqual([HUMAN_MODEL_VERSION, false]);
    // Where a row came from is kept, re-rated or not.
    const sourceOf = new Map([...rowsOf(b), ...rowsOf(a)].map((x) => [canonicalOf(x.puzzle), x.source]));
    for (const row of rows) expect(row.source).toBe(sourceOf.get(row.canonical));

    const ca = countsOf(r.stdout, a);
    const cb = countsOf(r.stdout, b);
    expect(ca).toMatchObject({ added: rowsOf(a).length, duplicates: 0, rerated: 0, rejected: 0 });
    const inA = new Set(rowsOf(a).map((x) => canonicalOf(x.puzzle)));
    const bRows = rowsOf(b);
    const bNew = bRows.filter((x) => !inA.has(canonicalOf(x.puzzle)));
    expect(cb.added).toBe(bNew.length);
    expect(cb.duplicates).toBe(bRows.length - bNew.length);
    expect(cb.rerated).toBe(bNew.filter((x) => x.ladder_top !== 20 || x.human_model !== HUMAN_MODEL_VERSION).length);
    expect(cb.rerated).toBeGreaterThan(0);
    // Marks on B's rows that A also had are carried onto A's rows.
    expect(cb.usedMarked).toBe(bRows.filter((x) => x.used_at !== null && inA.has(canonicalOf(x.puzzle))).length);

    // Merging again changes nothing.
    const again = await cli(['bank', 'merge', '--db', target, a, b]);
    expect(countsOf(again.stdout, b)).toMatchObject({ added: 0, duplicates: bRows.length, usedMarked: 0 });
    expect(stateOf(target)).toEqual(union);
  });

  it('a merge killed part way, run again, gives the same bank as one never interrupted', async () => {
    // A source slow enough to be caught mid-way: 300 puzzles, all needing re-rating.
    const big = dbPath('big.db');
    await cli(['bank', 'fill', '--db', big, '--tier', 'easy', '-n', '300', '--seed', '9']);
    await cli(['bank', 'pick', '--db', big, '--tier', 'easy', '-n', '20', '--mark-used']);
    sql(big, 'UPDATE puzzles SET ladder_top = 9.0');

    const whole = dbPath('whole.db');
    await cli(['bank', 'merge', '--db', whole, a, big, b, '--workers', '1']);

    const cut = dbPath('cut.db');
    const child = spawn(process.execPath, [CLI, 'bank', 'merge', '--db', cut, a, big, b, '--workers', '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (d) => {
        stdout += d;
        if (stdout.includes(`${a}:`)) {
          child.kill('SIGKILL'); // A is committed; the big source is being read and re-rated
          resolve();
        }
      });
    });
    await closed;
    const before = stateOf(cut);
    // Each source is all in or all out (one transaction each), and every source reported is in.
    // The kill normally lands while the big source is being read; on a loaded machine it can
    // land later, so a state with more sources in is allowed, never one with fewer.
    const reported = [a, big, b].filter((s) => stdout.includes(`${s}:`)).length;
    const sizes = [[a], [a, big], [a, big, b]].map((sources) => expectedUnion(sources).size);
    expect(sizes.slice(reported - 1)).toContain(before.size);

    const rerun = await cli(['bank', 'merge', '--db', cut, a, big, b, '--workers', '1']);
    expect(countsOf(rerun.stdout, a).added).toBe(0);
    expect(stateOf(cut)).toEqual(stateOf(whole));
    expect(stateOf(cut)).toEqual(expectedUnion([a, big, b]));
    const integrity = new Database(cut, { readonly: true });
    expect(integrity.pragma('integrity_check', { simple: true })).toBe('ok');
    integrity.close();
  });

  it('sources that are not banks, newer, or the target itself are refused; the others still merge', async () => {
    const target = dbPath('refuse.db');
    const notBank = dbPath('other.sqlite');
    sql(notBank, 'CREATE TABLE t (x)');
    const newer = dbPath('newer.db');
    await cli(['bank', 'fill', '--db', newer, '--tier', 'easy', '-n', '1', '--seed', '3']);
    sql(newer, 'PRAGMA user_version = 99');
    const r = await runCli(['bank', 'merge', '--db', target, notBank, newer, dbPath('missing.db'), target, a]);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual([
      `sudokit: ${notBank} is not a sudokit bank`,
      `sudokit: ${newer} has bank schema version 99; this sudokit knows up to ${SCHEMA_VERSION} (upgrade sudokit)`,
      `sudokit: no bank at ${dbPath('missing.db')}`,
      `sudokit: ${target} is the bank being merged into`,
    ]);
    expect(stateOf(target)).toEqual(expectedUnion([a]));
  });

  it('a row whose stored solution is wrong, or whose puzzle is not unique, is left out and reported', async () => {
    const bad = dbPath('bad.db');
    await cli(['bank', 'fill', '--db', bad, '--tier', 'easy', '-n', '3', '--seed', '4']);
    const [first, second] = rowsOf(bad);
    const swapped = first.solution[1] + first.solution[0] + first.solution.slice(2);
    const db = new Database(bad);
    db.prepare('UPDATE puzzles SET solution = ? WHERE id = ?').run(swapped, first.id);
    db.prepare('UPDATE puzzles SET puzzle = ? WHERE id = ?').run('.'.repeat(81), second.id);
    db.close();
    const target = dbPath('bad-target.db');
    const r = await runCli(['bank', 'merge', '--db', target, bad]);
    expect(r.code).toBe(1);
    expect(countsOf(r.stdout, bad)).toMatchObject({ added: 1, rejected: 2 });
    expect(r.stderr).toMatch(/the stored solution is not its solution/);
    expect(r.stderr).toMatch(/more than one solution/);
  });
});
