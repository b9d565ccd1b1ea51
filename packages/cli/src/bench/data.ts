/** Benchmark data: the puzzle sets in ../shared/data, found relative to the repository. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** ../shared/data beside the repository (the repository root is four levels above dist/bench). */
export function dataDir(): string {
  const fromRepo = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
  if (existsSync(fromRepo)) return fromRepo;
  const fromCwd = join(process.cwd(), '../shared/data');
  if (existsSync(fromCwd)) return fromCwd;
  throw new Error(`data sets not found: expected ${fromRepo}`);
}

/** Puzzle lines of a data file, without comments and blank lines. */
export function readPuzzleFile(name: string): string[] {
  return readFileSync(join(dataDir(), name), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** Fisher-Yates with a fixed LCG, so every run times the same order. */
export function shuffled<T>(items: T[], seed = 12345): T[] {
  const a = items.slice();
  let s = seed >>> 0;
  for (let i = a.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}
