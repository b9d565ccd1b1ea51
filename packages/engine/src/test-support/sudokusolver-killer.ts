/**
 * SudokuSolver's killer cage code ("3x3::k:" then one field per cell, sum * 256 + cage id, 0 for
 * a cell in no cage, or an id with sum 0), as the SudokuSolver and SudoCue forums post their Assassins: the rules.
 */
import type { Cage, Rules } from '../rules/rules.js';

export function parseSudokuSolverKiller(code: string): Rules {
  const parts = code.replace(/^3x3::k:/, '').split(':').filter(Boolean).map(Number);
  const byId = new Map<number, Cage & { cells: number[] }>();
  parts.forEach((v, cell) => {
    const id = v % 256;
    const sum = Math.floor(v / 256);
    if (sum === 0) return; // in no cage (a "zero killer" posts ids without sums for those)
    const cage = byId.get(id) ?? byId.set(id, { sum, cells: [] }).get(id)!;
    cage.cells.push(cell);
  });
  return { size: 9, cages: [...byId.values()] };
}
