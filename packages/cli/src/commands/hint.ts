import type { Command } from 'commander';
import { hint, parseMarks, formatEffect, cellName, findConflicts, solve, unitName, type Grid, type Hint } from 'sudokit';
import { parseAnyPuzzleLine, prepareForms, type LinePuzzle } from '../puzzle-forms.js';
import { printError } from '../messages.js';
import { VARIANT_BUDGET, isClassicPuzzle, parseVariantMarks, puzzleLine, rulesName, variantHint, variantWrongDigits } from '../variant-logic.js';
import type { Puzzle } from 'sudokit';

/**
 * `sudokit hint PUZZLE [--marks M] [--givens G]`: the next thing to do. PUZZLE is the current
 * grid; --givens is the original puzzle when PUZZLE holds the player's digits (so wrong digits
 * can be named); --marks is the player's candidates in the 729-character format: for each cell
 * in row-major order 9 characters, the k-th is digit k if it is a candidate, else `.`.
 * A variant puzzle (any form solve reads) gets the engine's variant hint (variant-logic.ts);
 * its --marks has n characters per cell on an n x n grid (parseVariantMarks).
 */
function text(h: Hint): string {
  if (h.kind !== 'step') return h.text;
  const { look, technique, step } = h.ladder;
  return [look.text, `${technique.text.replace(/\.$/, '')} (rating ${technique.rating.toFixed(1)}).`, `${step.explanation} [${formatEffect(step)}]`].join('\n');
}

/**
 * Without --givens, a wrong digit of the player's makes the whole grid unsolvable: name it. Two
 * equal digits in a unit name themselves; otherwise the digits whose removal alone leaves a
 * solvable grid are the ones that can be wrong (one of them when there is a single mistake).
 */
function wrongDigitText(grid: Grid): { text: string; suspects: { cell: string; digit: number }[] } | undefined {
  const [conflict] = findConflicts(grid);
  if (conflict) {
    const [a, b] = conflict.cells;
    const suspects = [a, b].map((c) => ({ cell: cellName(c), digit: conflict.digit }));
    return { text: `Check your grid: ${cellName(a)} and ${cellName(b)} are both ${conflict.digit} in ${unitName(conflict.unit)}.`, suspects };
  }
  const cells: number[] = [];
  const trial = Uint8Array.from(grid);
  for (let i = 0; i < 81; i++) {
    if (!grid[i]) continue;
    trial[i] = 0;
    if (solve(trial, { limit: 1 }).count > 0) cells.push(i);
    trial[i] = grid[i];
  }
  if (cells.length === 0) return undefined;
  const suspects = cells.map((c) => ({ cell: cellName(c), digit: grid[c] }));
  if (cells.length === 1) return { text: `Check your grid: ${suspects[0].cell} is not ${suspects[0].digit} (no solution has it).`, suspects };
  const list = suspects.slice(0, 6).map((s) => `${s.cell} (${s.digit})`).join(', ');
  const more = suspects.length > 6 ? ` and ${suspects.length - 6} more` : '';
  return { text: `Check your grid: no solution keeps every digit; one of ${list}${more} is wrong (--givens tells your digits from the puzzle's).`, suspects };
}

function fail(message: string): void {
  printError(message);
  process.exitCode = 1;
}

