/**
 * Steps as data: what a technique found, in a form the CLI, the rater and the web game share.
 * A technique finder is a function from the candidate grid to a Step (or null); chains
 * fill `links`.
 */
import { cellName } from '../grid/units.js';
import type { Candidates } from '../grid/candidates.js';
import { checkCandidates, checkCellDigitList, checkStep } from '../validate.js';

/** A digit in a cell: a placement, or a candidate to remove. `cell` is 0-80, `digit` 1-9. */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** A link of a chain: `strong` = "if not from then to", weak = "if from then not to". */
export interface StepLink {
  from: CellDigit;
  to: CellDigit;
  strong: boolean;
}

/**
 * One step of the technique solver: what a technique found (placements and eliminations), the
 * pattern that proves it (cells, digits, units, chain links) and a sentence for players.
 */
export interface Step {
  /** Sudoku Explainer's name for the technique, e.g. "Hidden Single", "Unique Rectangle type 1". */
  technique: string;
  /** Sudoku Explainer's rating of this step. */
  rating: number;
  /** Digits placed. */
  placements: CellDigit[];
  /** Candidates removed. */
  eliminations: CellDigit[];
  /** Cells that make the pattern (to highlight). */
  cells: number[];
  /** Digits the pattern is about. */
  digits: number[];
  /** Units the pattern lives in (0-8 rows, 9-17 columns, 18-26 boxes): "where to look". */
  units: number[];
  /** The links of a chain, in order (empty for patterns that are not chains). */
  links: StepLink[];
  /** One sentence a player understands. */
  explanation: string;
  /**
   * The name players know the pattern by when it differs from SE's technique name (e.g. a
   * "Turbot Fish" that is a Skyscraper); the explanation then uses it. Rating stays SE's.
   */
  pattern?: string;
  /**
   * Sudoku Explainer's "Direct" hints (and singles) show only the placement they cause;
   * their eliminations are applied but are not the point of the step.
   */
  direct?: boolean;
}

/** Applies a step to a candidate grid: removes its eliminations (unless `direct`), then places its placements. */
export function applyStep(grid: Candidates, step: Step): void {
  checkCandidates('applyStep', 'grid', grid);
  checkStep('applyStep', 'step', step);
  if (!step.direct) for (const e of step.eliminations) grid.eliminate(e.cell, e.digit);
  for (const p of step.placements) grid.place(p.cell, p.digit);
}

/** Sorts cell-digit pairs by digit, then by cell, in place; returns the same array. */
export function sortEliminations(list: CellDigit[]): CellDigit[] {
  checkCellDigitList('sortEliminations', 'list', list);
  return list.sort((a, b) => a.digit - b.digit || a.cell - b.cell);
}

/**
 * The effect in the notation of se_paths.txt: `r4c2=7`, `r1c3<>5,r2c3<>5`, or both joined
 * by ` ; `. Direct steps show only their placement, as Sudoku Explainer prints them.
 */
export function formatEffect(step: Step): string {
  checkStep('formatEffect', 'step', step);
  const place = step.placements.map((p) => `${cellName(p.cell)}=${p.digit}`).join(',');
  if (step.direct) return place;
  const elim = sortEliminations(step.eliminations.slice())
    .map((e) => `${cellName(e.cell)}<>${e.digit}`)
    .join(',');
  return place && elim ? `${place} ; ${elim}` : place || elim;
}
