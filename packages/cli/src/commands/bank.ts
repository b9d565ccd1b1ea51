/**
 * `sudokit bank`: a puzzle bank in an SQLite file. add (import and rate), fill (generate to a
 * tier on all cores), pick (hand out puzzles never handed out before), export, stats, rerate.
 * Over 400 lines: a short function per subcommand and their options; pick (bank-pick.ts), merge
 * (bank/merge.ts) and re-runs (bank/resume.ts) live apart.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { HUMAN_MODEL_VERSION, LADDER_TOP, TIERS, SYMMETRY_NAMES, parseSymmetryName, randomSeed, type DifficultyTarget, type MinutesRange, type SymmetryName } from 'sudokit';
import { readPuzzleLines, type InputLine } from '../lines.js';
import { checkInputs } from '../inputs.js';
import { whileRunning } from '../interrupt.js';
import { CliError, UsageError, describeSystemError, escapeControls, printError } from '../messages.js';
import { checkOutputTarget, checkStdoutTarget } from '../bank/output-target.js';
import { mapOrdered, defaultWorkers } from '../pool.js';
import { LineWriter } from '../output.js';
import { createProgress } from '../progress.js';
import { describeLine, stopOnReadError } from '../run-lines.js';
import { filePath, positiveInt, workersOption } from '../cli-options.js';
import { MINUTES_HELP, RATING_HELP, TIER_HELP, chooseTarget, parseMinutesOption, parseRatingOption, parseTierOption } from '../difficulty-options.js';
import { parseSeed } from './generate.js';
import { Bank, sqliteFailure, type RowKind } from '../bank/store.js';
import type { BankRow } from '../bank/row.js';
import { RECORD_FORMATS, isRecordFormat, jsonSafe, type RecordFormat } from '../bank/format.js';
import { histogramBars, svgHistogram, textHistogram } from '../bank/histogram.js';
import { checkOutputPath, writeOutputFile } from '../output-file.js';
import { mergeCommand } from '../bank/merge.js';
import { pickCommand } from './bank-pick.js';
import { fillVariant, parseLevelOption, parseSizeOption, parseVariantOption, variantKind } from './bank-variant.js';
import type { GridSize, VariantLevel, VariantName } from 'sudokit';
import { bankedFillIndices, bankedLine } from '../bank/resume.js';
import { fillLoop, type FillAnswer } from '../bank/fill-loop.js';
import type { BankRateResult } from '../tasks/bank-rate.js';
import type { RatedGenerateOptions } from '../tasks/rated-generate.js';

export const DEFAULT_BANK = './sudokit-bank.db';
const BANK_TIERS = [...TIERS.map((t) => t.tier as string), 'beyond'];

/** A command-line failure: one line on stderr, exit code 2 (as for bad options). */
class BankCliError extends CliError {}

/** How a command uses the bank: creates it if missing, writes to it, or only reads it. */
type BankAccess = 'create' | 'write' | 'read';

function openBank(path: string, access: BankAccess): Bank {
  const r = Bank.open(path, { create: access === 'create', readonly: access === 'read' });
  if (!r.ok) throw new BankCliError(r.error.message);
  return r.value;
}

/**
 * --db: a file path. SQLite would take '' and ':memory:' as a private temporary database (and
 * `file:` as a URI), so `bank add` would report puzzles added and keep none: refused.
 */
export function parseBankPath(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('--db must be a file path, got an empty string.');
  if (value === ':memory:' || /^file:/i.test(value)) throw new InvalidArgumentError(`--db must be a file path, got '${value}' (SQLite would keep nothing).`);
  return value;
}

function parseBankTier(value: string): string {
  const t = value.toLowerCase();
  if (!BANK_TIERS.includes(t)) throw new InvalidArgumentError(`--tier must be one of ${BANK_TIERS.join(', ')}; got '${value}'.`);
  return t;
}

function parseFormat(value: string): RecordFormat {
  if (!isRecordFormat(value)) throw new InvalidArgumentError(`--format must be one of ${RECORD_FORMATS.join(', ')}; got '${value}'.`);
  return value;
}

