/** Shared test puzzles for the game-state tests. */

/** The example puzzle of Wikipedia's "Sudoku" article, with its published solution. */
export const WIKIPEDIA = {
  puzzle: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  solution: '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
};

/** Cell index from 1-based row and column, as the tests read more naturally. */
export const rc = (row: number, col: number) => (row - 1) * 9 + (col - 1);
