/**
 * Run one long, synchronous search in a worker thread, so that the test's own worker keeps
 * answering vitest (which fails a run when a worker's event loop is stuck for 60 s, as one
 * nested-chain rating can be on a loaded machine). The module is TypeScript source: esbuild
 * bundles it once per file into a temporary CommonJS script the worker runs; arguments and
 * results cross as structured clones (plain data: strings, numbers, arrays, objects).
 */
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const scripts = new Map<string, Promise<string>>();
let dir: string | undefined;

async function bundle(path: string): Promise<string> {
  const entry =
    `import * as work from ${JSON.stringify(path)};\n` +
    `import { parentPort, workerData } from 'node:worker_threads';\n` +
    `try { parentPort.postMessage({ ok: true, value: work[workerData.name](...workerData.args) }); }\n` +
    `catch (e) { parentPort.postMessage({ ok: false, error: e instanceof Error ? e.stack ?? e.message : String(e) }); }\n`;
  const result = await build({
    stdin: { contents: entry, resolveDir: dirname(path), loader: 'ts' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
  });
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'sudokit-in-worker-'));
    const made = dir;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const file = join(dir, `${scripts.size}.cjs`);
  writeFileSync(file, result.outputFiles[0].text);
  return file;
}

/** `name(...args)` from the module at `moduleUrl`, run in a fresh worker thread. */
export async function inWorker<T>(moduleUrl: URL, name: string, args: unknown[] = []): Promise<T> {
  const path = fileURLToPath(moduleUrl);
  let script = scripts.get(path);
  if (!script) {
    script = bundle(path);
    scripts.set(path, script);
  }
  const file = await script;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(file, { workerData: { name, args } });
    let settled = false;
    worker.once('message', (m: { ok: boolean; value?: T; error?: string }) => {
      settled = true;
      if (m.ok) resolve(m.value as T);
      else reject(new Error(`in worker, ${name}: ${m.error}`));
      void worker.terminate();
    });
    worker.once('error', (e) => {
      settled = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`worker for ${name} exited with code ${code} before answering`));
    });
  });
}
