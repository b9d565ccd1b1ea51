/**
 * `sudokit print`: print-ready pages from puzzle lines, CSV or JSON lines (print/records.ts) — a
 * PDF book, or one puzzle as SVG, of any variant (cages, jigsaw regions, diagonals, windows,
 * 4x4 to 16x16; print/grid-plan.ts), mixed freely in one book. Every puzzle is checked on all cores first (exactly one
 * solution; rated if a label needs a rating the input lacks); bad lines are reported and left
 * out, or with --strict nothing is written. Then the pages are drawn one at a time and written
 * atomically. The PDF and SVG writers are loaded only when used (pdfkit is not small).
 */
import { extname } from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { tierOf } from 'sudokit';
import { readPuzzleLines, type InputLine } from '../lines.js';
import { checkInputs } from '../inputs.js';
import { mapOrdered } from '../pool.js';
import { createProgress } from '../progress.js';
import { describeLine } from '../run-lines.js';
import { filePath, workersOption } from '../cli-options.js';
import { whileRunning } from '../interrupt.js';
import { escapeControls, printError } from '../messages.js';
import { printTargetProblem } from '../print/output-check.js';
import { geometryProblem } from '../print/geometry.js';
import { checkOutputPath, writeOutputFile } from '../output-file.js';
import { RecordReader, type PrintRecord } from '../print/records.js';
import { parseLength, parseMargins, parsePageSize, type Margins, type PageSize } from '../print/units.js';
import { PER_PAGE, SOLUTIONS_MODES, SOLUTIONS_PER_PAGE, pageCount, type BookOptions, type PrintItem, type SolutionsMode } from '../print/book.js';
import type { PrintCheckInput, PrintCheckResult } from '../tasks/print-check.js';

const LABELS = ['tier', 'er', 'both', 'none'] as const;
type LabelMode = (typeof LABELS)[number];
const FORMATS = ['pdf', 'svg'] as const;
type PrintFormat = (typeof FORMATS)[number];

interface PrintCliOptions {
  output?: string;
  format?: PrintFormat;
  perPage: number;
  page: PageSize;
  solutions: SolutionsMode;
  solutionsPerPage: number;
  title?: string;
  margins: Margins;
  gutter: number;
  numbers?: boolean;
  label: LabelMode;
  strict?: boolean;
  force?: boolean;
  tints?: boolean;
  workers?: number;
}

/**
 * The longest --title: a page head is one line, set smaller to fit, and past this it would be
 * too small to read (the layout's cost also grows with the length).
 */
export const MAX_TITLE = 200;

function parseTitle(value: string): string {
  if (value.length > MAX_TITLE) throw new InvalidArgumentError(`--title takes at most ${MAX_TITLE} characters (one line at the head of a page); got ${value.length}.`);
  return value;
}

/** A usage or I/O problem: one line on stderr, exit code 2. */
class PrintCliError extends Error {}

function oneOf<T extends string | number>(name: string, values: readonly T[], parse: (s: string) => T = (s) => s as T) {
  return (value: string): T => {
    const v = parse(value);
    if (!values.includes(v)) throw new InvalidArgumentError(`${name} must be one of ${values.join(', ')}; got '${value}'.`);
    return v;
  };
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new InvalidArgumentError(`${r.error.message}.`);
  return r.value;
}

function formatMinutes(minutes: number): string {
  return `~${Math.max(1, Math.round(minutes))} min`;
}

/** The small text beside a puzzle's number: level and/or ER, then expected minutes. */
export function labelText(mode: LabelMode, r: { er?: number; erAtLeast?: boolean; tier?: string; minutes?: number }): string {
  if (mode === 'none') return '';
  const parts: string[] = [];
  if ((mode === 'tier' || mode === 'both') && r.tier) parts.push(r.tier);
  if ((mode === 'er' || mode === 'both') && r.er !== undefined) parts.push(`ER ${r.er.toFixed(1)}${r.erAtLeast ? '+' : ''}`);
  if (r.minutes !== undefined) parts.push(formatMinutes(r.minutes));
  return parts.join(' · ');
}

function needsRating(mode: LabelMode, r: PrintRecord): boolean {
  if (mode === 'none') return false;
  if (mode === 'tier') return r.tier === undefined && r.er === undefined;
  return r.er === undefined;
}

function outputFormat(opts: PrintCliOptions): PrintFormat {
  if (opts.format) return opts.format;
  if (!opts.output) throw new PrintCliError('give -o FILE.pdf or FILE.svg, or --format svg to write to stdout');
  const ext = extname(opts.output).toLowerCase();
  if (ext === '.pdf' || ext === '.svg') return ext.slice(1) as PrintFormat;
  throw new PrintCliError(`cannot tell the format of ${opts.output}: name it .pdf or .svg, or give --format`);
}

/** SOURCE_DATE_EPOCH (seconds), the reproducible-builds convention: the same input, the same bytes. */
function sourceDate(): Date | undefined {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : undefined;
}

