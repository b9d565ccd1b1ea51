/**
 * Learn mode in real Chromium: open Learn from the top bar, step through a lesson's example,
 * practise on a puzzle made on the device with one hint (the hint panel links back to the
 * lesson), solve it, find the progress kept with the player's data, and the Solved dialog's
 * lesson suggestion and "More practice"; a lesson the device cannot generate for in time (Hidden
 * Quad) still practises on a puzzle other than its stored one that needs the technique.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cell, reviewShot, savedGame, sharedGame, startHarness, type Harness } from './harness.js';
import { EXAMPLES } from '../src/ui/learn/examples.js';
import { checkTechniquePuzzle, parseLine } from 'sudokit';

let h: Harness;
// A returning player's browser (the stock made ahead): no test here is about background generation.
// One browser, each test a new player on the same page (sharedGame: a reload, not a new browser).
const desk = sharedGame(() => h);
beforeAll(async () => { h = await startHarness({ madeAhead: true }); });
afterAll(async () => { await desk.close(); await h?.close(); });

const emptyCells = (puzzle: string) => [...puzzle].flatMap((ch, i) => (ch === '.' ? [i] : []));

describe('Learn', () => {
  it('opens a lesson, steps through its example, and practises its puzzle to the end with one hint', async () => {
    const { page, errors } = await desk.fresh();
    await page.getByRole('button', { name: 'Learn' }).click();
    await page.getByTestId('learn-page').waitFor();
    for (const group of ['Basics', 'Intermediate', 'Advanced', 'Expert']) await expect.poll(() => page.getByRole('heading', { name: group }).count()).toBe(1);
    const example = EXAMPLES.find((e) => e.id === 'pointing')!;
    await page.locator('[data-lesson="pointing"]').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Pointing' }).count()).toBe(1);
    const board = page.getByTestId('lesson-board');
    await expect.poll(() => board.getAttribute('data-stage')).toBe('0');
    for (const stage of ['1', '2', '3']) {
      await page.getByTestId('lesson-next').click();
      await expect.poll(() => board.getAttribute('data-stage')).toBe(stage);
      if (stage === '1') await expect.poll(() => page.locator('.lcell.pattern').count()).toBe(example.step.cells.length);
      if (stage === '2') await expect.poll(() => page.locator('.stage').textContent()).toContain(example.step.explanation.slice(0, 20));
    }
    await reviewShot(page, 'desktop-learn-lesson.png');
    const before = (await savedGame(page)).puzzle;
    await page.getByTestId('lesson-practise').click();
    await expect.poll(async () => (await savedGame(page)).puzzle, { timeout: 30_000 }).not.toBe(before);
    const { puzzle, solution } = await savedGame(page);
    // one hint, shown to its second rung: it names the technique and links to the lesson
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => page.getByTestId('hint-lesson').count()).toBe(1);
    const empties = emptyCells(puzzle.replace(/[^1-9]/g, '.'));
    for (const target of empties) {
      await cell(page, target).click();
      await page.keyboard.press(solution[target]);
    }
    await page.getByRole('dialog', { name: 'Solved!' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sudokit.learn'))).toContain('"pointing":{"practised":1,"solvedWithoutHints":0}');
    // the hint's technique has its lesson suggested; "More practice" starts another pointing puzzle
    await expect.poll(() => page.getByTestId('solved-lesson').count()).toBe(1);
    await page.getByTestId('more-practice').click();
    await expect.poll(async () => (await savedGame(page)).puzzle, { timeout: 30_000 }).not.toBe(puzzle);
    expect(errors).toEqual([]);
  });

  it('practises a rare lesson (Hidden Quad) on a new puzzle or a checked copy, not the stored one, that needs the technique', async () => {
    const { page, errors } = await desk.fresh();
    await page.getByRole('button', { name: 'Learn' }).click();
    await page.locator('[data-lesson="hidden-quad"]').click();
    const before = (await savedGame(page)).puzzle;
    await page.getByTestId('lesson-practise').click();
    await expect.poll(async () => (await savedGame(page)).puzzle, { timeout: 60_000 }).not.toBe(before);
    const { puzzle } = await savedGame(page);
    const stored = EXAMPLES.find((e) => e.id === 'hidden-quad')!.puzzle;
    const line = puzzle.replace(/[^1-9]/g, '.');
    expect(line).not.toBe(stored);
    const grid = parseLine(line);
    expect(grid.ok && checkTechniquePuzzle(grid.value, 'hidden-quad').ok).toBe(true);
    expect(errors).toEqual([]);
  });
});
