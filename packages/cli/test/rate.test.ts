import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runCli, DATA } from './run-cli.js';
import { sampleRows } from '../../engine/src/test-support/sample.js';

// se_paths.txt (../shared/data): SE rates these 1.2/1.2/1.2 and 2.0/1.2/1.2; TOP1 is the first of top1465 (dynamic chains, 9.0).
const EASY = '.......3.4.7..592...5.87.4...8..4...2..5.9......27.......1..7...53...1..1.....284';
const DHP = '.................1..2..3.4........5......623..1..7.......4.2....8..3....6.5.....8';
const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
// forum_hardest_1905_11plus.txt line 1: SE 11+, needs nested forcing chains from the first step
const HARDEST = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';
// forum_hardest_1106.txt puzzle 3: nested forcing chains, rated in about a second
const NESTED = '..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2';

describe('sudokit rate', () => {
  it('prints puzzle, ER, EP, ED, tier, hardest, expected minutes; unsolvable / multiple; invalid as solve does', async () => {
    const input = ['# comment', `${EASY}  trailing words`, '', '123', '11' + '.'.repeat(79), TOP1, '.'.repeat(81), DHP.replace(/\./g, '0')].join('\n');
    const r = await runCli(['rate', '--workers', '2'], input);
    expect(r.stdout.split('\n')).toEqual([
      `${EASY}\t1.2\t1.2\t1.2\teasy\tHidden Single\t5.0`,
      'invalid',
      `11${'.'.repeat(79)}\tunsolvable`,
      `${TOP1}\t9.0\t1.2\t1.2\textreme\tDynamic Contradiction Forcing Chains\t154.7`,
      `${'.'.repeat(81)}\tmultiple`,
      `${DHP}\t2.0\t1.2\t1.2\tmedium\tDirect Hidden Pair\t35.4`,
      '',
    ]);
    expect(r.stderr).toBe('sudokit: line 4: too few cells: found 3, expected 81\n');
    expect(r.code).toBe(1);
  });

  it('rates the hardest puzzles on the whole scale with --exact, no + mark', async () => {
    const r = await runCli(['rate', '--exact'], HARDEST + '\n');
    expect(r.code).toBe(0);
    const [puzzle, er, , , tier, hardest] = r.stdout.trim().split('\t');
    expect(puzzle).toBe(HARDEST);
    expect(Number(er)).toBeGreaterThanOrEqual(11.0); // the list holds SE 11+ puzzles
    expect(er).not.toContain('+');
    expect(tier).toBe('diabolical');
    expect(hardest).toMatch(/Forcing Chains \(\+ /);
  });

  it('rates forum-hardest puzzles as Sudoku Explainer 1.2.1.3 does (ER, EP, ED)', async () => {
    // se-hardest.tsv: SE's own ratings (see its header); the ones SE finished quickest, to keep CI short
    const rows = readFileSync(new URL('./se-hardest.tsv', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => /^[.\d]{81}\t\d/.test(l))
      .map((l) => l.split('\t'))
      .sort((a, b) => Number(a[4]) - Number(b[4]))
      .slice(0, 4);
    const r = await runCli(['rate', '--exact'], rows.map((row) => row[0]).join('\n') + '\n');
    expect(r.code).toBe(0);
    const got = r.stdout.trim().split('\n').map((l) => l.split('\t').slice(0, 4).join(' '));
    expect(got).toEqual(rows.map((row) => row.slice(0, 4).join(' ')));
  });

  it('stops at the effort budget on the very hardest, with lower bounds and a note on stderr', async () => {
    // se-hardest.tsv: SE 1.2.1.3 rates this 11.0 / 11.0 / 11.0; its full search needs more than the budget
    const puzzle = '98.7..6..7......5...4.8...74...7...3.7.9..2....3..6.7.1....2....4..1...9......51.';
    const r = await runCli(['rate', '--json'], puzzle + '\n');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('sudokit: line 1: the search stopped at its effort budget, so ER, EP and ED are lower bounds (--exact searches fully)\n');
    const o = JSON.parse(r.stdout);
    expect(o).toMatchObject({ puzzle, estimated: true, beyond: false, tier: 'diabolical' });
    expect(Number(o.er)).toBeGreaterThanOrEqual(10.0);
    expect(Number(o.er)).toBeLessThanOrEqual(11.0);
    expect(o.er).not.toContain('+');
  });

  it('--json adds the step count per technique and the expected minutes as a number', async () => {
    const r = await runCli(['rate', '--json'], DHP);
    expect(r.code).toBe(0);
    const o = JSON.parse(r.stdout);
    expect(o).toMatchObject({ puzzle: DHP, er: '2.0', ep: '1.2', ed: '1.2', tier: 'medium', hardest: 'Direct Hidden Pair', beyond: false, minutes: 35.4, minutesEstimated: false });
    expect(o.techniques['Direct Hidden Pair']).toBe(3);
    expect(Object.values(o.techniques as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(o.steps);
  });

  it('agrees with Sudoku Explainer on the calibration puzzles (every 120th, and 15 drawn per run), scored by the shared tool', async () => {
    // the command's output on a fixed subset across the whole file (every ER band) plus rows
    // drawn by a printed seed (issue 26: every 6th row was minutes of CI). The command's figures
    // are the engine's rate(), whose own test (rating.test.ts) checks every 60th row and more
    // drawn rows: this one checks the command's output of them, so it rates half as many (every
    // 60th and 45 drawn was 14 s of CPU). `npm run bench -- calibration` rates every row.
    const [header, ...all] = readFileSync(join(DATA, 'se_calibration.tsv'), 'utf8').trim().split('\n');
    const rated = all.filter((r) => r.split('\t')[1]);
    const drawn = sampleRows(rated, { every: 120, count: 15, file: 'packages/cli/test/rate.test.ts' });
    console.log(drawn.note);
    const sample = drawn.rows.map((r) => r.item);
    const dir = mkdtempSync(join(tmpdir(), 'sudokit-rate-'));
    const input = join(dir, 'in.txt');
    const reference = join(dir, 'reference.tsv');
    writeFileSync(input, sample.map((r) => r.split('\t')[0]).join('\n') + '\n');
    writeFileSync(reference, [header, ...sample].join('\n') + '\n');
    const r = await runCli(['rate', '--workers', '2', input], undefined, 600_000);
    expect(r.code).toBe(0);
    const out = join(dir, 'out.tsv');
    writeFileSync(out, r.stdout);
    const tool = spawnSync('python3', [join(DATA, '../tools/rating-agreement.py'), reference, out], { encoding: 'utf8' });
    if (tool.error) return; // python3 missing: the engine test checks the same figures
    expect(tool.stdout, drawn.note).toContain(`${sample.length} SE-rated: ER equal 100.0%, within 0.5 100.0%, same tier 100.0%, unrated 0`);
  }, 700_000);
});

describe('sudokit rate: expected minutes', () => {
  it('ranks the calibration puzzles as people took them, scored by the shared tool', async () => {
    // in sample (the model was fitted on this file): the cross-validated figures are in the README
    const rows = readFileSync(join(DATA, 'human_calibration.tsv'), 'utf8').trim().split('\n').slice(1);
    const dir = mkdtempSync(join(tmpdir(), 'sudokit-minutes-'));
    const input = join(dir, 'in.txt');
    writeFileSync(input, rows.map((r) => r.split('\t')[0]).join('\n') + '\n');
    const r = await runCli(['rate', '--json', '--workers', '2', input], undefined, 850_000);
    expect(r.code).toBe(0);
    const out = join(dir, 'out.jsonl');
    writeFileSync(out, r.stdout);
    const tool = spawnSync('python3', [join(DATA, '../tools/human-agreement.py'), join(DATA, 'human_calibration.tsv'), out], { encoding: 'utf8' });
    if (tool.error) return;
    const m = /(\d+)\/(\d+) puzzles: Spearman with mean time ([-\d.]+), median predicted\/observed ([\d.]+)/.exec(tool.stdout);
    expect(m, tool.stdout + tool.stderr).not.toBeNull();
    expect(m![1]).toBe(m![2]);
    expect(Number(m![3])).toBeGreaterThanOrEqual(0.69);
    expect(Number(m![4])).toBeGreaterThanOrEqual(0.8);
    expect(Number(m![4])).toBeLessThanOrEqual(1.25);
  }, 900_000);
});

describe('sudokit explain', () => {
  it('prints one step per line: rating, technique, effect, explanation', async () => {
    const r = await runCli(['explain', DHP]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('1.2\tHidden Single\tr4c7=1\tIn box 6, 1 can only go in r4c7.');
    expect(lines[4]).toMatch(/^2\.0\tDirect Hidden Pair\tr6c3=3\tIn row 6, /);
    expect(lines.length).toBe(64);
  });

  it('explains nested forcing chains to the end, and rejects bad input on stderr', async () => {
    const lines = (await runCli(['explain', NESTED])).stdout.trim().split('\n');
    expect(lines.some((l) => /^10\.3\tDynamic Region Forcing Chains \(\+ Forcing Chains\)\t/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('stuck'))).toBe(false);
    const bad = await runCli(['explain', 'abc']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^sudokit: bad character 'a' at r1c1/);
  });
});

describe('sudokit hint', () => {
  it('gives the ladder as text, and the structure with --json', async () => {
    expect((await runCli(['hint', EASY])).stdout).toBe('Look at box 3.\nLook for a Hidden Single (rating 1.2).\nIn box 3, 7 can only go in r1c9. [r1c9=7]\n');
    const o = JSON.parse((await runCli(['hint', EASY, '--json'])).stdout);
    expect(o.kind).toBe('step');
    expect(o.ladder.look.units).toEqual([20]);
    expect(o.ladder.step.effect).toBe('r1c9=7');
  });

  it('names a wrong digit when given the original puzzle', async () => {
    const current = '1' + EASY.slice(1); // r1c1 is 9 in the solution
    const r = await runCli(['hint', current, '--givens', EASY]);
    expect(r.stdout).toBe('Check your grid: r1c1 is not 1.\n');
  });

  it('reads the player\'s marks, and rejects malformed marks with the position', async () => {
    const full = EASY.split('').map((c) => (c === '.' ? '123456789' : '.........')).join('');
    expect((await runCli(['hint', EASY, '--marks', full])).stdout).toContain('[r1c9=7]');
    const bad = await runCli(['hint', EASY, '--marks', 'x' + full.slice(1)]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe("sudokit: --marks: bad mark 'x' at character 1 (r1c1, place of digit 1); expected '1', '.' or '0'\n");
  });
});
