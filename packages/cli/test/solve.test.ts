import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { runCli, DATA } from './run-cli.js';
import { splitLines, isSkippable } from '../src/lines.js';

const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const TOP1_SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const SERG1 = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';

describe('sudokit solve', () => {
  it('prints one line per puzzle in order: solution, unsolvable, multiple, invalid', async () => {
    const input = [
      '# a comment',
      `${TOP1}   rated 9.x, whatever follows whitespace is ignored`,
      '',
      '11' + '.'.repeat(79),
      SERG1,
      '123',
      TOP1.replace(/\./g, '0') + '\r',
    ].join('\n');
    const r = await runCli(['solve', '--workers', '2'], input);
    expect(r.stdout.split('\n')).toEqual([TOP1_SOLUTION, 'unsolvable', 'multiple', 'invalid', TOP1_SOLUTION, '']);
    expect(r.stderr).toMatch(/^sudokit: line 6: too few cells: found 3, expected 81\n$/);
    expect(r.code).toBe(1);
  });

  it('skips a comment line whose first non-blank character is #, indented or not', async () => {
    const r = await runCli(['solve'], `  # an indented note\n\t# a tabbed one\n${TOP1}\n#last\n`);
    expect(r).toMatchObject({ code: 0, stdout: `${TOP1_SOLUTION}\n`, stderr: '' });
    expect(['#', ' #x', '\t\t# x', ' \r', ''].every(isSkippable)).toBe(true);
    expect([`${TOP1} # rated`, `.#`, ` 1#`].some(isSkippable)).toBe(false);
  });

  it('ignores a byte-order mark at the start of the input', async () => {
    expect((await runCli(['solve'], `\uFEFF${TOP1}\n`)).stdout).toBe(`${TOP1_SOLUTION}\n`);
  });

  it('exits 0 when every line is well-formed', async () => {
    const r = await runCli(['solve'], `${TOP1}\n`);
    expect(r).toMatchObject({ code: 0, stdout: `${TOP1_SOLUTION}\n`, stderr: '' });
  });

  it('--any prints a first solution for puzzles with several', async () => {
    const out = (await runCli(['solve', '--any'], SERG1)).stdout.trim();
    expect(out).toMatch(/^[1-9]{81}$/);
    for (let i = 0; i < 81; i++) if (SERG1[i] !== '.') expect(out[i]).toBe(SERG1[i]);
  });

  it('keeps input order across workers and matches the known solutions (kaggle.txt)', async () => {
    const expected = readFileSync(`${DATA}kaggle_solutions.txt`, 'utf8');
    for (const workers of ['1', '2', '3']) {
      const r = await runCli(['solve', '--workers', workers, `${DATA}kaggle.txt`]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(expected.endsWith('\n') ? expected : expected + '\n');
    }
  });

  it('reads several files in order, then exits 2 with one line for a missing file', async () => {
    const two = await runCli(['solve', `${DATA}top1465.txt`, `${DATA}top1465.txt`]);
    expect(two.stdout.split('\n')).toHaveLength(2 * 1465 + 1);
    const missing = await runCli(['solve', 'no-such-file.txt']);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('rejects bad options with one line on stderr', async () => {
    const r = await runCli(['solve', '--workers', '0']);
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('--help and --version work', async () => {
    expect((await runCli(['--help'])).stdout).toContain('solve');
    expect((await runCli(['solve', '--help'])).stdout).toContain('--any');
    expect((await runCli(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('sudokit count', () => {
  it('caps at --limit (default 2)', async () => {
    const input = `${TOP1}\n${SERG1}\n${'.'.repeat(81)}\n11${'.'.repeat(79)}\n`;
    expect((await runCli(['count'], input)).stdout).toBe('1\n2\n2\n0\n');
    expect((await runCli(['count', '--limit', '50'], input)).stdout).toBe('1\n50\n50\n0\n');
  });

  it('serg_benchmark.txt: every puzzle has 2 or more solutions', async () => {
    const r = await runCli(['count', `${DATA}serg_benchmark.txt`]);
    expect(new Set(r.stdout.trim().split('\n'))).toEqual(new Set(['2']));
  });
});

describe('line reader (fuzz)', () => {
  const collect = async (chunks: Buffer[]) => {
    const out: string[] = [];
    for await (const l of splitLines(Readable.from(chunks))) out.push(l);
    return out;
  };

  it('splits arbitrary bytes, in arbitrary chunks, like a plain split on LF, CRLF or a lone CR', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 8 }), async (parts) => {
        const chunks = parts.map((p) => Buffer.from(p));
        const whole = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
        const expected = whole.split(/\r\n|\r|\n/);
        if (expected[expected.length - 1] === '') expected.pop();
        expect(await collect(chunks)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('the CLI answers arbitrary bytes with one output line per non-skipped line, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const r = await runCli(['solve', '--workers', '1'], Buffer.from(bytes));
        expect([0, 1]).toContain(r.code);
        const lines = Buffer.from(bytes).toString('utf8').split(/\r\n|\r|\n/);
        const expected = lines.filter((l) => !isSkippable(l)).length;
        expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(expected);
      }),
      { numRuns: 25 },
    );
  });
});
