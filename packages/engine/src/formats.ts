/**
 * `sudokit/formats`: puzzle forms for every variant (Variants I) and the rules values they
 * carry: the JSON description, the compact line, plain lines of every classic size,
 * f-puzzles and SudokuPad links, ipuz; `parsePuzzleText` reads any of them and says which.
 * An entry of its own (as `sudokit/core`) so that a command line loads it only when a line
 * needs it.
 *
 * @module sudokit/formats
 */
export {
  type FormatName,
  type FormatErrorCode,
  type FormatError,
  type DescribedPuzzle,
  type ParsedPuzzleText,
  type MakeTextOptions,
  type MakeJsonOptions,
  DIGIT_CHARS,
  makeCells,
  parseCells,
  detectFormat,
  parsePuzzleText,
  makePuzzleText,
  parsePuzzleJson,
  puzzleFromJsonValue,
  makePuzzleJson,
  puzzleJsonValue,
  parseCompact,
  makeCompact,
  looksCompact,
  parsePlainLine,
  makePlainLine,
  parseFpuzzles,
  makeFpuzzles,
  isFpuzzlesLink,
  puzzleFromFpuzzles,
  fpuzzlesValue,
  parseSudokuPad,
  makeSudokuPad,
  isSudokuPadLink,
  unzipSudokuPad,
  parseIpuz,
  makeIpuz,
  puzzleFromIpuz,
  compressToBase64,
  decompressFromBase64,
} from './rules/formats/index.js';
export { type GridSize, type Cage, type Rules, type Puzzle, GRID_SIZES, BOX_SHAPE, CLASSIC, sizeOf, isClassic } from './rules/rules.js';
