/**
 * New game per level, measured in Chromium as a player meets it: the time from the click on a
 * level to the frame showing the new puzzle (`__sudokitTimings.newGameMs`). Three situations:
 *   first  — a first visit (empty storage): the level asked for right after the page shows its puzzle;
 *   reload — a returning player: the page reloaded after a visit, the level asked for at once;
 *   daily  — today's daily puzzle of the level: after a reload once the stock lane has made the
 *            day's dailies, and PAUSE ms into a first visit;
 *   warm   — one page, RUNS games per level with PAUSE ms between (a player plays between games);
 *   variants — every variant and level (issue 29): one page, RUNS games each with PAUSE ms between,
 *            then a reload with every variant in progress and each variant's first game at once.
 * `npx vite-node packages/web/scripts/bench-browser.ts` (RUNS=n, PAUSE=ms, ONLY=first|reload|daily|daily-first|warm|variants).
 * Builds the game. Prints median and worst per level, and the machine's load average.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { openGame, savedGame, startHarness, waitForGame } from '../e2e/harness.js';
import { VARIANTS } from '../src/game/variants.js';

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

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(0.95 * xs.length))];
const cap = (l: string) => l[0].toUpperCase() + l.slice(1);

/** New game of a variant's level, as a player taps it: New, the variant, the level. */
async function newVariantAt(page: Page, label: string, level: string): Promise<{ ms: number; from: string }> {
  const before = await page.evaluate(() => localStorage.getItem('sudokit.game'));
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.locator(`[role="radio"][data-variant="${label}"]`).click();
  await page.getByRole('button', { name: new RegExp(`^${cap(level)}`) }).click();
  await page.waitForFunction((b) => localStorage.getItem('sudokit.game') !== b && !document.querySelector('.overlay.soft') && (globalThis as any).__sudokitTimings?.newGameMs !== undefined, before, { timeout: 120_000 });
  return page.evaluate(() => {
    const t = (globalThis as any).__sudokitTimings;
    const ms = t.newGameMs;
    delete t.newGameMs;
    const served = (globalThis as any).__sudokitServed;
    return { ms, from: served[served.length - 1].from };
  });
}

/** Places one digit so the game counts as in progress (kept on the shelf when another starts). */
async function moveOnce(page: Page): Promise<void> {
  const g = await savedGame(page);
  const c = [...g.puzzle].indexOf('.');
  await page.locator(`[role="gridcell"][data-cell="${c}"]`).click();
  await page.getByRole('button', { name: new RegExp(`^Digit ${'123456789ABCDEFG'.indexOf(g.solution[c]) + 1}(,|$)`) }).click();
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
  if (ONLY === 'variants') {
    console.log(`variants: one visit, ${RUNS} new games per variant and level, ${PAUSE} ms between (ms, click to first frame; where from)`);
    const { page, context } = await openGame(h);
    await page.waitForTimeout(PAUSE);
    const all: number[] = [];
    for (const v of VARIANTS.filter((x) => x.id !== 'classic')) {
      for (const level of v.levels) {
        const times: number[] = [];
        const from: string[] = [];
        for (let k = 0; k < RUNS; k++) {
          const r = await newVariantAt(page, v.id, level);
          times.push(r.ms);
          from.push(r.from);
          await page.waitForTimeout(PAUSE);
        }
        all.push(...times);
        console.log(`  ${`${v.id} ${level}`.padEnd(16)} median ${median(times).toFixed(0).padStart(5)} ms, p95 ${p95(times).toFixed(0).padStart(5)} ms  [${times.map((t, i) => `${t.toFixed(0)}${from[i][0]}`).join(' ')}]  load ${load()}`);
      }
    }
    console.log(`  all: median ${median(all).toFixed(0)} ms, p95 ${p95(all).toFixed(0)} ms over ${all.length}`);
    // A returning player: a game of every variant in progress, a reload, each variant's first game at once.
    for (const v of VARIANTS.filter((x) => x.id !== 'classic')) { await newVariantAt(page, v.id, v.levels[0]); await moveOnce(page); }
    const after: string[] = [];
    const times: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      await page.reload();
      await page.waitForFunction(() => document.querySelectorAll('[role="gridcell"]').length > 0 && !document.querySelector('.overlay.soft'));
      for (const v of VARIANTS.filter((x) => x.id !== 'classic')) {
        const r = await newVariantAt(page, v.id, v.levels[0]);
        times.push(r.ms);
        after.push(`${v.id} ${r.ms.toFixed(0)}${r.from[0]}`);
        await moveOnce(page);
      }
    }
    console.log(`  after a reload, every variant in progress: median ${median(times).toFixed(0)} ms, p95 ${p95(times).toFixed(0)} ms  [${after.join(', ')}]  load ${load()}`);
    await context.close();
  }
} finally {
  await h.close();
}
