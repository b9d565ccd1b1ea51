/**
 * Puzzle formats for every variant (Variants I): the JSON description (JSONL), the compact
 * line, plain classic lines of any size, f-puzzles and SudokuPad links, ipuz; and one entry
 * point that tells them apart. Each is a parse/make pair returning a Result with a FormatError.
 */
import { type Puzzle } from '../rules.js';
import { type Result, ok } from '../../result.js';
import { type DescribedPuzzle, type FormatError, type FormatName, fail } from './common.js';
import { type MakeJsonOptions, makePuzzleJson, parsePuzzleJson } from './json.js';
import { looksCompact, makeCompact, makePlainLine, parseCompact, parsePlainLine } from './compact.js';
import { isFpuzzlesLink, makeFpuzzles, parseFpuzzles } from './fpuzzles.js';
import { isSudokuPadLink, makeSudokuPad, parseSudokuPad } from './sudokupad.js';
import { looksIpuz, makeIpuz, parseIpuz } from './ipuz.js';

export * from './common.js';
export * from './json.js';
export * from './compact.js';
export * from './fpuzzles.js';
export * from './sudokupad.js';
export * from './ipuz.js';
export { compressToBase64, decompressFromBase64 } from './lzstring.js';

/** Which form a line is in, judged by its first characters (cheap: no parsing). */
export function detectFormat(text: string): FormatName {
  const t = text.trimStart();
  if (t.startsWith('{')) return looksIpuz(t) ? 'ipuz' : 'json';
  if (isFpuzzlesLink(t)) return 'fpuzzles';
  if (isSudokuPadLink(t)) return 'sudokupad';
  if (looksCompact(t)) return 'compact';
  return 'line';
}

/** A puzzle read from one line of text in any form, and the form it was in. */
export interface ParsedPuzzleText extends DescribedPuzzle {
  format: FormatName;
}

/**
 * Read one puzzle in any form: a JSON description, an ipuz document, an f-puzzles or SudokuPad
 * link, a compact line, or a plain classic line (16, 36, 81, 144 or 256 cells).
 */
export function parsePuzzleText(text: string): Result<ParsedPuzzleText, FormatError> {
  const format = detectFormat(text);
  const t = text.trim();
  let parsed: Result<DescribedPuzzle, FormatError>;
  switch (format) {
    case 'json':
      parsed = parsePuzzleJson(t);
      break;
    case 'ipuz':
      parsed = parseIpuz(t);
      break;
    case 'fpuzzles':
      parsed = parseFpuzzles(t.split(/\s/)[0]);
      break;
    case 'sudokupad':
      parsed = parseSudokuPad(t.split(/\s/)[0]);
      break;
    default:
      if (/^https?:\/\//i.test(t)) return fail('line', 'bad-link', `links from ${t.replace(/^https?:\/\//i, '').split(/[/?#]/)[0]} are not read; f-puzzles and SudokuPad links are`);
      parsed = format === 'compact' ? parseCompact(text) : parsePlainLine(text);
  }
  return parsed.ok ? ok({ ...parsed.value, format }) : parsed;
}

/** What `makePuzzleText` writes beside the puzzle: the JSON form's options but its status. */
export type MakeTextOptions = Omit<MakeJsonOptions, 'status'>;

/**
 * A puzzle written in a form. `line` writes only the givens (size² characters), so it is
 * refused for anything but classic rules, where it would lose the rules.
 */
export function makePuzzleText(puzzle: Puzzle, format: FormatName, options: MakeTextOptions = {}): Result<string, FormatError> {
  switch (format) {
    case 'json':
      return ok(makePuzzleJson(puzzle, options));
    case 'compact':
      return makeCompact(puzzle);
    case 'fpuzzles':
      return ok(makeFpuzzles(puzzle, options));
    case 'sudokupad':
      return ok(makeSudokuPad(puzzle, options));
    case 'ipuz':
      return ok(makeIpuz(puzzle, options));
    case 'line': {
      const r = puzzle.rules;
      if (r.regions || r.diagonals || r.windows || (r.cages && r.cages.length > 0)) {
        return fail('line', 'unrepresentable', 'a plain line holds only the givens: this puzzle has more rules (use compact or json)');
      }
      return ok(makePlainLine(puzzle));
    }
  }
}
