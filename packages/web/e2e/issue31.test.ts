/**
 * Issue 31 in real Chromium: each defect as it was reproduced (each test failed on the game
 * before the fix), and the five layouts in light and dark as screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cell, label, loadWith, openGame, savedGame, reviewShot, screenshots, sharedGame, startHarness, waitForGame, type Harness, reviewScreenshots } from './harness.js';

let h: Harness;
// A returning player's browser (puzzles made ahead) but where a test is about the first visit.
// Two browsers for most tests, one on a desktop and one with touch, each test a new player on
// the same page (sharedGame: a reload, not a new browser); the intro's test and the new
// browsers' first puzzles open their own.
const desk = sharedGame(() => h);
const touch = sharedGame(() => h, { hasTouch: true });
beforeAll(async () => { h = await startHarness({ madeAhead: true }); });
afterAll(async () => { await desk.close(); await touch.close(); await h?.close(); });

/** Wikipedia's example puzzle ("Sudoku" article) and its solution. */
const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WIKI_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const emptyCells = (puzzle: string) => [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));
const PHONE = { width: 360, height: 640 };
const LANDSCAPE = { width: 844, height: 390 };

async function paste(page: Page, text: string, selector = '[role="grid"]') {
  await page.evaluate(([t, sel]) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector(sel)!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, [text, selector] as const);
}

const stats = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.stats') ?? '{"games":[]}').games as { outcome: string }[]);

