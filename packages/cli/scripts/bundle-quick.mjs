/**
 * Bundles the quick path of a one-line `solve`, `count` or `rate` (run-lines and the worker it
 * starts for long inputs) into dist/quick, after tsc: node then loads a handful of files instead
 * of some twenty modules, each resolved and read on its own (about 10 ms of CPU per run here,
 * see the README's Benchmark section). main.js imports dist/quick/run-lines.js, and falls back
 * to dist/run-lines.js when the bundle is missing.
 *
 * The commands (dist/commands/*.js) and the usage contract they share with main.js are bundled
 * beside them, in the same chunks: a `bank`, `generate` or `print` run loaded some hundred
 * modules of the engine and the CLI one by one (about 0.3 s of CPU before its first line of
 * work; bundled, about 0.2 s). main.js loads them from dist/quick the same way.
 */
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const outdir = `${dist}quick`;
rmSync(outdir, { recursive: true, force: true }); // no stale chunks from an earlier build
const commands = readdirSync(`${dist}commands`).filter((f) => f.endsWith('.js')).map((f) => `${dist}commands/${f}`);
await build({
  // outbase: dist/quick mirrors dist (quick/run-lines.js, quick/commands/bank.js, ...)
  entryPoints: [`${dist}run-lines.js`, `${dist}worker.js`, `${dist}cli-contract.js`, ...commands],
  outbase: dist,
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
