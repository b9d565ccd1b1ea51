import { describe, expect, it } from 'vitest';
import { RecordReader, splitCsv, type PrintRecord } from './records.js';

const P = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const S = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';

/** What `print` reads from each writer's output, line by line (the writers are this repo's own). */
const VECTORS: { name: string; lines: string[]; records: PrintRecord[] }[] = [
  { name: 'a plain line, text after whitespace ignored', lines: [`${P} from top1465`], records: [{ puzzle: P }] },
  { name: 'generate --with-solution / bank export', lines: [`${P}\t${S}`], records: [{ puzzle: P, solution: S }] },
  {
    name: 'rate columns, SE "+" for a lower bound, minutes in the 7th',
    lines: [`${P}\t9.0\t1.2\t1.2\textreme\tForcing Chains\t68.0`, `${P}\t11.2+\t1.2\t1.2\tdiabolical\tno technique applies`],
    records: [
      { puzzle: P, er: 9.0, erAtLeast: false, tier: 'extreme', minutes: 68 },
      { puzzle: P, er: 11.2, erAtLeast: true, tier: 'diabolical' },
    ],
  },
  {
    name: 'generate --format csv (quoted field with a comma; minutes when present)',
    lines: ['puzzle,solution,er,ep,ed,tier,hardest,clues,seed,minutes', `${P},${S},7.1,1.2,1.2,extreme,"Forcing Chains, cell",17,42,12.5`],
    records: [{ puzzle: P, solution: S, er: 7.1, erAtLeast: false, tier: 'extreme', minutes: 12.5 }],
  },
  {
    name: 'generate --format jsonl',
    lines: [JSON.stringify({ puzzle: P, solution: S, er: 2, ep: 1, ed: 1, tier: 'medium', hardest: 'x', clues: 17, seed: null })],
    records: [{ puzzle: P, solution: S, er: 2, erAtLeast: false, tier: 'medium' }],
  },
  {
    name: 'rate --json (ratings as text, estimated flag)',
    lines: [JSON.stringify({ puzzle: P, er: '10.5', ep: '1.2', ed: '1.2', tier: 'diabolical', estimated: true })],
    records: [{ puzzle: P, er: 10.5, erAtLeast: true, tier: 'diabolical' }],
  },
  {
    name: 'bank export --json (an array, one object per line)',
    lines: ['[', `${JSON.stringify({ puzzle: P, solution: S, er: 9, tier: 'extreme', minutes: 30 })},`, JSON.stringify({ puzzle: P, er: 1.2, tier: 'easy' }), ']'],
    records: [
      { puzzle: P, solution: S, er: 9, erAtLeast: false, tier: 'extreme', minutes: 30 },
      { puzzle: P, er: 1.2, erAtLeast: false, tier: 'easy' },
    ],
  },
  // Variants: the forms `solve` reads pass through as text, for the check to read.
  {
    name: 'generate --variant killer --size 4 --with-solution (a compact line and its solution)',
    lines: ['4+killer:................:abbcadefadefggef:6,4,4,5,9,6,6\t2314142331424231'],
    records: [{ puzzle: '4+killer:................:abbcadefadefggef:6,4,4,5,9,6,6', solution: '2314142331424231' }],
  },
  {
    name: 'a JSON description (no "puzzle" field) is the puzzle itself, in a book of plain lines',
    lines: [P, '{"size":4,"givens":"1.42........24.1"}', 'https://www.f-puzzles.com/?load=N4Ig comment'],
    records: [{ puzzle: P }, { puzzle: '{"size":4,"givens":"1.42........24.1"}' }, { puzzle: 'https://www.f-puzzles.com/?load=N4Ig' }],
  },
  {
    name: 'an ipuz document (its "puzzle" is rows, not a string), then a compact line in a JSON book',
    lines: ['{"kind":["http://ipuz.org/sudoku#1"],"puzzle":[[0]]}', 'x:' + P],
    records: [{ puzzle: '{"kind":["http://ipuz.org/sudoku#1"],"puzzle":[[0]]}' }, { puzzle: 'x:' + P }],
  },
];

describe('RecordReader', () => {
  for (const v of VECTORS) {
    it(v.name, () => {
      const reader = new RecordReader();
      const got = v.lines.map((l) => reader.read(l)).flatMap((r) => (r.kind === 'record' ? [r.record] : r.kind === 'error' ? [r.error] : []));
      expect(got).toEqual(v.records);
    });
  }

  it('errors: a line that is not JSON, an object without a puzzle, an unterminated CSV quote', () => {
    const json = new RecordReader();
    json.read('{"puzzle": "x"}');
    expect(json.read('{oops')).toMatchObject({ kind: 'error', error: { code: 'bad-json' } });
    expect(json.read('{"er": 1}')).toMatchObject({ kind: 'error', error: { code: 'no-puzzle' } });
    const csv = new RecordReader();
    csv.read('puzzle,er');
    expect(csv.read(`"${P},1.0`)).toMatchObject({ kind: 'error', error: { code: 'bad-csv' } });
  });

  it('splitCsv follows RFC 4180 quoting', () => {
    expect(splitCsv('a,"b,c","d""e",')).toEqual(['a', 'b,c', 'd"e', '']);
  });
});
