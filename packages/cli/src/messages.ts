/**
 * Text that goes into a one-line message: control characters (a CR, an ESC sequence, a NUL read
 * from a user's file or argument) are shown escaped, so a message is always one clean line.
 */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === '\t') return '\\t';
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** `sudokit: <message>` and a newline, one line whatever the message holds. */
export function errorLine(message: string): string {
  return `sudokit: ${escapeControls(message)}\n`;
}

/** Print `sudokit: <message>` on stderr, one line whatever the message holds. */
export function printError(message: string): void {
  process.stderr.write(errorLine(message));
}

/** The reason of a failed system call without Node's prefix ("ENOSPC: no space left on device, write"). */
export function describeSystemError(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const code = (e as NodeJS.ErrnoException).code;
  const m = /^[A-Z]+: (.*?)(?:, \w+(?: '.*')?)?$/.exec(e.message);
  const reason = m ? m[1] : e.message.split('\n')[0];
  return code && /^E[A-Z]+$/.test(code) ? `${reason} (${code})` : reason;
}

/**
 * The open-files limit reached while a command loads its modules on demand (Node's loader opens
 * them in parallel): the advice, instead of the name of whichever module came last.
 */
export function tooManyOpenFiles(e: unknown): string | undefined {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code !== 'EMFILE' && code !== 'ENFILE') return undefined;
  return `too many open files (${code}): raise the open-files limit (e.g. ulimit -n 1024)`;
}

/** A usage problem (bad option value, options that do not go together): exit 2 and a pointer to --help. */
export class UsageError extends Error {}

/** A problem with a file or the bank the user named: one line, exit 2. */
export class CliError extends Error {}
