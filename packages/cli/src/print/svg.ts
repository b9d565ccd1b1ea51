/**
 * One puzzle as a self-contained SVG, for web pages and newsrooms: no external fonts or files.
 * The digits are Inter's outlines, defined once and placed with <use>, so the grid looks the same
 * wherever it is shown; the puzzle line is in <desc> for machines and the label in <title> for
 * screen readers. Cells are <rect class="cell"> with their row and column, for styling.
 */
import { digitShapes } from './font.js';
import { lineWidths } from './layout.js';
import { escapeXml } from './xml.js';

export interface SvgOptions {
  /** Side of the grid in CSS pixels (default 450: 50 per cell). */
  size?: number;
  /** Text above the grid, e.g. `hard · ER 3.4` (none when empty). */
  label?: string;
  title?: string;
}


/** Round to 2 decimals, as short text. */
const n = (v: number) => String(Math.round(v * 100) / 100);

/** A short id prefix from the puzzle, so several SVGs inlined in one page do not share ids. */
function idPrefix(puzzle: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < puzzle.length; i++) h = Math.imul(h ^ puzzle.charCodeAt(i), 0x01000193);
  return `sudokit-${(h >>> 0).toString(36)}`;
}

export function makeSvg(puzzle: string, options: SvgOptions = {}): string {
  const size = options.size ?? 450;
  const cell = size / 9;
  const { thin, thick } = lineWidths(size);
  const pad = Math.ceil(thick * 2);
  const labelSize = Math.max(11, size * 0.032);
  const head = options.label || options.title ? Math.ceil(labelSize * 1.8) : 0;
  const width = size + 2 * pad;
  const height = size + 2 * pad + head;
  const x0 = pad;
  const y0 = pad + head;
  const id = idPrefix(puzzle);
  const shapes = digitShapes(500);
  const fontSize = cell * 0.62;
  const scale = fontSize / shapes[1].unitsPerEm;
  const used = new Set<number>();
  for (const ch of puzzle) if (ch >= '1' && ch <= '9') used.add(Number(ch));

  const out: string[] = [];
  const name = [options.title, options.label].filter(Boolean).join(' · ') || 'Sudoku puzzle';
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title">`,
  );
  out.push(`<title id="${id}-title">${escapeXml(name)}</title>`);
  out.push(`<desc>${escapeXml(puzzle)}</desc>`);
  out.push('<defs>');
  for (const d of [...used].sort()) out.push(`<path id="${id}-d${d}" d="${shapes[d].path}"/>`);
  out.push('</defs>');
  out.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  if (head) {
    const text = escapeXml([options.title, options.label].filter(Boolean).join(' · '));
    out.push(`<text x="${n(x0 + size)}" y="${n(y0 - labelSize * 0.6)}" text-anchor="end" font-family="Inter, Helvetica, Arial, sans-serif" font-size="${n(labelSize)}" fill="#333">${text}</text>`);
  }
  out.push('<g class="cells" fill="#fff">');
  for (let i = 0; i < 81; i++) {
    const r = Math.floor(i / 9);
    const c = i % 9;
    out.push(`<rect class="cell" data-row="${r + 1}" data-col="${c + 1}" x="${n(x0 + c * cell)}" y="${n(y0 + r * cell)}" width="${n(cell)}" height="${n(cell)}"/>`);
  }
  out.push('</g>');
  const thinPath: string[] = [];
  const thickPath: string[] = [];
  for (let i = 1; i < 9; i++) {
    const path = i % 3 === 0 ? thickPath : thinPath;
    path.push(`M${n(x0 + i * cell)} ${n(y0)}V${n(y0 + size)}`, `M${n(x0)} ${n(y0 + i * cell)}H${n(x0 + size)}`);
  }
  out.push(`<path class="thin" d="${thinPath.join('')}" stroke="#000" stroke-width="${n(thin)}" fill="none"/>`);
  out.push(`<path class="thick" d="${thickPath.join('')}" stroke="#000" stroke-width="${n(thick)}" fill="none"/>`);
  out.push(`<rect class="border" x="${n(x0)}" y="${n(y0)}" width="${n(size)}" height="${n(size)}" stroke="#000" stroke-width="${n(thick)}" fill="none"/>`);
  out.push('<g class="givens" fill="#000">');
  for (let i = 0; i < 81; i++) {
    const d = puzzle.charCodeAt(i) - 48;
    if (d < 1 || d > 9) continue;
    const cx = x0 + ((i % 9) + 0.5) * cell;
    const cy = y0 + (Math.floor(i / 9) + 0.5) * cell;
    const ox = cx + shapes[d].originX * fontSize;
    const oy = cy - shapes[d].originY * fontSize;
    out.push(`<use xlink:href="#${id}-d${d}" transform="translate(${n(ox)} ${n(oy)}) scale(${scale.toPrecision(4)} ${(-scale).toPrecision(4)})"/>`);
  }
  out.push('</g>');
  out.push('</svg>');
  return out.join('\n') + '\n';
}
