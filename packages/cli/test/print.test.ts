/**
 * `sudokit print` from outside. PDFs are rendered by poppler (pdftoppm, pdftotext: Debian's
 * poppler-utils) and checked by their pixels and text, not by the layout code: grids are found
 * from the ink (ten long lines each way, evenly spaced, box lines thicker than cell lines), every
 * cell is inked exactly when the puzzle gives it a digit, and that ink is centred in the cell.
 * The SVG is parsed and drawn by Chromium. Solutions are checked by the reference solver.
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { parseLine, type Grid } from 'sudokit';
import { CLI, DATA, runCli } from './run-cli.js';

const run = async (cmd: string, args: string[]) => (await promisify(execFile)(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 })).stdout;
import { referenceCount } from '../../engine/src/test-support/reference-solver.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-print-'));
});
const path = (name: string) => join(dir, name);

function grid(line: string): Grid {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The first n puzzles of top1465 (moderately hard, unique, varied clue patterns). */
function puzzles(n: number): string[] {
  return readFileSync(join(DATA, 'top1465.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .slice(0, n)
    .map((l) => l.slice(0, 81));
}

function solutionOf(puzzle: string): string {
  const r = referenceCount(grid(puzzle), 2);
  expect(r.count).toBe(1);
  return r.first!.join('');
}

// ---- rendering and reading back ---------------------------------------------------------------

interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

const DPI = 150;
const INK = 192; // below this a pixel is ink (white is 255)

/** One page as 8-bit grey pixels, by pdftoppm (a PGM file is simple to read). */
async function renderPage(pdf: string, page: number, dpi = DPI): Promise<Gray> {
  const base = path(`render-${process.hrtime.bigint()}`);
  await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', pdf, base]);
  const bytes = readFileSync(`${base}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, data: bytes.subarray(header[0].length, header[0].length + width * height) };
}

async function pageCount(pdf: string): Promise<number> {
  return Number(/Pages:\s+(\d+)/.exec(await run('pdfinfo', [pdf]))![1]);
}

interface Line {
  centre: number;
  width: number;
}

/** Runs of columns (or rows) whose ink covers most of what the longest line covers. */
function longLines(img: Gray, vertical: boolean): Line[] {
  const [n, m] = vertical ? [img.width, img.height] : [img.height, img.width];
  const profile = new Array<number>(n).fill(0);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) if (img.data[y * img.width + x] < INK) profile[vertical ? x : y]++;
  }
  const max = Math.max(...profile);
  expect(max).toBeGreaterThan(m * 0.2);
  const lines: Line[] = [];
  for (let i = 0; i < n; i++) {
    if (profile[i] < max * 0.75) continue;
    let j = i;
    while (j + 1 < n && profile[j + 1] >= max * 0.75) j++;
    lines.push({ centre: (i + j) / 2, width: j - i + 1 });
    i = j;
  }
  return lines;
}

/** Ten lines of one grid: evenly spaced, lines 0, 3, 6 and 9 thicker than the others. */
function expectGridLines(lines: Line[]): void {
  expect(lines).toHaveLength(10);
  const cell = (lines[9].centre - lines[0].centre) / 9;
  lines.forEach((l, k) => expect(Math.abs(l.centre - (lines[0].centre + k * cell))).toBeLessThanOrEqual(1.5));
  const thick = lines.filter((_, k) => k % 3 === 0).map((l) => l.width);
  const thin = lines.filter((_, k) => k % 3 !== 0).map((l) => l.width);
  expect(Math.min(...thick)).toBeGreaterThan(Math.max(...thin));
}

/** Inked cells of a grid and where their ink's centre lies, as a fraction of the cell (0.5 = centre). */
function readCells(img: Gray, cols: Line[], rows: Line[]): { inked: boolean; fx: number; fy: number }[] {
  const cells = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const x0 = Math.ceil(cols[c].centre + cols[c].width / 2 + 2);
      const x1 = Math.floor(cols[c + 1].centre - cols[c + 1].width / 2 - 2);
      const y0 = Math.ceil(rows[r].centre + rows[r].width / 2 + 2);
      const y1 = Math.floor(rows[r + 1].centre - rows[r + 1].width / 2 - 2);
      let ink = 0;
      let sx = 0;
      let sy = 0;
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          if (img.data[y * img.width + x] < INK) {
            ink++;
            sx += x;
            sy += y;
          }
        }
      }
      const area = (x1 - x0 + 1) * (y1 - y0 + 1);
      const left = cols[c].centre;
      const top = rows[r].centre;
      const side = cols[c + 1].centre - left;
      cells.push({ inked: ink > area * 0.03, fx: ink ? (sx / ink - left) / side : 0, fy: ink ? (sy / ink - top) / side : 0 });
    }
  }
  return cells;
}

/**
 * Every grid on a page: found from the ink, then read cell by cell in reading order (left to
 * right, top to bottom). `cols` x `rows` grids are expected.
 */
function gridsOnPage(img: Gray, gridCols: number, gridRows: number) {
  const v = longLines(img, true);
  const h = longLines(img, false);
  expect(v).toHaveLength(10 * gridCols);
  expect(h).toHaveLength(10 * gridRows);
  const grids = [];
  for (let gr = 0; gr < gridRows; gr++) {
    for (let gc = 0; gc < gridCols; gc++) {
      const cols = v.slice(gc * 10, gc * 10 + 10);
      const rows = h.slice(gr * 10, gr * 10 + 10);
      expectGridLines(cols);
      expectGridLines(rows);
      grids.push(readCells(img, cols, rows));
    }
  }
  return grids;
}

/** The grid's digits are where the puzzle has them, and each sits centred in its cell. */
function expectGivens(cells: ReturnType<typeof readCells>, puzzle: string): void {
  for (let i = 0; i < 81; i++) {
    const given = puzzle[i] >= '1' && puzzle[i] <= '9';
    expect(cells[i].inked, `cell r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`).toBe(given);
    if (given) {
      expect(Math.abs(cells[i].fx - 0.5)).toBeLessThan(0.08);
      expect(Math.abs(cells[i].fy - 0.5)).toBeLessThan(0.08);
    }
  }
}

/** Words of a page in the order the PDF draws them (pdftotext -raw). */
async function pageWords(pdf: string, page: number): Promise<string[]> {
  return (await run('pdftotext', ['-raw', '-f', String(page), '-l', String(page), pdf, '-']))
    .split(/\s+/)
    .filter(Boolean);
}

const givensOf = (puzzle: string) => puzzle.replace(/[.0]/g, '');

// ---- tests ------------------------------------------------------------------------------------

describe('print: PDF pages', () => {
  const seven = puzzles(7);

  // per-page -> grids across and down on a portrait A4 page
  const SHAPES: [number, number, number][] = [
    [1, 1, 1],
    [2, 1, 2],
    [4, 2, 2],
    [6, 2, 3],
  ];

  for (const [perPage, across, down] of SHAPES) {
    it(`--per-page ${perPage}: ${across}x${down} grids with lines in place and every given centred in its cell`, async () => {
      const input = path(`in-${perPage}.txt`);
      writeFileSync(input, seven.join('\n') + '\n');
      const out = path(`book-${perPage}.pdf`);
      const r = await runCli(['print', input, '-o', out, '--per-page', String(perPage), '--label', 'none', '--workers', '1']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const puzzlePages = Math.ceil(7 / perPage);
      expect(await pageCount(out)).toBe(puzzlePages + 1); // 7 solutions fit one page of 9
      const grids = gridsOnPage(await renderPage(out, 1), across, down);
      grids.forEach((cells, k) => expectGivens(cells, seven[k]));
      // Text: the page number, then every given of the page's puzzles in order.
      for (let p = 1; p <= puzzlePages; p++) {
        const words = await pageWords(out, p);
        expect(words[0]).toBe(String(p));
        const onPage = seven.slice((p - 1) * perPage, p * perPage);
        expect(words.slice(1).join('')).toBe(onPage.map(givensOf).join(''));
      }
    });
  }

  it('solutions at the end: every cell filled with the solution, in puzzle order, 9 per page', async () => {
    const nine = puzzles(9);
    const input = path('in-9.txt');
    writeFileSync(input, nine.join('\n') + '\n');
    const out = path('book-9.pdf');
    const r = await runCli(['print', input, '-o', out, '--per-page', '6', '--label', 'none', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(await pageCount(out)).toBe(3);
    const words = await pageWords(out, 3);
    expect(words.slice(0, 2)).toEqual(['Solutions', '3']);
    expect(words.slice(2).join('')).toBe(nine.map(solutionOf).join(''));
    // Small grids have hairline cell lines: rendered finer so their width can be told apart.
    for (const cells of gridsOnPage(await renderPage(out, 3, 300), 3, 3)) expect(cells.every((c) => c.inked)).toBe(true);
  });

  it('numbers, title and labels from CSV and JSON lines (tier, ER, expected minutes)', async () => {
    const [a, b] = seven;
    const csv = path('in.csv');
    writeFileSync(csv, `puzzle,solution,er,ep,ed,tier,hardest,clues,seed\n${a},${solutionOf(a)},7.1,1.2,1.2,extreme,"Forcing Chains, cell",24,\n`);
    const jsonl = path('in.jsonl');
    writeFileSync(jsonl, JSON.stringify({ puzzle: b, er: '3.4', tier: 'hard', minutes: 11.6 }) + '\n');
    const out = path('labels.pdf');
    const r = await runCli(['print', csv, jsonl, '-o', out, '--per-page', '2', '--numbers', '--label', 'both', '--title', 'Weekend Puzzles', '--solutions', 'none', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(await pageCount(out)).toBe(1);
    const text = (await run('pdftotext', [out, '-']));
    expect(text).toContain('Weekend Puzzles');
    expect(text).toContain('extreme · ER 7.1');
    expect(text).toContain('hard · ER 3.4 · ~12 min');
    expect((await run('pdffonts', [out]))).toMatch(/Inter.*yes\s+yes/);
  });

  it('plain lines get rated (ER and expected minutes) for their labels; bank export lines (puzzle<TAB>solution) are read', async () => {
    const a = seven[3]; // quick to rate (seven[0] is dynamic chains, seconds of CPU)
    const out = path('rated.pdf');
    const r = await runCli(['print', '-o', out, '--label', 'er', '--workers', '1'], `${a}\t${solutionOf(a)}\n`);
    expect(r.code).toBe(0);
    expect((await run('pdftotext', [out, '-']))).toMatch(/ER \d+\.\d · ~\d+ min/); // minutes from the human time model
  });

  it('reads what bank export --json and bank pick --format csv write, ratings included', async () => {
    const db = path('print-bank.db');
    expect((await runCli(['bank', 'fill', '--db', db, '--tier', 'medium', '-n', '3', '--seed', '8', '--workers', '1'])).code).toBe(0);
    const json = path('bank.json');
    expect((await runCli(['bank', 'export', '--db', db, '--json', '-o', json])).code).toBe(0);
    const fromJson = path('from-json.pdf');
    const r = await runCli(['print', json, '-o', fromJson, '--per-page', '4', '--label', 'both', '--solutions', 'none']);
    expect(r.stderr).toBe('');
    const exported = JSON.parse(readFileSync(json, 'utf8')) as { puzzle: string; er: number }[];
    const text = await run('pdftotext', [fromJson, '-']);
    for (const e of exported) expect(text).toContain(`medium · ER ${e.er.toFixed(1)}`);
    expect((await pageWords(fromJson, 1)).filter((w) => /^\d$/.test(w)).join('').endsWith(exported.map((e) => givensOf(e.puzzle)).join(''))).toBe(true);
    const pick = await runCli(['bank', 'pick', '--db', db, '--tier', 'medium', '-n', '3', '--format', 'csv']);
    const fromCsv = path('from-csv.pdf');
    expect((await runCli(['print', '-o', fromCsv, '--label', 'er', '--solutions', 'none'], pick.stdout)).code).toBe(0);
    expect(await pageCount(fromCsv)).toBe(3);
  });

  it('with SOURCE_DATE_EPOCH the same input gives the same bytes, whatever the worker count', async () => {
    const input = path('in-repro.txt');
    writeFileSync(input, seven.slice(3, 6).join('\n') + '\n'); // hard ones, quick to rate for their labels
    const [one, two] = [path('repro-1.pdf'), path('repro-2.pdf')];
    const env = { ...process.env, SOURCE_DATE_EPOCH: '1700000000' };
    await promisify(execFile)(process.execPath, [CLI, 'print', input, '-o', one, '--workers', '1', '--numbers'], { env });
    await promisify(execFile)(process.execPath, [CLI, 'print', input, '-o', two, '--workers', '2', '--numbers'], { env });
    expect(readFileSync(one).equals(readFileSync(two))).toBe(true);
  });

  it('a 6x9in book with a gutter: the grid moves away from the spine on facing pages', async () => {
    const input = path('in-gutter.txt');
    writeFileSync(input, seven.slice(0, 2).join('\n') + '\n');
    const out = path('gutter.pdf');
    const r = await runCli(['print', input, '-o', out, '--page', '6x9in', '--gutter', '0.5in', '--label', 'none', '--solutions', 'none', '--workers', '1']);
    expect(r.code).toBe(0);
    const [right, left] = [await renderPage(out, 1), await renderPage(out, 2)];
    expect(right.width).toBe(Math.round(6 * DPI));
    const xr = longLines(right, true);
    const xl = longLines(left, true);
    // Page 1 is a right-hand page (spine on its left), page 2 a left-hand one: facing grids lie
    // a whole gutter apart from where they would be without one.
    expect(Math.abs(xr[0].centre - xl[0].centre - 0.5 * DPI)).toBeLessThan(3);
    // With a gutter the solutions open on a right-hand page: after one puzzle page, a blank one.
    const one = path('gutter-one.pdf');
    expect((await runCli(['print', '-o', one, '--page', '6x9in', '--gutter', '0.5in', '--label', 'none'], seven[0] + '\n')).code).toBe(0);
    expect(await pageCount(one)).toBe(3);
    expect(await pageWords(one, 2)).toEqual([]);
    expect((await pageWords(one, 3)).slice(0, 2)).toEqual(['Solutions', '3']);
  });

  it('--solutions each-page puts the page\'s solutions, small, at its foot', async () => {
    const input = path('in-each.txt');
    writeFileSync(input, seven.slice(0, 2).join('\n') + '\n');
    const out = path('each.pdf');
    const r = await runCli(['print', input, '-o', out, '--per-page', '2', '--solutions', 'each-page', '--label', 'none', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(await pageCount(out)).toBe(1);
    const words = await pageWords(out, 1);
    const digits = words.slice(1).join('');
    expect(digits).toBe(givensOf(seven[0]) + solutionOf(seven[0]) + givensOf(seven[1]) + solutionOf(seven[1]));
  });
});

describe('print: bad input', () => {
  const [good] = puzzles(1);
  const multiple = '.'.repeat(81);
  const unsolvable = '11' + good.slice(2);

  it('invalid and non-unique lines are reported with their line numbers and left out', async () => {
    const input = path('bad.txt');
    writeFileSync(input, ['# comment', good, 'not a puzzle', multiple, unsolvable, good].join('\n') + '\n');
    const out = path('bad.pdf');
    const r = await runCli(['print', input, '-o', out, '--label', 'none', '--solutions', 'none', '--workers', '1']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^sudokit: line 3 of ${input}: .*\\(left out\\)$`));
    expect(lines[1]).toMatch(/^sudokit: line 4 of .*more than one solution \(left out\)$/);
    expect(lines[2]).toMatch(/^sudokit: line 5 of .*no solution \(left out\)$/);
    expect(await pageCount(out)).toBe(2);
  });

  it('JSON lines: an unreadable line and a non-unique puzzle are reported in line order', async () => {
    const input = path('bad.jsonl');
    writeFileSync(input, [JSON.stringify({ puzzle: good }), JSON.stringify({ puzzle: multiple }), '{"puzzle": ', JSON.stringify({ er: 1 })].join('\n') + '\n');
    const r = await runCli(['print', input, '--format', 'svg', '--label', 'none']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n').map((l) => /line (\d+)/.exec(l)![1])).toEqual(['2', '3', '4']);
    expect(r.stderr).toMatch(/line 4 of .*no "puzzle" field/);
    expect(r.stdout).toContain(`<desc>${good}</desc>`);
  });

  it('--strict: nothing is written, exit 1, an existing file is left as it was', async () => {
    const input = path('bad-strict.txt');
    writeFileSync(input, [good, multiple].join('\n') + '\n');
    const out = path('strict.pdf');
    writeFileSync(out, '%PDF-1.7 an older book'); // a PDF: print -o refuses other files without --force
    const r = await runCli(['print', input, '-o', out, '--strict', '--label', 'none', '--workers', '1']); // no label: no rating to wait for
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/line 2 of .*more than one solution\n.*nothing written \(--strict\)/);
    expect(readFileSync(out, 'utf8')).toBe('%PDF-1.7 an older book');
    expect(readdirSync(dir).filter((f) => f.includes('strict.pdf') && f !== 'strict.pdf')).toEqual([]);
  });

  it('a solution that does not solve the puzzle is refused', async () => {
    const wrong = solutionOf(good).replace(/^(\d)(\d)/, '$2$1');
    const r = await runCli(['print', '--format', 'svg'], `${good}\t${wrong}\n`);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/line 1: the solution given with the puzzle is not its solution/);
  });

  it('usage errors: one line, exit 2, nothing written', async () => {
    for (const args of [['--per-page', '3'], ['--page', 'napkin'], ['--margins', '1,2'], ['--solutions', 'later'], ['-o', path('x.doc')]]) {
      const r = await runCli(['print', ...args], good + '\n');
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^sudokit: /);
    }
    const two = await runCli(['print', '--format', 'svg', '--label', 'none'], `${good}\n${good}\n`); // no label: no rating to wait for
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/^sudokit: an SVG shows one puzzle/);
  });
});

