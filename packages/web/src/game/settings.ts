/**
 * Player settings, stored apart from the game so a damaged save never costs them their settings.
 * Unknown or damaged fields fall back to defaults one by one.
 */
import { type VariantId, isVariantId } from './variants.js';

export type MistakeMode = 'off' | 'conflicts' | 'solution';
export type DigitStyle = 'digits' | 'colours';
export type CellNames = 'plain' | 'rc';
export type Theme = 'system' | 'light' | 'dark';
/** Cell first (select cells, then a digit) or digit first (pick a digit, then tap cells). */
export type InputOrder = 'cell-first' | 'digit-first';
/** Corner notes packed into the corners (Sudoku Pad) or each digit in its own place of a 3×3 (sudoku.com). */
export type NoteLayout = 'corners' | 'fixed';

export interface Settings {
  mistakes: MistakeMode;
  showTimer: boolean;
  /** Show digits as colours and shapes (colour Sudoku); the grid logic is unchanged. */
  digitStyle: DigitStyle;
  highlightPeers: boolean;
  highlightSameDigit: boolean;
  /** Cell names in hints: "row 4, column 2" or r4c2. */
  cellNames: CellNames;
  theme: Theme;
  inputOrder: InputOrder;
  noteLayout: NoteLayout;
  /** The first-run explanation of the modes was shown (or skipped). */
  seenIntro: boolean;
  /** Mistakes that end a game (0: no limit, the default); applies to games started after it is set. */
  mistakeLimit: 0 | 3 | 5;
  /** A short sound on placing a digit, a mistake and the solve (off by default). */
  sound: boolean;
  /** A vibration there, where the device has one and the player has not asked for reduced motion (off by default). */
  haptics: boolean;
  /** The variant last chosen in New game (issue 29): the menu opens on it. */
  variant: VariantId;
  /** Soft four-colour tints behind killer cages and jigsaw regions (off by default: outlines alone, as sudoku.com draws them). */
  cageTints: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  mistakes: 'conflicts',
  showTimer: true,
  digitStyle: 'digits',
  highlightPeers: true,
  highlightSameDigit: true,
  cellNames: 'plain',
  theme: 'system',
  inputOrder: 'cell-first',
  noteLayout: 'corners',
  seenIntro: false,
  mistakeLimit: 0,
  sound: false,
  haptics: false,
  variant: 'classic',
  cageTints: false,
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
    cellNames: pick(raw.cellNames, ['plain', 'rc'] as const, DEFAULT_SETTINGS.cellNames),
    theme: pick(raw.theme, ['system', 'light', 'dark'] as const, DEFAULT_SETTINGS.theme),
    inputOrder: pick(raw.inputOrder, ['cell-first', 'digit-first'] as const, DEFAULT_SETTINGS.inputOrder),
    noteLayout: pick(raw.noteLayout, ['corners', 'fixed'] as const, DEFAULT_SETTINGS.noteLayout),
    // Players from before the introduction existed have played already: no introduction for them.
    seenIntro: pick(raw.seenIntro, [true, false], text ? true : DEFAULT_SETTINGS.seenIntro),
    mistakeLimit: pick(raw.mistakeLimit, [0, 3, 5] as const, DEFAULT_SETTINGS.mistakeLimit),
    sound: pick(raw.sound, [true, false], DEFAULT_SETTINGS.sound),
    haptics: pick(raw.haptics, [true, false], DEFAULT_SETTINGS.haptics),
    variant: isVariantId(raw.variant) ? raw.variant : DEFAULT_SETTINGS.variant,
    cageTints: pick(raw.cageTints, [true, false], DEFAULT_SETTINGS.cageTints),
  };
}

export function makeSettings(s: Settings): string {
  return JSON.stringify(s);
}
