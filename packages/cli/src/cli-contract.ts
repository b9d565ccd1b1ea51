/**
 * The command line's error contract, applied once in main: usage errors (unknown command or
 * option, bad value, missing argument) print one line `sudokit: <what> (see 'sudokit CMD --help')`
 * and exit 2; exit 1 stays "some input line was invalid"; anything else that escapes a command
 * is one `sudokit:` line and exit 2, never a stack trace.
 */
import { CommanderError, type Command } from 'commander';
import { CliError, escapeControls, printError, tooManyOpenFiles, UsageError } from './messages.js';
import { exitOnOutputError, installOutputContract, isClosedPipe } from './output-errors.js';

function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

export function helpPointer(cmd: Command): string {
  return `(see '${commandPath(cmd)} --help')`;
}

/** Commander's message ("error: option '--limit <n>' argument 'x' is invalid. --limit must ...") as one short line. */
function usageLine(text: string): string {
  let line = text.replace(/^error: /, '').trim().replace(/\s*\n\s*/g, ' ');
  const invalid = /^option '.*?' argument '.*' is invalid\. (.+)$/s.exec(line);
  if (invalid) line = invalid[1];
  return line.replace(/\.$/, '');
}

let lastCommand: Command | undefined;

function forEachCommand(cmd: Command, f: (c: Command) => void): void {
  f(cmd);
  for (const sub of cmd.commands) forEachCommand(sub, f);
}

/** Call after every command is registered. */
export function applyUsageContract(program: Command): void {
  installOutputContract();
  process.on('uncaughtException', (e) => failUnexpected(e));
  process.on('unhandledRejection', (e) => failUnexpected(e));
  lastCommand = program;
  forEachCommand(program, (cmd) => {
    cmd.exitOverride();
    cmd.configureOutput({
      // Commander's own help on a missing command goes to stderr: we say it in one line instead.
      writeErr: () => {},
      outputError: (text) => process.stderr.write(`sudokit: ${escapeControls(usageLine(text))} ${helpPointer(cmd)}\n`),
    });
  });
  program.hook('preAction', (_self, action) => {
    lastCommand = action;
  });
}

function failUnexpected(e: unknown): never {
  if ((e as NodeJS.ErrnoException)?.syscall === 'write' || isClosedPipe(e)) exitOnOutputError(e);
  // Our own errors are one line once escaped; anything else shows its first line only.
  const limit = tooManyOpenFiles(e);
  if (limit) printError(limit);
  else printError(e instanceof CliError ? e.message : e instanceof Error ? e.message.split('\n')[0] : String(e));
  process.exit(2);
}

/** Run the program with the contract: returns only when the command has finished normally. */
export async function runProgram(program: Command, argv: string[]): Promise<void> {
  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.help' || e.code === 'commander.executeSubCommandAsync') {
        const at = findCommand(program, argv.slice(2));
        printError(`missing command ${helpPointer(at)}`);
        process.exit(2);
      }
      if (e.exitCode === 0) await new Promise((resolve) => setImmediate(resolve)); // a failed --help write reports first
      process.exit(e.exitCode === 0 ? 0 : 2);
    }
    if (e instanceof UsageError) {
      printError(`${e.message} ${helpPointer(lastCommand ?? program)}`);
      process.exit(2);
    }
    failUnexpected(e);
  }
}

/**
 * `sudokit help [CMD [SUBCMD]]`: that command's help on stdout, exit 0 (commander's own help
 * command knows one level and ends in its "missing command" error); an unknown name is a usage
 * error naming it.
 */
export function showHelp(program: Command, names: string[]): void {
  let cmd = program;
  for (const name of names) {
    const sub = cmd.commands.find((c) => c.name() === name || c.aliases().includes(name));
    if (!sub) {
      printError(`unknown command '${name}' ${helpPointer(cmd)}`);
      process.exitCode = 2;
      return;
    }
    cmd = sub;
  }
  cmd.outputHelp(); // a failed write is reported by the output contract
  process.exitCode = 0;
}

/** The deepest command named in argv (for the pointer when a subcommand is missing). */
function findCommand(program: Command, args: string[]): Command {
  let cmd = program;
  for (const a of args) {
    const sub = cmd.commands.find((c) => c.name() === a || c.aliases().includes(a));
    if (!sub) continue;
    cmd = sub;
  }
  return cmd;
}