function parseSymmetry(value: string): SymmetryName {
  const name = parseSymmetryName(value);
  if (!name) throw new InvalidArgumentError(`--symmetry must be one of ${SYMMETRY_NAMES.join(', ')}; got '${value}'.`);
  return name;
}

/** Rows rated but not yet committed are committed at least this often (and on Ctrl-C). */
const ADD_COMMIT_ROWS = 64;
const ADD_COMMIT_MS = 1000;

/**
 * A failed write to the bank (disk full, I/O error): one line naming the bank and what was kept.
 * Other errors are not this function's (undefined).
 */
function bankWriteFailure(db: string, e: unknown, kept: string): BankCliError | undefined {
  const code = (e as { code?: string }).code ?? '';
  if (code === 'SQLITE_FULL') return new BankCliError(`cannot write bank ${db}: disk full (${code}); ${kept}, each committed before the error`);
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY')) return new BankCliError(`cannot write bank ${db}: ${describeSystemError(e)} (${code}); ${kept}, each committed before the error`);
  return undefined;
}

async function addCommand(db: string, files: string[], workers?: number): Promise<number> {
  checkInputs(files); // before the bank is created or any puzzle rated
  const bank = openBank(db, 'create');
  const progress = createProgress('bank add');
  const counts = { added: 0, known: 0, unrated: 0, notUnique: 0, invalid: 0 };
  let pending: BankRow[] = [];
  let lastCommit = Date.now();
  let writeFailure: BankCliError | undefined;
  const summary = () =>
    `added ${counts.added}, already in bank ${counts.known}${counts.unrated ? ` (${counts.unrated} found before rating)` : ''}, not unique ${counts.notUnique}, invalid ${counts.invalid}`;
  const commit = () => {
    if (writeFailure) return;
    try {
      const added = bank.add(pending);
      counts.added += added;
      counts.known += pending.length - added;
    } catch (e) {
      // The batch is rolled back; the input stops (below) and the failure is reported after.
      writeFailure = bankWriteFailure(db, e, summary());
      if (!writeFailure) throw e;
    }
    pending = [];
    lastCommit = Date.now();
  };
  const stopSaving = whileRunning({
    save: () => {
      progress.finish();
      commit();
      bank.close();
      return summary();
    },
  });
  const input = stopOnReadError(readPuzzleLines(files));
  // A run after an interrupted one: lines whose puzzle is banked are not rated again.
  const banked = bank.count() > 0 ? bankedLine(bank) : () => false;
  async function* lines(): AsyncGenerator<InputLine> {
    for await (const line of input.lines) {
      if (writeFailure) return;
      if (banked(line.text)) {
        counts.known++;
        counts.unrated++;
        progress.update(++done);
        continue;
      }
      yield line;
    }
  }
  let done = 0;
  try {
    await mapOrdered<InputLine>(
      lines(),
      { task: 'bank-rate', options: {}, workers, batchSize: 64, encode: (line: InputLine) => ({ text: line.text, source: line.source }) },
      (output, line) => {
        progress.update(++done);
        if (output.invalid) {
          counts.invalid++;
          printError(`${describeLine(line)}: ${output.err}`);
          return;
        }
        const result = JSON.parse(output.out) as BankRateResult;
        if ('skip' in result) {
          counts.notUnique++;
          printError(`${describeLine(line)}: not added: ${result.message}`);
          return;
        }
        pending.push(result.row);
        if (pending.length >= ADD_COMMIT_ROWS || Date.now() - lastCommit >= ADD_COMMIT_MS) commit();
      },
    );
    commit();
  } finally {
    stopSaving();
    progress.finish();
    bank.close();
  }
  if (writeFailure) throw writeFailure;
  const failure = input.failure();
  if (failure) {
    printError(`${summary()} before the error below`);
    throw failure;
  }
  process.stdout.write(`${summary()}\n`);
  return counts.invalid > 0 ? 1 : 0;
}

