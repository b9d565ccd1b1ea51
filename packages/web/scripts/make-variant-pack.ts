/**
 * Writes the variants' pre-made packs (issue 29), src/variants/pack-<variant>.json: puzzles per
 * level made by worker/variantPuzzles.ts from seeds `pack:<variant>:<level>:<k>`, so a new game
 * of a variant whose generator is slow on a phone (killer, 16x16) starts at once. The pack test
 * (src/variants/pack.test.ts) makes a sample again from the seeds and checks every puzzle.
 *
 *   npx vite-node scripts/make-variant-pack.ts [variant ...] [--count N]
 */
import { writeFileSync } from 'node:fs';
import { VARIANTS } from '../src/game/variants.js';
import { makeVariantPuzzle } from '../src/worker/variantPuzzles.js';

const args = process.argv.slice(2);
const countAt = args.indexOf('--count');
const count = countAt >= 0 ? Number(args[countAt + 1]) : 12;
const only = args.filter((a, i) => !a.startsWith('--') && i !== countAt + 1);

for (const v of VARIANTS) {
  if (v.id === 'classic' || (only.length && !only.includes(v.id))) continue;
  const entries = [];
  for (const level of v.levels) {
    let found = 0;
    const t0 = performance.now();
    for (let k = 1; found < count && k <= count * 8; k++) {
      const seed = `pack:${v.id}:${level}:${k}`;
      const p = makeVariantPuzzle(v.id, level, seed);
      if (!p) continue;
      entries.push({ level, seed, rules: p.rules, puzzle: p.puzzle, solution: p.solution });
      found++;
    }
    console.log(`${v.id} ${level}: ${found} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  writeFileSync(new URL(`../src/variants/pack-${v.id}.json`, import.meta.url), JSON.stringify({ variant: v.id, puzzles: entries }) + '\n');
}
