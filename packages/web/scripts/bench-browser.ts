/**
 * New game per level, measured in Chromium as a player meets it: the time from the click on a
 * level to the frame showing the new puzzle (`__sudokitTimings.newGameMs`). Three situations:
 *   first  — a first visit (empty storage): the level asked for right after the page shows its puzzle;
 *   reload — a returning player: the page reloaded after a visit, the level asked for at once;
 *   daily  — today's daily puzzle of the level: after a reload once the stock lane has made the
 *            day's dailies, and PAUSE ms into a first visit;
 *   warm   — one page, RUNS games per level with PAUSE ms between (a player plays between games).
 * `npx vite-node packages/web/scripts/bench-browser.ts` (RUNS=n, PAUSE=ms, ONLY=first|reload|daily|daily-first|warm).
 * Builds the game. Prints median and worst per level, and the machine's load average.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { openGame, savedGame, startHarness, waitForGame } from '../e2e/harness.js';

const RUNS = Number(process.env.RUNS ?? 5);
const PAUSE = Number(process.env.PAUSE ?? 3000);
const ONLY = process.env.ONLY;
const LEVELS = ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme'];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

async function newGameAt(page: Page, level: string, daily = false): Promise<number> {
  const before = (await savedGame(page)).puzzle;
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: daily ? new RegExp(`^Daily ${level}`) : new RegExp(`^${level}`) }).click();
  await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle !== p && !document.querySelector('.overlay.soft'), before, { timeout: 120_000 });
  await page.waitForFunction(() => (globalThis as any).__sudokitTimings?.newGameMs !== undefined);
  return page.evaluate(() => { const t = (globalThis as any).__sudokitTimings; const ms = t.newGameMs; delete t.newGameMs; return ms; });
}

function report(level: string, times: number[]): void {
  console.log(`  ${level.padEnd(8)} median ${median(times).toFixed(0).padStart(5)} ms, worst ${Math.max(...times).toFixed(0).padStart(5)} ms  [${times.map((t) => t.toFixed(0)).join(' ')}]  load ${load()}`);
}

const h = await startHarness();
try {
  if (!ONLY || ONLY === 'first') {
    console.log(`first visit: empty storage, the level asked for as soon as the first puzzle shows (${RUNS} visits per level)`);
    for (const level of LEVELS) {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const { page, context } = await openGame(h);
        times.push(await newGameAt(page, level));
        await context.close();
      }
      report(level, times);
    }
  }
  if (!ONLY || ONLY === 'reload') {
    console.log(`returning player: a visit of ${PAUSE} ms, then a reload and the level asked for at once (${RUNS} per level)`);
    for (const level of LEVELS) {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const { page, context } = await openGame(h);
        await page.waitForTimeout(PAUSE);
        await page.reload();
        await waitForGame(page);
        times.push(await newGameAt(page, level));
        await context.close();
      }
      report(level, times);
    }
  }
  if (!ONLY || ONLY === 'daily') {
    console.log(`daily puzzle, returning player: a visit until the stock lane has made today's dailies, a reload, then the level's daily (${RUNS} per level)`);
    for (const level of LEVELS) {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const { page, context } = await openGame(h);
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('sudokit.daily-stock') ?? '{"puzzles":[]}').puzzles.length === 5, undefined, { timeout: 180_000 });
        await page.reload();
        await waitForGame(page);
        times.push(await newGameAt(page, level, true));
        await context.close();
      }
      report(level, times);
    }
  }
  if (!ONLY || ONLY === 'daily' || ONLY === 'daily-first') {
    console.log(`daily puzzle, first visit: today's puzzle of the level asked ${PAUSE} ms into the visit (${RUNS} per level)`);
    for (const level of LEVELS) {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const { page, context } = await openGame(h);
        await page.waitForTimeout(PAUSE);
        times.push(await newGameAt(page, level, true));
        await context.close();
      }
      report(level, times);
    }
  }
  if (!ONLY || ONLY === 'warm') {
    console.log(`one visit: ${RUNS} new games per level, ${PAUSE} ms between`);
    const { page, context } = await openGame(h);
    await page.waitForTimeout(PAUSE);
    for (const level of LEVELS) {
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        times.push(await newGameAt(page, level));
        await page.waitForTimeout(PAUSE);
      }
      report(level, times);
    }
    await context.close();
  }
} finally {
  await h.close();
}
