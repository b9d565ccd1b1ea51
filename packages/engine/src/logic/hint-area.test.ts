/**
 * Issue 31: the hint's first two rungs name an area that holds the pattern ("an XY-Wing in box 9"
 * named only the eliminated cell's box, "a Skyscraper in box 6" one in rows 5 and 8), and the
 * ladder's words follow the rules players read them by. A property over thousands of positions:
 * hard published puzzles under seeded random transforms, walked step by step to the end.
 */
import { describe, expect, it } from 'vitest';
import { Candidates } from '../grid/candidates.js';
import { nextStep } from './logic.js';
import { applyStep, type Step } from './step.js';
import { ladderOf } from './hint.js';
import { parseLine } from '../grid/grid.js';
import { createRng } from '../generate/rng.js';
import { randomTransform } from '../grid/transform.js';
import { UNITS, unitsName } from '../grid/units.js';
import { playerTechniqueName } from './techniques/words.js';
import { yieldToEventLoop } from '../test-support/yielding.js';

/** Every 120th puzzle of magictour's top1465 (http://magictour.free.fr/sudoku.htm), from the first. */
const TOP1465 = [
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  '8.5.....2...9.1...3.........6.7..4..2...5...........1....38.....9....7...4.....6.',
  '..345..8..........7.9.31...24...7.....8..9..5....1..2..7....29.8..........2...6.4',
  '1...7........49...9.6.8..3.....9...7.2....5....846.12..618.....3.......8..5.....2',
  '....7...56.1.92....95.6....8.......3.6........3..4.7...5.....1...2.5..78...4.95..',
  '..5.32.....9..1..34........6.....2..2....5.84..7...1..8...6...7.1...85.2.......4.',
  '1.....68.....6.2...652.1....1.49.8.7........4..7......5..7....8..893....7....2.3.',
  '....2....6....48.....9....7....7....8.5.1...3..18....9.5....34.4.2..36...8.....5.',
  '4.....8.5.3..........7......2.....6.....5.4......1.......6.3.7.5..2.....1.9......',
  '..7...6..8......53.6.4...9775....1....1.3.....9......6...7.2..8.256..........4...',
  '....4...6.325..7..........56.7.3.5...........9...7.8.....8.2..9.5....1.34....1...',
  '....7......5.6..4..68..42..9...1.3.77............4..21..12....95......8...7....3.',
  '....8.7......9......9.4...34.8.....2.5..37....7...5.........61.19.........2..3..4',
];
/** Issue 31's repro: a Skyscraper in rows 5 and 8 was sent to box 6. */
const ISSUE31 = '...8...6...7.1..459.....1.......18..51.2.9.76..94.......3.....819..5.2...5...4...';

const SEED = 31;
const TRANSFORMS = 2;

function* stepsOf(line: string): Generator<Step> {
  const g = parseLine(line);
  if (!g.ok) throw new Error(`bad puzzle ${line}`);
  const grid = Candidates.fromGrid(g.value);
  for (let i = 0; i < 400 && !grid.isSolved(); i++) {
    const s = nextStep(grid);
    if (!s) return;
    yield s;
    applyStep(grid, s);
  }
}

/** The cells a step's pattern is made of (its targets when it lists none). */
const patternCells = (s: Step) => (s.cells.length ? s.cells : s.placements.length ? s.placements.map((p) => p.cell) : s.eliminations.map((e) => e.cell));
/** Chains and forcing chains may be spread over the grid; every other technique gets units. */
const SPREAD = /Chain|Cycle|Loop|AIC|Nishio|Exclusion|BUG/;

describe('hint ladder over thousands of positions (issue 31)', () => {
  it('names units that hold every cell of the pattern, in words that follow the rules', async () => {
    const rng = createRng(SEED);
    const lines = [ISSUE31, ...TOP1465.flatMap((p) => Array.from({ length: TRANSFORMS }, () => {
      const g = parseLine(p);
      if (!g.ok) throw new Error(p);
      return randomTransform(g.value, rng).map((d) => d || '.').join('');
    }))];
    let positions = 0, byUnits = 0;
    const problems: string[] = [];
    for (const line of lines) {
      for (const step of stepsOf(line)) {
        positions++;
        const { look, technique } = ladderOf(step);
        const cells = patternCells(step);
        const name = step.pattern ?? step.technique;
        if (look.units.length) {
          byUnits++;
          const missing = cells.filter((c) => !look.units.some((u) => UNITS[u].includes(c)));
          if (missing.length) problems.push(`${line} ${name}: ${look.text} misses cells ${missing}`);
          if (look.text !== `Look at ${unitsName(look.units)}.`) problems.push(`${name}: ${look.text}`);
        } else if (!SPREAD.test(name)) problems.push(`${line} ${name}: no units (${look.text})`);
        // Players' names in the ladder: no SE "Direct" variants, "Triple" not "Triplet".
        if (/^Direct |Triplet(?! Exclusion)/.test(technique.name)) problems.push(`name ${technique.name}`);
        if (!step.pattern && technique.name !== playerTechniqueName(step.technique)) problems.push(`name ${technique.name} for ${step.technique}`);
        // No clause said twice ("so r8c2 is 4: r8c2 is 4").
        const doubled = step.explanation.match(/([^:;,.—]{6,}): \1\./);
        if (doubled) problems.push(`${name}: doubled "${doubled[1]}"`);
      }
      await yieldToEventLoop();
    }
    console.log(`hint areas: seed ${SEED}, ${lines.length} puzzles, ${positions} positions, ${byUnits} named by units`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(positions).toBeGreaterThan(2000);
  });

  it('names the issue\'s Skyscraper by its rows, and an XY-Wing by the units holding pivot and wings', () => {
    const sky = [...stepsOf(ISSUE31)].find((s) => s.pattern === 'Skyscraper');
    expect(sky).toBeDefined();
    const { look } = ladderOf(sky!);
    for (const c of sky!.cells) expect(look.units.some((u) => UNITS[u].includes(c))).toBe(true);
    // The issue's XY-Wing: pivot r1c4, wings r1c9 and r8c4, eliminating in box 9 (r8c9).
    const at = (r: number, c: number) => (r - 1) * 9 + c - 1;
    const xy: Step = { technique: 'XY-Wing', rating: 4.2, placements: [], eliminations: [{ cell: at(8, 9), digit: 3 }], cells: [at(1, 4), at(1, 9), at(8, 4)], digits: [3], units: [], links: [], explanation: '' };
    expect(ladderOf(xy).look.text).toBe('Look at rows 1 and 8.');
  });
});

describe('unitsName', () => {
  it.each([
    [[20], 'box 3'], [[7, 0], 'rows 1 and 8'], [[15, 9, 12], 'columns 1, 4 and 7'], [[18, 19], 'boxes 1 and 2'], [[22, 1], 'row 2 and box 5'],
  ])('%j is %s', (units, words) => expect(unitsName(units)).toBe(words));
});
