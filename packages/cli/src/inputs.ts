/**
 * Input files are checked before any work starts: each must open for reading and be a file (or
 * a pipe), so a bad path late in the list cannot end a run after only part of the answers.
 *
 * Every input is opened without blocking (O_NONBLOCK): a named pipe with no writer yet would
 * block open() in a thread Node cannot stop, so Ctrl-C could not end the process. A pipe, socket
 * or terminal opened by the check is kept open and read later through that same descriptor:
 * closing it would end the writer with SIGPIPE or throw away what it had written. Regular files
 * are closed again (thousands of input files must not hold thousands of descriptors) and
 * re-opened when their turn comes.
 */
import { closeSync, constants, createReadStream, fstatSync, openSync } from 'node:fs';
import { Socket } from 'node:net';
import { ReadStream, isatty } from 'node:tty';
import type { Readable } from 'node:stream';
import { CliError, describeSystemError } from './messages.js';

/** An input that cannot be read: one line naming the path, exit 2. */
export class InputError extends CliError {}

export function cannotRead(path: string, e: unknown): InputError {
  return new InputError(`cannot read ${path}: ${describeSystemError(e)}`);
}

/** Streams (pipes, sockets, terminals) opened by checkInputs, waiting to be read, by path. */
const kept = new Map<string, number[]>();

function openInput(path: string): number {
  try {
    return openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw cannotRead(path, e);
  }
}

/** Open each file once; returns their total size in bytes when all are regular files (for progress). */
export function checkInputs(files: readonly string[]): number | undefined {
  let total: number | undefined = files.length > 0 ? 0 : undefined;
  for (const path of files) {
    if (path === '-') {
      total = undefined;
      continue;
    }
    const fd = openInput(path);
    let keep = false;
    try {
      const st = fstatSync(fd);
      if (st.isDirectory()) throw new InputError(`cannot read ${path}: it is a directory`);
      if (total !== undefined) total = st.isFile() ? total + st.size : undefined;
      keep = !st.isFile();
    } finally {
      if (keep) kept.set(path, [...(kept.get(path) ?? []), fd]);
      else closeSync(fd);
    }
  }
  return total;
}

/**
 * A readable stream of `path`: the descriptor checkInputs kept for it, or a new one. A pipe or
 * socket is read by the event loop (no thread blocked in read(), so an interrupt always ends
 * the process); a regular file or device is read as a file.
 */
export function openInputStream(path: string): Readable {
  if (path === '-') return process.stdin;
  const waiting = kept.get(path);
  const fd = waiting?.shift() ?? openInput(path);
  if (waiting && waiting.length === 0) kept.delete(path);
  let st;
  try {
    st = fstatSync(fd);
  } catch (e) {
    closeSync(fd);
    throw cannotRead(path, e);
  }
  if (st.isDirectory()) {
    closeSync(fd);
    throw new InputError(`cannot read ${path}: it is a directory`);
  }
  if (st.isFIFO() || st.isSocket()) return new Socket({ fd, readable: true, writable: false });
  if (st.isCharacterDevice()) {
    // A terminal (`/dev/tty`, `/dev/stdin` at a prompt) reads through the event loop as well.
    if (isatty(fd)) return new ReadStream(fd);
  }
  return createReadStream('', { fd });
}
