/**
 * `generate` with `--tier`/`--rating`, `--format csv|jsonl` or `--resume`: rated puzzles, each
 * written and flushed as soon as it is ready (so Ctrl-C keeps every puzzle already written),
 * in index order whatever the worker count. `--resume FILE` appends to FILE until it holds COUNT
 * puzzles: with the same --seed it continues the same sequence, and puzzles equivalent to one
 * already in the file are never written again.
 */
import { closeSync, openSync, truncateSync } from 'node:fs';
import { readResume, lockResumeFile, type FileLock } from '../resume-file.js';
import { checkOutputPath, openInPlace } from '../output-file.js';
import { whileRunning } from '../interrupt.js';
import { CliError, describeSystemError, errorLine, printError } from '../messages.js';
import { LineWriter } from '../output.js';
import { exitOnOutputError, writeAllSync } from '../output-errors.js';
import { canonicalGrid, makeLine, parseLine, randomSeed, type DifficultyTarget, type MinutesRange, type Seed, type SymmetryName } from 'sudokit';
import { mapOrdered, defaultWorkers } from '../pool.js';
import { createProgress } from '../progress.js';
import { formatHeader, formatRecord, type RecordFormat } from '../bank/format.js';
import type { RatedRecord } from '../bank/row.js';
import type { RatedGenerateOptions, RatedGenerateOutput } from '../tasks/rated-generate.js';

export interface RatedGenerateCli {
  count: number;
  seed?: Seed;
  target?: DifficultyTarget;
  minutes?: MinutesRange;
  /** `--technique` (an id of TECHNIQUE_LIST) and `--at-least`. */
  technique?: { id: string; atLeast: boolean };
  symmetry: SymmetryName;
  minimal: boolean;
  clues?: number;
  maxAttempts: number;
  withSolution: boolean;
  format: RecordFormat;
  resume?: string;
  workers?: number;
}

export async function runRatedGenerate(cli: RatedGenerateCli): Promise<number> {
  const seed = cli.seed ?? randomSeed();
  if (cli.seed === undefined && process.stderr.isTTY) process.stderr.write(`sudokit: seed ${seed}\n`);
  let lock: FileLock | undefined;
  let fd = 1;
  // Locked first, then checked whole, and only then cut and appended to. A device or named pipe
  // is written in place: nothing to read back, nothing to lock (output-file.ts).
  const target = cli.resume !== undefined ? checkOutputPath(cli.resume, '--resume') : undefined;
  const inPlace = target !== undefined && target.kind !== 'file';
  if (cli.resume !== undefined && !inPlace) lock = lockResumeFile(cli.resume);
  const path = cli.resume;
  // Unbuffered: every finished line is out. A closed or full stdout ends the run as main's do.
  const write = (text: string) => {
    try {
      writeAllSync(fd, text);
    } catch (e) {
      if (fd === 1) exitOnOutputError(e);
      printError(`cannot write --resume ${path}: ${describeSystemError(e)}`);
      process.exit(2);
    }
  };
  try {
    const resume = path !== undefined && !inPlace ? readResume(path, cli.format, cli.withSolution) : undefined;
    if (inPlace) fd = target.kind === 'stdout' ? 1 : await openInPlace(target, '--resume');
    else if (path !== undefined) {
      try {
        if (resume?.cutAt !== undefined) truncateSync(path, resume.cutAt);
        fd = openSync(path, 'a');
      } catch (e) {
        throw new CliError(`cannot write --resume ${path}: ${describeSystemError(e)}`);
      }
      if (resume?.endLine) write('\n'); // a complete last record without its line end: kept, and ended
    }
    const start = resume && cli.seed !== undefined ? resume.done : 0; // same seed: continue the sequence
    const wanted = cli.count - (resume?.done ?? 0);
    if (wanted <= 0) return 0;
    const header = formatHeader(cli.format);
    if (header && (!resume || resume.empty)) write(header + '\n');
    const options: RatedGenerateOptions = {
      seed,
      target: cli.target,
      minutes: cli.minutes,
      technique: cli.technique,
      symmetry: cli.symmetry,
      maxAttempts: cli.maxAttempts,
      minimal: cli.minimal,
      clues: cli.clues,
    };
    const seen = resume?.canonical;
    const progress = createProgress('generate');
    // Lines go out through the event loop (output.ts): a slow reader never holds this thread, so
    // Ctrl-C acts at once and counts the records the reader (or the file) got, whole.
    const writer = new LineWriter(
      fd,
      fd === 1
        ? exitOnOutputError
        : (e) => {
            printError(`cannot write --resume ${path}: ${describeSystemError(e)}`);
            process.exit(2);
          },
    );
    let written = 0;
    let missing = 0;
    let next = start;
    function* indices() {
      while (written < wanted && missing < wanted) yield next++;
    }
    const stopSaving = whileRunning({
      save: () => {
        const done = writer.stop();
        progress.finish();
        return `${done} puzzles written`;
      },
    });
    const workers = cli.workers ?? Math.min(defaultWorkers(), wanted);
    await mapOrdered(indices(), { task: 'rated-generate', options, workers, batchSize: 1, backpressure: () => writer.drained() }, (output) => {
      if (written >= wanted) return; // still in flight when the goal was reached
      const result = JSON.parse(output.out) as RatedGenerateOutput;
      if ('missing' in result) {
        missing++;
        writer.message(errorLine(result.missing));
        return;
      }
      if (seen) {
        const parsed = parseLine(result.puzzle);
        if (!parsed.ok) throw new Error(`generated an unreadable puzzle: ${parsed.error.message}`);
        const canonical = makeLine(canonicalGrid(parsed.value));
        if (seen.has(canonical)) return;
        seen.add(canonical);
      }
      writer.line(formatRecord(result as RatedRecord, cli.format, cli.withSolution));
      progress.update(++written, wanted);
    });
    await writer.end();
    stopSaving();
    progress.finish();
    if (written < wanted) {
      printError(`only ${written} of ${wanted} puzzles found (raise --max-attempts)`);
      return 1;
    }
    return 0;
  } finally {
    if (fd !== 1) closeSync(fd);
    lock?.release();
  }
}
