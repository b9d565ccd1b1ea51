/**
 * The engine as a library user meets it: `npm pack`, install the tarball into an empty project,
 * then use it from a Node ESM import, from CommonJS, from a browser bundle, and from TypeScript
 * with its types. Every npm and node run is an async child process, so the test worker's event
 * loop stays free on a loaded machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// @ts-expect-error: a plain .mjs script without types
import { pack, run, PUZZLE, SOLUTION } from '../../../scripts/release.mjs';

const ENGINE = fileURLToPath(new URL('..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

type Run = (cmd: string, args: string[], options?: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string }) => Promise<{ stdout: string; stderr: string }>;
const sh = run as Run;
const node = (dir: string, args: string[]) => sh(process.execPath, args, { cwd: dir });

describe('npm pack', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sudokit-pack-'));
    // --ignore-scripts: `npm test` has built dist/ already (packing an unbuilt copy, whose
    // prepack builds, is checked in packages/cli/test/publish.test.ts)
    const { path } = await pack(ENGINE, dir, { ignoreScripts: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await sh('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', path], { cwd: dir });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('works from a Node ESM import, sudokit and sudokit/core', async () => {
    writeFileSync(join(dir, 'use.mjs'), `import { parseLine, solve, makeLine } from 'sudokit';\nimport * as core from 'sudokit/core';\nconst g = parseLine('${PUZZLE}');\nconsole.log(makeLine(solve(g.value, { limit: 2 }).solution));\nconsole.log(core.solve === solve, 'rate' in core);\n`);
    expect((await node(dir, ['use.mjs'])).stdout).toBe(`${SOLUTION}\ntrue false\n`);
  });

  it('exports only its documented entry points: an internal module is not importable', async () => {
    writeFileSync(join(dir, 'internal.mjs'), `import('sudokit/solver').then(() => console.log('imported'), (e) => console.log(e.code));\n`);
    expect((await node(dir, ['internal.mjs'])).stdout.trim()).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('works from CommonJS where Node can require() an ES module, and says to use import() where it cannot', async () => {
    writeFileSync(join(dir, 'use.cjs'), `const { parseLine, solve, makeLine } = require('sudokit');\nconsole.log(makeLine(solve(parseLine('${PUZZLE}').value).solution));\n`);
    const [major, minor] = process.versions.node.split('.').map(Number);
    const requireEsm = major > 22 || (major === 22 && minor >= 12) || (major === 20 && minor >= 19);
    if (requireEsm) expect((await node(dir, ['use.cjs'])).stdout).toBe(`${SOLUTION}\n`);
    // the same as on a Node without require(esm) (flag known to Node 20.17+ and 22)
    const refused = await node(dir, ['--no-experimental-require-module', 'use.cjs']).catch((e: { stderr: string }) => e);
    expect('stderr' in refused ? refused.stderr : '').toMatch(/Error: sudokit is an ES module and this Node cannot require\(\) it: use `const sudokit = await import\('sudokit'\)`/);
  });

  it('bundles for the browser with no Node globals', async () => {
    const bundle = await build({ entryPoints: [join(dir, 'use.mjs')], bundle: true, platform: 'browser', format: 'iife', write: false, absWorkingDir: dir, logLevel: 'silent' });
    const code = bundle.outputFiles[0].text;
    expect(code).not.toMatch(/require\(|node:/);
    const logged: string[] = [];
    new Function('console', code)({ log: (...s: unknown[]) => logged.push(s.join(' ')) });
    expect(logged).toEqual([SOLUTION, 'true false']);
  });

  it('type-checks from TypeScript with its types', async () => {
    writeFileSync(join(dir, 'use.ts'), `import { parseLine, solve, type Grid, type SolveResult } from 'sudokit';\nimport { countClues } from 'sudokit/core';\nconst r = parseLine('x');\nif (!r.ok) { const code: 'bad-character' | 'too-few-cells' | 'too-many-cells' | 'repeated-digit' = r.error.code; console.log(code); }\nconst g: Grid = new Uint8Array(81);\nconst s: SolveResult = solve(g, { limit: 2 });\nconsole.log(s.count, countClues(g));\n`);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', noEmit: true, types: [] }, files: ['use.ts'] }));
    await node(dir, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir]);
  }); // half a minute on a loaded 2-core machine
});
