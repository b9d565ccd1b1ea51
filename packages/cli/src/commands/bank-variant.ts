/**
 * `bank fill --variant` and the options `bank pick --variant` shares (issue 28): variant puzzles
 * made by the engine's generateVariant on all cores, each checked unique, rated by the variant
 * ladder and committed as it comes (bank/variant-row.ts says what a variant row holds). A run
 * again with the same seed skips the indices it banked. `--level` is passed to the generator
 * when the engine has that option (asked once, below), else refused in one line.
 */
import { InvalidArgumentError } from 'commander';
import {
  GRID_SIZES,
  UnknownOptionError,
  VARIANT_LEVELS,
  VARIANT_NAMES,
  VARIANT_SIZES,
  deriveSeed,
  generateVariant,
  randomSeed,
  type GenerateVariantOptions,
  type GridSize,
  type SymmetryName,
  type VariantLevel,
  type VariantName,
} from 'sudokit';
import { UsageError } from '../messages.js';
import { fillLoop } from '../bank/fill-loop.js';
import type { Bank } from '../bank/store.js';
import type { BankRow } from '../bank/row.js';
import type { BankFillVariantOptions, BankFillVariantResult } from '../tasks/bank-fill-variant.js';
import { parseSeed } from './generate.js';

export function parseVariantOption(value: string): VariantName {
  if (!(VARIANT_NAMES as readonly string[]).includes(value)) throw new InvalidArgumentError(`--variant must be one of ${VARIANT_NAMES.join(', ')}; got '${value}'.`);
  return value as VariantName;
}

export function parseSizeOption(value: string): GridSize {
  const n = Number(value);
  if (!(GRID_SIZES as readonly number[]).includes(n) || !/^\d+$/.test(value)) throw new InvalidArgumentError(`--size must be one of ${GRID_SIZES.join(', ')}; got '${value}'.`);
  return n as GridSize;
}

export function parseLevelOption(value: string): VariantLevel {
  const v = value.toLowerCase();
  if (!(VARIANT_LEVELS as readonly string[]).includes(v)) throw new InvalidArgumentError(`--level must be one of ${VARIANT_LEVELS.join(', ')}; got '${value}'.`);
  return v as VariantLevel;
}

/** Options that only classic 9x9 rows have, by flag: refused beside --variant. */
const CLASSIC_ONLY: [string, string][] = [
  ['tier', '--tier'],
  ['rating', '--rating'],
  ['minutes', '--minutes'],
];

export interface VariantKindOptions {
  variant?: VariantName;
  size?: GridSize;
  level?: VariantLevel;
  tier?: unknown;
  rating?: unknown;
  minutes?: unknown;
}

/**
 * The rules kind a fill or pick asks for, after the checks that hold for both: a size the
 * variant comes in, no classic-only option, classic 9x9 left to --tier. Undefined: no --variant.
 */
export function variantKind(opts: VariantKindOptions): { variant: VariantName; size: GridSize } | undefined {
  if (opts.variant === undefined) {
    if (opts.size !== undefined || opts.level !== undefined) throw new UsageError(`${opts.size !== undefined ? '--size' : '--level'} goes with --variant (classic 9x9 puzzles use --tier, --rating or --minutes)`);
    return undefined;
  }
  const variant = opts.variant;
  const size = opts.size ?? (variant === 'classic' ? undefined : 9);
  if (size === undefined || (variant === 'classic' && size === 9)) throw new UsageError('--variant classic needs --size 4, 6, 12 or 16 (classic 9x9 puzzles use --tier, --rating or --minutes)');
  if (!VARIANT_SIZES[variant].includes(size)) throw new UsageError(`--variant ${variant} comes in sizes ${VARIANT_SIZES[variant].join(', ')}, not ${size}`);
  for (const [key, flag] of CLASSIC_ONLY) {
    if (opts[key as keyof VariantKindOptions] !== undefined) {
      throw new UsageError(`${flag} applies to classic 9x9 puzzles only; variant puzzles have levels (--level ${VARIANT_LEVELS.join('|')}), no ER and no minutes`);
    }
  }
  return { variant, size };
}

