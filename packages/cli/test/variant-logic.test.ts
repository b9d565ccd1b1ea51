/**
 * rate, explain and hint on variant puzzles (issue 28, CLI): any form solve reads, the variant
 * ladder's level and steps, no ER and no minutes; classic lines keep their output. Steps are
 * checked against the solution found by the reference counter (test-support, written apart
 * from the solver), never against the solver under test.
 */
import { describe, expect, it } from 'vitest';
import { makePuzzleJson, parseCompact, type Puzzle } from 'sudokit/formats';
import { variantReferenceCount } from '../../engine/src/test-support/variant-reference.js';
import { runCli } from './run-cli.js';

// Made by this repository's generator (`sudokit generate --variant V [--size N] --seed S`), one each.
const K6 = '6+killer:....................................:abbbcdeefgchiefgchijkklhjjmmlnooppln:3,11,6,5,8,11,9,12,6,13,6,15,5,4,6,6'; // killer 6x6, seed 2
const X9 = 'x:6...8.....7.1.....5.....9.61....5......7.8......4....84.2.....9.....2.8.....4...5'; // X, seed 3
const J9 = 'jigsaw:..8......72......3...4....1....6.........5..........8........36....34.1...9......:111111122333133122433332225466662625444666655774455555774888888774899988777999999'; // jigsaw, seed 3
// se_paths.txt (../shared/data): SE rates it 1.2/1.2/1.2; classic lines keep today's columns
const EASY = '.......3.4.7..592...5.87.4...8..4...2..5.9......27.......1..7...53...1..1.....284';

function puzzleOf(line: string): Puzzle {
  const p = parseCompact(line);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** The one solution, by the reference counter. */
function referenceSolution(line: string): number[] {
  const { rules, givens } = puzzleOf(line);
  const r = variantReferenceCount(rules, givens, 2);
  expect(r.count).toBe(1);
  return Array.from(r.first!);
}

interface StepData {
  technique: string;
  level: string;
  placements: { cell: number; digit: number }[];
  eliminations: { cell: number; digit: number }[];
  effect: string;
}

/** No placement of another digit than the solution's, no elimination of the solution's digit. */
function expectSound(steps: StepData[], solution: number[]): void {
  for (const s of steps) {
    for (const p of s.placements) expect(p.digit, `${s.technique} ${s.effect}`).toBe(solution[p.cell]);
    for (const e of s.eliminations) expect(e.digit, `${s.technique} ${s.effect}`).not.toBe(solution[e.cell]);
  }
}

// 16x16 with only 1..G down the main diagonal: sparse, many solutions, settled within the budget (src/variant-logic.test.ts lowers it)
const DIAGONAL16 = Array.from({ length: 16 }, (_, i) => '123456789ABCDEFG'[i] + (i < 15 ? '.'.repeat(16) : '')).join('');

// Few CLI starts (each is a Node start, ~0.4 CPU s): many lines go through one rate run.
describe('sudokit rate on variant puzzles', () => {
  it('prints puzzle, level, hardest technique, step count; classic lines as before; forms and workers agree; unsolvable, multiple, a sparse 16x16', async () => {
    const json = makePuzzleJson(puzzleOf(K6));
    const open = X9.replace(/[1-9]/g, '.'); // no givens: many solutions
    const clash = X9.replace('x:6..', 'x:66.');
    const r = await runCli(['rate', '--workers', '2'], [EASY, K6, X9, J9, json, open, clash, DIAGONAL16].join('\n'));
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const lines = r.stdout.trim().split('\n');
    expect(lines[0].split('\t')).toHaveLength(7);
    expect(lines[0].split('\t').slice(0, 5)).toEqual([EASY, '1.2', '1.2', '1.2', 'easy']); // SE's figures, as classic rate gives them
    expect(lines.slice(1).map((l) => l.split('\t').slice(1))).toEqual([
      ['easy', 'Cage Combinations', '52'],
      ['easy', 'Naked Single', '61'],
      ['extreme', 'no technique applies', '35'],
      ['easy', 'Cage Combinations', '52'], // the JSON description of K6
      ['multiple'],
      ['unsolvable'],
      ['multiple'],
    ]);
    expect(lines[1].split('\t')[0]).toBe(K6);
    expect(lines[4].split('\t')[0]).toBe(K6); // written back in the compact form
    expect(lines[7].split('\t')[0]).toBe(DIAGONAL16);
    expect(variantReferenceCount(puzzleOf(open).rules, puzzleOf(open).givens, 2).count).toBe(2);
  });

  it('--json: level, hardest, beyond, steps and counts, no er and no minutes; unsolvable and multiple as for classic', async () => {
    const open = X9.replace(/[1-9]/g, '.');
    const clash = X9.replace('x:6..', 'x:66.');
    const r = await runCli(['rate', '--json'], [X9, open, clash].join('\n'));
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const [x, multiple, unsolvable] = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(x).toMatchObject({ puzzle: X9, rules: 'x 9x9', level: 'easy', hardest: 'Naked Single', beyond: false, steps: 61 });
    expect(Object.values(x.techniques as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(61);
    expect(x).not.toHaveProperty('er');
    expect(x).not.toHaveProperty('minutes');
    expect(multiple).toEqual({ puzzle: open, error: 'multiple' });
    expect(unsolvable).toEqual({ puzzle: clash, error: 'unsolvable' });
  });

  it('--exact is refused for a variant line, one sudokit line, exit 1; the classic line is rated', async () => {
    const r = await runCli(['rate', '--exact'], [EASY, K6].join('\n'));
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0].split('\t').slice(1, 5)).toEqual(['1.2', '1.2', '1.2', 'easy']);
    expect(lines[1]).toBe('invalid');
    expect(r.stderr).toBe("sudokit: line 2: --exact is for classic 9x9 puzzles only (Sudoku Explainer's scale); variant puzzles are rated by level (this line: killer 6x6)\n");
  });
});

describe('sudokit explain on variant puzzles', () => {
  it('--json: every step sound against the reference solution, to the full grid', async () => {
    const solution = referenceSolution(K6);
    const r = await runCli(['explain', '--json', K6]);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const steps = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as StepData);
    expect(steps).toHaveLength(52);
    expectSound(steps, solution);
    expect(steps[0]).toMatchObject({ level: 'easy', technique: 'Cage Combinations', explanation: expect.stringMatching(/^Cage \d+ at r\dc\d \(sum \d+\)/) });
    const placed = new Set(steps.flatMap((s) => s.placements.map((p) => p.cell)));
    expect(placed.size).toBe(36);
  });

  it('level, technique, effect, sentence per line; a puzzle beyond the ladder ends with a stuck line; a bad line is one sudokit line, exit 1', async () => {
    const r = await runCli(['explain', J9]);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(36);
    for (const line of lines.slice(0, 35)) expect(line).toMatch(/^(easy|medium|hard|expert|extreme)\t[A-Z][\w -]+\tr\dc\d(=|<>)\d[^\t]*\t\S.*$/);
    expect(lines[35]).toMatch(/^extreme\tstuck\t\tNo technique of the variant ladder applies here/);
    const bad = await runCli(['explain', 'killer:123']);
    expect(bad).toMatchObject({ code: 1, stdout: '', stderr: "sudokit: 2 sections, expected 4 for 'killer': header:givens:cage grid:sums\n" });
  });
});

