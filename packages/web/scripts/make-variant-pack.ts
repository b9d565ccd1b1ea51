/**
 * Writes the variants' pre-made packs (issue 29), src/variants/pack-<variant>.json: puzzles per
 * level made by worker/variantPuzzles.ts from seeds `pack:<variant>:<level>:<k>`, so a new game
 * of a variant whose generator is slow on a phone (killer, 16x16) starts at once. The pack test
 * (src/variants/pack.test.ts) makes a sample again from the seeds and checks every puzzle.
 *
 *   npx vite-node scripts/make-variant-pack.ts [variant ...] [--count N] [--tries N] [--levels a,b]
 *
 * Seeds k = 1..tries (default 8 per puzzle asked) until count are found.
 * With --levels only those levels are made again; the pack's other levels are kept as they are.
 * Prints each level's time and the whole run's (a full remake is minutes: expert killers are rare).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { VARIANTS } from '../src/game/variants.js';
import { makeVariantPuzzle } from '../src/worker/variantPuzzles.js';
import { type VariantLevel, VARIANT_LEVELS } from 'sudokit';

const args = process.argv.slice(2);
const valueOf = (name: string) => { const k = args.indexOf(name); return k >= 0 ? args[k + 1] : undefined; };
const count = Number(valueOf('--count') ?? 12);
const tries = Number(valueOf('--tries') ?? count * 8);
const levelsOnly = valueOf('--levels')?.split(',');
const only = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const started = performance.now();
const cpu0 = cpu();

interface Entry { level: VariantLevel; seed: string; rules: unknown; puzzle: string; solution: string }
for (const v of VARIANTS) {
  if (v.id === 'classic' || (only.length && !only.includes(v.id))) continue;
  const file = new URL(`../src/variants/pack-${v.id}.json`, import.meta.url);
  const old: Entry[] = levelsOnly && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).puzzles : [];
  // the levels offered, those the pack holds already and those asked for, easiest first
  const levels = levelsOnly ? VARIANT_LEVELS.filter((l) => v.levels.includes(l) || levelsOnly.includes(l) || old.some((e) => e.level === l)) : v.levels;
  const entries: Entry[] = [];
  for (const level of levels) {
    if (levelsOnly && !levelsOnly.includes(level)) { entries.push(...old.filter((e) => e.level === level)); continue; }
    let found = 0;
    const t0 = performance.now();
    const c0 = cpu();
    for (let k = 1; found < count && k <= tries; k++) {
      const seed = `pack:${v.id}:${level}:${k}`;
      const p = makeVariantPuzzle(v.id, level, seed);
      if (!p) continue;
      entries.push({ level, seed, rules: p.rules, puzzle: p.puzzle, solution: p.solution });
      found++;
    }
    console.log(`${v.id} ${level}: ${found} in ${((performance.now() - t0) / 1000).toFixed(1)} s (${(cpu() - c0).toFixed(1)} s CPU)`);
  }
  writeFileSync(file, JSON.stringify({ variant: v.id, puzzles: entries }) + '\n');
}
console.log(`all: ${((performance.now() - started) / 1000).toFixed(0)} s (${(cpu() - cpu0).toFixed(0)} s CPU)`);
