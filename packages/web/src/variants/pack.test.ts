/**
 * The variants' pre-made packs (src/variants/pack-<variant>.json, scripts/make-variant-pack.ts)
 * against the current engine: every puzzle's solution keeps its rules and holds its givens, its
 * level (three a level) is the variant solver's rating today and one the menu offers (or above its menu, kept
 * for later); the first puzzle of each variant is made again from its seed, the same to the
 * character; where the plain reference counter (written apart from the solver) is quick (small grids,
 * easy 9x9), three puzzles per variant have exactly one solution by it (a sample: it is slow). A change to the generator or the levels fails here:
 * rerun `npx vite-node scripts/make-variant-pack.ts` in packages/web.
 */
import { describe, expect, it } from 'vitest';
import { VARIANT_LEVELS, rateVariant } from 'sudokit';
import { satisfiesRules, tryVariantReferenceCount } from '../../../engine/src/test-support/variant-reference.js';
import { VARIANTS } from '../game/variants.js';
import { gridOf } from '../game/geometry.js';
import { makeVariantPuzzle } from '../worker/variantPuzzles.js';
import { readFileSync } from 'node:fs';

const yieldNow = () => new Promise((r) => setTimeout(r, 0));

describe('variant packs', () => {
  for (const v of VARIANTS.filter((x) => x.id !== 'classic')) {
    it(`${v.id}: every level offered is in the pack; every puzzle checked; the first remade from its seed`, async () => {
      const pack = JSON.parse(readFileSync(new URL(`./pack-${v.id}.json`, import.meta.url), 'utf8')) as { variant: string; puzzles: { level: string; seed: string; rules: any; puzzle: string; solution: string }[] };
      expect(pack.variant).toBe(v.id);
      for (const level of v.levels) expect(pack.puzzles.some((p) => p.level === level), `${v.id} ${level}`).toBe(true);
      let unique = 0;
      const rated = new Map<string, number>();
      for (const p of pack.puzzles) {
        expect(VARIANT_LEVELS).toContain(p.level);
        const givens = gridOf(p.puzzle);
        const sol = gridOf(p.solution);
        expect((p.rules.size ?? 9) ** 2).toBe(givens.length);
        expect(satisfiesRules(p.rules, sol), p.seed).toBe(true);
        for (let c = 0; c < givens.length; c++) if (givens[c]) expect(givens[c]).toBe(sol[c]);
        // the level by today's rating: three puzzles a level (a killer rating takes up to a second on a busy machine)
        rated.set(p.level, (rated.get(p.level) ?? 0) + 1);
        if (rated.get(p.level)! <= 3) expect(rateVariant({ rules: p.rules, givens }).level, p.seed).toBe(p.level);
        // the plain counter is quick where givens are many (small grids, easy levels); elsewhere minutes
        // (9x9 killer: the plain counter's cage checks take seconds a puzzle; the remade first puzzle and the engine's killer tests cover it)
        if (unique < 3 && ((p.rules.size ?? 9) <= 6 || (p.level === 'easy' && (p.rules.size ?? 9) === 9 && !p.rules.cages))) {
          const ref = tryVariantReferenceCount(p.rules, givens, 2, 20_000);
          if (ref !== 'unknown') { expect(ref.count, p.seed).toBe(1); unique++; }
        }
        await yieldNow(); // a 16x16 rating takes a tenth of a second: the worker stays responsive
      }
      console.log(`${v.id}: ${pack.puzzles.length} puzzles, ${unique} also counted unique by the reference counter`);
      const first = pack.puzzles[0];
      const again = makeVariantPuzzle(v.id, first.level as never, first.seed);
      expect(again && { rules: again.rules, puzzle: again.puzzle, solution: again.solution }).toEqual({ rules: first.rules, puzzle: first.puzzle, solution: first.solution });
    });
  }
});
