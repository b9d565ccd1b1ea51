/**
 * Issue 32, item 7 (reliability report 3, N9, N10, N13, N14, N18, N20): `print` refuses page
 * geometry that leaves no room and pages PDF cannot hold, will not write over a bank or any file
 * that is not a PDF or SVG without --force, bounds --title, writes well-formed SVG whatever a
 * title holds (parsed by Chromium's XML parser), shows file names escaped, and never labels a
 * puzzle with a value no rater gives. Each failed on the build before the fix.
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { parseLine, rate } from 'sudokit';
import { DATA, runCli } from './run-cli.js';

let dir: string;
let k3: string;
const at = (name: string) => join(dir, name);

const lines = (file: string, n: number) =>
  readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .slice(0, n)
    .map((l) => l.slice(0, 81));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-print-geometry-'));
  k3 = at('k3.txt');
  writeFileSync(k3, lines('kaggle.txt', 3).join('\n') + '\n');
});

const oneLine = (stderr: string) => expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1);

describe('print: page geometry that leaves no room is refused before any work', () => {
  const cases: [string, string[]][] = [
    ['margins wider than the page', ['--margins', '10in']],
    ['a gutter wider than the page', ['--gutter', '20in']],
    ['a 1x1mm page', ['--page', '1x1mm']],
    ['a page larger than PDF allows', ['--page', '100000x100000in']],
    ['margins leaving a sliver', ['--margins', '3.5in,0.5in,7in,0.5in']],
    ['twelve solutions per page in tiny margins', ['--page', '3x3in', '--margins', '0.2in', '--solutions-per-page', '12']],
  ];
  for (const [what, args] of cases) {
    it(`${what}: one line, exit 2, no file`, async () => {
      const out = at(`${what.replace(/\W+/g, '-')}.pdf`);
      const r = await runCli(['print', k3, '-o', out, ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^sudokit: (no room for the (puzzles|solutions)|--page .* is larger than PDF allows)/);
      oneLine(r.stderr);
      expect(existsSync(out)).toBe(false);
    });
  }

  it('the ordinary sizes still print (A5 with 6 per page, 5x8in with solutions on each page)', async () => {
    for (const args of [['--page', 'a5', '--per-page', '6', '--solutions-per-page', '12'], ['--page', '5x8in', '--per-page', '6', '--solutions', 'each-page'], ['--page', 'letter', '--gutter', '0.75in']]) {
      const r = await runCli(['print', k3, '-o', at('ok.pdf'), ...args]);
      expect(r.code, r.stderr).toBe(0);
    }
  });
});

describe('print -o never replaces a file that is not a PDF or SVG without --force', () => {
  it('an SQLite bank, a text file, a directory: refused before any work, left as they were', async () => {
    const bank = at('bank.db');
    expect((await runCli(['bank', '--db', bank, 'add'], lines('kaggle.txt', 5).join('\n') + '\n')).code).toBe(0);
    const before = readFileSync(bank);
    const notes = at('notes.txt');
    writeFileSync(notes, 'my notes\n');
    mkdirSync(at('folder.pdf'));
    for (const [target, reason] of [
      [bank, 'is an SQLite database; refusing to overwrite it (--force to overwrite)'],
      [notes, 'exists and is not a PDF or SVG file; refusing to overwrite it (--force to overwrite)'],
    ]) {
      const r = await runCli(['print', k3, '--format', 'pdf', '-o', target]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`sudokit: -o ${target} ${reason}\n`);
    }
    {
      // a directory is refused by the output-path check every command shares (output-file.ts)
      const target = at('folder.pdf');
      const r = await runCli(['print', k3, '--format', 'pdf', '-o', target]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`sudokit: --output ${target} is a directory; give a file path\n`);
    }
    expect(readFileSync(bank).equals(before)).toBe(true);
    expect(readFileSync(notes, 'utf8')).toBe('my notes\n');
    // A PDF or SVG written before is replaced as always; --force replaces anything.
    expect((await runCli(['print', k3, '-o', at('again.pdf')])).code).toBe(0);
    expect((await runCli(['print', k3, '-o', at('again.pdf')])).code).toBe(0);
    const forced = await runCli(['print', k3, '--format', 'pdf', '-o', notes, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(notes, 'latin1').startsWith('%PDF-')).toBe(true);
  });
});

describe('print --title', () => {
  it('a title longer than 200 characters is refused at once (it took minutes and ignored SIGTERM)', async () => {
    const t0 = Date.now();
    const r = await runCli(['print', k3, '-o', at('long.pdf'), '--title', 'Title '.repeat(20_000)], undefined, 60_000);
    expect(Date.now() - t0).toBeLessThan(30_000);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sudokit: --title takes at most 200 characters/);
    oneLine(r.stderr);
    const ok = await runCli(['print', k3, '-o', at('title.pdf'), '--title', 'T'.repeat(200)]);
    expect(ok.code, ok.stderr).toBe(0);
  });

  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it('SVG stays well-formed XML when the title holds control characters or a lone surrogate', async () => {
    const title = 'a\u0001b\u001b[31m\ud800c & <d>';
    const r = await runCli(['print', '--format', 'svg', '--title', title], lines('kaggle.txt', 1)[0] + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    const page = await browser.newPage();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, title: doc.querySelector('title')?.textContent };
    }, r.stdout);
    expect(parsed.error).toBeNull();
    expect(parsed.title).toContain('c & <d>');
    // bank stats --svg with such a bank path too.
    const bank = at('x\u0001y.db');
    expect((await runCli(['bank', '--db', bank, 'add'], lines('kaggle.txt', 3).join('\n') + '\n')).code).toBe(0);
    const svg = at('hist.svg');
    expect((await runCli(['bank', '--db', bank, 'stats', '--svg', svg])).code).toBe(0);
    const hist = await page.evaluate((text) => new DOMParser().parseFromString(text, 'image/svg+xml').querySelector('parsererror')?.textContent ?? null, readFileSync(svg, 'utf8'));
    expect(hist).toBeNull();
  });
});

describe('print messages and labels', () => {
  it('file names with escape codes and newlines are shown escaped, one line each', async () => {
    const evil = at('evil\u001b[31mRED\nname.txt');
    writeFileSync(evil, 'xyz\n');
    const r = await runCli(['print', evil, k3, '-o', at('bad\u001b[31m\n.pdf')]);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).not.toMatch(/\u001b/);
    oneLine(r.stderr);
    expect(r.stderr).toContain('evil\\u001b[31mRED\\nname.txt');
    expect(r.stdout).toBe(`wrote ${at('bad\\u001b[31m\\n.pdf')}: 3 puzzles on 4 pages (1 bad line left out)\n`);
  });

  it('ratings and minutes outside what a rater gives are not shown: the puzzle is rated here', async () => {
    const [e, g] = lines('kaggle.txt', 2);
    const input = at('x.jsonl');
    writeFileSync(input, [JSON.stringify({ puzzle: e, er: -5, tier: 'extreme', minutes: -1 }), JSON.stringify({ puzzle: g, er: 99, minutes: 1e308 })].join('\n') + '\n');
    const out = at('labels.pdf');
    const r = await runCli(['print', input, '-o', out, '--label', 'both', '--solutions', 'none']);
    expect(r.code, r.stderr).toBe(0);
    const text = (await promisify(execFile)('pdftotext', ['-layout', out, '-'], { encoding: 'utf8' })).stdout;
    expect(text).not.toMatch(/-5\.0|99\.0|1e\+308|extreme/);
    for (const p of [e, g]) {
      const grid = parseLine(p);
      if (!grid.ok) throw new Error(grid.error.message);
      const rating = rate(grid.value);
      if (!rating.ok) throw new Error(rating.error.message);
      expect(text).toContain(`${rating.value.tier} · ER ${rating.value.er.toFixed(1)}`);
    }
  });
});
