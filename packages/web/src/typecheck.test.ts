/**
 * Vite strips types without checking them, so the web package's TypeScript is checked here:
 * `tsc -p packages/web` (strict) must pass, as part of the test suite CI runs.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

describe('web package types', () => {
  it('type-checks under strict TypeScript', () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const project = fileURLToPath(new URL('..', import.meta.url));
    const run = spawnSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);
});
