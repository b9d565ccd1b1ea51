/**
 * Issue 32, item 10 (reliability report 3, N19, N23): a bank write that fails part way (the disk
 * full, or here the file-size limit, which SQLite meets the same way) gives one line naming the
 * bank and what was kept; re-running an interrupted `fill` or `add` starts from what the bank
 * holds instead of making it all again, and ends with the bank an uninterrupted run gives. Both
 * failed on the build before the fix.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CLI, DATA, runCli } from './run-cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-resume-'));
});
const at = (name: string) => join(dir, name);

function rowCount(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM puzzles').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

function classes(path: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT canonical FROM puzzles').pluck().all() as string[]).sort();
  } finally {
    db.close();
  }
}

describe('bank add on a full disk', () => {
  it('one line naming the bank and the rows kept (all committed), exit 2', async () => {
    const bank = at('full.db');
    // A 100 KB file-size limit (SIGXFSZ ignored, so writes fail with EFBIG as on a full disk).
    const child = spawn('/bin/sh', ['-c', `ulimit -f 200 && trap '' XFSZ && exec "$0" "$@"`, process.execPath, CLI, 'bank', '--db', bank, 'add', join(DATA, 'kaggle.txt'), '--workers', '1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, stderr).toBe(2);
    expect(stdout).toBe('');
    const m = /^sudokit: cannot write bank (.*): (disk full|.*) \((SQLITE_[A-Z_]+)\); added (\d+), already in bank 0, not unique 0, invalid 0, each committed before the error\n$/.exec(stderr);
    expect(m, stderr).not.toBeNull();
    expect(m![1]).toBe(bank);
    expect(Number(m![4])).toBeGreaterThan(0);
    expect(rowCount(bank)).toBe(Number(m![4]));
  });
});

describe('re-running an interrupted fill or add', () => {
  it('fill: indices this seed already banked are not generated again; the bank ends as one uninterrupted run', async () => {
    const resumed = at('resumed.db');
    const fill = (db: string, n: number) => runCli(['bank', '--db', db, 'fill', '--tier', 'easy', '-n', String(n), '--seed', '7', '--workers', '1']);
    expect((await fill(resumed, 12)).code).toBe(0);
    const again = await fill(resumed, 3);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('added 3 puzzles (0 equivalent to ones already banked were skipped; 12 banked by an earlier run with this seed were not made again)\n');
    const whole = at('whole.db');
    expect((await fill(whole, 15)).code).toBe(0);
    expect(classes(resumed)).toEqual(classes(whole));
    // Rows of another tier from the same seed are no reason to skip: a medium fill makes its own.
    const medium = await runCli(['bank', '--db', resumed, 'fill', '--tier', 'medium', '-n', '2', '--seed', '7', '--workers', '1']);
    expect(medium.stdout).toBe('added 2 puzzles (0 equivalent to ones already banked were skipped)\n');
  });

  it('add: lines whose puzzle is banked (or equivalent to one) are counted without being rated', async () => {
    const lines = readFileSync(join(DATA, 'kaggle.txt'), 'utf8').split('\n').filter(Boolean);
    const first = at('first.txt');
    writeFileSync(first, lines.slice(0, 20).join('\n') + '\n');
    const all = at('all.txt');
    writeFileSync(all, lines.slice(0, 25).join('\n') + '\n');
    const bank = at('add.db');
    expect((await runCli(['bank', '--db', bank, 'add', first])).stdout).toBe('added 20, already in bank 0, not unique 0, invalid 0\n');
    const r = await runCli(['bank', '--db', bank, 'add', all]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('added 5, already in bank 20 (20 found before rating), not unique 0, invalid 0\n');
    expect(rowCount(bank)).toBe(25);
  });
});
