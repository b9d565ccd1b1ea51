/**
 * The lessons: one per technique of the engine's TECHNIQUE_LIST, in its (the ladder's) order and
 * groups, each a few sentences in a player's words (written for sudokit; the names are the ones
 * players and sudokuwiki.org use). The example position and practice puzzle come from
 * examples.ts. This module is loaded with the Learn page only (not in the first load).
 */
import { TECHNIQUE_LIST, type TechniqueGroup } from 'sudokit';
import { EXAMPLES, type LessonExample } from './examples.js';

export interface Lesson {
  id: string;
  name: string;
  group: TechniqueGroup;
  text: string;
  example?: LessonExample;
}

const TEXT: Record<string, string> = {
  'full-house': 'When a row, column or box has only one empty cell left, the one digit it is missing goes there.',
  'hidden-single': 'Pick a digit and a house (row, column or box). If the digit can go in only one cell of that house — every other cell sees the digit already — it goes there.',
  'naked-single': 'Look at one cell: if its row, column and box already hold eight different digits, the ninth is the only candidate left.',
  pointing: 'If a digit\'s candidates inside a box all lie on one row (or column), the digit must be in that line inside the box, so it can be removed from the rest of the line.',
  claiming: 'If a digit\'s candidates inside a row (or column) all lie in one box, the digit must be there, so it can be removed from the rest of that box.',
  'naked-pair': 'Two cells in a house with the same two candidates, and nothing else: those two digits go in those two cells, so remove them from the other cells of the house.',
  'x-wing': 'If a digit has exactly two places in each of two rows, and they line up in the same two columns, the digit sits on the corners of that rectangle: remove it from the rest of both columns (or rows, the other way round).',
  'hidden-pair': 'Two digits that fit in only the same two cells of a house must fill those cells: every other candidate in the two cells can go.',
  'naked-triple': 'Three cells of a house whose candidates together are just three digits hold those three digits: remove them from the rest of the house.',
  swordfish: 'The X-Wing with three lines: a digit whose places in three rows fall into the same three columns can be removed from the rest of those columns.',
  'hidden-triple': 'Three digits that fit only in the same three cells of a house fill them: the other candidates of those cells go.',
  'xy-wing': 'A pivot cell with candidates XY sees two pincers, XZ and YZ. Whichever the pivot is, one pincer is Z, so any cell that sees both pincers cannot be Z.',
  'xyz-wing': 'Like the XY-Wing, but the pivot holds XYZ: a cell that sees the pivot and both pincers cannot be Z.',
  'unique-rectangle': 'Four cells on two rows, two columns and two boxes that could swap the same two digits would give two solutions. A proper puzzle has one, so the candidate that would allow it can be removed.',
  'naked-quad': 'Four cells of a house whose candidates together are four digits: remove those digits from the rest of the house.',
  jellyfish: 'The fish with four lines: a digit whose places in four rows fall into four columns can be removed from the rest of those columns.',
  'hidden-quad': 'Four digits that fit only in the same four cells of a house fill them: remove every other candidate from those cells.',
  bug: 'When every empty cell but one has exactly two candidates, the grid would have two solutions unless that last cell takes the digit that appears three times in its houses.',
  'aligned-pair-exclusion': 'Two cells that see each other cannot hold a pair of digits that would empty a cell both see: try every pair, and the digits no pair can use go.',
  skyscraper: 'Two rows each with exactly two places for a digit, one end of each in the same column: one of the two other ends holds the digit, so cells seeing both lose it.',
  '2-string-kite': 'A row and a column each with exactly two places for a digit, one end of each in the same box: a cell seeing both other ends cannot hold the digit.',
  'turbot-fish': 'Two strong links on one digit joined by a cell that sees both: one of the outer ends is the digit, so cells seeing both ends lose it (the Empty Rectangle is one kind).',
  'finned-fish': 'An X-Wing or Swordfish with an extra candidate (the fin) in one box: either the fish holds or the fin is the digit, so cells that both the fish and the fin remove lose it.',
  'simple-colouring': 'Colour one digit\'s strong links in two alternating colours: one colour is true. A cell seeing both colours loses the digit; a colour that meets itself in a house is false.',
  'x-chain': 'A chain of strong and weak links on one digit: if it starts and ends with strong links, one end is the digit, so cells seeing both ends lose it.',
  'xy-chain': 'A chain of cells with two candidates, each linked to the next by a shared digit: if both ends can be Z, one of them is, so cells seeing both ends cannot be Z.',
  'w-wing': 'Two cells with the same two candidates XY, joined by a strong link on X: one of them is Y, so cells seeing both cannot be Y.',
  'als-xz': 'Two almost locked sets (N cells, N+1 digits) that share a digit X only one of them can take: a digit Z in both is then in one of them, so cells seeing all its places lose it.',
  aic: 'An alternating inference chain: strong and weak links, on any digits and cells, alternating. If its ends are strong, one end is true: what sees both ends is false.',
  'aligned-triplet-exclusion': 'The Aligned Pair Exclusion with three cells: try every combination the three can hold; digits no combination uses can go.',
  nishio: 'Suppose a candidate is the digit and follow what must then be true for that digit alone. If that leads to a contradiction, the candidate is false.',
  'forcing-chains': 'Follow every candidate of a cell (or every place of a digit in a house): if all lead to the same conclusion, it is true.',
  'dynamic-forcing-chains': 'Forcing chains that use everything they found along the way, and contradictions: the last resort before nesting.',
};

export const LESSONS: readonly Lesson[] = TECHNIQUE_LIST.filter((t) => TEXT[t.id]).map((t) => ({
  id: t.id,
  name: t.name,
  group: t.group,
  text: TEXT[t.id],
  example: EXAMPLES.find((e) => e.id === t.id),
}));

/** The lesson after `id` in the ladder's order that has an example (for "next lesson"). */
export function nextLesson(id: string): Lesson | undefined {
  const i = LESSONS.findIndex((l) => l.id === id);
  return LESSONS.slice(i + 1).find((l) => l.example);
}
