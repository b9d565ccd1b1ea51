import type { Command } from 'commander';
import { makeLine, rate, formatEffect, formatRating, LADDER_TOP } from 'sudokit';
import { parsePuzzleLine } from '../puzzle-input.js';
import { printError } from '../messages.js';

/**
 * `sudokit explain PUZZLE`: the whole solution path, one step per line:
 * rating, technique, effect (SE's notation: r4c2=7, r1c3<>5) and a sentence, tab-separated.
 */
export function register(program: Command): void {
  program
    .command('explain')
    .description('print the solution path of one puzzle, one step per line: rating, technique, effect, explanation')
    .argument('<puzzle>', '81 cells, 1-9 givens and . or 0 blanks')
    .option('--json', 'one JSON object per step')
    .action((text: string, opts: { json?: boolean }) => {
      const parsed = parsePuzzleLine(text);
      if (!parsed.ok) {
        printError(parsed.error.message);
        process.exitCode = 1;
        return;
      }
      const result = rate(parsed.value);
      if (!result.ok) {
        process.stdout.write(`${makeLine(parsed.value)}\t${result.error.code}\n`);
        return;
      }
      if (!parsed.value.includes(0)) {
        // Nothing to explain: said on stderr, so stdout stays one step per line (none here).
        printError('the grid is already solved: no steps to explain');
        return;
      }
      const lines: string[] = [];
      for (const step of result.value.steps) {
        lines.push(
          opts.json
            ? JSON.stringify({ rating: step.rating, technique: step.technique, effect: formatEffect(step), explanation: step.explanation, step })
            : [step.rating.toFixed(1), step.technique, formatEffect(step), step.explanation].join('\t'),
        );
      }
      if (result.value.beyond) {
        const why = `No technique of the ladder applies here, up to nested forcing chains of level 5; Sudoku Explainer rates this ${LADDER_TOP.toFixed(1)}.`;
        lines.push(opts.json ? JSON.stringify({ rating: formatRating(LADDER_TOP, true), technique: null, explanation: why }) : `${formatRating(LADDER_TOP, true)}\tstuck\t\t${why}`);
      }
      process.stdout.write(lines.join('\n') + '\n');
    });
}
