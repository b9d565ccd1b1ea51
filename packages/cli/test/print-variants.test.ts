/**
 * `sudokit print` for every variant, from outside: one mixed book (a jigsaw, an X-Windoku as an
 * f-puzzles link, a 6x6 plain line, a 16x16, an X-killer, a 4x4), each on its own page, rendered
 * by poppler (pdftoppm) and read back from the pixels, not from the layout code: the grid is
 * found from its ink (size+1 long lines each way); a border is thick exactly between two cells
 * of different regions (boxes of the usual shape, or the jigsaw's); the X's diagonals are light
 * lines and Windoku's windows shaded; a cage side is a dashed line inset from the cell edge with
 * white between, and no dashes run between two cells of one cage; each sum (pdftotext -bbox) sits
 * inked in the top-left corner of its cage's top-left cell; givens are inked where they are and
 * 16x16 digits read as 10-16. Solutions pages carry the published solutions. The SVG is checked
 * by its structure.
 *
 * Puzzles (engine/test/data, each line names its source): the jigsaw of sudokupad.app/fTbNFPQ44g,
 * the X-Windoku of forum.enjoysudoku.com x-sudoku-extreme-t34714-30, the 6x6 of
 * forum.enjoysudoku.com 6x6-su-dokus-how-hard-can-they-be-t2053, the 16x16 of forum.enjoysudoku.com
 * symmertic-16x16-grid-t38266, "human-solvable zero #1" (an X-killer) of forum.enjoysudoku.com
 * human-solvable-zero-t33357; the 4x4 is `generate --size 4 --seed 11`, checked unique here by the
 * reference counter.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeFpuzzles, parsePuzzleJson } from 'sudokit/formats';
import type { Rules } from 'sudokit';
import { runCli } from './run-cli.js';
import { longLines, pagesWords, px, renderPages, wordBoxes, type Gray } from './pdf-pixels.js';
import { variantReferenceCount } from '../../engine/src/test-support/variant-reference.js';


let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-print-variants-'));
});
const path = (name: string) => join(dir, name);

// ---- the puzzles ------------------------------------------------------------------------------

interface Vector {
  name: string;
  line: string;
  rules: Rules;
  givens: number[];
  solution: number[];
}

const ALPHABET = '123456789ABCDEFG';
const digits = (s: string) => [...s].map((c) => ALPHABET.indexOf(c.toUpperCase()) + 1);

function dataLine(file: string, name: string): string {
  const text = readFileSync(new URL(`../../engine/test/data/${file}`, import.meta.url), 'utf8');
  return text.split('\n').find((l) => JSON.parse(l || '{}').name === name)!;
}

/** A JSON line's rules and digits, read here (regions numbered as they first appear). */
function fromJson(line: string): Omit<Vector, 'name' | 'line'> {
  const o = JSON.parse(line);
  const size = o.size ?? 9;
  const rules: Rules = { size };
  if (o.regions) {
    const seen: string[] = [];
    rules.regions = [...(o.regions as string)].map((ch) => (seen.includes(ch) ? seen.indexOf(ch) : seen.push(ch) - 1));
  }
  if (o.diagonals) rules.diagonals = true;
  if (o.windows) rules.windows = true;
  if (o.cages) rules.cages = o.cages;
  return { rules, givens: o.givens ? digits(o.givens) : new Array(size * size).fill(0), solution: digits(o.solution) };
}

function vectors(): Vector[] {
  const json = (file: string, name: string): Vector => ({ name, line: dataLine(file, name), ...fromJson(dataLine(file, name)) });
  const jigsaw = json('variants-with-solutions.jsonl', 'Jigsaw');
  const xw = json('variants-with-solutions.jsonl', 'X-Windoku');
  const parsed = parsePuzzleJson(xw.line);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const link = makeFpuzzles(parsed.value); // without the solution: print works it out
  const six = json('variants-with-solutions.jsonl', '6x6');
  const four = '1.42........24.1';
  return [
    jigsaw,
    { ...xw, line: link },
    { ...six, line: JSON.parse(six.line).givens }, // a plain 36-character line
    json('variants-with-solutions.jsonl', '16x16'),
    json('killers-with-solutions.jsonl', 'human-solvable zero #1'),
    { name: '4x4', line: four, rules: { size: 4 }, givens: digits(four.replace(/\./g, '0')), solution: digits('1342421331242431') },
  ];
}

