/**
 * Every public engine function answers a bad call with a typed error: a Result error, or a
 * TypeError/RangeError naming the function and the argument (GridParseError for the throwing
 * parser). Never another exception ("perms is not iterable"), never a hang. Properties over
 * random argument values (bounded: modest runs, small budgets where a valid call could search).
 * The cases named in issue 17 come first as a table.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as engine from './index.js';
import { GridParseError, identityTransform, createRng, Candidates, emptyGrid, parseLine, hint, solve, type Step } from './index.js';

const TOP1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const puzzle = () => {
  const r = parseLine(TOP1);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Run a call: returns 'ok' or the typed error's kind; anything else fails the test. */
function typedOutcome(call: () => unknown): string {
  try {
    call();
    return 'ok';
  } catch (e) {
    if (e instanceof TypeError || e instanceof RangeError || e instanceof GridParseError) {
      expect(e.message.length).toBeGreaterThan(0);
      return e.constructor.name;
    }
    throw new Error(`untyped error: ${e instanceof Error ? `${e.constructor.name}: ${e.message}` : String(e)}`);
  }
}

describe('issue 17: the bad calls the probe found', () => {
  const CASES: [string, () => unknown, RegExp][] = [
    ['solve limit NaN', () => solve(emptyGrid(), { limit: NaN }), /solve: options\.limit must be an integer from 1 to 1000000, got NaN/],
    ['solve limit Infinity', () => solve(emptyGrid(), { limit: Infinity }), /options\.limit/],
    ['solve limit 0', () => solve(puzzle(), { limit: 0 }), /options\.limit.*got 0/],
    ['solve limit -1', () => solve(puzzle(), { limit: -1 }), /options\.limit.*got -1/],
    ['solve limit 1.5', () => solve(puzzle(), { limit: 1.5 }), /options\.limit/],
    ['solve grid of 80 cells', () => solve(new Uint8Array(80)), /solve: grid must be 81 cells long/],
    ['solve grid as text', () => solve(TOP1 as unknown as Uint8Array), /parse text with parseLine/],
    ['solve digit 10', () => solve(Uint8Array.from({ length: 81 }, (_, i) => (i === 5 ? 10 : 0))), /grid\[5\] must be a digit 0-9/],
    ['hint digits without the givens', () => hint({ puzzle: puzzle(), digits: emptyGrid() }), /hint: state\.digits must keep the givens of state\.puzzle: r1c1 is 4/],
    ['hint marks of wrong length', () => hint({ puzzle: puzzle(), marks: [true] }), /state\.marks must be 729 long/],
    ['applyTransform of a non-transform', () => engine.applyTransform({} as never, puzzle()), /applyTransform: t must be a valid Transform/],
    ['composeTransforms with null', () => engine.composeTransforms(identityTransform(), null as never), /second must be a valid Transform/],
    ['symmetryOrbits of an unknown name', () => engine.symmetryOrbits('spiral' as never), /symmetryOrbits: name must be one of none, /],
    ['generate clues -1', () => engine.generate({ clues: -1 }), /clue target/],
    ['generate symmetry 7', () => engine.generate({ symmetry: 7 as never }), /generate: options\.symmetry must be one of/],
    ['rate budget NaN', () => engine.rate(puzzle(), { budget: NaN }), /rate: options\.budget must be a number >= 0, got NaN/],
    ['cellName 81', () => engine.cellName(81), /cellName: cell must be an integer from 0 to 80, got 81/],
    ['createRng of an object', () => engine.createRng({} as never), /createRng: seed must be a number or a string/],
    ['generateRated with no target', () => engine.generateRated({} as never), /generateRated: options\.target must be/],
  ];
  for (const [name, call, message] of CASES) {
    it(name, () => {
      expect(call).toThrow(message);
      expect(['TypeError', 'RangeError']).toContain(typedOutcome(call));
    });
  }

  it('valid calls still work', () => {
    expect(solve(puzzle(), { limit: 2 }).count).toBe(1);
    expect(solve(emptyGrid(), { limit: 1000 }).count).toBe(1000);
    expect(hint({ puzzle: puzzle() }).ok).toBe(true);
  });
});

