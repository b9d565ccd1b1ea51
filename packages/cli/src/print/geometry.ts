/**
 * Page geometry `print` refuses before any work: a page larger than PDF allows, or margins and a
 * gutter that leave a grid too small to solve on (the report's `--margins 10in` drew negative
 * font sizes on blank pages). The smallest grids: a puzzle of 1 inch (8 mm cells), a solution
 * of half that (solutions are only read). Larger grids (12x12, 16x16) keep those cells: a 16x16
 * puzzle needs 128pt, checked once the input shows one.
 */
import { pageLayout } from './layout.js';
import type { BookOptions } from './book.js';

/** PDF's largest page side in points (200 inches; readers refuse larger). */
export const MAX_PAGE_SIDE = 14_400;
export const MIN_PUZZLE_GRID = 72;
export const MIN_SOLUTION_GRID = 36;

const fmt = (pt: number) => `${Math.round(pt * 10) / 10}pt`;

/** Why these options cannot make a usable book (one line), or undefined; `gridSize`: the largest grid's side in cells. */
export function geometryProblem(book: Pick<BookOptions, 'page' | 'margins' | 'gutter' | 'perPage' | 'solutions' | 'solutionsPerPage' | 'title'>, gridSize = 9): string | undefined {
  const { page } = book;
  const scale = Math.max(9, gridSize) / 9;
  const minPuzzle = MIN_PUZZLE_GRID * scale;
  const minSolution = MIN_SOLUTION_GRID * scale;
  const what = gridSize > 9 ? ` for a ${gridSize}x${gridSize} grid` : '';
  if (page.width > MAX_PAGE_SIDE || page.height > MAX_PAGE_SIDE) return `--page ${fmt(page.width)} x ${fmt(page.height)} is larger than PDF allows (at most 200in, ${MAX_PAGE_SIDE}pt, a side)`;
  const base = { page, margins: book.margins, gutter: book.gutter, labels: true };
  const advice = 'smaller --margins or --gutter, a larger --page, or fewer --per-page';
  // Both facing pages: the gutter is on alternate sides.
  for (const index of [0, 1]) {
    const puzzles = pageLayout({ ...base, perPage: book.perPage, head: !!book.title, footSolutions: book.solutions === 'each-page' ? book.perPage : undefined }, index);
    const side = Math.min(...puzzles.slots.map((s) => s.size));
    if (!(side >= minPuzzle)) return `no room for the puzzles: on a ${fmt(page.width)} x ${fmt(page.height)} page (--page) with these --margins and --gutter a grid would be ${fmt(Math.max(0, side))} wide, at least ${fmt(minPuzzle)}${scale === 1 ? ' (1in)' : ''} is needed${what} (${advice})`;
    const small = puzzles.solutionSlots.length ? Math.min(...puzzles.solutionSlots.map((s) => s.size)) : Infinity;
    if (!(small >= minSolution)) return `--solutions each-page leaves no room: a solution grid would be ${fmt(Math.max(0, small))} wide, at least ${fmt(minSolution)} is needed${what} (${advice})`;
    if (book.solutions === 'end') {
      const solutions = pageLayout({ ...base, perPage: book.solutionsPerPage, head: true }, index);
      const s = Math.min(...solutions.slots.map((x) => x.size));
      if (!(s >= minSolution)) return `no room for the solutions: on a ${fmt(page.width)} x ${fmt(page.height)} page (--page) with these --margins and --gutter a grid would be ${fmt(Math.max(0, s))} wide, at least ${fmt(minSolution)} is needed${what} (${advice}, or fewer --solutions-per-page)`;
    }
  }
  return undefined;
}
