/**
 * What the board highlights, from the game and the settings: selection, the selected cell's row,
 * column and box, the selected digit, mistakes (per the setting) and the current hint. Conflicts
 * come from the engine; "wrong" means "differs from the solution".
 */
import { UNITS } from 'sudokit';
import { type Board as BoardState, currentGrid } from '../game/board.js';
import { conflictCells } from '../game/engine.js';
import { gridOf } from '../game/geometry.js';
import type { Settings } from '../game/settings.js';
import type { HintState } from '../game/hints.js';
import type { BoardMarks } from './Board.js';

export interface MarksInput {
  board: BoardState | null;
  /** Null in the puzzle editor (no solution yet). */
  solution: string | null;
  selected: number;
  extra: number[];
  settings: Pick<Settings, 'mistakes' | 'highlightPeers' | 'highlightSameDigit'>;
  hint: HintState | null;
  /** The puzzle editor's repeated digits. */
  editorConflicts: Set<number> | null;
  /** A digit picked on the pad (digit-first input, or the last one tapped): highlighted everywhere. */
  padDigit?: number;
}

export function boardMarks({ board, solution, selected, extra, settings, hint, editorConflicts, padDigit = 0 }: MarksInput): BoardMarks {
  const marks: BoardMarks = {
    selected, selection: new Set([selected, ...extra]), peers: new Set(), sameDigit: new Set(), errors: new Set(),
    hintFocus: new Set(), hintPattern: new Set(), hintEliminations: new Map(), hintPlacements: new Map(), focusDigit: 0, clashes: new Set(),
  };
  if (!board) return marks;
  const geo = board.geo;
  const cells = geo.cells;
  if (settings.highlightPeers && selected < cells) {
    // The selected cell's units (row, column, box or region, and a diagonal or window it is on); not its cage: the outline shows that.
    for (const u of geo.compiled.unitsOf[selected]) for (const c of geo.compiled.units[u].cells) marks.peers.add(c);
  }
  if (editorConflicts) {
    for (const c of editorConflicts) marks.errors.add(c);
    return marks;
  }
  const grid = currentGrid(board);
  const digit = padDigit || grid[selected];
  if (settings.highlightSameDigit && digit) {
    marks.focusDigit = digit;
    for (let c = 0; c < cells; c++) if (grid[c] === digit) marks.sameDigit.add(c);
  }
  // The player's digits are the errors, never the givens (right by definition); a given that a
  // wrong digit clashes with is marked too, so the player sees what the digit clashes with.
  if (settings.mistakes !== 'off') for (const c of conflictCells(grid, geo)) (board.givens[c] ? marks.clashes : marks.errors).add(c);
  if (settings.mistakes === 'solution' && solution) {
    const truth = gridOf(solution);
    for (let c = 0; c < cells; c++) if (board.digits[c] && board.digits[c] !== truth[c]) marks.errors.add(c);
  }
  if (hint) hintMarks(hint, marks, grid);
  return marks;
}

function hintMarks({ hint, rung }: HintState, marks: BoardMarks, grid: Uint8Array) {
  if (hint.kind === 'mistakes') {
    for (const c of hint.wrongDigits) marks.hintFocus.add(c);
    for (const n of hint.wrongNotes) marks.hintFocus.add(n.cell);
    return;
  }
  if (hint.kind !== 'step') return;
  const step = hint.step;
  if (step.areas) {
    // A variant's step: its units and cages come as cells.
    if (rung < 3) { for (const c of step.areas.look) marks.hintFocus.add(c); return; }
    for (const c of step.areas.pattern) marks.hintPattern.add(c);
  }
  if (rung < 3) {
    // Where to look (and which technique): the unit, or every cell holding the digit; never
    // the pattern's cells, which would give the step away.
    if (step.look.units?.length) for (const u of step.look.units) for (const c of UNITS[u]) marks.hintFocus.add(c);
    else if (step.look.digit) for (let c = 0; c < grid.length; c++) if (grid[c] === step.look.digit) marks.hintFocus.add(c);
    return;
  }
  for (const u of step.units) for (const c of UNITS[u]) marks.hintPattern.add(c);
  for (const c of step.cells) marks.hintPattern.add(c);
  for (const p of step.placements) { marks.hintFocus.add(p.cell); marks.hintPlacements.set(p.cell, p.digit); }
  for (const e of step.eliminations) {
    marks.hintFocus.add(e.cell);
    marks.hintEliminations.set(e.cell, [...(marks.hintEliminations.get(e.cell) ?? []), e.digit]);
  }
}