/** Lines to checked records, in input order; bad lines reported (and counted) as they come. */
async function checkInput(files: string[], opts: PrintCliOptions, report: (line: InputLine, message: string) => void): Promise<PrintItem[]> {
  const total = checkInputs(files); // also fails early on a missing file; pipes are kept open
  const progress = createProgress('print: checking');
  let bytes = 0;
  const readers = new Map<string, RecordReader>();
  type Pending = { line: InputLine; record: PrintRecord; unreadable?: string };
  async function* records(): AsyncGenerator<Pending> {
    for await (const line of readPuzzleLines(files, { onBytes: (b) => (bytes = b) })) {
      let reader = readers.get(line.source);
      if (!reader) readers.set(line.source, (reader = new RecordReader()));
      const r = reader.read(line.text);
      if (r.kind === 'error') yield { line, record: { puzzle: '' }, unreadable: r.error.message };
      else if (r.kind === 'record') yield { line, record: r.record };
    }
  }
  const items: PrintItem[] = [];
  const encode = ({ record, unreadable }: Pending): PrintCheckInput => ({
    puzzle: record.puzzle,
    solution: record.solution,
    rate: needsRating(opts.label, record),
    level: opts.label === 'tier' || opts.label === 'both',
    unreadable,
  });
  await mapOrdered(records(), { task: 'print-check', options: {}, workers: opts.workers, batchSize: 32, encode }, (output, input) => {
    progress.update(total ? bytes : items.length, total);
    if (output.invalid) {
      report(input.line, output.err ?? 'invalid');
      return;
    }
    const checked = JSON.parse(output.out) as PrintCheckResult;
    const r = input.record;
    const rated = r.er !== undefined ? { er: r.er, erAtLeast: r.erAtLeast } : { er: checked.er, erAtLeast: checked.erAtLeast };
    // The input's tier goes with the input's ER; a rating made here brings its own.
    const tier = r.er !== undefined ? (r.tier ?? tierOf(r.er)) : (checked.tier ?? r.tier ?? (rated.er !== undefined ? tierOf(rated.er) : undefined));
    const rating = labelText(opts.label, { ...rated, tier, minutes: r.minutes ?? checked.minutes });
    // a variant is named in its label (a mixed book tells a Killer from a Jigsaw at a glance)
    const label = opts.label === 'none' ? '' : [checked.variant, rating].filter(Boolean).join(' · ');
    items.push({ number: items.length + 1, puzzle: checked.puzzle, solution: checked.solution, label, ...(checked.rules ? { rules: checked.rules, text: checked.text } : {}) });
  });
  progress.finish();
  return items;
}

