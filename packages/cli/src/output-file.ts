/**
 * Where a named output (`-o`, `--svg`, `--resume`) goes, decided before any work starts:
 *
 * - a path that does not exist yet, or a regular file: written whole and atomically (a temporary
 *   file beside it, renamed over it: bank/atomic-file.ts);
 * - a character device (`/dev/null`, a terminal) or a named pipe: written in place, as `cat >`
 *   would, never replaced: a rename would put a regular file where the device or pipe was (as
 *   root, over the system's /dev/null);
 * - a directory, socket, block device or anything else: refused with one line.
 *
 * Symbolic links are followed as the kernel follows them for coreutils (fs.protected_symlinks):
 * a link in a sticky world-writable directory (/tmp) is followed only when it belongs to this
 * user or to the directory's owner; otherwise the write is refused, since another user could
 * point it at any file this user may write. A regular file reached through a link is replaced
 * atomically where it is (the link stays a link).
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readlinkSync, realpathSync, statSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { writeFileAtomic } from './bank/atomic-file.js';
import { CliError, describeSystemError } from './messages.js';
import { exitOnOutputError } from './output-errors.js';

export type OutputTarget =
  /** A regular file (or one to create) at this real path: written atomically. */
  | { kind: 'file'; path: string }
  /** A character device or named pipe: opened for writing in place. */
  | { kind: 'device' | 'fifo'; path: string }
  /** This process's own stdout, whatever it is (`-o /dev/stdout` when stdout is a socket). */
  | { kind: 'stdout'; path: string };

function code(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | undefined)?.code;
}

/** Refuse following `link` when the kernel's protected_symlinks rule would. */
function checkLinkFollow(link: string, st: Stats, option: string, path: string): void {
  let dir: Stats;
  try {
    dir = statSync(dirname(link));
  } catch {
    return;
  }
  const stickyShared = (dir.mode & 0o1002) === 0o1002;
  const me = process.geteuid?.() ?? st.uid;
  if (stickyShared && st.uid !== me && st.uid !== dir.uid) {
    throw new CliError(`${option} ${path} is a symbolic link in the shared directory ${dirname(link)}, owned by another user (uid ${st.uid}); refusing to follow it (name the file it points to)`);
  }
}

/** Walk the symbolic links of `path` (its last part), checking each; returns the last path reached. */
function followLinks(path: string, option: string): string {
  let p = path;
  for (let hops = 0; hops < 40; hops++) {
    let st: Stats;
    try {
      st = lstatSync(p);
    } catch {
      return p; // does not exist (a dangling link's target), or /proc's "pipe:[N]": the kernel decides
    }
    if (!st.isSymbolicLink()) return p;
    checkLinkFollow(p, st, option, path);
    const to = readlinkSync(p);
    p = isAbsolute(to) ? to : join(dirname(p), to);
  }
  throw new CliError(`${option} ${path}: too many levels of symbolic links`);
}

/** Where `path` would be created: its directory's real path and its name. */
function newFilePath(path: string): string {
  try {
    return join(realpathSync(dirname(path)), basename(path));
  } catch {
    return path;
  }
}

/** Decide how `path` (given as `option`) is written, or throw a CliError saying why it cannot be. */
export function checkOutputPath(path: string, option: string): OutputTarget {
  if (path === '') throw new CliError(`${option} must be a file path, got an empty string`);
  const last = followLinks(path, option);
  let st: Stats;
  try {
    st = statSync(path);
  } catch (e) {
    if (code(e) === 'ENOENT') return { kind: 'file', path: newFilePath(last) };
    throw new CliError(`cannot write ${option} ${path}: ${describeSystemError(e)}`);
  }
  if (st.isFile()) return { kind: 'file', path: realpathSync(path) };
  if (isStdout(st)) return { kind: 'stdout', path };
  if (st.isCharacterDevice()) return { kind: 'device', path };
  if (st.isFIFO()) return { kind: 'fifo', path };
  const what = st.isDirectory() ? 'a directory' : st.isSocket() ? 'a socket' : st.isBlockDevice() ? 'a block device' : 'not a regular file';
  throw new CliError(`${option} ${path} is ${what}; give a file path`);
}

function isStdout(st: Stats): boolean {
  try {
    const out = fstatSync(1);
    return out.dev === st.dev && out.ino === st.ino;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open a device or named pipe for writing in place (no O_CREAT, no O_TRUNC). A pipe is opened
 * without blocking: until a reader opens it (ENXIO) this waits on the event loop, so Ctrl-C
 * still ends the process, as it ends `cat > pipe`.
 */
export async function openInPlace(target: OutputTarget, option: string): Promise<number> {
  const flags = constants.O_WRONLY | constants.O_NOCTTY | (target.kind === 'fifo' ? constants.O_NONBLOCK : 0);
  for (;;) {
    try {
      return openSync(target.path, flags);
    } catch (e) {
      if (target.kind === 'fifo' && code(e) === 'ENXIO') {
        await sleep(50);
        continue;
      }
      throw new CliError(`cannot write ${option} ${target.path}: ${describeSystemError(e)}`);
    }
  }
}

/** Write all of `data` to `fd`; a full pipe (EAGAIN) is waited for on the event loop. */
export async function writeAllAsync(fd: number, data: string | Buffer): Promise<void> {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  let offset = 0;
  while (offset < buffer.length) {
    try {
      offset += writeSync(fd, buffer, offset, buffer.length - offset);
    } catch (e) {
      if (code(e) !== 'EAGAIN') throw e;
      await sleep(5);
    }
  }
}

/** Write `chunks` to the output `path` as checkOutputPath decides; failures are one CliError line. */
export async function writeOutputFile(path: string, option: string, chunks: Iterable<string | Buffer>): Promise<void> {
  const target = checkOutputPath(path, option);
  if (target.kind === 'file') {
    try {
      writeFileAtomic(target.path, chunks);
    } catch (e) {
      if (code(e)?.startsWith('SQLITE_') || e instanceof CliError) throw e;
      throw new CliError(`cannot write ${path}: ${describeSystemError(e)}`);
    }
    return;
  }
  const fd = target.kind === 'stdout' ? 1 : await openInPlace(target, option);
  try {
    for (const chunk of chunks) await writeAllAsync(fd, chunk);
  } catch (e) {
    if (code(e)?.startsWith('SQLITE_') || e instanceof CliError) throw e;
    if (fd === 1) exitOnOutputError(e); // as for stdout itself: a closed pipe ends quietly
    throw new CliError(`cannot write ${path}: ${describeSystemError(e)}`);
  } finally {
    if (fd !== 1) closeSync(fd);
  }
}