// ---- reading pages ----------------------------------------------------------------------------

const DPI = 150;
const PX = DPI / 72; // pixels per point
const INK = 192; // below: ink (white is 255)
const DARK = 100; // below: a digit's ink (the light diagonals and shades are lighter)

interface Found {
  x0: number;
  y0: number;
  cell: number;
  size: number;
}

/** The page's one grid: size+1 evenly spaced lines each way. */
function findGrid(img: Gray, size: number): Found {
  const v = longLines(img, true);
  const h = longLines(img, false);
  expect(v).toHaveLength(size + 1);
  expect(h).toHaveLength(size + 1);
  const cell = (v[size] - v[0]) / size;
  v.forEach((l, k) => expect(Math.abs(l - (v[0] + k * cell))).toBeLessThan(1.5));
  h.forEach((l, k) => expect(Math.abs(l - (h[0] + k * cell))).toBeLessThan(1.5));
  return { x0: v[0], y0: h[0], cell, size };
}

/** Width of the ink run across the point (x, y), horizontally or vertically. */
function runWidth(img: Gray, x: number, y: number, horizontal: boolean): number {
  const at = (d: number) => (horizontal ? px(img, x + d, y) : px(img, x, y + d));
  let a = 0;
  let b = 0;
  while (a < 20 && at(-a - 1) < INK) a++;
  while (b < 20 && at(b + 1) < INK) b++;
  return at(0) < INK ? a + b + 1 : 0;
}

/** Thick (region) borders: every inner edge measured at three places along it; true when thick. */
function thickEdges(img: Gray, g: Found): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const { x0, y0, cell, size } = g;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      for (const [key, horizontal, x, y, dx, dy] of [
        [`v ${c + 1} ${r}`, true, x0 + (c + 1) * cell, y0 + r * cell, 0, cell],
        [`h ${c} ${r + 1}`, false, x0 + c * cell, y0 + (r + 1) * cell, cell, 0],
      ] as [string, boolean, number, number, number, number][]) {
        if ((horizontal && c + 1 >= size) || (!horizontal && r + 1 >= size)) continue;
        const widths = [0.3, 0.5, 0.7].map((f) => runWidth(img, x + dx * f, y + dy * f, horizontal)).sort((p, q) => p - q);
        out.set(key, widths[1] >= 4.5); // thick lines are 3.2pt (6.7px), thin ones under 1pt
      }
    }
  }
  return out;
}

function expectedThick(size: number, areaOf: (i: number) => number): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (c + 1 < size) out.set(`v ${c + 1} ${r}`, areaOf(r * size + c) !== areaOf(r * size + c + 1));
      if (r + 1 < size) out.set(`h ${c} ${r + 1}`, areaOf(r * size + c) !== areaOf((r + 1) * size + c));
    }
  }
  return out;
}

/** Box shapes (rows x columns) as printed books draw them. */
const BOX: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4] };
const boxOf = (size: number) => (i: number) => Math.floor(Math.floor(i / size) / BOX[size][0]) * 100 + Math.floor((i % size) / BOX[size][1]);

/** Dark ink in the middle of each cell (a digit), excluding the light diagonals and shades. */
function inkedCells(img: Gray, g: Found): boolean[] {
  const out: boolean[] = [];
  for (let i = 0; i < g.size * g.size; i++) {
    const left = g.x0 + (i % g.size) * g.cell;
    const top = g.y0 + Math.floor(i / g.size) * g.cell;
    let ink = 0;
    for (let y = top + g.cell * 0.25; y < top + g.cell * 0.75; y++) for (let x = left + g.cell * 0.25; x < left + g.cell * 0.75; x++) if (px(img, x, y) < DARK) ink++;
    out.push(ink > g.cell * g.cell * 0.25 * 0.03);
  }
  return out;
}

