import type { Command } from 'commander';
import { hint, parseMarks, formatEffect, cellName, findConflicts, solve, unitName, type Grid, type Hint } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import { printError } from '../messages.js';

/**
 * `sudokit hint PUZZLE [--marks M] [--givens G]`: the next thing to do. PUZZLE is the current
 * grid; --givens is the original puzzle when PUZZLE holds the player's digits (so wrong digits
 * can be named); --marks is the player's candidates in the 729-character format: for each cell
 * in row-major order 9 characters, the k-th is digit k if it is a candidate, else `.`.
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
    .argument('<puzzle>', 'the current grid: 81 cells, 1-9 digits and . or 0 blanks')
    .option('--marks <marks>', "the player's candidates: 729 characters, 9 per cell, digit k at place k or '.'")
    .option('--givens <puzzle>', 'the original puzzle, when <puzzle> includes the player\'s own digits')
    .option('--json', 'the structured hint as JSON')
    .action((current: string, opts: { marks?: string; givens?: string; json?: boolean }) => {
      const digits = parsePuzzleLine(current);
      if (!digits.ok) return fail(digits.error.message);
      const givens = opts.givens === undefined ? digits : parsePuzzleLine(opts.givens);
      if (!givens.ok) return fail(`--givens: ${givens.error.message}`);
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
