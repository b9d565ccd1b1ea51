/**
 * Player settings, stored apart from the game so a damaged save never costs them their settings.
 * Unknown or damaged fields fall back to defaults one by one.
 */
export type MistakeMode = 'off' | 'conflicts' | 'solution';
export type DigitStyle = 'digits' | 'colours';

export interface Settings {
  mistakes: MistakeMode;
  showTimer: boolean;
  /** Show digits as colours and shapes (colour Sudoku); the grid logic is unchanged. */
  digitStyle: DigitStyle;
  highlightPeers: boolean;
  highlightSameDigit: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  mistakes: 'conflicts',
  showTimer: true,
  digitStyle: 'digits',
  highlightPeers: true,
  highlightSameDigit: true,
};

export function parseSettings(text: string | null): Settings {
  let raw: Record<string, unknown> = {};
  try {
    const doc = text ? JSON.parse(text) : {};
    if (typeof doc === 'object' && doc !== null) raw = doc;
  } catch {
    // A damaged settings blob only costs the settings: defaults it is.
  }
  const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
  return {
    mistakes: pick(raw.mistakes, ['off', 'conflicts', 'solution'] as const, DEFAULT_SETTINGS.mistakes),
    showTimer: pick(raw.showTimer, [true, false], DEFAULT_SETTINGS.showTimer),
    digitStyle: pick(raw.digitStyle, ['digits', 'colours'] as const, DEFAULT_SETTINGS.digitStyle),
    highlightPeers: pick(raw.highlightPeers, [true, false], DEFAULT_SETTINGS.highlightPeers),
    highlightSameDigit: pick(raw.highlightSameDigit, [true, false], DEFAULT_SETTINGS.highlightSameDigit),
  };
}

export function makeSettings(s: Settings): string {
  return JSON.stringify(s);
}
