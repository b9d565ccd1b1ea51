/**
 * Ctrl-C (SIGINT) and SIGTERM keep what was done: the running command registers what to save
 * (flush its output, commit its rows) and a one-line report; the process then exits 130 (143).
 */
import { writeSync } from 'node:fs';
import { errorLine } from './messages.js';

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * The report goes out before the exit even when stderr is a full non-blocking pipe (through
 * process.stderr it would be queued and dropped by process.exit), but waits for a reader at most
 * REPORT_WAIT_MS: the process must end promptly.
 */
const REPORT_WAIT_MS = 1000;

function writeReport(text: string): void {
  const bytes = Buffer.from(text);
  const end = Date.now() + REPORT_WAIT_MS;
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(2, bytes, offset, bytes.length - offset);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() > end) return;
      Atomics.wait(PAUSE, 0, 0, 5);
    }
  }
}

export interface InterruptHandler {
  /** Save what was done (synchronously) and return the report, e.g. "12 lines written". */
  save: () => string;
}

let current: InterruptHandler | undefined;
let installed = false;

function onSignal(signal: NodeJS.Signals): void {
  const handler = current;
  current = undefined;
  let report = '';
  try {
    report = handler ? handler.save() : '';
  } catch (e) {
    report = `could not save everything: ${e instanceof Error ? e.message : String(e)}`;
  }
  writeReport(errorLine(report ? `interrupted; ${report}` : 'interrupted'));
  process.exit(signal === 'SIGTERM' ? 143 : 130);
}

/** While `handler` is set, an interrupt saves and reports through it. Returns the unset function. */
export function whileRunning(handler: InterruptHandler): () => void {
  if (!installed) {
    installed = true;
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  current = handler;
  return () => {
    if (current === handler) current = undefined;
  };
}
