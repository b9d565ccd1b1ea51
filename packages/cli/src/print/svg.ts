/**
 * One puzzle of any variant as a self-contained SVG, for web pages and newsrooms: no external fonts or files.
 * The digits are Inter's outlines, defined once and placed with <use>, so the grid looks the same
 * wherever it is shown; the puzzle line (a compact line for a variant) is in <desc> for machines and the label in <title> for
 * screen readers. Cells are <rect class="cell"> with their row and column, for styling.
 */
import type { Rules } from 'sudokit';
import { numberShape } from './font.js';
import { planGrid } from './grid-plan.js';
import { lineWidths } from './layout.js';
import { escapeXml } from './xml.js';

export interface SvgOptions {
  /** Side of the grid in CSS pixels (default 450: 50 per cell). */
  size?: number;
  /** Text above the grid, e.g. `hard · ER 3.4` (none when empty). */
  label?: string;
  title?: string;
  /** Soft four-colour tints for killer cages and jigsaw regions. */
  tints?: boolean;
}


/** Round to 2 decimals, as short text. */
const n = (v: number) => String(Math.round(v * 100) / 100);

/** A short id prefix from the puzzle, so several SVGs inlined in one page do not share ids. */
function idPrefix(puzzle: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < puzzle.length; i++) h = Math.imul(h ^ puzzle.charCodeAt(i), 0x01000193);
  return `sudokit-${(h >>> 0).toString(36)}`;
}

/** A closed path through loops of points. */
function loopsPath(loops: readonly (readonly { x: number; y: number }[])[]): string {
  return loops.map((loop) => loop.map((p, k) => `${k === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('') + 'Z').join('');
}

function segmentsPath(segments: readonly { x1: number; y1: number; x2: number; y2: number }[]): string {
  return segments.map((l) => `M${n(l.x1)} ${n(l.y1)}L${n(l.x2)} ${n(l.y2)}`).join('');
}

/**
 * One puzzle of any variant (grid-plan.ts draws the same shapes into the PDF). Groups carry
 * classes for styling and for machines: `shades` (Windoku windows), `tints`, `diagonals`, `thin`,
 * `regions` (box or jigsaw borders), `border`, `cages` (one `path.cage` per cage with `data-sum`
 * and `data-cells`), `sums`, `givens`.
 */
export function makeSvg(item: { puzzle: string; rules?: Rules; text?: string }, options: SvgOptions = {}): string {
  const size = options.size ?? 450;
  const { thick } = lineWidths(size);
  const pad = Math.ceil(thick * 2);
  const labelSize = Math.max(11, size * 0.032);
  const head = options.label || options.title ? Math.ceil(labelSize * 1.8) : 0;
  const width = size + 2 * pad;
  const height = size + 2 * pad + head;
  const x0 = pad;
  const y0 = pad + head;
  const desc = item.text ?? item.puzzle;
  const id = idPrefix(desc);
  const plan = planGrid(item, { x: x0, y: y0, size }, { tints: options.tints });
  const { cell, widths } = plan;
  // each number's outline once (digits in the given weight, sums in the regular one), placed by <use>
  const defs = new Map<string, string>();
  const use = (weight: 400 | 500, value: number, cx: number, cy: number, fontSize: number): string => {
    const shape = numberShape(weight, value);
    const key = `${id}-${weight === 500 ? 'd' : 's'}${value}`;
    defs.set(key, shape.path);
    const scale = fontSize / shape.unitsPerEm;
    const ox = cx + shape.originX * fontSize;
    const oy = cy - shape.originY * fontSize;
    return `<use xlink:href="#${key}" transform="translate(${n(ox)} ${n(oy)}) scale(${scale.toPrecision(4)} ${(-scale).toPrecision(4)})"/>`;
  };

  const body: string[] = [];
  body.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  if (head) {
    const text = escapeXml([options.title, options.label].filter(Boolean).join(' · '));
    body.push(`<text x="${n(x0 + size)}" y="${n(y0 - labelSize * 0.6)}" text-anchor="end" font-family="Inter, Helvetica, Arial, sans-serif" font-size="${n(labelSize)}" fill="#333">${text}</text>`);
  }
  body.push('<g class="cells" fill="#fff">');
  for (let i = 0; i < plan.size * plan.size; i++) {
    const r = Math.floor(i / plan.size);
    const c = i % plan.size;
    body.push(`<rect class="cell" data-row="${r + 1}" data-col="${c + 1}" x="${n(x0 + c * cell)}" y="${n(y0 + r * cell)}" width="${n(cell)}" height="${n(cell)}"/>`);
  }
  body.push('</g>');
  if (plan.shades.length) {
    body.push(`<g class="shades" fill="${plan.shade}">`);
    for (const r of plan.shades) body.push(`<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.width)}" height="${n(r.height)}"/>`);
    body.push('</g>');
  }
  if (plan.tints.length) {
    body.push('<g class="tints">');
    for (const t of plan.tints) body.push(`<path d="${loopsPath(t.loops)}" fill="${t.colour}"/>`);
    body.push('</g>');
  }
  if (plan.diagonals.length) body.push(`<path class="diagonals" d="${segmentsPath(plan.diagonals)}" stroke="${plan.diagonalColour}" stroke-width="${n(widths.diagonal)}" fill="none"/>`);
  body.push(`<path class="thin" d="${segmentsPath(plan.thin)}" stroke="#000" stroke-width="${n(widths.thin)}" fill="none"/>`);
  if (plan.cages.length) {
    body.push(`<g class="cages" stroke="#000" stroke-width="${n(widths.cage)}" stroke-dasharray="${n(plan.dash[0])} ${n(plan.dash[1])}" fill="none">`);
    for (const cage of plan.cages) body.push(`<path class="cage" data-sum="${cage.sum}" data-cells="${cage.cells.join(' ')}" d="${loopsPath(cage.loops)}"/>`);
    body.push('</g>');
  }
  body.push(`<path class="regions" d="${segmentsPath(plan.thick)}" stroke="#000" stroke-width="${n(widths.thick)}" stroke-linecap="square" fill="none"/>`);
  body.push(`<rect class="border" x="${n(x0)}" y="${n(y0)}" width="${n(size)}" height="${n(size)}" stroke="#000" stroke-width="${n(widths.thick)}" fill="none"/>`);
  if (plan.cages.length) {
    body.push('<g class="sums" fill="#000">');
    for (const cage of plan.cages) {
      const b = cage.sumBack;
      body.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" fill="${cage.sumFill}"/>`);
      body.push(use(400, cage.sum, cage.sumCx, cage.sumCy, cage.sumSize));
    }
    body.push('</g>');
  }
  body.push('<g class="givens" fill="#000">');
  for (const d of plan.digits) body.push(use(500, d.value, d.cx, d.cy, d.fontSize));
  body.push('</g>');

  const out: string[] = [];
  const name = [options.title, options.label].filter(Boolean).join(' · ') || 'Sudoku puzzle';
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title">`,
  );
  out.push(`<title id="${id}-title">${escapeXml(name)}</title>`);
  out.push(`<desc>${escapeXml(desc)}</desc>`);
  out.push('<defs>');
  for (const key of [...defs.keys()].sort()) out.push(`<path id="${key}" d="${defs.get(key)}"/>`);
  out.push('</defs>');
  out.push(...body);
  out.push('</svg>');
  return out.join('\n') + '\n';
}