describe('issue 31', () => {
  it('1. "Start this puzzle over" is one step that Undo takes back, and records no abandoned game', async () => {
    const { page, errors } = await desk.fresh({ path: `?p=${WIKI}` });
    const cells = emptyCells(WIKI).slice(0, 3);
    for (const c of cells) { await cell(page, c).click(); await page.keyboard.press(WIKI_SOLUTION[c]); }
    await expect.poll(() => savedGame(page).then((g) => g.moves.length)).toBe(3);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Start this puzzle over' }).click();
    for (const c of cells) await expect.poll(() => label(page, c)).toContain('empty');
    const undoButton = page.getByRole('button', { name: 'Undo' });
    await expect.poll(() => undoButton.isEnabled()).toBe(true);
    await undoButton.click();
    for (const c of cells) await expect.poll(() => label(page, c)).toContain(`value ${WIKI_SOLUTION[c]}`);
    expect((await stats(page)).filter((r) => r.outcome === 'abandoned')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('3. centre notes of six to nine digits are at least 8 px at 360x640, inside their cell', async () => {
    const { page } = await desk.fresh({ viewport: PHONE, path: `?p=${WIKI}` });
    const target = emptyCells(WIKI)[0];
    await cell(page, target).click();
    await page.keyboard.press('c');
    for (let d = 1; d <= 9; d++) await page.keyboard.press(String(d));
    await expect.poll(() => label(page, target)).toContain('centre notes 1 2 3 4 5 6 7 8 9');
    const m = await cell(page, target).evaluate((el) => {
      const notes = el.querySelector('.centre')!;
      const box = el.getBoundingClientRect(), n = notes.getBoundingClientRect();
      return { size: parseFloat(getComputedStyle(notes).fontSize), inside: n.left >= box.left && n.right <= box.right && n.top >= box.top && n.bottom <= box.bottom };
    });
    expect(m.size).toBeGreaterThanOrEqual(8);
    expect(m.inside).toBe(true);
    await reviewShot(page, `issue31-centre-notes-360.png`, { clip: { x: 0, y: 40, width: 360, height: 200 } });
  });

  it('4. ordinary text pasted on the page is ignored; a broken puzzle gets one short line that fades; notices never move the board', async () => {
    const { page } = await desk.fresh({ viewport: PHONE, path: `?p=${WIKI}` });
    const before = await page.locator('[role="grid"]').boundingBox();
    await paste(page, 'hello, this is a shopping list: milk, eggs');
    await page.waitForTimeout(300);
    expect(await page.locator('.notice').count()).toBe(0);
    expect(await savedGame(page).then((g) => g.puzzle)).toBe(WIKI);
    await paste(page, WIKI.slice(0, 70));
    await expect.poll(() => page.locator('.notice').count()).toBe(1);
    const text = await page.locator('.notice').textContent();
    expect(text).not.toMatch(/bad character|expected|r\dc\d/);
    expect(await page.locator('.notice[role="alert"]').count()).toBe(0); // not a warning that stays
    expect(await page.locator('[role="grid"]').boundingBox()).toEqual(before);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.locator('.notice').count()).toBe(0);
  });

  it('5. the pad does nothing under the first-run introduction; after "Got it" the board has the focus', async () => {
    const { page, context } = await openGame(h, { viewport: PHONE, path: `?p=${WIKI}`, intro: true });
    await expect.poll(() => page.getByTestId('intro').isVisible()).toBe(true);
    const key = page.getByRole('button', { name: 'Digit 1', exact: true });
    expect(await key.isDisabled()).toBe(true);
    await key.click({ force: true });
    await page.keyboard.press('4');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.game') ?? '{"game":{"moves":[]}}').game.moves.length)).toBe(0);
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
    await context.close();
  });

  it('7. a wrong digit is announced as wrong (or clashing, per the setting); the modes are one Tab stop with arrows inside', async () => {
    const { page } = await desk.fresh({ path: `?p=${WIKI}` });
    const c = emptyCells(WIKI)[0]; // row 1, column 3
    const say = () => page.getByTestId('announcer').textContent();
    // Rule conflicts (the default): 5 repeats row 1's given; 1 is wrong but clashes with nothing.
    await cell(page, c).click();
    await page.keyboard.press('5');
    await expect.poll(say).toBe('5 in row 1, column 3: clashes with a digit in its row, column or box');
    await page.keyboard.press('1');
    await expect.poll(say).toBe('1 in row 1, column 3');
    // Checked against the solution: 1 is wrong.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel(/Check against the solution/).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await cell(page, c).click();
    await page.keyboard.press('2');
    await expect.poll(say).toBe('2 in row 1, column 3: wrong');
    await page.keyboard.press(WIKI_SOLUTION[c]);
    await expect.poll(() => page.getByTestId('announcer').textContent()).toBe(`${WIKI_SOLUTION[c]} in row 1, column 3`);
    // The mode switch: one Tab stop, the arrows move the choice.
    const radios = page.getByRole('radio');
    expect(await radios.evaluateAll((rs) => rs.map((r) => (r as HTMLElement).tabIndex))).toEqual([0, -1, -1, -1]);
    await page.getByRole('radio', { name: 'Digit' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'Corner' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Corner');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('radio', { name: 'Colour' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
  });

  it('8. a #<puzzle> typed into an open tab opens it, and the game in progress is kept', async () => {
    const { page } = await desk.fresh({ path: `?p=${WIKI}` });
    const c = emptyCells(WIKI)[0];
    await cell(page, c).click();
    await page.keyboard.press(WIKI_SOLUTION[c]);
    await expect.poll(() => savedGame(page).then((g) => g.moves.length)).toBe(1);
    // Wikipedia's puzzle turned a quarter: another puzzle with one solution.
    const other = Array.from({ length: 81 }, (_, i) => WIKI[(8 - (i % 9)) * 9 + Math.floor(i / 9)]).join('');
    await page.evaluate((p) => { location.hash = p; }, other);
    await expect.poll(() => savedGame(page).then((g) => g.puzzle)).toBe(other);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.shelf') ?? '{"games":[]}').games.map((s: { game: { puzzle: string } }) => s.game.puzzle))).toContain(WIKI);
    expect(await page.evaluate(() => location.hash)).toBe('');
  });

  it('7. touch targets are at least 44x44 CSS px, or 40 with spacing, at 360x640 and 844x390', async () => {
    for (const viewport of [PHONE, LANDSCAPE]) {
      const { page } = await touch.fresh({ viewport, path: `?p=${WIKI}` });
      const small = await page.evaluate(() => [...document.querySelectorAll('.topbar button, .board-head button, .pad-area button')]
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => { const r = e.getBoundingClientRect(); return { name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(), w: Math.round(r.width), h: Math.round(r.height) }; })
        .filter((b) => b.w < 40 || b.h < 40));
      expect(small, `${viewport.width}x${viewport.height}`).toEqual([]);
      // Where a target is under 44, its neighbours are apart (the pad's keys and the modes).
      const gaps = await page.evaluate(() => ['.pad', '.modes'].map((sel) => parseFloat(getComputedStyle(document.querySelector(sel)!).columnGap)));
      for (const g of gaps) expect(g).toBeGreaterThanOrEqual(3);
      // The board keeps most of the screen.
      const board = (await page.locator('[role="grid"]').boundingBox())!;
      expect(board.width).toBeGreaterThanOrEqual(0.8 * Math.min(viewport.width, viewport.height));
    }
  });

  it.runIf(reviewScreenshots)('screenshots at the five sizes, light and dark (looked at before closing the issue)', async () => {
    for (const [width, height] of [[360, 640], [390, 844], [844, 390], [820, 1180], [1440, 900]]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await openGame(h, { viewport: { width, height }, colorScheme, path: `?p=${WIKI}`, hasTouch: width < 900 });
        await cell(page, 2).click();
        await page.keyboard.press('4');
        await cell(page, 3).click();
        await page.keyboard.press('c');
        for (const d of '12356789') await page.keyboard.press(d);
        await page.keyboard.press('v');
        await cell(page, 12).click();
        await page.keyboard.press('3');
        await page.keyboard.press('z');
        await page.keyboard.press('7');
        await cell(page, 10).click();
        const overflow = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
        expect(overflow, `${width}x${height}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${screenshots}issue31-${width}x${height}-${colorScheme}.png` });
        await context.close();
      }
    }
  });

  it('10. a daily link opens that daily; the solved daily\'s share line has it; reopening a solved daily says so', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const { page } = await desk.fresh({ path: `?daily=${day}&level=easy` });
    await expect.poll(() => savedGame(page).then((g) => (g as unknown as { meta: { daily?: string; tier?: string } }).meta)).toMatchObject({ tier: 'easy' });
    const { puzzle, solution } = await savedGame(page);
    const daily = await page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.game')!).game.meta.daily as string);
    for (const c of emptyCells(puzzle)) { await cell(page, c).click(); await page.keyboard.press(solution[c]); }
    await expect.poll(() => page.getByTestId('share-line').textContent()).toContain(`?daily=${daily}&level=easy`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Daily Easy, solved' }).click();
    await expect.poll(() => page.locator('.notice').filter({ hasText: 'solved this daily puzzle already' }).count()).toBe(1);
  });

  it('10. importing the same export again adds no game in progress, and says so', async () => {
    const { page } = await desk.fresh({ path: `?p=${WIKI}` });
    const c = emptyCells(WIKI)[0];
    await cell(page, c).click();
    await page.keyboard.press(WIKI_SOLUTION[c]);
    await expect.poll(() => savedGame(page).then((g) => g.moves.length)).toBe(1);
    await page.getByRole('button', { name: 'Settings' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = `${screenshots}issue31-export.json`;
    await (await download).saveAs(file);
    await page.getByLabel('Import').setInputFiles(file);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Imported' }).textContent()).toContain('0 games in progress added');
  });

  it('10. new browsers do not all get the same first puzzle (the pack under a per-browser transform)', async () => {
    // The first puzzle is the pack's first of its level under one of the 32 transforms checked to
    // keep its level (issue 30): two browsers share it 1 time in 32, three 1 in 1,024.
    const firsts: string[] = [];
    for (let k = 0; k < 3; k++) {
      // A first visit each; their stock lanes held (what they make in the background is not checked here).
      const { page, context } = await openGame(h, { madeAhead: false, stockLane: 'held' });
      firsts.push((await savedGame(page)).puzzle);
      await context.close();
    }
    console.log('first puzzles of three new browsers:', firsts.map((f) => f.slice(0, 30)).join(' '));
    expect(new Set(firsts).size).toBeGreaterThan(1);
  });

  it('the manifest has screenshots (of their declared sizes) and shortcuts to New game and the daily puzzles, which work', async () => {
    const manifest = JSON.parse(readFileSync(join(h.dist, 'manifest.webmanifest'), 'utf8')) as { screenshots: { src: string; sizes: string; form_factor: string }[]; shortcuts: { name: string; url: string }[] };
    expect(manifest.screenshots.map((x) => x.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const png = readFileSync(join(h.dist, shot.src));
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
    expect(manifest.shortcuts.map((x) => x.name)).toEqual(['New game', 'Daily puzzle']);
    const { page } = await desk.fresh({ path: manifest.shortcuts[1].url.replace('./', '') });
    await expect.poll(() => page.getByRole('dialog', { name: 'New game' }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Daily /);
    expect(await page.evaluate(() => location.search)).toBe('');
  });

  it('sound and haptics: off by default; on placement, mistake and solve when chosen; no vibration with reduced motion', async () => {
    const { page } = await touch.fresh({ path: `?p=${WIKI}`, viewport: PHONE });
    const log = () => page.evaluate(() => [...((globalThis as unknown as { __sudokitFeedback?: string[] }).__sudokitFeedback ?? [])]);
    const [a, b, c] = emptyCells(WIKI);
    await cell(page, a).click();
    await page.keyboard.press(WIKI_SOLUTION[a]);
    await page.waitForTimeout(200);
    expect(await log()).toEqual([]);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel(/^Sounds on placing/).check();
    await page.getByLabel(/^Vibration there too/).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await cell(page, b).click();
    await page.keyboard.press(WIKI_SOLUTION[b]);
    await expect.poll(log).toEqual(['vibrate:place', 'sound:place']);
    await cell(page, c).click();
    await page.keyboard.press('5'); // repeats row 1's 5: a mistake under rule conflicts
    await expect.poll(log).toEqual(['vibrate:place', 'sound:place', 'vibrate:mistake', 'sound:mistake']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press(WIKI_SOLUTION[c]);
    await expect.poll(log).toEqual(['vibrate:place', 'sound:place', 'vibrate:mistake', 'sound:mistake', 'sound:place']);
  });

  it('a mistake limit (off by default): the counter shows, and at the limit the game is over, recorded, and the puzzle starts again', async () => {
    const { page } = await desk.fresh({ path: `?p=${WIKI}` });
    expect(await page.getByTestId('mistake-count').count()).toBe(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('3 mistakes and the game is over').check();
    await page.getByRole('button', { name: 'Close' }).click();
    // The limit applies to games started after it is set.
    expect(await page.getByTestId('mistake-count').count()).toBe(0);
    await page.evaluate((p) => { location.hash = p; }, WIKI.replace('53..7', '534.7'));
    await expect.poll(() => page.getByTestId('mistake-count').textContent()).toBe('Mistakes 0/3');
    const [a, b, c] = emptyCells(WIKI.replace('53..7', '534.7'));
    for (const [k, cellIndex] of [a, b, c].entries()) {
      await cell(page, cellIndex).click();
      await page.keyboard.press('5'); // repeats row 1's given 5
      if (k < 2) await expect.poll(() => page.getByTestId('mistake-count').textContent()).toBe(`Mistakes ${k + 1}/3`);
    }
    await expect.poll(() => page.locator('.notice').filter({ hasText: '3 mistakes: this game is over' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('mistake-count').textContent()).toBe('Mistakes 0/3');
    expect(await label(page, a)).toContain('empty');
    const records = await page.evaluate(() => JSON.parse(localStorage.getItem('sudokit.stats')!).games as { outcome: string; mistakes: number; mistakeLimit?: number }[]);
    expect(records.filter((r) => r.mistakeLimit === 3)).toMatchObject([{ outcome: 'abandoned', mistakes: 3 }]);
  });
});
