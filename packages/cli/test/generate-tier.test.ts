/**
 * `sudokit generate --tier/--rating/--format/--resume` from outside. Every puzzle is re-checked:
 * unique by the reference counter, solution valid, re-rated by the engine inside the request.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateRated, makeLine, parseLine, rate, type Grid, roundMinutes } from 'sudokit';
import { CLI, runCli } from './run-cli.js';
import type { RatedRecord } from '../src/bank/row.js';
import { referenceCount, isValidSolution } from '../../engine/src/test-support/reference-solver.js';

const FIELDS = ['puzzle', 'solution', 'er', 'ep', 'ed', 'tier', 'hardest', 'clues', 'seed', 'minutes'];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-gen-tier-'));
});

function grid(line: string): Grid {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A `--format jsonl` line: the bank's record, with the seed always present for generated puzzles. */
type Rec = RatedRecord & { seed: number };

/** Unique, valid solution, and the engine's rating equals the record's and lies in [lo, hi]. */
function expectRecord(rec: Rec, lo: number, hi: number) {
  const p = grid(rec.puzzle);
  expect(referenceCount(p, 2).count).toBe(1);
  expect(isValidSolution(p, grid(rec.solution))).toBe(true);
  const r = rate(p);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect([r.value.er, r.value.ep, r.value.ed, r.value.tier, r.value.hardest]).toEqual([rec.er, rec.ep, rec.ed, rec.tier, rec.hardest]);
  expect(rec.minutes).toBe(roundMinutes(r.value.minutes * 60));
  expect(rec.er >= lo && rec.er <= hi).toBe(true);
  expect(rec.clues).toBe(rec.puzzle.replace(/\./g, '').length);
}

const jsonl = (stdout: string) => stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Rec);

