/**
 * The guess budget of variant uniqueness checks (rate, explain, hint): a sparse 16x16 that needs
 * more guesses than the budget is a `too-hard` line with a note, never a long hold. The budget
 * is lowered here (the diagonal below settles in ~160 guesses; the CLI allows VARIANT_BUDGET).
 */
import { describe, expect, it } from 'vitest';
import { parseCompact } from 'sudokit/formats';
import { variantReferenceCount } from '../../engine/src/test-support/variant-reference.js';
import { TOO_HARD_NOTE, VARIANT_BUDGET, uniqueSolution, variantHint } from './variant-logic.js';
import { prepare, run } from './tasks/rate.js';

// 16x16 with only 1..G down the main diagonal: many solutions, but the solver needs ~160 guesses to see two
const DIAGONAL16 = Array.from({ length: 16 }, (_, i) => '123456789ABCDEFG'[i] + (i < 15 ? '.'.repeat(16) : '')).join('');

function puzzleOf(line: string) {
  const p = parseCompact(line);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('variant uniqueness under a guess budget', () => {
  it('a sparse 16x16 past a small budget is too-hard; within the CLI budget, multiple (as the reference counter says)', () => {
    const puzzle = puzzleOf(DIAGONAL16);
    expect(puzzle.rules.size).toBe(16);
    expect(uniqueSolution(puzzle, 20)).toEqual({ status: 'too-hard' });
    expect(uniqueSolution(puzzle, VARIANT_BUDGET)).toEqual({ status: 'multiple' });
    expect(variantReferenceCount(puzzle.rules, puzzle.givens, 2).count).toBe(2);
    const hint = variantHint(puzzle, puzzle.givens, 20);
    expect(hint).toMatchObject({ error: 'too-hard' });
  });

  it('rate: too-hard as the line outcome with a note on stderr, in both forms', async () => {
    await prepare([DIAGONAL16]); // the compact form's parser, as the CLI loads it for such a batch
    expect(run(DIAGONAL16, { variantBudget: 20 })).toEqual({ out: `${DIAGONAL16}\ttoo-hard`, err: TOO_HARD_NOTE });
    expect(run(DIAGONAL16, { json: true, variantBudget: 20 })).toEqual({ out: JSON.stringify({ puzzle: DIAGONAL16, error: 'too-hard' }), err: TOO_HARD_NOTE });
    expect(run(DIAGONAL16, {})).toEqual({ out: `${DIAGONAL16}\tmultiple` });
  });
});