/** Values near and far from what functions take: the usual bad ones plus valid-looking ones. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
  fc.constantFrom(NaN, Infinity, -Infinity, -1, 0, 1, 2, 80, 81, 1.5, 2 ** 53, '', 'none', 'easy', null, undefined, true),
  fc.constantFrom<unknown>(new Uint8Array(81), new Uint8Array(80), puzzle(), Array(81).fill(0), Array(81).fill('1'), identityTransform(), createRng(1)),
  fc.array(fc.integer({ min: -2, max: 12 }), { minLength: 79, maxLength: 82 }),
  fc.record({ limit: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.constantFrom(NaN, Infinity, 0.5)) }),
);

/** Options objects with small budgets, so that a valid call cannot search for long. */
const optionsValue: fc.Arbitrary<unknown> = fc.oneof(
  anyValue,
  fc.record(
    {
      seed: fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), anyValue),
      symmetry: fc.oneof(fc.constantFrom(...engine.SYMMETRY_NAMES), anyValue),
      minimal: fc.oneof(fc.boolean(), anyValue),
      clues: fc.oneof(fc.integer({ min: -2, max: 83 }), anyValue),
      maxAttempts: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom(NaN, 0.5, '2')),
      timeLimitMs: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.constantFrom(NaN, undefined)),
      budget: fc.oneof(fc.integer({ min: -1, max: 1000 }), fc.constantFrom(NaN, -Infinity)),
      limit: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constantFrom(NaN, Infinity)),
      maxSteps: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constantFrom(NaN)),
      conflicts: fc.constantFrom('allow', 'error', 'maybe', 3),
      tier: fc.oneof(fc.constantFrom('easy', 'medium', 'hard', 'nope'), anyValue),
      rating: fc.oneof(fc.tuple(fc.double({ min: 0, max: 12, noNaN: true }), fc.double({ min: 0, max: 12, noNaN: true })), anyValue),
      target: fc.oneof(fc.record({ tier: fc.constantFrom('easy', 'hard', 'bogus') }), fc.record({ rating: fc.tuple(fc.double({ min: -1, max: 12 }), fc.double({ min: -1, max: 12 })) }), anyValue),
      strategy: fc.constantFrom('repair', 'capped', 'blind', 'other'),
      puzzle: fc.oneof(fc.constant(puzzle()), anyValue),
      digits: fc.oneof(fc.constant(puzzle()), fc.constant(emptyGrid()), anyValue),
      marks: fc.oneof(fc.constant(undefined), fc.array(fc.boolean(), { minLength: 729, maxLength: 729 }), anyValue),
    },
    { requiredKeys: [] },
  ),
);

const rulesValue: fc.Arbitrary<unknown> = fc.oneof(
  anyValue,
  fc.constant({ size: 4 }),
  fc.constant({ size: 4, cages: [{ sum: 3, cells: [0, 1] }] }),
  fc.record({ size: fc.oneof(fc.constantFrom(4, 6, 9, 5), anyValue), diagonals: fc.oneof(fc.boolean(), anyValue), windows: fc.oneof(fc.boolean(), anyValue), regions: anyValue, cages: fc.oneof(anyValue, fc.array(fc.record({ sum: fc.oneof(fc.integer({ min: 0, max: 50 }), anyValue), cells: fc.oneof(fc.array(fc.integer({ min: -1, max: 82 }), { maxLength: 5 }), anyValue) }), { maxLength: 3 })) }, { requiredKeys: [] }),
);

const step: Step = {
  technique: 'Hidden Single',
  rating: 1.2,
  placements: [{ cell: 0, digit: 4 }],
  eliminations: [],
  cells: [0],
  digits: [4],
  units: [0],
  links: [],
  explanation: 'x',
};
const stepValue = fc.oneof(fc.constant(step), anyValue, fc.record({ technique: anyValue, rating: anyValue, placements: anyValue, eliminations: anyValue, cells: anyValue, units: anyValue }));
const candidatesValue = fc.oneof(fc.constant(Candidates.fromGrid(puzzle())), anyValue);

/**
 * Every function exported by the engine, with the arguments it is fuzzed with. Classes
 * (Solver, Candidates, GridParseError) are constructed by the engine or the caller and are not
 * entry points here.
 */
