/**
 * `bank pick`: hand out puzzles never handed out before. With --mark-used the rows are reserved
 * (marked) in one write transaction, so two picks at once never hand out the same puzzle, then
 * written out; every row not written when the command ends — a write error, a closed pipe,
 * Ctrl-C, SIGTERM or SIGHUP while a slow reader holds it up — is handed back (unmarked), and the
 * report says how many were written. "Written" means the output took the whole line: lines go
 * out in chunks of at most PIPE_BUF bytes, which a pipe takes whole or not at all, and the
 * command waits for a full pipe with the event loop free, so a signal is handled at once.
 */
import { writeSync } from 'node:fs';
import type { GridSize, MinutesRange, VariantLevel, VariantName } from 'sudokit';
import { variantKind } from './bank-variant.js';
import { whileRunning } from '../interrupt.js';
import { CliError, UsageError, describeSystemError, printError } from '../messages.js';
import { isClosedPipe } from '../output-errors.js';
import { checkStdoutTarget } from '../bank/output-target.js';
import { Bank } from '../bank/store.js';
import { formatHeader, formatRecord, type RecordFormat } from '../bank/format.js';
import type { BankRow } from '../bank/row.js';

/** Bytes a pipe writes atomically (POSIX's minimum, Linux's value). */
const PIPE_BUF = 4096;
/** How long an interrupted pick waits to finish a chunk it had begun (a regular file only). */
const FINISH_MS = 1000;

export interface PickOptions {
  db: string;
  tier?: string;
  minutes?: MinutesRange;
  count: number;
  markUsed?: boolean;
  format: RecordFormat;
  withSolution?: boolean;
  /** Variant rows (compact lines) instead of classic 9x9, optionally of one level. */
  variant?: VariantName;
  size?: GridSize;
  level?: VariantLevel;
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pickCommand(opts: PickOptions): Promise<number> {
  const kind = variantKind(opts);
  if (!kind && !opts.tier && !opts.minutes) throw new UsageError('give --tier NAME or --minutes MIN-MAX (or both), or --variant NAME');
  checkStdoutTarget(opts.db);
  const opened = Bank.open(opts.db, { readonly: !opts.markUsed });
  if (!opened.ok) throw new CliError(opened.error.message);
  const bank = opened.value;
  let rows: BankRow[] = [];

  let delivered = 0;
  /** The chunk being written: its bytes, how many are out, and the rows it completes. */
  let current: { bytes: Buffer; offset: number; rows: number } | undefined;
  let settled = false;
  const report = () => {
    const kept = opts.markUsed ? ` (marked used)${delivered < rows.length ? `; the other ${rows.length - delivered} handed back` : ''}` : '';
    return `${delivered} of ${rows.length} puzzles written${kept}`;
  };
  /** Hand back what was not written, close the bank; once. */
  const settle = () => {
    if (settled) return;
    settled = true;
    if (opts.markUsed && delivered < rows.length) bank.unmarkUsed(rows.slice(delivered).map((r) => r.canonical));
    bank.close();
  };
  /** On a signal: finish a chunk already begun if the output takes it soon, then settle. */
  const stop = () => {
    const end = Date.now() + FINISH_MS;
    while (current && current.offset < current.bytes.length && Date.now() < end) {
      try {
        current.offset += writeSync(1, current.bytes, current.offset, current.bytes.length - current.offset);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') break;
        Atomics.wait(PAUSE, 0, 0, 5);
      }
    }
    if (current && current.offset === current.bytes.length) delivered += current.rows;
    current = undefined;
    settle();
    return report();
  };
  const unset = whileRunning({ save: stop });
  const onHangup = () => {
    printError(`interrupted; ${stop()}`);
    process.exit(129);
  };
  process.once('SIGHUP', onHangup);
  // Reserved with the handlers in place: no signal can come between the marks and them.
  // a variant row's tier column holds its level
  rows = kind ? bank.pick(opts.level, opts.count, !!opts.markUsed, undefined, kind) : bank.pick(opts.tier, opts.count, !!opts.markUsed, opts.minutes);

  const write = async (bytes: Buffer, count: number) => {
    current = { bytes, offset: 0, rows: count };
    while (current.offset < bytes.length) {
      try {
        current.offset += writeSync(1, bytes, current.offset, bytes.length - current.offset);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
        await sleep(5); // a full pipe: wait with the event loop free (signals are handled)
      }
    }
    current = undefined;
    delivered += count;
    await new Promise((resolve) => setImmediate(resolve)); // a reader that keeps up must not hold off a signal
  };
  try {
    const header = formatHeader(opts.format);
    let chunk = header ? header + '\n' : '';
    let inChunk = 0;
    for (const r of rows) {
      const line = formatRecord(r, opts.format, opts.withSolution) + '\n';
      if (Buffer.byteLength(chunk) + Buffer.byteLength(line) > PIPE_BUF && (inChunk > 0 || chunk)) {
        await write(Buffer.from(chunk), inChunk);
        chunk = '';
        inChunk = 0;
      }
      chunk += line;
      inChunk++;
    }
    if (chunk) await write(Buffer.from(chunk), inChunk);
  } catch (e) {
    current = undefined;
    settle();
    if (isClosedPipe(e)) process.exit(0);
    printError(`cannot write output: ${describeSystemError(e)}; ${report()}`);
    process.exit(2);
  } finally {
    unset();
    process.removeListener('SIGHUP', onHangup);
    settle();
  }
  if (rows.length < opts.count) {
    const which = kind
      ? [`${kind.variant} ${kind.size}x${kind.size}`, opts.level].filter(Boolean).join(', ')
      : [opts.tier, opts.minutes && `${opts.minutes[0]}-${opts.minutes[1]} min`].filter(Boolean).join(', ');
    printError(`only ${rows.length} puzzles (${which}) not handed out yet (asked for ${opts.count})`);
    return 1;
  }
  return 0;
}
