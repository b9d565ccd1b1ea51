/**
 * Issue 31: every technique's sentence, as the game shows it, follows the rules players read
 * hints by — each sentence starts with a capital, lists are in order, no unit is named twice
 * ("column 7, rows 2, 3 and 8 in column 7"), no clause is said twice, and techniques go by
 * players' names ("Hidden Pair", not Sudoku Explainer's "Direct Hidden Pair"). Run over every
 * step of every first-visit pack puzzle (easy to extreme), in both cell-name settings.
 */
import { describe, expect, it } from 'vitest';
import { Candidates, applyStep, ladderOf, nextStep, parseLine } from 'sudokit';
import { PACK } from './pack-data.js';
import { fromEngineHint, type HintStep } from './hints.js';
import { playerText, whereToLook, whichTechnique } from './hintText.js';

const yieldNow = () => new Promise<void>((r) => setTimeout(r, 0));

/** What is wrong with one sentence the player reads (empty when nothing). */
export function ruleBreaks(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?]) (?=\S)/)) {
    if (!/^[A-Z0-9(]/.test(sentence)) out.push(`starts in lower case: "${sentence.slice(0, 40)}"`);
  }
  // Units and numbers in order: "rows 2, 3 and 8", "columns 3 and 7".
  for (const m of text.matchAll(/\b(?:rows|columns|boxes) ([1-9](?:, [1-9])* (?:and|or) [1-9])/g)) {
    const n = m[1].split(/, | and | or /).map(Number);
    if (n.some((x, i) => i > 0 && x <= n[i - 1])) out.push(`unsorted "${m[0]}"`);
  }
  // Cell lists (r4c2 names) in order, except paths joined by dashes.
  for (const m of text.matchAll(/r[1-9]c[1-9](?:(?:, | and | or |,)r[1-9]c[1-9])+/g)) {
    const n = [...m[0].matchAll(/r([1-9])c([1-9])/g)].map((x) => Number(x[1]) * 10 + Number(x[2]));
    if (n.some((x, i) => i > 0 && x <= n[i - 1])) out.push(`unsorted "${m[0]}"`);
  }
  const twice = text.match(/\b(row|column) ([1-9]), (?:rows|columns) [1-9](?:(?:, | and | or )[1-9])* in \1 \2\b/);
  if (twice) out.push(`unit named twice: "${twice[0]}"`);
  const doubled = text.match(/([^:;.—]{6,}): \1\./);
  if (doubled) out.push(`clause said twice: "${doubled[0]}"`);
  return out;
}

describe('hint sentences follow the rules (issue 31)', () => {
  it('catches what the issue saw', () => {
    expect(ruleBreaks('r1c4, r1c5 would otherwise hold')).toHaveLength(1);
    expect(ruleBreaks('So column 7, rows 2, 3 and 8 in column 7 hold it.')).toHaveLength(1);
    expect(ruleBreaks('Remove 5 from columns 7 and 3.')).toHaveLength(1);
    expect(ruleBreaks('A contradiction, so row 8, column 2 is 4: row 8, column 2 is 4.')).toHaveLength(1);
  });

  it('on every step of the pack\'s puzzles, in both cell-name settings', async () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    let steps = 0;
    for (const p of PACK) {
      const g = parseLine(p.puzzle);
      if (!g.ok) throw new Error(p.puzzle);
      const grid = Candidates.fromGrid(g.value);
      for (let i = 0; i < 300 && !grid.isSolved(); i++) {
        const s = nextStep(grid);
        if (!s) break;
        steps++;
        // The step as the game gets it from the worker's hint().
        const mapped = fromEngineHint({ kind: 'step', ladder: ladderOf(s), text: s.explanation });
        if (mapped.kind !== 'step') throw new Error('not a step');
        const step: HintStep = mapped.step;
        seen.add(step.technique);
        if (/^Direct |Triplet(?! Exclusion)/.test(step.technique)) problems.push(`name ${step.technique}`);
        for (const names of ['plain', 'rc'] as const) {
          for (const text of [`Look at ${whereToLook(step)}.`, whichTechnique(step), playerText(step.explanation, names)]) {
            for (const b of ruleBreaks(text)) problems.push(`${step.technique} (${names}): ${b}`);
          }
        }
        applyStep(grid, s);
      }
      await yieldNow();
    }
    console.log(`hint rules: ${PACK.length} puzzles, ${steps} steps; techniques: ${[...seen].join(', ')}`);
    expect([...new Set(problems)].slice(0, 20)).toEqual([]);
  });
});
