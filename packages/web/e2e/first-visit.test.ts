/**
 * Issue 16: a new game of every level at once on a FIRST visit (empty storage, nothing made
 * ahead yet) and on a reload — from the first-visit pack, each pack puzzle served once — and
 * today's daily puzzle, which no pack can hold, made while the player plays on. The times are
 * measured by scripts/bench-browser.ts, never asserted here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAYER_LEVELS } from 'sudokit';
import { PACK } from '../src/game/pack-data.js';
import { DESKTOP, cell, openGame, resetPlayer, savedGame, startHarness, waitForGame, type Harness, type OpenGame } from './harness.js';

let h: Harness;
let held: OpenGame | undefined;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await held?.context.close(); await h?.close(); });

/** `pack`: the pack's puzzle a served one was transformed from (issue 31: each browser its own). */
interface Served { level: string; from: string; puzzle: string; pack?: string; daily?: string }
const served = (page: Page) => page.evaluate(() => (globalThis as unknown as { __sudokitServed: Served[] }).__sudokitServed);
const LEVELS = PLAYER_LEVELS.map((l) => l.name as string);
const title = (level: string) => level[0].toUpperCase() + level.slice(1);
const packOf = (puzzle: string) => PACK.find((p) => p.puzzle === puzzle);

/**
 * A browser context whose pages hold back the requests to the puzzle workers that match (a
 * lane, by the worker's name, or a request type) until `__releaseHeld()`: the state of a device
 * that has not made them yet, whatever the date's dailies or this machine's load.
 */
async function holdWorkers(hold: { lane?: string; type?: string }) {
  const context = await h.browser.newContext({ viewport: DESKTOP });
  await context.addInitScript((match) => {
    const held: (() => void)[] = [];
    let open = false;
    (globalThis as unknown as { __releaseHeld(): void }).__releaseHeld = () => { open = true; held.splice(0).forEach((f) => f()); };
    const Real = Worker;
    globalThis.Worker = class extends Real {
      readonly lane: string | undefined;
      constructor(url: string | URL, options?: WorkerOptions) { super(url, options); this.lane = options?.name; }
      postMessage(message: unknown, ...rest: never[]) {
        const matches = (match.lane === undefined || match.lane === this.lane) && (match.type === undefined || match.type === (message as { type?: string })?.type);
        if (open || !matches) return super.postMessage(message, ...rest);
        held.push(() => super.postMessage(message, ...rest));
      }
    } as typeof Worker;
  }, hold);
  return context;
}

/**
 * A first visit whose stock lane's requests are held (nothing made ahead), for the tests below
 * that need one: the first gets a new browser's page, a later one the same page with its storage
 * cleared and loaded anew (a new player, a first visit again, as resetPlayer does).
 */
async function stockHeld(): Promise<OpenGame> {
  if (!held) {
    held = await openGame(h, { context: await holdWorkers({ lane: 'stock' }) });
  } else {
    await resetPlayer(h, held.page);
    held.errors.length = 0;
  }
  return held;
}

