import { InvalidArgumentError, type Command } from 'commander';
import { UsageError, errorLine } from '../messages.js';
import { whileRunning } from '../interrupt.js';
import { DEFAULT_RATED_ATTEMPTS, DEFAULT_TECHNIQUE_ATTEMPTS, MIN_CLUES, SYMMETRY_NAMES, parseSeed as parseEngineSeed, defaultMaxAttempts, parseSymmetryName, randomSeed, type Seed, type SymmetryName } from 'sudokit';
import { mapOrdered, defaultWorkers } from '../pool.js';
import { LineWriter } from '../output.js';
import { createProgress } from '../progress.js';
import { filePath, positiveInt, workersOption } from '../cli-options.js';
import type { GenerateTaskOptions } from '../tasks/generate.js';
import type { DifficultyTarget, MinutesRange } from 'sudokit';
import { MINUTES_HELP, RATING_HELP, TIER_HELP, chooseTarget, parseMinutesOption, parseRatingOption, parseTierOption } from '../difficulty-options.js';
import { RECORD_FORMATS, isRecordFormat, type RecordFormat } from '../bank/format.js';
import { runRatedGenerate } from './generate-rated.js';
import { VARIANT_LEVELS, VARIANT_NAMES, VARIANT_SIZES, type GridSize, type VariantLevel, type VariantName } from 'sudokit';
import type { GenerateVariantTaskOptions } from '../tasks/generate-variant.js';
import { listTechniques, parseTechniqueOption } from './technique-options.js';

function parseVariant(value: string): VariantName {
  if (!(VARIANT_NAMES as readonly string[]).includes(value)) throw new InvalidArgumentError(`--variant must be one of ${VARIANT_NAMES.join(', ')}; got '${value}'.`);
  return value as VariantName;
}

function parseLevel(value: string): VariantLevel {
  if (!(VARIANT_LEVELS as readonly string[]).includes(value)) throw new InvalidArgumentError(`--level must be one of ${VARIANT_LEVELS.join(', ')}; got '${value}'.`);
  return value as VariantLevel;
}

function parseSize(value: string): GridSize {
  if (!['4', '6', '9', '12', '16'].includes(value)) throw new InvalidArgumentError(`--size must be one of 4, 6, 9, 12, 16; got '${value}'.`);
  return Number(value) as GridSize;
}

/** Options that only the classic 9x9 pipeline has (difficulty targets and clue counts come with variant levels). */
const CLASSIC_ONLY: [keyof GenerateCliOptions, string][] = [
  ['tier', '--tier'],
  ['rating', '--rating'],
  ['minutes', '--minutes'],
  ['clues', '--clues'],
  ['minimal', '--minimal'],
  ['resume', '--resume'],
  ['maxAttempts', '--max-attempts'],
  ['technique', '--technique'],
];

/** --variant / --size: puzzles of any variant (engine generateVariant), in the compact form or JSON lines. */
async function runVariant(opts: GenerateCliOptions): Promise<number> {
  const variant = opts.variant ?? 'classic';
  const size = opts.size ?? 9;
  if (!VARIANT_SIZES[variant].includes(size)) throw new UsageError(`--variant ${variant} comes in sizes ${VARIANT_SIZES[variant].join(', ')}, not ${size}`);
  for (const [key, flag] of CLASSIC_ONLY) {
    if (opts[key] !== undefined) throw new UsageError(`${flag} applies to classic 9x9 puzzles only, not to --variant ${variant} --size ${size}`);
  }
  if (opts.format !== 'line' && opts.format !== 'jsonl') throw new UsageError(`--format ${opts.format} is for classic 9x9 puzzles; variants are written as line (compact form) or jsonl`);
  const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomSeed();
  if (opts.seed === undefined && process.stderr.isTTY) process.stderr.write(`sudokit: seed ${seed}\n`);
  const options: GenerateVariantTaskOptions = {
    seed,
    variant,
    size,
    format: opts.format,
    withSolution: !!opts.withSolution,
    ...(opts.symmetrySet ? { symmetry: opts.symmetry } : {}),
    ...(opts.level ? { level: opts.level } : {}),
  };
  // a 9x9 or larger puzzle can take a second or more: workers only, so Ctrl-C acts at once
  return runTask('generate-variant', opts, options, size >= 9 || variant === 'killer' || opts.level !== undefined);
}

