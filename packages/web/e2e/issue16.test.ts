/**
 * Issue 16 in real Chromium: every defect as it was reproduced, each test failing before the fix;
 * the layouts at the five viewports (light and dark screenshots); the features players expect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DESKTOP, cell, label, loadWith, openGame, savedGame, reviewShot, screenshots, sharedGame, startHarness, waitForGame, type Harness } from './harness.js';

let h: Harness;
// A returning player's browser: puzzles made ahead (the first-visit tests are first-visit.test.ts).
// Two browsers for most tests, one on a desktop and one with touch, each test a new player on
// the same page (sharedGame: a reload, not a new browser); a test that needs a browser set up
// otherwise (the intro, an init script, a pixel ratio, a first visit) opens its own.
const desk = sharedGame(() => h);
const touch = sharedGame(() => h, { hasTouch: true });
beforeAll(async () => { h = await startHarness({ madeAhead: true }); });
afterAll(async () => { await desk.close(); await touch.close(); await h?.close(); });

/** Wikipedia's example puzzle ("Sudoku" article) and its solution. */
const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WIKI_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const emptyCells = (puzzle: string) => [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

async function paste(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector('[role="grid"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Places the right digit in the first `n` empty cells by click and key. */
async function placeRight(page: Page, n: number): Promise<{ puzzle: string; cells: number[] }> {
  const { puzzle, solution } = await savedGame(page);
  const cells = emptyCells(puzzle).slice(0, n);
  for (const c of cells) {
    await cell(page, c).click();
    await page.keyboard.press(solution[c]);
  }
  await expect.poll(() => savedGame(page).then((g) => g.moves.length)).toBe(n);
  return { puzzle, cells };
}

async function openNew(page: Page) {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  return page.getByRole('dialog', { name: 'New game' });
}

async function setting(page: Page, labelText: RegExp | string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(labelText).check();
  await page.getByRole('button', { name: 'Close' }).click();
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** A save of Wikipedia's puzzle with every empty cell but the last filled in (one batch move). */
function nearlySolvedSave(extra: Record<string, unknown> = {}) {
  const blanks = emptyCells(WIKI);
  const moves = [{ kind: 'batch', moves: blanks.slice(0, -1).map((c) => ({ kind: 'place', cells: [c], digit: Number(WIKI_SOLUTION[c]) })) }];
  return JSON.stringify({
    format: 'sudokit-game', version: 1, savedAt: Date.now(),
    game: { puzzle: WIKI, solution: WIKI_SOLUTION, moves, cursor: 1, elapsedMs: 90_000, hints: 0, mistakes: 0, startedAt: Date.now() - 100_000, meta: { source: 'entered', tier: 'easy', rating: 1.2 }, ...extra },
    ui: { mode: 'digit', selected: blanks[blanks.length - 1] },
  });
}

describe('issue 16, defect 1: progress is never lost without asking', () => {
  it('a pasted puzzle, New → a level and a link each keep the game in progress to resume; a discarded one is recorded as abandoned', async () => {
    const { page } = await desk.fresh();
    const first = await placeRight(page, 10);
    // Paste a puzzle anywhere: the game of 10 digits is kept.
    await paste(page, WIKI);
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'is kept' }).count()).toBe(1);
    let dialog = await openNew(page);
    await expect.poll(() => dialog.getByTestId('shelved-game').count()).toBe(1);
    await expect.poll(() => dialog.getByTestId('shelved-game').textContent()).toContain('10 placed');
    // Resume it: all ten digits are back, and the Wikipedia game (untouched) is not listed.
    await dialog.getByRole('button', { name: 'Resume' }).click();
    for (const c of first.cells) await expect.poll(() => label(page, c)).toMatch(/value \d$/);
    await expect.poll(() => savedGame(page).then((g) => g.puzzle)).toBe(first.puzzle);
    // New → Easy: kept again.
    dialog = await openNew(page);
    await dialog.getByRole('button', { name: /^Easy/ }).click();
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle !== p, first.puzzle);
    await waitForGame(page);
    await placeRight(page, 2);
    // A link: the game with two digits is kept too.
    await page.goto(`${h.url}?p=${WIKI}`);
    await waitForGame(page);
    await expect.poll(() => savedGame(page).then((g) => g.puzzle)).toBe(WIKI);
    dialog = await openNew(page);
    await expect.poll(() => dialog.getByTestId('shelved-game').count()).toBe(2);
    await reviewShot(page, `issue16-in-progress.png`);
    // Discard asks first; then the statistics record the game as abandoned.
    await dialog.getByRole('button', { name: 'Discard', exact: true }).first().click();
    await dialog.getByRole('button', { name: 'Discard for good' }).click();
    await expect.poll(() => dialog.getByTestId('shelved-game').count()).toBe(1);
    await expect.poll(() => stored(page, 'sudokit.stats').then((s) => JSON.parse(s!).games.map((g: { outcome: string }) => g.outcome))).toEqual(['abandoned']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Stats' }).click();
    await expect.poll(() => page.locator('.stat-card').nth(2).textContent()).toBe('1abandoned');
  });
});

describe('issue 16, defect 1: abandoned games in the statistics', () => {
  // Issue 31 made starting over one move that Undo takes back: the attempt is not over, so
  // nothing is recorded as abandoned (the game goes on, and ends solved or discarded).
  it('starting a puzzle over keeps the attempt (one undoable move) and records nothing as abandoned', async () => {
    const { page } = await desk.fresh();
    await placeRight(page, 3);
    const dialog = await openNew(page);
    await dialog.getByRole('button', { name: 'Start this puzzle over' }).click();
    await expect.poll(() => savedGame(page).then((g) => g.moves.length)).toBe(4);
    expect(await stored(page, 'sudokit.stats').then((s) => s && JSON.parse(s).games.filter((g: { outcome: string }) => g.outcome === 'abandoned').length)).toBeFalsy();
  });
});

describe('issue 16, defect 12: storage', () => {
  it('tells the player when saving fails (storage full), instead of losing moves silently', async () => {
    const { page } = await desk.fresh();
    const { puzzle } = await savedGame(page);
    await page.evaluate(() => {
      Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
    });
    await cell(page, emptyCells(puzzle)[0]).click();
    await page.keyboard.press('5');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'not being saved' }).count()).toBe(1);
  });

  it('statistics from a newer version are kept aside and reported, never overwritten by the next finished game', async () => {
    const newer = JSON.stringify({ format: 'sudokit-stats', version: 99, games: Array.from({ length: 50 }, (_, k) => ({ k })) });
    const { page } = await desk.fresh({ storage: { 'sudokit.stats': newer, 'sudokit.game': nearlySolvedSave() } });
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'newer version' }).count()).toBe(1);
    expect(await stored(page, 'sudokit.stats.damaged')).toBe(newer);
    // Finish the game: the record is added; the 50 records are still there, aside.
    const last = emptyCells(WIKI).at(-1)!;
    await cell(page, last).click();
    await page.keyboard.press(WIKI_SOLUTION[last]);
    await page.getByRole('dialog', { name: 'Solved!' }).waitFor();
    await expect.poll(() => stored(page, 'sudokit.stats').then((s) => JSON.parse(s!).games.length)).toBe(1);
    expect(await stored(page, 'sudokit.stats.damaged')).toBe(newer);
  });

  it('a damaged save too large to copy aside stays where it was, can be downloaded, and is only replaced when the player discards it', async () => {
    const context = await h.browser.newContext({ viewport: DESKTOP });
    // Storage refuses the copy (as when it is full).
    await context.addInitScript(() => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k.includes('.damaged')) throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, k, v);
      };
    });
    const { page } = await openGame(h, { context });
    const damaged = '{"format":"sudokit-game","version":1,"game":{"puzzle":"garbage"';
    await loadWith(h, page, { 'sudokit.game': damaged });
    const alert = page.getByRole('alert').filter({ hasText: 'no room to keep a copy' });
    await expect.poll(() => alert.count()).toBe(1);
    const { puzzle } = JSON.parse(await page.evaluate(() => JSON.stringify({ puzzle: [...document.querySelectorAll('[role="gridcell"]')].map((c) => (c.getAttribute('aria-label')!.includes('given') ? 'x' : '.')).join('') })));
    await cell(page, puzzle.indexOf('.')).click();
    await page.keyboard.press('5');
    expect(await stored(page, 'sudokit.game')).toBe(damaged);
    const download = page.waitForEvent('download');
    await alert.getByRole('button', { name: 'Download it' }).click();
    const file = await (await download).path();
    expect(readFileSync(file!, 'utf8')).toBe(damaged);
    await page.reload();
    await waitForGame(page);
    await page.getByRole('alert').filter({ hasText: 'no room to keep a copy' }).getByRole('button', { name: 'Discard it' }).click();
    await cell(page, puzzle.indexOf('.')).click();
    await page.keyboard.press('6');
    await expect.poll(() => stored(page, 'sudokit.game').then((s) => s!.startsWith('{"format":"sudokit-game","version":1,"savedAt"'))).toBe(true);
    await context.close();
  });

  it('absurd values in a save are refused and reported: a clock of 1e300 ms, an 81-dot puzzle with any "solution"', async () => {
    for (const [save, words] of [[nearlySolvedSave({ elapsedMs: 1e300 }), 'damaged clock'], [nearlySolvedSave({ puzzle: '.'.repeat(81), moves: [], cursor: 0 }), 'exactly one solution']] as const) {
      const { page } = await desk.fresh({ storage: { 'sudokit.game': save } });
      await expect.poll(() => page.getByRole('alert').filter({ hasText: words }).count()).toBe(1);
      await expect.poll(() => page.locator('[role="timer"]').textContent()).toMatch(/^0:0\d$/);
    }
  });
});

