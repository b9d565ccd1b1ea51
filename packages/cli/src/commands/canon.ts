import type { Command } from 'commander';
import { runLineCommand } from '../run-lines.js';
import { workersOption } from '../cli-options.js';

export function register(program: Command): void {
  program
    .command('canon')
    .description('canonical (minlex) form of puzzles, one per line: equal lines mean equivalent puzzles')
    .argument('[files...]', 'input files (default: stdin)')
    .option(...workersOption)
    .action(async (files: string[], opts: { workers?: number }) => {
      process.exitCode = await runLineCommand({ task: 'canon', files, workers: opts.workers, label: 'canon', quick: true });
    });
}
