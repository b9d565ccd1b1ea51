#!/usr/bin/env node
/** The `sudokit` command line: one subcommand per module in ./commands. */
import { readFileSync } from 'node:fs';
import type { Command as Program } from 'commander';
import { parseQuickLine } from './quick-line.js';

// Each command's module is loaded only when it runs (or for the help listing), so a one-line
// `solve` never loads SQLite or the technique solver.
const COMMANDS: Record<string, () => Promise<{ register: (program: Program) => void }>> = {
  solve: () => import('./commands/solve.js'),
  count: () => import('./commands/count.js'),
  generate: () => import('./commands/generate.js'),
  canon: () => import('./commands/canon.js'),
  transform: () => import('./commands/transform.js'),
  rate: () => import('./commands/rate.js'),
  explain: () => import('./commands/explain.js'),
  hint: () => import('./commands/hint.js'),
  bank: () => import('./commands/bank.js'),
};

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

// `sudokit solve file | head` must end quietly, not with an EPIPE stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

// The plain forms of solve, count and rate start without commander (see quick-line.ts).
const quick = parseQuickLine(process.argv.slice(2));
if (quick) {
  try {
    process.exitCode = await (await import('./run-lines.js')).runLineCommand(quick);
  } catch (e) {
    process.stderr.write(`sudokit: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}\n`);
    process.exitCode = 2;
  }
  process.exit();
}

const { Command, CommanderError } = await import('commander');
const program = new Command();
program
  .name('sudokit')
  .description('Fast Sudoku tools: solve, count, generate, rate, hint, canonicalise.')
  .version(version, '-V, --version')
  .configureOutput({ outputError: (str, write) => write(str) })
  .exitOverride();

const named = process.argv[2] ?? '';
for (const name of Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS)) (await COMMANDS[name]()).register(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    process.exit(e.exitCode);
  }
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`sudokit: ${message.split('\n')[0]}\n`);
  process.exit(2);
}
