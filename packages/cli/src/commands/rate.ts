import type { Command } from 'commander';
import { runLineCommand } from '../run-lines.js';
import { LINE_COMMANDS } from '../quick-line.js';
import { workersOption } from '../cli-options.js';

export function register(program: Command): void {
  program
    .command('rate')
    .description(
      'rate puzzles on Sudoku Explainer\'s scale, one per line: puzzle, ER, EP, ED, tier, hardest technique ' +
        '(tab-separated; "6.2+" = needs more than the techniques up to 6.2), or `unsolvable` / `multiple`',
    )
    .argument('[files...]', 'input files (default: stdin)')
    .option('--json', 'one JSON object per line, with the step count per technique')
    .option('--exact', 'search as long as Sudoku Explainer would (seconds per puzzle on the hardest ones) instead of stopping at the effort budget')
    .option(...workersOption)
    .action(async (files: string[], opts: { json?: boolean; exact?: boolean; workers?: number }) => {
      process.exitCode = await runLineCommand(LINE_COMMANDS.rate.build(files, opts));
    });
}
