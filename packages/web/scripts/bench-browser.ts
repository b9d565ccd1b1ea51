/**
 * New game per level, measured in Chromium: time from the click on a level to the new puzzle on
 * the board (`__sudokitTimings.newGameMs`), RUNS per level, with PAUSE ms between games (a
 * player plays between two new games; the workers refill their ready puzzles meanwhile).
 * `npx vite-node packages/web/scripts/bench-browser.ts` (RUNS=n, PAUSE=ms). Builds the game.
 */
import { openGame, startHarness } from '../e2e/harness.js';

const RUNS = Number(process.env.RUNS ?? 9);
const PAUSE = Number(process.env.PAUSE ?? 3000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const h = await startHarness();
try {
  const { page, context } = await openGame(h);
  await page.waitForTimeout(PAUSE);
  console.log(`new game in the browser, ${RUNS} per level, ${PAUSE} ms between: median (min-max) ms`);
  for (const tier of ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme']) {
    const times: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      const before = await page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle);
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.getByRole('button', { name: new RegExp(`^${tier}`) }).click();
      await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle !== p && !document.querySelector('.overlay.soft'), before);
      times.push(await page.evaluate(() => (globalThis as any).__sudokitTimings.newGameMs));
      await page.waitForTimeout(PAUSE);
    }
    console.log(`${tier.padEnd(8)} ${median(times).toFixed(0).padStart(5)} (${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)})`);
  }
  await context.close();
} finally {
  await h.close();
}
