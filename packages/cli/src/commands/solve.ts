import type { Command } from 'commander';
import { runLineCommand } from '../run-lines.js';
import { LINE_COMMANDS } from '../quick-line.js';
import { workersOption } from '../cli-options.js';

export function register(program: Command): void {
  program
    .command('solve')
    .description('solve puzzles, one per line: prints the solution, `unsolvable` or `multiple`')
    .argument('[files...]', 'input files (default: stdin)')
    .option('--any', 'print a first solution even when there are several')
    .option(...workersOption)
    .action(async (files: string[], opts: { any?: boolean; workers?: number }) => {
      process.exitCode = await runLineCommand(LINE_COMMANDS.solve.build(files, opts));
    });
}
