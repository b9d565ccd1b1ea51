/**
 * Issue 32, item 3 (reliability report 3, N3): `bank pick --mark-used` stopped while its reader
 * is slow (a full pipe) marks only the puzzles written, hands the others back, says how many in
 * one line, and stops at once; no line is cut. Rows crafted with escape codes are shown escaped
 * (item 9). Both failed on the build before the fix (all 3,000 marked, killed silently).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CLI, DATA, runCli } from './run-cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-pick-'));
});

const ROWS = 20_000; // about 6 MB: more than a pipe or socket buffer holds

/** A bank of ROWS easy rows (the same puzzle text under distinct placeholder classes: pick does not look). */
async function bigBank(name: string): Promise<string> {
  const path = join(dir, name);
  expect((await runCli(['bank', '--db', path, 'add'], '')).code).toBe(0);
  const [puzzle] = readFileSync(join(DATA, 'kaggle.txt'), 'utf8').split('\n');
  const db = new Database(path);
  const insert = db.prepare(
    `INSERT INTO puzzles (puzzle, solution, canonical, er, ep, ed, ladder_top, tier, hardest, clues, symmetry, source, minutes, human_model) VALUES (?, ?, ?, 1.2, 1.2, 1.2, 20, 'easy', 'Hidden Single', 30, 'none', 'test', 3.5, 1)`,
  );
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) insert.run(puzzle.slice(0, 81), '1'.repeat(81), `class ${i}`);
  })();
  db.close();
  return path;
}

function usedCount(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM puzzles WHERE used_at IS NOT NULL').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('bank pick --mark-used with a reader that stops reading', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    it(`${signal}: marks exactly the lines the reader gets, hands back the rest, reports both, exits ${code} at once`, async () => {
      const bank = await bigBank(`${signal}.db`);
      const child = spawn(process.execPath, [CLI, 'bank', '--db', bank, 'pick', '--tier', 'easy', '-n', String(ROWS), '--mark-used', '--format', 'csv'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('close', (c, s) => resolve({ code: c, signal: s })));
      // Nothing reads stdout yet: the pipe fills and the pick waits on it, all rows reserved.
      const end = Date.now() + 60_000;
      while (usedCount(bank) < ROWS && Date.now() < end) await sleep(50);
      await sleep(500);
      const t0 = Date.now();
      child.kill(signal);
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      const r = await closed;
      expect(Date.now() - t0).toBeLessThan(30_000); // generous: a loaded machine (under 1 s when quiet)
      expect([r.code, r.signal]).toEqual([code, null]);
      expect(stdout.endsWith('\n')).toBe(true); // whole lines only
      const lines = stdout.trimEnd().split('\n').slice(1); // the CSV header first
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThan(ROWS);
      for (const l of lines) expect(l).toMatch(/^[.0-9]{81},1{81},1\.2,1\.2,1\.2,easy,Hidden Single,30,,3\.5$/);
      const m = new RegExp(`^sudokit: interrupted; (\\d+) of ${ROWS} puzzles written \\(marked used\\); the other (\\d+) handed back\\n$`).exec(stderr);
      expect(m, stderr).not.toBeNull();
      expect(Number(m![1])).toBe(lines.length);
      expect(Number(m![1]) + Number(m![2])).toBe(ROWS);
      expect(usedCount(bank)).toBe(lines.length);
    });
  }

  it('a crafted row with escape codes is printed escaped in every format (and by export)', async () => {
    const bank = join(dir, 'crafted.db');
    expect((await runCli(['bank', '--db', bank, 'add'], '')).code).toBe(0);
    const db = new Database(bank);
    db.prepare(
      `INSERT INTO puzzles (puzzle, solution, canonical, er, ep, ed, ladder_top, tier, hardest, clues, symmetry, source, seed, minutes, human_model) VALUES (?, ?, 'c', 1.2, 1.2, 1.2, 20, 'easy', ?, 30, 'none', 'test', ?, 3.5, 1)`,
    ).run('\u001b[31m' + '.'.repeat(76), '\u009b2J', '\u001b]0;title\u0007', 'x\u001b[2Jy');
    db.close();
    for (const format of ['line', 'csv', 'jsonl']) {
      const r = await runCli(['bank', '--db', bank, 'pick', '--tier', 'easy', '--format', format, '--with-solution']);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      expect(r.stdout).toContain('\\u001b[31m');
    }
    for (const args of [[], ['--json']]) {
      const r = await runCli(['bank', '--db', bank, 'export', ...args]);
      expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
  });
});
