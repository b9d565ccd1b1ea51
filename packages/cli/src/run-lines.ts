/**
 * The shared pipeline of line-oriented commands (solve, count, canon, rate, ...): stream puzzle
 * lines from files or stdin, run a task over them on all cores, print results in input order,
 * report malformed lines on stderr, and return the exit code (1 if any line was invalid).
 */
import { statSync } from 'node:fs';
import { readPuzzleLines, type InputLine } from './lines.js';
import { mapOrdered } from './pool.js';
import { LineWriter } from './output.js';
import { createProgress } from './progress.js';

export interface LineCommand {
  task: string;
  files: string[];
  workers?: number;
  options?: unknown;
  batchSize?: number;
  /** Label for the progress bar. */
  label?: string;
}

export function describeLine(line: Pick<InputLine, 'lineNo' | 'source'>): string {
  return line.source === '-' ? `line ${line.lineNo}` : `line ${line.lineNo} of ${line.source}`;
}

function totalBytes(files: string[]): number | undefined {
  if (files.length === 0 || files.includes('-')) return undefined;
  let total = 0;
  for (const f of files) total += statSync(f).size;
  return total;
}

export async function runLineCommand(cmd: LineCommand): Promise<number> {
  const total = totalBytes(cmd.files); // also fails early, before any output, on a missing file
  const progress = createProgress(cmd.label ?? cmd.task);
  let bytes = 0;
  let count = 0;
  const lines = readPuzzleLines(cmd.files, { onBytes: (b) => (bytes = b) });
  const writer = new LineWriter();
  let invalid = 0;
  // Workers receive only the text; line numbers stay here for messages.
  await mapOrdered<InputLine>(
    lines,
    {
      task: cmd.task,
      options: cmd.options ?? {},
      workers: cmd.workers,
      batchSize: cmd.batchSize,
      encode: (line: InputLine) => line.text,
      backpressure: () => writer.drained(),
    },
    (output, input) => {
      writer.line(output.out);
      if (output.invalid) invalid++;
      if (output.err) {
        writer.flush(); // keep stdout and stderr in step for people reading both
        process.stderr.write(`sudokit: ${describeLine(input)}: ${output.err}\n`);
      }
      count++;
      progress.update(total ? bytes : count, total);
    },
  );
  await writer.end();
  progress.finish();
  return invalid > 0 ? 1 : 0;
}
