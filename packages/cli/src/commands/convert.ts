import type { Command } from 'commander';
import { Option } from 'commander';
import { runLineCommand } from '../run-lines.js';
import { workersOption } from '../cli-options.js';

export const CONVERT_FORMATS = ['json', 'compact', 'line', 'fpuzzles', 'sudokupad', 'ipuz'] as const;

export function register(program: Command): void {
  program
    .command('convert')
    .description('write puzzles of any form in another: JSON description, compact line, plain line, f-puzzles or SudokuPad link, ipuz')
    .argument('[files...]', 'input files (default: stdin)')
    .addOption(new Option('--to <format>', 'the form to write').choices(CONVERT_FORMATS).makeOptionMandatory())
    .option(...workersOption)
    .action(async (files: string[], opts: { to: string; workers?: number }) => {
      process.exitCode = await runLineCommand({ task: 'convert', files, workers: opts.workers, options: { to: opts.to }, label: 'convert' });
    });
}
