/**
 * The file of `generate --resume FILE`: read and checked whole before it is touched, cut only at
 * byte offsets, locked while a run appends to it.
 *
 * - Every complete line must be a record this command writes in this --format (line: the puzzle,
 *   with a tab and the solution when --with-solution; csv: the header, then records; jsonl: one
 *   object per line); blank lines are allowed, and `#` comments in line format. Anything else
 *   (bytes that are not UTF-8, control characters, another format) refuses the file unchanged.
 * - A last line without a line end that is a complete record (an editor that writes no final
 *   newline) is kept, and its line end added. Otherwise it is a record cut off by a kill: it is
 *   dropped (the file is cut back at that line's first byte), but only if it looks like the
 *   start of a record.
 * - `FILE.lock` holds the process id and keeps a second run from appending at the same time. It
 *   appears whole or not at all (written under a temporary name, then linked into place, which
 *   fails if it exists). A lock left by a process that no longer runs is broken by one run only:
 *   the breaker holds `FILE.lock.break` (created exclusively), checks again under it that the
 *   lock is still the dead process's, and only then removes it and links its own.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, linkSync, openSync, readFileSync, readSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { canonicalGrid, makeLine, parseLine } from 'sudokit';
import { RECORD_FIELDS, formatHeader, type RecordFormat } from './bank/format.js';
import { CliError, describeSystemError, escapeControls } from './messages.js';

export interface ResumeState {
  /** Records already in the file. */
  done: number;
  /** Canonical forms of those records' puzzles. */
  canonical: Set<string>;
  /** No header or record yet (a csv header is still to be written). */
  empty: boolean;
  /** Where a cut-off last line starts (bytes), when there is one to drop. */
  cutAt?: number;
  /** The last line is a complete record without a line end: one is to be written first. */
  endLine?: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const PUZZLE = /^[1-9.0]{81}$/;
const SOLUTION = /^[1-9]{81}$/;

/** Split a CSV line into fields (RFC 4180 quoting), or undefined when the quoting is broken. */
function csvFields(line: string): string[] | undefined {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) return undefined;
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      fields.push(value);
      if (i === line.length) return fields;
      if (line[i] !== ',') return undefined;
      i++;
    } else {
      const c = line.indexOf(',', i);
      fields.push(line.slice(i, c < 0 ? line.length : c));
      if (c < 0) return fields;
      i = c + 1;
    }
  }
}

/** The puzzle of a complete record line, or an error saying why it is not one. */
function recordPuzzle(line: string, format: RecordFormat, withSolution: boolean): { puzzle: string } | { error: string } {
  if (format === 'line') {
    const [puzzle, solution, ...rest] = line.split('\t');
    if (!PUZZLE.test(puzzle) || rest.length > 0 || (solution !== undefined && !SOLUTION.test(solution))) return { error: 'is not a puzzle line' };
    if ((solution !== undefined) !== withSolution) return { error: withSolution ? 'has no solution (run without --with-solution)' : 'has a solution (add --with-solution)' };
    return { puzzle };
  }
  if (format === 'csv') {
    const f = csvFields(line);
    if (!f || f.length !== RECORD_FIELDS.length || !PUZZLE.test(f[0]) || !SOLUTION.test(f[1])) return { error: 'is not a csv record' };
    return { puzzle: f[0] };
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { error: 'is not a jsonl record (not JSON)' };
  }
  const obj = value as Record<string, unknown> | null;
  if (!obj || typeof obj !== 'object' || typeof obj.puzzle !== 'string' || !PUZZLE.test(obj.puzzle) || typeof obj.solution !== 'string' || !SOLUTION.test(obj.solution)) {
    return { error: 'is not a jsonl record' };
  }
  return { puzzle: obj.puzzle };
}

/** Could `tail` (a last line with no line end) be the start of a record of this format? */
function startsLikeRecord(tail: string, format: RecordFormat, headerSeen: boolean): boolean {
  if (tail.length > 4096 || /[^\t\x20-\x7e]/.test(tail)) return false;
  if (format === 'line') return /^[1-9.0]{0,81}(\t[1-9]{0,81})?$/.test(tail);
  if (format === 'csv') return headerSeen ? /^[1-9.0]{0,81}(,|$)/.test(tail) : formatHeader('csv')!.startsWith(tail);
  const start = '{"puzzle":"';
  return tail.length <= start.length ? start.startsWith(tail) : tail.startsWith(start);
}

/**
 * Is `text` (a last line with no line end) a whole record, not one cut short? Line and jsonl
 * records cannot be cut and still parse; a csv record can (in its last field), so its minutes
 * must have the one decimal they are written with.
 */
function completeRecord(text: string, format: RecordFormat, withSolution: boolean, headerSeen: boolean): boolean {
  if (format === 'csv' && !headerSeen) return text === formatHeader('csv');
  if (text.trim() === '' || /[\u0000-\u0008\u000a-\u001f\u007f]/.test(text)) return false;
  if (format === 'line' && text.startsWith('#')) return false;
  const record = recordPuzzle(text, format, withSolution);
  if ('error' in record || !parseLine(record.puzzle).ok) return false;
  return format !== 'csv' || /,\d+\.\d$/.test(text);
}

