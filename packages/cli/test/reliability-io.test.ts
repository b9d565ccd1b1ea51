/**
 * Issue 32 (reliability round 3), the command line's input, output and signal items, from
 * outside: real processes, device nodes and named pipes made in a scratch folder, real SIGINT
 * and SIGTERM. Each test names the report's case (../shared/docs/reliability-report-3.md) and
 * failed on the build before the fix (SUDOKIT_CLI=<old dist/main.js> runs them against another).
 * Signal timings have generous bounds: the machine is shared.
 */
import { describe, expect, it, beforeAll, vi } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, statSync, symlinkSync, writeFileSync, chmodSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CLI, CLI_RUN_LIMIT_MS, DATA, runCli } from './run-cli.js';

// Several real runs per test on a shared 2-core machine: a run of the CLI takes seconds there.
vi.setConfig({ testTimeout: 600_000 });

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudokit-rel-io-'));
});
const at = (name: string) => join(dir, name);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const oneLine = (stderr: string) => expect(stderr.trimEnd().split('\n')).toHaveLength(1);

function dataLines(file: string, n: number): string[] {
  return readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .slice(0, n);
}

/** A hard puzzle: `rate --exact` and `bank add` search it for over ten seconds (report N8). */
const HARD = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';
const E = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';

/** Run a shell tool (mkfifo, mknod, cat) without blocking the test worker; killed after `limitMs`. */
function sh(cmd: string, args: string[], limitMs = 120_000): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('close', () => clearTimeout(timer));
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', (e) => resolve({ code: -1, stderr: String(e) }));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

interface Run {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  err: () => string;
}

/** Spawn the CLI; stdout is read only when `readStdout` (a slow reader leaves it unread). */
function spawnCli(args: string[], options: { readStdout?: boolean; shell?: string } = {}): Run {
  const child = options.shell
    ? spawn('sh', ['-c', options.shell, 'sh', process.execPath, CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  if (options.readStdout !== false) child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done, err: () => stderr };
}

/** Milliseconds from sending `signal` until the process has exited. */
async function timeToExit(run: Run, signal: NodeJS.Signals): Promise<number> {
  const t0 = Date.now();
  run.child.kill(signal);
  const bound = setTimeout(() => run.child.kill('SIGKILL'), 60_000);
  await run.done;
  clearTimeout(bound);
  return Date.now() - t0;
}

/**
 * The state a test waits for before its signal, read from Linux's /proc instead of a fixed sleep
 * (issue 26: the sleeps were seconds of every run, yet too short on a loaded machine): the FIFO
 * open in the process (it waits for a writer in its event loop), stdout backed up (the test's
 * stream buffer full and the process no longer using CPU: blocked on the full pipe), or the
 * process past 1.2 s of CPU (its start-up done, its rating under way). Where /proc cannot tell,
 * the state never shows and `waitUntil` waits its whole bound.
 */
type Ready = (run: Run) => boolean;
function cpuMsOf(pid: number | undefined): number {
  try {
    // fields after the command's closing parenthesis: state is field 3, utime 14, stime 15 (in 1/100 s)
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return -1;
  }
}
const fifoOpened =
  (fifo: string): Ready =>
  ({ child }) => {
    try {
      return readdirSync(`/proc/${child.pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${child.pid}/fd/${fd}`) === fifo;
        } catch {
          return false; // closed meanwhile
        }
      });
    } catch {
      return false;
    }
  };
function stdoutBackedUp(): Ready {
  let lastCpu = -2;
  return ({ child }) => {
    const out = child.stdout!;
    if (out.readableLength < out.readableHighWaterMark) return false;
    const cpu = cpuMsOf(child.pid);
    const still = cpu >= 0 && cpu === lastCpu;
    lastCpu = cpu;
    return still;
  };
}
/** Past start-up: `bank add` and `rate --exact` of an easy puzzle cost 0.4-0.8 s of CPU in all. */
const ratingUnderWay: Ready = ({ child }) => cpuMsOf(child.pid) >= 1200;

