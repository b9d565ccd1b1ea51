/**
 * solve, count and convert over every puzzle form (Variants I): a classic line, a JSON
 * description, a compact line, f-puzzles and SudokuPad links, ipuz, mixed on one stream, in
 * input order, under the same error contract as classic lines.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compressToBase64, makePuzzleText, type Rules } from 'sudokit/formats';
import { satisfiesRules, variantReferenceCount } from '../../engine/src/test-support/variant-reference.js';
import { randomVariant, seeded } from '../../engine/src/test-support/variant-random.js';
import { runCli } from './run-cli.js';

const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const TOP1_SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const SERG1 = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';

/** An f-puzzles JSON value for classic 9x9 givens. */
function fpuzzlesJson(givens: string, extra: object = {}): string {
  const grid = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => (givens[r * 9 + c] === '.' ? {} : { value: Number(givens[r * 9 + c]), given: true })));
  return JSON.stringify({ size: 9, grid, ...extra });
}

const forms = {
  line: TOP1,
  json: JSON.stringify({ size: 9, givens: TOP1 }),
  compact: `classic:${TOP1}`,
  fpuzzles: `https://www.f-puzzles.com/?load=${compressToBase64(fpuzzlesJson(TOP1))}`,
  sudokupad: `https://sudokupad.app/fpuzzles${compressToBase64(fpuzzlesJson(TOP1))}`,
  ipuz: JSON.stringify({ version: 'http://ipuz.org/v2', kind: ['http://ipuz.org/sudoku#1'], puzzle: Array.from({ length: 9 }, (_, r) => [...TOP1.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c)))) }),
};

describe('every form on one stream', () => {
  it('solve: one answer per line, in input order, across workers', async () => {
    const input = [...Object.values(forms), SERG1, JSON.stringify({ givens: SERG1 })].join('\n');
    for (const workers of ['1', '2']) {
      const r = await runCli(['solve', '--workers', workers], input);
      expect(r).toMatchObject({ code: 0, stderr: '' });
      expect(r.stdout).toBe([...Object.values(forms).map(() => TOP1_SOLUTION), 'multiple', 'multiple', ''].join('\n'));
    }
  });

  it('a long mixed input reaches the workers, which load the formats when a batch needs them', async () => {
    // the main thread takes only the first 150 ms of work: the rest goes to worker threads
    const lines = Array.from({ length: 600 }, (_, i) => (i % 3 === 0 ? SERG1 : Object.values(forms)[i % 6]));
    const r = await runCli(['count', '--workers', '2'], lines.join('\n'));
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe(lines.map((l) => (l === SERG1 ? '2' : '1')).join('\n') + '\n');
  });

  it('bad lines of every form: `invalid` and one sudokit line each, the rest answered, exit 1', async () => {
    const thermo = `https://www.f-puzzles.com/?load=${compressToBase64(fpuzzlesJson(TOP1, { thermometer: [{ lines: [['R1C2', 'R1C3']] }] }))}`;
    const input = [
      '{"givens": ',
      JSON.stringify({ givens: TOP1, colour: 'red' }),
      TOP1,
      thermo,
      'https://sudokupad.app/abc123',
      `killer:${TOP1}`,
      '123',
      `${TOP1}x`,
    ].join('\n');
    const r = await runCli(['solve'], input);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(['invalid', 'invalid', TOP1_SOLUTION, 'invalid', 'invalid', 'invalid', 'invalid', 'invalid', ''].join('\n'));
    const err = r.stderr.trimEnd().split('\n');
    expect(err).toHaveLength(7);
    expect(err[0]).toMatch(/^sudokit: line 1: not valid JSON/);
    expect(err[1]).toBe('sudokit: line 2: unknown key "colour"; a description has size, givens, regions, diagonals, windows, cages (and solution, title, author, level, name, source)');
    expect(err[2]).toMatch(/^sudokit: line 4: f-puzzles constraint 'thermometer' is not supported/);
    expect(err[3]).toMatch(/^sudokit: line 5: SudokuPad id "abc123" names a puzzle stored on SudokuPad's server/);
    expect(err[4]).toBe("sudokit: line 6: 2 sections, expected 4 for 'killer': header:givens:cage grid:sums");
    expect(err[5]).toBe('sudokit: line 7: too few cells: found 3, expected 81'); // the classic message, as before
    expect(err[6]).toMatch(/^sudokit: line 8: bad character .x. after the 81st cell/);
  });

  it('count reads every form', async () => {
    const input = [...Object.values(forms), JSON.stringify({ givens: '.'.repeat(81) })].join('\n');
    const r = await runCli(['count', '--limit', '5'], input);
    expect(r.stdout).toBe([...Object.values(forms).map(() => '1'), '5', ''].join('\n'));
  });
});

describe('solve --json', () => {
  it('carries the description back with the solution, or a status', async () => {
    const input = [TOP1, JSON.stringify({ givens: SERG1, title: 'Serg' }), `11${'.'.repeat(79)}`].join('\n');
    const r = await runCli(['solve', '--json'], input);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ size: 9, givens: TOP1, solution: TOP1_SOLUTION });
    expect(lines[1]).toEqual({ size: 9, givens: SERG1, title: 'Serg', status: 'multiple' });
    expect(lines[2]).toEqual({ size: 9, givens: `11${'.'.repeat(79)}`, status: 'unsolvable' });
  });

  it('its output reads back as input', async () => {
    const out = (await runCli(['solve', '--json'], `${TOP1}\n`)).stdout;
    expect((await runCli(['solve'], out)).stdout).toBe(`${TOP1_SOLUTION}\n`);
  });
});

