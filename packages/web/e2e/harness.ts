/**
 * End-to-end harness: builds the game with Vite (once per state of its sources: the build is
 * kept under node_modules/.cache/sudokit-e2e, keyed by a hash of everything it is made from,
 * and the test files running at once share it), serves it on a free local port with
 * `vite preview` (the same server `npm start` uses), and drives Debian's Chromium. A test file
 * keeps one browser context per kind of device (sharedGame), each test a new player on its page:
 * a page load where a new context would cost twice the CPU.
 */
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { makeStock, makeDailyStock } from '../src/game/stock.js';
import { PACK } from '../src/game/pack-data.js';
import { dailyKey } from '../src/game/daily.js';
import { DAILY_KILLER_LEVEL } from '../src/ui/variantStock.js';
import { inWorker } from '../../engine/src/test-support/in-worker.js';
import type { makeAhead } from './made-ahead.js';

// expect.poll waits for a state; its default ceiling (1 s) is a fixed time that a loaded 2-core
// machine overruns while Chromium renders. The state is what the tests wait for; this is the limit.
// (Only under vitest: the benchmark scripts use this harness too.)
if (process.env.VITEST) {
  const { vi } = await import('vitest');
  vi.setConfig({ expect: { poll: { timeout: 90_000, interval: 50 } } });
}

/** Playwright's waits (clicks, waitFor, waitForFunction) get the same generous ceiling as expect.poll: its 30 s default was overrun at load average 30. */
const WAIT_LIMIT_MS = 90_000;

export const root = fileURLToPath(new URL('..', import.meta.url));
export const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url));

/**
 * The review screenshots (every size, light and dark, looked at by a person before an issue is
 * closed) are taken only with SUDOKIT_SCREENSHOTS=1: they add a minute and a half to the suite and
 * assert nothing the layout tests do not (no scrolling at the five sizes, light and dark).
 */
export const reviewScreenshots = process.env.SUDOKIT_SCREENSHOTS === '1';

/**
 * A screenshot for a person to look at (written to `screenshots/`), taken only with
 * SUDOKIT_SCREENSHOTS=1: it asserts nothing, and a full-page PNG costs Chromium about as much
 * CPU as the steps around it. (Screenshots a test measures, it takes itself.)
 */
