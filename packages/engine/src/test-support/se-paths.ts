/**
 * Sudoku Explainer 1.2.1.3's solution paths (../shared/data/se_paths.txt: 653 puzzles sorted by
 * ER, every hint SE's rater applied) for tests that replay them.
 */
import { readFileSync } from 'node:fs';

const DATA = new URL('../../../../../shared/data/', import.meta.url);

export interface SePath {
  /** 1-based, as "puzzle N" in the data README. */
  index: number;
  puzzle: string;
  er: number;
  steps: { rating: number; name: string; effect: string }[];
}

let cache: SePath[] | null = null;

export function sePaths(): SePath[] {
  return (cache ??= readFileSync(new URL('se_paths.txt', DATA), 'utf8')
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block, i) => {
      const [head, ...lines] = block.trim().split('\n');
      const m = head.match(/# puzzle (\S+) ER (\S+)/)!;
      return {
        index: i + 1,
        puzzle: m[1],
        er: Number(m[2]),
        steps: lines.map((l) => {
          const [rating, name, effect] = l.split('\t');
          return { rating: Number(rating), name, effect };
        }),
      };
    }));
}
