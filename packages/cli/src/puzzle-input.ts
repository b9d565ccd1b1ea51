/** Reading one puzzle from a CLI input line, shared by every line task. */
import { parseLine, type Grid, type GridError } from 'sudokit/grid';
import type { Result } from 'sudokit/result';

/**
 * The first 81 cell characters of a line; whatever follows whitespace is ignored. Givens that
 * repeat a digit are accepted here: such a puzzle is well-formed and simply has no solution.
 */
export function parsePuzzleLine(text: string): Result<Grid, GridError> {
  return parseLine(text.trimStart(), { conflicts: 'allow' });
}
