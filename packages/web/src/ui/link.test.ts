import { describe, expect, it } from 'vitest';
import { readLinkPuzzle } from './link.js';

const P = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('readLinkPuzzle', () => {
  it.each([
    [{ search: `?p=${P}`, hash: '' }, P],
    [{ search: `?puzzle=${P}`, hash: '' }, P],
    [{ search: '', hash: `#p=${P}` }, P],
    [{ search: '', hash: `#${P}` }, P],
    [{ search: '', hash: '' }, null],
    [{ search: '?q=1', hash: '#top' }, null],
  ])('%j', (loc, expected) => expect(readLinkPuzzle(loc)?.puzzle ?? null).toBe(expected));
});
