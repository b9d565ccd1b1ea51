import { describe, expect, it } from 'vitest';
import { copySources } from './levelCopies.js';
import { PACK } from './pack-data.js';
import type { GameRecord } from './stats.js';

const record = (puzzle: string, extra: Partial<GameRecord> = {}): GameRecord => ({ puzzle, tier: 'hard', timeMs: 60_000, hints: 0, mistakes: 0, finishedAt: 1, source: 'generated', outcome: 'solved', ...extra });
const line = (ch: string) => `${ch}${'.'.repeat(80)}`;

describe('copySources', () => {
  it('copies from the level\'s pack puzzles and earlier games dealt at the level; every classic puzzle had, and the ones being played, are never dealt', () => {
    const records = [
      record(line('1')),
      record(line('2'), { tier: 'easy' }),
      record(line('3'), { source: 'entered' }),
      record('1234', { variant: 'mini4' }),
      record(line('4'), { tier: 'between' }),
    ];
    const { sources, had } = copySources('hard', PACK, records, [line('5'), '', 'killer:xyz']);
    expect(sources).toEqual([...PACK.filter((p) => p.level === 'hard').map((p) => p.puzzle), line('1')]);
    expect(had.sort()).toEqual([line('1'), line('2'), line('3'), line('4'), line('5')].sort());
  });
});
