/**
 * Both packages as they would be published (scripts/release.mjs, `npm run pack:all`): each
 * tarball holds its README, the LICENSE and no source map pointing at a missing file; installed
 * together into a scratch global prefix, `sudokit` runs from PATH; and packing a clone that was
 * never built still gives a working engine (its prepack builds). npm, tar and node run as async
 * child processes, so the test worker's event loop stays free on a loaded machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { binIn, installInto, pack, packAll, run, ROOT, PUZZLE, SOLUTION } from '../../../scripts/release.mjs';

interface Packed {
  path: string;
  name: string;
  size: number;
  files: { path: string }[];
}
type Run = (cmd: string, args: string[], options?: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string }) => Promise<{ stdout: string; stderr: string }>;
const sh = run as Run;

/** Every file under `dir`, as paths relative to it. */
function walk(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(dir, join(prefix, e.name)) : [join(prefix, e.name)]));
}

describe('the published packages', () => {
  let dir: string;
  let packed: Packed[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sudokit-publish-'));
    // `npm test` has built both packages; their prepack builds would rewrite dist/ under the
    // tests running beside this one
    packed = await packAll(dir, { ignoreScripts: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('each tarball holds README, LICENSE, its entry files, and no test, source or source map', async () => {
    const license = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) 2026 the sudokit authors\n/);
    const expected: Record<string, string[]> = {
      sudokit: ['dist/index.js', 'dist/index.d.ts', 'dist/core.js', 'dist/core.d.ts', 'require.cjs'],
      'sudokit-cli': ['bin/sudokit.js', 'dist/main.js', 'dist/quick/run-lines.js', 'dist/worker.js'],
    };
    for (const p of packed) {
      const files = p.files.map((f) => f.path);
      expect(files, p.name).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json', ...expected[p.name]]));
      expect(files.filter((f) => /\.map$|\.test\.|(?<!\.d)\.ts$|tsbuildinfo|^dist\/bench\//.test(f)), p.name).toEqual([]);
      const out = join(dir, p.name);
      mkdirSync(out);
      await sh('tar', ['xzf', p.path, '-C', out]);
      expect(readFileSync(join(out, 'package/LICENSE'), 'utf8'), p.name).toBe(license);
      // a sourceMappingURL (none are shipped today) must name a file that is in the package
      const dangling = walk(join(out, 'package'))
        .filter((f) => f.endsWith('.js'))
        .flatMap((f) => [...readFileSync(join(out, 'package', f), 'utf8').matchAll(/^\/\/# sourceMappingURL=(.+)$/gm)].map((m) => ({ f, map: m[1].trim() })))
        .filter(({ f, map }) => !map.startsWith('data:') && !existsSync(resolve(out, 'package', dirname(f), map)));
      expect(dangling, p.name).toEqual([]);
    }
    const [engine, cli] = packed;
    const pkg = (p: Packed) => JSON.parse(readFileSync(join(dir, p.name, 'package/package.json'), 'utf8'));
    expect(pkg(cli).dependencies.sudokit).toBe(pkg(engine).version);
    expect(pkg(cli).private).toBeUndefined();
    for (const p of packed) expect(Object.keys(pkg(p)), p.name).toEqual(expect.arrayContaining(['repository', 'homepage', 'bugs', 'keywords', 'engines', 'license', 'description', 'files']));
    console.log(packed.map((p) => `${p.name}: ${(p.size / 1024).toFixed(1)} KB packed, ${p.files.length} files`).join('; '));
  });

  it('installed together into a scratch prefix, `sudokit` runs from PATH', async () => {
    const prefix = join(dir, 'prefix');
    const addon = await installInto(prefix, packed.map((p) => p.path));
    expect(addon).toBe('copied'); // the workspace's better-sqlite3 build, not a compile
    const env = { ...process.env, PATH: `${dirname(binIn(prefix))}${delimiter}${process.env.PATH}` };
    expect((await sh('sudokit', ['solve'], { input: `  # a note\n${PUZZLE}\n`, env, cwd: dir })).stdout).toBe(`${SOLUTION}\n`);
    // the bank opens SQLite, so the native addon is in place (Wikipedia's "Sudoku" example, an easy one)
    const bank = join(dir, 'bank.db');
    const easy = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    await sh('sudokit', ['bank', 'add', '--db', bank], { input: `${easy}\n`, env, cwd: dir });
    expect((await sh('sudokit', ['bank', 'stats', '--db', bank], { env, cwd: dir })).stdout).toMatch(/: 1 puzzles\n/);
  });

  it('the committed bin says in one line that the CLI is not built, when dist/ is missing', async () => {
    const copy = join(dir, 'nodist');
    mkdirSync(join(copy, 'bin'), { recursive: true });
    cpSync(join(ROOT, 'packages/cli/bin/sudokit.js'), join(copy, 'bin/sudokit.js'));
    writeFileSync(join(copy, 'package.json'), JSON.stringify({ type: 'module' }));
    const failed = await sh(process.execPath, [join(copy, 'bin/sudokit.js'), 'solve']).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2, stderr: "sudokit: the CLI is not built (no dist/main.js): run 'npm run build' in the repository\n" });
  });

  it('packing an engine that was never built still ships the built library (its prepack builds)', async () => {
    const copy = join(dir, 'unbuilt');
    const engine = join(copy, 'packages/engine');
    mkdirSync(engine, { recursive: true });
    cpSync(join(ROOT, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
    for (const f of ['package.json', 'tsconfig.json', 'README.md', 'LICENSE', 'require.cjs', 'src']) cpSync(join(ROOT, 'packages/engine', f), join(engine, f), { recursive: true });
    expect(existsSync(join(engine, 'dist'))).toBe(false);
    const env = { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH}` };
    const built = (await pack(engine, join(dir, 'unbuilt-out'), { env })) as Packed;
    expect(built.files.map((f) => f.path)).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/core.js']));
    writeFileSync(join(dir, 'unbuilt-out/use.mjs'), `import { solve, parseLine, makeLine } from '${join(engine, 'dist/index.js')}';\nconsole.log(makeLine(solve(parseLine('${PUZZLE}').value).solution));\n`);
    expect((await sh(process.execPath, [join(dir, 'unbuilt-out/use.mjs')])).stdout).toBe(`${SOLUTION}\n`);
  }); // a full build of the engine: over a minute on a loaded 2-core machine
});