/** Polls `ready` until it holds or the process has ended, at most `boundMs`. */
async function waitUntil(run: Run, ready: Ready, boundMs: number): Promise<void> {
  const end = Date.now() + boundMs;
  while (run.child.exitCode === null && run.child.signalCode === null && !ready(run) && Date.now() < end) await sleep(50);
}

/**
 * Starts the CLI with `args`, waits until `ready` (at most `waitMs`), sends `signal`: the result
 * and the time to exit. A CLI that had not started when the signal came (on a loaded machine
 * loading it can take seconds) dies by the signal's default action, with no exit code and no
 * report: then it runs again with twice the bound, so the test judges the CLI's handling, not
 * the machine's speed.
 */
async function signalAfterStart(args: readonly string[], signal: NodeJS.Signals, waitMs: number, ready: Ready): Promise<{ r: Awaited<Run['done']>; ms: number }> {
  for (let wait = waitMs; ; wait *= 2) {
    const run = spawnCli([...args]);
    await waitUntil(run, ready, wait);
    const ms = await timeToExit(run, signal);
    const r = await run.done;
    if (r.code !== null || r.signal !== signal || wait >= 32 * waitMs) return { r, ms };
    console.log(`${args.join(' ')}: not started after ${wait} ms (a loaded machine); again, waiting longer`);
  }
}

async function mkfifo(path: string): Promise<void> {
  expect((await sh('mkfifo', [path])).code).toBe(0);
}

/** A character device node like /dev/null (1,3), made in the scratch folder; undefined (with the reason printed) where it cannot be. */
async function fakeNull(name: string): Promise<string | undefined> {
  const path = at(name);
  const r = await sh('mknod', [path, 'c', '1', '3']);
  if (r.code !== 0) {
    console.log(`skipped: cannot make a device node here (mknod: ${r.stderr.trim() || r.code}); run as root to test device outputs`);
    return undefined;
  }
  return path;
}

