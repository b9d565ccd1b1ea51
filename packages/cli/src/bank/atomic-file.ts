/**
 * Whole-file writes that never leave a half-written file: write a temporary file beside the
 * target, flush it to disk, then rename it over the target (atomic on POSIX filesystems).
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeFileAtomic(path: string, chunks: Iterable<string | Buffer>): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    let buffer = '';
    for (const chunk of chunks) {
      if (typeof chunk !== 'string') {
        // Bytes (a PDF) go straight out, after any text before them.
        writeSync(fd, buffer);
        buffer = '';
        writeSync(fd, chunk);
        continue;
      }
      buffer += chunk;
      if (buffer.length > 1 << 16) {
        writeSync(fd, buffer);
        buffer = '';
      }
    }
    writeSync(fd, buffer);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temp, path);
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    try {
      unlinkSync(temp);
    } catch {
      // never created or already renamed
    }
    throw e;
  }
}
