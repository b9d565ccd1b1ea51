/**
 * A Naked or Hidden Quad shaped into the puzzle from the start (generateForTechnique,
 * technique-target.ts), so that any stall of the walk with the box still open has the quad as
 * its next step.
 *
 * Why: a quad is the next step only in a nearly or wholly open house (subsets.ts: with fewer
 * open cells the complementary subset is smaller and easier), and a house merely kept empty
 * (technique-plant.ts) rarely holds one where the walk stalls with it still open: none in 1,000
 * attempts (Hidden Quad) or 2,000 (Naked Quad); shaped, 13 in 2,000 and 17 in 3,000.
 *
 * The shape: four cells p0 p1 p2 p3 of a box B on two of its rows and two of its columns, in
 * cyclic order (p0 and p2 opposite), q_i the solution digit of p_i, and one way round the cycle.
 * q_i is kept to p_i and its next cell p_(i+1): q_i's places in the other rows and columns
 * through B are given, except in the one line through p_(i+1) alone, whose cell is left open.
 * So from the start the four digits can go only in the four cells, no two or three of them
 * share two or three cells (no hidden pair or triple comes first), each has two places (no
 * hidden single), and B's five other cells hold only the other five digits: a naked quint, for
 * which the ladder has no row, so the Hidden Quad is the step. For a Naked Quad one of those
 * five cells is given: the four left hold only four digits, a Naked Quad (5.0, before the
 * Hidden Quad's 5.4) with the same eliminations. B and the four open cells are never given by
 * the walk: a step that fills an open cell leaves a q_i one place in B, the box fills, and the
 * walk gives up on the grid. Figures: README, "Generating to a technique".
 */
import type { Grid } from '../grid/grid.js';
import { BOX, CELLS, SIZE, UNITS } from '../grid/units.js';
import { GeneratorSearch } from './generator-search.js';
import { randomSolution } from './generator.js';
import type { Rng } from './rng.js';

/**
 * One start for a quad (module comment; `naked` for a Naked Quad): a random solution, the
 * shaping cells given, B (but for a Naked Quad's one given) and the four open cells (`open`)
 * empty, the other clues removed in random order while the puzzle stays unique. `house`: B's
 * cells, whose open ones must stay open until the quad. Null when the start is not unique.
 */
export function plantQuad(naked: boolean, rng: Rng): { puzzle: Uint8Array; solution: Grid; open: ReadonlySet<number>; house: ReadonlySet<number> } | null {
  const search = new GeneratorSearch();
  const solution = randomSolution(rng, search);
  const house = UNITS[SIZE * 2 + rng.int(SIZE)];
  const [r1, r2] = rng.shuffle([0, 1, 2]).map((k) => (house[k * BOX] / SIZE) | 0);
  const [c1, c2] = rng.shuffle([0, 1, 2]).map((k) => house[k] % SIZE);
  const p = [r1 * SIZE + c1, r1 * SIZE + c2, r2 * SIZE + c2, r2 * SIZE + c1];
  const turn = 1 + 2 * rng.int(2);
  // the box's rows and columns, as units
  const lines = [0, 1, 2].flatMap((k) => [(house[k * BOX] / SIZE) | 0, SIZE + (house[k] % SIZE)]);
  const open = new Set<number>(house);
  const keep = new Set<number>();
  for (let i = 0; i < 4; i++) {
    const next = p[(i + turn) % 4];
    for (const u of lines) {
      if (UNITS[u].includes(p[i])) continue;
      const at = UNITS[u].find((c) => solution[c] === solution[p[i]])!;
      (UNITS[u].includes(next) ? open : keep).add(at);
    }
  }
  if (naked) {
    // one of the five other cells given: the four left are a naked quad (5.0, before the hidden one)
    const other = rng.pick(house.filter((c) => !p.includes(c)));
    open.delete(other);
    keep.add(other);
  }
  const puzzle = solution.slice();
  for (const c of open) puzzle[c] = 0;
  if (!search.stillUnique(puzzle, [...open], solution)) return null;
  const rest: number[] = [];
  for (let i = 0; i < CELLS; i++) if (!open.has(i) && !keep.has(i)) rest.push(i);
  for (const c of rng.shuffle(rest)) {
    puzzle[c] = 0;
    if (!search.stillUnique(puzzle, [c], solution)) puzzle[c] = solution[c];
  }
  return { puzzle, solution, open, house: new Set(house) };
}
