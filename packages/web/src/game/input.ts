/**
 * Input modes and the keyboard map, kept apart from the UI so they can be tested without a browser.
 * Modifier keys follow the convention of popular Sudoku apps: Shift = corner note, Ctrl/Cmd = centre
 * note, Alt (or Ctrl+Shift) = colour; the mode switch does the same for touch players.
 */
export const INPUT_MODES = ['digit', 'corner', 'centre', 'colour'] as const;
export type InputMode = (typeof INPUT_MODES)[number];

export type KeyCommand =
  | { type: 'input'; value: number; mode: InputMode }
  | { type: 'erase' }
  /** Move the cursor; `extend` (Shift) keeps the cells already selected. */
  | { type: 'select'; dr: number; dc: number; extend: boolean }
  | { type: 'deselect' }
  | { type: 'mode'; mode: InputMode }
  | { type: 'cycle-mode' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'pause' }
  | { type: 'hint' };

export interface KeyLike {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
};

const MODE_KEYS: Record<string, InputMode> = { z: 'digit', x: 'corner', c: 'centre', v: 'colour' };

function digitOf(e: KeyLike): number {
  // e.code, not e.key: Shift+1 gives key '!' on most layouts.
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code);
  if (m) return Number(m[1]);
  return /^[1-9]$/.test(e.key) ? Number(e.key) : 0;
}

export function keyCommand(e: KeyLike, mode: InputMode): KeyCommand | undefined {
  const ctrl = e.ctrlKey || e.metaKey;
  const digit = digitOf(e);
  if (digit) {
    const chosen: InputMode = e.altKey || (ctrl && e.shiftKey) ? 'colour' : ctrl ? 'centre' : e.shiftKey ? 'corner' : mode;
    return { type: 'input', value: digit, mode: chosen };
  }
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (ctrl && key === 'z') return e.shiftKey ? { type: 'redo' } : { type: 'undo' };
  if (ctrl && key === 'y') return { type: 'redo' };
  if (ctrl || e.altKey) return undefined;
  if (ARROWS[key]) return { type: 'select', dr: ARROWS[key][0], dc: ARROWS[key][1], extend: e.shiftKey };
  if (key === 'Escape') return { type: 'deselect' };
  if (key === 'Backspace' || key === 'Delete' || key === '0') return { type: 'erase' };
  if (MODE_KEYS[key]) return { type: 'mode', mode: MODE_KEYS[key] };
  if (key === ' ') return { type: 'cycle-mode' };
  if (key === 'p') return { type: 'pause' };
  if (key === 'h') return { type: 'hint' };
  if (key === 'u') return { type: 'undo' };
  if (key === 'r') return { type: 'redo' };
  return undefined;
}

/** Moves the selection, wrapping around the edges so every cell is reachable from every other. */
export function moveSelection(cell: number, dr: number, dc: number, size = 9): number {
  const r = (Math.floor(cell / size) + dr + size) % size;
  const c = ((cell % size) + dc + size) % size;
  return r * size + c;
}

/**
 * Two keys as one digit on grids past 9 (16x16): a 1 typed, then 0-6 within `windowMs`, is 10-16
 * in the same cell; returns the digit to put instead of the 1, or 0 when the keys are apart.
 */
export function twoKeyDigit(previous: { digit: number; at: number } | null, key: number, now: number, size: number, windowMs = 1000): number {
  if (size <= 9 || !previous || previous.digit !== 1 || now - previous.at > windowMs) return 0;
  const d = 10 + key;
  return key >= 0 && d <= size ? d : 0;
}
