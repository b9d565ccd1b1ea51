/** Option parsers shared by commands (commander calls them with the raw string). */
import { InvalidArgumentError } from 'commander';
import { coreCount, defaultWorkers } from './pool.js';
import { printError } from './messages.js';

export function positiveInt(name: string, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
      throw new InvalidArgumentError(`${name} must be a positive integer, got '${value}'.`);
    }
    if (Number(value) > max) throw new InvalidArgumentError(`${name} must be at most ${max}, got '${value}'.`);
    return Number(value);
  };
}

/** A file path option (-o, --svg, --resume): an empty string names no file and is refused. */
export function filePath(name: string) {
  return (value: string): string => {
    if (value === '') throw new InvalidArgumentError(`${name} must be a file path, got an empty string.`);
    return value;
  };
}

/** --workers: more threads than cores only costs memory, so it is capped there (and said so). */
function parseWorkers(value: string): number {
  const n = positiveInt('--workers')(value);
  const cores = coreCount();
  if (n <= cores) return n;
  printError(`--workers ${n} is more than the ${cores} cores here; using ${cores}`);
  return cores;
}

export const workersOption = ['--workers <n>', `worker threads, at most one per core and never more than the inputs (default: all cores or SUDOKIT_WORKERS, ${defaultWorkers()} here)`, parseWorkers] as const;