async function writeOutput(path: string | undefined, chunks: Iterable<string | Buffer>): Promise<void> {
  if (path) return writeOutputFile(path, '--output', chunks);
  for (const chunk of chunks) {
    if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}

async function printCommand(files: string[], opts: PrintCliOptions): Promise<number> {
  if (opts.output) checkOutputPath(opts.output, '--output'); // a directory or socket is refused before any work
  const format = outputFormat(opts);
  if (format === 'pdf' && !opts.output && process.stdout.isTTY) throw new PrintCliError('a PDF is not for the terminal: give -o FILE.pdf (or pipe it)');
  // Before any work: where the book goes, and whether its pages leave room for it.
  const target = opts.output ? printTargetProblem(opts.output, !!opts.force) : undefined;
  if (target) throw new PrintCliError(target.message);
  const geometry = format === 'pdf' ? geometryProblem(opts) : undefined;
  if (geometry) throw new PrintCliError(geometry);
  let bad = 0;
  // Ctrl-C or SIGTERM (interrupt.ts): while checking, nothing has been written. While a file is
  // written the process is busy until it is complete and in place, so the report says so; a
  // PDF streamed to stdout may be cut short.
  // The handler stays set to the end: a signal that came during the synchronous write is
  // handled only after it, and then says the file is whole.
  let state = 'nothing written';
  whileRunning({ save: () => state });
  const items = await checkInput(files, opts, (line, message) => {
    bad++;
    printError(`${describeLine(line)}: ${message}${opts.strict ? '' : ' (left out)'}`);
  });
  // 12x12 and 16x16 grids need more room than the check before reading allowed for
  const largest = items.reduce((m, item) => Math.max(m, item.rules?.size ?? 9), 9);
  const roomy = format === 'pdf' && largest > 9 ? geometryProblem(opts, largest) : undefined;
  if (roomy) throw new PrintCliError(roomy);
  state = opts.output ? `nothing written` : 'the output on stdout may be cut short';
  const code = await writeBook(items, bad, format, opts);
  if (opts.output && items.length > 0 && !(bad > 0 && opts.strict)) state = `${opts.output} was written in full first`;
  return code;
}

/** The checked puzzles as a PDF book or an SVG; `bad` lines were reported and left out. */
async function writeBook(items: PrintItem[], bad: number, format: PrintFormat, opts: PrintCliOptions): Promise<number> {
  const lines = `${bad} bad line${bad === 1 ? '' : 's'}`;
  const leftOut = () => (bad ? ` (${lines} left out)` : '');
  if (bad > 0 && opts.strict) {
    printError(`${lines}: nothing written (--strict)`);
    return 1;
  }
  if (items.length === 0) {
    printError('no puzzles to print: nothing written');
    return 1;
  }
  if (format === 'svg') {
    if (items.length > 1) throw new PrintCliError(`an SVG shows one puzzle; the input has ${items.length} (write a PDF for more)`);
    const { makeSvg } = await import('../print/svg.js');
    await writeOutput(opts.output, [makeSvg(items[0], { tints: !!opts.tints, label: [opts.numbers ? '1' : '', items[0].label].filter(Boolean).join(' · '), title: opts.title })]);
    if (opts.output) process.stdout.write(`wrote ${escapeControls(opts.output)}${leftOut()}\n`);
  } else {
    const { pdfChunks } = await import('../print/pdf.js');
    const book: BookOptions = {
      page: opts.page,
      margins: opts.margins,
      gutter: opts.gutter,
      perPage: opts.perPage,
      solutions: opts.solutions,
      solutionsPerPage: opts.solutionsPerPage,
      title: opts.title,
      numbers: !!opts.numbers,
      labels: !!opts.numbers || items.some((item) => item.label !== ''),
      tints: !!opts.tints,
      createdAt: sourceDate(),
    };
    const pages = pageCount(items.length, book);
    const progress = createProgress('print: pages');
    try {
      await writeOutput(opts.output, pdfChunks(items, book, (done) => progress.update(done, pages)));
    } finally {
      progress.finish();
    }
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    if (opts.output) process.stdout.write(`wrote ${escapeControls(opts.output)}: ${plural(items.length, 'puzzle')} on ${plural(pages, 'page')}${leftOut()}\n`);
  }
  return bad > 0 ? 1 : 0;
}

export function register(program: Command): void {
  program
    .command('print')
    .description('print-ready pages: puzzles of any variant (lines, compact lines, links, CSV or JSON lines) to a PDF book, or one puzzle to SVG')
    .argument('[files...]', 'input files (default: stdin)')
    .option('-o, --output <file>', 'FILE.pdf or FILE.svg, written atomically; a device or named pipe in place (default: stdout, with --format)', filePath('--output'))
    .option('--format <f>', `output: ${FORMATS.join(', ')} (default: from the -o file name)`, oneOf('--format', FORMATS))
    .option('--per-page <n>', `puzzles per page: ${PER_PAGE.join(', ')}`, oneOf('--per-page', PER_PAGE, Number), 1)
    .addOption(
      new Option('--page <size>', 'a4, a5, b5, letter, legal, trade sizes 5x8in 5.25x8in 5.5x8.5in 6x9in 6.14x9.21in 7x10in 8x10in 8.25x11in, or WxHmm / WxHin')
        .argParser((v) => unwrap(parsePageSize(v)))
        .default(unwrap(parsePageSize('a4')), 'a4'),
    )
    .option('--solutions <where>', `${SOLUTIONS_MODES.join(', ')}: a section at the end, none, or small at the foot of each page`, oneOf('--solutions', SOLUTIONS_MODES), 'end' as SolutionsMode)
    .option('--solutions-per-page <n>', `solutions per page at the end: ${SOLUTIONS_PER_PAGE.join(', ')}`, oneOf('--solutions-per-page', SOLUTIONS_PER_PAGE, Number), 9)
    .option('--title <text>', `title at the head of every page (at most ${MAX_TITLE} characters)`, parseTitle)
    .addOption(
      new Option('--margins <len>', 'page margins: one length or top,right,bottom,left (e.g. 12mm, 0.5in, 36pt)')
        .argParser((v) => unwrap(parseMargins(v)))
        .default(unwrap(parseMargins('0.5in')), '0.5in'),
    )
    .option('--gutter <len>', 'extra inner margin for binding, on alternate sides (e.g. 0.25in)', (v) => unwrap(parseLength(v)), 0)
    .option('--numbers', 'number the puzzles (the solutions carry the same numbers)')
    .option('--label <what>', `label beside each puzzle: ${LABELS.join(', ')} (plus expected minutes, from the input or the rating made here)`, oneOf('--label', LABELS), 'tier' as LabelMode)
    .option('--tints', 'soft four-colour tints for killer cages and jigsaw regions (neighbours differ)')
    .option('--strict', 'any bad line: write nothing and exit 1')
    .option('--force', 'overwrite -o FILE even if it is not a PDF or SVG (an SQLite bank, a text file)')
    .option(...workersOption)
    .action(async (files: string[], opts: PrintCliOptions) => {
      try {
        process.exitCode = await printCommand(files, opts);
      } catch (e) {
        if (!(e instanceof PrintCliError)) throw e;
        printError(e.message);
        process.exitCode = 2;
      }
    });
}