describe('issue 16, defect 10: two tabs', () => {
  // Each step waits for the state it needs (a tab stopped, a save written), never for a time. A tab
  // takes the game by opening it or by "Play here"; the other's clock may still write once before
  // it hears of that (it failed this test about one run in eight under load before the owner key).
  it('the tab whose save was overwritten by another stops and says so; "Play here" continues with the other tab\'s moves', async () => {
    const { page: a, context } = await desk.fresh();
    const { puzzle, solution } = await savedGame(a);
    const [x, y] = emptyCells(puzzle);
    const b = await context.newPage();
    await b.goto(h.url);
    await waitForGame(b);
    await a.getByTestId('other-tab').waitFor();
    await cell(b, x).click();
    await b.keyboard.press(solution[x]);
    await expect.poll(() => savedGame(b).then((g) => g.moves.length)).toBe(1);
    // Each tab's view of storage catches up with the other's writes a moment later: "Play here"
    // takes the game as this tab sees it, so wait until it sees B's move.
    await expect.poll(() => savedGame(a).then((g) => g.moves.length)).toBe(1);
    // Tab A cannot write over B's game meanwhile.
    await a.keyboard.press(solution[y]);
    await a.getByRole('button', { name: 'Play here' }).click();
    await expect.poll(() => label(a, x)).toContain(`value ${solution[x]}`);
    // Now B is the one waiting.
    await b.getByTestId('other-tab').waitFor();
    await cell(a, y).click();
    await a.keyboard.press(solution[y]);
    await expect.poll(() => savedGame(a).then((g) => g.moves.length)).toBe(2);
    expect(await b.getByTestId('other-tab').count()).toBe(1);
  });
});