interface FillOptions {
  db: string;
  tier?: DifficultyTarget;
  rating?: DifficultyTarget;
  minutes?: MinutesRange;
  count: number;
  seed?: string;
  symmetry: SymmetryName;
  maxAttempts?: number;
  workers?: number;
  variant?: VariantName;
  size?: GridSize;
  level?: VariantLevel;
  symmetryGiven: boolean;
}

async function fillCommand(opts: FillOptions): Promise<number> {
  const kind = variantKind(opts);
  const target = kind ? undefined : chooseTarget(opts, !opts.minutes);
  if (typeof target === 'string') throw new UsageError(opts.minutes ? target : `${target} (or --minutes MIN-MAX)`);
  const bank = openBank(opts.db, 'create');
  let writeFailure: BankCliError | undefined;
  let added = 0;
  const write = (row: BankRow) => {
    try {
      if (bank.add([row]) === 1) {
        added++;
        return 'added' as const;
      }
      return 'known' as const;
    } catch (e) {
      writeFailure = bankWriteFailure(opts.db, e, `added ${added} puzzles`);
      if (!writeFailure) throw e;
      return 'failed' as const;
    }
  };
  try {
    const code = kind ? await fillVariant(bank, kind, opts, write) : await fillClassic(bank, target, opts, write);
    if (writeFailure) throw writeFailure;
    return code;
  } finally {
    bank.close();
  }
}

/** `bank fill` to a tier or minutes: classic 9x9 puzzles, rated as they are made. */
async function fillClassic(bank: Bank, target: DifficultyTarget | undefined, opts: FillOptions, write: (row: BankRow) => 'added' | 'known' | 'failed'): Promise<number> {
  const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomSeed();
  const maxAttempts = opts.maxAttempts ?? (opts.minutes ? 200 : 5000);
  const options: RatedGenerateOptions = { seed, target, minutes: opts.minutes, symmetry: opts.symmetry, maxAttempts, bank: true };
  const count = opts.count;
  // Generate until COUNT new puzzles are in; equivalent copies already banked do not count, and
  // indices an earlier run of this seed banked are not generated again (the same rows would come).
  const t = await fillLoop(bank, {
    count,
    giveUp: count,
    banked: bankedFillIndices(bank, seed, { target, minutes: opts.minutes, symmetry: opts.symmetry }),
    task: 'rated-generate',
    options,
    workers: opts.workers,
    answer: (out) => JSON.parse(out) as FillAnswer,
  }, write);
  if (t.failed) return 2; // the caller reports the failed write
  const again = t.resumed ? `; ${t.resumed} banked by an earlier run with this seed were not made again` : '';
  process.stdout.write(`added ${t.added} puzzles (${t.duplicates} equivalent to ones already banked were skipped${again})\n`);
  if (t.added < count) {
    process.stderr.write(`sudokit: only ${t.added} of ${count} found: ${t.missing} searches ran out of budget (raise --max-attempts)\n`);
    return 1;
  }
  return 0;
}

