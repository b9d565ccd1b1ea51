/**
 * Where `print -o` may write, checked before any work: never into a directory, and never over a
 * file that is not a PDF or an SVG (a bank, a text file, anything a user keeps) without --force,
 * as `bank export -o` and `bank stats --svg` refuse an SQLite file. Regular files only are read
 * to tell: a device or a pipe is never opened here (opening a FIFO would wait for a writer).
 */
import { closeSync, openSync, readSync, statSync, type Stats } from 'node:fs';

export type PrintTargetProblem = { code: 'directory' | 'sqlite' | 'other-file'; message: string };

const HEAD = 1024;

function headOf(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD);
    return buffer.subarray(0, readSync(fd, buffer, 0, HEAD, 0)).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/** Why `-o path` must not be written (undefined: it may). */
export function printTargetProblem(path: string, force: boolean): PrintTargetProblem | undefined {
  let st: Stats;
  try {
    st = statSync(path);
  } catch {
    return undefined; // a new file
  }
  if (st.isDirectory()) return { code: 'directory', message: `-o ${path} is a directory` };
  if (force || !st.isFile() || st.size === 0) return undefined;
  let head: string;
  try {
    head = headOf(path);
  } catch {
    return undefined; // unreadable: the write reports what is wrong
  }
  if (head.startsWith('SQLite format 3\0')) return { code: 'sqlite', message: `-o ${path} is an SQLite database; refusing to overwrite it (--force to overwrite)` };
  if (head.startsWith('%PDF-') || /^(\ufeff|\xef\xbb\xbf)?\s*</.test(head) && /<svg[\s>]/.test(head)) return undefined;
  return { code: 'other-file', message: `-o ${path} exists and is not a PDF or SVG file; refusing to overwrite it (--force to overwrite)` };
}
