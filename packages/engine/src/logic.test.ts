/**
 * The technique solver against Sudoku Explainer's own solution paths (se_paths.txt in
 * ../shared/data: 653 puzzles, every hint SE's rater applied) and against the solution.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseLine } from './grid.js';
import { Candidates } from './candidates.js';
import { nextStep, solveLogically, UNNESTED_TOP } from './logic.js';
import { applyStep, formatEffect } from './step.js';
import { referenceCount } from './test-support/reference-solver.js';
import { forEachYielding } from './test-support/yielding.js';

const DATA = new URL('../../../../shared/data/', import.meta.url);

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

  it('every step of every path is identical (technique, rating, effect), chains included, and none contradicts the solution', async () => {
    const mismatches: string[] = [];
    const wrong: string[] = [];
    let steps = 0;
    await forEachYielding(paths, (path) => {
      const puzzle = grid(path.puzzle);
      const solution = referenceCount(puzzle, 1).first!;
      const g = Candidates.fromGrid(puzzle);
      for (let i = 0; i < path.steps.length; i++) {
        const se = path.steps[i];
        const step = nextStep(g);
        const mine = step ? `${step.rating.toFixed(1)}\t${step.technique}\t${formatEffect(step)}` : 'stuck';
        if (mine !== `${se.rating.toFixed(1)}\t${se.name}\t${se.effect}`) {
          mismatches.push(`${path.puzzle} step ${i + 1}: SE ${se.name} ${se.effect}, sudokit ${mine}`);
          break;
        }
        steps++;
        for (const p of step!.placements) if (solution[p.cell] !== p.digit) wrong.push(`${path.puzzle} ${step!.technique} places ${p.digit}`);
        for (const e of step!.eliminations) if (solution[e.cell] === e.digit) wrong.push(`${path.puzzle} ${step!.technique} removes ${e.digit}`);
        applyStep(g, step!);
      }
      if (!g.isSolved()) mismatches.push(`${path.puzzle}: not solved at the end of SE's path`);
    });
    expect(mismatches).toEqual([]);
    expect(wrong).toEqual([]);
    expect(steps).toBeGreaterThan(40000);
  }, 1_800_000);

  it('the ladder reaches SE\'s hardest techniques (rated above 6.2 on 320 paths)', () => {
    expect(paths.filter((p) => p.er > 6.2).length).toBe(320);
    expect(Math.max(...paths.map((p) => p.er))).toBeLessThan(UNNESTED_TOP + 0.5);
  });
});

describe('property: steps never contradict the solution on other puzzles', () => {
  // 17clue.txt (../shared/data): minimal puzzles, under random relabelling of digits and transposition
  const lines = readFileSync(new URL('17clue.txt', DATA), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));

  it('holds for random 17-clue puzzles, relabelled and transposed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: lines.length - 1 }),
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
        fc.boolean(),
        (index, digits, transpose) => {
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
      { numRuns: 150, seed: 20261122 },
    );
  }, 900_000);
});
