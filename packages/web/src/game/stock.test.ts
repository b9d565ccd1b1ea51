import { describe, expect, it } from 'vitest';
import { referenceCount } from '../../../engine/src/test-support/reference-solver.js';
import { PLAYER_LEVELS } from 'sudokit';
import { STOCK_PER_LEVEL, capped, makeDailyStock, makeStock, nextToMake, parseDailyStock, parseStock, takeLevel, type StockedPuzzle } from './stock.js';
import { WIKIPEDIA } from './test-vectors.js';

const digits = (line: string) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
const entry = (level: string, extra: Partial<StockedPuzzle> = {}): StockedPuzzle => ({ level, puzzle: WIKIPEDIA.puzzle, solution: WIKIPEDIA.solution, tier: level, rating: 1.2, expectedMinutes: 4, ...extra });
/** Wikipedia's puzzle with its first five givens removed: several solutions (checked below by the reference solver). */
const SEVERAL = WIKIPEDIA.puzzle.replace(/[1-9]/g, (d, i: number) => (i < 12 ? '.' : d));
/** Wikipedia's solution with the first two digits swapped: not a solution. */
const SWAPPED = WIKIPEDIA.solution[1] + WIKIPEDIA.solution[0] + WIKIPEDIA.solution.slice(2);

describe('puzzles made ahead (stock)', () => {
  it('round-trips through storage', () => {
    const list = [entry('easy'), entry('hard', { puzzle: WIKIPEDIA.puzzle.replace('5', '.') })];
    expect(referenceCount(digits(list[1].puzzle), 2).count).toBe(1);
    expect(parseStock(makeStock(list))).toEqual(list);
  });

  // Named vectors: what storage may hold that must never become a game.
  const DROPPED: [string, (text: string) => string][] = [
    ['not JSON', () => '{"format":"sudokit-st'],
    ['another format', (t) => t.replace('sudokit-stock', 'sudokit-shelf')],
    ['another version', (t) => t.replace('"version":1', '"version":2')],
    ['made for other level definitions (an older engine)', (t) => t.replace(/"levels":"[^"]*"/, '"levels":"easy:easy:1-2"')],
    ['a puzzle with several solutions', (t) => t.replaceAll(WIKIPEDIA.puzzle, SEVERAL)],
    ['a wrong solution', (t) => t.replaceAll(WIKIPEDIA.solution, SWAPPED)],
    ['an unknown level', (t) => t.replace('"level":"easy"', '"level":"diabolical"')],
    ['an 81-dot puzzle', (t) => t.replaceAll(WIKIPEDIA.puzzle, '.'.repeat(81))],
    // issue 30: a level's stock deals that level; an older page kept the closest puzzle under its fallback label
    ['a puzzle labelled with another level or a fallback label', (t) => t.replace('"tier":"easy"', '"tier":"between"')],
  ];
  it.each(DROPPED)('drops %s', (_name, damage) => {
    expect(referenceCount(digits(SEVERAL), 2).count).toBe(2);
    const text = makeStock([entry('easy')]);
    expect(parseStock(text)).toHaveLength(1);
    expect(parseStock(damage(text))).toEqual([]);
  });

  it('keeps a sound entry beside a damaged one, and each puzzle once; drops out-of-range numbers alone', () => {
    const other = WIKIPEDIA.puzzle.replace('5', '.');
    const text = makeStock([entry('easy', { puzzle: SEVERAL }), entry('medium', { puzzle: other, expectedMinutes: 1e9, rating: -1 }), entry('hard', { puzzle: other })]);
    expect(parseStock(text)).toEqual([{ level: 'medium', puzzle: other, solution: WIKIPEDIA.solution, tier: 'medium' }]);
  });

  it('fills the level with the fewest ready, the harder (slower to make) first, until each has STOCK_PER_LEVEL', () => {
    const levels = PLAYER_LEVELS.map((l) => l.name as string).reverse();
    const list: StockedPuzzle[] = [];
    const order: string[] = [];
    for (let level = nextToMake(list); level; level = nextToMake(list)) { order.push(level); list.push(entry(level)); }
    expect(order).toEqual(Array.from({ length: STOCK_PER_LEVEL }, () => levels).flat());
    expect(order[0]).toBe('extreme');
    expect(nextToMake(takeLevel(list, 'easy').rest)).toBe('easy');
  });

  it('leaves out the levels it is told to skip (those the first-visit pack still covers)', () => {
    expect(nextToMake([], STOCK_PER_LEVEL, ['extreme', 'expert'])).toBe('hard');
    expect(nextToMake([entry('easy')], STOCK_PER_LEVEL, ['extreme', 'expert', 'hard', 'medium'])).toBeUndefined();
  });

  it('takes the oldest of the level; caps each level (two tabs may both have made one)', () => {
    const a = entry('hard', { rating: 3 });
    const b = entry('hard', { rating: 4 });
    const { taken, rest } = takeLevel([entry('easy'), a, b], 'hard');
    expect(taken).toBe(a);
    expect(rest).toEqual([entry('easy'), b]);
    expect(takeLevel(rest, 'extreme')).toEqual({ rest });
    expect(capped([a, b, entry('hard', { rating: 5 })], 2)).toEqual([a, b]);
    expect(capped([a, b])).toEqual([a].concat(STOCK_PER_LEVEL > 1 ? [b] : []));
  });

  it('keeps daily puzzles for their date only, one per level; a level stock is not a daily stock', () => {
    const other = WIKIPEDIA.puzzle.replace('5', '.');
    // a clue more from the solution: still the one solution
    const third = WIKIPEDIA.puzzle.slice(0, 2) + WIKIPEDIA.solution[2] + WIKIPEDIA.puzzle.slice(3);
    // the second hard one is dropped (one per level)
    const text = makeDailyStock('2026-11-23', [entry('hard', { puzzle: other }), entry('hard'), entry('extreme', { puzzle: third })]);
    expect(parseDailyStock(text, '2026-11-23')).toEqual([entry('hard', { puzzle: other }), entry('extreme', { puzzle: third })]);
    expect(parseDailyStock(text, '2026-11-24')).toEqual([]);
    expect(parseDailyStock(makeStock([entry('easy')]), '2026-11-23')).toEqual([]);
    expect(parseStock(text)).toEqual([]);
    expect(nextToMake(parseDailyStock(text, '2026-11-23'), 1)).toBe('expert');
  });
});
