import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { canonicalForm, canonicalGrid, areEquivalent } from './canon.js';
import { applyTransform, drawTransform, isValidTransform } from './transform.js';
import { createRng } from '../generate/rng.js';
import { parseLine, makeLine } from './grid.js';
import { generate } from '../generate/generate.js';

const DATA = new URL('../../../../../shared/data/', import.meta.url);
const readSet = (name: string) =>
  readFileSync(new URL(name, DATA), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.slice(0, 81));
const grid = (line: string) => {
  const r = parseLine(line);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const canonLine = (g: ArrayLike<number>) => makeLine(canonicalGrid(g));

const SEVENTEEN = readSet('17clue.txt');
const TOP1465 = readSet('top1465.txt');
const SOLUTIONS = readSet('kaggle_solutions.txt');

/**
 * Brute-force minlex, written independently of canon.ts: every one of the 2 · 1296 · 1296 row and
 * column arrangements, digits relabelled in order of first appearance, smallest string kept
 * (comparison stops at the first difference). About 0.2 s per puzzle.
 */
function bruteMinlex(cells: ArrayLike<number>): string {
  const p3 = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  const perms: number[][] = [];
  for (const b of p3) for (const x of p3) for (const y of p3) for (const z of p3) {
    const inner = [x, y, z];
    perms.push(b.flatMap((block, k) => inner[k].map((j) => block * 3 + j)));
  }
  let best: number[] | undefined;
  const img = new Array<number>(81);
  for (let t = 0; t < 2; t++) {
    const g = Array.from({ length: 81 }, (_, i) => (t ? cells[(i % 9) * 9 + Math.floor(i / 9)] : cells[i]));
    for (const rp of perms) for (const cp of perms) {
      const label = new Array<number>(10).fill(0);
      let next = 1;
      let smaller = !best;
      let i = 0;
      for (; i < 81; i++) {
        const d = g[rp[Math.floor(i / 9)] * 9 + cp[i % 9]];
        const v = d === 0 ? 0 : label[d] || (label[d] = next++);
        img[i] = v;
        if (!smaller) {
          if (v > best![i]) break;
          if (v < best![i]) smaller = true;
        }
      }
      if (i === 81 && smaller) best = img.slice();
    }
  }
  return best!.map((v) => (v === 0 ? '.' : String(v))).join('');
}

describe('canonicalForm', () => {
  // Gordon Royle's 17-clue list (17clue.txt, see shared/data/README.md) is published in minlex form
  // for most lines: those lines must be fixed points.
  it.each(SEVENTEEN.slice(0, 5))('17-clue list line %s is already canonical', (line) => {
    expect(canonLine(grid(line))).toBe(line);
  });

  const bruteCases: [string, string][] = [
    ['17clue.txt line 3769 (not minlex in the file)', SEVENTEEN[3768]],
    ['17clue.txt line 17188', SEVENTEEN[17187]],
    ['top1465 #1', TOP1465[0]],
    ['top1465 #2', TOP1465[1]],
    ['a generated rotational puzzle', makeLine(generate({ seed: 3, symmetry: 'rotational' }).puzzle)],
    ['two clues', '....5' + '.'.repeat(30) + '7' + '.'.repeat(45)],
    ['the empty grid', '.'.repeat(81)],
    ['a full grid (kaggle solution #1)', SOLUTIONS[0]],
  ];
  it.each(bruteCases)('agrees with brute force: %s', (_name, line) => {
    expect(canonLine(grid(line))).toBe(bruteMinlex(grid(line)));
  });

  it('is the same for every random transform of a puzzle, and the returned transform reaches it', () => {
    const samples = [...SEVENTEEN.slice(100, 110), ...TOP1465.slice(10, 20), SOLUTIONS[1]].map(grid);
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (g, seed) => {
        const moved = applyTransform(drawTransform(createRng(seed)), g);
        const c = canonicalForm(moved);
        expect(makeLine(c.grid)).toBe(canonLine(g));
        expect(isValidTransform(c.transform)).toBe(true);
        expect(makeLine(applyTransform(c.transform, moved))).toBe(makeLine(c.grid));
      }),
      { numRuns: 150 },
    );
  });

  it('is idempotent and relabels digits in order of first appearance', () => {
    for (const line of TOP1465.slice(0, 50)) {
      const c = canonLine(grid(line));
      expect(canonLine(grid(c))).toBe(c);
      const firsts = [...new Set(c.replace(/\./g, ''))].join('');
      expect(firsts).toBe('123456789'.slice(0, firsts.length));
    }
  });

  it('tells known different puzzles apart', () => {
    const forms = new Set([...SEVENTEEN.slice(0, 300), ...TOP1465.slice(0, 300)].map((l) => canonLine(grid(l))));
    expect(forms.size).toBe(600);
    expect(areEquivalent(grid(TOP1465[0]), grid(TOP1465[1]))).toBe(false);
    expect(areEquivalent(grid(TOP1465[0]), applyTransform(drawTransform(createRng(1)), grid(TOP1465[0])))).toBe(true);
  });

  it('rejects grids with a repeated digit in a unit', () => {
    const r = parseLine('11' + '.'.repeat(79), { conflicts: 'allow' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(() => canonicalForm(r.value)).toThrow(RangeError);
  });
});
