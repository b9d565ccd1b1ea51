/**
 * Streaming line reader over files or stdin. Holds one chunk at a time, so a 10-million-line
 * input never sits in memory. Yields puzzle lines only: blank lines and `#` comments are skipped,
 * but line numbers still count them so messages point at the right line.
 */
import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

export interface InputLine {
  /** 1-based line number within its source. */
  lineNo: number;
  /** The source name: a file path or `-` for stdin. */
  source: string;
  text: string;
}

/** True for lines the puzzle readers skip: empty/whitespace-only lines and `#` comments. */
export function isSkippable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 35 /* # */) return i === 0;
    if (c !== 32 && c !== 9 && c !== 13 && c !== 11 && c !== 12) return false;
  }
  return true;
}

/** Split a byte stream into lines (LF or CRLF; a final line without LF counts; a leading BOM is dropped). */
export async function* splitLines(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let first = true;
  for await (const chunk of stream) {
    let text = rest + (typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a byte-order mark is not a cell
    }
    let start = 0;
    for (let nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
      yield text.charCodeAt(nl - 1) === 13 && nl > start ? text.slice(start, nl - 1) : text.slice(start, nl);
      start = nl + 1;
    }
    rest = text.slice(start);
  }
  rest += decoder.end();
  if (rest.length > 0) yield rest.charCodeAt(rest.length - 1) === 13 ? rest.slice(0, -1) : rest;
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
    const stream: Readable = source === '-' ? process.stdin : createReadStream(source);
    if (options.onBytes) {
      stream.on('data', (chunk: Buffer | string) => {
        bytes += chunk.length;
        options.onBytes!(bytes);
      });
    }
    let lineNo = 0;
    for await (const text of splitLines(stream)) {
      lineNo++;
      if (!isSkippable(text)) yield { lineNo, source, text };
    }
  }
}
