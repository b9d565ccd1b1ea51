/**
 * What the board highlights, from the game and the settings: selection, the selected cell's row,
 * column and box, the selected digit, mistakes (per the setting) and the current hint. Conflicts
 * come from the engine; "wrong" means "differs from the solution".
 */
import { UNITS, boxOf, colOf, rowOf } from 'sudokit';
import { type Board as BoardState, currentGrid } from '../game/board.js';
import { conflictCells } from '../game/engine.js';
import type { Settings } from '../game/settings.js';
import type { Hint } from '../game/hints.js';
import type { BoardMarks } from './Board.js';

export interface MarksInput {
  board: BoardState | null;
  /** Null in the puzzle editor (no solution yet). */
  solution: string | null;
  selected: number;
  extra: number[];
  settings: Pick<Settings, 'mistakes' | 'highlightPeers' | 'highlightSameDigit'>;
  hint: { hint: Hint; rung: number } | null;
  /** The puzzle editor's repeated digits. */
  editorConflicts: Set<number> | null;
}

export function boardMarks({ board, solution, selected, extra, settings, hint, editorConflicts }: MarksInput): BoardMarks {
  const marks: BoardMarks = {
    selected, selection: new Set([selected, ...extra]), peers: new Set(), sameDigit: new Set(), errors: new Set(),
    hintFocus: new Set(), hintPattern: new Set(), hintEliminations: new Map(), hintPlacements: new Map(), focusDigit: 0,
  };
  if (!board) return marks;
  if (settings.highlightPeers) {
    for (let c = 0; c < 81; c++) if (rowOf[c] === rowOf[selected] || colOf[c] === colOf[selected] || boxOf[c] === boxOf[selected]) marks.peers.add(c);
  }
  if (editorConflicts) {
    for (const c of editorConflicts) marks.errors.add(c);
    return marks;
  }
  const grid = currentGrid(board);
  const digit = grid[selected];
  if (settings.highlightSameDigit && digit) {
    marks.focusDigit = digit;
    for (let c = 0; c < 81; c++) if (grid[c] === digit) marks.sameDigit.add(c);
  }
  // The player's digits are marked, never the givens (they are right by definition).
  if (settings.mistakes !== 'off') for (const c of conflictCells(grid)) if (!board.givens[c]) marks.errors.add(c);
  if (settings.mistakes === 'solution' && solution) {
    for (let c = 0; c < 81; c++) if (board.digits[c] && board.digits[c] !== Number(solution[c])) marks.errors.add(c);
  }
  if (hint) hintMarks(hint, marks);
  return marks;
}

function hintMarks({ hint, rung }: { hint: Hint; rung: number }, marks: BoardMarks) {
  if (hint.kind === 'mistakes') {
    for (const c of hint.wrongDigits) marks.hintFocus.add(c);
    for (const n of hint.wrongNotes) marks.hintFocus.add(n.cell);
    return;
  }
  if (hint.kind !== 'step') return;
  const step = hint.step;
  if (rung < 3) {
    // Where to look (and which technique): the unit, or the cells when there is no single unit.
    for (const c of step.units.length ? UNITS[step.units[0]] : step.cells) marks.hintFocus.add(c);
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
