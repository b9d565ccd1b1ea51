import { describe, expect, it } from 'vitest';
import { parseQuickLine } from './quick-line.js';

// Plain forms run without commander; everything else must be left to it (undefined), so that
// help, usage errors and their exit codes stay commander's. Options as README's CLI section.
const PLAIN: [string[], unknown][] = [
  [['solve'], { task: 'solve', files: [], workers: undefined, options: { any: false, json: false }, label: 'solve', quick: true }],
  [['solve', 'a.txt', '--any', '-', 'b.txt'], { task: 'solve', files: ['a.txt', '-', 'b.txt'], workers: undefined, options: { any: true, json: false }, label: 'solve', quick: true }],
  [['solve', '--json'], { task: 'solve', files: [], workers: undefined, options: { any: false, json: true }, label: 'solve', quick: true }],
  [['count', '--limit', '50', '--workers=1', 'x'], { task: 'count', files: ['x'], workers: 1, options: { limit: 50 }, label: 'count', quick: true }],
  [['count'], { task: 'count', files: [], workers: undefined, options: { limit: 2 }, label: 'count', quick: true }],
  // counting to a million can take seconds: never in the main thread (issue 32, N8)
  [['count', '--limit', '5000'], { task: 'count', files: [], workers: undefined, options: { limit: 5000 }, label: 'count', quick: false }],
  [['rate', '--json', '--exact', '--workers', '1'], { task: 'rate', files: [], workers: 1, options: { json: true, exact: true }, label: 'rate' }],
];

const LEFT_TO_COMMANDER: string[][] = [
  [],
  ['generate', '-n', '5'],
  ['bank', 'stats'],
  ['solve', '--workers', '1000'], // capped with a note: commander's option parser says so
  ['count', '--limit', '99999999'], // past the solver's largest limit: a usage error
  ['solve', '--help'],
  ['solve', '-h'],
  ['solve', '--'],
  ['solve', '--limit', '3'], // not a solve option
  ['count', '--any'], // not a count option
  ['count', '--limit', '0'],
  ['count', '--limit', '-1'],
  ['count', '--limit', '1.5'],
  ['count', '--limit'],
  ['count', '--limit='],
  ['solve', '--workers', '99999999999999999999'],
  ['solve', '--any=yes'],
  ['rate', '--jsn'],
  ['toString'],
  ['__proto__'],
];

describe('parseQuickLine', () => {
  it.each(PLAIN)('%j runs without commander', (args, expected) => {
    expect(parseQuickLine(args)).toEqual(expected);
  });
  it.each(LEFT_TO_COMMANDER.map((a) => [a]))('%j is left to commander', (args) => {
    expect(parseQuickLine(args)).toBeUndefined();
  });
});