/**
 * Digits-only seeds are numbers up to Number.MAX_SAFE_INTEGER (so `--seed 42` and the API's
 * `seed: 42` agree, also for the 16-digit seeds records carry); others are text. The engine's
 * parseSeed, so the CLI and the API read a seed the same way.
 */
export function parseSeed(value: string): Seed {
  return parseEngineSeed(value);
}

function parseSymmetry(value: string): SymmetryName {
  const name = parseSymmetryName(value);
  if (!name) throw new InvalidArgumentError(`--symmetry must be one of ${SYMMETRY_NAMES.join(', ')}; got '${value}'.`);
  return name;
}

/** Counts below MIN_CLUES are refused here, at once: no such puzzle exists, so no budget helps. */
function parseClues(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 81) throw new InvalidArgumentError(`--clues must be an integer from ${MIN_CLUES} to 81, got '${value}'.`);
  const clues = Number(value);
  if (clues < MIN_CLUES) {
    throw new InvalidArgumentError(`--clues ${clues} is impossible: no puzzle with fewer than ${MIN_CLUES} clues has exactly one solution (McGuire, Tugemann & Civario 2012).`);
  }
  return clues;
}

interface GenerateCliOptions {
  count: number;
  seed?: string;
  symmetry: SymmetryName;
  minimal?: boolean;
  clues?: number;
  withSolution?: boolean;
  maxAttempts?: number;
  workers?: number;
  tier?: DifficultyTarget;
  rating?: DifficultyTarget;
  minutes?: MinutesRange;
  format: RecordFormat;
  resume?: string;
  variant?: VariantName;
  size?: GridSize;
  level?: VariantLevel;
  /** True when --symmetry was given (variants then use it; their default differs by variant). */
  symmetrySet?: boolean;
  technique?: string;
  atLeast?: boolean;
  listTechniques?: boolean;
}

function parseFormat(value: string): RecordFormat {
  if (!isRecordFormat(value)) throw new InvalidArgumentError(`--format must be one of ${RECORD_FORMATS.join(', ')}; got '${value}'.`);
  return value;
}

/** --tier/--rating, --format csv|jsonl and --resume: rated puzzles (commands/generate-rated.ts). */
async function runRated(opts: GenerateCliOptions): Promise<number> {
  const target = chooseTarget(opts, false);
  if (typeof target === 'string') throw new UsageError(target); // main prints it as one line, exit 2
  if ((target || opts.minutes || opts.technique) && (opts.minimal || opts.clues !== undefined)) throw new UsageError('--minimal and --clues cannot be combined with --tier, --rating, --minutes or --technique');
  if (opts.technique && target) throw new UsageError('--technique cannot be combined with --tier or --rating (use --at-least to allow harder steps)');
  const minimal = !!opts.minimal;
  return runRatedGenerate({
    count: opts.count,
    seed: opts.seed !== undefined ? parseSeed(opts.seed) : undefined,
    target,
    minutes: opts.minutes,
    symmetry: opts.symmetry,
    minimal,
    clues: opts.clues,
    technique: opts.technique ? { id: opts.technique, atLeast: !!opts.atLeast } : undefined,
    maxAttempts: opts.maxAttempts ?? (opts.technique ? DEFAULT_TECHNIQUE_ATTEMPTS : opts.minutes ? 200 : target ? DEFAULT_RATED_ATTEMPTS : defaultMaxAttempts({ minimal, symmetry: opts.symmetry, clues: opts.clues })),
    withSolution: !!opts.withSolution,
    format: opts.format,
    resume: opts.resume,
    workers: opts.workers,
  });
}

async function runGenerate(opts: GenerateCliOptions): Promise<number> {
  if (opts.listTechniques) return listTechniques();
  if (opts.atLeast && !opts.technique) throw new UsageError('--at-least needs --technique NAME');
  if (opts.variant !== undefined || opts.size !== undefined || opts.level !== undefined) return runVariant(opts);
  if (opts.tier || opts.rating || opts.minutes || opts.technique || opts.format !== 'line' || opts.resume) return runRated(opts);
  const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomSeed();
  if (opts.seed === undefined && process.stderr.isTTY) process.stderr.write(`sudokit: seed ${seed}\n`);
  const minimal = !!opts.minimal;
  const options: GenerateTaskOptions = {
    seed,
    symmetry: opts.symmetry,
    minimal,
    clues: opts.clues,
    maxAttempts: opts.maxAttempts ?? defaultMaxAttempts({ minimal, symmetry: opts.symmetry, clues: opts.clues }),
    withSolution: !!opts.withSolution,
  };
  const slow = (minimal && opts.symmetry !== 'none') || opts.clues !== undefined;
  return runTask('generate', opts, options, slow);
}

