#!/usr/bin/env node
/** The `sudokit` command line: one subcommand per module in ./commands. */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { applyUsageContract, runProgram } from './cli-contract.js';
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

const program = new Command();
program
  .name('sudokit')
  .description('Fast Sudoku tools: solve, count, generate, rate, hint, canonicalise.')
  .version(version, '-V, --version');

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

applyUsageContract(program);
await runProgram(program, process.argv);
