/**
 * Variant copies keep the puzzle and are dealt only at the level asked for (issue 30). Sources:
 * the variants' packs (src/variants/pack-*.json, made by scripts/make-variant-pack.ts;
 * pack.test checks them). Checked by other routes than variantCopies.ts: the rules by the
 * engine's checkRules, the copy's solution by the reference's rule check and its uniqueness by
 * the fast reference counter, the level by rateVariant.
 */
import { describe, expect, it } from 'vitest';
import { type Rules, checkRules, rateVariant } from 'sudokit';
import { fastVariantReferenceCount } from '../../../engine/src/test-support/variant-fast-reference.js';
import { satisfiesRules } from '../../../engine/src/test-support/variant-reference.js';
import { yieldToEventLoop } from '../../../engine/src/test-support/yielding.js';
import { gridOf } from '../game/geometry.js';
import type { VariantId } from '../game/variants.js';
import { geometriesFor, transformVariant, variantCopy, variantLine } from './variantCopies.js';
import killer from '../variants/pack-killer.json';
import jigsaw from '../variants/pack-jigsaw.json';
import x from '../variants/pack-x.json';
import windoku from '../variants/pack-windoku.json';
import mini4 from '../variants/pack-mini4.json';
import mini6 from '../variants/pack-mini6.json';
import giant16 from '../variants/pack-giant16.json';

interface Entry { level: string; seed: string; rules: Rules; puzzle: string; solution: string }
const PACKS: [VariantId, Entry[]][] = [['killer', killer.puzzles as Entry[]], ['jigsaw', jigsaw.puzzles as Entry[]], ['x', x.puzzles as Entry[]], ['windoku', windoku.puzzles as Entry[]], ['mini4', mini4.puzzles as Entry[]], ['mini6', mini6.puzzles as Entry[]], ['giant16', giant16.puzzles as Entry[]]];

describe('variant copies', () => {
  it('every allowed symmetry and digit map gives a valid puzzle with one solution, the moved one (first pack entry of each variant)', async () => {
    for (const [variant, pack] of PACKS) {
      const e = pack[0];
      const n = e.rules.size ?? 9;
      const killerCages = !!e.rules.cages?.length;
      for (const g of geometriesFor(e.rules)) {
        await yieldToEventLoop();
        const complement = killerCages && g % 2 === 1;
        const digits = [0, ...Array.from({ length: n }, (_, i) => (killerCages ? (complement ? n - i : i + 1) : ((i + g) % n) + 1))];
        const c = transformVariant(e, g, digits, complement);
        expect(checkRules(c.rules).ok, `${variant} g${g}`).toBe(true);
        expect(satisfiesRules(c.rules, gridOf(c.solution)), `${variant} g${g}`).toBe(true);
        expect([...c.puzzle].every((ch, i) => ch === '.' || ch === c.solution[i])).toBe(true);
        if (n <= 9) {
          const count = fastVariantReferenceCount(c.rules, gridOf(c.puzzle), 2);
          expect(count !== 'unknown' && count.count, `${variant} g${g}`).toBe(1);
        }
      }
    }
  }, 120_000);

  it('a copy of a pack puzzle is rated at the level asked for and is no line the player had (seeds vcopy:VARIANT)', async () => {
    for (const [variant, pack] of PACKS) {
      await yieldToEventLoop();
      const level = pack.at(-1)!.level as Entry['level'];
      const sources = pack.filter((e) => e.level === level).slice(0, 3);
      const had = sources.map((s) => variantLine(s)!);
      const made = variantCopy(variant, level as never, sources, had, { seed: `vcopy:${variant}`, budgetMs: 60_000 });
      expect(made, `vcopy:${variant} ${level}`).toBeDefined();
      expect(rateVariant({ rules: made!.rules, givens: gridOf(made!.puzzle) }).level).toBe(level);
      expect(had).not.toContain(variantLine(made!));
      expect(satisfiesRules(made!.rules, gridOf(made!.solution))).toBe(true);
    }
  }, 120_000);
});
