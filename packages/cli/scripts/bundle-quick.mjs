/**
 * Bundles the quick path of a one-line `solve`, `count` or `rate` (run-lines and the worker it
 * starts for long inputs) into dist/quick, after tsc: node then loads a handful of files instead
 * of some twenty modules, each resolved and read on its own (about 10 ms of CPU per run here,
 * see the README's Benchmark section). main.js imports dist/quick/run-lines.js, and falls back
 * to dist/run-lines.js when the bundle is missing.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const outdir = `${dist}quick`;
rmSync(outdir, { recursive: true, force: true }); // no stale chunks from an earlier build
await build({
  entryPoints: [`${dist}run-lines.js`, `${dist}worker.js`],
  outdir,
  bundle: true,
  splitting: true, // each task, and the engine parts it needs, in chunks loaded only when used
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Packages with native code or their own data files load from node_modules as usual.
  external: ['commander', 'better-sqlite3', 'pdfkit', 'fontkit', '@fontsource/*'],
  logLevel: 'warning',
});
