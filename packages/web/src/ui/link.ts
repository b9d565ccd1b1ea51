/**
 * Puzzles in links: `?p=<81 characters>` (or `#p=`), readable, and short enough to share;
 * the Share button sends the link through the Web Share API or the clipboard.
 */
import type { Game } from '../game/game.js';
import { makeProgress } from '../game/progress.js';
import { makeCompact } from 'sudokit/formats';
import { givensOf } from '../game/game.js';

/** What a link carries of a game's puzzle: the classic line, or a variant's compact form. */
export function linkText(game: Game): string {
  if (!game.rules) return game.puzzle;
  const c = makeCompact({ rules: game.rules, givens: givensOf(game.puzzle) });
  return c.ok ? c.value : game.puzzle;
}

export interface LinkPuzzle {
  puzzle: string;
  /** The sharer's progress (game/progress.ts), when the link carries it. */
  progress?: string;
}

export function readLinkPuzzle(loc: { search: string; hash: string }): LinkPuzzle | null {
  const query = new URLSearchParams(loc.search);
  const fromQuery = query.get('p') ?? query.get('puzzle');
  const progress = query.get('s');
  if (fromQuery) return progress ? { puzzle: fromQuery, progress } : { puzzle: fromQuery };
  const hash = loc.hash.replace(/^#/, '');
  if (/^[0-9.]{81}$/.test(hash)) return { puzzle: hash };
  const fromHash = new URLSearchParams(hash).get('p');
  return fromHash ? { puzzle: fromHash } : null;
}

/** A daily puzzle's link (`?daily=2026-11-27&level=hard`): the same puzzle for everyone, made from the date. */
export function readDailyLink(loc: { search: string }): { day: string; level: string } | null {
  const q = new URLSearchParams(loc.search);
  const day = q.get('daily'), level = q.get('level');
  // a level key: 'hard', or a variant's 'killer:medium' (the daily Killer)
  return day && level && /^\d{4}-\d{2}-\d{2}$/.test(day) && /^[a-z0-9]+(?::[a-z]+)?$/.test(level) ? { day, level } : null;
}

export function dailyLinkFor(day: string, level: string): string {
  const url = new URL(location.href);
  url.search = `?daily=${day}&level=${level}`;
  url.hash = '';
  return url.href;
}

/** Drops the puzzle from the address bar, so a reload resumes the game instead of restarting it. */
export function clearLinkPuzzle(): void {
  const url = new URL(location.href);
  url.searchParams.delete('p');
  url.searchParams.delete('puzzle');
  url.searchParams.delete('s');
  url.searchParams.delete('daily');
  url.searchParams.delete('level');
  url.searchParams.delete('action');
  url.hash = '';
  history.replaceState(null, '', url.pathname + url.search);
}

/**
 * The link of a puzzle: its 81 characters for classic; a variant's compact line (rules and
 * givens, `killer:<givens>:<cages>:<sums>`, issue 29), escaped for the address.
 */
export function linkFor(puzzle: string, progress?: string): string {
  const url = new URL(location.href);
  url.search = `?p=${encodeURIComponent(puzzle)}${progress ? `&s=${progress}` : ''}`;
  url.hash = '';
  return url.href;
}

/**
 * Shares the puzzle's link: the Web Share API where the browser has it (phones), else the
 * clipboard. Returns what to tell the player, or null when they cancelled the share sheet.
 */
export async function shareLink(game: Game, withProgress: boolean): Promise<string | null> {
  const url = linkFor(linkText(game), withProgress ? makeProgress(game.board) : undefined);
  const nav = navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
  if (nav.share) {
    try {
      await nav.share({ title: 'sudokit puzzle', url });
      return null;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'The link to this puzzle is copied: paste it anywhere to share it.';
  } catch {
    return `Copy this link to share the puzzle: ${url}`;
  }
}
