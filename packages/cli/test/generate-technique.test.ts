/**
 * `sudokit generate --technique NAME` from outside: every puzzle unique by the reference counter,
 * its solution valid, and the technique on the engine's rated path; `--list-techniques`; bad names.
 */
import { describe, expect, it } from 'vitest';
import { parseLine, rate, stepIsTechnique, findTechnique, type Grid } from 'sudokit';
import { runCli } from './run-cli.js';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { referenceCount, isValidSolution } from '../../engine/src/test-support/reference-solver.js';

function grid(line: string): Grid {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('generate --technique', () => {
  it('makes puzzles that need it, as jsonl, with the symmetry asked for', async () => {
    const r = await runCli(['generate', '--technique', 'Y-Wing', '-n', '2', '--seed', '7', '--symmetry', 'rotational', '--format', 'jsonl']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const t = findTechnique('xy-wing')!;
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const rec = JSON.parse(line) as { puzzle: string; solution: string; hardest: string };
      const p = grid(rec.puzzle);
      expect(referenceCount(p, 2).count).toBe(1);
      expect(isValidSolution(p, grid(rec.solution))).toBe(true);
      const rated = rate(p);
      expect(rated.ok && rated.value.steps.some((s) => stepIsTechnique(s, t))).toBe(true);
      expect(rec.hardest).toBe('XY-Wing');
    }
  });

  it('is the same with the same seed, whatever name the technique is given by', async () => {
    const a = await runCli(['generate', '--technique', 'naked pair', '-n', '1', '--seed', '3']);
    const b = await runCli(['generate', '--technique', 'naked-pair', '-n', '1', '--seed', '3']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/^[.1-9]{81}\n$/);
  });

  it('--resume continues the same sequence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudokit-gen-technique-'));
    const file = join(dir, 'out.txt');
    expect((await runCli(['generate', '--technique', 'pointing', '-n', '1', '--seed', '5', '--resume', file])).code).toBe(0);
    expect((await runCli(['generate', '--technique', 'pointing', '-n', '2', '--seed', '5', '--resume', file])).code).toBe(0);
    const whole = await runCli(['generate', '--technique', 'pointing', '-n', '2', '--seed', '5']);
    expect(readFileSync(file, 'utf8')).toBe(whole.stdout);
  });

  it('lists the techniques with their SE rating', async () => {
    const r = await runCli(['generate', '--list-techniques']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('X-Wing\t3.2\tIntermediate\tx-wing\tX-Wing\n');
    expect(r.stdout).toContain('Skyscraper\t6.6\tExpert');
  });

  it('refuses an unknown name, --at-least alone, and --technique with --tier, in one line (exit 2)', async () => {
    for (const args of [['--technique', 'Jellyfsh'], ['--at-least'], ['--technique', 'x-wing', '--tier', 'hard'], ['--technique', 'x-wing', '--clues', '30']]) {
      const r = await runCli(['generate', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr).toMatch(/^sudokit: /);
    }
  });
});
