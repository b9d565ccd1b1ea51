/**
 * What a printed book holds, whatever it is written as: the puzzles in order, each with its
 * number, solution and label, and how the pages are laid out. Also the page plan, shared by the
 * PDF writer and the progress bar: which items go on which page.
 */
import type { Rules } from 'sudokit';
import type { Margins, PageSize } from './units.js';

export const SOLUTIONS_MODES = ['end', 'none', 'each-page'] as const;
export type SolutionsMode = (typeof SOLUTIONS_MODES)[number];

export const PER_PAGE = [1, 2, 4, 6] as const;
export const SOLUTIONS_PER_PAGE = [4, 6, 9, 12] as const;

export interface PrintItem {
  /** 1-based position in the book: the puzzle number, matching its solution. */
  number: number;
  /** size² characters, `.` for blanks, `1`-`9` then `A`-`G` for 10-16 (81 for classic). */
  puzzle: string;
  /** size² digits in the same alphabet. */
  solution: string;
  /** The rules of any other variant (absent: classic 9x9). */
  rules?: Rules;
  /** The puzzle as one line, for the SVG's <desc> (absent: `puzzle`). */
  text?: string;
  /** The small text beside the number: level or ER, expected minutes (may be empty). */
  label: string;
}

export interface BookOptions {
  page: PageSize;
  margins: Margins;
  /** Extra inner margin for binding (0: none). */
  gutter: number;
  perPage: number;
  solutions: SolutionsMode;
  solutionsPerPage: number;
  title?: string;
  /** Print puzzle numbers (on puzzles and their solutions). */
  numbers: boolean;
  /** A label line above each puzzle (false when there are neither numbers nor labels). */
  labels: boolean;
  /** Soft four-colour tints for killer cages and jigsaw regions. */
  tints?: boolean;
  /** The document's creation date (default: now); fixed, it makes the bytes reproducible. */
  createdAt?: Date;
}

/** Number of pages a book of n puzzles takes. */
export function pageCount(n: number, options: Pick<BookOptions, 'perPage' | 'solutions' | 'solutionsPerPage' | 'gutter'>): number {
  const puzzlePages = Math.ceil(n / options.perPage);
  if (options.solutions !== 'end') return puzzlePages;
  const blank = options.gutter > 0 && puzzlePages % 2 === 1 ? 1 : 0; // solutions open on a right-hand page
  return puzzlePages + blank + Math.ceil(n / options.solutionsPerPage);
}

/** Consecutive runs of `size` items (the last may be shorter). */
export function* chunksOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