const CALLS: Record<string, fc.Arbitrary<unknown[]>> = {
  emptyGrid: fc.tuple(),
  parseLine: fc.tuple(fc.oneof(fc.string({ maxLength: 90 }), anyValue), optionsValue),
  parseGrid: fc.tuple(fc.oneof(fc.string({ maxLength: 200 }), anyValue), optionsValue),
  parseGridOrThrow: fc.tuple(fc.oneof(fc.string({ maxLength: 200 }), anyValue), optionsValue),
  findConflicts: fc.tuple(anyValue),
  makeLine: fc.tuple(anyValue, fc.oneof(fc.constant('.'), anyValue)),
  makeBoxed: fc.tuple(anyValue),
  countClues: fc.tuple(anyValue),
  solve: fc.tuple(anyValue, optionsValue),
  applyStep: fc.tuple(candidatesValue, stepValue),
  sortEliminations: fc.tuple(fc.oneof(anyValue, fc.array(fc.record({ cell: fc.integer({ min: -1, max: 82 }), digit: fc.integer({ min: 0, max: 10 }) }), { maxLength: 4 }))),
  formatEffect: fc.tuple(stepValue),
  nextStep: fc.tuple(candidatesValue, fc.oneof(fc.constant(undefined), anyValue)),
  solveLogically: fc.tuple(fc.oneof(fc.constant(puzzle()), candidatesValue), optionsValue),
  tierOf: fc.tuple(anyValue),
  rate: fc.tuple(fc.oneof(fc.constant(puzzle()), anyValue), optionsValue),
  rateSteps: fc.tuple(fc.oneof(fc.record({ steps: fc.constant([step]), solved: fc.boolean() }), anyValue)),
  formatRating: fc.tuple(anyValue, anyValue),
  parseMarks: fc.tuple(fc.oneof(fc.string({ maxLength: 730 }), anyValue)),
  makeMarks: fc.tuple(candidatesValue),
  hint: fc.tuple(optionsValue),
  ladderOf: fc.tuple(stepValue),
  createRng: fc.tuple(anyValue),
  deriveSeed: fc.tuple(anyValue, anyValue),
  randomSeed: fc.tuple(),
  parseSeed: fc.tuple(fc.oneof(anyValue, fc.stringMatching(/^\d{1,22}$/))),
  isSymmetryName: fc.tuple(anyValue),
  parseSymmetryName: fc.tuple(anyValue),
  symmetryOrbits: fc.tuple(fc.oneof(fc.constantFrom(...engine.SYMMETRY_NAMES), anyValue)),
  hasSymmetry: fc.tuple(anyValue, fc.oneof(fc.constantFrom(...engine.SYMMETRY_NAMES), anyValue)),
  symmetriesOf: fc.tuple(anyValue),
  identityTransform: fc.tuple(),
  isValidTransform: fc.tuple(anyValue),
  applyTransform: fc.tuple(fc.oneof(fc.constant(identityTransform()), anyValue), anyValue),
  composeTransforms: fc.tuple(fc.oneof(fc.constant(identityTransform()), anyValue), fc.oneof(fc.constant(identityTransform()), anyValue)),
  invertTransform: fc.tuple(fc.oneof(fc.constant(identityTransform()), anyValue)),
  drawTransform: fc.tuple(fc.oneof(fc.constant(createRng(3)), anyValue)),
  randomTransform: fc.tuple(anyValue, fc.oneof(fc.constant(createRng(3)), anyValue)),
  rotate90Transform: fc.tuple(),
  rotate180Transform: fc.tuple(),
  mirrorHorizontalTransform: fc.tuple(),
  mirrorVerticalTransform: fc.tuple(),
  transposeTransform: fc.tuple(),
  swapDigitsTransform: fc.tuple(anyValue, anyValue),
  canonicalForm: fc.tuple(anyValue),
  canonicalGrid: fc.tuple(anyValue),
  areEquivalent: fc.tuple(anyValue, anyValue),
  budgetStop: fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.constant(undefined), fc.constant(Infinity)),
  defaultMaxAttempts: fc.tuple(optionsValue),
  cluesReachable: fc.tuple(fc.oneof(fc.constantFrom(...engine.SYMMETRY_NAMES), anyValue), anyValue),
  checkGenerateOptions: fc.tuple(optionsValue),
  randomSolution: fc.tuple(fc.oneof(fc.constant(createRng(5)), anyValue)),
  isMinimalPuzzle: fc.tuple(anyValue),
  generate: fc.tuple(optionsValue),
  targetRange: fc.tuple(optionsValue),
  erInRange: fc.tuple(anyValue, fc.oneof(fc.constant({ lo: 1, hi: 2, loInclusive: true }), anyValue)),
  parseDifficultyTarget: fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), anyValue)),
  checkTargetReachable: fc.tuple(optionsValue),
  generateRated: fc.tuple(optionsValue),
  generateToDifficulty: fc.tuple(optionsValue),
  unitKind: fc.tuple(anyValue),
  unitName: fc.tuple(anyValue),
  unitsOfCell: fc.tuple(anyValue),
  cellName: fc.tuple(anyValue),
  ok: fc.tuple(anyValue),
  err: fc.tuple(anyValue),
  withArticle: fc.tuple(fc.oneof(fc.string({ maxLength: 20 }), anyValue)),
  traceHuman: fc.tuple(fc.oneof(fc.constant(puzzle()), anyValue), optionsValue),
  humanSeconds: fc.tuple(fc.oneof(fc.constant(engine.traceHuman(puzzle())), anyValue), fc.oneof(fc.constant(engine.HUMAN_MODEL), anyValue)),
  roundMinutes: fc.tuple(anyValue),
  humanMinutes: fc.tuple(fc.oneof(fc.constant(puzzle()), anyValue), anyValue),
  expectedMinutes: fc.tuple(fc.oneof(fc.constant(puzzle()), anyValue), optionsValue),
  parseMinutesRange: fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), anyValue)),
  generateForMinutes: fc.tuple(fc.oneof(fc.record({ minutes: fc.constant([3, 8]), seed: fc.nat() }), optionsValue)),
  playerLevel: fc.tuple(fc.oneof(fc.constantFrom('easy', 'hard'), anyValue)),
  generateLevel: fc.tuple(fc.oneof(fc.constant(engine.PLAYER_LEVELS[0]), anyValue), optionsValue),
  // Variants I: rules values, their compiled form, givens against them
  sizeOf: fc.tuple(rulesValue),
  isClassic: fc.tuple(rulesValue),
  minCageSum: fc.tuple(anyValue),
  maxCageSum: fc.tuple(anyValue, anyValue),
  cageCombinations: fc.tuple(fc.oneof(fc.constantFrom(4, 9, 16), anyValue), fc.oneof(fc.integer({ min: -1, max: 17 }), anyValue), fc.oneof(fc.integer({ min: -1, max: 140 }), anyValue)),
  isCompiledRules: fc.tuple(rulesValue),
  validateRules: fc.tuple(rulesValue),
  compileRules: fc.tuple(rulesValue),
  checkRules: fc.tuple(rulesValue),
  boxRegions: fc.tuple(fc.oneof(fc.constantFrom(4, 6, 9, 12, 16), anyValue)),
  checkGivens: fc.tuple(fc.oneof(fc.constant(engine.compileRules({ size: 4 })), anyValue), fc.oneof(fc.constant(new Uint8Array(16)), anyValue)),
  validatePuzzle: fc.tuple(fc.oneof(fc.record({ rules: rulesValue, givens: fc.oneof(fc.constant(new Uint8Array(16)), anyValue) }), anyValue)),
  compilePuzzle: fc.tuple(fc.oneof(fc.record({ rules: rulesValue, givens: fc.oneof(fc.constant(new Uint8Array(16)), anyValue) }), anyValue)),
  solvePuzzle: fc.tuple(fc.oneof(fc.record({ rules: rulesValue, givens: fc.oneof(fc.constant(new Uint8Array(16)), anyValue) }), anyValue), optionsValue),
  levelMaxRating: fc.tuple(fc.oneof(fc.constant(engine.PLAYER_LEVELS[2]), anyValue)),
  levelMinRating: fc.tuple(fc.oneof(fc.constant(engine.PLAYER_LEVELS[2]), anyValue)),
  levelTechniques: fc.tuple(fc.oneof(fc.constant(engine.PLAYER_LEVELS[2]), anyValue)),
  levelOf: fc.tuple(fc.oneof(fc.record({ er: fc.double({ min: 0, max: 12, noNaN: true }), minutes: fc.double({ min: 0, max: 60, noNaN: true }) }), anyValue)),
  findTechnique: fc.tuple(fc.oneof(fc.constantFrom('X-Wing', 'y wing', 'Turbot Fish'), anyValue)),
  stepIsTechnique: fc.tuple(anyValue, fc.oneof(fc.constant(engine.TECHNIQUE_LIST[6]), anyValue)),
  techniqueOfStep: fc.tuple(anyValue),
  ladderRowOf: fc.tuple(fc.oneof(fc.constant(engine.TECHNIQUE_LIST[6]), anyValue)),
  targetRating: fc.tuple(anyValue, fc.oneof(fc.constant(engine.TECHNIQUE_LIST[6]), anyValue)),
  checkTechniquePuzzle: fc.tuple(fc.oneof(fc.constant(puzzle()), anyValue), fc.oneof(fc.constant('pointing'), anyValue), optionsValue),
  generateForTechnique: fc.tuple(fc.oneof(fc.constant('naked-single'), anyValue), optionsValue),
  attemptTechnique: fc.tuple(fc.oneof(fc.constant('naked-single'), anyValue), fc.oneof(fc.nat(), anyValue), optionsValue),
  // Variants II: generators and the variant technique solver
  generateVariant: fc.tuple(fc.oneof(fc.record({ variant: fc.constantFrom('classic', 'jigsaw', 'x', 'killer'), size: fc.constantFrom(4, 6), seed: fc.nat() }), optionsValue)),
  isUniqueUnder: fc.tuple(fc.oneof(fc.constant(engine.compileRules({ size: 4 })), anyValue), fc.oneof(fc.constant(new Uint8Array(16)), anyValue), fc.oneof(fc.nat(100), anyValue)),
  cellOutline: fc.tuple(fc.oneof(fc.array(fc.nat(20), { maxLength: 6 }), anyValue), fc.oneof(fc.constantFrom(4, 9), anyValue), fc.oneof(fc.constant(0.1), anyValue)),
  sumCell: fc.tuple(fc.oneof(fc.array(fc.nat(20), { maxLength: 6 }), anyValue)),
  areaBorders: fc.tuple(fc.oneof(fc.array(fc.nat(3), { minLength: 16, maxLength: 16 }), anyValue), fc.oneof(fc.constant(4), anyValue)),
  colourAreas: fc.tuple(fc.oneof(fc.array(fc.array(fc.nat(15), { maxLength: 3 }), { maxLength: 5 }), anyValue), fc.oneof(fc.constant(4), anyValue), fc.oneof(fc.constant(4), anyValue)),
  randomJigsawRegions: fc.tuple(fc.oneof(fc.constantFrom(4, 6), anyValue), fc.oneof(fc.constant(engine.createRng(1)), anyValue), fc.oneof(fc.nat(4), anyValue)),
  playerTechniqueName: fc.tuple(fc.oneof(fc.constantFrom('Direct Hidden Pair', 'Naked Triplet', 'X-Wing'), anyValue)),
  unitsName: fc.tuple(fc.oneof(fc.array(fc.nat(26), { maxLength: 4 }), anyValue)),
  solveVariantLogically: fc.tuple(fc.oneof(fc.record({ rules: fc.constant({ size: 4 }), givens: fc.constant(new Uint8Array(16)) }), anyValue), optionsValue),
  rateVariant: fc.tuple(fc.oneof(fc.record({ rules: fc.constant({ size: 4 }), givens: fc.constant(new Uint8Array(16)) }), anyValue)),
  variantInitialState: fc.tuple(fc.oneof(fc.record({ rules: fc.constant({ size: 4 }), givens: fc.constant(new Uint8Array(16)) }), anyValue)),
  nextVariantStep: fc.tuple(anyValue),
  applyVariantStep: fc.tuple(anyValue, anyValue),
  cloneVariantState: fc.tuple(anyValue),
  variantLevelAtMost: fc.tuple(fc.oneof(fc.constantFrom('easy', 'hard'), anyValue), fc.oneof(fc.constantFrom('medium', 'extreme'), anyValue)),
  variantTechniqueLevel: fc.tuple(fc.oneof(fc.constantFrom('Naked Single', 'Rule of 45'), anyValue)),
  hintVariant: fc.tuple(fc.oneof(fc.record({ puzzle: fc.oneof(fc.constant({ rules: { size: 4 }, givens: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0] }), anyValue), digits: fc.oneof(fc.constant(new Uint8Array(16)), anyValue), marks: fc.oneof(fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }), anyValue) }, { requiredKeys: ['puzzle'] }), anyValue), fc.oneof(fc.constant(undefined), fc.record({ budget: fc.oneof(fc.nat(50), anyValue) }), anyValue)),
};

