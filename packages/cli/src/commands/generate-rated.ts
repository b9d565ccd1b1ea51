/**
 * `generate` with `--tier`/`--rating`, `--format csv|jsonl` or `--resume`: rated puzzles, each
 * written and flushed as soon as it is ready (so Ctrl-C keeps every puzzle already written),
 * in index order whatever the worker count. `--resume FILE` appends to FILE until it holds COUNT
 * puzzles: with the same --seed it continues the same sequence, and puzzles equivalent to one
 * already in the file are never written again.
 */
import { closeSync, existsSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
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
  symmetry: SymmetryName;
  minimal: boolean;
  clues?: number;
  maxAttempts: number;
  withSolution: boolean;
  format: RecordFormat;
  resume?: string;
  workers?: number;
}

/** A usage problem with the file given to --resume: one line on stderr, exit 2. */
export class ResumeError extends Error {}

/** The puzzle of one complete output record, or undefined for headers, comments and blank lines. */
function puzzleOfRecord(line: string, format: RecordFormat): string | undefined {
  if (!line.trim() || line.startsWith('#')) return undefined;
  if (format === 'jsonl') {
    try {
      return (JSON.parse(line) as { puzzle?: string }).puzzle;
    } catch {
      return undefined;
    }
  }
  const first = format === 'csv' ? line.split(',')[0] : line.trimStart().slice(0, 81);
  return first === 'puzzle' ? undefined : first;
}

interface ResumeState {
  done: number;
  canonical: Set<string>;
  empty: boolean;
}

/** Read what an earlier run wrote; a last line cut off by a kill is removed from the file. */
function readResume(path: string, format: RecordFormat): ResumeState {
  if (!existsSync(path)) return { done: 0, canonical: new Set(), empty: true };
  const text = readFileSync(path, 'utf8');
  const complete = text.lastIndexOf('\n') + 1;
  if (complete < text.length) truncateSync(path, Buffer.byteLength(text.slice(0, complete)));
  const canonical = new Set<string>();
  let done = 0;
  let lineNo = 0;
  for (const line of text.slice(0, complete).split('\n')) {
    lineNo++;
    const p = puzzleOfRecord(line, format);
    if (p === undefined) continue;
    const grid = parseLine(p);
    if (!grid.ok) throw new ResumeError(`--resume ${path}: line ${lineNo} is not a ${format} record of this command (${grid.error.message})`);
    canonical.add(makeLine(canonicalGrid(grid.value)));
    done++;
  }
  return { done, canonical, empty: complete === 0 };
}

export async function runRatedGenerate(cli: RatedGenerateCli): Promise<number> {
  const seed = cli.seed ?? randomSeed();
  if (cli.seed === undefined && process.stderr.isTTY) process.stderr.write(`sudokit: seed ${seed}\n`);
  const resume = cli.resume ? readResume(cli.resume, cli.format) : undefined;
  const fd = cli.resume ? openSync(cli.resume, 'a') : 1;
  const write = (text: string) => writeSync(fd, text); // unbuffered: every finished line is out
  try {
    const start = resume && cli.seed !== undefined ? resume.done : 0; // same seed: continue the sequence
    const wanted = cli.count - (resume?.done ?? 0);
    if (wanted <= 0) return 0;
    const header = formatHeader(cli.format);
    if (header && (!resume || resume.empty)) write(header + '\n');
    const options: RatedGenerateOptions = {
      seed,
      target: cli.target,
      minutes: cli.minutes,
      symmetry: cli.symmetry,
      maxAttempts: cli.maxAttempts,
      minimal: cli.minimal,
      clues: cli.clues,
    };
    const seen = resume?.canonical;
    const progress = createProgress('generate');
    let written = 0;
    let missing = 0;
    let next = start;
    function* indices() {
      while (written < wanted && missing < wanted) yield next++;
    }
    const interrupted = () => {
      progress.finish();
      process.stderr.write(`sudokit: interrupted; ${written} puzzles written\n`);
      process.exit(130);
    };
    process.once('SIGINT', interrupted);
    const workers = cli.workers ?? Math.min(defaultWorkers(), wanted);
    await mapOrdered(indices(), { task: 'rated-generate', options, workers, batchSize: 1 }, (output) => {
      if (written >= wanted) return; // still in flight when the goal was reached
      const result = JSON.parse(output.out) as RatedGenerateOutput;
      if ('missing' in result) {
        missing++;
        process.stderr.write(`sudokit: ${result.missing}\n`);
        return;
      }
      if (seen) {
        const parsed = parseLine(result.puzzle);
        if (!parsed.ok) throw new Error(`generated an unreadable puzzle: ${parsed.error.message}`);
        const canonical = makeLine(canonicalGrid(parsed.value));
        if (seen.has(canonical)) return;
        seen.add(canonical);
      }
      write(formatRecord(result as RatedRecord, cli.format, cli.withSolution) + '\n');
      progress.update(++written, wanted);
    });
    process.removeListener('SIGINT', interrupted);
    progress.finish();
    if (written < wanted) {
      process.stderr.write(`sudokit: only ${written} of ${wanted} puzzles found (raise --max-attempts)\n`);
      return 1;
    }
    return 0;
  } finally {
    if (fd !== 1) closeSync(fd);
  }
}
