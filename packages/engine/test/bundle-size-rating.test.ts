/**
 * Bundle size of the technique solver (rate, hint, explain paths) as a browser app pays for it:
 * bundled and minified by esbuild, gzipped. Budget: with grid and solver, within the engine's 60 KB.
 */
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

async function gzippedSize(entry: string): Promise<number> {
  const result = await build({
    stdin: { contents: entry, resolveDir: SRC, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    treeShaking: true,
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

describe('bundle size of the technique solver', () => {
  it('grid + solver + techniques + rating + hints stay within 60 KB gzipped', async () => {
    const size = await gzippedSize(
      `export { parseLine, makeLine } from './grid.ts'; export { rate, formatRating } from './rating.ts'; ` +
        `export { hint, parseMarks } from './hint.ts'; export { solveLogically, nextStep } from './logic.ts';`,
    );
    console.log(`technique solver (rate, hint, explain): ${(size / 1024).toFixed(2)} KB gzipped`);
    expect(size).toBeLessThanOrEqual(60 * 1024);
  });
});
