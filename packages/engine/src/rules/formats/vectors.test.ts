/**
 * Named vectors (links as published, each with where it was found) and every FormatError code,
 * each with the message a person reads.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type FormatErrorCode,
  compressToBase64,
  decompressFromBase64,
  makeCells,
  makeCompact,
  makePuzzleText,
  parseCompact,
  parseFpuzzles,
  parseIpuz,
  parsePuzzleJson,
  parsePuzzleText,
  parseSudokuPad,
  unzipSudokuPad,
} from './index.js';
import type { Puzzle } from '../rules.js';

const DOTS = '.'.repeat(81);
const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

describe('lz-string', () => {
  it('decodes and re-encodes a published f-puzzles payload byte for byte (sudoku-formats README, npmjs.com/package/sudoku-formats)', () => {
    const payload = 'N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A';
    const json = decompressFromBase64(payload)!;
    expect(JSON.parse(json)).toMatchObject({ size: 9, grid: expect.any(Array) });
    expect(compressToBase64(json)).toBe(payload);
  });

  it('round-trips any text, 16-bit characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        expect(decompressFromBase64(compressToBase64(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('says null for data that is not a stream, never throws', () => {
    expect(decompressFromBase64('')).toBeNull();
    expect(decompressFromBase64('***')).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = decompressFromBase64(s);
        expect(r === null || typeof r === 'string').toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('named vectors', () => {
  it('f-puzzles: the sudoku-formats README link (lisudoku/sudoku-formats): a 1 in r1c1', () => {
    const r = parsePuzzleText('https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A');
    expect(r.ok && r.value.format).toBe('fpuzzles');
    expect(r.ok && makeCells(r.value.givens)).toBe('1' + '.'.repeat(80));
  });

  it("f-puzzles: lisudoku's import example (lisudoku ImportModal): givens r3c3 = 1, r7c7 = 2", () => {
    const r = parseFpuzzles('https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=');
    expect(r.ok && makeCells(r.value.givens)).toBe('....................1.......................................2....................');
  });

  it('f-puzzles killer: the innie test puzzle of a C# SudokuSolver (SumConstraintTests.cs, found by code search): two cages', () => {
    const r = parseFpuzzles(
      'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX0QAawgAbLTAwBjAIZo48QiH0wdYfCABKARgDCDkKjsAmFyDUA3Q1oArqYgiCAUFlZaNmb2zh5ucU4AzImeTgnuXqnuyRk+qP5BIcmpRGqG+gAuEL4wTgD2AHZgVRiGEE1VMXggANLauhgABE7GcLREQA=',
    );
    expect(r.ok && r.value.rules).toEqual({
      size: 9,
      cages: [
        { sum: 9, cells: [0, 9] },
        { sum: 33, cells: [1, 2, 10, 11, 19] },
      ],
    });
  });

  it('f-puzzles: a payload holding {"x":3} (sudoku-formats tests) is refused naming "x"', () => {
    const r = parsePuzzleText('https://f-puzzles.com/?load=N4IgHiBcDMC+Q===');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unsupported', key: 'x' });
  });

  const PARITY_FISH =
    'https://sudokupad.app/sclN4SwJgXA5AzgHjAtgfQLIEMBOAXAngZQFMsZkBWADgAYBjANgDMwAjV9ATmYeasIHYAjOkID2VACziGVAExhxNKABpEhbOjDp1EYDAD2AV0w1C0fAbB6A1gYAEGK4Uy2AbjNlkAdLM8zxAWhoaBjJ0CjpldANsAAs9TGgMHFxbIhJlTAMAG0IYaAA5eMR0LNsYC2s7TJyYW3QAB3qs3ABuWwYQLNLYwlsAc0xwWwB3EFjbHtswED6x2oF/djK9CZitKZm5qb0AOwAdKGxbTEJ64iOQHbqdlMw9YaVbGj0sg0Qdx/QdsFtizEcfgBmOCA2zMPRwTx7HYAFWGKxMXVqGgAVugTDsjiVdn06sdCD8spdeogDDAjs9MehLrZdr1CC5CFdprMsd9aTtenowD8WWMobD4U9CEinrtOTRsASwSl0CMYmNepYKbt1DTKTBCDRoiBGRtWTABXCESKsrVKRKpT9mLKwVl0VZtiqqTS+dhasMYk4uZzbCBapYDMwcqsuT1MJ5lPpXtgQLtoBQyOJAXR2AI+DJ2Hw6DIyAIKIDxAIZIW+BR2GQ6EWKxQS3Q+JXy4C+OIZMXmwJxHQyOwKGXK+xWwIU2na83xGRCzJBI32MpmLNin1TFAYthsPU8gB6LcgTwgRB9IyeZ6ILc7QEgADy2HE+U8KLOfXni/Qy709XRY1wEAESmw0AAApYN+tgAGL+jEUAAL5KCYEAANoIUoKGoShAC6SjIWhqGYdhOFKHhBEYVhxGEaRxFEZRFEEVRtGYSciFIVQShUHhLECOxSgyHhf5sVhf6cQJ3F4TIrGiUoQkIWJPF4QhLGAlx4hcWQvFKIpwnKcJqlYWJGnSUoWkGapcksXQXF8FxFBqeZwmWcJ1m6UotkGfZBnWXJgLiVhXlSV5PFYeI3kIUFUlBQFCFkMFUVSVFslYQhXn6V5RleTpIXqXhQVGUF6VRfpUVGVFJkJV5LleW5XmORlLlBW5QXVVFLlRW5UUeQldDBZ1UmdRFfDBf1Un9RFFDBaNUmjfFSGdfpnVGZ16X9fp/VGf16Wjfpo1GaNJXTc5eGdW5nXVf1Ln9W5/XVaNLmjW5o0eZheiIcAkqIYCnhtZhwwQFQniFkoMQ/X9QWxL+vijVK0DKDQEAAMQsQk2BwTIcNgXBAhw1QsEvQBIUfUojnfb9/2A8TIOAwI4P/iu0OY0oiPI6j6OY9jr2RfjhNAyTXPk2DMgQzTcF0wzNAo7DaM0Bj8Os7j4j40JRPAwDPP/hTVOQ1AtPw/TEBI6LTOSyzSg44hk0fV9Kuk0roOU/z1NQ0L2si2LEtS1jxts/1v06Yr3Nk6rfMCw7MNO7rjPi8z0se7jfHm0ovtBVb/02+rgshwjYf6xHhtRybCF0Pj9kJ8r/sp3bGtaxnesu5H7t5wXMUW/7Se87bQea47Vfh67Rt5xQHNN0rLcB239sd+nOvVwbbsy4hfD4z7lsq2X7eV5P3e17PCF/u9i/N8vavl2nwuZzXOd157SheHvQ8H4HY9r870+92zYkN4PfvW4fq+d+vWc97nNm3sRLxyXqXb+D9f5P2zjPaOiE/xyxvp/ZOECK5QNPs/QBuNfJx19l5JOXk0EhzRtAi+2DC4f3wVzQhx8I6kK3jJXB1CS5/RocHJm9C4EIX7nFShLDARsPHhwjBWDTZKHnkgqhxNBFaxISIrG6FoJAA';

  it('SudokuPad scl, zipped: Parity Fish by Marty Sears (SakanaAI/Sudoku-Bench README) unzips, and its dots are refused', () => {
    const unzipped = unzipSudokuPad(decompressFromBase64(PARITY_FISH.slice('https://sudokupad.app/scl'.length))!) as Record<string, unknown>;
    expect(Object.keys(unzipped)).toEqual(['id', 'metadata', 'cells', 'regions', 'overlays']);
    expect((unzipped.metadata as { solution: string }).solution).toBe('854369172976251834123478956419582367568937421237146598785694213691823745342715689');
    const r = parseSudokuPad(PARITY_FISH);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unsupported', key: 'overlays', message: expect.stringMatching(/^SudokuPad overlays are not supported/) });
  });

  it('SudokuPad scf: the legacy id of the sudokuSolverNL bookmarklet (gist killroy42/aeff5343...): runs of zeros, then x / w', () => {
    // Encoded by the gist's rule: each character is a digit and the zeros after it, as
    // value = digit + 10 * run length, shifted into 0-9, A-Z, a-x.
    const encode = (cells: string) =>
      cells.replace(/.0{0,5}/g, (run) => {
        const d = Number(run[0]) + 10 * run.length;
        return String.fromCharCode(d + (d < 20 ? 38 : d < 46 ? 45 : 51));
      });
    const zeros = TOP1.replace(/\./g, '0');
    for (const [suffix, rules] of [
      ['', { size: 9 }],
      ['x', { size: 9, diagonals: true }],
      ['w', { size: 9, windows: true }],
      ['wx', { size: 9, diagonals: true, windows: true }],
    ] as const) {
      const r = parsePuzzleText(`https://sudokupad.app/scf${encode(zeros)}${suffix}`);
      expect(r.ok && r.value.rules).toEqual(rules);
      expect(r.ok && makeCells(r.value.givens)).toBe(TOP1);
    }
  });

  it('ipuz: the sudoku sample.json of a Node Sudoku project (its files test, found by code search): givens and the published solution', () => {
    const doc = {
      version: 'http://ipuz.org/v2',
      kind: ['http://ipuz.org/sudoku#1'],
      charset: '123456789',
      boxes: true,
      puzzle: [
        [0, 1, 2, 0, 0, 7, 0, 0, 0], [8, 0, 0, 9, 0, 0, 0, 0, 6], [5, 0, 0, 0, 4, 0, 2, 0, 0],
        [0, 4, 0, 0, 0, 1, 0, 0, 0], [0, 7, 5, 0, 0, 0, 6, 2, 0], [0, 0, 0, 6, 0, 0, 0, 8, 0],
        [0, 0, 6, 0, 3, 0, 0, 0, 7], [1, 0, 0, 0, 0, 9, 0, 0, 5], [0, 0, 0, 1, 0, 0, 3, 4, 0],
      ],
      solution: [
        [9, 1, 2, 5, 6, 7, 4, 3, 8], [8, 3, 4, 9, 1, 2, 5, 7, 6], [5, 6, 7, 3, 4, 8, 2, 1, 9],
        [6, 4, 8, 7, 2, 1, 9, 5, 3], [3, 7, 5, 8, 9, 4, 6, 2, 1], [2, 9, 1, 6, 5, 3, 7, 8, 4],
        [4, 8, 6, 2, 3, 5, 1, 9, 7], [1, 2, 3, 4, 7, 9, 8, 6, 5], [7, 5, 9, 1, 8, 6, 3, 4, 2],
      ],
    };
    const r = parsePuzzleText(JSON.stringify(doc));
    expect(r.ok && r.value.format).toBe('ipuz');
    expect(r.ok && r.value.rules).toEqual({ size: 9 });
    expect(r.ok && makeCells(r.value.givens)).toBe('.12..7...8..9....65...4.2...4...1....75...62....6...8...6.3...71....9..5...1..34.');
    expect(r.ok && makeCells(r.value.solution!)).toBe('912567438834912576567348219648721953375894621291653784486235197123479865759186342');
  });

  it('SudokuPad scl killer (our own JSON in the shape SudokuPad writes, zipped): cages with sums, regions, cells as [row, col]', () => {
    const zipped =
      "{ce:[[{v:5},,,,,,,,],[,,,,,,,,],[,,,,,,,,],[,,,,,,,,],[,,,,,,,,],[,,,,,,,,],[,,,,,,,,],[,,,,,,,,],[,,,,,,,,]],ca:[{ce:[[0,1],[0,2]],v:'10',c1:#0},{ce:[[8,8]],v:7}],metadata:{t:'Tiny',author:'me'}}".replace(/"/g, "'");
    const r = parseSudokuPad(`https://sudokupad.app/scl${compressToBase64(zipped)}`);
    expect(r.ok && r.value).toMatchObject({
      rules: { size: 9, cages: [{ sum: 10, cells: [1, 2] }, { sum: 7, cells: [80] }] },
      title: 'Tiny',
      author: 'me',
    });
    expect(r.ok && makeCells(r.value.givens)).toBe('5' + '.'.repeat(80));
  });
});

describe('every error code, with its message', () => {
  const killer4 = (over: object) => JSON.stringify({ size: 4, givens: '.'.repeat(16), ...over });
  const cases: [string, () => { ok: boolean; error?: { code: FormatErrorCode; message: string } }, FormatErrorCode, RegExp][] = [
    ['JSON syntax', () => parsePuzzleJson('{"givens": '), 'bad-json', /^not valid JSON/],
    ['not an object', () => parsePuzzleJson('[1, 2]'), 'not-an-object', /is a JSON object/],
    ['unknown key', () => parsePuzzleJson(killer4({ colour: 'red' })), 'unknown-key', /^unknown key "colour"/],
    ['unknown cage key', () => parsePuzzleJson(killer4({ cages: [{ sum: 3, cells: [0, 1], colour: 1 }] })), 'unknown-key', /^cage 1: unknown key "colour"/],
    ['givens not a string', () => parsePuzzleJson('{"size": 4, "givens": 5}'), 'bad-field', /^"givens" must be a string/],
    ['diagonals not a boolean', () => parsePuzzleJson(killer4({ diagonals: 'yes' })), 'bad-field', /"diagonals" must be true or false/],
    ['size 5', () => parsePuzzleJson(JSON.stringify({ size: 5, givens: '.' })), 'bad-size', /^size 5: expected 4, 6, 9, 12 or 16/],
    ['givens too short', () => parsePuzzleJson(JSON.stringify({ givens: '1234' })), 'bad-length', /^givens: 4 characters, expected 81 \(9x9\)/],
    ['bad character', () => parsePuzzleJson(JSON.stringify({ givens: 'x' + DOTS.slice(1) })), 'bad-character', /^givens: bad character 'x' at r1c1 \(cell 1\)/],
    ['digit beyond the size', () => parsePuzzleJson(killer4({ givens: '5' + '.'.repeat(15) })), 'bad-character', /bad character '5' at r1c1.*expected 1-4/],
    ['region of the wrong size', () => parsePuzzleJson(killer4({ regions: 'aaaaabbbccccdddd' })), 'bad-regions', /^regions: region 'a' has 5 cells, expected 4/],
    ['too many regions', () => parsePuzzleJson(killer4({ regions: 'abcde' + 'a'.repeat(11) })), 'bad-regions', /label 'e' at r2c1 is a region beyond/],
    ['cage sum 0', () => parsePuzzleJson(killer4({ cages: [{ sum: 0, cells: [0] }] })), 'bad-cage', /^cage 1: sum 0 is not a positive whole number/],
    ['cage cell off the grid', () => parsePuzzleJson(killer4({ cages: [{ sum: 3, cells: [0, 16] }] })), 'bad-cage', /^cage 1: cell 16 is not a cell index 0-15/],
    ['cage cell twice', () => parsePuzzleJson(killer4({ cages: [{ sum: 3, cells: [5, 5] }] })), 'bad-cage', /^cage 1: cell r2c2 \(index 5\) listed twice/],
    ['cages sharing a cell', () => parsePuzzleJson(killer4({ cages: [{ sum: 3, cells: [0, 1] }, { sum: 4, cells: [1, 2] }] })), 'invalid-rules', /^cage 2 and cage 1 both hold r1c2 \(cell 1\); cages may not overlap/],
    ['windows on 6x6', () => parsePuzzleJson(JSON.stringify({ size: 6, givens: '.'.repeat(36), windows: true })), 'invalid-rules', /^windows \(Windoku\) need a 9x9 grid; this one is 6x6/],
    ['disconnected region', () => parsePuzzleJson(killer4({ regions: 'abbaabbaccddccdd' })), 'invalid-rules', /^region 0 is not connected/],
    ['impossible cage sum', () => parsePuzzleJson(killer4({ cages: [{ sum: 8, cells: [0, 1] }] })), 'invalid-rules', /^cage 1 \(at r1c1\): impossible sum 8; 2 distinct digits 1-4 add up to 3-7/],
    ['compact: unknown tag', () => parseCompact(`sudoku:${DOTS}`), 'bad-syntax', /^header tag "sudoku": unknown/],
    ['compact: sections', () => parseCompact(`killer:${DOTS}`), 'bad-syntax', /^2 sections, expected 4 for 'killer': header:givens:cage grid:sums/],
    ['compact: sums for cages', () => parseCompact(`killer:${DOTS}:aab${DOTS.slice(3)}:3`), 'bad-cage', /^1 sums for 2 cages/],
    ['compact: bad sum', () => parseCompact(`killer:${DOTS}:a${DOTS.slice(1)}:x`), 'bad-cage', /^sum "x" of cage 'a'/],
    ['plain line of no size', () => parsePuzzleText('1234567'), 'bad-length', /^7 cells: a plain line has 16, 36, 81, 144 or 256/],
    ['f-puzzles: not lz-string', () => parseFpuzzles('https://www.f-puzzles.com/?load=***'), 'bad-link', /does not hold lz-string data/],
    ['SudokuPad short id', () => parseSudokuPad('https://sudokupad.app/abc123'), 'bad-link', /names a puzzle stored on SudokuPad's server/],
    ['other site', () => parsePuzzleText('https://example.com/?p=1'), 'bad-link', /^links from example\.com are not read/],
    ['ipuz crossword', () => parseIpuz('{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"]}'), 'unsupported', /^ipuz kind .* is not supported/],
  ];
  it.each(cases)('%s', (_name, run, code, message) => {
    const r = run();
    expect(r.ok).toBe(false);
    expect(r.error!.code).toBe(code);
    expect(r.error!.message).toMatch(message);
  });

  const fpuzzles = (extra: object) => `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify({ size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))), ...extra }))}`;
  it.each([
    ['thermometer', { thermometer: [{ lines: [['R1C1', 'R1C2']] }] }, /^f-puzzles constraint 'thermometer' is not supported/],
    ['arrow', { arrow: [{ cells: ['R1C1'], lines: [['R1C1', 'R1C2']] }] }, /'arrow'/],
    ['littlekillersum', { littlekillersum: [{ cell: 'R0C1', direction: 'DR', value: '10' }] }, /'littlekillersum'/],
    ['diagonal+', { 'diagonal+': true }, /'diagonal\+' \(one diagonal alone\)/],
    ['extraregion', { extraregion: [{ cells: ['R1C1', 'R1C2'] }] }, /'extraregion' \(other than the four Windoku windows\)/],
    ['killercage', { killercage: [{ cells: ['R1C1', 'R1C2'] }] }, /'killercage' without a sum/],
    ['antiknight', { antiknight: true }, /'antiknight'/],
    ['text', { text: [{ cells: ['R1C1'], value: '5' }] }, /'text'/],
  ])('f-puzzles %s is refused by name', (key, extra, message) => {
    const r = parsePuzzleText(fpuzzles(extra));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unsupported', key, message: expect.stringMatching(message) });
  });

  it('f-puzzles: the four windows and both diagonals are read; metadata and pencil marks pass', () => {
    const wins = [1, 5].flatMap((r) => [1, 5].map((c) => ({ cells: [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc) => `R${r + dr + 1}C${c + dc + 1}`)) })));
    const r = parsePuzzleText(fpuzzles({ extraregion: wins, 'diagonal+': true, 'diagonal-': true, title: 'T', ruleset: 'rules', disabledlogic: [] }));
    expect(r.ok && r.value).toMatchObject({ rules: { size: 9, diagonals: true, windows: true }, title: 'T' });
  });

  it('SudokuPad lines and ipuz operators are refused by name', () => {
    const lines = parseSudokuPad(`https://sudokupad.app/ctc${compressToBase64(JSON.stringify({ cells: Array.from({ length: 4 }, () => [{}, {}, {}, {}]), lines: [{ wayPoints: [[0.5, 0.5], [1.5, 1.5]] }] }))}`);
    expect(!lines.ok && lines.error).toMatchObject({ code: 'unsupported', key: 'lines' });
    const op = parseIpuz(JSON.stringify({ version: 'http://ipuz.org/v2', kind: ['http://ipuz.org/sudoku#1'], puzzle: Array.from({ length: 4 }, () => [0, 0, 0, 0]), cages: [{ cells: [[1, 1], [2, 1]], value: 2, operator: '*' }] }));
    expect(!op.ok && op.error).toMatchObject({ code: 'unsupported', key: 'operator' });
  });

  it('unrepresentable: a killer as a plain line, more cages than labels, cages sharing a cell', () => {
    const killer: Puzzle = { rules: { size: 9, cages: [{ sum: 3, cells: [0, 1] }] }, givens: new Uint8Array(81) };
    const line = makePuzzleText(killer, 'line');
    expect(!line.ok && line.error).toMatchObject({ code: 'unrepresentable', message: expect.stringMatching(/^a plain line holds only the givens/) });
    const many: Puzzle = { rules: { size: 16, cages: Array.from({ length: 100 }, (_, i) => ({ sum: 1, cells: [i] })) }, givens: new Uint8Array(256) };
    const m = makeCompact(many);
    expect(!m.ok && m.error).toMatchObject({ code: 'unrepresentable', message: expect.stringMatching(/^100 cages: the compact form labels at most 91/) });
    const shared: Puzzle = { rules: { size: 4, cages: [{ sum: 3, cells: [0, 1] }, { sum: 3, cells: [1, 2] }] }, givens: new Uint8Array(16) };
    const s = makeCompact(shared);
    expect(!s.ok && s.error).toMatchObject({ code: 'unrepresentable' });
  });
});