let levelKnown: boolean | undefined;

/** Whether this engine's generateVariant takes `level` (an unknown option is refused before anything runs). */
export function engineHasLevel(): boolean {
  if (levelKnown !== undefined) return levelKnown;
  try {
    generateVariant({ variant: 'no such variant', level: 'easy' } as unknown as GenerateVariantOptions);
    levelKnown = true;
  } catch (e) {
    levelKnown = !(e instanceof UnknownOptionError);
  }
  return levelKnown;
}

export interface VariantFillOptions {
  db: string;
  count: number;
  seed?: string;
  symmetry?: SymmetryName;
  /** True when --symmetry was given (variants have their own defaults). */
  symmetryGiven: boolean;
  level?: VariantLevel;
  maxAttempts?: number;
  workers?: number;
}

/** Indices of this seed the bank holds for this variant and size (and level, when asked). */
function bankedIndices(bank: Bank, seed: BankFillVariantOptions['seed'], kind: { variant: string; size: number }, level?: string): (i: number) => boolean {
  const seeds = new Set<string>();
  const q = bank.sqlite.prepare(`SELECT seed, tier FROM puzzles WHERE source = 'fill' AND seed IS NOT NULL AND variant = ? AND size = ?`);
  for (const r of q.iterate(kind.variant, kind.size) as Iterable<{ seed: string; tier: string }>) if (!level || r.tier === level) seeds.add(r.seed);
  return (i) => seeds.size > 0 && seeds.has(String(deriveSeed(seed, i)));
}

/**
 * Fill COUNT new variant puzzles. `write` adds one row (its own transaction) and says whether it
 * was new; write failures are the caller's (bank.ts reports them as for classic fills).
 */
export async function fillVariant(bank: Bank, kind: { variant: VariantName; size: GridSize }, opts: VariantFillOptions, write: (row: BankRow) => 'added' | 'known' | 'failed'): Promise<number> {
  if (opts.level !== undefined && !engineHasLevel()) {
    throw new UsageError(`--level needs the engine's generateVariant level option, which this sudokit does not have yet; fill without --level (each row is rated: \`bank pick --variant ${kind.variant} --level L\` picks by level)`);
  }
  if (opts.symmetryGiven && kind.variant === 'killer') throw new UsageError('--symmetry does not apply to --variant killer (killer puzzles have no givens)');
  const seed = opts.seed !== undefined ? parseSeed(opts.seed) : randomSeed();
  const options: BankFillVariantOptions = { seed, variant: kind.variant, size: kind.size, ...(opts.symmetryGiven ? { symmetry: opts.symmetry } : {}), ...(opts.level ? { level: opts.level } : {}) };
  const count = opts.count;
  // puzzles made but not kept (rated at another level) before giving up
  const giveUp = opts.maxAttempts ?? Math.max(count, 20 * count);
  const t = await fillLoop(bank, {
    count,
    giveUp,
    banked: bankedIndices(bank, seed, kind, opts.level),
    task: 'bank-fill-variant',
    options,
    workers: opts.workers,
    answer: (out) => {
      const result = JSON.parse(out) as BankFillVariantResult;
      return 'missing' in result ? result : result.row;
    },
  }, write);
  const { added, duplicates, missing, resumed, lastMiss } = t;
  if (t.failed) return 2; // the caller reports the failed write
  const again = resumed ? `; ${resumed} banked by an earlier run with this seed were not made again` : '';
  process.stdout.write(`added ${added} ${kind.variant} ${kind.size}x${kind.size} puzzles (${duplicates} already banked were skipped${again})\n`);
  if (added < count) {
    process.stderr.write(`sudokit: only ${added} of ${count} found: ${missing} made were not kept (last: ${lastMiss}); raise --max-attempts\n`);
    return 1;
  }
  return 0;
}
