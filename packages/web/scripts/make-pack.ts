/**
 * Makes the first-visit pack (src/game/pack-data.ts): PER_LEVEL puzzles per player level, from
 * the engine's generateLevel with fixed seeds (the same pack on every run of the same engine),
 * each with the engine's own rating. Rerun it when the levels or the human time model change
 * (src/game/pack.test.ts fails and says so):
 *   npm run build && npm run pack -w packages/web
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HUMAN_MODEL_VERSION, PLAYER_LEVELS, generateLevel, makeLine } from 'sudokit';
import type { PackPuzzle } from '../src/game/pack.js';
import { packTransforms } from './pack-transforms.js';

const PER_LEVEL = 5;
const out = fileURLToPath(new URL('../src/game/pack-data.ts', import.meta.url));

const pack: PackPuzzle[] = [];
for (const level of PLAYER_LEVELS) {
  let made = 0;
  for (let n = 1; made < PER_LEVEL; n++) {
    if (n > 120) throw new Error(`no ${PER_LEVEL} ${level.name} puzzles in 120 seeds`);
    // The worker's settings (src/worker/puzzles.ts): 180° symmetric clue patterns.
    // the seeds of the engine's level deals (levels.test.ts): the pack is their first PER_LEVEL
    const r = generateLevel(level, { seed: `deal:${level.name}:${n}`, symmetry: 'rotational' });
    if (!r.found) continue;
    const puzzle = makeLine(r.puzzle!);
    if (pack.some((p) => p.puzzle === puzzle)) continue;
    pack.push({ level: level.name, puzzle, solution: makeLine(r.solution!), tier: r.rating!.tier, rating: r.rating!.er, expectedMinutes: r.rating!.minutes, transforms: packTransforms({ level: level.name, puzzle }) });
    made++;
    console.log(`${level.name.padEnd(8)} seed pack:${level.name}:${n}  ${r.rating!.minutes.toFixed(1)} min  ER ${r.rating!.er}`);
  }
}

const lines = pack.map((p) => `  ${JSON.stringify(p)},`);
writeFileSync(out, `/**
 * The first-visit pack (game/pack.ts): made by scripts/make-pack.ts with the engine's
 * generateLevel and fixed seeds — do not edit; rerun the script (pack.test.ts checks every puzzle
 * against the current engine and says when).
 */
import type { PackPuzzle } from './pack.js';

/** The human time model the pack's minutes come from. */
export const PACK_MODEL_VERSION = ${HUMAN_MODEL_VERSION};

export const PACK: readonly PackPuzzle[] = [
${lines.join('\n')}
];
`);
console.log(`wrote ${pack.length} puzzles to ${out}`);
