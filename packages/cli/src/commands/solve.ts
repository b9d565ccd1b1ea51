import type { Command } from 'commander';
import { runLineCommand } from '../run-lines.js';
import { LINE_COMMANDS } from '../quick-line.js';
import { workersOption } from '../cli-options.js';

export function register(program: Command): void {
  program
    .command('solve')
    .description('solve puzzles, one per line, of any form (classic line, JSON description, compact line, f-puzzles or SudokuPad link): prints the solution, `unsolvable` or `multiple`')
    .argument('[files...]', 'input files (default: stdin)')
    .option('--any', 'print a first solution even when there are several')
    .option('--json', 'print each puzzle\'s JSON description with its "solution" (or a "status": unsolvable, multiple)')
    .option(...workersOption)
    .action(async (files: string[], opts: { any?: boolean; json?: boolean; workers?: number }) => {
      process.exitCode = await runLineCommand(LINE_COMMANDS.solve.build(files, opts));
    });
}