/** A bank of the first 5 kaggle puzzles: made once through the CLI, then copied (a closed bank is one file). */
let base: Promise<string> | undefined;
async function makeBank(name: string): Promise<string> {
  base ??= (async () => {
    const r = await runCli(['bank', '--db', at('base.db'), 'add'], dataLines('kaggle.txt', 5).join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    return at('base.db');
  })();
  const path = at(name);
  copyFileSync(await base, path);
  return path;
}

describe('N1: an output path that is a device node or named pipe is written in place, never replaced', () => {
  it('-o, --output, --svg and --resume onto a character device write to it and leave the node a device', async () => {
    const node = await fakeNull('fakenull');
    if (!node) return;
    const bank = await makeBank('n1.db');
    writeFileSync(at('k3.txt'), dataLines('kaggle.txt', 3).join('\n') + '\n');
    const runs = [
      ['print', at('k3.txt'), '--format', 'pdf', '-o', node],
      ['bank', '--db', bank, 'export', '-o', node],
      ['bank', '--db', bank, 'stats', '--svg', node],
      ['generate', '-n', '2', '--seed', '1', '--resume', node],
    ];
    for (const args of runs) {
      const r = await runCli(args);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      const st = lstatSync(node);
      expect(st.isCharacterDevice(), args.join(' ')).toBe(true);
      expect(st.rdev).toBe(statSync('/dev/null').rdev);
      expect(existsSync(`${node}.lock`)).toBe(false);
    }
  });

  it('print -o a named pipe writes the PDF into the pipe for its reader; the pipe stays a pipe', async () => {
    const fifo = at('book.pdf');
    await mkfifo(fifo);
    writeFileSync(at('k3b.txt'), dataLines('kaggle.txt', 3).join('\n') + '\n');
    const got = at('got.pdf');
    const print = runCli(['print', at('k3b.txt'), '-o', fifo]);
    await sleep(300);
    // the reader comes later, as with `cat` started afterwards (killed if no writer ever comes,
    // as late as the print itself would be: at load 26 the print opened the pipe after 30 s)
    const reader = sh('sh', ['-c', 'cat "$1" > "$2"', 'sh', fifo, got], CLI_RUN_LIMIT_MS);
    const r = await print;
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect((await reader).code).toBe(0);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(got).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a directory, a socket or an empty path is refused with one line before any work, exit 2', async () => {
    const bank = await makeBank('n1b.db');
    mkdirSync(at('a-dir.pdf'));
    const sock = at('s.sock');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(sock, resolve));
    try {
      const cases: [string[], RegExp][] = [
        [['print', '-', '-o', at('a-dir.pdf')], /is a directory/],
        [['bank', '--db', bank, 'export', '-o', sock], /is a socket/],
        [['bank', '--db', bank, 'stats', '--svg', sock], /is a socket/],
        [['generate', '-n', '1', '--resume', sock], /is a socket/],
        [['print', '-', '--format', 'pdf', '-o', ''], /--output must be a file path, got an empty string/],
        [['bank', '--db', bank, 'export', '-o', ''], /--output must be a file path/],
        [['bank', '--db', bank, 'stats', '--svg', ''], /--svg must be a file path/],
        [['generate', '-n', '1', '--resume', ''], /--resume must be a file path/],
      ];
      for (const [args, message] of cases) {
        const r = await runCli(args, `${E}\n`);
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.stderr, args.join(' ')).toMatch(message);
        expect(r.stderr).toMatch(/^sudokit: /);
        oneLine(r.stderr);
        expect(r.stdout, args.join(' ')).toBe('');
      }
      expect(lstatSync(at('a-dir.pdf')).isDirectory()).toBe(true);
      expect(lstatSync(sock).isSocket()).toBe(true);
    } finally {
      server.close();
    }
  });

  it('export -o /dev/stdout writes to stdout, a pipe (as in a shell) or a socket (as node spawns)', async () => {
    const bank = await makeBank('n1c.db');
    const socket = await runCli(['bank', '--db', bank, 'export', '-o', '/dev/stdout']);
    expect(socket.code, socket.stderr).toBe(0);
    expect(socket.stdout.trimEnd().split('\n')).toHaveLength(5);
    const pipe = await spawnCli(['bank', '--db', bank, 'export', '-o', '/dev/stdout'], { shell: 'exec "$@" | cat' }).done;
    expect(pipe.code, pipe.stderr).toBe(0);
    expect(pipe.stdout.trimEnd().split('\n')).toHaveLength(5);
  });
});

