import type { Command } from 'commander';
import { runLineCommand } from '../run-lines.js';
import { LINE_COMMANDS } from '../quick-line.js';
import { workersOption } from '../cli-options.js';

export function register(program: Command): void {
  program
    .command('rate')
    .description(
      'rate puzzles, one per line: puzzle, ER, EP, ED (Sudoku Explainer\'s scale), tier, hardest technique, ' +
        'expected minutes for a typical player (tab-separated; "20.0+" = no technique of the ladder finishes it), ' +
        'or `unsolvable` / `multiple`; a rating stopped at the effort budget is a lower bound, noted on stderr. ' +
        'Variant puzzles (any form solve reads: killer, jigsaw, X, windoku, other sizes) print puzzle, level (easy, medium, hard, expert, extreme), ' +
        'hardest technique, step count: no ER and no minutes, since Sudoku Explainer\'s scale and the minutes model (fitted on classic 9x9 solving times; no human times exist for variants) are classic 9x9 only',
    )
    .argument('[files...]', 'input files (default: stdin)')
    .option('--json', 'one JSON object per line, with the step count per technique and "minutes"')
    .option('--exact', 'search as long as Sudoku Explainer would (seconds per puzzle on the hardest ones) instead of stopping at the effort budget; classic 9x9 only (a variant line under it is refused)')
    .option(...workersOption)
    .action(async (files: string[], opts: { json?: boolean; exact?: boolean; workers?: number }) => {
      process.exitCode = await runLineCommand(LINE_COMMANDS.rate.build(files, opts));
    });
}
