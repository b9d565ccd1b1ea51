#!/usr/bin/env node
/** The `sudokit` command line: one subcommand per module in ./commands. */
import { readFileSync, statSync } from 'node:fs';
import type { Command as Program } from 'commander';
import { parseQuickLine } from './quick-line.js';
import { exitOnOutputError, installOutputContract, isClosedPipe } from './output-errors.js';
import { printError } from './messages.js';

// Each command's module is loaded only when it runs (or for the help listing), so a one-line
// `solve` never loads SQLite, the PDF writer or the technique solver.
const COMMANDS: Record<string, () => Promise<{ register: (program: Program) => void }>> = {
  solve: () => import('./commands/solve.js'),
  count: () => import('./commands/count.js'),
  generate: () => import('./commands/generate.js'),
  canon: () => import('./commands/canon.js'),
  transform: () => import('./commands/transform.js'),
  convert: () => import('./commands/convert.js'),
  rate: () => import('./commands/rate.js'),
  explain: () => import('./commands/explain.js'),
  hint: () => import('./commands/hint.js'),
  bank: () => import('./commands/bank.js'),
  print: () => import('./commands/print.js'),
};

/**
 * run-lines from the quick-path bundle the build makes (scripts/bundle-quick.mjs: a few files to
 * load instead of some twenty modules), or the unbundled module when there is no bundle (a
 * build by tsc alone).
 */
async function loadRunLines(): Promise<typeof import('./run-lines.js')> {
  const bundled = './quick/run-lines.js'; // (a variable: tsc does not look for the build's output)
  if (bundleIsStale(bundled)) return import('./run-lines.js');
  try {
    return (await import(bundled)) as typeof import('./run-lines.js');
  } catch (e) {
    if ((e as NodeJS.ErrnoException)?.code !== 'ERR_MODULE_NOT_FOUND') throw e;
    return import('./run-lines.js');
  }
}

/**
 * In a source checkout, a `tsc -b` after the last `npm run build` (the CLI's or the engine's)
 * leaves the bundle behind the modules: use the modules then, never yesterday's code. (A
 * published package has no build info, and its bundle is made with it.)
 */
function bundleIsStale(bundled: string): boolean {
  try {
    const made = statSync(new URL(bundled, import.meta.url)).mtimeMs;
    return ['../tsconfig.tsbuildinfo', '../../engine/tsconfig.tsbuildinfo'].some((info) => {
      try {
        return statSync(new URL(info, import.meta.url)).mtimeMs > made;
      } catch {
        return false;
      }
    });
  } catch {
    return false; // no bundle: the import below falls back
  }
}

// The plain forms of solve, count and rate start without commander (see quick-line.ts), under
// the same output contract as every command (cli-contract.ts): one `sudokit:` line, exit 2.
const quick = parseQuickLine(process.argv.slice(2));
if (quick) {
  installOutputContract();
  const fail = (e: unknown): never => {
    if ((e as NodeJS.ErrnoException)?.syscall === 'write' || isClosedPipe(e)) exitOnOutputError(e);
    printError(e instanceof Error ? e.message : String(e)); // escaped: one line whatever it holds
    process.exit(2);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  try {
    process.exitCode = await (await loadRunLines()).runLineCommand(quick);
  } catch (e) {
    fail(e);
  }
  process.exit();
}

const { Command } = await import('commander');
const { applyUsageContract, runProgram } = await import('./cli-contract.js');
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const program = new Command();
program
  .name('sudokit')
  .description('Fast Sudoku tools: solve, count, generate, rate, hint, canonicalise, print.')
  .version(version, '-V, --version');

const named = process.argv[2] ?? '';
for (const name of Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS)) (await COMMANDS[name]()).register(program);

applyUsageContract(program);
await runProgram(program, process.argv);