/** Check the whole file; nothing is changed here. Throws CliError (exit 2) naming the line. */
export function readResume(path: string, format: RecordFormat, withSolution: boolean): ResumeState {
  const state: ResumeState = { done: 0, canonical: new Set(), empty: true };
  if (!existsSync(path)) return state;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new CliError(`cannot read --resume ${path}: ${describeSystemError(e)}`);
  }
  const refuse = (lineNo: number, why: string) =>
    new CliError(`--resume ${path}: line ${lineNo} ${why}; not a ${format} file of this command, left unchanged`);
  let headerSeen = false;
  let lineNo = 0;
  let start = 0;
  while (start < bytes.length) {
    let end = start;
    while (end < bytes.length && bytes[end] !== 10 && bytes[end] !== 13) end++;
    lineNo++;
    let text: string;
    try {
      text = utf8.decode(bytes.subarray(start, end));
    } catch {
      throw refuse(lineNo, 'is not UTF-8 text');
    }
    if (end === bytes.length && completeRecord(text, format, withSolution, headerSeen)) {
      // No line end, but a whole record: kept (it is counted below), and its line end added.
      state.endLine = true;
    } else if (end === bytes.length) {
      // No line end: a record cut off by a kill, to be dropped, if it starts like one.
      if (!startsLikeRecord(text, format, headerSeen)) throw refuse(lineNo, `is cut off and does not start like a record ('${escapeControls(text.slice(0, 40))}')`);
      state.cutAt = start;
      break;
    }
    // The line end: LF, CR, or CRLF.
    const next = bytes[end] === 13 && bytes[end + 1] === 10 ? end + 2 : end + 1;
    if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(text)) throw refuse(lineNo, 'has control characters');
    if (text.trim() === '' || (format === 'line' && text.startsWith('#'))) {
      start = next;
      continue;
    }
    if (format === 'csv' && !headerSeen) {
      if (text !== formatHeader('csv')) throw refuse(lineNo, 'is not the csv header');
      headerSeen = true;
      state.empty = false;
      start = next;
      continue;
    }
    const record = recordPuzzle(text, format, withSolution);
    if ('error' in record) throw refuse(lineNo, record.error);
    const grid = parseLine(record.puzzle);
    if (!grid.ok) throw refuse(lineNo, `has a bad puzzle (${grid.error.message})`);
    state.canonical.add(makeLine(canonicalGrid(grid.value)));
    state.done++;
    state.empty = false;
    start = next;
  }
  return state;
}

/** A lock held by this process until release() or exit. */
export interface FileLock {
  release(): void;
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const fd = openSync(lockPath, 'r');
    try {
      const buf = Buffer.alloc(32);
      const n = readSync(fd, buf, 0, buf.length, 0);
      const pid = Number(buf.subarray(0, n).toString('utf8').trim());
      return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** Write `FILE.lock.<pid>.<random>` holding our pid: linked into place whole, never seen half-written. */
function makeLockCandidate(lockPath: string): string {
  const temp = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}`;
  const fd = openSync(temp, 'wx', 0o644);
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return temp;
}

/** link(2) `temp` to `lockPath`: true if taken, false if a lock is there (EEXIST). */
function tryLink(temp: string, lockPath: string): boolean {
  try {
    linkSync(temp, lockPath);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

function inodeOf(path: string): number | undefined {
  try {
    return statSync(path).ino;
  } catch {
    return undefined;
  }
}

/**
 * Remove the lock at `lockPath` if it is still the one with inode `ino` held by dead process
 * `pid`; only the run holding `FILE.lock.break` may do so, so two runs that both saw the dead
 * lock cannot both remove it (the second would remove the first's new lock). False when another
 * run is breaking it right now.
 */
function breakStaleLock(lockPath: string, ino: number, pid: number): boolean {
  const breakPath = `${lockPath}.break`;
  let fd: number;
  try {
    fd = openSync(breakPath, 'wx', 0o644);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const breaker = readPid(breakPath);
    // A breaker that died while holding it (a kill in a window of microseconds): its file is
    // removed only if it is still that one, with the same check.
    if (breaker !== undefined && !processRuns(breaker)) {
      const stale = inodeOf(breakPath);
      if (stale !== undefined && readPid(breakPath) === breaker) unlinkIfInode(breakPath, stale);
    }
    return false;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    if (inodeOf(lockPath) === ino && readPid(lockPath) === pid) unlinkSync(lockPath);
  } finally {
    try {
      unlinkSync(breakPath);
    } catch {
      // gone already
    }
  }
  return true;
}

function unlinkIfInode(path: string, ino: number): void {
  try {
    if (inodeOf(path) === ino) unlinkSync(path);
  } catch {
    // gone already
  }
}

/** Take `FILE.lock` or throw a CliError saying which process has it. */
export function lockResumeFile(path: string): FileLock {
  const lockPath = `${path}.lock`;
  let temp: string;
  try {
    temp = makeLockCandidate(lockPath);
  } catch (e) {
    throw new CliError(`cannot lock --resume ${path} (${lockPath}): ${describeSystemError(e)}`);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      let taken: boolean;
      try {
        taken = tryLink(temp, lockPath);
      } catch (e) {
        throw new CliError(`cannot lock --resume ${path} (${lockPath}): ${describeSystemError(e)}`);
      }
      if (taken) break;
      const ino = inodeOf(lockPath);
      const pid = readPid(lockPath);
      if (ino === undefined) continue; // released meanwhile: try again
      if (attempt >= 50 || pid === undefined || processRuns(pid)) {
        throw new CliError(`--resume ${path} is in use by another run${pid ? ` (process ${pid})` : ''}; if none is running, remove ${lockPath}`);
      }
      if (!breakStaleLock(lockPath, ino, pid)) Atomics.wait(PAUSE, 0, 0, 10); // another run is breaking it: look again
    }
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // the lock keeps its own link
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    try {
      if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { release };
}
