/**
 * The shared pipeline of line-oriented commands (solve, count, canon, rate, ...): stream puzzle
 * lines from files or stdin, run a task over them on all cores, print results in input order,
 * report malformed lines on stderr, and return the exit code (1 if any line was invalid).
 * Every input is checked before work starts; an interrupt keeps (and counts) the lines written.
 */
import { readPuzzleLines, type InputLine } from './lines.js';
import { mapOrdered } from './pool.js';
import { LineWriter } from './output.js';
import { createProgress } from './progress.js';
import { checkInputs } from './inputs.js';
import { whileRunning } from './interrupt.js';
import { errorLine } from './messages.js';

export interface LineCommand {
  task: string;
  files: string[];
  workers?: number;
  options?: unknown;
  batchSize?: number;
  /** Label for the progress bar. */
  label?: string;
  /** Every input is quick (well under a second): the first ones may run in this thread (pool.ts). */
  quick?: boolean;
}

export function describeLine(line: Pick<InputLine, 'lineNo' | 'source'>): string {
  return line.source === '-' ? `line ${line.lineNo}` : `line ${line.lineNo} of ${line.source}`;
}

/**
 * The lines of `source`, ending early instead of throwing when an input fails mid-way (it was
 * readable when checked): what was read is still answered, then `failure()` gives the error.
 */
export function stopOnReadError<T>(source: AsyncIterable<T>): { lines: AsyncGenerator<T>; failure: () => unknown } {
  let failed: unknown;
  async function* lines() {
    try {
      yield* source;
    } catch (e) {
      failed = e;
    }
  }
  return { lines: lines(), failure: () => failed };
}

export async function runLineCommand(cmd: LineCommand): Promise<number> {
  const total = checkInputs(cmd.files); // every input opens, before any output
  const progress = createProgress(cmd.label ?? cmd.task);
  let bytes = 0;
  let count = 0;
  const input = stopOnReadError(readPuzzleLines(cmd.files, { onBytes: (b) => (bytes = b) }));
  const writer = new LineWriter();
  let invalid = 0;
  const stopSaving = whileRunning({
    save: () => {
      const written = writer.stop(); // whole lines only: what the reader got
      progress.finish();
      return `${written} lines written`;
    },
  });
  try {
    // Workers receive only the text; line numbers stay here for messages.
    await mapOrdered<InputLine>(
      input.lines,
      {
        task: cmd.task,
        options: cmd.options ?? {},
        workers: cmd.workers,
        batchSize: cmd.batchSize,
        encode: (line: InputLine) => line.text,
        mainThread: cmd.quick,
        backpressure: () => writer.drained(),
      },
      (output, line) => {
        writer.line(output.out);
        if (output.invalid) invalid++;
        // after the stdout lines before it, however slow stdout is: in step for people reading both
        if (output.err) writer.message(errorLine(`${describeLine(line)}: ${output.err}`));
        count++;
        progress.update(total ? bytes : count, total);
      },
    );
    await writer.end();
  } finally {
    stopSaving();
    progress.finish();
  }
  const failure = input.failure();
  if (failure) throw failure;
  return invalid > 0 ? 1 : 0;
}
