/** Puzzles in links: `?p=<81 characters>` (or `#p=`), readable, and short enough to share. */
export function readLinkPuzzle(loc: { search: string; hash: string }): string | null {
  const fromQuery = new URLSearchParams(loc.search).get('p') ?? new URLSearchParams(loc.search).get('puzzle');
  if (fromQuery) return fromQuery;
  const hash = loc.hash.replace(/^#/, '');
  if (/^[0-9.]{81}$/.test(hash)) return hash;
  const fromHash = new URLSearchParams(hash).get('p');
  return fromHash ?? null;
}

/** Drops the puzzle from the address bar, so a reload resumes the game instead of restarting it. */
export function clearLinkPuzzle(): void {
  const url = new URL(location.href);
  url.searchParams.delete('p');
  url.searchParams.delete('puzzle');
  url.hash = '';
  history.replaceState(null, '', url.pathname + url.search);
}

export function linkFor(puzzle: string): string {
  const url = new URL(location.href);
  url.search = `?p=${puzzle}`;
  url.hash = '';
  return url.href;
}
