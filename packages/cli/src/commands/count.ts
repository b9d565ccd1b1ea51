import type { Command } from 'commander';
import { MAX_SOLVE_LIMIT } from 'sudokit';
import { runLineCommand } from '../run-lines.js';
import { LINE_COMMANDS } from '../quick-line.js';
import { positiveInt, workersOption } from '../cli-options.js';

export function register(program: Command): void {
  program
    .command('count')
    .description('count solutions of puzzles, one per line, capped at --limit')
    .argument('[files...]', 'input files (default: stdin)')
    .option('--limit <n>', `stop counting at this many solutions (1 to ${MAX_SOLVE_LIMIT})`, positiveInt('--limit', MAX_SOLVE_LIMIT), 2)
    .option(...workersOption)
    .action(async (files: string[], opts: { limit: number; workers?: number }) => {
      process.exitCode = await runLineCommand(LINE_COMMANDS.count.build(files, opts));
    });
}
