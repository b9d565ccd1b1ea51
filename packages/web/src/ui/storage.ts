/**
 * Local storage, one key per concern, so a damaged save never costs the player their settings or
 * history. Storage can be missing or full (private modes, quotas): every call is guarded and
 * every write says whether it happened, so the page can tell the player when saving fails.
 */
export const KEYS = {
  game: 'sudokit.game',
  shelf: 'sudokit.shelf',
  settings: 'sudokit.settings',
  stats: 'sudokit.stats',
  /** The tab that took the saved game last (a random id per page load): only it saves the game. */
  owner: 'sudokit.owner',
  /** Puzzles made ahead (a cache, not the player's data). */
  stock: 'sudokit.stock',
  /** Today's daily puzzles made ahead (a cache too). */
  dailyStock: 'sudokit.daily-stock',
  /** The first-visit pack's puzzles already served (game/pack.ts), so none is served twice. */
  packUsed: 'sudokit.pack-used',
  /** Variant puzzles made ahead, one per variant and level asked before (a cache). */
  variantStock: 'sudokit.variant-stock',
  /** The variant packs' puzzles already served (their seeds), so none is served twice. */
  variantPackUsed: 'sudokit.variant-pack-used',
  /** Learn mode's progress per technique (ui/learn/progress.ts): the player's data, exported. */
  learn: 'sudokit.learn',
} as const;

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: the key stays, which loses nothing.
  }
}

/**
 * Keeps unreadable data aside under `<key>.damaged` (or `<key>.damaged.<time>` when that is taken
 * by other data) before anything replaces it. Returns the key used, or null when storage refused
 * (then the caller must leave the original where it is).
 */
export function keepAside(key: string, text: string, now = Date.now()): string | null {
  const base = `${key}.damaged`;
  // Kept once is enough: the same data is found under the base key or a timed one (the
  // statistics are read at load and again before a write, and both keep damage aside).
  for (const k of [base, ...keysStartingWith(`${base}.`)]) if (read(k) === text) return k;
  const target = read(base) === null ? base : `${base}.${now}`;
  return write(target, text) ? target : null;
}

/** Stored keys with this prefix (none when storage cannot be listed). */
function keysStartingWith(prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k !== null && k.startsWith(prefix)) keys.push(k);
    }
  } catch {
    // Storage that cannot be listed: a second copy may be kept, which loses nothing.
  }
  return keys;
}
