import type { Command } from 'commander';
import { randomSeed } from 'sudokit';
import { runLineCommand } from '../run-lines.js';
import { workersOption } from '../cli-options.js';
import { parseSeed } from './generate.js';

export function register(program: Command): void {
  program
    .command('transform')
    .description('a random equivalent of each puzzle (rows, columns, bands, stacks, transpose, digits)')
    .argument('[files...]', 'input files (default: stdin)')
    .option('--seed <s>', 'seed: same seed, same output (default: random)')
    .option(...workersOption)
    .action(async (files: string[], opts: { seed?: string; workers?: number }) => {
      const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomSeed();
      process.exitCode = await runLineCommand({ task: 'transform', files, workers: opts.workers, options: { seed }, label: 'transform', quick: true });
    });
}
