/**
 * generate --variant / --size / --level (Variants II): every puzzle read back from the compact
 * form or the JSON lines and checked by an independent reference counter (plain backtracking over
 * the raw rules below 9x9, the fast propagating one at 9x9; both written apart from the solver)
 * to have exactly the printed solution, and with --level to rate at it (rateVariant); same seed,
 * same output whatever --workers; options that only classic 9x9 has are refused in one line.
 */
import { describe, expect, it } from 'vitest';
import { parsePuzzleText } from 'sudokit/formats';
import { rateVariant } from 'sudokit';
import { fastVariantReferenceCount } from '../../engine/src/test-support/variant-fast-reference.js';
import { satisfiesRules, tryVariantReferenceCount } from '../../engine/src/test-support/variant-reference.js';
import { runCli } from './run-cli.js';

const SEED = process.env.SUDOKIT_TEST_SEED ?? '20261127';

function digits(text: string): number[] {
  return [...text].map((c) => (c === '.' ? 0 : parseInt(c, 36)));
}

describe(`generate --variant (seed ${SEED}; replay with SUDOKIT_TEST_SEED)`, () => {
  const cases: [string, string, number][] = [
    ['killer', '4', 6],
    ['killer', '6', 4],
    ['jigsaw', '6', 6],
    ['x', '6', 6],
    ['classic', '4', 6],
    ['classic', '6', 6],
    ['windoku', '9', 2],
  ];
  for (const [variant, size, n] of cases) {
    it(`${variant} ${size}x${size}: ${n} puzzles, each unique with the printed solution`, async () => {
      const { code, stdout, stderr } = await runCli(['generate', '--variant', variant, '--size', size, '-n', String(n), '--seed', SEED, '--with-solution']);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const lines = stdout.trim().split('\n');
      expect(lines).toHaveLength(n);
      for (const line of lines) {
        const [text, solutionText] = line.split('\t');
        const parsed = parsePuzzleText(text);
        expect(parsed.ok, text).toBe(true);
        if (!parsed.ok) continue;
        const { rules, givens } = parsed.value;
        const solution = digits(solutionText);
        expect(satisfiesRules(rules, solution)).toBe(true);
        // 9x9: the fast reference counter (the plain one takes a minute and more on a loaded machine)
        const r = size === '9' ? fastVariantReferenceCount(rules, givens, 2) : tryVariantReferenceCount(rules, givens, 2, 2_000_000);
        expect(r).not.toBe('unknown');
        if (r !== 'unknown') {
          expect(r.count, text).toBe(1);
          expect(r.first).toEqual(solution);
        }
      }
    });
  }

  it('--format jsonl carries the description and the solution; same output with 1 or 2 workers', async () => {
    const a = await runCli(['generate', '--variant', 'jigsaw', '--size', '6', '-n', '4', '--seed', SEED, '--format', 'jsonl', '--workers', '1']);
    const b = await runCli(['generate', '--variant', 'jigsaw', '--size', '6', '-n', '4', '--seed', SEED, '--format', 'jsonl', '--workers', '2']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    for (const line of a.stdout.trim().split('\n')) {
      const o = JSON.parse(line);
      expect(o.size).toBe(6);
      expect(typeof o.regions).toBe('string');
      expect(o.solution).toMatch(/^[1-6]{36}$/);
    }
  });

  it('--level: jsonl lines carry the level; each puzzle rates at it and is unique (fast reference counter)', async () => {
    for (const [variant, size, level] of [
      ['killer', '6', 'hard'],
      ['jigsaw', '6', 'medium'],
      ['killer', '4', 'easy'],
    ]) {
      const { code, stdout, stderr } = await runCli(['generate', '--variant', variant, '--size', size, '--level', level, '-n', '2', '--seed', SEED, '--format', 'jsonl']);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      for (const line of stdout.trim().split('\n')) {
        const o = JSON.parse(line);
        expect(o.level).toBe(level);
        const parsed = parsePuzzleText(line);
        expect(parsed.ok, line).toBe(true);
        if (!parsed.ok) continue;
        const { rules, givens } = parsed.value;
        expect(rateVariant({ rules, givens }).level).toBe(level);
        const r = fastVariantReferenceCount(rules, givens, 2);
        expect(r).not.toBe('unknown');
        if (r !== 'unknown') {
          expect(r.count, line).toBe(1);
          expect(r.first).toEqual(digits(o.solution));
        }
      }
    }
    const line = await runCli(['generate', '--variant', 'x', '--size', '6', '--level', 'easy', '-n', '2', '--seed', SEED, '--with-solution']);
    expect(line.code).toBe(0);
    expect(line.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('refuses what variants do not have, in one line, exit 2', async () => {
    for (const args of [
      ['--variant', 'windoku', '--size', '6'],
      ['--variant', 'x', '--tier', 'hard'],
      ['--size', '16', '--clues', '30'],
      ['--variant', 'killer', '--format', 'csv'],
      ['--variant', 'sandwich'],
      ['--size', '10'],
      ['--variant', 'killer', '--level', 'impossible'],
    ]) {
      const { code, stdout, stderr } = await runCli(['generate', ...args]);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^sudokit: /);
    }
  });
});
