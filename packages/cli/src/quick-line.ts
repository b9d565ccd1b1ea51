/**
 * The plain forms of the line commands (`solve`, `count`, `rate` with files and their own
 * options) start without commander, whose loading is about a fifth of a one-line run. Anything
 * else (help, `--`, an unknown option, a value commander would refuse) returns undefined and
 * goes through commander, so every message and exit code stays commander's.
 */
import { availableParallelism } from 'node:os';
import type { LineCommand } from './run-lines.js';

/** The solver's largest --limit (engine validate.ts MAX_SOLVE_LIMIT; not imported, to load nothing). */
const MAX_LIMIT = 1_000_000;

type OptionKind = 'flag' | 'count';
type Options = Record<string, boolean | number | undefined>;

interface LineCommandSpec {
  /** Long options (without `--`) and whether each is a flag or takes a positive integer. */
  options: Record<string, OptionKind>;
  /** What the command runs: shared with its commander action in ./commands. */
  build: (files: string[], opts: Options) => LineCommand;
}

export const LINE_COMMANDS: Record<string, LineCommandSpec> = {
  solve: {
    options: { any: 'flag', json: 'flag', workers: 'count' },
    build: (files, opts) => ({ task: 'solve', files, workers: opts.workers as number | undefined, options: { any: !!opts.any, json: !!opts.json }, label: 'solve', quick: true }),
  },
  count: {
    options: { limit: 'count', workers: 'count' },
    build: (files, opts) => {
      const limit = (opts.limit as number | undefined) ?? 2;
      // counting to a million takes seconds on a sparse grid: then never in this thread
      return { task: 'count', files, workers: opts.workers as number | undefined, options: { limit }, label: 'count', quick: limit <= 1000 };
    },
  },
  rate: {
    options: { json: 'flag', exact: 'flag', workers: 'count' },
    build: (files, opts) => ({ task: 'rate', files, workers: opts.workers as number | undefined, options: { json: !!opts.json, exact: !!opts.exact }, label: 'rate' }),
  },
};

/** A positive safe integer written in decimal digits, as cli-options' positiveInt accepts. */
function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

/** The line command `args` (argv after the script) asks for, when it is a plain form; else undefined. */
export function parseQuickLine(args: string[]): LineCommand | undefined {
  const spec = Object.hasOwn(LINE_COMMANDS, args[0] ?? '') ? LINE_COMMANDS[args[0]] : undefined;
  if (!spec) return undefined;
  const files: string[] = [];
  const opts: Options = {};
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    if (arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) return undefined;
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const kind = Object.hasOwn(spec.options, name) ? spec.options[name] : undefined;
    if (kind === 'flag' && eq < 0) opts[name] = true;
    else if (kind === 'count') {
      const n = positive(eq < 0 ? args[++i] : arg.slice(eq + 1));
      if (n === undefined) return undefined;
      opts[name] = n;
    } else return undefined;
  }
  // values commander answers with a note or a usage error (a --workers cap, a --limit past the
  // solver's) go through commander, so the messages stay the same
  if ((opts.workers as number) > Math.max(1, availableParallelism()) || (opts.limit as number) > MAX_LIMIT) return undefined;
  return spec.build(files, opts);
}