/** Options that would let generate()/generateRated() search for long: the fuzz keeps them small. */
function bounded(name: string, args: unknown[]): unknown[] {
  if (name === 'generateForTechnique') {
    const o = args[1];
    return [args[0], typeof o === 'object' && o !== null && !Array.isArray(o) ? { ...(o as object), maxAttempts: 1, minutes: undefined } : o];
  }
  if (name === 'generateLevel') {
    const o = args[1];
    return [args[0], typeof o === 'object' && o !== null && !Array.isArray(o) ? { ...(o as object), maxAttempts: 1 } : o];
  }
  if (!['generate', 'generateRated', 'generateToDifficulty', 'generateForMinutes'].includes(name)) return args;
  const o = args[0];
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return args;
  const copy = { ...(o as Record<string, unknown>) };
  if (typeof copy.maxAttempts !== 'number' || copy.maxAttempts > 3) copy.maxAttempts = 2;
  return [copy];
}

describe('every public function: random arguments give a result or a typed error', () => {
  it('the table names every exported function', () => {
    const functions = Object.entries(engine)
      .filter(([, v]) => typeof v === 'function' && !/^[A-Z]/.test(v.name))
      .map(([k]) => k)
      .sort();
    expect(functions).toEqual(Object.keys(CALLS).sort());
  });

  for (const [name, args] of Object.entries(CALLS)) {
    it(name, () => {
      const fn = (engine as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
      fc.assert(
        fc.property(args, (a) => {
          typedOutcome(() => fn(...bounded(name, a)));
        }),
        { numRuns: 60, seed: 17 },
      );
    });
  }
});

describe('issue 26: unknown option keys are refused, naming the key and the known ones', () => {
  const level = () => engine.playerLevel('hard')!;
  const trace = { placements: 50, search: 100, beyond: 0, estimated: false };
  /** Every exported function that takes an options-like object: [name, call with the extra key `bogus`, the object's known keys]. */
  const CASES: [string, (extra: Record<string, unknown>) => unknown, string[]][] = [
    ['parseLine', (x) => engine.parseLine(TOP1, x as never), ['conflicts']],
    ['parseGrid', (x) => engine.parseGrid(TOP1, x as never), ['conflicts']],
    ['parseGridOrThrow', (x) => engine.parseGridOrThrow(TOP1, x as never), ['conflicts']],
    ['solve', (x) => solve(puzzle(), x as never), ['limit', 'rules', 'budget']],
    ['solveLogically', (x) => engine.solveLogically(puzzle(), x as never), ['maxSteps', 'budget']],
    ['rate', (x) => engine.rate(puzzle(), x as never), ['budget']],
    ['expectedMinutes', (x) => engine.expectedMinutes(puzzle(), x as never), ['budget']],
    ['traceHuman', (x) => engine.traceHuman(puzzle(), x as never), ['visibility']],
    ['traceHuman visibility', (x) => engine.traceHuman(puzzle(), { visibility: { ...engine.HUMAN_MODEL.visibility, ...x } }), ['fullHouse', 'box', 'line', 'naked', 'intersection', 'fallback']],
    ['humanSeconds trace', (x) => engine.humanSeconds({ ...trace, ...x }), ['placements', 'search', 'beyond', 'estimated']],
    ['humanSeconds model', (x) => engine.humanSeconds(trace, { ...engine.HUMAN_MODEL, ...x }), ['visibility', 'start', 'place', 'scan']],
    ['hint', (x) => hint({ puzzle: puzzle(), ...x }), ['puzzle', 'digits', 'marks']],
    ['hintVariant', (x) => engine.hintVariant({ puzzle: { rules: { size: 4 }, givens: new Uint8Array(16) }, ...x }), ['puzzle', 'digits', 'marks']],
    ['hintVariant options', (x) => engine.hintVariant({ puzzle: { rules: { size: 4 }, givens: new Uint8Array(16) } }, x), ['budget']],
    ['generate', (x) => engine.generate(x), ['seed', 'symmetry', 'minimal', 'clues', 'maxAttempts', 'timeLimitMs', 'signal', 'onProgress', 'tier', 'rating']],
    ['generateToDifficulty', (x) => engine.generateToDifficulty({ tier: 'easy', ...x }), ['seed', 'symmetry', 'minimal', 'clues', 'maxAttempts', 'timeLimitMs', 'signal', 'onProgress', 'tier', 'rating']],
    ['checkGenerateOptions', (x) => engine.checkGenerateOptions(x), ['seed', 'symmetry', 'minimal', 'clues', 'maxAttempts', 'timeLimitMs', 'signal', 'onProgress', 'tier', 'rating']],
    ['defaultMaxAttempts', (x) => engine.defaultMaxAttempts(x), ['seed', 'symmetry', 'minimal', 'clues', 'maxAttempts', 'timeLimitMs', 'signal', 'onProgress', 'tier', 'rating']],
    ['generateRated', (x) => engine.generateRated({ target: { tier: 'easy' }, ...x }), ['target', 'seed', 'symmetry', 'strategy', 'maxAttempts', 'timeLimitMs', 'signal', 'onProgress']],
    ['generateRated target', (x) => engine.generateRated({ target: { tier: 'easy', ...x } as never }), ['tier', 'rating']],
    ['targetRange', (x) => engine.targetRange({ tier: 'easy', ...x } as never), ['tier', 'rating']],
    ['checkTargetReachable', (x) => engine.checkTargetReachable({ rating: [1, 2], ...x } as never), ['tier', 'rating']],
    ['erInRange', (x) => engine.erInRange(2, { lo: 1, hi: 3, loInclusive: true, ...x }), ['lo', 'hi', 'loInclusive']],
    ['generateForMinutes', (x) => engine.generateForMinutes({ minutes: [5, 10], ...x }), ['minutes', 'target', 'seed', 'symmetry', 'maxAttempts', 'signal']],
    ['generateLevel', (x) => engine.generateLevel(level(), x), ['seed', 'symmetry', 'maxAttempts']],
    ['generateLevel level', (x) => engine.generateLevel({ ...level(), ...x }), ['name', 'minutes', 'tier', 'techniques', 'needs']],
  ];

  for (const [name, call, known] of CASES) {
    it(name, () => {
      let thrown: unknown;
      try {
        call({ difficulty: 'hard' });
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(engine.UnknownOptionError);
      expect(thrown).toBeInstanceOf(TypeError);
      const e = thrown as InstanceType<typeof engine.UnknownOptionError>;
      expect(e.code).toBe('unknown-option');
      expect(e.key).toBe('difficulty');
      expect(e.known).toEqual(known);
      expect(e.message).toMatch(new RegExp(`^${name.split(' ')[0]}: unknown (option|key in [a-z.]+) 'difficulty' \\(known: ${known.join(', ')}\\)$`));
    });
  }

  it("generate({ difficulty: 'hard' }): the message a user sees", () => {
    expect(() => engine.generate({ difficulty: 'hard' } as never)).toThrow(
      "generate: unknown option 'difficulty' (known: seed, symmetry, minimal, clues, maxAttempts, timeLimitMs, signal, onProgress, tier, rating)",
    );
  });

  it('a key with an undefined value is refused too; known keys with undefined values are not', () => {
    expect(() => solve(puzzle(), { limt: undefined } as never)).toThrow(/unknown option 'limt' \(known: limit, rules, budget\)/);
    expect(solve(puzzle(), { limit: undefined }).count).toBe(1);
  });

  it('an odd key is quoted safely', () => {
    expect(() => solve(puzzle(), { '\u001b[31m': 1 } as never)).toThrow(/unknown option "\\u001b\[31m"/);
  });
});

describe('issue 32 (report 3, D24): the last untyped errors name their function', () => {
  const step = { technique: 'Hidden Single', rating: 1.2, placements: [], eliminations: [], cells: [], units: [] };
  // [call, the message it must start with]; each used to fail with a JavaScript error from inside
  // ("path.steps is not iterable", a destructuring error) or with another function's name.
  const CASES: [string, () => unknown, RegExp][] = [
    ['rateSteps of a number', () => engine.rateSteps(5 as never), /^rateSteps: path must be an object/],
    ['rateSteps without steps', () => engine.rateSteps({ solved: true } as never), /^rateSteps: path must be \{ steps, solved \}/],
    ['rateSteps of a bad step', () => engine.rateSteps({ steps: [null as never], solved: true }), /^rateSteps: path\.steps\[0\] must be/],
    ['checkGenerateOptions(null)', () => engine.checkGenerateOptions(null as never), /^checkGenerateOptions: options must be an object, got null/],
    ['checkGenerateOptions(NaN)', () => engine.checkGenerateOptions(NaN as never), /^checkGenerateOptions: options must be an object, got NaN/],
    ["checkGenerateOptions('x')", () => engine.checkGenerateOptions('x' as never), /^checkGenerateOptions: options must be an object/],
    ['checkGenerateOptions([])', () => engine.checkGenerateOptions([] as never), /^checkGenerateOptions: options must be an object, got an array/],
    ['defaultMaxAttempts(undefined)', () => engine.defaultMaxAttempts(undefined as never), /^defaultMaxAttempts: options must be an object/],
    ['generateToDifficulty(undefined)', () => engine.generateToDifficulty(undefined as never), /^generateToDifficulty: options must have a tier or a rating/],
    ['generateToDifficulty(null)', () => engine.generateToDifficulty(null as never), /^generateToDifficulty: options must be an object, got null/],
    ['generateToDifficulty min > max', () => engine.generateToDifficulty({ rating: [5, 3] }), /^generateToDifficulty: /],
    ['budgetStop(Symbol())', () => engine.budgetStop(Symbol() as never, 1, undefined, Infinity), /^budgetStop: attempts must be a finite number/],
    ['humanMinutes(null)', () => engine.humanMinutes(null as never), /^humanMinutes: grid must be/],
    ['parseGridOrThrow(5)', () => engine.parseGridOrThrow(5 as never), /^parseGridOrThrow: text must be a string/],
    ['generate clues 200', () => engine.generate({ clues: 200 }), /^generate: clue target must be an integer/],
  ];
  for (const [name, call, message] of CASES) {
    it(name, () => {
      expect(call).toThrow(message);
      expect(['TypeError', 'RangeError']).toContain(typedOutcome(call));
    });
  }

  it('valid calls still work', () => {
    expect(engine.checkGenerateOptions(undefined as never)).toBeUndefined();
    expect(engine.rateSteps({ steps: [step], solved: true }).er).toBe(1.2);
    expect(engine.rateSteps(engine.solveLogically(puzzle(), { budget: 1 })).er).toBeGreaterThan(0);
    expect(engine.budgetStop(1, 1, undefined, Infinity)).toBe('attempts');
  });
});

describe("issue 32 (report 3, N17): a caller's grid is read once, then copied", () => {
  /** A grid that answers `later` for every read after the first 81 (or `after` reads). */
  function fickle(grid: Uint8Array, later: number, after = 81): number[] {
    let reads = 0;
    return new Proxy(Array.from(grid), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) return reads++ < after ? target[Number(key)] : later;
        return Reflect.get(target, key, receiver);
      },
    });
  }
  const unique = puzzle();

  it('solve counts the grid it checked', () => {
    expect(solve(fickle(unique, 200), { limit: 2 }).count).toBe(1);
  });

  it('canonicalForm works on the grid it checked (it returned garbage after 20 s)', () => {
    expect(engine.makeLine(engine.canonicalForm(fickle(unique, -7)).grid)).toBe(engine.makeLine(engine.canonicalForm(unique).grid));
  });

  it('rate, hint, makeLine, applyTransform and traceHuman too', () => {
    expect(engine.makeLine(fickle(unique, 9))).toBe(engine.makeLine(unique));
    expect(engine.applyTransform(identityTransform(), fickle(unique, 9))).toEqual(unique);
    expect(hint({ puzzle: fickle(unique, 9) as never }).ok).toBe(true);
    expect(hint({ puzzle: unique, digits: fickle(unique, 9) as never }).ok).toBe(true);
    const r = engine.rate(fickle(unique, 9) as never, { budget: 1 });
    expect(r.ok).toBe(true);
    expect(engine.traceHuman(fickle(unique, 9) as never)).toEqual(engine.traceHuman(unique));
  });
});
