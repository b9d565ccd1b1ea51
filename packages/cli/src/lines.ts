/**
 * Streaming line reader over files or stdin. Holds one chunk at a time, so a 10-million-line
 * input never sits in memory. Yields puzzle lines only: blank lines and `#` comments (lines whose
 * first non-blank character is `#`) are skipped, but line numbers still count them so messages
 * point at the right line.
 */
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { cannotRead, openInputStream } from './inputs.js';

export interface InputLine {
  /** 1-based line number within its source. */
  lineNo: number;
  /** The source name: a file path or `-` for stdin. */
  source: string;
  text: string;
}

/**
 * True for lines the puzzle readers skip: empty/whitespace-only lines and `#` comments, a
 * comment being a line whose first non-blank character is `#` (so an indented note is one too).
 */
export function isSkippable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 35 /* # */) return true;
    if (c !== 32 && c !== 9 && c !== 13 && c !== 11 && c !== 12) return false;
  }
  return true;
}

/**
 * The longest input line read in full. A puzzle line is 81 cells plus whatever follows
 * whitespace (a solution, a rating, a comment), or a variant's description or link (a 16x16
 * killer's JSON runs to several thousand characters); past this length a line is invalid, and only
 * its first MAX_LINE_LENGTH + 1 characters are kept, so memory stays flat whatever the input.
 */
export const MAX_LINE_LENGTH = 65536;

/**
 * Split a byte stream into lines. LF, CRLF and a lone CR all end a line; a final line without
 * one counts; a leading BOM is dropped. A line longer than MAX_LINE_LENGTH comes out cut to
 * MAX_LINE_LENGTH + 1 characters (so readers can tell it was too long).
 */
export async function* splitLines(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let line = ''; // the current line so far, at most MAX_LINE_LENGTH + 1 characters
  let first = true;
  let afterCr = false; // the last character seen was a CR: a LF right after it ends nothing
  let any = false; // the current line has started (something after the last line end)
  const take = function* (text: string): Generator<string> {
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark is not a cell
    }
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (c === 10 && afterCr && i === start && !any) {
        afterCr = false;
        start = i + 1;
        continue;
      }
      if (line.length <= MAX_LINE_LENGTH) line += text.slice(start, Math.min(i, start + MAX_LINE_LENGTH + 1 - line.length));
      yield line;
      line = '';
      any = false;
      afterCr = c === 13;
      start = i + 1;
    }
    if (start < text.length) {
      any = true;
      afterCr = false;
      if (line.length <= MAX_LINE_LENGTH) line += text.slice(start, Math.min(text.length, start + MAX_LINE_LENGTH + 1 - line.length));
    }
  };
  for await (const chunk of stream) yield* take(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
  yield* take(decoder.end());
  if (any) yield line;
}

export interface ReadOptions {
  /** Called with the number of bytes read so far (for progress). */
  onBytes?: (bytes: number) => void;
}

/** Puzzle lines from the given files in order, or from stdin when there are none (or for `-`). */
export async function* readPuzzleLines(files: string[], options: ReadOptions = {}): AsyncGenerator<InputLine> {
  const sources = files.length > 0 ? files : ['-'];
  let bytes = 0;
  for (const source of sources) {
    const stream: Readable = openInputStream(source);
    if (options.onBytes) {
      stream.on('data', (chunk: Buffer | string) => {
        bytes += chunk.length;
        options.onBytes!(bytes);
      });
    }
    let lineNo = 0;
    const lines = splitLines(stream);
    for (;;) {
      let next: IteratorResult<string>;
      try {
        next = await lines.next();
      } catch (e) {
        throw cannotRead(source === '-' ? 'stdin' : source, e);
      }
      if (next.done) break;
      lineNo++;
      if (!isSkippable(next.value)) yield { lineNo, source, text: next.value };
    }
  }
}
