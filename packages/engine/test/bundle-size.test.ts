/**
 * Bundle-size budget (as zod keeps one): what a browser app pays for the engine, bundled and
 * minified by esbuild, then gzipped. Budgets: grid + solver 17.2 KB (15 until solve() took the 9x9
 * variant core, solver9.ts: 13.7 -> 16.1 KB; 16.55 with its box hidden singles by table and
 * line blame, issue 27's speed; 16.74 with the generic solver's search for a second solution
 * other than a known one, which 16x16 generation's removal checks use, issue 28; 16.83 with the
 * rules compiler's peers built without Sets and solver9's paired-unit masks; 16.9 -> 17.2 KB: solver9's
 * band and stack shrink for rules with the nine boxes, X and windoku 5-10% faster, issue 27's
 * ratio); `import { generate }` 12 KB
 * (issue 26: it was 36.8 KB when generate() pulled in the rater); the technique solver 60 KB, the
 * whole engine 86 KB. Imports go through index.ts, as an app's `from 'sudokit'` does.
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

describe('bundle size', () => {
  it('grid + solver stay within 17.2 KB gzipped', async () => {
    const size = await gzippedSize(`export { parseGrid, parseLine, makeLine, makeBoxed, findConflicts } from './grid/grid.ts'; export { solve } from './solve/solver.ts';`);
    console.log(`grid + solver: ${(size / 1024).toFixed(2)} KB gzipped`);
    expect(size).toBeLessThanOrEqual(17.2 * 1024);
  });

  it("import { generate } from the package entry stays within 12 KB gzipped (no rater)", async () => {
    const size = await gzippedSize(`export { generate, makeLine } from './index.ts';`);
    console.log(`import { generate, makeLine }: ${(size / 1024).toFixed(2)} KB gzipped`);
    expect(size).toBeLessThanOrEqual(12 * 1024);
  });

  it('the technique solver (rate, hint, explain) with grid and solver stays within 60 KB gzipped', async () => {
    const size = await gzippedSize(
      `export { parseLine, makeLine } from './grid/grid.ts'; export { rate, formatRating } from './rate/rating.ts'; ` +
        `export { hint, parseMarks } from './logic/hint.ts'; export { solveLogically, nextStep } from './logic/logic.ts';`,
    );
    console.log(`technique solver (rate, hint, explain): ${(size / 1024).toFixed(2)} KB gzipped`);
    expect(size).toBeLessThanOrEqual(60 * 1024);
  });

  // 45 KB before the variants; the rules model, the generic solver, the variant generators and
  // technique ladder, and generation to a technique brought it to about 64 KB; the killer rungs
  // and variant hints, planted technique patterns and the drawing geometry to about 76 KB. Apps
  // that tree-shake pay only for what they import (the cases above); the game loads the variant
  // code on demand (its own first-load budget). 84 -> 85 KB: generation speed (16x16 runs of
  // removals the singles solve, the technique walk's pattern tests, the killer splits kept
  // between layouts), +0.8 KB, bought on purpose. 85 -> 86 KB: a hidden or naked quad built into
  // a box (issue 30's generation speed, +0.3 KB) and solver9's band and stack shrink (issue 27,
  // +0.25 KB).
  it('the whole engine stays within 86 KB gzipped', async () => {
    const size = await gzippedSize(`export * from './index.ts';`);
    console.log(`whole engine: ${(size / 1024).toFixed(2)} KB gzipped`);
    expect(size).toBeLessThanOrEqual(86 * 1024);
  });
});
