/**
 * The output contract: a closed pipe (`sudokit ... | head`) ends the command quietly with exit 0
 * after what was written; any other write error on stdout (a full disk, /dev/full) prints one
 * line `sudokit: cannot write output: <reason>` and exits 2. Never a stack trace.
 */
import { writeSync } from 'node:fs';
import { describeSystemError, printError } from './messages.js';

/** Things to do before exiting on a write error (e.g. hand back puzzles that were not delivered). */
const beforeExit: (() => void)[] = [];

export function onOutputFailure(cleanup: () => void): () => void {
  beforeExit.push(cleanup);
  return () => {
    const i = beforeExit.indexOf(cleanup);
    if (i >= 0) beforeExit.splice(i, 1);
  };
}

export function isClosedPipe(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED';
}

/** End the process as the contract says; never returns. */
export function exitOnOutputError(e: unknown): never {
  for (const cleanup of beforeExit.splice(0)) {
    try {
      cleanup();
    } catch {
      // the exit below matters more
    }
  }
  if (isClosedPipe(e)) process.exit(0);
  printError(`cannot write output: ${describeSystemError(e)}`);
  process.exit(2);
}

/** Install once, at start-up: stdout errors follow the contract; a failing stderr is ignored. */
export function installOutputContract(): void {
  process.stdout.on('error', exitOnOutputError);
  process.stderr.on('error', () => {});
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * Write all of `text` to a file descriptor now. A pipe Node has made non-blocking answers EAGAIN
 * when full: wait a moment and go on, as a blocking write would. Errors are thrown.
 */
export function writeAllSync(fd: number, text: string | Buffer): void {
  const buffer = typeof text === 'string' ? Buffer.from(text) : text;
  let offset = 0;
  while (offset < buffer.length) {
    try {
      offset += writeSync(fd, buffer, offset, buffer.length - offset);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(PAUSE, 0, 0, 5);
    }
  }
}

/** writeAllSync to stdout, with the output contract on failure. */
export function writeStdoutSync(text: string): void {
  try {
    writeAllSync(1, text);
  } catch (e) {
    exitOnOutputError(e);
  }
}