describe('print: SVG', () => {
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it('one puzzle as a self-contained SVG: it parses, has 81 cells, and draws each given in its cell', async () => {
    const [p] = puzzles(1);
    const out = path('one.svg');
    const r = await runCli(['print', '-o', out, '--label', 'none'], p + '\n');
    expect(r.code).toBe(0);
    const svg = readFileSync(out, 'utf8');
    expect(svg).not.toMatch(/(href|src)="(?!#)/); // nothing outside the file
    expect(statSync(out).size).toBeLessThan(40_000);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    const page = await browser.newPage({ viewport: { width: 500, height: 500 } });
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        cells: doc.querySelectorAll('rect.cell').length,
        digits: doc.querySelectorAll('.givens use').length,
        desc: doc.querySelector('desc')?.textContent,
      };
    }, svg);
    expect(parsed).toEqual({ error: null, cells: 81, digits: givensOf(p).length, desc: p });
    // Drawn: the ink inside each cell's rectangle is there exactly for the givens.
    await page.setContent(`<body style="margin:0;background:#fff">${svg}</body>`);
    const inked = await page.evaluate(async () => {
      const el = document.querySelector('svg')!;
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(el))}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return Array.from(el.querySelectorAll('rect.cell')).map((cell) => {
        const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(cell.getAttribute(a)));
        const inset = w * 0.15;
        const data = ctx.getImageData(x + inset, y + inset, w - 2 * inset, h - 2 * inset).data;
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] < 128) ink++;
        return ink > 20;
      });
    });
    expect(inked).toEqual(Array.from(p, (ch) => ch >= '1' && ch <= '9'));
  });
});
