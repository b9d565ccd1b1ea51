/** Reading one puzzle from a CLI input line, shared by every line task. */
import { parseLine, type Grid, type GridError, type Result } from 'sudokit/core';
import { MAX_LINE_LENGTH } from './lines.js';

/** A line the reader cut at MAX_LINE_LENGTH: no valid line is that long. */
export interface LineTooLong {
  code: 'line-too-long';
  message: string;
}

export type PuzzleLineError = GridError | LineTooLong;

function tooLong(text: string): LineTooLong | undefined {
  if (text.length <= MAX_LINE_LENGTH) return undefined;
  return { code: 'line-too-long', message: `line longer than ${MAX_LINE_LENGTH} characters` };
}

/**
 * The first 81 cell characters of a line; whatever follows whitespace is ignored. Givens that
 * repeat a digit are accepted here: such a puzzle is well-formed and simply has no solution.
 */
export function parsePuzzleLine(text: string): Result<Grid, PuzzleLineError> {
  const long = tooLong(text);
  if (long) return { ok: false, error: long };
  return parseLine(text.trimStart(), { conflicts: 'allow' });
}

/** As parsePuzzleLine, but givens that repeat a digit are an error (for canon). */
export function parseProperPuzzleLine(text: string): Result<Grid, PuzzleLineError> {
  const long = tooLong(text);
  if (long) return { ok: false, error: long };
  return parseLine(text.trimStart());
}
