/**
 * HoDoKu 2.2.0's solution paths (../shared/data/hodoku_paths.txt: 653 puzzles, every step its
 * default solver took, with HoDoKu's own step text), replayed into candidate grids so tests
 * can use HoDoKu's named steps as test vectors.
 */
import { readFileSync } from 'node:fs';
import { parseLine } from '../grid/grid.js';
import { Candidates } from '../grid/candidates.js';
import type { CellDigit } from '../logic/step.js';
import { referenceCount } from './reference-solver.js';
import { forEachYielding } from './yielding.js';

const DATA = new URL('../../../../../shared/data/', import.meta.url);

export interface HodokuStep {
  name: string;
  placements: CellDigit[];
  eliminations: CellDigit[];
  /** HoDoKu's own text, e.g. "Finned X-Wing: 9 c26 r26 fr3c2 => r2c3<>9". */
  text: string;
}

export interface HodokuPath {
  /** 1-based, as "puzzle N" in the data README. */
  index: number;
  puzzle: string;
  steps: HodokuStep[];
}

/** `r4c2=7` / `r1c3<>5,r2c3<>5` / both joined by ` ; ` */
export function parseEffect(effect: string): { placements: CellDigit[]; eliminations: CellDigit[] } {
  const placements: CellDigit[] = [];
  const eliminations: CellDigit[] = [];
  for (const part of effect.split(/ ; |,/)) {
    const m = part.trim().match(/^r(\d)c(\d)(=|<>)(\d)$/);
    if (!m) continue;
    const cd = { cell: (Number(m[1]) - 1) * 9 + Number(m[2]) - 1, digit: Number(m[4]) };
    (m[3] === '=' ? placements : eliminations).push(cd);
  }
  return { placements, eliminations };
}

let cache: HodokuPath[] | null = null;

export function hodokuPaths(): HodokuPath[] {
  return (cache ??= readFileSync(new URL('hodoku_paths.txt', DATA), 'utf8')
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block, i) => {
      const [head, ...lines] = block.trim().split('\n');
      return {
        index: i + 1,
        puzzle: head.match(/# puzzle (\S+)/)![1],
        steps: lines.map((l) => {
          const [, name, effect, text] = l.split('\t');
          return { name, text, ...parseEffect(effect) };
        }),
      };
    }));
}

/** The candidate grid just before step `stepIndex` (0-based) of a path. */
export function hodokuStateBefore(path: HodokuPath, stepIndex: number): Candidates {
  const parsed = parseLine(path.puzzle);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const g = Candidates.fromGrid(parsed.value);
  for (const s of path.steps.slice(0, stepIndex)) applyHodokuStep(g, s);
  return g;
}

export function applyHodokuStep(g: Candidates, s: HodokuStep): void {
  for (const e of s.eliminations) g.eliminate(e.cell, e.digit);
  for (const p of s.placements) g.place(p.cell, p.digit);
}

/** The solution of a path's puzzle, by the reference solver (which shares no code with the techniques). */
export function solutionOf(puzzle: string): number[] {
  const parsed = parseLine(puzzle);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return referenceCount(parsed.value, 1).first!;
}

/** Every `every`-th state along the paths from `paths[from]` on, with its puzzle's solution. */
/** Long and synchronous otherwise: yields between paths so vitest's worker can still talk. */
export async function forEachHodokuState(paths: HodokuPath[], from: number, every: number, visit: (g: Candidates, solution: number[]) => void): Promise<void> {
  await forEachYielding(paths.slice(from), (path) => {
    const solution = solutionOf(path.puzzle);
    const g = hodokuStateBefore(path, 0);
    path.steps.forEach((s, i) => {
      if (i % every === 0) visit(g, solution);
      applyHodokuStep(g, s);
    });
  });
}

/** A test vector's position: the state before the step HoDoKu wrote as `text` on puzzle `puzzle` (1-based), and that step's eliminations. */
export function hodokuVectorState(paths: HodokuPath[], puzzle: number, text: string): { path: HodokuPath; g: Candidates; wanted: HodokuPath['steps'][number]['eliminations'] } {
  const path = paths[puzzle - 1]!;
  const at = path.steps.findIndex((s) => s.text === text);
  if (at < 0) throw new Error(`hodoku_paths.txt puzzle ${puzzle} has no step ${JSON.stringify(text)}`);
  return { path, g: hodokuStateBefore(path, at), wanted: path.steps[at]!.eliminations };
}
