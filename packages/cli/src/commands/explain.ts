import type { Command } from 'commander';
import { makeLine, rate, formatEffect, formatRating, LADDER_TOP } from 'sudokit';
import { parseAnyPuzzleLine, prepareForms } from '../puzzle-forms.js';
import { printError } from '../messages.js';
import { STUCK_TEXT, TOO_HARD_NOTE, explainVariant, isClassicPuzzle, puzzleLine, stepJson, uniqueSolution, variantEffect } from '../variant-logic.js';
import type { Grid, Puzzle } from 'sudokit';

/**
 * `sudokit explain PUZZLE`: the whole solution path, one step per line:
 * rating, technique, effect (SE's notation: r4c2=7, r1c3<>5) and a sentence, tab-separated.
 * A variant puzzle (any form solve reads) gives its technique's level in place of the rating.
 */
export function register(program: Command): void {
  program
    .command('explain')
    .description(
      'print the solution path of one puzzle, one step per line: rating, technique, effect, explanation; ' +
        "a variant puzzle gives each technique's level (easy .. expert) in place of the rating (no Sudoku Explainer rating for variants)",
    )
    .argument('<puzzle>', 'one puzzle in any form solve reads: 81 cells (1-9 givens, . or 0 blanks), a compact line (killer:...), JSON, an f-puzzles or SudokuPad link')
    .option('--json', 'one JSON object per step')
    .action(async (text: string, opts: { json?: boolean }) => {
      await prepareForms([text]);
      const parsed = parseAnyPuzzleLine(text);
      if (!parsed.ok) {
        printError(parsed.error.message);
        process.exitCode = 1;
        return;
      }
      const { classic, variant } = parsed.value;
      if (variant && !isClassicPuzzle(variant)) return explainVariantPuzzle(variant, !!opts.json);
      explainClassic(classic ?? (variant!.givens as Grid), !!opts.json);
    });
}

function explainClassic(grid: Grid, json: boolean): void {
  const result = rate(grid);
  if (!result.ok) {
    process.stdout.write(`${makeLine(grid)}\t${result.error.code}\n`);
    return;
  }
  if (!grid.includes(0)) {
    // Nothing to explain: said on stderr, so stdout stays one step per line (none here).
    printError('the grid is already solved: no steps to explain');
    return;
  }
  const lines: string[] = [];
  for (const step of result.value.steps) {
    lines.push(
      json
        ? JSON.stringify({ rating: step.rating, technique: step.technique, effect: formatEffect(step), explanation: step.explanation, step })
        : [step.rating.toFixed(1), step.technique, formatEffect(step), step.explanation].join('\t'),
    );
  }
  if (result.value.beyond) {
    const why = `No technique of the ladder applies here, up to nested forcing chains of level 5; Sudoku Explainer rates this ${LADDER_TOP.toFixed(1)}.`;
    lines.push(json ? JSON.stringify({ rating: formatRating(LADDER_TOP, true), technique: null, explanation: why }) : `${formatRating(LADDER_TOP, true)}\tstuck\t\t${why}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}

/** A variant puzzle: level, technique, effect, sentence per step; a last `stuck` line when the ladder stalls. */
function explainVariantPuzzle(puzzle: Puzzle, json: boolean): void {
  const unique = uniqueSolution(puzzle);
  if ('error' in unique) {
    printError(unique.error);
    process.exitCode = 1;
    return;
  }
  if ('status' in unique) {
    if (unique.status === 'too-hard') printError(TOO_HARD_NOTE);
    process.stdout.write(`${puzzleLine(puzzle)}\t${unique.status}\n`);
    return;
  }
  if (!puzzle.givens.includes(0)) {
    printError('the grid is already solved: no steps to explain');
    return;
  }
  const { steps, solved, rules } = explainVariant(puzzle);
  const lines = steps.map((step) => {
    if (json) return JSON.stringify(stepJson(step, rules));
    const s = stepJson(step, rules) as { level: string };
    return [s.level, step.technique, variantEffect(step, rules.size), step.explanation].join('\t');
  });
  if (!solved) lines.push(json ? JSON.stringify({ level: 'extreme', technique: null, explanation: STUCK_TEXT }) : `extreme\tstuck\t\t${STUCK_TEXT}`);
  process.stdout.write(lines.join('\n') + '\n');
}