describe('N22: a symbolic link in a shared sticky directory', () => {
  it("another user's link in a 1777 directory is not followed (as the kernel's protected_symlinks would not); one's own is, and the target is replaced atomically", async () => {
    if (process.geteuid?.() !== 0) {
      console.log('skipped: needs root to make a link owned by another user');
      return;
    }
    chmodSync(dir, 0o755); // user nobody must reach the sticky directory inside the scratch folder
    const sticky = at('sticky');
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    const victim = at('victim.txt');
    writeFileSync(victim, 'victim\n');
    const link = join(sticky, 'out.txt');
    const made = await sh('runuser', ['-u', 'nobody', '--', 'ln', '-s', victim, link]);
    if (made.code !== 0) {
      console.log(`skipped: cannot make a link as user nobody (${made.stderr.trim()})`);
      return;
    }
    const bank = await makeBank('n22.db');
    const r = await runCli(['bank', '--db', bank, 'export', '-o', link]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sudokit: --output .*out\.txt is a symbolic link in the shared directory .*refusing to follow it/);
    oneLine(r.stderr);
    expect(readFileSync(victim, 'utf8')).toBe('victim\n');
    // A link of one's own in the same directory is followed: the file it names is replaced, the link stays.
    const mine = join(sticky, 'mine.txt');
    symlinkSync(victim, mine);
    const ok = await runCli(['bank', '--db', bank, 'export', '-o', mine]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(readlinkSync(mine)).toBe(victim);
    expect(readFileSync(victim, 'utf8').trimEnd().split('\n')).toHaveLength(5);
  });
});

describe('N2: a named pipe as input is read as a stream', () => {
  it('solve FIFO: every line answered, the writer is not killed by SIGPIPE', async () => {
    const fifo = at('in.fifo');
    await mkfifo(fifo);
    const src = join(DATA, 'kaggle.txt');
    const writer = sh('sh', ['-c', 'cat "$1" > "$2"', 'sh', src, fifo]);
    const r = await runCli(['solve', fifo], undefined, 120_000);
    expect((await writer).code).toBe(0); // 141 when killed by SIGPIPE
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(dataLines('kaggle.txt', 1e9).length);
  });

  it('two FIFOs, their writers started first: no deadlock, answers in order; bank add and print read FIFOs too', async () => {
    const [a, b] = [at('a.fifo'), at('b.fifo')];
    await mkfifo(a);
    await mkfifo(b);
    const lines = dataLines('kaggle.txt', 6);
    const wa = sh('sh', ['-c', 'printf "%s\\n" "$2" "$3" "$4" > "$1"', 'sh', a, ...lines.slice(0, 3)]);
    const wb = sh('sh', ['-c', 'printf "%s\\n" "$2" "$3" "$4" > "$1"', 'sh', b, ...lines.slice(3)]);
    const r = await runCli(['canon', a, b]);
    expect([(await wa).code, (await wb).code]).toEqual([0, 0]);
    expect(r.code, r.stderr).toBe(0);
    const direct = await runCli(['canon'], lines.join('\n') + '\n');
    expect(r.stdout).toBe(direct.stdout);

    const wc = sh('sh', ['-c', 'printf "%s\\n" "$2" "$3" > "$1"', 'sh', a, ...lines.slice(0, 2)]);
    const add = await runCli(['bank', '--db', at('fifo.db'), 'add', a]);
    expect((await wc).code).toBe(0);
    expect(add.stdout).toMatch(/^added 2,/);
    const wd = sh('sh', ['-c', 'printf "%s\\n" "$2" > "$1"', 'sh', b, lines[0]]);
    const print = await runCli(['print', b, '--format', 'svg']);
    expect((await wd).code).toBe(0);
    expect(print.code, print.stderr).toBe(0);
    expect(print.stdout).toMatch(/^<\?xml|^<svg/);
  });

  it('Ctrl-C and SIGTERM end a run waiting on a FIFO that no one writes', async () => {
    const fifo = at('idle.fifo');
    await mkfifo(fifo);
    for (const [args, signal, code] of [
      [['solve', fifo], 'SIGINT', 130],
      [['count', fifo], 'SIGTERM', 143],
      [['print', fifo, '-o', at('idle.pdf')], 'SIGINT', 130],
    ] as const) {
      const { r, ms } = await signalAfterStart(args, signal, 20_000, fifoOpened(fifo));
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(code);
      expect(ms, args.join(' ')).toBeLessThan(5000);
      expect(r.stderr).toMatch(/^sudokit: interrupted/);
    }
  });

  it('/dev/stdin and - read a pipe', async () => {
    writeFileSync(at('k3c.txt'), dataLines('kaggle.txt', 3).join('\n') + '\n');
    for (const file of ['/dev/stdin', '-']) {
      // a shell pipe (runCli's stdin is a socket, which /dev/stdin cannot reopen)
      const run = spawnCli(['solve', file], { shell: `cat "${at('k3c.txt')}" | exec "$@"` });
      const r = await run.done;
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trimEnd().split('\n')).toHaveLength(3);
    }
  });
});

