/**
 * Reading one puzzle of any form from a CLI input line: a classic 81-cell line stays on the
 * fast path it always had (one length check, then parseLine); only other lines go to the
 * variant formats (JSON description, compact line, plain lines of other sizes, f-puzzles and
 * SudokuPad links, ipuz). A line that is no other form is read as a classic line and keeps
 * the classic messages ("too few cells: found 3, expected 81").
 *
 * The formats are loaded only when a batch holds a line that may need them (`prepareForms`,
 * the line tasks' prepare hook), so a run over classic lines never loads them.
 */
import type { Grid, Result } from 'sudokit';
import type { FormatError, ParsedPuzzleText } from 'sudokit/formats';
import { parsePuzzleLine, type PuzzleLineError } from './puzzle-input.js';
import { MAX_LINE_LENGTH } from './lines.js';

type Formats = typeof import('sudokit/formats');

let loaded: Formats | undefined;

/** The formats module, once a prepare hook has loaded it. */
export function formats(): Formats {
  if (!loaded) throw new Error('the puzzle formats were not loaded (prepareForms)');
  return loaded;
}

/** Load the formats when some input may need them (or when `always`). */
export async function prepareForms(inputs: unknown[], always = false): Promise<void> {
  if (loaded) return;
  if (always || inputs.some((t) => typeof t === 'string' && (!looksClassic(t) || t.includes(':')))) {
    loaded = await import('sudokit/formats');
  }
}

export type LinePuzzle = { classic: Grid; variant?: undefined } | { classic?: undefined; variant: ParsedPuzzleText };

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;
}

/** 81 characters from the first non-blank one to whitespace or the end, the first a cell character. */
export function looksClassic(text: string): boolean {
  let s = 0;
  while (s < text.length && isSpace(text.charCodeAt(s))) s++;
  const end = s + 81;
  if (text.length < end || (text.length > end && !isSpace(text.charCodeAt(end)))) return false;
  const c = text.charCodeAt(s);
  return c === 46 || (c >= 48 && c <= 57);
}

/** Lengths of the plain lines of other sizes (4x4, 6x6, 12x12, 16x16). */
const OTHER_PLAIN = new Set([16, 36, 144, 256]);

export function parseAnyPuzzleLine(text: string): Result<LinePuzzle, PuzzleLineError | FormatError> {
  const f = loaded; // undefined: every line of this batch looked classic (see prepareForms)
  // anything that is no other form is read as a classic line, with the classic messages
  const classic = !f || looksClassic(text) || text.length > MAX_LINE_LENGTH || (f.detectFormat(text) === 'line' && !OTHER_PLAIN.has(text.trimStart().split(/\s/, 1)[0].length));
  if (classic) {
    const parsed = parsePuzzleLine(text);
    if (parsed.ok) return { ok: true, value: { classic: parsed.value } };
    // a compact line can be 81 characters long too ("4+killer:..."): only a failed line pays to ask
    if (!f || parsed.error.code !== 'bad-character' || !f.looksCompact(text.trimStart())) return parsed;
  }
  const parsed = f!.parsePuzzleText(text);
  return parsed.ok ? { ok: true, value: { variant: parsed.value } } : parsed;
}
