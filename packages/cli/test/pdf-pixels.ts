/**
 * Reading rendered PDF pages back in tests: a page as 8-bit grey pixels (pdftoppm writes PGM),
 * the long lines of a grid found from its ink, and the words of a page with their boxes
 * (pdftotext -bbox) or in drawing order (pdftotext -raw). Poppler is the independent reader.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const run = async (cmd: string, args: string[]) => (await promisify(execFile)(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 })).stdout;

export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

function readPgm(file: string): Gray {
  const bytes = readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, data: bytes.subarray(header[0].length, header[0].length + width * height) };
}

/** Every page at `dpi`, in order, rendered by one pdftoppm run into a new folder under `dir`. */
export async function renderPages(pdf: string, dpi: number, dir: string): Promise<Gray[]> {
  const into = mkdtempSync(join(dir, 'pages-'));
  await run('pdftoppm', ['-gray', '-r', String(dpi), pdf, join(into, 'page')]);
  // pdftoppm pads page numbers to the width of the last one: sorted by number, not by name
  const files = readdirSync(into).filter((f) => f.endsWith('.pgm')).sort((a, b) => parseInt(a.replace(/\D/g, ''), 10) - parseInt(b.replace(/\D/g, ''), 10));
  return files.map((f) => readPgm(join(into, f)));
}

/** The grey of the pixel nearest (x, y). */
export const px = (img: Gray, x: number, y: number) => img.data[Math.round(y) * img.width + Math.round(x)];

/** Centres of the runs of columns (or rows) whose ink covers most of the longest line's. */
export function longLines(img: Gray, vertical: boolean, ink = 192): number[] {
  const n = vertical ? img.width : img.height;
  const profile = new Array<number>(n).fill(0);
  for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) if (img.data[y * img.width + x] < ink) profile[vertical ? x : y]++;
  const max = Math.max(...profile);
  const lines: number[] = [];
  for (let i = 0; i < n; i++) {
    if (profile[i] < max * 0.75) continue;
    let j = i;
    while (j + 1 < n && profile[j + 1] >= max * 0.75) j++;
    lines.push((i + j) / 2);
    i = j;
  }
  return lines;
}

/** Words of a page with their boxes in points (pdftotext -bbox). */
export async function wordBoxes(pdf: string, page: number): Promise<{ text: string; xMin: number; yMin: number; xMax: number; yMax: number }[]> {
  const html = await run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), pdf, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[5],
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

/** Words of every page in the order the PDF draws them (pdftotext -raw; pages end in a form feed). */
export async function pagesWords(pdf: string): Promise<string[][]> {
  const pages = (await run('pdftotext', ['-raw', pdf, '-'])).split('\f');
  return pages.slice(0, -1).map((text) => text.split(/\s+/).filter(Boolean));
}

