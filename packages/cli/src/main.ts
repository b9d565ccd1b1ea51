#!/usr/bin/env node
/** The `sudokit` command line: one subcommand per module in ./commands. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Command as Program } from 'commander';

/**
 * A failure before the output contract is in place (cli-contract.ts, output-errors.ts): one
 * `sudokit:` line and exit 2, never a stack trace. Under a low open-files limit Node's module
 * loader, which opens the modules of a command in parallel, fails with EMFILE, or says a package
 * it could not open cannot be found. This module statically imports only Node's own modules
 * (which open no file), so this handler is in place before any of ours loads.
 */
function startupFailure(e: unknown): never {
  const err = e as NodeJS.ErrnoException | undefined;
  let what = err instanceof Error ? err.message.split('\n')[0] : String(e);
  const limit = lowOpenFilesLimit;
  if (err?.code === 'EMFILE' || err?.code === 'ENFILE') what = `cannot load its modules: too many open files (${err.code})`;
  if (limit !== undefined && (err?.code === 'EMFILE' || err?.code === 'ENFILE' || err?.code === 'ERR_MODULE_NOT_FOUND')) {
    what += `; the open-files limit is ${limit}: raise it (e.g. ulimit -n 1024)`;
  }
  process.stderr.write(`sudokit: ${what.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')}\n`);
  process.exit(2);
}

/**
 * The soft open-files limit when it is low enough to explain a failed module load (Linux), read
 * before any module loads: once the loader has failed, its other opens may still hold every
 * descriptor.
 */
const lowOpenFilesLimit = ((): number | undefined => {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return m && Number(m[1]) <= 256 ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
})();

process.on('uncaughtException', startupFailure);
process.on('unhandledRejection', startupFailure);

// The default worker count (pool.ts): a value that is not a positive integer is refused, not ignored.
const workersEnv = process.env.SUDOKIT_WORKERS;
if (workersEnv !== undefined && workersEnv !== '' && !/^[1-9][0-9]{0,5}$/.test(workersEnv)) {
  startupFailure(new Error(`SUDOKIT_WORKERS must be a positive integer (the default for --workers), got '${workersEnv}'`));
}
const started = () => {
  process.removeListener('uncaughtException', startupFailure);
  process.removeListener('unhandledRejection', startupFailure);
};

// Each command's module is loaded only when it runs (or for the help listing), so a one-line
// `solve` never loads SQLite, the PDF writer or the technique solver.
type CommandModule = { register: (program: Program) => void };
const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  solve: () => fromBundle('commands/solve', () => import('./commands/solve.js')),
  count: () => fromBundle('commands/count', () => import('./commands/count.js')),
  generate: () => fromBundle('commands/generate', () => import('./commands/generate.js')),
  canon: () => fromBundle('commands/canon', () => import('./commands/canon.js')),
  transform: () => fromBundle('commands/transform', () => import('./commands/transform.js')),
  convert: () => fromBundle('commands/convert', () => import('./commands/convert.js')),
  rate: () => fromBundle('commands/rate', () => import('./commands/rate.js')),
  explain: () => fromBundle('commands/explain', () => import('./commands/explain.js')),
  hint: () => fromBundle('commands/hint', () => import('./commands/hint.js')),
  bank: () => fromBundle('commands/bank', () => import('./commands/bank.js')),
  print: () => fromBundle('commands/print', () => import('./commands/print.js')),
};

/**
 * A module from the bundle the build makes (scripts/bundle-quick.mjs: a few files to load
 * instead of some twenty to a hundred modules), or the unbundled module when there is no
 * bundle (a build by tsc alone) or it is stale. All of a run's modules come from one side:
 * the commands and cli-contract share state, and two copies of a module would not.
 */
async function fromBundle<T>(name: string, unbundled: () => Promise<T>): Promise<T> {
  const bundled = new URL(`./quick/${name}.js`, import.meta.url); // (not a literal: tsc does not look for the build's output)
  if (useBundle && !existsSync(bundled)) useBundle = false; // no bundle, or one without this module
  return useBundle ? ((await import(bundled.href)) as T) : unbundled();
}

/**
 * In a source checkout, a `tsc -b` after the last `npm run build` (the CLI's or the engine's)
 * leaves the bundle behind the modules: use the modules then, never yesterday's code. (A
 * published package has no build info, and its bundle is made with it.)
 */
let useBundle = !bundleIsStale('./quick/run-lines.js');
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
let loaded;
try {
  loaded = await Promise.all([import('./quick-line.js'), import('./output-errors.js'), import('./messages.js')]);
} catch (e) {
  startupFailure(e);
}
const [{ parseQuickLine }, { exitOnOutputError, installOutputContract, isClosedPipe }, { printError, tooManyOpenFiles }] = loaded;
const quick = parseQuickLine(process.argv.slice(2));
if (quick) {
  installOutputContract();
  started();
  const fail = (e: unknown): never => {
    if ((e as NodeJS.ErrnoException)?.syscall === 'write' || isClosedPipe(e)) exitOnOutputError(e);
    printError(tooManyOpenFiles(e) ?? (e instanceof Error ? e.message : String(e))); // escaped: one line whatever it holds
    process.exit(2);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  let runLines;
  try {
    runLines = await fromBundle('run-lines', () => import('./run-lines.js'));
  } catch (e) {
    startupFailure(e);
  }
  try {
    process.exitCode = await runLines.runLineCommand(quick);
  } catch (e) {
    fail(e);
  }
  process.exit();
}

let program: Program;
let contract: typeof import('./cli-contract.js');
try {
  const { Command } = await import('commander');
  contract = await fromBundle('cli-contract', () => import('./cli-contract.js'));
  program = new Command();
  const named = process.argv[2] ?? '';
  for (const name of Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS)) (await COMMANDS[name]()).register(program);
} catch (e) {
  startupFailure(e);
}
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

program
  .name('sudokit')
  .description('Fast Sudoku tools: solve, count, generate, rate, hint, canonicalise, print.')
  .version(version, '-V, --version');

contract.applyUsageContract(program);
started();
if (process.argv[2] === 'help') contract.showHelp(program, process.argv.slice(3));
else await contract.runProgram(program, process.argv);
