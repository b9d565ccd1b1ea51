import { checkInteger, checkSeed, checkString } from '../validate.js';
/**
 * A small seeded PRNG: sfc32 (Chris Doty-Humphrey's "small fast counting" generator), seeded
 * through a splitmix-style mixer. Only 32-bit integer arithmetic (Math.imul, `>>> 0`), so the
 * same seed gives the same stream on every platform and engine.
 */

export interface Rng {
  /** Uniform integer in [0, 2^32). */
  nextU32(): number;
  /** Uniform integer in [0, n), unbiased (rejection sampling); 1 <= n <= 2^32. */
  int(n: number): number;
  /** Uniform float in [0, 1) with 53 random bits. */
  float(): number;
  /** Fisher-Yates shuffle in place; returns the same array. */
  shuffle<T extends { length: number; [i: number]: any }>(array: T): T;
  /** A uniformly chosen element; throws on an empty array. */
  pick<T>(array: ArrayLike<T>): T;
}

/** A seed for the seeded functions: any number or string; the same seed gives the same results on every platform. */
export type Seed = number | string;

const TWO_32 = 4294967296;

/** One step of a splitmix32-style sequence: murmur3's finaliser over a Weyl sequence. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units, then mixed: strings of any length become one 32-bit word. */
function hashString(s: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h ^ s.length);
}

/**
 * Two 32-bit words that identify a seed. Safe non-negative integers use their exact value
 * (low and high halves); anything else (strings, negative or fractional numbers) is hashed as text.
 */
function seedWords(seed: Seed): [number, number] {
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) {
    return [seed >>> 0, Math.floor(seed / TWO_32) >>> 0];
  }
  const text = typeof seed === 'number' ? `#${String(seed)}` : seed;
  return [hashString(text, 0), hashString(text, 0x5bd1e995) ^ 0x80000000];
}

class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(lo: number, hi: number) {
    let s = (lo ^ 0x6a09e667) >>> 0;
    const next = () => (s = (s + 0x9e3779b9) >>> 0, mix32(s ^ Math.imul(hi, 0x27d4eb2f)));
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = 1;
    // The first outputs of sfc32 are weakly mixed; discard some, as its author recommends.
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    if (!(n >= 1 && n <= TWO_32) || !Number.isInteger(n)) throw new RangeError(`rng.int: bad bound ${n}`);
    // Reject the top partial block so every residue is equally likely.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  float(): number {
    const hi = this.nextU32() >>> 5; // 27 bits
    const lo = this.nextU32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  shuffle<T extends { length: number; [i: number]: any }>(array: T): T {
    for (let i = array.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = array[i];
      array[i] = array[j];
      array[j] = t;
    }
    return array;
  }

  pick<T>(array: ArrayLike<T>): T {
    if (array.length === 0) throw new RangeError('rng.pick: empty array');
    return array[this.int(array.length)];
  }
}

/** A generator seeded by a number or a string; identical streams for identical seeds. */
export function createRng(seed: Seed): Rng {
  checkSeed('createRng', 'seed', seed, false);
  const [lo, hi] = seedWords(seed);
  return new Sfc32(lo, hi);
}

/**
 * The seed of child `index` of `seed` (a safe integer below 2^53), so item i of a batch depends
 * only on (seed, i) — not on how the batch is split between workers.
 */
export function deriveSeed(seed: Seed, index: number): number {
  checkSeed('deriveSeed', 'seed', seed, false);
  checkInteger('deriveSeed', 'index', index, 0, Number.MAX_SAFE_INTEGER);
  const [lo, hi] = seedWords(seed);
  const ilo = index >>> 0;
  const ihi = Math.floor(index / TWO_32) >>> 0;
  const h1 = mix32(lo ^ mix32(ilo ^ 0x243f6a88) ^ Math.imul(hi, 0x9e3779b1));
  const h2 = mix32(hi ^ mix32(ihi ^ h1 ^ 0x85a308d3) ^ Math.imul(lo ^ ilo, 0x7feb352d));
  return (h1 & 0x1fffff) * TWO_32 + h2;
}

/**
 * A seed typed by a person (the CLI's `--seed`): digits whose value is a safe integer are that
 * number, so `--seed 1234567890123456` and `{ seed: 1234567890123456 }` agree, up to
 * Number.MAX_SAFE_INTEGER (16 digits; every seed deriveSeed and randomSeed give). Anything else,
 * longer digit strings included, is the text itself, a string seed.
 */
export function parseSeed(text: string): Seed {
  checkString('parseSeed', 'text', text);
  if (/^\d{1,16}$/.test(text)) {
    const n = Number(text);
    if (Number.isSafeInteger(n)) return n;
  }
  return text;
}

/** A fresh random seed from Math.random, for callers that did not give one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 53);
}
