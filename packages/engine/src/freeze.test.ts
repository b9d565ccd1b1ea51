/**
 * Issue 32 (reliability report 3, N16): the engine's exported tables cannot be changed by a
 * caller, and results do not change when a caller tries. Module code is strict, so a write to a
 * frozen table throws here (in sloppy code it is ignored); either way the table stays as it was.
 */
import { describe, expect, it } from 'vitest';
import * as E from './index.js';
import { referenceCount } from './test-support/reference-solver.js';

/** Run a write a careless caller might make; a TypeError (frozen) is the expected answer. */
function attempt(write: () => void): void {
  try {
    write();
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
  }
}

describe('exported tables are frozen or copies', () => {
  it('symmetryOrbits: changing an orbit does not break generate({ symmetry })', () => {
    const o = E.symmetryOrbits('rotational') as number[][];
    attempt(() => o[0].push(5));
    attempt(() => (o[1].length = 0));
    attempt(() => o.pop());
    expect(E.symmetryOrbits('rotational')[0]).toEqual([0, 80]);
    const r = E.generate({ seed: 3, symmetry: 'rotational' });
    expect(E.hasSymmetry(r.puzzle, 'rotational')).toBe(true);
    expect(referenceCount(Array.from(r.puzzle), 2).count).toBe(1);
  });

  it('playerLevel and PLAYER_LEVELS', () => {
    attempt(() => ((E.playerLevel('hard')!.minutes as number[])[0] = 500));
    attempt(() => ((E.PLAYER_LEVELS as E.PlayerLevel[]).length = 0));
    expect(E.playerLevel('hard')!.minutes).toEqual([8, 16]);
    expect(E.PLAYER_LEVELS).toHaveLength(5);
  });

  it('SYMMETRY_NAMES, TIERS, TECHNIQUES, UNITS', () => {
    attempt(() => ((E.SYMMETRY_NAMES as unknown as string[]).length = 0));
    expect(E.isSymmetryName('rotational')).toBe(true);
    attempt(() => ((E.TIERS[0] as { maxEr: number }).maxEr = 100));
    expect(E.tierOf(2)).toBe('medium');
    attempt(() => ((E.TECHNIQUES[0] as { minRating: number }).minRating = 50));
    expect(E.TECHNIQUES[0].minRating).toBe(1.0);
    attempt(() => ((E.UNITS[0] as number[]).length = 0));
    expect(E.UNITS[0]).toHaveLength(9);
    expect(E.solve(E.emptyGrid()).count).toBe(1);
  });

  it('HUMAN_MODEL: every rate().minutes stays as it was', () => {
    const p = E.parseLine('4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........');
    if (!p.ok) throw new Error(p.error.message);
    const before = E.expectedMinutes(p.value);
    attempt(() => ((E.HUMAN_MODEL as { start: number }).start = 1e9));
    attempt(() => ((E.HUMAN_MODEL.visibility as { box: number }).box = 1e-9));
    expect(E.expectedMinutes(p.value)).toEqual(before);
  });

  it('rowOf, colOf, boxOf and PEERS are copies (typed arrays cannot be frozen)', () => {
    const saved = [E.rowOf[10], E.colOf[10], E.boxOf[10], E.PEERS[0]];
    E.rowOf[10] = 7;
    E.colOf[10] = 7;
    E.boxOf[10] = 7;
    E.PEERS[0] = 80;
    try {
      const r = E.generate({ seed: 11 });
      expect(referenceCount(Array.from(r.puzzle), 2).count).toBe(1);
      expect(E.findConflicts(r.solution)).toEqual([]);
    } finally {
      [E.rowOf[10], E.colOf[10], E.boxOf[10], E.PEERS[0]] = saved;
    }
  });
});
