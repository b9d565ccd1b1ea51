/**
 * Argument checks at the engine's public entry points. A bad call (wrong type, out of range,
 * wrong length) throws a TypeError or RangeError whose message names the function and the
 * argument; it never hangs and never fails deep inside with "x is not iterable". Checks run
 * once per call, in the exported wrappers, never inside search loops.
 */
// Plain numbers, not imports: units.ts itself is checked here (no import cycle).
const SIZE = 9;
const CELLS = 81;

/** A short, safe description of a value for a message. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (ArrayBuffer.isView(value)) return `a ${value.constructor.name} of length ${(value as unknown as ArrayLike<unknown>).length}`;
  switch (typeof value) {
    case 'string':
      return value.length > 20 ? `a string of length ${value.length}` : JSON.stringify(value);
    case 'number':
    case 'boolean':
    case 'undefined':
    case 'bigint':
      return String(value);
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    default:
      return 'an object';
  }
}

function typeError(fn: string, name: string, what: string, value: unknown): never {
  throw new TypeError(`${fn}: ${name} must be ${what}, got ${describeValue(value)}`);
}

function rangeError(fn: string, name: string, what: string, value: unknown): never {
  throw new RangeError(`${fn}: ${name} must be ${what}, got ${describeValue(value)}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A key the function does not know, in an options object (a typo such as `difficulty` for
 * `tier` would otherwise be ignored silently). A TypeError, as the other argument errors, with
 * a code and the key for callers that map errors to messages.
 */
export class UnknownOptionError extends TypeError {
  readonly code = 'unknown-option';
  /** The unknown key, e.g. 'difficulty'. */
  readonly key: string;
  /** The keys the function knows. */
  readonly known: readonly string[];
  constructor(fn: string, name: string, key: string, known: readonly string[]) {
    const what = name === 'options' ? 'option' : `key in ${name}`;
    super(`${fn}: unknown ${what} ${describeKey(key)} (known: ${known.join(', ')})`);
    this.name = 'UnknownOptionError';
    this.key = key;
    this.known = known;
  }
}

/** A key quoted for a message: printable and short, whatever the caller put there. */
function describeKey(key: string): string {
  const safe = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return /^[\x20-\x7e\u00a0-\uffff]*$/.test(safe) && !/[\u2028\u2029]/.test(safe) ? `'${safe}'` : JSON.stringify(safe);
}

/**
 * Options: undefined (defaults) or an object. With `known`, any own key outside it is refused
 * (UnknownOptionError), also one whose value is undefined: a misspelt key is a mistake either way.
 */
export function checkOptions(fn: string, name: string, value: unknown, known?: readonly string[]): Record<string, unknown> {
  if (value === undefined) return {};
  if (!isObject(value) || Array.isArray(value)) typeError(fn, name, 'an object', value);
  if (known) {
    for (const key of Object.keys(value)) if (!known.includes(key)) throw new UnknownOptionError(fn, name, key, known);
  }
  return value;
}

/** size² digits 0-size (0 = blank) in an array or typed array (81 digits 0-9 by default). */
export function checkGrid(fn: string, name: string, value: unknown, size = SIZE): asserts value is ArrayLike<number> {
  readGrid(fn, name, value, size);
}

/**
 * checkGrid, returning a copy: each cell of the caller's array is read exactly once, so what was
 * checked is what the function works on (a Proxy, a getter, or a SharedArrayBuffer another
 * thread writes to cannot change the grid after its check).
 */
export function readGrid(fn: string, name: string, value: unknown, size = SIZE): Uint8Array {
  const cells = size * size;
  if (!isObject(value) || typeof (value as { length?: unknown }).length !== 'number') {
    typeError(fn, name, `an array of ${cells} digits 0-${size}${typeof value === 'string' ? ' (parse text with parseLine)' : ''}`, value);
  }
  const grid = value as unknown as ArrayLike<unknown>;
  const length = grid.length;
  if (length !== cells) rangeError(fn, name, `${cells} cells long`, value);
  const copy = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) {
    const d = grid[i];
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > size) {
      rangeError(fn, `${name}[${i}]`, `a digit 0-${size} (0 = blank)`, d);
    }
    copy[i] = d;
  }
  return copy;
}

export function checkString(fn: string, name: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') typeError(fn, name, 'a string', value);
}

/** An integer in [min, max]; `undefined` allowed when `optional`. */
export function checkInteger(fn: string, name: string, value: unknown, min: number, max: number, optional = false): void {
  if (value === undefined && optional) return;
  if (typeof value !== 'number') typeError(fn, name, `an integer from ${min} to ${max}`, value);
  if (!Number.isInteger(value) || value < min || value > max) rangeError(fn, name, `an integer from ${min} to ${max}`, value);
}

/** A number, not NaN; finite unless `allowInfinity`; at least `min` when given. */
export function checkNumber(fn: string, name: string, value: unknown, opts: { min?: number; allowInfinity?: boolean; optional?: boolean } = {}): void {
  if (value === undefined && opts.optional) return;
  const what = `a ${opts.allowInfinity ? '' : 'finite '}number${opts.min !== undefined ? ` >= ${opts.min}` : ''}`;
  if (typeof value !== 'number') typeError(fn, name, what, value);
  if (Number.isNaN(value) || (!opts.allowInfinity && !Number.isFinite(value)) || (opts.min !== undefined && value < opts.min)) rangeError(fn, name, what, value);
}

export function checkBoolean(fn: string, name: string, value: unknown, optional = true): void {
  if (value === undefined && optional) return;
  if (typeof value !== 'boolean') typeError(fn, name, 'true or false', value);
}

