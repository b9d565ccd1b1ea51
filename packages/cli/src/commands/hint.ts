import type { Command } from 'commander';
import { hint, parseMarks, formatEffect, cellName, type Hint } from 'sudokit';
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
