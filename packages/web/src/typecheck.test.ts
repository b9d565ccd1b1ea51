/**
 * Vite strips types without checking them, so the web package's TypeScript is checked here:
 * `tsc -p packages/web` (strict) must pass, as part of the test suite CI runs.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

describe('web package types', () => {
  it('type-checks under strict TypeScript', async () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const project = fileURLToPath(new URL('..', import.meta.url));
    // Not spawnSync: a test worker blocked for long cannot answer vitest's calls (it fails the run).
    const run = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(process.execPath, [tsc, '-p', project], { encoding: 'utf8' }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }));
    });
    expect(run.output).toBe('');
    expect(run.code).toBe(0);
  });
});