describe('N7: Ctrl-C with a slow stdout reader reports exactly the whole lines the reader gets', () => {
  it('solve, stdout unread until after SIGINT: the count equals the lines received, and the last line is whole', async () => {
    for (let trial = 0, wait = 20_000; trial < 2; trial++) {
      const run = spawnCli(['solve', join(DATA, 'kaggle.txt')], { readStdout: false });
      await waitUntil(run, stdoutBackedUp(), wait); // the pipe (and the test's own stream buffer) fill up; the CLI waits
      run.child.kill('SIGINT');
      let stdout = '';
      run.child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      const r = await run.done;
      if (((r.code === null && r.signal === 'SIGINT') || (r.code === 130 && /; 0 lines written/.test(r.stderr))) && wait < 160_000) {
        // not started yet, or started but not yet writing (a loaded machine): see signalAfterStart
        wait *= 2;
        trial--;
        continue;
      }
      expect(r.code, r.stderr).toBe(130);
      const m = /^sudokit: interrupted; (\d+) lines written\n$/.exec(r.stderr);
      expect(m, r.stderr).not.toBeNull();
      expect(stdout.endsWith('\n')).toBe(true);
      const got = stdout.split('\n').length - 1;
      expect(got).toBe(Number(m![1]));
      expect(got).toBeLessThan(10_000); // it was interrupted, not finished
      for (const line of stdout.trimEnd().split('\n')) expect(line).toMatch(/^[1-9]{81}$/);
    }
  });
});

describe('N8: Ctrl-C and SIGTERM stop at once while one long rating runs', () => {
  it('rate --exact, rate --workers 1 and bank add: exit within a few seconds of the signal, with the report', async () => {
    writeFileSync(at('hard.txt'), `${HARD}\n`);
    const cases: [string[], NodeJS.Signals, number, RegExp][] = [
      [['rate', '--exact', at('hard.txt')], 'SIGINT', 130, /interrupted; 0 lines written/],
      [['rate', '--exact', '--workers', '1', at('hard.txt')], 'SIGTERM', 143, /interrupted; 0 lines written/],
      [['bank', '--db', at('n8.db'), 'add', at('hard.txt')], 'SIGINT', 130, /interrupted; added 0/],
    ];
    for (const [args, signal, code, report] of cases) {
      const { r, ms } = await signalAfterStart(args, signal, 20_000, ratingUnderWay); // the rating has started (it takes over ten seconds)
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(code);
      expect(r.stderr).toMatch(report);
      // Before: 11-13.5 s (the whole rating). Generous for a loaded machine.
      expect(ms, args.join(' ')).toBeLessThan(4000);
    }
  });
});

