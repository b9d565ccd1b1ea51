/**
 * The ER histogram of a bank: as text bars for the terminal and as a standalone SVG chart.
 * Bars are per ER value (SE ratings have one decimal); `beyond` rows get their own bar labelled
 * like `rate` prints them ("6.2+"). Bars are coloured by tier, with tiers from rating.ts.
 */
import { TIERS, formatRating } from 'sudokit';
import type { BankStats } from './store.js';
import { escapeXml } from '../print/xml.js';

export interface Bar {
  label: string;
  tier: string;
  count: number;
}

function tierOfBar(er: number, beyond: boolean): string {
  if (beyond) return 'beyond';
  for (const t of TIERS) if (er <= t.maxEr + 1e-9) return t.tier;
  return 'diabolical';
}

export function histogramBars(stats: BankStats): Bar[] {
  // Rows rated above the ladder have no value of their own: their bar goes last.
  const sorted = [...stats.histogram.filter((h) => !h.beyond), ...stats.histogram.filter((h) => h.beyond)];
  return sorted.map((h) => ({ label: formatRating(h.er, h.beyond), tier: tierOfBar(h.er, h.beyond), count: h.count }));
}

/** Lines like ` 2.6 hard       ████████ 1234`, bars scaled to `width` characters. */
export function textHistogram(bars: Bar[], width = 40): string[] {
  const max = Math.max(1, ...bars.map((b) => b.count));
  const tierWidth = Math.max(4, ...bars.map((b) => b.tier.length));
  return bars.map((b) => {
    const len = b.count === 0 ? 0 : Math.max(1, Math.round((b.count / max) * width));
    return `${b.label.padStart(4)} ${b.tier.padEnd(tierWidth)} ${'█'.repeat(len)}${' '.repeat(width - len)} ${b.count}`;
  });
}

const TIER_COLOURS: Record<string, string> = {
  easy: '#4caf50',
  medium: '#8bc34a',
  hard: '#ffc107',
  expert: '#ff9800',
  extreme: '#f44336',
  diabolical: '#9c27b0',
  beyond: '#607d8b',
};


/** A nice round step for the count axis: 1, 2, 5 × 10^k giving at most ~6 ticks. */
function tickStep(max: number): number {
  const raw = max / 6;
  const p = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return Math.max(1, m * p);
  return 10 * p;
}

export function svgHistogram(bars: Bar[], title: string): string {
  const barW = 28, gap = 6, left = 56, right = 16, top = 40, plotH = 240, bottom = 70;
  const width = Math.max(320, left + right + bars.length * (barW + gap));
  const height = top + plotH + bottom;
  const max = Math.max(1, ...bars.map((b) => b.count));
  const step = tickStep(max);
  const axisMax = Math.ceil(max / step) * step;
  const y = (v: number) => top + plotH - (v / axisMax) * plotH;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`);
  out.push(`<rect width="100%" height="100%" fill="#fff"/>`);
  out.push(`<text x="${width / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold">${escapeXml(title)}</text>`);
  for (let v = 0; v <= axisMax; v += step) {
    out.push(`<line x1="${left}" x2="${width - right}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`);
    out.push(`<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${v}</text>`);
  }
  bars.forEach((b, i) => {
    const x = left + gap / 2 + i * (barW + gap);
    const h = (b.count / axisMax) * plotH;
    out.push(
      `<rect x="${x}" y="${y(b.count)}" width="${barW}" height="${h}" fill="${TIER_COLOURS[b.tier] ?? '#999'}"><title>ER ${escapeXml(b.label)} (${b.tier}): ${b.count}</title></rect>`,
    );
    out.push(`<text x="${x + barW / 2}" y="${top + plotH + 16}" text-anchor="middle">${escapeXml(b.label)}</text>`);
  });
  out.push(`<line x1="${left}" x2="${width - right}" y1="${top + plotH}" y2="${top + plotH}" stroke="#333"/>`);
  out.push(`<text x="${left + (width - left - right) / 2}" y="${top + plotH + 36}" text-anchor="middle">ER (Sudoku Explainer rating)</text>`);
  out.push(`<text transform="translate(16 ${top + plotH / 2}) rotate(-90)" text-anchor="middle">puzzles</text>`);
  const legend = [...new Set(bars.map((b) => b.tier))];
  legend.forEach((tier, i) => {
    const x = left + i * 90;
    out.push(`<rect x="${x}" y="${height - 18}" width="12" height="12" fill="${TIER_COLOURS[tier] ?? '#999'}"/>`);
    out.push(`<text x="${x + 16}" y="${height - 8}">${tier}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
