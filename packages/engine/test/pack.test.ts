/**
 * The engine as a library user meets it: `npm pack`, install the tarball into an empty project,
 * then use it from a Node ESM import, from a browser bundle, and from TypeScript with its types.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENGINE = fileURLToPath(new URL('..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PUZZLE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';

describe('npm pack', () => {
  it('installs into an empty project and works from ESM, a browser bundle and TypeScript', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudokit-pack-'));
    try {
      const tgz = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: ENGINE, encoding: 'utf8' }).trim().split('\n').pop()!;
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
      execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(dir, tgz)], { cwd: dir });

      // Node ESM
      writeFileSync(join(dir, 'use.mjs'), `import { parseLine, solve, makeLine } from 'sudokit';\nconst g = parseLine('${PUZZLE}');\nconsole.log(makeLine(solve(g.value, { limit: 2 }).solution));\n`);
      expect(execFileSync(process.execPath, ['use.mjs'], { cwd: dir, encoding: 'utf8' }).trim()).toBe(SOLUTION);

      // Browser bundle: bundle for the browser platform, then run it with no Node globals used.
      const bundle = await build({ entryPoints: [join(dir, 'use.mjs')], bundle: true, platform: 'browser', format: 'iife', write: false, absWorkingDir: dir, logLevel: 'silent' });
      const code = bundle.outputFiles[0].text;
      expect(code).not.toMatch(/require\(|node:/);
      const logged: string[] = [];
      new Function('console', code)({ log: (s: string) => logged.push(s) });
      expect(logged).toEqual([SOLUTION]);

      // Types
      writeFileSync(join(dir, 'use.ts'), `import { parseLine, solve, type Grid, type SolveResult } from 'sudokit';\nconst r = parseLine('x');\nif (!r.ok) { const code: 'bad-character' | 'too-few-cells' | 'too-many-cells' | 'repeated-digit' = r.error.code; console.log(code); }\nconst g: Grid = new Uint8Array(81);\nconst s: SolveResult = solve(g, { limit: 2 });\nconsole.log(s.count);\n`);
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', noEmit: true, types: [] }, files: ['use.ts'] }));
      execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir, encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