describe('issue 16, defect 10: two tabs, one game played both ways', () => {
  it('a move made here a moment before another tab took the game is not lost: this tab\'s game is kept as a game in progress of its own', async () => {
    const { page: a, context } = await desk.fresh();
    const { puzzle, solution } = await savedGame(a);
    const [x, y] = emptyCells(puzzle);
    await cell(a, x).click();
    await a.keyboard.press(solution[x]);
    await expect.poll(() => savedGame(a).then((g) => g.moves.length)).toBe(1);
    // Another tab (written from a page of the same origin that is not the game) took the game
    // before our move reached it, and placed another digit.
    const theirs = JSON.parse((await stored(a, 'sudokit.game'))!);
    theirs.game.moves = [{ kind: 'place', cells: [y], digit: Number(solution[y]) }];
    theirs.game.cursor = 1;
    const b = await context.newPage();
    await b.goto(`${h.url}manifest.webmanifest`);
    await b.evaluate((text) => { localStorage.setItem('sudokit.owner', 'another tab'); localStorage.setItem('sudokit.game', text); }, JSON.stringify(theirs));
    await a.getByTestId('other-tab').waitFor();
    await expect.poll(() => stored(a, 'sudokit.shelf').then((t) => (t ? JSON.parse(t).games.length : 0))).toBe(1);
    const kept = JSON.parse((await stored(a, 'sudokit.shelf'))!).games[0].game;
    expect([kept.puzzle, kept.moves]).toEqual([puzzle, [{ kind: 'place', cells: [x], digit: Number(solution[x]) }]]);
    expect(kept.startedAt).not.toBe(theirs.game.startedAt);
    await a.getByRole('button', { name: 'Play here' }).click();
    await expect.poll(() => label(a, y)).toContain(`value ${solution[y]}`);
    expect(await label(a, x)).toContain('empty');
    const dialog = await openNew(a);
    await dialog.getByTestId('shelved-game').getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => label(a, x)).toContain(`value ${solution[x]}`);
  });
});

describe('issue 16, defect 10: two tabs, two games', () => {
  it('a game started in another tab does not cost this tab its game: it is kept in the games in progress', async () => {
    const { page: a, context } = await desk.fresh();
    const first = await placeRight(a, 2);
    const b = await context.newPage();
    await b.goto(h.url);
    await waitForGame(b);
    await a.getByTestId('other-tab').waitFor();
    await paste(b, WIKI);
    await b.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    await a.getByRole('button', { name: 'Play here' }).click();
    await expect.poll(() => label(a, 1)).toContain('value 3, given');
    const dialog = await openNew(a);
    await expect.poll(() => dialog.getByTestId('shelved-game').count()).toBe(1);
    await expect.poll(() => dialog.getByTestId('shelved-game').textContent()).toContain('2 placed');
    await dialog.getByRole('button', { name: 'Resume' }).click();
    for (const c of first.cells) await expect.poll(() => label(a, c)).toMatch(/value \d$/);
  });
});

