/** The CLI contract of issue 3: `sudokit generate`, `canon` and `transform`, run as a user would. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli, DATA } from './run-cli.js';
import { deriveSeed, generate, makeLine } from 'sudokit';
import { referenceCount, isValidSolution } from '../../engine/src/test-support/reference-solver.js';

const cells = (line: string) => Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
const clueCount = (line: string) => line.replace(/\./g, '').length;

/** Pattern symmetry checked by coordinates, independently of the engine's orbit tables. */
const MAPS: Record<string, ((r: number, c: number) => [number, number])[]> = {
  rotational: [(r, c) => [8 - r, 8 - c]],
  rotational90: [(r, c) => [c, 8 - r]],
  horizontal: [(r, c) => [8 - r, c]],
  vertical: [(r, c) => [r, 8 - c]],
  diagonal: [(r, c) => [c, r]],
  antidiagonal: [(r, c) => [8 - c, 8 - r]],
  dihedral: [(r, c) => [c, 8 - r], (r, c) => [8 - r, c]],
};
function symmetric(line: string, name: string): boolean {
  return MAPS[name].every((map) => {
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) {
      const [r2, c2] = map(r, c);
      if ((line[r * 9 + c] === '.') !== (line[r2 * 9 + c2] === '.')) return false;
    }
    return true;
  });
}
function minimal(line: string): boolean {
  const g = cells(line);
  return g.every((d, i) => d === 0 || referenceCount(g.map((x, j) => (j === i ? 0 : x)), 2).count === 2);
}

function lines(stdout: string): string[] {
  expect(stdout.endsWith('\n')).toBe(true);
  return stdout.slice(0, -1).split('\n');
}

