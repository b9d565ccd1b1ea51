/** Run the built CLI as a user would (tests build first via `npm test`). */
import { spawn, spawnSync } from 'node:child_process';

/** A CLI run that hangs is killed after this, so it fails its test instead of holding CI. */
export const CLI_RUN_LIMIT_MS = 180_000;
import { fileURLToPath } from 'node:url';

/** SUDOKIT_CLI runs the tests against another build (e.g. an older one, to see a test fail before a fix). */
export const CLI = process.env.SUDOKIT_CLI ?? fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const DATA = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));

export function runCli(args: string[], input?: string | Buffer) {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28, timeout: CLI_RUN_LIMIT_MS, killSignal: 'SIGKILL' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** As runCli, without blocking the test worker (use it for runs that take more than seconds). */
/** `limitMs`: for the few runs over whole data sets that take minutes on a loaded machine. */
export function runCliAsync(args: string[], input?: string | Buffer, limitMs = CLI_RUN_LIMIT_MS): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args]);
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input ?? '');
  });
}