describe('item 9: error lines stay in step with their invalid lines under backpressure', () => {
  it('solve 2>&1 into a slow pipe: each "line N" message comes right after the N-th answer', async () => {
    const lines = dataLines('kaggle.txt', 6000).map((l, i) => (i % 7 === 3 ? `x${l.slice(1)}` : l));
    const file = at('mixed.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    const run = spawnCli(['solve', file], { readStdout: false, shell: 'exec "$@" 2>&1' });
    await waitUntil(run, stdoutBackedUp(), 20_000); // nobody reads: the pipe fills
    let merged = '';
    run.child.stdout!.setEncoding('utf8').on('data', (d: string) => (merged += d));
    const r = await run.done;
    expect(r.code).toBe(1);
    let answers = 0;
    let messages = 0;
    for (const line of merged.trimEnd().split('\n')) {
      const m = /^sudokit: line (\d+) of /.exec(line);
      if (!m) {
        answers++;
        continue;
      }
      messages++;
      expect(Number(m[1]), `message after ${answers} answers: ${line}`).toBe(answers);
    }
    expect(answers).toBe(6000);
    expect(messages).toBe(lines.filter((l) => l.startsWith('x')).length);
  });
});

describe('N11, N12: --resume', () => {
  /**
   * A script that takes the --resume lock as generate does each time its stdin says "go" (so
   * that all try within a millisecond or so), says whether it got it, and releases it when told
   * "release": one process per contender, kept over every round (six spawns, not six a round).
   */
  function lockScript(file: string): string {
    const mod = join(dirname(CLI), 'resume-file.js');
    return `import(${JSON.stringify(mod)}).then((m) => { let held = null; let buf = ''; console.log('ready'); process.stdin.setEncoding('utf8').on('data', (d) => { buf += d; let i; while ((i = buf.indexOf('\\n')) >= 0) { const cmd = buf.slice(0, i); buf = buf.slice(i + 1); if (cmd === 'go') { try { held = m.lockResumeFile(${JSON.stringify(file)}); console.log('got'); } catch (e) { console.log('refused'); } } else if (cmd === 'release') { if (held) held.release(); held = null; console.log('released'); } } }); });`;
  }

  it('runs started together while a stale lock exists: exactly one takes it', async () => {
    const file = at('lk.txt');
    const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['-e', lockScript(file)], { stdio: ['pipe', 'pipe', 'pipe'] }));
    const closed = children.map((child) => new Promise((resolve) => child.on('close', resolve)));
    const lines = children.map((child) => {
      let out = '';
      let stderr = '';
      const waiters: (() => void)[] = [];
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        out += d;
        for (const w of waiters.splice(0)) w();
      });
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('close', () => {
        for (const w of waiters.splice(0)) w();
      });
      return {
        /** The n-th line (1-based) this child printed. */
        line: async (n: number) => {
          while (out.split('\n').length <= n && child.exitCode === null) await new Promise<void>((r) => waiters.push(r));
          const got = out.split('\n')[n - 1];
          if (got === undefined) throw new Error(`lock script ended early: ${stderr}`);
          return got;
        },
      };
    });
    try {
      await Promise.all(lines.map((l) => l.line(1))); // all loaded and waiting
      for (let round = 0; round < 8; round++) {
        writeFileSync(`${file}.lock`, '999999\n'); // a process that is not running
        for (const child of children) child.stdin.write('go\n');
        // every run has tried while the winner still holds it; then the winner releases
        const results = await Promise.all(lines.map((l) => l.line(2 + 2 * round)));
        for (const child of children) child.stdin.write('release\n');
        await Promise.all(lines.map((l) => l.line(3 + 2 * round)));
        expect(results.filter((r) => r === 'got'), `round ${round}: ${results.join(' ')}`).toHaveLength(1);
        expect(existsSync(`${file}.lock`)).toBe(false);
      }
    } finally {
      for (const child of children) child.stdin.end();
      await Promise.all(closed);
    }
  });

  it('a complete last record without a final newline is kept (and ended); a cut one is still dropped', async () => {
    const G = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
    const file = at('nonl.txt');
    writeFileSync(file, G);
    const r = await runCli(['generate', '-n', '2', '--seed', '1', '--resume', file]);
    expect(r.code, r.stderr).toBe(0);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines[0]).toBe(G);
    expect(lines).toHaveLength(3); // G, one new puzzle, and the final empty string
    writeFileSync(file, `${G}\n${G.slice(0, 40)}`);
    const cut = await runCli(['generate', '-n', '2', '--seed', '1', '--resume', file]);
    expect(cut.code, cut.stderr).toBe(0);
    const after = readFileSync(file, 'utf8').split('\n');
    expect(after[0]).toBe(G);
    expect(after.slice(1, 2)[0]).toMatch(/^[1-9.]{81}$/);
    expect(after).toHaveLength(3);
  });
});

