/**
 * Transformed copies of puzzles the game already has (issue 30): when neither the stock nor the
 * pack has a puzzle of the level asked for and the device's search runs out of its time budget,
 * the player still gets that level — a pack or earlier puzzle of the level under a transform
 * drawn now, checked here in the worker before it is dealt.
 *
 * Which transforms keep a classic puzzle's level: the whole validity-preserving group (digits
 * renamed, bands/stacks and the rows/columns inside them permuted, transposed; rotations and
 * reflections are compositions of these). They map houses to houses, so every technique's
 * pattern maps to the same pattern: the SE rating (ER) stays (measured: 150 of 150 transformed
 * pack puzzles kept their ER). The expected minutes do not: the human time model reads the grid
 * in an order, and 10 of those 150 left their level's band (hard 12.9 → 18.2 min, extreme 21.3
 * → 17.4). So every copy is rated again, and dealt only when the engine's levelOf puts it in the
 * level asked for and one of the level's techniques is needed (on the path; the level's easier
 * techniques cannot finish it) — the rule the level's own search deals by. Never a line the
 * player has had.
 */
import { type Grid, type PlayerLevel, RATE_BUDGET, applyTransform, checkTechniquePuzzle, createRng, drawTransform, findTechnique, levelMaxRating, levelOf, makeLine, parseLine, playerLevel, randomSeed, rate, solve, stepIsTechnique, type Step } from 'sudokit';

/** What a copy is made from and what it must not be: puzzle lines (81 characters, '.' for blanks). */
export interface CopySources {
  /** Puzzles of the level: the pack's, and the player's earlier games dealt at that level. */
  sources: readonly string[];
  /** Every puzzle the player has had (records, games kept, the game on the board). */
  had: readonly string[];
}

export interface LevelCopy {
  puzzle: string;
  solution: string;
  tier: string;
  rating: number;
  expectedMinutes: number;
  /** The source the copy was made from. */
  from: string;
  /** Transforms tried (each one rated). */
  tries: number;
}

/** Transforms tried per source before the next source: most keep the level (140 of 150 measured). */
const PER_SOURCE = 4;

/**
 * Whether the puzzle needs one of the level's techniques: on the rater's path (`steps`), no step
 * above the level's tier, and the level's easier techniques cannot finish it (checkTechniquePuzzle
 * with `atLeast`, capped at the level's tier — the rule generateLevel deals by).
 */
export function needsLevelTechnique(puzzle: Grid, level: PlayerLevel, steps: readonly Step[]): boolean {
  const cap = levelMaxRating(level);
  return level.techniques.some((id) => {
    const t = findTechnique(id);
    return !!t && steps.some((s) => stepIsTechnique(s, t)) && checkTechniquePuzzle(puzzle, t, { atLeast: true, maxRating: cap }).ok;
  });
}

const cleanLine = (line: string) => line.replace(/[^1-9]/g, '.');

/**
 * A transformed copy of one of `sources` that keeps `levelName`, or undefined when none does
 * within `budgetMs` (the first transform is always tried). Sources in an order drawn from `seed`,
 * so repeated asks spread over them.
 */
export function levelCopy(levelName: string, { sources, had }: CopySources, options: { seed?: string; budgetMs?: number } = {}): LevelCopy | undefined {
  const level = playerLevel(levelName);
  if (!level) return undefined;
  const started = performance.now();
  const budgetMs = options.budgetMs ?? 3000;
  const rng = createRng(options.seed ?? randomSeed());
  const hadLines = new Set(had.map(cleanLine));
  let tries = 0;
  for (const source of rng.shuffle([...new Set(sources.map(cleanLine))])) {
    const parsed = parseLine(source);
    if (!parsed.ok) continue;
    const grid = parsed.value;
    const solved = solve(grid, { limit: 2 });
    if (solved.count !== 1) continue;
    for (let k = 0; k < PER_SOURCE; k++) {
      if (tries > 0 && performance.now() - started > budgetMs) return undefined;
      tries++;
      const t = drawTransform(rng);
      const copy = applyTransform(t, grid);
      const line = makeLine(copy);
      if (line === source || hadLines.has(line)) continue;
      const r = rate(copy, { budget: RATE_BUDGET });
      if (!r.ok || r.value.estimated || levelOf(r.value).level !== level.name) continue;
      if (!needsLevelTechnique(copy, level, r.value.steps)) continue;
      return { puzzle: line, solution: makeLine(applyTransform(t, solved.solution!)), tier: level.name, rating: r.value.er, expectedMinutes: r.value.minutes, from: source, tries };
    }
  }
  return undefined;
}