export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {}): Promise<void> {
  if (reviewScreenshots) await page.screenshot({ path: `${screenshots}${name}`, ...options });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Harness {
  url: string;
  /** The build this harness serves (shared, read-only: test files running at once serve the same one). */
  dist: string;
  browser: Browser;
  server: PreviewServer;
  /** openGame's default for `madeAhead` (startHarness's option). */
  madeAhead: boolean;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /**
   * Pages opened by openGame are a returning player's browser whose puzzles are already made
   * ahead (see `madeAhead`), unless a call says otherwise. Default false: a first visit.
   */
  madeAhead?: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const repo = join(root, '..', '..');
const cacheDir = join(repo, 'node_modules', '.cache', 'sudokit-e2e');

/** Every file the web build is made from: the game's sources, the engine's build, the installed versions. */
function buildKey(): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    const st = statSync(path, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    hash.update(relative(repo, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const p of ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'src', 'public']) add(join(root, p));
  for (const p of ['packages/engine/dist', 'packages/engine/package.json', 'package-lock.json']) add(join(repo, p));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Runs `fn` holding a lock directory (atomic mkdir): test files that start at once wait for the
 * first instead of doing the same work. A lock whose process is gone is taken over.
 */
async function locked<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let alive = true;
      try {
        process.kill(Number(readFileSync(join(lock, 'pid'), 'utf8')), 0);
      } catch (err) {
        // no pid yet (just made) counts as alive unless the lock is old
        alive = (err as NodeJS.ErrnoException).code === 'ENOENT' ? Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 60_000 : (err as NodeJS.ErrnoException).code === 'EPERM';
      }
      if (!alive) rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The production build of the game's current sources, made once and kept (older builds but the last few are removed). */
async function sharedBuild(): Promise<string> {
  const key = buildKey();
  const dir = join(cacheDir, key);
  const dist = join(dir, 'dist');
  if (existsSync(join(dir, 'done'))) return dist;
  mkdirSync(cacheDir, { recursive: true });
  await locked(`${dir}.lock`, async () => {
    if (existsSync(join(dir, 'done'))) return;
    const tmp = `${dir}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    // Vitest sets NODE_ENV=test, which would make Vite build a development bundle (no service
    // worker, no minification): build exactly what `npm start` serves.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, logLevel: 'warn', mode: 'production', build: { outDir: join(tmp, 'dist'), emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    writeFileSync(join(tmp, 'done'), '');
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
    const old = readdirSync(cacheDir).filter((n) => /^[0-9a-f]{16}$/.test(n) && n !== key)
      .map((n) => ({ n, t: statSync(join(cacheDir, n)).mtimeMs })).sort((a, b) => b.t - a.t).slice(3);
    for (const { n } of old) rmSync(join(cacheDir, n), { recursive: true, force: true });
  });
  return dist;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  mkdirSync(screenshots, { recursive: true });
  const dist = await sharedBuild();
  const port = await freePort();
  const server = await preview({ root, logLevel: 'warn', build: { outDir: dist }, preview: { port, strictPort: true, host: '127.0.0.1' } });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // every context, however a test makes it, waits up to WAIT_LIMIT_MS
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_LIMIT_MS);
    return context;
  };
  return {
    url: `http://127.0.0.1:${port}/`,
    dist,
    browser,
    server,
    madeAhead: options.madeAhead ?? false,
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}

/** What a browser that made its puzzles ahead has stored, for a date; computed once per build and date. */
interface MadeAheadStores { levels: Parameters<typeof makeStock>[0]; dailies: ReturnType<typeof makeAhead>['dailies']; dailyKiller: Record<string, string> }
const madeAheadStores = new Map<string, Promise<MadeAheadStores>>();

function stores(dist: string, date: string): Promise<MadeAheadStores> {
  let p = madeAheadStores.get(date);
  if (!p) {
    p = (async () => {
      const file = join(dist, '..', `made-ahead-${date}.json`);
      if (!existsSync(file)) {
        await locked(`${file}.lock`, async () => {
          if (existsSync(file)) return;
          const made = await inWorker<ReturnType<typeof makeAhead>>(new URL('./made-ahead.ts', import.meta.url), 'makeAhead', [date, DAILY_KILLER_LEVEL]);
          writeFileSync(`${file}.tmp`, JSON.stringify(made));
          renameSync(`${file}.tmp`, file);
        });
      }
      const { dailies, dailyKiller } = JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof makeAhead>;
      // One puzzle per level, the pack's last (the pack serves its first ones first).
      const levels = [...new Set(PACK.map((e) => e.level))].map((level) => {
        const { puzzle, solution, tier, rating, expectedMinutes } = PACK.filter((e) => e.level === level).at(-1)!;
        return { level, puzzle, solution, tier, rating, expectedMinutes };
      });
      return { levels, dailies, dailyKiller: dailyKiller ? { [`sudokit.daily-killer:${date}`]: JSON.stringify(dailyKiller) } : {} };
    })();
    madeAheadStores.set(date, p);
  }
  return p;
}

/** What openGame/madeAhead leave out of a made-ahead browser, for the tests of the game making it. */
export interface LeftOut {
  /** false: today's Killer is not made yet (the page makes it 3 s after load). */
  dailyKiller?: boolean;
  /** Levels whose daily puzzle of today is not made yet (the page makes it when asked). */
  dailiesNotMade?: readonly string[];
}

/**
 * A returning player's browser: a puzzle of every level, today's daily puzzles and today's
 * Killer are already made ahead and stored, as the game's stock lane leaves them (ui/stock.ts,
 * ui/variantStock.ts). A first visit's page instead spends tens of seconds of CPU making them in
 * the background (today's dailies alone are 7.5 s of CPU in Node on 2026-11-27; the Killer is
 * made 3 s after every load that lacks it) while a test plays; the tests of that first visit and
 * of the stock pass `madeAhead: false`, tests of one thing being made leave out just that.
 * Only storage that is empty is filled (a reload keeps what the game did).
 */
export async function madeAhead(h: Harness, context: BrowserContext, leftOut: LeftOut = {}): Promise<void> {
  const date = dailyKey(new Date());
  const made = await stores(h.dist, date);
  const dailies = made.dailies.filter((d) => !leftOut.dailiesNotMade?.includes(d.level));
  const entries = {
    'sudokit.stock': makeStock(made.levels),
    'sudokit.daily-stock': makeDailyStock(date, dailies),
    ...(leftOut.dailyKiller ?? true ? made.dailyKiller : {}),
  };
  await context.addInitScript((e) => {
    for (const [k, v] of Object.entries(e)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  }, entries);
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** A returning player: the first-run introduction was seen (tests of the introduction pass `intro: true`). */
export async function skipIntro(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('sudokit.settings') === null) localStorage.setItem('sudokit.settings', JSON.stringify({ seenIntro: true }));
  });
}

/** What openGame (and sharedGame) take. */
export interface GameOptions extends LeftOut {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  path?: string;
  context?: BrowserContext;
  intro?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
  madeAhead?: boolean;
  /**
   * The stock lane (the worker that makes puzzles ahead in the background): 'held' keeps its
   * requests waiting for ever, so it makes nothing while the test plays (a refill after every
   * puzzle taken is seconds of CPU for an Expert, and nothing checks it but the tests of the
   * stock); 'dailies' lets only today's puzzles through (the daily puzzles and the daily
   * Killer), no refill. Default: held in a browser with everything made ahead, 'dailies' in one
   * left without a daily (`dailyKiller: false`, `dailiesNotMade`: the page makes just that),
   * running on a first visit.
   */
  stockLane?: 'held' | 'dailies' | 'running';
}

export interface OpenGame { context: BrowserContext; page: Page; errors: string[] }

/** The stock lane of a page opened with these options (see GameOptions.stockLane). */
function stockLane(h: Harness, options: GameOptions): 'held' | 'dailies' | 'running' {
  if (options.stockLane) return options.stockLane;
  if (!(options.madeAhead ?? h.madeAhead)) return 'running';
  return options.dailyKiller === false || options.dailiesNotMade?.length ? 'dailies' : 'held';
}

/** The context's pages keep the stock lane's requests waiting, or all but today's puzzles' (GameOptions.stockLane). */
async function holdStockLane(context: BrowserContext, lane: 'held' | 'dailies'): Promise<void> {
  await context.addInitScript((dailies) => {
    const Real = Worker;
    globalThis.Worker = class extends Real {
      readonly lane: string | undefined;
      constructor(url: string | URL, options?: WorkerOptions) { super(url, options); this.lane = options?.name; }
      postMessage(message: unknown, ...rest: never[]) {
        const m = message as { type?: string; base?: string };
        const daily = m?.type === 'daily' || (m?.type === 'variant' && m.base?.startsWith('sudokit-daily-killer:'));
        if (this.lane !== 'stock' || (dailies && daily)) super.postMessage(message, ...rest);
      }
    } as typeof Worker;
  }, lane === 'dailies');
}

/**
 * A page of the game, its puzzle on the board. `madeAhead` (default: the harness's option): the
 * browser has its puzzles made ahead (see `madeAhead`); a context passed in gets them too.
 * `dailyKiller`, `dailiesNotMade`: made ahead but for these (see LeftOut), which the page makes itself.
 */
export async function openGame(h: Harness, options: GameOptions = {}): Promise<OpenGame> {
  const context = options.context ?? (await h.browser.newContext({ viewport: options.viewport ?? DESKTOP, colorScheme: options.colorScheme ?? 'light', serviceWorkers: 'allow', ...(options.hasTouch ? { hasTouch: true, isMobile: true } : {}), ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}) }));
  if (!options.intro) await skipIntro(context);
  if (options.madeAhead ?? h.madeAhead) await madeAhead(h, context, options);
  const lane = stockLane(h, options);
  if (lane !== 'running') await holdStockLane(context, lane);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(h.url + (options.path ?? ''));
  await waitForGame(page);
  return { context, page, errors };
}

/**
 * A new player on a page already open: its storage cleared (the context's init scripts store the
 * intro's and the made-ahead puzzles again) but for `entries` (as loadWith puts them), the game
 * loaded anew at `path`. The browser, its service worker and its cache stay: on the CI machine
 * this is about 1.1 s of CPU where a new context is 2.5 s (measured side by side, 7 pages each way).
 */
export async function resetPlayer(h: Harness, page: Page, path = '', entries: Record<string, string> = {}): Promise<void> {
  await page.goto(`${h.url}manifest.webmanifest`);
  await page.evaluate((e) => { localStorage.clear(); for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); }, entries);
  await page.goto(h.url + path);
  await waitForGame(page);
}

/**
 * One browser for the tests of a group, which run in turn: `fresh()` gives the first test a new
 * context's page (openGame with these options) and each later one the same page with a new
 * player (resetPlayer), other tabs closed, the errors list emptied, the viewport and colour
 * scheme as asked. Tests must not close its context; `close()` does (in afterAll). A test
 * that adds init scripts or changes the context in ways a reset does not undo opens its own.
 */
export function sharedGame(harness: () => Harness, options: Omit<GameOptions, 'context' | 'path'> = {}) {
  let opened: Promise<OpenGame> | undefined;
  return {
    /** `storage`: what a previous visit left in storage (as loadWith puts it), the rest empty. */
    async fresh(at: { path?: string; viewport?: { width: number; height: number }; storage?: Record<string, string> } = {}): Promise<OpenGame> {
      const h = harness();
      if (!opened) {
        opened = openGame(h, { ...options, path: at.path, viewport: at.viewport ?? options.viewport });
        const o = await opened;
        if (at.storage) await resetPlayer(h, o.page, at.path, at.storage);
        return o;
      }
      const o = await opened;
      for (const p of o.context.pages()) if (p !== o.page) await p.close();
      await o.page.setViewportSize(at.viewport ?? options.viewport ?? DESKTOP);
      await o.page.emulateMedia({ colorScheme: options.colorScheme ?? 'light', reducedMotion: null });
      await resetPlayer(h, o.page, at.path, at.storage);
      o.errors.length = 0;
      return o;
    },
    async close(): Promise<void> {
      if (opened) await (await opened).context.close();
    },
  };
}

/** Waits until a puzzle is on the board (not the placeholder, not the "making a puzzle" overlay). */
export async function waitForGame(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[role="gridcell"]').length === 81 && !document.querySelector('.overlay.soft'));
}

/**
 * Puts data in storage as a previous visit left it, from a page of the same origin that is not
 * the game (so the game cannot write over it in between), then opens the game.
 */
export async function loadWith(h: Harness, page: Page, entries: Record<string, string>) {
  await page.goto(`${h.url}manifest.webmanifest`);
  await page.evaluate((e) => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v); }, entries);
  await page.goto(h.url);
  await waitForGame(page);
}

/** The saved game, read back from local storage: the tests take the solution from it. */
export async function savedGame(page: Page): Promise<{ puzzle: string; solution: string; moves: unknown[]; cursor: number }> {
  await page.waitForFunction(() => localStorage.getItem('sudokit.game') !== null);
  return page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.game')!).game);
}

export const cell = (page: Page, index: number) => page.locator(`[role="gridcell"][data-cell="${index}"]`);
export const label = (page: Page, index: number) => cell(page, index).getAttribute('aria-label');