describe('issue 16, defects 2-4: hints', () => {
  it('one hint is one step: H climbs where → which → the step, then applies it; counted once; an area first; no rating; plain cell names', async () => {
    const { page } = await desk.fresh();
    await paste(page, WIKI);
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    await cell(page, 2).click();
    const panel = page.locator('.hint-panel');
    await page.keyboard.press('h');
    await expect.poll(() => panel.locator('h2').textContent()).toBe('Where to look');
    await expect.poll(() => panel.locator('.hint-body').textContent()).toMatch(/^No mistakes so far\. Look at (box|row|column) \d\.$|the \ds\.$/);
    await page.keyboard.press('h');
    await expect.poll(() => panel.locator('h2').textContent()).toBe('Which technique');
    await expect.poll(() => panel.locator('.hint-body').textContent()).toMatch(/^Look for (a|an) [A-Z][\w -]+ (in|among) /);
    expect(await panel.textContent()).not.toMatch(/rating|\d\.\d/);
    await page.keyboard.press('h');
    await expect.poll(() => panel.locator('h2').textContent()).not.toMatch(/Which technique|Where to look/);
    await expect.poll(() => panel.locator('.hint-body').textContent()).toMatch(/row \d, column \d/);
    expect(await panel.locator('.hint-body').textContent()).not.toMatch(/r\dc\d/);
    const filled = await page.locator('.cell.entered').count();
    await page.keyboard.press('h'); // the last rung: applies the step, does not start over
    await expect.poll(() => page.locator('.cell.entered').count()).toBe(filled + 1);
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => savedGame(page).then((g) => (g as unknown as { hints: number }).hints)).toBe(1);
    // r4c2 names as a setting.
    await setting(page, /Short: r4c2/);
    for (const title of ['Where to look', 'Which technique']) {
      await page.keyboard.press('h');
      await expect.poll(() => panel.locator('h2').textContent()).toBe(title);
    }
    await page.keyboard.press('h');
    await expect.poll(() => panel.locator('.hint-body').textContent()).toMatch(/r\dc\d/);
  });

  it('mistake wording agrees in number: one cell, "its centre notes", "Put the digit back"', async () => {
    const { page } = await desk.fresh();
    await paste(page, WIKI);
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    // r1c3 is 4; a centre note of 1 alone takes the 4 away.
    await cell(page, 2).click();
    await page.keyboard.press('Control+Digit1');
    await page.getByRole('button', { name: 'Hint' }).click();
    const panel = page.locator('.hint-panel');
    await expect.poll(() => panel.textContent()).toContain('1 cell has lost its right digit from its centre notes: row 1, column 3.');
    await panel.getByRole('button', { name: 'Put the digit back' }).click();
    await expect.poll(() => label(page, 2)).toContain('centre notes 1 4');
  });
});

