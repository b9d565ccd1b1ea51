/**
 * Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4). If a digit's places in `size` base
 * lines (columns first, then rows, as Sudoku Explainer searches) all fall in `size` cover lines,
 * it goes from the rest of the cover lines. Each base line needs two or more places (SE's rule).
 */
import { SIZE, UNITS } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, combinations } from './bits.js';
import { type Step, type CellDigit } from '../step.js';
import { describeEliminations, listWords } from './words.js';

const FISH = ['', '', 'X-Wing', 'Swordfish', 'Jellyfish'];
const RATING = [0, 0, 3.2, 3.8, 5.2];

/** The first fish (or, with `visit`, every one in SE's order; then returns null). */
export function findFish(g: Candidates, size: number, visit?: (step: Step) => void): Step | null {
  const placed = new Array(SIZE + 1).fill(0);
  for (let i = 0; i < g.values.length; i++) placed[g.values[i]]++;
  // base = columns (unit offset SIZE), cover = rows (offset 0); then the other way round
  for (const [baseOffset, coverOffset] of [[SIZE, 0], [0, SIZE]]) {
    for (const combo of combinations(size, SIZE)) {
      for (let d = 1; d <= SIZE; d++) {
        if (placed[d] + size * 2 > SIZE) continue;
        let union = 0;
        let ok = true;
        for (let k = 0; k < SIZE && ok; k++) {
          if (!(combo & (1 << k))) continue;
          const pos = g.positions(baseOffset + k, d);
          if (bitCount(pos) < 2) ok = false;
          union |= pos;
        }
        if (!ok || bitCount(union) !== size) continue;
        const eliminations: CellDigit[] = [];
        const pattern: number[] = [];
        for (let j = 0; j < SIZE; j++) {
          if (!(union & (1 << j))) continue;
          const cover = UNITS[coverOffset + j];
          for (let k = 0; k < SIZE; k++) {
            if (!g.has(cover[k], d)) continue;
            if (combo & (1 << k)) pattern.push(cover[k]);
            else eliminations.push({ cell: cover[k], digit: d });
          }
        }
        if (!eliminations.length) continue;
        const bases: number[] = [];
        const covers: number[] = [];
        for (let k = 0; k < SIZE; k++) {
          if (combo & (1 << k)) bases.push(baseOffset + k);
          if (union & (1 << k)) covers.push(coverOffset + k);
        }
        const kind = (offset: number) => (offset === 0 ? 'rows' : 'columns');
        const step: Step = {
          technique: FISH[size],
          rating: RATING[size],
          placements: [],
          eliminations,
          cells: pattern.sort((a, b) => a - b),
          digits: [d],
          units: [...bases, ...covers],
          links: [],
          explanation:
            `In ${kind(baseOffset)} ${listWords(bases.map((u) => (u % SIZE) + 1))}, ${d} can only go in ` +
            `${kind(coverOffset)} ${listWords(covers.map((u) => (u % SIZE) + 1))}, so ${describeEliminations(eliminations)}.`,
        };
        if (!visit) return step;
        visit(step);
      }
    }
  }
  return null;
}
