/**
 * Where an output file may go. Never over the open bank (or its -wal/-shm files), whatever path
 * names it (symlinks and hard links included: compared by device and inode, or by real path
 * when the target does not exist yet); never over any SQLite database without --force.
 */
import { closeSync, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CliError } from '../messages.js';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function sameFile(a: Stats, b: Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}

/** The real path of `path`, also when its last part does not exist yet. */
function realTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    try {
      return join(realpathSync(dirname(path)), basename(path));
    } catch {
      return path;
    }
  }
}

export function isSqliteFile(path: string): boolean {
  let fd: number | undefined;
  try {
    if (!statSync(path).isFile()) return false; // a named pipe is never opened here (it would wait for a writer)
    fd = openSync(path, 'r');
    if (!fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(SQLITE_MAGIC.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_MAGIC);
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The bank's own files: the database and SQLite's journal files beside it. */
function bankFiles(bankPath: string): string[] {
  return [bankPath, `${bankPath}-wal`, `${bankPath}-shm`, `${bankPath}-journal`];
}

/** Throws a CliError when writing `output` (for option `option`) would destroy a bank. */
export function checkOutputTarget(output: string, option: string, bankPath: string, force: boolean): void {
  const target = statOrUndefined(output);
  const realOut = realTarget(output);
  for (const file of bankFiles(bankPath)) {
    const st = statOrUndefined(file);
    if ((target && st && sameFile(target, st)) || realOut === realTarget(file)) {
      throw new CliError(`${option} ${output} is the bank being read (${bankPath}); choose another file`);
    }
  }
  if (target?.isDirectory()) throw new CliError(`${option} ${output} is a directory`);
  if (!force && target && isSqliteFile(output)) {
    throw new CliError(`${option} ${output} is an SQLite database; refusing to overwrite it (--force to overwrite)`);
  }
}

/** Stdout redirected into the bank (`bank export > bank.db`) would destroy it too. */
export function checkStdoutTarget(bankPath: string): void {
  let out: Stats;
  try {
    out = fstatSync(1);
  } catch {
    return;
  }
  if (!out.isFile()) return;
  for (const file of bankFiles(bankPath)) {
    const st = statOrUndefined(file);
    if (st && sameFile(out, st)) throw new CliError(`standard output is the bank being read (${bankPath}); choose another file`);
  }
}
