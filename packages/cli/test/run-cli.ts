/** Run the built CLI as a user would (tests build first via `npm test`). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const DATA = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));

export function runCli(args: string[], input?: string | Buffer) {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