/** Run a generate task over puzzle indices 0..count-1 on the pool, lines in order. */
async function runTask(task: string, opts: GenerateCliOptions, options: object, slow: boolean): Promise<number> {
  const count = opts.count;
  const workers = opts.workers ?? Math.min(defaultWorkers(), count);
  const batchSize = slow ? 1 : Math.max(1, Math.min(64, Math.ceil(count / (workers * 8))));
  const writer = new LineWriter();
  const progress = createProgress('generate');
  let failed = 0;
  let done = 0;
  function* indices() {
    for (let i = 0; i < count; i++) yield i;
  }
  const stopSaving = whileRunning({
    save: () => {
      const written = writer.stop();
      progress.finish();
      return `${written} puzzles written`;
    },
  });
  await mapOrdered(indices(), { task, options, workers, batchSize, mainThread: !slow, backpressure: () => writer.drained() }, (output) => {
    writer.line(output.out);
    if (output.invalid) failed++;
    if (output.err) writer.message(errorLine(output.err));
    progress.update(++done, count);
  });
  await writer.end();
  stopSaving();
  progress.finish();
  return failed > 0 ? 1 : 0;
}

export function register(program: Command): void {
  program
    .command('generate')
    .description('generate puzzles with exactly one solution, one per line (81 characters, `.` for blanks)')
    .option('-n, --count <n>', 'how many puzzles', positiveInt('-n/--count'), 1)
    .option('--seed <s>', 'seed: same seed and options give the same puzzles (default: random)')
    .option('--symmetry <name>', `clue pattern symmetry: ${SYMMETRY_NAMES.join(', ')}`, parseSymmetry, 'none' as SymmetryName)
    .option('--minimal', 'no clue can be removed keeping the solution unique')
    .option('--clues <n>', 'target clue count, best effort (an upper bound with --minimal)', parseClues)
    .option('--with-solution', 'append a tab and the solution')
    .option('--max-attempts <n>', 'removal passes to try per puzzle (default 2000; 10000 with --clues; 200000 for symmetric --minimal; 5000 with --tier/--rating; 200 grids with --minutes; 2000 grids with --technique)', positiveInt('--max-attempts'))
    .option('--tier <name>', TIER_HELP, parseTierOption)
    .option('--rating <min-max>', RATING_HELP, parseRatingOption)
    .option('--minutes <min-max>', `${MINUTES_HELP}; steered, combinable with --tier or --rating`, parseMinutesOption)
    .option('--technique <name>', 'the puzzle needs this technique and has no harder step (names: --list-techniques); steered', parseTechniqueOption)
    .option('--at-least', 'with --technique: harder steps may follow (the technique is still needed)')
    .option('--list-techniques', 'print the technique names --technique takes, with their SE rating, and exit')
    .option('--format <f>', `output: ${RECORD_FORMATS.join(', ')} (csv and jsonl: puzzle, solution, er, ep, ed, tier, hardest, clues, seed, minutes)`, parseFormat, 'line' as RecordFormat)
    .option('--resume <file>', 'append to FILE until it holds COUNT puzzles (same --seed: continues the same sequence), no duplicates', filePath('--resume'))
    .option('--variant <name>', `puzzle type: ${VARIANT_NAMES.join(', ')} (default classic); printed in the compact form, or as JSON lines with --format jsonl`, parseVariant)
    .option('--level <name>', `with --variant/--size: the puzzle rates at this level (${VARIANT_LEVELS.join(', ')}; the variant technique ladder's levels)`, parseLevel)
    .option('--size <n>', 'grid size: 4, 6, 9 (default), 12 or 16 (classic 4-16; jigsaw, X and killer 4, 6, 9; windoku 9)', parseSize)
    .option(...workersOption)
    .action(async (opts: GenerateCliOptions, command: Command) => {
      opts.symmetrySet = command.getOptionValueSource('symmetry') === 'cli';
      process.exitCode = await runGenerate(opts);
    });
}