/** Mean grey of a 5x5 patch at a fraction (fx, fy) of a cell; and the darkest pixel there. */
function patch(img: Gray, g: Found, cell: number, fx: number, fy: number): { mean: number; min: number } {
  const x = g.x0 + ((cell % g.size) + fx) * g.cell;
  const y = g.y0 + (Math.floor(cell / g.size) + fy) * g.cell;
  let sum = 0;
  let min = 255;
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
    const v = px(img, x + dx, y + dy);
    sum += v;
    min = Math.min(min, v);
  }
  return { mean: sum / 25, min };
}

/**
 * Ink along one side of a cell, in a band parallel to it `from`-`to` cells inside, over the middle
 * of its length: the fraction of pixel rows (or columns) across the band holding ink.
 */
function sideInk(img: Gray, g: Found, cell: number, side: 'left' | 'right' | 'top' | 'bottom', from: number, to: number): number {
  const r = Math.floor(cell / g.size);
  const c = cell % g.size;
  let hits = 0;
  let n = 0;
  for (let along = 0.42 * g.cell; along <= 0.78 * g.cell; along++) {
    let ink = false;
    for (let across = from * g.cell; across <= to * g.cell; across += 0.5) {
      const [x, y] =
        side === 'left' ? [c * g.cell + across, r * g.cell + along]
        : side === 'right' ? [(c + 1) * g.cell - across, r * g.cell + along]
        : side === 'top' ? [c * g.cell + along, r * g.cell + across]
        : [c * g.cell + along, (r + 1) * g.cell - across];
      if (px(img, g.x0 + x, g.y0 + y) < INK) ink = true;
    }
    hits += ink ? 1 : 0;
    n++;
  }
  return hits / n;
}

// ---- tests ------------------------------------------------------------------------------------

