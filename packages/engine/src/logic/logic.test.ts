/**
 * The technique solver against Sudoku Explainer's own solution paths (se_paths.txt in
 * ../shared/data: 653 puzzles, every hint SE's rater applied) and against the solution.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseLine } from '../grid/grid.js';
import { solveLogically, UNNESTED_TOP } from './logic.js';
import { referenceCount } from '../test-support/reference-solver.js';
import { yieldToEventLoop } from '../test-support/yielding.js';
import { inWorker } from '../test-support/in-worker.js';
import { sampleRows } from '../test-support/sample.js';
import type { PathCheck } from '../test-support/rating-work.js';

const DATA = new URL('../../../../../shared/data/', import.meta.url);
const WORK = new URL('../test-support/rating-work.ts', import.meta.url);

interface SePath {
  puzzle: string;
  er: number;
  steps: { rating: number; name: string; effect: string }[];
}

function sePaths(): SePath[] {
  return readFileSync(new URL('se_paths.txt', DATA), 'utf8')
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block) => {
      const [head, ...lines] = block.trim().split('\n');
      const m = head.match(/# puzzle (\S+) ER (\S+)/)!;
      return {
        puzzle: m[1],
        er: Number(m[2]),
        steps: lines.map((l) => {
          const [rating, name, effect] = l.split('\t');
          return { rating: Number(rating), name, effect };
        }),
      };
    });
}

function grid(line: string): Uint8Array {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('solution paths equal Sudoku Explainer step by step', () => {
  const paths = sePaths();

  it('reads all 653 sample paths', () => expect(paths.length).toBe(653));

  // Issue 26: the full replay of 653 paths was minutes of the suite. Each run replays a fixed
  // subset (every 10th path, the regression test) and 15 paths drawn by a printed seed;
  // SUDOKIT_SAMPLE=all replays them all, and `npm run bench -- calibration` is the full sweep.
  // The replay runs in a worker thread: chain steps are seconds on a loaded machine.
  it('every step of the sampled paths (every 10th, and 15 drawn per run) is identical (technique, rating, effect), chains included, and none contradicts the solution', async () => {
    const sample = sampleRows(paths, { every: 10, count: 15, file: 'packages/engine/src/logic/logic.test.ts' });
    console.log(sample.note);
    const mismatches: string[] = [];
    const wrong: string[] = [];
    let steps = 0;
    const chosen = sample.rows.map((r) => r.item);
    for (let k = 0; k < chosen.length; k += 25) {
      const r = await inWorker<PathCheck>(WORK, 'checkSePaths', [chosen.slice(k, k + 25)]);
      mismatches.push(...r.mismatches);
      wrong.push(...r.wrong);
      steps += r.steps;
    }
    expect(mismatches, sample.note).toEqual([]);
    expect(wrong, sample.note).toEqual([]);
    expect(steps).toBeGreaterThan(40 * chosen.length);
  }, 1_800_000);

  it('the ladder reaches SE\'s hardest techniques (rated above 6.2 on 320 paths)', () => {
    expect(paths.filter((p) => p.er > 6.2).length).toBe(320);
    expect(Math.max(...paths.map((p) => p.er))).toBeLessThan(UNNESTED_TOP + 0.5);
  });
});

describe('property: steps never contradict the solution on other puzzles', () => {
  // 17clue.txt (../shared/data): minimal puzzles, under random relabelling of digits and transposition
  const lines = readFileSync(new URL('17clue.txt', DATA), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));

  it('holds for random 17-clue puzzles, relabelled and transposed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: lines.length - 1 }),
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
        fc.boolean(),
        async (index, digits, transpose) => {
          await yieldToEventLoop(); // 60 technique-solver runs: let vitest's worker talk between them
          const source = grid(lines[index]);
          const puzzle = new Uint8Array(81);
          for (let i = 0; i < 81; i++) {
            const from = transpose ? (i % 9) * 9 + Math.floor(i / 9) : i;
            puzzle[i] = source[from] ? digits[source[from] - 1] : 0;
          }
          const solution = referenceCount(puzzle, 1).first!;
          const result = solveLogically(puzzle);
          for (const step of result.steps) {
            for (const p of step.placements) expect(solution[p.cell]).toBe(p.digit);
            for (const e of step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
          }
          for (let c = 0; c < 81; c++) {
            const v = result.final.values[c];
            if (v) expect(v).toBe(solution[c]);
            else expect(result.final.has(c, solution[c])).toBe(true);
          }
        },
      ),
      // async and yielding, so vitest's timeout bounds it; the global 45 s limit is for
      // synchronous properties and fails this one on a heavily loaded machine. Issue 26: 60 runs,
      // not 150: the SE path replay above checks every step against the solution on its fixed
      // subset (66 paths) and its sampled paths each run
      { numRuns: 60, seed: 20261122, interruptAfterTimeLimit: 600_000 },
    );
  }, 900_000);
});
