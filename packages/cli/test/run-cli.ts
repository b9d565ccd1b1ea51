/** Run the built CLI as a user would (tests build first via `npm test`). */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A CLI run that hangs is killed after this, so it fails its test instead of holding CI. */
export const CLI_RUN_LIMIT_MS = 180_000;

/** SUDOKIT_CLI runs the tests against another build (e.g. an older one, to see a test fail before a fix). */
export const CLI = process.env.SUDOKIT_CLI ?? fileURLToPath(new URL('../dist/main.js', import.meta.url));
export const DATA = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));

/**
 * The environment of runCli's runs: one worker thread unless a test asks for more with
 * --workers. The suite runs two test files at once on two cores, so a run's second worker
 * thread bought no time, only its start-up (0.25-0.35 s of CPU for a small `rate` or `bank
 * add`); tests of parallel work pass --workers 2, and the process-level tests that spawn the CLI
 * themselves keep the default of every core. SUDOKIT_WORKERS set outside wins.
 */
export const CLI_ENV = { ...process.env, SUDOKIT_WORKERS: process.env.SUDOKIT_WORKERS ?? '1' };

/**
 * Runs the CLI without blocking the test worker: there is no synchronous version, because a
 * worker blocked for a minute cannot answer vitest's calls, which fails the whole run ("Timeout
 * calling onTaskUpdate"; a test of a few spawnSync runs took 27 s on a loaded 2-core machine).
 * `limitMs`: for the few runs over whole data sets that take minutes on a loaded machine.
 */
export function runCli(args: string[], input?: string | Buffer, limitMs = CLI_RUN_LIMIT_MS): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: CLI_ENV });
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
    // a CLI that exits before reading all its input (a usage error) closes the pipe: not a failure here
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}
