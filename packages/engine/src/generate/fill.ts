/**
 * Random solution grids for any rules without cages (classic of any size, jigsaw, X, windoku),
 * always budgeted: a random first row and a few random consistent cells, completed by the exact
 * solver under a guess budget, then the digits relabelled at random (a relabelling keeps every
 * rule but cages). A fill that runs out of budget or has no completion is retried; the caller
 * decides when to give up on a layout (a jigsaw layout can have no solution at all).
 */
import type { Rng } from './rng.js';
import { solve } from '../solve/solver.js';
import type { CompiledRules } from '../rules/compile.js';

/** Guesses one completion may take before the start is thrown away. */
const FILL_BUDGET = 2_000;

/** A random full grid, or undefined after `attempts` starts that found none within budget. */
export function randomFill(compiled: CompiledRules, rng: Rng, attempts = 20): Uint8Array | undefined {
  const n = compiled.size;
  const cells = compiled.cells;
  if (compiled.cages.length > 0) throw new RangeError('randomFill: rules with cages are filled without them (use the rules minus cages)');
  for (let attempt = 0; attempt < attempts; attempt++) {
    const grid = new Uint8Array(cells);
    const row = rng.shuffle(Array.from({ length: n }, (_, d) => d + 1));
    for (let c = 0; c < n; c++) grid[c] = row[c];
    // a few more random cells, each consistent with its peers, so layouts differ beyond row 1
    for (let extra = 0; extra < n; extra++) {
      const cell = n + rng.int(cells - n);
      if (grid[cell]) continue;
      let used = 0;
      for (const p of compiled.peers[cell]) if (grid[p]) used |= 1 << (grid[p] - 1);
      const free: number[] = [];
      for (let d = 1; d <= n; d++) if (!(used & (1 << (d - 1)))) free.push(d);
      if (free.length) grid[cell] = free[rng.int(free.length)];
    }
    const r = solve(grid, { rules: compiled, limit: 1, budget: FILL_BUDGET });
    if (r.count === 1 && r.solution) {
      const relabel = [0, ...rng.shuffle(Array.from({ length: n }, (_, d) => d + 1))];
      const out = new Uint8Array(cells);
      for (let i = 0; i < cells; i++) out[i] = relabel[r.solution[i]];
      return out;
    }
  }
  return undefined;
}
