/**
 * Whole-file writes that never leave a half-written file: write a temporary file beside the
 * target, flush it to disk, then rename it over the target (atomic on POSIX filesystems). The
 * temporary file has a random name and is created exclusively with mode 0600, so nothing planted
 * at a guessable name (a symlink) can redirect the write; it gets the target's mode (or the
 * usual 0666 minus umask) only once complete. A symlinked target is written where it points.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, lstatSync, openSync, realpathSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeAllSync } from '../output-errors.js';

function finalMode(path: string): number {
  try {
    return statSync(path).mode & 0o7777;
  } catch {
    return 0o666 & ~process.umask();
  }
}

function resolveTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path; // does not exist yet
  }
}

/** A rename never replaces what is not a regular file (a device, a pipe, a directory made meanwhile). */
function refuseNonFile(target: string): void {
  let st;
  try {
    st = lstatSync(target);
  } catch {
    return; // not there: created by the rename
  }
  if (!st.isFile()) throw Object.assign(new Error(`${target} is not a regular file; it is not replaced`), { code: 'ENOTREG' });
}

export function writeFileAtomic(path: string, chunks: Iterable<string | Buffer>): void {
  const target = resolveTarget(path);
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(8).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', 0o600);
  let closed = false;
  try {
    let buffer = '';
    for (const chunk of chunks) {
      if (typeof chunk !== 'string') {
        // Bytes (a PDF) go straight out, after any text before them.
        writeAllSync(fd, buffer);
        buffer = '';
        writeAllSync(fd, chunk);
        continue;
      }
      buffer += chunk;
      if (buffer.length > 1 << 16) {
        writeAllSync(fd, buffer);
        buffer = '';
      }
    }
    writeAllSync(fd, buffer);
    fchmodSync(fd, finalMode(target));
    fsyncSync(fd);
    closeSync(fd);
    closed = true;
    refuseNonFile(target);
    renameSync(temp, target);
  } catch (e) {
    if (!closed) {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
    }
    try {
      unlinkSync(temp);
    } catch {
      // already renamed
    }
    throw e;
  }
}
