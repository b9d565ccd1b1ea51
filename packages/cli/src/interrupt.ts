/**
 * Ctrl-C (SIGINT) and SIGTERM keep what was done: the running command registers what to save
 * (flush its output, commit its rows) and a one-line report; the process then exits 130 (143).
 */
import { printError } from './messages.js';

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
  printError(report ? `interrupted; ${report}` : 'interrupted');
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