describe('sudokit convert', () => {
  it('writes each form, and every form reads back to the same puzzle', async () => {
    for (const to of ['json', 'compact', 'line', 'fpuzzles', 'sudokupad', 'ipuz']) {
      const r = await runCli(['convert', '--to', to], Object.values(forms).join('\n'));
      expect(r).toMatchObject({ code: 0, stderr: '' });
      const lines = r.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(Object.keys(forms).length);
      expect(new Set(lines).size).toBe(1); // the same puzzle, whatever form it came in
      expect((await runCli(['solve'], r.stdout)).stdout.trimEnd().split('\n')).toEqual(lines.map(() => TOP1_SOLUTION));
    }
  });

  it('keeps the solution and title where the form has room', async () => {
    const input = JSON.stringify({ givens: TOP1, solution: TOP1_SOLUTION, title: 'Top 1' });
    const ipuz = JSON.parse((await runCli(['convert', '--to', 'ipuz'], input)).stdout);
    expect(ipuz).toMatchObject({ title: 'Top 1', solution: expect.any(Array) });
    const back = await runCli(['convert', '--to', 'json'], (await runCli(['convert', '--to', 'fpuzzles'], input)).stdout);
    expect(JSON.parse(back.stdout)).toEqual({ size: 9, givens: TOP1, solution: TOP1_SOLUTION, title: 'Top 1' });
  });

  it('a puzzle the form cannot hold is an invalid line with the reason', async () => {
    const killer = JSON.stringify({ givens: '.'.repeat(81), cages: [{ sum: 3, cells: [0, 1] }] });
    const r = await runCli(['convert', '--to', 'line'], `${killer}\n${TOP1}\n`);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`invalid\n${TOP1}\n`);
    expect(r.stderr).toBe('sudokit: line 1: cannot write as line: a plain line holds only the givens: this puzzle has more rules (use compact or json)\n');
  });

  it('refuses a missing or unknown --to with one line, exit 2', async () => {
    for (const args of [['convert'], ['convert', '--to', 'pdf']]) {
      const r = await runCli(args, TOP1);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('variants solved, checked by an independent route', () => {
  it('published puzzles with their published solutions (engine/test/data, sources in its README), as JSON and as compact lines', async () => {
    const data = new URL('../../engine/test/data/', import.meta.url);
    const lines = ['variants-with-solutions.jsonl', 'killers-with-solutions.jsonl'].flatMap((f) => readFileSync(new URL(f, data), 'utf8').trim().split('\n'));
    const solutions = lines.map((l) => (JSON.parse(l) as { solution: string }).solution);
    const asJson = await runCli(['solve'], lines.join('\n'));
    expect(asJson).toMatchObject({ code: 0, stderr: '' });
    expect(asJson.stdout.trimEnd().split('\n')).toEqual(solutions);
    const compact = await runCli(['convert', '--to', 'compact'], lines.join('\n'));
    expect((await runCli(['solve'], compact.stdout)).stdout.trimEnd().split('\n')).toEqual(solutions);
  });

  it('the README example, a plain 4x4 line, and givens that repeat a digit (unsolvable, not invalid)', async () => {
    // the second line is 81 characters long, as a classic line is
    const cages = [[0, 1], [2], [3], [4, 8], [5, 6], [7, 11], [12, 13, 14, 15]].map((cells) => ({ cells, sum: cells.reduce((t, c) => t + Number('1234341221434321'[c]), 0) }));
    const boxes = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
    const made = makePuzzleText({ rules: { size: 4, regions: boxes, cages }, givens: new Uint8Array(16) }, 'compact');
    const long = made.ok ? made.value : '';
    expect(long).toHaveLength(81);
    const input = ['4+killer:1...............:aa..bccdb..d....:3,5,5,5', long, '1234341221434...', '{"size":4,"givens":"11..............","diagonals":true}'].join('\n');
    const r = await runCli(['solve'], input);
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: '1234341221434321\n1234341221434321\n1234341221434321\nunsolvable\n' });
    const json = await runCli(['solve', '--json'], '4+killer:1...............:aa..bccdb..d....:3,5,5,5\n');
    expect(JSON.parse(json.stdout)).toEqual({
      size: 4,
      givens: '1...............',
      cages: [
        { sum: 3, cells: [0, 1] },
        { sum: 5, cells: [4, 8] },
        { sum: 5, cells: [5, 6] },
        { sum: 5, cells: [7, 11] },
      ],
      solution: '1234341221434321',
    });
  });

  // The reference counter and rule checker are written apart from the solver (test-support).
  const SEED = 20261127;
  const kinds = ['classic', 'jigsaw', 'x', 'windoku', 'killer', 'mixed'] as const;
  const forms = ['json', 'compact', 'fpuzzles', 'sudokupad', 'ipuz'] as const;

  it(`random 4x4, 6x6 and 9x9 puzzles of every kind, in every form on one stream (seed ${SEED})`, async () => {
    const random = seeded(SEED);
    const cases: { rules: Rules; givens: number[]; line: string }[] = [];
    for (const n of [4, 6, 9] as const) {
      for (let i = 0; i < (n === 9 ? 12 : 30); i++) {
        const kind = kinds[i % kinds.length];
        if (kind === 'windoku' && n !== 9) continue;
        const v = randomVariant(n, kind, random);
        if (!v.solution) continue;
        // 9x9 puzzles get more givens so the reference counter stays quick
        const givens = n === 9 ? v.givens.map((d, k) => (d === 0 && random() < 0.45 ? v.solution![k] : d)) : v.givens;
        const made = makePuzzleText({ rules: v.rules, givens: Uint8Array.from(givens) }, forms[cases.length % forms.length]);
        if (!made.ok) throw new Error(made.error.message);
        cases.push({ rules: v.rules, givens, line: made.value });
      }
    }
    const input = cases.map((c) => c.line).join('\n');
    const counts = (await runCli(['count', '--limit', '3'], input)).stdout.trimEnd().split('\n');
    const solved = await runCli(['solve', '--any'], input);
    expect(solved.stderr).toBe('');
    const solutions = solved.stdout.trimEnd().split('\n');
    expect(counts).toHaveLength(cases.length);
    for (let k = 0; k < cases.length; k++) {
      const { rules, givens } = cases[k];
      const expected = variantReferenceCount(rules, givens, 3).count;
      expect(`${k}: ${counts[k]}`).toBe(`${k}: ${expected}`);
      if (expected === 0) {
        expect(solutions[k]).toBe('unsolvable');
        continue;
      }
      const grid = [...solutions[k]].map((ch) => parseInt(ch, 17));
      expect(satisfiesRules(rules, grid)).toBe(true);
      givens.forEach((d, i) => d === 0 || expect(grid[i]).toBe(d));
    }
  });
});