function* exportChunks(bank: Bank, tier: string | undefined, json: boolean, kind?: RowKind): Generator<string> {
  if (!json) {
    for (const r of bank.rows(tier, kind)) yield `${escapeControls(r.puzzle)}\t${escapeControls(r.solution)}\n`; // a crafted row is shown, not obeyed
    return;
  }
  yield '[\n';
  let first = true;
  for (const r of bank.rows(tier, kind)) {
    const { puzzle, solution, er, ep, ed, tier: t, hardest, clues, symmetry, minutes, variant, size } = r;
    const kind = variant !== 'classic' || size !== 9 ? { variant, size } : {}; // a variant row says its rules; `tier` is its level
    yield `${first ? '' : ',\n'}${jsonSafe(JSON.stringify({ puzzle, solution, er, ep, ed, tier: t, hardest, clues, symmetry, minutes: minutes ?? null, ...kind }))}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function exportCommand(opts: { db: string; tier?: string; json?: boolean; output?: string; force?: boolean; variant?: VariantName; size?: GridSize; level?: VariantLevel }): Promise<number> {
  const kind = variantKind(opts); // --variant [--size] [--level]: those rows only; --tier stays classic
  if (opts.output) {
    checkOutputPath(opts.output, '--output');
    checkOutputTarget(opts.output, '--output', opts.db, !!opts.force);
  } else checkStdoutTarget(opts.db);
  const bank = openBank(opts.db, 'read');
  try {
    const chunks = kind ? exportChunks(bank, opts.level, !!opts.json, kind) : exportChunks(bank, opts.tier, !!opts.json);
    if (opts.output) await writeOutputFile(opts.output, '--output', chunks);
    else {
      for (const chunk of chunks) {
        if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once('drain', resolve));
      }
    }
  } finally {
    bank.close();
  }
  return 0;
}

async function statsCommand(opts: { db: string; svg?: string; force?: boolean }): Promise<number> {
  if (opts.svg) {
    checkOutputPath(opts.svg, '--svg');
    checkOutputTarget(opts.svg, '--svg', opts.db, !!opts.force);
  }
  checkStdoutTarget(opts.db);
  const bank = openBank(opts.db, 'read');
  let stats;
  try {
    stats = bank.stats();
  } finally {
    bank.close();
  }
  const lines = [`bank ${escapeControls(opts.db)}: ${stats.total} puzzles`, '', `${'tier'.padEnd(11)}${'total'.padStart(8)}${'unused'.padStart(8)}`];
  for (const tier of BANK_TIERS) {
    const t = stats.tiers.find((x) => x.tier === tier);
    if (t) lines.push(`${tier.padEnd(11)}${String(t.total).padStart(8)}${String(t.unused).padStart(8)}`);
  }
  if (stats.variants.length) {
    lines.push('', `${'variant'.padEnd(16)}${'level'.padEnd(9)}${'total'.padStart(8)}${'unused'.padStart(8)}`);
    for (const v of stats.variants) lines.push(`${`${v.variant} ${v.size}x${v.size}`.padEnd(16)}${v.level.padEnd(9)}${String(v.total).padStart(8)}${String(v.unused).padStart(8)}`);
  }
  const bars = histogramBars(stats);
  if (bars.length) lines.push('', 'ER histogram:', ...textHistogram(bars));
  lines.push(...minutesLines(stats.minutes));
  process.stdout.write(lines.join('\n') + '\n');
  if (opts.svg) await writeOutputFile(opts.svg, '--svg', [svgHistogram(bars, `ER of ${stats.tiers.reduce((n, t) => n + t.total, 0)} puzzles in ${opts.db}`)]);
  return 0;
}

/** The expected-minutes distribution of `bank stats`: buckets as bars, quartiles, rows not timed yet. */
function minutesLines(m: ReturnType<Bank['stats']>['minutes']): string[] {
  const out: string[] = [];
  const used = m.buckets.filter((b) => b.count > 0);
  if (used.length) {
    const bars = m.buckets.map((b) => ({ label: b.hi === Infinity ? `${b.lo}+` : `${b.lo}-${b.hi}`, tier: 'min', count: b.count }));
    out.push('', `expected minutes (quartiles ${m.p25!.toFixed(1)} / ${m.median!.toFixed(1)} / ${m.p75!.toFixed(1)}):`);
    out.push(...textHistogram(bars));
  }
  if (m.untimed) out.push('', `${m.untimed} puzzles have no expected minutes yet: \`sudokit bank rerate\` adds them`);
  return out;
}

/**
 * Re-rate rows the ladder could not finish when they were added (or all rows), e.g. after chains
 * land: classic rows by SE's rater, variant rows by the variant ladder (the bank-rate task reads
 * both), with the same pages, transactions and interrupt report.
 */
