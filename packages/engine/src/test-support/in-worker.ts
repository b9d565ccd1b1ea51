/**
 * Run one long, synchronous search in a worker thread, so that the test's own worker keeps
 * answering vitest (which fails a run when a worker's event loop is stuck for 60 s, as one
 * nested-chain rating can be on a loaded machine). The module is TypeScript source: esbuild
 * bundles it once per file into a temporary CommonJS script the worker runs; arguments and
 * results cross as structured clones (plain data: strings, numbers, arrays, objects).
 *
 * One worker per module and test file answers every call, in turn (issue 26): a fresh worker
 * per call paid the bundle's loading and the engine's warm-up each time, 1-3 s of CPU per call
 * (a nested rating took 5.7 s cold and 2.4 s warm). The engine keeps no state between calls
 * that could change a result; tests that check it (rating.test's "leaves nothing behind") now
 * check it across every call the file makes. The idle worker does not keep the process alive.
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
    `import { parentPort } from 'node:worker_threads';\n` +
    `parentPort.on('message', ({ id, name, args }) => {\n` +
    `  let reply;\n` +
    `  try { reply = { id, ok: true, value: work[name](...args) }; }\n` +
    `  catch (e) { reply = { id, ok: false, error: e instanceof Error ? e.stack ?? e.message : String(e) }; }\n` +
    `  parentPort.postMessage(reply);\n` +
    `});\n`;
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

interface Call {
  name: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}
interface Running {
  worker: Worker;
  calls: Map<number, Call>;
}
const running = new Map<string, Running>();
let nextId = 0;

/** The worker running `file`, started on first use; a worker that failed is replaced by the next call. */
function workerFor(file: string): Running {
  const known = running.get(file);
  if (known) return known;
  const worker = new Worker(file);
  const r: Running = { worker, calls: new Map() };
  worker.unref();
  const fail = (why: (name: string) => Error) => {
    if (running.get(file) === r) running.delete(file);
    for (const call of r.calls.values()) call.reject(why(call.name));
    r.calls.clear();
  };
  worker.on('message', (m: { id: number; ok: boolean; value?: unknown; error?: string }) => {
    const call = r.calls.get(m.id);
    if (!call) return;
    r.calls.delete(m.id);
    if (r.calls.size === 0) worker.unref();
    if (m.ok) call.resolve(m.value);
    else call.reject(new Error(`in worker, ${call.name}: ${m.error}`));
  });
  worker.on('error', (e) => fail(() => e));
  worker.on('exit', (code) => fail((name) => new Error(`worker for ${name} exited with code ${code} before answering`)));
  running.set(file, r);
  return r;
}

/** `name(...args)` from the module at `moduleUrl`, run in this file's worker thread for that module. */
export async function inWorker<T>(moduleUrl: URL, name: string, args: unknown[] = []): Promise<T> {
  const path = fileURLToPath(moduleUrl);
  let script = scripts.get(path);
  if (!script) {
    script = bundle(path);
    scripts.set(path, script);
  }
  const r = workerFor(await script);
  return new Promise<T>((resolve, reject) => {
    const id = nextId++;
    r.calls.set(id, { name, resolve: resolve as (value: unknown) => void, reject });
    r.worker.ref();
    r.worker.postMessage({ id, name, args });
  });
}