export function checkFunction(fn: string, name: string, value: unknown, optional = true): void {
  if (value === undefined && optional) return;
  if (typeof value !== 'function') typeError(fn, name, 'a function', value);
}

/**
 * A seed: a finite number or a string. Integers beyond Number.MAX_SAFE_INTEGER are refused: they
 * have already lost digits (12345678901234567891 arrives as 12345678901234567000, the same
 * number as other seeds), so a long seed must come as a string, as parseSeed makes it.
 */
export function checkSeed(fn: string, name: string, value: unknown, optional = true): void {
  if (value === undefined && optional) return;
  if (typeof value === 'string') return;
  if (typeof value !== 'number') typeError(fn, name, 'a number or a string', value);
  if (!Number.isFinite(value)) rangeError(fn, name, 'a finite number or a string', value);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new RangeError(`${fn}: ${name} must be a string when beyond ${Number.MAX_SAFE_INTEGER} (larger numbers lose digits), got ${describeValue(value)}`);
  }
}

/** One of `names`. */
export function checkName(fn: string, name: string, value: unknown, names: readonly string[], optional = true): void {
  if (value === undefined && optional) return;
  if (typeof value !== 'string') typeError(fn, name, `one of ${names.join(', ')}`, value);
  if (!names.includes(value)) rangeError(fn, name, `one of ${names.join(', ')}`, value);
}

/** Something with `.aborted` (an AbortSignal or look-alike). */
export function checkSignal(fn: string, name: string, value: unknown): void {
  if (value === undefined) return;
  if (!isObject(value) || !('aborted' in value)) typeError(fn, name, 'an AbortSignal-like object with .aborted', value);
}

/** An Rng: an object with next(), int(n) and shuffle(a) as createRng makes. */
export function checkRng(fn: string, name: string, value: unknown): void {
  if (!isObject(value) || typeof value.nextU32 !== 'function' || typeof value.int !== 'function' || typeof value.shuffle !== 'function') {
    typeError(fn, name, 'an Rng (from createRng)', value);
  }
}

/** A marks array: 729 entries, 9 per cell. */
export function checkMarks(fn: string, name: string, value: unknown): void {
  if (value === undefined) return;
  if (!isObject(value) || typeof (value as { length?: unknown }).length !== 'number') typeError(fn, name, `an array of ${CELLS * SIZE} booleans`, value);
  if ((value as unknown as ArrayLike<unknown>).length !== CELLS * SIZE) rangeError(fn, name, `${CELLS * SIZE} long (9 per cell)`, value);
}

/** A cell index 0-80, digit 1-9 pair list as steps carry them. */
function checkCellDigits(fn: string, name: string, value: unknown): void {
  if (!Array.isArray(value)) typeError(fn, name, 'an array of { cell, digit }', value);
  value.forEach((cd: unknown, i) => {
    if (!isObject(cd)) typeError(fn, `${name}[${i}]`, 'a { cell, digit } object', cd);
    checkInteger(fn, `${name}[${i}].cell`, cd.cell, 0, CELLS - 1);
    checkInteger(fn, `${name}[${i}].digit`, cd.digit, 1, SIZE);
  });
}

/** A Step as techniques make it (the parts public functions read). */
export function checkStep(fn: string, name: string, value: unknown): void {
  if (!isObject(value)) typeError(fn, name, 'a Step', value);
  checkString(fn, `${name}.technique`, value.technique);
  checkNumber(fn, `${name}.rating`, value.rating);
  checkCellDigits(fn, `${name}.placements`, value.placements);
  checkCellDigits(fn, `${name}.eliminations`, value.eliminations);
  for (const [key, max] of [['cells', CELLS - 1], ['units', 26]] as const) {
    const list = value[key];
    if (!Array.isArray(list)) typeError(fn, `${name}.${key}`, 'an array of integers', list);
    list.forEach((x: unknown, i) => checkInteger(fn, `${name}.${key}[${i}]`, x, 0, max));
  }
}

/** A CellDigit list (sortEliminations). */
export function checkCellDigitList(fn: string, name: string, value: unknown): void {
  checkCellDigits(fn, name, value);
}

/** A Candidates grid: 81 values and 81 candidate masks. */
export function checkCandidates(fn: string, name: string, value: unknown): void {
  if (!isObject(value) || !(value.values instanceof Uint8Array) || !(value.masks instanceof Uint16Array) || value.values.length !== CELLS || value.masks.length !== CELLS) {
    typeError(fn, name, 'a Candidates grid', value);
  }
}

/** The most solutions solve() counts: beyond it counting takes unbounded time (an empty grid has 6.7e21). */
export const MAX_SOLVE_LIMIT = 1_000_000;

/** solve()'s `limit`: default 1. */
export function checkSolveLimit(options: unknown): number {
  return solveLimit(checkOptions('solve', 'options', options, ['limit']));
}

function solveLimit(o: Record<string, unknown>): number {
  if (o.limit === undefined) return 1;
  checkInteger('solve', 'options.limit', o.limit, 1, MAX_SOLVE_LIMIT);
  return o.limit as number;
}

/** solve()'s options: limit (default 1), rules (checked by the caller), budget (guesses, default unbounded). */
export function checkSolveOptions(options: unknown): { limit: number; rules: unknown; budget: number } {
  const o = checkOptions('solve', 'options', options, ['limit', 'rules', 'budget']);
  const limit = solveLimit(o);
  checkNumber('solve', 'options.budget', o.budget, { min: 0, allowInfinity: true, optional: true });
  if (o.rules !== undefined && (typeof o.rules !== 'object' || o.rules === null)) typeError('solve', 'options.rules', 'a rules object', o.rules);
  return { limit, rules: o.rules, budget: (o.budget as number | undefined) ?? Infinity };
}