async function rerateCommand(opts: { db: string; all?: boolean; workers?: number }): Promise<number> {
  const bank = openBank(opts.db, 'write');
  let rerated = 0;
  let moved = 0;
  let updates: { id: number; row: BankRow }[] = [];
  const commit = () => {
    moved += bank.updateRatings(updates);
    rerated += updates.length;
    updates = [];
  };
  const summary = () => `re-rated ${rerated} puzzles, ${moved} changed tier`;
  const stopSaving = whileRunning({
    save: () => {
      commit();
      bank.close();
      return summary();
    },
  });
  try {
    // Small pages: each is committed before the next starts, so an interrupt loses no work.
    for (const page of bank.staleRatings(LADDER_TOP, HUMAN_MODEL_VERSION, !!opts.all, 64)) {
      await mapOrdered(page, { task: 'bank-rate', options: {}, workers: opts.workers, batchSize: 16, encode: (p) => ({ text: p.puzzle, source: '' }) }, (output, input) => {
        const result = JSON.parse(output.out) as BankRateResult;
        if ('row' in result) updates.push({ id: input.id, row: result.row });
      });
      commit();
    }
  } finally {
    stopSaving();
    bank.close();
  }
  process.stdout.write(`${summary()}\n`);
  return 0;
}

/** Run a subcommand; bank and file errors become one line on stderr and exit code 2. */
async function guarded(db: string, body: () => Promise<number> | number): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (e) {
    const failure = sqliteFailure(db, e);
    if (!(e instanceof CliError) && !failure) throw e;
    printError(failure ? failure.message : (e as Error).message);
    process.exitCode = 2;
  }
}