describe('item 9: solved grids, hint without --givens', () => {
  const SOLVED = '864371259325849761971265843436192587198657432257483916689734125713528694542916378'; // E's solution

  it('explain notes a solved grid; bank add and print refuse it as a puzzle, naming the line', async () => {
    const explain = await runCli(['explain', SOLVED]);
    expect(explain.code).toBe(0);
    expect(explain.stdout).toBe('');
    expect(explain.stderr).toBe('sudokit: the grid is already solved: no steps to explain\n');

    const file = at('solved.txt');
    writeFileSync(file, `${E}\n${SOLVED}\n`);
    const add = await runCli(['bank', '--db', at('solved.db'), 'add', file]);
    expect(add.code).toBe(1);
    expect(add.stdout).toMatch(/^added 1, .* invalid 1\n$/);
    expect(add.stderr).toMatch(/^sudokit: line 2 of .*solved\.txt: not added: a solved grid \(no empty cell\) is not a puzzle\n$/);

    const print = await runCli(['print', file, '-o', at('solved.pdf')]);
    expect(print.code).toBe(1);
    expect(print.stderr).toMatch(/^sudokit: line 2 of .*solved\.txt: a solved grid \(no empty cell\), not a puzzle \(left out\)\n$/);
    expect(print.stdout).toMatch(/^wrote .*solved\.pdf: 1 puzzle on \d+ pages? \(1 bad line left out\)\n$/);
  });

  it('hint without --givens names the wrong digit instead of printing "unsolvable"', async () => {
    // r1c2 = 1 repeats no digit in its units, but E's solution has 6 there.
    const wrong = `.1${E.slice(2)}`;
    const r = await runCli(['hint', wrong]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Check your grid: r1c2 is not 1 (no solution has it).\n');
    const json = await runCli(['hint', wrong, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ kind: 'mistakes', suspects: [{ cell: 'r1c2', digit: 1 }] });
    // The report's case: a 6 at r1c1 repeats the 6 of r7c1.
    const clash = await runCli(['hint', `6${E.slice(1)}`]);
    expect(clash.stdout).toBe('Check your grid: r1c1 and r7c1 are both 6 in column 1.\n');
  });
});

describe('N15, N24: help and messages', () => {
  it('sudokit help CMD [SUB] prints that help and exits 0; an unknown name is refused', async () => {
    for (const [args, first] of [
      [['help', 'solve'], 'Usage: sudokit solve'],
      [['help', 'bank', 'fill'], 'Usage: sudokit bank fill'],
      [['help'], 'Usage: sudokit '],
    ] as const) {
      const r = await runCli([...args]);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout.startsWith(first), r.stdout.slice(0, 60)).toBe(true);
    }
    const bogus = await runCli(['help', 'bogus']);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toBe("sudokit: unknown command 'bogus' (see 'sudokit --help')\n");
  });

  it('-n names the option typed; --minutes 0-0 says what is wrong with it; print counts in the singular', async () => {
    const n = await runCli(['generate', '-n', 'abc']);
    expect(n.code).toBe(2);
    expect(n.stderr).toMatch(/^sudokit: -n\/--count must be a positive integer, got 'abc'/);
    const m = await runCli(['generate', '--minutes', '0-0']);
    expect(m.code).toBe(2);
    expect(m.stderr).toMatch(/^sudokit: --minutes MAX must be above 0/);
    writeFileSync(at('one.txt'), `${E}\n`);
    const p = await runCli(['print', at('one.txt'), '--solutions', 'none', '-o', at('one.pdf')]);
    expect(p.code, p.stderr).toBe(0);
    expect(p.stdout).toMatch(/: 1 puzzle on 1 page\n$/);
  });
});

describe('N25: a low open-files limit', () => {
  it('bank and print under ulimit -n 30 and 40: work, or one sudokit: line and exit 2, never a stack trace', async () => {
    writeFileSync(at('k2.txt'), dataLines('kaggle.txt', 2).join('\n') + '\n');
    for (const limit of [30, 40]) {
      for (const args of [
        ['bank', '--db', at(`ulimit${limit}.db`), 'add', at('k2.txt')],
        ['print', at('k2.txt'), '-o', at(`ulimit${limit}.pdf`)],
      ]) {
        const run = spawnCli(args, { shell: `ulimit -n ${limit} && exec "$@"` });
        const r = await run.done;
        const what = `ulimit -n ${limit}; ${args[0]}: ${r.stderr}`;
        expect(r.stderr, what).not.toMatch(/^\s+at /m);
        if (r.code !== 0) {
          expect(r.code, what).toBe(2);
          expect(r.stderr, what).toMatch(/^sudokit: .*open-files limit/);
          oneLine(r.stderr);
        }
      }
    }
  });
});