describe('issue 16, defects 5, 6, 8, 9, 11', () => {
  it('the clock stops while Settings, Statistics or New game is open (5)', async () => {
    const { page } = await desk.fresh();
    await placeRight(page, 1);
    const elapsed = () => savedGame(page).then((g) => (g as unknown as { elapsedMs: number }).elapsedMs);
    for (const open of [() => page.getByRole('button', { name: 'Settings' }).click(), () => openNew(page).then(() => undefined)]) {
      await open();
      const before = await elapsed();
      await page.waitForTimeout(3000);
      expect(await elapsed()).toBeLessThan(before + 1000);
      await page.getByRole('button', { name: 'Close' }).click();
    }
  });

  it('with Mistakes off, a wrong digit typed and erased is not counted (6)', async () => {
    const { page } = await desk.fresh();
    await setting(page, /Off: show nothing/);
    await loadWith(h, page, { 'sudokit.game': nearlySolvedSave() });
    const last = emptyCells(WIKI).at(-1)!;
    await cell(page, last).click();
    await page.keyboard.press(String((Number(WIKI_SOLUTION[last]) % 9) + 1));
    await page.keyboard.press('Backspace');
    await page.keyboard.press(WIKI_SOLUTION[last]);
    await page.getByRole('dialog', { name: 'Solved!' }).waitFor();
    await expect.poll(() => page.getByTestId('solved-mistakes').textContent()).toBe('0');
  });

  it('focus returns to the button that opened a dialog; placements, hints and the solved moment are announced (8)', async () => {
    const { page } = await desk.fresh();
    await page.getByRole('button', { name: 'New', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New game' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New');
    const announcer = page.getByTestId('announcer');
    const { puzzle } = await savedGame(page);
    const c = emptyCells(puzzle)[0];
    await cell(page, c).click();
    await page.keyboard.press('7');
    // the pack's puzzles are transformed per browser (issue 31), so 7 may clash there: the announcement then says so
    await expect.poll(() => announcer.textContent()).toMatch(new RegExp(`^7 in row ${Math.floor(c / 9) + 1}, column ${(c % 9) + 1}(: clashes with a digit in its row, column or box|: wrong)?$`));
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => announcer.textContent()).toContain('Look at');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
  });

  // Issue 31 put six to nine centre notes on two rows (on one line nine were 5.95 px at 360 px).
  it('centre notes fit their cell on a phone, nine on two rows; the selected digit\'s highlight sits on the digit (9)', async () => {
    const context = await h.browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });
    const { page } = await openGame(h, { context });
    await paste(page, WIKI);
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    await cell(page, 2).click();
    for (const d of [1, 2, 3, 4, 5, 6, 7, 8, 9]) await page.keyboard.press(`Control+Digit${d}`);
    await cell(page, 3).click();
    for (const d of [1, 5, 9]) await page.keyboard.press(`Shift+Digit${d}`);
    await cell(page, 0).click(); // the given 5: 5 is highlighted inside the notes
    const notes = page.locator('[data-cell="2"] .centre');
    const box = (await notes.boundingBox())!;
    const cellBox = (await cell(page, 2).boundingBox())!;
    // Two rows: the notes but the highlighted one (its box is padded) start at two heights.
    const glyphs = await notes.locator('span:not(.note-hit)').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().top));
    expect(glyphs).toHaveLength(8);
    expect(new Set(glyphs.map((t) => Math.round(t))).size).toBe(2);
    expect(box.height).toBeLessThan(cellBox.height * 0.75);
    expect(box.width).toBeLessThanOrEqual(cellBox.width);
    // The highlight is centred on the digit's ink: the centroid of the dark pixels (the digit)
    // in a screenshot of the highlight is near its middle. Before, the box reached below and to
    // the right of the digit: the ink sat 17% of the box's height above its middle.
    for (const sel of ['[data-cell="2"] .note-hit', '[data-cell="3"] .note-hit']) {
      const png = await page.locator(sel).screenshot();
      const ink = await page.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const d = ctx.getImageData(0, 0, img.width, img.height).data;
        let sx = 0, sy = 0, n = 0;
        for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) {
          const i = (y * img.width + x) * 4;
          if (d[i] + d[i + 1] + d[i + 2] < 250) { sx += x; sy += y; n++; }
        }
        return { n, dx: (sx / n - img.width / 2) / img.width, dy: (sy / n - img.height / 2) / img.height };
      }, png.toString('base64'));
      expect(ink.n).toBeGreaterThan(20);
      expect(Math.abs(ink.dx)).toBeLessThan(0.08);
      expect(Math.abs(ink.dy)).toBeLessThan(0.1);
    }
    await reviewShot(page, `issue16-notes-phone.png`);
    await context.close();
  });

  it('with rule conflicts shown, the given a wrong digit clashes with is highlighted (11)', async () => {
    const { page } = await desk.fresh();
    await paste(page, WIKI);
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    await cell(page, 2).click();
    await page.keyboard.press('5'); // r1c1 holds the given 5
    await expect.poll(() => cell(page, 0).getAttribute('class')).toContain('clash');
    await expect.poll(() => label(page, 0)).toContain('clashes with a digit you placed');
    await expect.poll(() => cell(page, 2).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('issue 16, defect 7: layouts', () => {
  const VIEWPORTS = [
    ['360x640', { width: 360, height: 640 }, false],
    ['390x844', { width: 390, height: 844 }, true],
    ['844x390', { width: 844, height: 390 }, true],
    ['820x1180', { width: 820, height: 1180 }, true],
    ['1440x900', { width: 1440, height: 900 }, false],
  ] as const;
  // Light and dark on one page (the colour scheme switched by media emulation, as the system's
  // switch does): the same checks in each, at half the pages.
  it.each(VIEWPORTS)('%s: all 81 cells, the nine digits, Undo and Hint visible without scrolling; the board at least 60%% of the smaller side (light and dark)', async (name, viewport, hasTouch) => {
    const { page } = await (hasTouch ? touch : desk).fresh({ viewport });
    const { puzzle } = await savedGame(page);
    const [a, b, c] = emptyCells(puzzle);
    await cell(page, a).click();
    await page.keyboard.press('4');
    await cell(page, b).click();
    for (const d of [1, 2, 3, 5, 6, 7]) await page.keyboard.press(`Control+Digit${d}`);
    await cell(page, c).click();
    await page.keyboard.press('Shift+Digit1');
    await page.keyboard.press('Shift+Digit7');
    const inView = (sel: string) => page.locator(sel).evaluateAll((els) => els.map((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5 && r.width > 0;
    }));
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // the game's own colours follow (the theme test's light and dark backgrounds)
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(colorScheme === 'dark' ? 'rgb(22, 24, 29)' : 'rgb(246, 244, 239)');
      expect(await inView('[role="gridcell"]')).toEqual(new Array(81).fill(true));
      expect(await inView('.pad .key')).toEqual(new Array(9).fill(true));
      for (const name of ['Undo', 'Hint']) {
        const r = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(r.y + r.height).toBeLessThanOrEqual(viewport.height);
        expect(r.x + r.width).toBeLessThanOrEqual(viewport.width);
      }
      const scroll = await page.evaluate(() => [document.documentElement.scrollHeight - innerHeight, document.documentElement.scrollWidth - innerWidth]);
      expect(scroll).toEqual([0, 0]);
      const side = (await page.locator('[role="grid"]').boundingBox())!.width;
      expect(side).toBeGreaterThanOrEqual(0.6 * Math.min(viewport.width, viewport.height));
      await reviewShot(page, `layout-${name}-${colorScheme}.png`);
    }
    // A hint must not push the pad or the board away.
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.locator('.hint-panel').waitFor();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await inView('[role="gridcell"]')).toEqual(new Array(81).fill(true));
      await reviewShot(page, `layout-${name}-${colorScheme}-hint.png`);
    }
  });
});