describe('generate --tier / --rating', () => {
  for (const [tier, lo, hi] of [['easy', 0, 1.5], ['medium', 1.6, 2.5], ['hard', 2.6, 4.0], ['expert', 4.1, 6.0]] as const) {
    it(`--tier ${tier} --format jsonl: the fields, each puzzle re-rated inside`, async () => {
      const r = await runCli(['generate', '--tier', tier, '-n', '4', '--seed', '11', '--format', 'jsonl']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const recs = jsonl(r.stdout);
      expect(recs).toHaveLength(4);
      for (const rec of recs) {
        expect(Object.keys(rec)).toEqual(FIELDS);
        expect(rec.tier).toBe(tier);
        expectRecord(rec, lo, hi);
      }
    });
  }

  it('--rating MIN-MAX --format csv: header, then records inside the range', async () => {
    const r = await runCli(['generate', '--rating', '3.0-4.5', '-n', '4', '--seed', 'csv', '--format', 'csv']);
    expect(r.code).toBe(0);
    const [header, ...rows] = r.stdout.trimEnd().split('\n');
    expect(header).toBe(FIELDS.join(','));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const f = row.split(',');
      expect(f).toHaveLength(FIELDS.length);
      expect(f[2]).toMatch(/^\d\.\d$/);
      const rec = { puzzle: f[0], solution: f[1], er: +f[2], ep: +f[3], ed: +f[4], tier: f[5], hardest: f[6], clues: +f[7], seed: +f[8], minutes: +f[9] };
      expectRecord(rec, 3.0, 4.5);
    }
  });

  it('--minutes MIN-MAX: steered to the expected time, alone or with --tier', async () => {
    for (const [args, lo, hi, tier] of [[['--minutes', '6-8'], 6, 8, undefined], [['--minutes', '7-9', '--tier', 'hard'], 7, 9, 'hard']] as const) {
      const r = await runCli(['generate', ...args, '-n', '3', '--seed', '21', '--format', 'jsonl']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const recs = jsonl(r.stdout);
      expect(recs).toHaveLength(3);
      for (const rec of recs) {
        expectRecord(rec, 0, 99);
        expect(rec.minutes! >= lo && rec.minutes! <= hi).toBe(true);
        if (tier) expect(rec.tier).toBe(tier);
      }
    }
  });

  it('line format as plain generate: puzzles, --with-solution adds the solution; same output for any --workers', async () => {
    const one = await runCli(['generate', '--tier', 'medium', '-n', '6', '--seed', '5', '--workers', '1', '--with-solution']);
    const two = await runCli(['generate', '--tier', 'medium', '-n', '6', '--seed', '5', '--workers', '2', '--with-solution']);
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    for (const line of one.stdout.trimEnd().split('\n')) {
      const [p, s] = line.split('\t');
      expect(p).toMatch(/^[1-9.]{81}$/);
      expect(isValidSolution(grid(p), grid(s))).toBe(true);
    }
  });

  it('the seed field reproduces the puzzle through the API', async () => {
    const [rec] = jsonl((await runCli(['generate', '--tier', 'hard', '--seed', '3', '--format', 'jsonl'])).stdout);
    const again = generateRated({ target: { tier: 'hard' }, seed: rec.seed });
    expect(makeLine(again.puzzle!)).toBe(rec.puzzle);
  });

  it('plain generate is unchanged; --format csv rates the same puzzles', async () => {
    const plain = await runCli(['generate', '-n', '3', '--seed', '5']);
    const csv = await runCli(['generate', '-n', '3', '--seed', '5', '--format', 'csv']);
    expect(csv.code).toBe(0);
    const puzzles = csv.stdout.trimEnd().split('\n').slice(1).map((l) => l.split(',')[0]);
    expect(puzzles.join('\n') + '\n').toBe(plain.stdout);
  });

  const BAD: [string[], RegExp][] = [
    [['--tier', 'impossible'], /--tier must be one of easy, medium, hard, expert, extreme;/],
    [['--tier', 'diabolical'], /tier diabolical cannot be generated/],
    [['--rating', '4-2'], /MIN is above MAX/],
    [['--tier', 'hard', '--rating', '1-2'], /--tier and --rating cannot be used together/],
    [['--tier', 'hard', '--minimal'], /--minimal and --clues cannot be combined with --tier, --rating, --minutes or --technique/],
    [['--format', 'xml'], /--format must be one of line, csv, jsonl/],
  ];
  for (const [args, message] of BAD) {
    it(`refuses ${args.join(' ')} with one line`, async () => {
      const r = await runCli(['generate', ...args]);
      expect(r.code).not.toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    });
  }
});

describe('interrupting and resuming', () => {
  it('--resume continues to COUNT: the same file as an uninterrupted run, a cut-off last line dropped', async () => {
    const file = join(dir, 'resume.jsonl');
    // medium: the resumed file is what matters here, and a hard puzzle costs more CPU each (14 made)
    const base = ['generate', '--tier', 'medium', '--seed', '9', '--format', 'jsonl'];
    const full = await runCli([...base, '-n', '7']);
    expect((await runCli([...base, '-n', '3', '--resume', file])).code).toBe(0);
    expect(jsonl(readFileSync(file, 'utf8'))).toHaveLength(3);
    writeFileSync(file, readFileSync(file, 'utf8') + '{"puzzle":"12'); // killed mid-line
    const more = await runCli([...base, '-n', '7', '--resume', file]);
    expect(more.code).toBe(0);
    expect(more.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(full.stdout);
    const again = await runCli([...base, '-n', '7', '--resume', file]);
    expect(again.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(full.stdout);
  });

  it('--resume without --seed: new puzzles, none equivalent to one already in the file', async () => {
    const file = join(dir, 'resume.csv');
    expect((await runCli(['generate', '--tier', 'easy', '-n', '3', '--format', 'csv', '--resume', file])).code).toBe(0);
    expect((await runCli(['generate', '--tier', 'easy', '-n', '6', '--format', 'csv', '--resume', file])).code).toBe(0);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe(FIELDS.join(','));
    expect(lines).toHaveLength(7);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(6);
  });

  it('Ctrl-C keeps every puzzle already written, each line complete', async () => {
    // medium, not expert (issue 26: the --tier tests above check expert records; these lines come
    // quicker, so the signal finds more of them written and more in flight)
    const child = spawn(process.execPath, [CLI, 'generate', '--tier', 'medium', '-n', '100000', '--seed', '5', '--format', 'jsonl', '--workers', '2'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d) => {
        stdout += d;
        if (stdout.split('\n').length > 5) resolve();
      }),
    );
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stdout.endsWith('\n')).toBe(true);
    const recs = jsonl(stdout);
    expect(stderr).toBe(`sudokit: interrupted; ${recs.length} puzzles written\n`);
    for (const rec of recs.slice(0, 5)) expectRecord(rec, 1.6, 2.5);
  });
});
