/**
 * A player's progress in a link: their digits, corner and centre notes and colours, so a shared
 * puzzle can be opened where they left it. Compact (only cells with something in them, 7 bytes
 * each, base64url) and checked cell by cell when read: a link is data from outside.
 */
import type { Board } from './board.js';
import type { Move } from './moves.js';

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length > 4000) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** cell, digit, corner (2 bytes), centre (2 bytes), colour, per cell the player touched. */
export function makeProgress(b: Board): string {
  const out: number[] = [];
  for (let c = 0; c < b.givens.length; c++) {
    if (b.givens[c] && !b.colours[c]) continue;
    if (!b.digits[c] && !b.corner[c] && !b.centre[c] && !b.colours[c]) continue;
    out.push(c, b.digits[c], b.corner[c] >> 8, b.corner[c] & 255, b.centre[c] >> 8, b.centre[c] & 255, b.colours[c]);
  }
  return toBase64Url(Uint8Array.from(out));
}

/**
 * The moves that rebuild the progress on the puzzle's givens, grouped so there are at most 36
 * (one per digit and layer: 36 for 9x9): digits first (placing cleans peers' notes), then notes, then colours.
 * Null when the text is damaged or does not fit the puzzle.
 */
export function parseProgress(text: string, givens: ArrayLike<number>): Move[] | null {
  // The grid's side from its cell count (16, 36, 81, 144, 256 cells).
  const size = Math.round(Math.sqrt(givens.length));
  const full = (1 << size) - 1;
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length % 7 !== 0) return null;
  const place = new Map<number, number[]>();
  const corner = new Map<number, number[]>();
  const centre = new Map<number, number[]>();
  const colour = new Map<number, number[]>();
  const add = (m: Map<number, number[]>, k: number, c: number) => m.set(k, [...(m.get(k) ?? []), c]);
  const seen = new Set<number>();
  for (let i = 0; i < bytes.length; i += 7) {
    const [c, d, co1, co2, ce1, ce2, col] = bytes.slice(i, i + 7);
    const cornerMask = (co1 << 8) | co2;
    const centreMask = (ce1 << 8) | ce2;
    if (c >= givens.length || seen.has(c) || d > size || cornerMask > full || centreMask > full || col > 9) return null;
    if (givens[c] && (d || cornerMask || centreMask)) return null;
    seen.add(c);
    if (d) add(place, d, c);
    for (let k = 1; k <= size; k++) {
      if (cornerMask & (1 << (k - 1))) add(corner, k, c);
      if (centreMask & (1 << (k - 1))) add(centre, k, c);
    }
    if (col) add(colour, col, c);
  }
  const moves: Move[] = [];
  for (const [digit, cells] of place) moves.push({ kind: 'place', cells, digit });
  for (const [digit, cells] of corner) moves.push({ kind: 'note', note: 'corner', cells, digit });
  for (const [digit, cells] of centre) moves.push({ kind: 'note', note: 'centre', cells, digit });
  for (const [c, cells] of colour) moves.push({ kind: 'colour', cells, colour: c });
  return moves;
}
