/**
 * Local storage, one key per concern, so a damaged save never costs the player their settings or
 * history. Storage can be missing or full (private modes, quotas): every call is guarded.
 */
export const KEYS = {
  game: 'sudokit.game',
  damagedGame: 'sudokit.game.damaged',
  settings: 'sudokit.settings',
  stats: 'sudokit.stats',
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