describe('issue 16: the levels on the human time scale, at the issue\'s viewports', () => {
  const VIEWPORTS = [
    ['360x740', { width: 360, height: 740 }, true],
    ['844x390', { width: 844, height: 390 }, true],
    ['820x1180', { width: 820, height: 1180 }, true],
    ['1280x800', { width: 1280, height: 800 }, false],
  ] as const;
  const inView = (page: Page, sel: string) => page.locator(sel).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5 && r.width > 0;
  }));
  // Light and dark on one page (media emulation), at every step: half the pages and Expert games.
  it.each(VIEWPORTS)('%s: after a switch to Expert, and with each rung of the hint open, the board, the level with its minutes and the hint are in view (light and dark screenshots)', async (name, viewport, hasTouch) => {
    const { page } = await (hasTouch ? touch : desk).fresh({ viewport });
    const schemes = async (each: (colorScheme: 'light' | 'dark') => Promise<void>) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await each(colorScheme);
      }
    };
    const before = (await savedGame(page)).puzzle;
    const dialog = await openNew(page);
    await schemes((colorScheme) => reviewShot(page, `levels-${name}-${colorScheme}-new-game.png`));
    await dialog.getByRole('button', { name: /^Expert/ }).click();
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle !== p, before, { timeout: 120_000 });
    await waitForGame(page);
    await expect.poll(() => page.getByTestId('difficulty').textContent()).toMatch(/^Expert · about \d+ min$/);
    await schemes(async (colorScheme) => {
      expect(await inView(page, '[data-testid="difficulty"], [role="timer"]')).toEqual([true, true]);
      expect(await inView(page, '[role="gridcell"]')).toEqual(new Array(81).fill(true));
      await reviewShot(page, `levels-${name}-${colorScheme}-expert.png`);
    });
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    for (const rung of [1, 2, 3]) {
      await page.locator('.hint-panel:not(:has(.muted))').waitFor();
      if (rung > 1) await expect.poll(() => page.locator('.hint-panel .rung').textContent()).toBe(`${rung}/3`);
      await schemes(async (colorScheme) => {
        expect(await inView(page, '[role="gridcell"]')).toEqual(new Array(81).fill(true));
        expect(await inView(page, '.hint-panel, .hint-panel button')).not.toContain(false);
        const scroll = await page.evaluate(() => [document.documentElement.scrollHeight - innerHeight, document.documentElement.scrollWidth - innerWidth]);
        expect(scroll).toEqual([0, 0]);
        await reviewShot(page, `levels-${name}-${colorScheme}-hint${rung}.png`);
      });
      if (rung < 3) await page.locator('.hint-panel').getByRole('button', { name: 'Show more' }).click();
    }
  });
});