export function register(program: Command): void {
  program
    .command('hint')
    .description('the next step for a position: where to look, which technique, the step (mistakes first)')
    .argument('<puzzle>', 'the current grid: 81 cells, 1-9 digits and . or 0 blanks, or a variant puzzle in any form solve reads (compact line, JSON, link)')
    .option('--marks <marks>', "the player's candidates: 9 characters per cell (729), digit k at place k or '.'; on an NxN variant grid N per cell (N³), 10-16 as A-G")
    .option('--givens <puzzle>', 'the original puzzle, when <puzzle> includes the player\'s own digits (same form and rules)')
    .option('--json', 'the structured hint as JSON')
    .action(async (current: string, opts: { marks?: string; givens?: string; json?: boolean }) => {
      await prepareForms(opts.givens === undefined ? [current] : [current, opts.givens]);
      const any = parseAnyPuzzleLine(current);
      if (any.ok && any.value.variant && !isClassicPuzzle(any.value.variant)) return variantHintCommand(any.value.variant, opts);
      if (!any.ok) return fail(any.error.message);
      const digits = { value: classicGrid(any.value) };
      const g = opts.givens === undefined ? undefined : parseAnyPuzzleLine(opts.givens);
      if (g && !g.ok) return fail(`--givens: ${g.error.message}`);
      if (g?.ok && g.value.variant && !isClassicPuzzle(g.value.variant)) return fail(`--givens: its rules (${rulesName(g.value.variant.rules)}) differ from the puzzle's (classic 9x9); give both in the same form`);
      const givens = g?.ok ? { value: classicGrid(g.value) } : digits;
      for (let i = 0; i < 81; i++) {
        if (givens.value[i] && digits.value[i] !== givens.value[i]) return fail(`--givens: ${cellName(i)} is ${givens.value[i]} in the givens but ${digits.value[i] || 'empty'} in the puzzle`);
      }
      let marks: boolean[] | undefined;
      if (opts.marks !== undefined) {
        const m = parseMarks(opts.marks);
        if (!m.ok) return fail(`--marks: ${m.error.message}`);
        marks = m.value;
      }
      const result = hint({ puzzle: givens.value, digits: digits.value, marks });
      const wrong = !result.ok && result.error.code === 'unsolvable' && opts.givens === undefined ? wrongDigitText(digits.value) : undefined;
      if (wrong) {
        process.stdout.write(opts.json ? JSON.stringify({ kind: 'mistakes', error: 'unsolvable', suspects: wrong.suspects, text: wrong.text }) + '\n' : `${wrong.text}\n`);
        return;
      }
      if (!result.ok) {
        process.stdout.write(opts.json ? JSON.stringify({ error: result.error.code }) + '\n' : `${result.error.code}\n`);
        return;
      }
      const h = result.value;
      if (opts.json) {
        const json = h.kind === 'step' ? { ...h, ladder: { ...h.ladder, step: { ...h.ladder.step, effect: formatEffect(h.ladder.step) } } } : h;
        process.stdout.write(JSON.stringify(json) + '\n');
      } else process.stdout.write(text(h) + '\n');
    });
}

/** The variant route: mistakes first, then the next step of the variant ladder. */
function variantHintCommand(current: Puzzle, opts: { marks?: string; givens?: string; json?: boolean }): void {
  let marks: boolean[] | undefined;
  if (opts.marks !== undefined) {
    const m = parseVariantMarks(opts.marks, current.rules.size ?? 9);
    if ('error' in m) return fail(`--marks: ${m.error}`);
    marks = m.marks;
  }
  let puzzle: Puzzle = current;
  if (opts.givens !== undefined) {
    const g = parseAnyPuzzleLine(opts.givens);
    if (!g.ok) return fail(`--givens: ${g.error.message}`);
    const given = variantOf(g.value);
    if (!sameRules(given, current)) return fail(`--givens: its rules (${rulesName(given.rules)}) differ from the puzzle's (${rulesName(current.rules)}); give both in the same form`);
    const size = current.rules.size ?? 9;
    for (let i = 0; i < given.givens.length; i++) {
      if (given.givens[i] && current.givens[i] !== given.givens[i]) {
        return fail(`--givens: r${Math.floor(i / size) + 1}c${(i % size) + 1} is ${given.givens[i]} in the givens but ${current.givens[i] || 'empty'} in the puzzle`);
      }
    }
    puzzle = given;
  }
  const r = variantHint(puzzle, current.givens, VARIANT_BUDGET, marks);
  if ('error' in r) {
    const wrong = r.error === 'unsolvable' && opts.givens === undefined ? variantWrongDigits(current) : undefined;
    if (wrong) {
      process.stdout.write(opts.json ? JSON.stringify({ kind: 'mistakes', error: 'unsolvable', suspects: wrong.suspects, text: wrong.text }) + '\n' : `${wrong.text}\n`);
      return;
    }
    // too-hard: the search stopped at its budget; say so on stderr, the outcome stays on stdout
    if (r.error === 'too-hard') printError(`${r.message} (${VARIANT_BUDGET.toLocaleString('en')} guesses)`);
    process.stdout.write(opts.json ? JSON.stringify({ error: r.error }) + '\n' : `${r.error}\n`);
    return;
  }
  const h = r.hint;
  if (opts.json) {
    process.stdout.write(JSON.stringify(h) + '\n');
    return;
  }
  if (h.kind !== 'step') {
    process.stdout.write(h.text + '\n');
    return;
  }
  const effect = (h.step as { effect: string }).effect;
  const technique = `${h.technique.text.replace(/\.$/, '')} (${h.technique.name}, ${h.technique.level}).`;
  process.stdout.write([h.look.text, technique, `${h.text} [${effect}]`].join('\n') + '\n');
}

function classicGrid(p: LinePuzzle): Grid {
  return p.classic ?? (p.variant.givens as Grid);
}

function variantOf(p: LinePuzzle): Puzzle {
  return p.variant ?? { rules: { size: 9 }, givens: p.classic };
}

/** Same rules, judged by their compact form with the givens left out. */
function sameRules(a: Puzzle, b: Puzzle): boolean {
  const blank = (p: Puzzle) => puzzleLine({ rules: p.rules, givens: new Uint8Array(p.givens.length) });
  return blank(a) === blank(b);
}
