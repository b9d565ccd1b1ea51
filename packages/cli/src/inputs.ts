/**
 * Input files are checked before any work starts: each must open for reading and be a file (or
 * a pipe), so a bad path late in the list cannot end a run after only part of the answers.
 */
import { closeSync, fstatSync, openSync } from 'node:fs';
import { CliError, describeSystemError } from './messages.js';

/** An input that cannot be read: one line naming the path, exit 2. */
export class InputError extends CliError {}

export function cannotRead(path: string, e: unknown): InputError {
  return new InputError(`cannot read ${path}: ${describeSystemError(e)}`);
}

/** Open each file once; returns their total size in bytes when all are regular files (for progress). */
export function checkInputs(files: readonly string[]): number | undefined {
  let total: number | undefined = files.length > 0 ? 0 : undefined;
  for (const path of files) {
    if (path === '-') {
      total = undefined;
      continue;
    }
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch (e) {
      throw cannotRead(path, e);
    }
    try {
      const st = fstatSync(fd);
      if (st.isDirectory()) throw new InputError(`cannot read ${path}: it is a directory`);
      if (total !== undefined) total = st.isFile() ? total + st.size : undefined;
    } finally {
      closeSync(fd);
    }
  }
  return total;
}