describe("sudokit hint on variant puzzles (the engine's hintVariant)", () => {
  it('the next step from the grid as it stands: where to look, which technique, the step (sound)', async () => {
    const solution = referenceSolution(X9);
    const text = await runCli(['hint', X9]);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toBe('Look at row 2.\nLook for a cell with one candidate left (Naked Single, easy).\nr2c8 can only be 3: every other digit is ruled out. [r2c8=3]\n');
    // with the solution's digit there (r2c8 = cell 16), the next hint moves on
    const after = X9.replace(/^(x:.{16})\./, `$1${solution[16]}`);
    const next = JSON.parse((await runCli(['hint', '--json', after])).stdout);
    expect(next).toMatchObject({ kind: 'step', look: { units: expect.any(Array), cages: [], text: expect.stringMatching(/^Look at /) }, technique: { level: 'easy' } });
    expect(next.step.placements).not.toContainEqual({ cell: 16, digit: solution[16] });
    expectSound([next.step], solution);
  });

  it('--marks: N per cell on an NxN grid; the player\'s candidates steer the step; bad marks are one sudokit line', async () => {
    const solution = referenceSolution(X9);
    const digits = puzzleOf(X9).givens;
    const all = Array.from(digits, () => '123456789').join('');
    // r1c2 (cell 1, open) marked with its solution digit only: the ladder's first naked single is there now
    const one = all.slice(0, 9) + '.'.repeat(solution[1] - 1) + String(solution[1]) + '.'.repeat(9 - solution[1]) + all.slice(18);
    const steered = await runCli(['hint', '--json', '--marks', one, X9]);
    const h = JSON.parse(steered.stdout);
    expect(h).toMatchObject({ kind: 'step', technique: { name: 'Naked Single' }, step: { placements: [{ cell: 1, digit: solution[1] }] } });
    expectSound([h.step], solution);
    // a 4x4 grid takes 4 per cell (64 characters); 16x16 writes 10-16 as A-G
    const M4 = '1...........2...';
    expect(await runCli(['hint', '--marks', '1'.repeat(729), M4])).toMatchObject({ code: 1, stdout: '', stderr: 'sudokit: --marks: marks must be 64 characters (4 per cell) for a 4x4 grid, found 729\n' });
    expect(await runCli(['hint', '--marks', '1'.repeat(729), X9])).toMatchObject({
      code: 1,
      stdout: '',
      stderr: "sudokit: --marks: bad mark '1' at character 2 (r1c1, place of digit 2); expected '2', '.' or '0'\n",
    });
  });

  it('mistakes first: a wrong digit named with --givens, a clash named without; other rules refused', async () => {
    const solution = referenceSolution(X9);
    const wrongDigit = (solution[1] % 9) + 1;
    const wrong = X9.replace(/^x:6\./, `x:6${wrongDigit}`);
    const named = await runCli(['hint', '--givens', X9, wrong]);
    expect(named).toMatchObject({ code: 0, stdout: `Check your grid: r1c2 is not ${wrongDigit}.\n` });
    const clash = await runCli(['hint', '--json', X9.replace(/^x:6\./, 'x:66')]);
    expect(JSON.parse(clash.stdout)).toEqual({
      kind: 'mistakes',
      error: 'unsolvable',
      suspects: [
        { cell: 'r1c1', digit: 6 },
        { cell: 'r1c2', digit: 6 },
      ],
      text: 'Check your grid: digit 6 appears twice in row 1: r1c1 and r1c2.',
    });
    const other = await runCli(['hint', '--givens', K6, X9]);
    expect(other).toMatchObject({ code: 1, stdout: '', stderr: "sudokit: --givens: its rules (killer 6x6) differ from the puzzle's (x 9x9); give both in the same form\n" });
    const missing = await runCli(['hint', '--givens', X9, X9.replace(/^x:6/, 'x:.')]);
    expect(missing).toMatchObject({ code: 1, stderr: 'sudokit: --givens: r1c1 is 6 in the givens but empty in the puzzle\n' });
  });
});
