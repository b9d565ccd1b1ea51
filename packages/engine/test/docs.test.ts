/**
 * Every export of the engine's public surface has a doc comment for its users (the API
 * reference, `npm run docs`, is generated from them), and none mentions the project's internal
 * notes. The check builds a TypeScript program, seconds of CPU, so it runs in a child process.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../scripts/check-docs.mjs', import.meta.url));

describe('doc comments', () => {
  it('every export of sudokit and sudokit/core has one (scripts/check-docs.mjs)', async () => {
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [SCRIPT], { timeout: 120_000 }, (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }));
    });
    expect(stderr + stdout).toMatch(/^check-docs: all \d+ exports documented\n$/);
    expect(code).toBe(0);
  });
});