describe('issue 16: what players of the best apps expect', () => {
  it('a daily puzzle per level: the same for two players on a date, a spoiler-free share line, a streak and a calendar', async () => {
    const puzzles: string[] = [];
    for (let k = 0; k < 2; k++) {
      // The first player's browser makes the daily itself (its stock lane, as on a first visit;
      // the other puzzles made ahead, so it makes nothing else); the second's was made ahead by
      // the harness in Node: the same puzzle by two routes.
      const { page, context } = k === 0 ? await openGame(h, { dailiesNotMade: ['easy'] }) : { ...(await desk.fresh()), context: undefined };
      const before = (await savedGame(page)).puzzle;
      const dialog = await openNew(page);
      await dialog.getByRole('button', { name: 'Daily Easy' }).click();
      await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle !== p, before);
      await waitForGame(page);
      await expect.poll(() => page.getByTestId('difficulty').textContent()).toMatch(/^Daily · Easy/);
      const { puzzle, solution } = await savedGame(page);
      puzzles.push(puzzle);
      if (k === 1) {
        // Solve it (keyboard), then the share line and the streak.
        for (const c of emptyCells(puzzle)) { await cell(page, c).click(); await page.keyboard.press(solution[c]); }
        const solved = page.getByRole('dialog', { name: 'Solved!' });
        await solved.waitFor();
        const line = await page.getByTestId('share-line').textContent();
        // Issue 31 added the daily's link (its date and level: nothing of the grid).
        expect(line).toMatch(/^sudokit daily \d{4}-\d\d-\d\d · Easy · \d+:\d\d · 0 hints · 0 mistakes https?:\S+\?daily=\d{4}-\d\d-\d\d&level=easy$/);
        expect(line).not.toContain(puzzle.slice(0, 9));
        await solved.getByRole('button', { name: 'Statistics' }).click();
        await expect.poll(() => page.getByTestId('streak').textContent()).toBe('Streak: 1 day · best 1');
        await expect.poll(() => page.locator('.calendar .day.played').count()).toBe(1);
        await reviewShot(page, `issue16-daily-stats.png`);
      }
      await context?.close();
    }
    expect(puzzles[0]).toBe(puzzles[1]);
  });

  it('exports everything as one file and imports it in another browser: games in progress, settings and statistics', async () => {
    const { page } = await desk.fresh();
    await placeRight(page, 3);
    await paste(page, WIKI); // the first game goes to the games in progress
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    await setting(page, /Short: r4c2/);
    await page.getByRole('button', { name: 'Settings' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = `${screenshots}export.json`;
    await (await download).saveAs(file);
    // Another browser: a new player (storage empty but for a puzzle of every level made ahead).
    const other = await desk.fresh();
    await other.page.getByRole('button', { name: 'Settings' }).click();
    await other.page.getByLabel('Import').setInputFiles(file);
    await expect.poll(() => other.page.getByRole('status').filter({ hasText: 'Imported' }).count()).toBe(1);
    await expect.poll(() => savedGame(other.page).then((g) => g.puzzle)).toBe(WIKI);
    await expect.poll(() => stored(other.page, 'sudokit.settings').then((s) => JSON.parse(s!).cellNames)).toBe('rc');
    const dialog = await openNew(other.page);
    await expect.poll(() => dialog.getByTestId('shelved-game').textContent()).toContain('3 placed');
  });

  it('shares the puzzle\'s link, optionally with the player\'s progress, which opens as they left it', async () => {
    const { page, context } = await desk.fresh();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    await paste(page, WIKI);
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    await cell(page, 2).click();
    await page.keyboard.press('4');
    await cell(page, 3).click();
    await page.keyboard.press('Control+Digit2');
    await page.keyboard.press('Control+Digit6');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Share it with my progress' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'copied' }).count()).toBe(1);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(`?p=${WIKI}&s=`);
    // Another browser (a new player) opens the link.
    const other = await desk.fresh({ path: link.slice(h.url.length) });
    await expect.poll(() => label(other.page, 2)).toContain('value 4');
    await expect.poll(() => label(other.page, 3)).toContain('centre notes 2 6');
    await expect.poll(() => savedGame(other.page).then((g) => g.moves.length)).toBe(1);
  });

  it('digit-first input: pick a digit on the pad, then tap cells; a pad digit is highlighted everywhere', async () => {
    const { page } = await desk.fresh();
    await paste(page, WIKI);
    await page.waitForFunction((p) => JSON.parse(localStorage.getItem('sudokit.game')!).game.puzzle === p, WIKI);
    // Cell first: a digit tapped on the pad is highlighted everywhere, even in a notes mode.
    await cell(page, 2).click();
    await page.getByRole('radio', { name: 'Centre' }).click();
    await page.getByRole('button', { name: 'Centre note 5' }).click();
    await expect.poll(() => page.locator('.cell.same').count()).toBe([...WIKI].filter((ch) => ch === '5').length);
    await page.getByRole('radio', { name: 'Digit' }).click();
    await setting(page, /Digit first/);
    await page.getByRole('button', { name: 'Digit 4', exact: false }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Digit 4', exact: false }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.cell.same').count()).toBeGreaterThan(0);
    await cell(page, 2).click(); // r1c3
    await cell(page, 10).click(); // r2c2 (wrong, but placed: the player's choice)
    await expect.poll(() => label(page, 2)).toContain('value 4');
    await expect.poll(() => label(page, 10)).toContain('value 4');
  });

  it('corner notes in fixed 3×3 places (sudoku.com style) beside packed corners (Sudoku Pad style)', async () => {
    const { page } = await desk.fresh();
    const { puzzle } = await savedGame(page);
    const c = emptyCells(puzzle)[0];
    await cell(page, c).click();
    await page.keyboard.press('Shift+Digit9');
    await expect.poll(() => page.locator(`[data-cell="${c}"] .corner`).getAttribute('class')).toBe('corner tl');
    await setting(page, /Each digit in its place/);
    await expect.poll(() => page.locator(`[data-cell="${c}"] .corner`).getAttribute('class')).toBe('corner br');
  });

  it('a theme switch (system / light / dark) and a first-run explanation, shown once and skippable', async () => {
    const { page, context } = await openGame(h, { intro: true });
    await expect.poll(() => page.getByTestId('intro').count()).toBe(1);
    await reviewShot(page, `issue16-intro.png`);
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => page.getByTestId('intro').count()).toBe(0);
    await page.reload();
    await waitForGame(page);
    expect(await page.getByTestId('intro').count()).toBe(0);
    await setting(page, 'Dark');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(22, 24, 29)');
    await setting(page, 'As the system');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(246, 244, 239)');
    await context.close();
  });

  it('statistics compare the player\'s times with the puzzles\' expected times per level ("0.8× on Hard"); a solved game records its expected time', async () => {
    const at = Date.now() - 86_400_000;
    const hard = (minutes: number, expectedMinutes: number, k: number) => ({ puzzle: WIKI, tier: 'hard', timeMs: minutes * 60_000, hints: 0, mistakes: 0, finishedAt: at + k, source: 'generated', outcome: 'solved', expectedMinutes });
    // 8, 12 and 4 minutes on puzzles expected to take 10: time over expected 0.8, 1.2, 0.4, median 0.8.
    const stats = JSON.stringify({ format: 'sudokit-stats', version: 2, games: [hard(8, 10, 0), hard(12, 10, 1), hard(4, 10, 2)] });
    const { page } = await desk.fresh({ viewport: { width: 360, height: 740 }, storage: { 'sudokit.stats': stats, 'sudokit.game': nearlySolvedSave({ meta: { source: 'generated', tier: 'easy', rating: 1.2, expectedMinutes: 3 } }) } });
    const last = emptyCells(WIKI).at(-1)!;
    await cell(page, last).click();
    await page.keyboard.press(WIKI_SOLUTION[last]);
    await page.getByRole('dialog', { name: 'Solved!' }).getByRole('button', { name: 'Statistics' }).click();
    expect(await stored(page, 'sudokit.stats').then((t) => JSON.parse(t!).games.at(-1).expectedMinutes)).toBe(3);
    const pace = page.getByTestId('pace');
    await expect.poll(() => pace.textContent()).toContain('You take 0.8× the expected time on Hard (median of 3 games).');
    // about 90 s of a 3-minute puzzle (the clock ran a moment more)
    expect(await pace.textContent()).toMatch(/You take 0\.5\d?× the expected time on Easy \(1 game\)\./);
    await reviewShot(page, `stats-pace-360x740.png`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  });

  it('the solved moment: time, hints, mistakes and the best time at the level', async () => {
    // The puzzle record's expected time (the hook the engine's human-time model fills).
    const { page } = await desk.fresh({ storage: { 'sudokit.game': nearlySolvedSave({ meta: { source: 'entered', tier: 'easy', rating: 1.2, expectedMinutes: 12 } }) } });
    const last = emptyCells(WIKI).at(-1)!;
    await cell(page, last).click();
    await page.keyboard.press(WIKI_SOLUTION[last]);
    await page.getByRole('dialog', { name: 'Solved!' }).waitFor();
    await expect.poll(() => page.getByTestId('solved-best').textContent()).toBe('first');
    await expect.poll(() => page.getByTestId('solved-expected').textContent()).toBe('12:00');
    // 1:30 saved, plus the second or so the clock ran from the load to the last digit (more on a loaded machine).
    await expect.poll(() => page.getByTestId('solved-time').textContent()).toMatch(/^1:3\d$/);
    const { elapsedMs } = await savedGame(page) as unknown as { elapsedMs: number };
    expect(await page.getByTestId('solved-time').textContent()).toBe(`1:${Math.floor(elapsedMs / 1000) - 60}`);
    await reviewShot(page, `issue16-solved.png`);
  });
});