/** New → the level, at once; waits for the new puzzle on the board and returns how it was served. */
async function newGameAt(page: Page, level: string): Promise<Served> {
  const before = (await savedGame(page)).puzzle;
  const count = (await served(page)).length;
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${title(level)}`) }).click();
  await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle !== p, before);
  await waitForGame(page);
  // The level asked for, whatever served it (issue 30): the pack, the stock, the device's search
  // or, when that runs out of time, a transformed copy checked in the worker — its minutes inside
  // the level's band. (The honest fallback label is the last resort, not seen here.)
  await expect.poll(() => page.getByTestId('difficulty').textContent()).toMatch(new RegExp(`^${title(level)} · about \\d+ min$`));
  const [lo, hi] = PLAYER_LEVELS.find((l) => l.name === level)!.minutes;
  const minutes = Number(/about (\d+) min/.exec((await page.getByTestId('difficulty').textContent())!)![1]);
  expect(minutes >= Math.floor(lo) && minutes <= Math.ceil(hi), `${level}: ${minutes} min`).toBe(true);
  const list = await served(page);
  expect(list).toHaveLength(count + 1);
  return list[count];
}

describe('issue 16: new games on a first visit come from the pack shipped with the game', () => {
  it('the first game and a game of every level asked at once are pack puzzles of that level, shown with their checked transform\'s minutes; a reload serves none of them again', async () => {
    // Nothing made ahead: the stock lane's requests are held (else, on a date whose dailies are
    // quick, it could have a level's puzzle ready before the test asks).
    const { page, errors } = await stockHeld();
    // The board's puzzle is the pack's first easy one (not one made at random in the worker),
    // under a transform of this browser's own (issue 31: every browser got the same puzzles).
    const [first] = await served(page);
    expect(first).toMatchObject({ level: 'easy', from: 'pack', pack: PACK.find((p) => p.level === 'easy')!.puzzle });
    expect((await savedGame(page)).puzzle).toBe(first.puzzle);
    expect(first.puzzle).not.toBe(first.pack);
    const seen = [first.pack!];
    for (const level of LEVELS) {
      const s = await newGameAt(page, level);
      expect(s.from, level).toBe('pack');
      const p = packOf(s.pack!)!;
      expect(p.level).toBe(level);
      // The minutes shown are those of one of the transforms checked when the pack was made (the
      // copy's own: a transform moves the human model's minutes; pack.test.ts checks them).
      const shown = await page.getByTestId('difficulty').textContent();
      expect(p.transforms!.map(([, m]) => `${title(level)} · about ${Math.round(m)} min`)).toContain(shown);
      const game = await savedGame(page);
      // The transformed puzzle keeps its clue count and its solution agrees with its clues.
      expect(game.puzzle).toBe(s.puzzle);
      expect([...game.puzzle].filter((ch) => ch !== '.').length).toBe([...p.puzzle].filter((ch) => ch !== '.').length);
      expect([...game.puzzle].every((ch, i) => ch === '.' || ch === game.solution[i])).toBe(true);
      seen.push(s.pack!);
    }
    expect(new Set(seen).size).toBe(seen.length);
    // A reload: the pack again, never a puzzle served before.
    await page.reload();
    await waitForGame(page);
    for (const level of LEVELS) {
      const s = await newGameAt(page, level);
      expect(s.from, level).toBe('pack');
      expect(packOf(s.pack!)!.level).toBe(level);
      expect(seen, level).not.toContain(s.pack);
      seen.push(s.pack!);
    }
    const used = await page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.pack-used')!).puzzles as string[]);
    expect(seen.filter((p) => packOf(p)).every((p) => used.includes(p))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('once a level\'s pack puzzles are all served, its next game is made, or, when the search runs out, a checked copy of the level: Extreme asked, Extreme dealt, never a puzzle served before', async () => {
    // Nothing made ahead (the stock lane's requests are held): the play lane's search or a copy.
    const { page, errors } = await stockHeld();
    const extreme = PACK.filter((p) => p.level === 'extreme').map((p) => p.puzzle);
    // As if this browser had already played every extreme pack puzzle.
    await page.evaluate((list) => localStorage.setItem('sudokit.pack-used', JSON.stringify({ format: 'sudokit-pack-used', version: 1, puzzles: list })), extreme);
    const s = await newGameAt(page, 'extreme');
    expect(['worker', 'copy']).toContain(s.from);
    expect(extreme).not.toContain(s.puzzle);
    // The device's search out of time at once (the tests' knob: a search budget of 0): a
    // transformed copy of an extreme pack puzzle, re-rated in the worker, a line not dealt before.
    await page.evaluate(() => { (globalThis as { __sudokitSearchMs?: number }).__sudokitSearchMs = 0; });
    const c = await newGameAt(page, 'extreme');
    expect(c.from).toBe('copy');
    const before = (await served(page)).slice(0, -1).map((x) => x.puzzle);
    expect([...extreme, ...before]).not.toContain(c.puzzle);
    const clueCount = (line: string) => [...line].filter((ch) => ch !== '.').length;
    expect(extreme.map(clueCount)).toContain(clueCount(c.puzzle));
    const game = await savedGame(page);
    expect([...game.puzzle].every((ch, i) => ch === '.' || ch === game.solution[i])).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('issue 16: today\'s daily puzzle on a first visit', () => {
  it('is made while the game on the board stays playable; after a move there, it waits for "Play it"', async () => {
    // Requests for daily puzzles wait until the test lets them through, so the puzzle is not
    // ready before the click nor before the move, whatever the date (some dates' take 0.4 s).
    const context = await holdWorkers({ type: 'daily' });
    const { page, errors } = await openGame(h, { context });
    const { puzzle, solution } = await savedGame(page);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Daily Extreme' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Making today\'s Extreme puzzle' }).count()).toBe(1);
    // The board is not covered: the player places a digit in the game they have.
    expect(await page.locator('.overlay.soft').count()).toBe(0);
    const c = puzzle.indexOf('.');
    await cell(page, c).click();
    await page.keyboard.press(solution[c]);
    await expect.poll(() => savedGame(page).then((g) => g.moves.length)).toBe(1);
    await page.evaluate(() => (globalThis as unknown as { __releaseHeld(): void }).__releaseHeld());
    const ready = page.getByRole('status').filter({ hasText: 'Today\'s Extreme puzzle is ready.' });
    await ready.waitFor({ timeout: 120_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Making today\'s Extreme puzzle' }).count()).toBe(0);
    expect((await savedGame(page)).puzzle).toBe(puzzle);
    await ready.getByRole('button', { name: 'Play it' }).click();
    await expect.poll(() => page.getByTestId('difficulty').textContent()).toMatch(/^Daily · Extreme/);
    expect((await savedGame(page)).puzzle).not.toBe(puzzle);
    // The game played meanwhile is kept with its move.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'New game' }).getByTestId('shelved-game').textContent()).toContain('1 placed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
