#!/usr/bin/env node
/**
 * `npm run pack:all [-- --out DIR]`: packs the two published packages (the engine `sudokit` and
 * the command line `sudokit-cli`, whose `prepack` scripts build them) into DIR (default
 * .tmp/release), installs both tarballs into a scratch global prefix there, as a user would
 * (`npm install -g`), and runs the installed `sudokit` on a puzzle. `npm publish DIR/<file>.tgz`
 * then publishes what was checked, engine first.
 *
 * Both tarballs go into one `npm install` because `sudokit-cli` depends on `sudokit` at the same
 * version, which the registry may not have yet. The install skips install scripts, and so does
 * not compile better-sqlite3 (the only dependency with one): it copies the addon the workspace
 * already built when the versions match (same Node, same machine), and only otherwise runs
 * `npm rebuild better-sqlite3` (prebuilt download or a compile).
 *
 * The test packages/cli/test/publish.test.ts uses these functions.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PACKAGES = ['packages/engine', 'packages/cli'];
export const PUZZLE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
export const SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';

/** Runs a command without blocking the caller's event loop; rejects with its output when it fails. */
export function run(cmd, args, { cwd = ROOT, env = process.env, input } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s) => (stderr += s));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done({ stdout, stderr });
      else fail(Object.assign(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${stderr}${stdout}`), { code, stdout, stderr }));
    });
    child.stdin.end(input);
  });
}

/**
 * Packs the package in folder `pkgDir` into `outDir`: returns the tarball's path and npm's
 * account of it (`files` with their paths, `size`, `unpackedSize`). `ignoreScripts`: skip the
 * `prepack` build (the test suite, which has built already and must not rewrite dist/ under
 * tests running beside it).
 */
export async function pack(pkgDir, outDir, { ignoreScripts = false, env } = {}) {
  mkdirSync(outDir, { recursive: true });
  const args = ['pack', '--json', '--pack-destination', outDir, ...(ignoreScripts ? ['--ignore-scripts'] : [])];
  const { stdout } = await run('npm', args, { cwd: pkgDir, env });
  // the prepack build's output, if any, comes before the JSON
  const [info] = JSON.parse(stdout.slice(stdout.search(/^\[/m)));
  return { ...info, path: join(outDir, info.filename) };
}

/** Packs both packages into `outDir` (see pack); engine first. */
export async function packAll(outDir, options = {}) {
  const packed = [];
  for (const pkg of PACKAGES) packed.push(await pack(join(ROOT, pkg), outDir, options));
  return packed;
}

/** better-sqlite3's compiled addon, relative to its package folder. */
const ADDON = 'build/Release/better_sqlite3.node';

/**
 * Installs the tarballs into the global prefix `prefix` (its bin/ then holds `sudokit`), without
 * compiling better-sqlite3 when the workspace has the same version built. Returns how the addon
 * was provided: 'copied' or 'rebuilt'.
 */
export async function installInto(prefix, tarballs) {
  mkdirSync(prefix, { recursive: true });
  const env = { ...process.env, npm_config_update_notifier: 'false' };
  await run('npm', ['install', '-g', '--prefix', prefix, '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs], { env });
  const installed = join(prefix, 'lib/node_modules/sudokit-cli/node_modules/better-sqlite3');
  const built = join(ROOT, 'node_modules/better-sqlite3');
  const version = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  if (existsSync(join(built, ADDON)) && version(built) === version(installed)) {
    mkdirSync(join(installed, 'build/Release'), { recursive: true });
    copyFileSync(join(built, ADDON), join(installed, ADDON));
    return 'copied';
  }
  await run('npm', ['rebuild', 'better-sqlite3', '-g', '--prefix', prefix], { env });
  return 'rebuilt';
}

/** The installed command's path in a prefix made by installInto. */
export const binIn = (prefix) => join(prefix, 'bin/sudokit');

/** Runs the installed `sudokit solve` on one puzzle and checks the answer. */
export async function smokeTest(prefix) {
  const { stdout } = await run(binIn(prefix), ['solve'], { input: `${PUZZLE}\n` });
  if (stdout.trim() !== SOLUTION) throw new Error(`the installed sudokit printed '${stdout.trim()}', not the solution`);
}

async function main() {
  const at = process.argv.indexOf('--out');
  const out = resolve(at > 0 ? process.argv[at + 1] : join(ROOT, '.tmp/release'));
  const prefix = join(out, 'prefix');
  rmSync(prefix, { recursive: true, force: true });
  const packed = await packAll(out);
  for (const p of packed) console.log(`${p.path}: ${(p.size / 1024).toFixed(1)} KB, ${(p.unpackedSize / 1024).toFixed(1)} KB unpacked, ${p.files.length} files`);
  const tarballs = packed.map((p) => p.path);
  const addon = await installInto(prefix, tarballs);
  await smokeTest(prefix);
  console.log(`installed into ${prefix} (better-sqlite3 ${addon}); ${binIn(prefix)} solves a puzzle`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e) => {
    process.stderr.write(`release: ${e.message}\n`);
    process.exit(1);
  });
}
