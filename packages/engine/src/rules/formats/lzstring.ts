/**
 * The lz-string codec (LZW-style dictionary coding with variable-width codes, packed six bits
 * to a base64 character) that f-puzzles and SudokuPad put in their links. Written here from
 * the algorithm's description (the engine takes no dependencies):
 *
 * - codes are written least significant bit first, `width` bits each; the width starts at 2
 *   and grows by one each time the dictionary reaches the next power of two;
 * - code 0 brings a new 8-bit character into the dictionary, 1 a 16-bit one, 2 ends the
 *   stream; every other code names a dictionary entry (entries start at 3);
 * - after each phrase the dictionary gains the previous phrase plus the next one's first
 *   character (the classic LZW "KwKwK" case: a code one past the end means w + w[0]).
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
const REVERSE = new Map<string, number>([...BASE64].map((c, i) => [c, i]));
// links sometimes carry the URL-safe alphabet
REVERSE.set('-', 62);
REVERSE.set('_', 63);
REVERSE.set(' ', 62); // a '+' that a query string turned into a space

/** The text in a base64 lz-string, or null when the data is not such a stream. */
export function decompressFromBase64(input: string): string | null {
  const values: number[] = [];
  for (const ch of input) {
    if (ch === '=') break;
    const v = REVERSE.get(ch);
    if (v === undefined) return null;
    values.push(v);
  }
  if (values.length === 0) return null;
  let index = 0;
  let value = values[0];
  let mask = 32; // the next bit of `value` to read (six bits a character, high first)
  let exhausted = false;
  const read = (bits: number): number => {
    let out = 0;
    for (let i = 0; i < bits; i++) {
      if (value & mask) out |= 1 << i;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        index++;
        if (index >= values.length) exhausted = true;
        value = index < values.length ? values[index] : 0;
      }
    }
    return out;
  };
  const dictionary: string[] = ['', '', ''];
  let width = 2;
  let enlargeIn = 4;
  const first = read(2);
  if (first === 2) return '';
  if (first !== 0 && first !== 1) return null;
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  dictionary.push(w);
  width = 3;
  const out: string[] = [w];
  for (;;) {
    if (exhausted) return null; // ran past the data without an end code
    let code = read(width);
    if (code === 0 || code === 1) {
      dictionary.push(String.fromCharCode(read(code === 0 ? 8 : 16)));
      code = dictionary.length - 1;
      if (--enlargeIn === 0) {
        enlargeIn = 1 << width;
        width++;
      }
    } else if (code === 2) {
      return out.join('');
    }
    let entry: string;
    if (code < dictionary.length) entry = dictionary[code];
    else if (code === dictionary.length) entry = w + w[0];
    else return null;
    out.push(entry);
    dictionary.push(w + entry[0]);
    w = entry;
    if (--enlargeIn === 0) {
      enlargeIn = 1 << width;
      width++;
    }
  }
}

/** The base64 lz-string of a text (what f-puzzles' `?load=` carries). */
export function compressToBase64(input: string): string {
  let out = '';
  let acc = 0;
  let used = 0;
  const write = (value: number, bits: number) => {
    for (let i = 0; i < bits; i++) {
      acc = (acc << 1) | ((value >> i) & 1);
      if (++used === 6) {
        out += BASE64[acc];
        acc = 0;
        used = 0;
      }
    }
  };
  const dictionary = new Map<string, number>();
  const fresh = new Set<string>(); // single characters in the dictionary not yet written
  let next = 3;
  let width = 2;
  let enlargeIn = 2;
  const grow = () => {
    if (--enlargeIn === 0) {
      enlargeIn = 1 << width;
      width++;
    }
  };
  const emit = (w: string) => {
    if (fresh.has(w)) {
      const code = w.charCodeAt(0);
      if (code < 256) {
        write(0, width);
        write(code, 8);
      } else {
        write(1, width);
        write(code, 16);
      }
      grow();
      fresh.delete(w);
    } else {
      write(dictionary.get(w)!, width);
    }
    grow();
  };
  let w = '';
  for (const c of input.split('')) {
    if (!dictionary.has(c)) {
      dictionary.set(c, next++);
      fresh.add(c);
    }
    const wc = w + c;
    if (dictionary.has(wc)) {
      w = wc;
      continue;
    }
    emit(w);
    dictionary.set(wc, next++);
    w = c;
  }
  if (w !== '') emit(w);
  write(2, width);
  while (used !== 0) write(0, 1);
  while (out.length % 4 !== 0) out += '=';
  return out;
}
