/**
 * Adds the checked transforms (pack-transforms.ts) to the pack as it is, without making its
 * puzzles again (make-pack.ts does both): npx vite-node scripts/add-pack-transforms.ts
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PACK } from '../src/game/pack-data.js';
import { packTransforms } from './pack-transforms.js';

const file = fileURLToPath(new URL('../src/game/pack-data.ts', import.meta.url));
let text = readFileSync(file, 'utf8');
for (const p of PACK) {
  const { transforms: _old, ...rest } = p;
  const transforms = packTransforms(p);
  const line = JSON.stringify({ ...rest, transforms });
  const at = text.split('\n').findIndex((l) => l.includes(`"puzzle":"${p.puzzle}"`));
  if (at < 0) throw new Error(`not found: ${p.puzzle}`);
  const lines = text.split('\n');
  lines[at] = `  ${line},`;
  text = lines.join('\n');
  console.log(`${p.level.padEnd(8)} ${p.puzzle.slice(0, 20)}… ${transforms.length} transforms`);
}
// written whole, then moved over the old file (an interrupted run leaves the pack as it was)
writeFileSync(`${file}.tmp`, text);
renameSync(`${file}.tmp`, file);
