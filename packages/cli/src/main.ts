#!/usr/bin/env node
/** The `sudokit` command line: one subcommand per module in ./commands. */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { register as registerSolve } from './commands/solve.js';
import { register as registerCount } from './commands/count.js';
import { register as registerGenerate } from './commands/generate.js';
import { register as registerCanon } from './commands/canon.js';
import { register as registerTransform } from './commands/transform.js';
import { register as registerRate } from './commands/rate.js';
import { register as registerExplain } from './commands/explain.js';
import { register as registerHint } from './commands/hint.js';
import { register as registerBank } from './commands/bank.js';
import { register as registerPrint } from './commands/print.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

// `sudokit solve file | head` must end quietly, not with an EPIPE stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const program = new Command();
program
  .name('sudokit')
  .description('Fast Sudoku tools: solve, count, generate, rate, hint, canonicalise.')
  .version(version, '-V, --version')
  .configureOutput({ outputError: (str, write) => write(str) })
  .exitOverride();

registerSolve(program);
registerCount(program);
registerGenerate(program);
registerCanon(program);
registerTransform(program);
registerRate(program);
registerExplain(program);
registerHint(program);
registerBank(program);
registerPrint(program);

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
