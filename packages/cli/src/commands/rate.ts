import type { Command } from 'commander';
import { runLineCommand } from '../run-lines.js';
import { workersOption } from '../cli-options.js';

export function register(program: Command): void {
  program
    .command('rate')
    .description(
      'rate puzzles, one per line: puzzle, ER, EP, ED (Sudoku Explainer\'s scale), tier, hardest technique, ' +
        'expected minutes for a typical player (tab-separated), or `unsolvable` / `multiple`',
    )
    .argument('[files...]', 'input files (default: stdin)')
    .option('--json', 'one JSON object per line, with the step count per technique and "minutes"')
    .option('--exact', 'search as long as Sudoku Explainer would (seconds per puzzle on the hardest ones) instead of stopping at the effort budget')
    .option(...workersOption)
    .action(async (files: string[], opts: { json?: boolean; exact?: boolean; workers?: number }) => {
      process.exitCode = await runLineCommand({ task: 'rate', files, workers: opts.workers, options: { json: !!opts.json, exact: !!opts.exact }, label: 'rate' });
    });
}