describe('sudokit generate', () => {
  it('prints COUNT unique puzzles, 81 characters each, and nothing else', async () => {
    const r = await runCli(['generate', '-n', '25', '--seed', '42']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = lines(r.stdout);
    expect(out).toHaveLength(25);
    for (const line of out) {
      expect(line).toMatch(/^[1-9.]{81}$/);
      expect(referenceCount(cells(line), 2).count).toBe(1);
    }
    expect(new Set(out).size).toBe(25);
  });

  it('--with-solution appends a tab and the solution', async () => {
    const out = lines((await runCli(['generate', '-n', '5', '--seed', 'abc', '--with-solution'])).stdout);
    for (const line of out) {
      const [puzzle, solution, ...rest] = line.split('\t');
      expect(rest).toEqual([]);
      expect(solution).toMatch(/^[1-9]{81}$/);
      expect(isValidSolution(cells(puzzle), cells(solution))).toBe(true);
    }
  });

  it('gives the same output for the same seed and options, whatever --workers is', async () => {
    for (const extra of [['--minimal'], ['--symmetry', 'rotational'], ['--clues', '28', '--with-solution']]) {
      const args = ['generate', '-n', '40', '--seed', '2024', ...extra];
      const one = await runCli([...args, '--workers', '1']);
      expect(one.code).toBe(0);
      for (const workers of ['2', '3']) expect((await runCli([...args, '--workers', workers])).stdout).toBe(one.stdout);
    }
    expect((await runCli(['generate', '-n', '3', '--seed', '1'])).stdout).not.toBe((await runCli(['generate', '-n', '3', '--seed', '2'])).stdout);
  });

  it('--minimal: no clue can be removed', async () => {
    for (const line of lines((await runCli(['generate', '-n', '8', '--seed', '7', '--minimal'])).stdout)) {
      expect(referenceCount(cells(line), 2).count).toBe(1);
      expect(minimal(line)).toBe(true);
    }
  });

  it.each(Object.keys(MAPS))('--symmetry %s: the clue pattern has it exactly', async (name) => {
    const out = lines((await runCli(['generate', '-n', '4', '--seed', '9', '--symmetry', name])).stdout);
    expect(out).toHaveLength(4);
    for (const line of out) {
      expect(symmetric(line, name)).toBe(true);
      expect(referenceCount(cells(line), 2).count).toBe(1);
    }
  });

  it('--symmetry rotational --minimal: symmetric and minimal', async () => {
    for (const line of lines((await runCli(['generate', '-n', '2', '--seed', '5', '--symmetry', 'rotational', '--minimal'])).stdout)) {
      expect(symmetric(line, 'rotational')).toBe(true);
      expect(minimal(line)).toBe(true);
    }
  });

  it('--clues N gives exactly N clues when reachable', async () => {
    for (const line of lines((await runCli(['generate', '-n', '6', '--seed', '3', '--clues', '25'])).stdout)) {
      expect(clueCount(line)).toBe(25);
      expect(referenceCount(cells(line), 2).count).toBe(1);
    }
  });

  it('an unreachable clue target prints the closest unique puzzle and says so on stderr', async () => {
    const r = await runCli(['generate', '-n', '2', '--seed', '3', '--clues', '17', '--max-attempts', '5']);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(2);
    for (const line of out) expect(referenceCount(cells(line), 2).count).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(2);
    expect(r.stderr).toMatch(/^sudokit: puzzle 1: reached \d+ clues, not 17/);
  });

  it.each([
    [['--symmetry', 'spiral']],
    [['--clues', '99']],
    [['-n', '0']],
    [['--max-attempts', 'x']],
  ])('rejects bad options %j with one line on stderr', async (args) => {
    const r = await runCli(['generate', ...args]);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each(['0', '5', '16'])('--clues %s (below 17: no such puzzle exists) is refused at once: one line, exit 2, no --max-attempts advice', async (n) => {
    const r = await runCli(['generate', '-n', '4', '--seed', '1', '--clues', n]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(new RegExp(`^sudokit: --clues ${n} is impossible: no puzzle with fewer than 17 clues has exactly one solution`));
    expect(r.stderr).not.toMatch(/max-attempts/);
  });

  // Issue 32 (report 3, D25): a range below every rating blamed the 9.0 ceiling.
  it('--rating 0-0.5 says every puzzle rates at least 1.0, not that the ladder tops out', async () => {
    const r = await runCli(['generate', '--rating', '0-0.5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sudokit: rating 0-0\.5 cannot be generated: every puzzle rates at least 1\.0/);
    expect(r.stderr).not.toMatch(/tops out/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  // Issue 32 (report 3, D26): 16-digit seeds were text in the CLI and numbers in the API.
  it('a 16-digit --seed is the same number as in the API', async () => {
    const seed = 1234567890123456;
    const r = await runCli(['generate', '-n', '2', '--seed', String(seed)]);
    expect(r.code).toBe(0);
    const api = [0, 1].map((i) => makeLine(generate({ seed: deriveSeed(seed, i) }).puzzle));
    expect(lines(r.stdout)).toEqual(api);
  });
});

const TOP = readFileSync(`${DATA}top1465.txt`, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));

describe('sudokit canon', () => {
  it('prints canonical forms in order, with solve-style input rules and invalid lines', async () => {
    const input = [
      '# comment',
      TOP[0],
      '',
      `${TOP[1]}  trailing words are ignored`,
      '123',
      '11' + '.'.repeat(79),
      TOP[0].replace(/\./g, '0'),
    ].join('\n');
    const r = await runCli(['canon'], input);
    const out = lines(r.stdout);
    expect(out).toHaveLength(5);
    expect(out[0]).toMatch(/^[1-9.]{81}$/);
    expect(out[2]).toBe('invalid');
    expect(out[3]).toBe('invalid');
    expect(out[4]).toBe(out[0]);
    expect(out[1]).not.toBe(out[0]);
    expect(r.stderr).toMatch(/^sudokit: line 5: too few cells: found 3, expected 81\nsudokit: line 6: digit 1 appears twice in row 1/);
    expect(r.code).toBe(1);
  });

  it('matches the published minlex form of 17-clue puzzles', async () => {
    const seventeen = readFileSync(`${DATA}17clue.txt`, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 20);
    const r = await runCli(['canon'], seventeen.join('\n'));
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toEqual(seventeen);
  });
});

describe('sudokit transform', () => {
  const input = TOP.slice(0, 60).join('\n') + '\n';

  it('gives an equivalent of each line (same canonical form), deterministic for a seed and any --workers', async () => {
    const a = await runCli(['transform', '--seed', '5', '--workers', '1'], input);
    expect(a.code).toBe(0);
    const out = lines(a.stdout);
    expect(out).toHaveLength(60);
    expect(out.filter((line, i) => line === TOP[i]).length).toBe(0);
    expect((await runCli(['transform', '--seed', '5', '--workers', '3'], input)).stdout).toBe(a.stdout);
    expect((await runCli(['transform', '--seed', '6'], input)).stdout).not.toBe(a.stdout);
    expect((await runCli(['canon'], a.stdout)).stdout).toBe((await runCli(['canon'], input)).stdout);
    for (let i = 0; i < 5; i++) expect(referenceCount(cells(out[i]), 2).count).toBe(1);
  });

  it('reports malformed lines as invalid and keeps clashing givens (they stay unsolvable)', async () => {
    const r = await runCli(['transform', '--seed', '1'], `x\n${'11' + '.'.repeat(79)}\n`);
    const out = lines(r.stdout);
    expect(out[0]).toBe('invalid');
    expect(clueCount(out[1])).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.code).toBe(1);
  });
});
