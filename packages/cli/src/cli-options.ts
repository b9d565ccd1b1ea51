/** Option parsers shared by commands (commander calls them with the raw string). */
import { InvalidArgumentError } from 'commander';
import { defaultWorkers } from './pool.js';

export function positiveInt(name: string) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
      throw new InvalidArgumentError(`${name} must be a positive integer, got '${value}'.`);
    }
    return Number(value);
  };
}

export const workersOption = ['--workers <n>', `worker threads (default: all cores, ${defaultWorkers()} here)`, positiveInt('--workers')] as const;
