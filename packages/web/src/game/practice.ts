/**
 * Practice puzzles for Learn mode, made on the device in the puzzle worker (worker/generate.worker.ts
 * runs this): a new puzzle that needs the lesson's technique (the engine's generateForTechnique:
 * the technique on the rater's path, nothing easier finishes it, nothing harder is needed), under
 * a time limit. When the limit passes first (the rare techniques: quads, some chains), a
 * transformed copy of a puzzle known to need it — the lesson's stored puzzle, sent by the page,
 * and the ones made here before — checked here by the same rule (checkTechniquePuzzle): the
 * transforms map houses to houses, but which step the rater takes first can change with the
 * layout, so a copy is dealt only when the check passes. Many distinct puzzles per lesson, never
 * one dealt before in this worker; the page's stored puzzle only when even that fails
 * (ui/learn/practice.ts).
 */
import { applyTransform, checkTechniquePuzzle, createRng, drawTransform, findTechnique, generateForTechnique, makeLine, parseLine, type TechniqueInfo } from 'sudokit';
import { PRACTICE_COPY_MS, PRACTICE_MS } from './learn.js';

export interface PracticeMade {
  /** The puzzle (81 characters), or undefined when the time ran out. */
  puzzle?: string;
  ms: number;
  /** A transformed copy of a puzzle that needs the technique (checked), not a new one. */
  copy?: boolean;
}

/**
 * Transforms tried at most (the time budget usually ends it first), taking the sources in turn:
 * most copies pass the check (31 of 33 lessons' stored puzzles 3 in 3 measured), but for some
 * chains the rater's first step moves with the layout and the path leaves the technique (XY-Chain's
 * stored puzzle passed 1 in 40, another made by the engine 5 in 20): those need many tries.
 */
const MAX_TRIES = 100;

/** Puzzles this worker made per technique (more sources for copies) and every one it dealt. */
const madeHere = new Map<string, string[]>();
const dealt = new Set<string>();

const cleanLine = (line: string) => line.replace(/[^1-9]/g, '.');

/** A checked transformed copy of one of `sources` that needs `t`, or undefined within `budgetMs` (one try always). */
export function practiceCopy(t: TechniqueInfo, sources: readonly string[], seed: string, budgetMs = PRACTICE_COPY_MS, had: ReadonlySet<string> = dealt): string | undefined {
  const started = Date.now();
  const rng = createRng(`${seed}:copy`);
  const grids = rng.shuffle([...new Set(sources.map(cleanLine))]).flatMap((line) => {
    const parsed = parseLine(line);
    return parsed.ok ? [{ line, grid: parsed.value }] : [];
  });
  for (let tries = 0; tries < MAX_TRIES && grids.length > 0; tries++) {
    if (tries > 0 && Date.now() - started > budgetMs) return undefined;
    const { line: source, grid } = grids[tries % grids.length];
    const copy = applyTransform(drawTransform(rng), grid);
    const line = makeLine(copy);
    if (line === source || had.has(line)) continue;
    // unique, the technique on the path and needed, nothing harder (the rule generateForTechnique makes by)
    if (checkTechniquePuzzle(copy, t).ok) return line;
  }
  return undefined;
}

/**
 * A new practice puzzle for technique `id` from `seed` within `timeLimitMs`, else a checked copy
 * of one of `sources` (or of one made here before), else none.
 */
export function makePractice(id: string, seed: string, timeLimitMs = PRACTICE_MS, sources: readonly string[] = []): PracticeMade {
  const start = Date.now();
  const t = findTechnique(id);
  if (!t) throw new RangeError(`no technique '${id}'`);
  const r = generateForTechnique(t, { seed, timeLimitMs });
  if (r.found) {
    const puzzle = makeLine(r.puzzle!);
    madeHere.set(t.id, [...(madeHere.get(t.id) ?? []), puzzle].slice(-20));
    dealt.add(puzzle);
    return { puzzle, ms: Date.now() - start };
  }
  const copy = practiceCopy(t, [...sources, ...(madeHere.get(t.id) ?? [])], seed);
  if (copy) dealt.add(copy);
  return { ...(copy ? { puzzle: copy, copy: true } : {}), ms: Date.now() - start };
}