describe('print: every variant in one PDF book', () => {
  it('draws regions, diagonals, windows, cages with their sums, every size, and the solutions', async () => {
    const all = vectors();
    // the 4x4 was generated, not published: its uniqueness and solution checked here
    const four = all[5];
    const count = variantReferenceCount(four.rules, four.givens, 2);
    expect(count.count).toBe(1);
    expect(count.first).toEqual(four.solution);

    const input = path('mixed.txt');
    writeFileSync(input, all.map((v) => v.line).join('\n') + '\n');
    const out = path('mixed.pdf');
    const started = Date.now();
    const r = await runCli(['print', input, '-o', out, '--label', 'none', '--solutions-per-page', '6', '--workers', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/6 puzzles on 7 pages/);
    console.log(`print of the mixed book: ${Date.now() - started} ms`);
    const [pages, texts] = await Promise.all([renderPages(out, DPI, dir), pagesWords(out)]);
    expect(pages).toHaveLength(7);

    for (let k = 0; k < all.length; k++) {
      const v = all[k];
      const size = v.rules.size ?? 9;
      const img = pages[k];
      const g = findGrid(img, size);
      // thick exactly between regions
      expect(thickEdges(img, g), v.name).toEqual(expectedThick(size, v.rules.regions ? (i) => v.rules.regions![i] : boxOf(size)));
      // givens inked where they are (and nowhere else)
      expect(inkedCells(img, g), v.name).toEqual(v.givens.map((d) => d > 0));
      // diagonals: light ink along both (at 0.8 of each cell on them), none off them
      for (let i = 0; i < size; i++) {
        const main = patch(img, g, i * size + i, 0.8, 0.8);
        const anti = patch(img, g, i * size + (size - 1 - i), 0.2, 0.8);
        for (const p of [main, anti]) {
          if (v.rules.diagonals) {
            expect(p.min, `${v.name} diagonal`).toBeLessThan(INK);
            expect(p.min, `${v.name} diagonal is light`).toBeGreaterThan(80);
          } else expect(p.min, `${v.name} no diagonal`).toBeGreaterThan(240);
        }
      }
      // windows: shaded cells exactly in the four windows (away from digits and diagonals)
      if (size === 9 && !v.rules.cages) {
        for (let i = 0; i < 81; i++) {
          const [row, col] = [Math.floor(i / 9), i % 9];
          const inWindow = [1, 5].some((a) => row >= a && row < a + 3) && [1, 5].some((a) => col >= a && col < a + 3);
          const { mean } = patch(img, g, i, 0.15, 0.5);
          if (v.rules.windows && inWindow) {
            expect(mean, `${v.name} window r${row + 1}c${col + 1}`).toBeGreaterThan(195);
            expect(mean, `${v.name} window r${row + 1}c${col + 1}`).toBeLessThan(240);
          } else expect(mean, `${v.name} no shade r${row + 1}c${col + 1}`).toBeGreaterThan(245);
        }
      }
      if (v.rules.cages) {
        const cageOf = new Map<number, number>();
        v.rules.cages.forEach((cage, n) => cage.cells.forEach((cell) => cageOf.set(cell, n)));
        const neighbour = (cell: number, side: string) => {
          const [row, col] = [Math.floor(cell / size), cell % size];
          const [nr, nc] = side === 'left' ? [row, col - 1] : side === 'right' ? [row, col + 1] : side === 'top' ? [row - 1, col] : [row + 1, col];
          return nr < 0 || nc < 0 || nr >= size || nc >= size ? -1 : nr * size + nc;
        };
        for (const [cell, n] of cageOf) {
          for (const side of ['left', 'right', 'top', 'bottom'] as const) {
            const other = neighbour(cell, side);
            const boundary = other < 0 || cageOf.get(other) !== n;
            const dashes = sideInk(img, g, cell, side, 0.075, 0.105);
            const where = `${v.name} cage ${n + 1} r${Math.floor(cell / size) + 1}c${(cell % size) + 1} ${side}`;
            if (boundary) {
              expect(dashes, `${where}: dashed`).toBeGreaterThan(0.2);
              expect(dashes, `${where}: dashed`).toBeLessThan(0.95);
              expect(sideInk(img, g, cell, side, 0.045, 0.06), `${where}: inset, white between`).toBe(0);
            } else expect(dashes, `${where}: no line inside a cage`).toBe(0);
          }
        }
        // each sum: a word in the top-left corner of its cage's top-left cell, inked
        const words = (await wordBoxes(out, k + 1)).filter((w) => /^\d+$/.test(w.text));
        expect(words.length).toBe(v.rules.cages.length + 1); // and the page number
        for (const cage of v.rules.cages) {
          const top = Math.min(...cage.cells);
          const [cx, cy] = [g.x0 + (top % size) * g.cell, g.y0 + Math.floor(top / size) * g.cell];
          const word = words.find((w) => {
            const [mx, my] = [((w.xMin + w.xMax) / 2) * PX, ((w.yMin + w.yMax) / 2) * PX];
            return w.text === String(cage.sum) && mx > cx && mx < cx + g.cell * 0.5 && my > cy && my < cy + g.cell * 0.4;
          });
          expect(word, `sum ${cage.sum} at r${Math.floor(top / size) + 1}c${(top % size) + 1}`).toBeDefined();
          let ink = 0;
          for (let y = word!.yMin * PX; y < word!.yMax * PX; y++) for (let x = word!.xMin * PX; x < word!.xMax * PX; x++) if (px(img, x, y) < DARK) ink++;
          expect(ink).toBeGreaterThan(5);
        }
      }
      // the digits as text: numbers 1-16, never letters
      expect(texts[k].slice(1).join(' ')).toBe(v.rules.cages ? v.rules.cages.map((c) => c.sum).join(' ') : v.givens.filter((d) => d > 0).join(' '));
    }
    // the solutions page: every grid's published solution, in order
    const words = texts[6];
    expect(words.slice(0, 2)).toEqual(['Solutions', '7']);
    expect(words.slice(2).join(' ')).toBe(all.map((v) => v.solution.join(' ')).join(' '));
  });
});

describe('print: variants as SVG, and bad variant lines', () => {
  const svgOf = async (line: string, args: string[] = []) => {
    const r = await runCli(['print', '--format', 'svg', '--label', 'none', ...args], line + '\n');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return r.stdout;
  };
  const count = (svg: string, re: RegExp) => [...svg.matchAll(re)].length;

  it('a killer: one dashed path per cage with its sum and cells, one sum each; a 16x16: 256 cells, numbers 10-16; a tinted jigsaw: region borders', async () => {
    const [jigsaw, , , sixteen, killer] = vectors();
    const [k, s, j] = await Promise.all([svgOf(killer.line), svgOf(sixteen.line), svgOf(jigsaw.line, ['--tints'])]);
    expect(k).toMatch(/<desc>x\+killer:/);
    expect(count(k, /<rect class="cell"/g)).toBe(81);
    const cages = [...k.matchAll(/<path class="cage" data-sum="(\d+)" data-cells="([\d ]+)"/g)].map((m) => ({ sum: Number(m[1]), cells: m[2].split(' ').map(Number) }));
    expect(cages).toEqual(killer.rules.cages!.map((c) => ({ sum: c.sum, cells: [...c.cells] })));
    expect(/<g class="cages"[^>]*stroke-dasharray="[\d.]+ [\d.]+"/.test(k)).toBe(true);
    expect(count(/<g class="sums"[\s\S]*?<\/g>/.exec(k)![0], /<use /g)).toBe(cages.length);
    expect(k).toMatch(/<path class="diagonals"/);

    expect(count(s, /<rect class="cell"/g)).toBe(256);
    expect(count(/<g class="givens"[\s\S]*?<\/g>/.exec(s)![0], /<use /g)).toBe(sixteen.givens.filter((d) => d > 0).length);
    for (const d of new Set(sixteen.givens.filter((d) => d > 9))) expect(s).toMatch(new RegExp(`<path id="sudokit-\\w+-d${d}"`));

    // the jigsaw's border path, read back in cells: exactly the edges between regions
    expect(count(/<g class="tints">[\s\S]*?<\/g>/.exec(j)![0], /<path /g)).toBe(9);
    const border = /<rect class="border" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/.exec(j)!.slice(1).map(Number);
    const cell = border[2] / 9;
    const edges = new Map<string, boolean>();
    for (const m of /<path class="regions" d="([^"]+)"/.exec(j)![1].matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)) {
      const [x1, y1, x2, y2] = m.slice(1).map(Number).map((v, i) => Math.round((v - border[i % 2]) / cell));
      if (x1 === x2) for (let r = Math.min(y1, y2); r < Math.max(y1, y2); r++) edges.set(`v ${x1} ${r}`, true);
      else for (let c = Math.min(x1, x2); c < Math.max(x1, x2); c++) edges.set(`h ${c} ${y1}`, true);
    }
    const expected = [...expectedThick(9, (i) => jigsaw.rules.regions![i])].filter(([, thick]) => thick);
    expect([...edges.keys()].sort()).toEqual(expected.map(([key]) => key).sort());
  });

  it('bad variant lines: one line each, with its number and reason, left out (exit 1); the variant is named in the label', async () => {
    const good = '1.42........24.1';
    const r = await runCli(['print', '--format', 'svg'], ['4+killer:....:ab', '6+x:' + '.'.repeat(36), '{"size": 5}', good].join('\n') + '\n');
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^sudokit: line 1: .*\(left out\)$/);
    expect(lines[1]).toMatch(/^sudokit: line 2: .*(X|diagonal).*\(left out\)$|^sudokit: line 2: the puzzle has more than one solution \(left out\)$/);
    expect(lines[2]).toMatch(/^sudokit: line 3: size 5: expected 4, 6, 9, 12 or 16 \(left out\)$/);
    expect(r.stdout).toMatch(/<title[^>]*>Sudoku 4x4 · easy<\/title>/);
  });
});