export function register(program: Command): void {
  const bank = program
    .command('bank')
    .description('a puzzle bank in an SQLite file: add, fill, pick, export, stats, rerate')
    .option('--db <path>', 'bank file', parseBankPath, DEFAULT_BANK)
    .configureHelp({ showGlobalOptions: true });

  bank
    .command('add')
    .description('rate puzzles (one per line, as for solve) and store them; equivalent puzzles are stored once')
    .argument('[files...]', 'input files (default: stdin)')
    .option(...workersOption)
    .action(async function (this: Command, files: string[]) {
      const o = this.optsWithGlobals() as { db: string; workers?: number };
      await guarded(o.db, () => addCommand(o.db, files, o.workers));
    });

  bank
    .command('fill')
    .description('generate COUNT new puzzles of a tier, ER range and/or expected minutes, or of a variant (--variant, rated by level), into the bank, on all cores')
    .option('--tier <name>', TIER_HELP, parseTierOption)
    .option('--rating <min-max>', RATING_HELP, parseRatingOption)
    .option('--minutes <min-max>', MINUTES_HELP, parseMinutesOption)
    .requiredOption('-n, --count <n>', 'how many new puzzles', positiveInt('-n/--count'))
    .option('--seed <s>', 'seed (default: random)')
    .option('--symmetry <name>', `clue pattern symmetry: ${SYMMETRY_NAMES.join(', ')}`, parseSymmetry, 'none' as SymmetryName)
    .option('--max-attempts <n>', 'puzzles tried per result before giving up (default 5000; with --variant, puzzles not kept in all, default 20 x COUNT)', positiveInt('--max-attempts'))
    .option('--variant <name>', 'variant puzzles instead of classic 9x9: jigsaw, x, windoku, killer, or classic with --size 4|6|12|16 (rated by level: no ER, no minutes)', parseVariantOption)
    .option('--size <n>', 'grid size with --variant: 4, 6, 9, 12 or 16 (default 9)', parseSizeOption)
    .option('--level <name>', 'with --variant: easy, medium, hard, expert or extreme (needs the engine\'s variant levels)', parseLevelOption)
    .option(...workersOption)
    .action(async function (this: Command) {
      const o = { ...this.optsWithGlobals(), symmetryGiven: this.getOptionValueSource('symmetry') === 'cli' } as FillOptions;
      await guarded(o.db, () => fillCommand(o));
    });

  bank
    .command('pick')
    .description('print COUNT puzzles of a tier and/or expected minutes, or of a variant (and level), never handed out before (--mark-used hands them out)')
    .option('--tier <name>', `tier: ${BANK_TIERS.join(', ')}`, parseBankTier)
    .option('--minutes <min-max>', MINUTES_HELP, parseMinutesOption)
    .option('-n, --count <n>', 'how many', positiveInt('-n/--count'), 1)
    .option('--mark-used', 'mark them handed out, so no later pick returns them')
    .option('--format <f>', `output: ${RECORD_FORMATS.join(', ')}`, parseFormat, 'line' as RecordFormat)
    .option('--with-solution', 'line format: append a tab and the solution')
    .option('--variant <name>', 'variant puzzles (compact lines) instead of classic 9x9: jigsaw, x, windoku, killer, or classic with --size 4|6|12|16', parseVariantOption)
    .option('--size <n>', 'grid size with --variant (default 9)', parseSizeOption)
    .option('--level <name>', 'with --variant: easy, medium, hard, expert or extreme', parseLevelOption)
    .action(async function (this: Command) {
      const o = this.optsWithGlobals() as Parameters<typeof pickCommand>[0];
      await guarded(o.db, () => pickCommand(o));
    });

  bank
    .command('export')
    .description('write every puzzle as "puzzle<TAB>solution" lines, or a JSON array (--json), sorted by ER')
    .option('--tier <name>', `only this tier: ${BANK_TIERS.join(', ')}`, parseBankTier)
    .option('--json', 'a JSON array of {puzzle, solution, er, ep, ed, tier, hardest, clues, symmetry, minutes} (variant rows add variant and size)')
    .option('--variant <name>', 'only variant rows (compact lines) of these rules: jigsaw, x, windoku, killer, or classic with --size 4|6|12|16', parseVariantOption)
    .option('--size <n>', 'grid size with --variant (default 9)', parseSizeOption)
    .option('--level <name>', 'with --variant: easy, medium, hard, expert or extreme', parseLevelOption)
    .option('-o, --output <file>', 'write to this file (atomically; a device or named pipe in place) instead of stdout; never the bank itself', filePath('--output'))
    .option('--force', 'overwrite FILE even if it is an SQLite database (never the bank being read)')
    .action(async function (this: Command) {
      const o = this.optsWithGlobals() as Parameters<typeof exportCommand>[0];
      await guarded(o.db, () => exportCommand(o));
    });

  bank
    .command('rerate')
    .description('re-rate puzzles the technique solver could not finish when added (it has grown since; classic rows by SE, variant rows by the variant ladder) or, classic 9x9, without expected minutes from the current model; all with --all')
    .option('--all', 're-rate every puzzle, classic and variant')
    .option(...workersOption)
    .action(async function (this: Command) {
      const o = this.optsWithGlobals() as Parameters<typeof rerateCommand>[0];
      await guarded(o.db, () => rerateCommand(o));
    });

  bank
    .command('merge')
    .description('join banks filled elsewhere into this one: one row per canonical form, re-rated unless rated by this rater, used marks kept')
    .argument('<sources...>', 'bank files to merge in (read only; each in its own transaction)')
    .option('--rerate', 're-rate every puzzle taken from the sources')
    .option(...workersOption)
    .action(async function (this: Command, sources: string[]) {
      const o = this.optsWithGlobals() as { db: string; rerate?: boolean; workers?: number };
      await guarded(o.db, () => mergeCommand(o.db, sources, o));
    });

  bank
    .command('stats')
    .description('counts per tier, a histogram of ER and the distribution of expected minutes; --svg writes the ER histogram as an SVG chart')
    .option('--svg <file>', 'write the ER histogram as SVG (atomically; a device or named pipe in place); never the bank itself', filePath('--svg'))
    .option('--force', 'overwrite FILE even if it is an SQLite database (never the bank being read)')
    .action(async function (this: Command) {
      const o = this.optsWithGlobals() as Parameters<typeof statsCommand>[0];
      await guarded(o.db, () => statsCommand(o));
    });
}
