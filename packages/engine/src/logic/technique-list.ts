/**
 * The techniques as players know them, in the ladder's order (Sudoku Explainer's ratings), grouped
 * as a course: Basics (scanning), Intermediate (notes: subsets and fish), Advanced (wings,
 * uniqueness, quads), Expert (chains and forcing chains). One entry per thing a player learns:
 * the generator aims at an entry (technique-target.ts), the game's lessons follow the list, and
 * a step is put under an entry by `techniqueOfStep`.
 *
 * A step's player name is `step.pattern ?? step.technique` (pattern-names.ts names chains a
 * simpler pattern explains); an entry lists the SE technique names and player pattern names it
 * covers. SE's "Direct" steps (a pointing or hidden pair that leads straight to a single) belong
 * to the same entry as the plain one: a player sees the same pattern.
 */
import { deepFreeze } from '../freeze.js';
import type { Step } from './step.js';
import { TECHNIQUES } from './logic.js';
import { checkStep, checkString } from '../validate.js';

/** The four groups lessons and `--list-techniques` put techniques in, easiest first. */
export type TechniqueGroup = 'Basics' | 'Intermediate' | 'Advanced' | 'Expert';
/** Every TechniqueGroup, easiest first. */
export const TECHNIQUE_GROUPS: readonly TechniqueGroup[] = /* @__PURE__ */ deepFreeze(['Basics', 'Intermediate', 'Advanced', 'Expert'] as TechniqueGroup[]);

/** One technique players can ask for: its id, the names it goes by, its SE rating and group. */
export interface TechniqueInfo {
  /** Stable id, lower-case with dashes: "x-wing", "unique-rectangle". */
  id: string;
  /** The name players know. */
  name: string;
  group: TechniqueGroup;
  /** SE's rating of the technique's usual step (the lowest its non-direct steps rate). */
  rating: number;
  /** SE technique names (as `rate` prints them) whose steps are this technique. */
  se: readonly string[];
  /** Player pattern names (step.pattern) that are this technique; they win over `se`. */
  patterns?: readonly string[];
  /** Further names a user may type. */
  aliases?: readonly string[];
  /** The last ladder row (logic.ts TECHNIQUES) that can produce the technique's steps. */
  row: string;
  /** SE names by pattern, for families with many (loop sizes, dynamic chain kinds; not nested ones). */
  seMatch?: RegExp;
  /** For steps SE files under one name for two techniques (full house vs hidden single). */
  accepts?: (step: Step) => boolean;
}

const CHAINS = 'Forcing Chains & Cycles';

/** The techniques generateForTechnique and `generate --technique` take, in ladder order. */
export const TECHNIQUE_LIST: readonly TechniqueInfo[] = /* @__PURE__ */ deepFreeze([
  { id: 'full-house', name: 'Full House', group: 'Basics', rating: 1.0, se: ['Hidden Single'], aliases: ['Last Digit', 'Last Free Cell'], row: 'Hidden Single', accepts: (s) => s.rating <= 1.0 },
  { id: 'hidden-single', name: 'Hidden Single', group: 'Basics', rating: 1.2, se: ['Hidden Single'], row: 'Hidden Single', accepts: (s) => s.rating > 1.0 },
  { id: 'naked-single', name: 'Naked Single', group: 'Basics', rating: 2.3, se: ['Naked Single'], aliases: ['Sole Candidate'], row: 'Naked Single' },
  { id: 'pointing', name: 'Pointing', group: 'Basics', rating: 2.6, se: ['Direct Pointing', 'Pointing'], aliases: ['Locked Candidates', 'Locked Candidates Type 1'], row: 'Intersections' },
  { id: 'claiming', name: 'Claiming', group: 'Basics', rating: 2.8, se: ['Direct Claiming', 'Claiming'], aliases: ['Box/Line Reduction', 'Box Line Reduction', 'Locked Candidates Type 2'], row: 'Intersections' },
  { id: 'naked-pair', name: 'Naked Pair', group: 'Intermediate', rating: 3.0, se: ['Naked Pair'], row: 'Naked Pair' },
  { id: 'x-wing', name: 'X-Wing', group: 'Intermediate', rating: 3.2, se: ['X-Wing'], row: 'X-Wing' },
  { id: 'hidden-pair', name: 'Hidden Pair', group: 'Intermediate', rating: 3.4, se: ['Direct Hidden Pair', 'Hidden Pair'], row: 'Hidden Pair' },
  { id: 'naked-triple', name: 'Naked Triple', group: 'Intermediate', rating: 3.6, se: ['Naked Triplet'], aliases: ['Naked Triplet'], row: 'Naked Triplet' },
  { id: 'swordfish', name: 'Swordfish', group: 'Intermediate', rating: 3.8, se: ['Swordfish'], row: 'Swordfish' },
  { id: 'hidden-triple', name: 'Hidden Triple', group: 'Intermediate', rating: 4.0, se: ['Direct Hidden Triplet', 'Hidden Triplet'], aliases: ['Hidden Triplet'], row: 'Hidden Triplet' },
  { id: 'xy-wing', name: 'XY-Wing', group: 'Advanced', rating: 4.2, se: ['XY-Wing'], aliases: ['Y-Wing'], row: 'XY-Wing' },
  { id: 'xyz-wing', name: 'XYZ-Wing', group: 'Advanced', rating: 4.4, se: ['XYZ-Wing'], row: 'XYZ-Wing' },
  {
    id: 'unique-rectangle', name: 'Unique Rectangle', group: 'Advanced', rating: 4.5,
    se: [1, 2, 3, 4].flatMap((t) => [`Unique Rectangle type ${t}`, `Unique Loop type ${t}`]), aliases: ['Unique Loop', 'Uniqueness'], row: 'Unique Loops',
    seMatch: /^Unique (Rectangle|Loop)/,
  },
  { id: 'naked-quad', name: 'Naked Quad', group: 'Advanced', rating: 5.0, se: ['Naked Quad'], row: 'Naked Quad' },
  { id: 'jellyfish', name: 'Jellyfish', group: 'Advanced', rating: 5.2, se: ['Jellyfish'], row: 'Jellyfish' },
  { id: 'hidden-quad', name: 'Hidden Quad', group: 'Advanced', rating: 5.4, se: ['Direct Hidden Quad', 'Hidden Quad'], row: 'Hidden Quad' },
  { id: 'bug', name: 'BUG', group: 'Advanced', rating: 5.6, se: ['BUG type 1', 'BUG type 2', 'BUG type 3', 'BUG type 4'], aliases: ['Bivalue Universal Grave', 'BUG+1'], row: 'Bivalue Universal Grave' },
  { id: 'aligned-pair-exclusion', name: 'Aligned Pair Exclusion', group: 'Advanced', rating: 6.2, se: ['Aligned Pair Exclusion'], aliases: ['APE'], row: 'Aligned Pair Exclusion' },
  { id: 'skyscraper', name: 'Skyscraper', group: 'Expert', rating: 6.6, se: [], patterns: ['Skyscraper'], row: CHAINS },
  { id: '2-string-kite', name: '2-String Kite', group: 'Expert', rating: 6.6, se: [], patterns: ['2-String Kite'], aliases: ['Two-String Kite'], row: CHAINS },
  { id: 'turbot-fish', name: 'Turbot Fish', group: 'Expert', rating: 6.6, se: ['Turbot Fish'], patterns: ['Turbot Fish', 'Empty Rectangle'], aliases: ['Empty Rectangle'], row: CHAINS },
  { id: 'finned-fish', name: 'Finned Fish', group: 'Expert', rating: 6.6, se: [], patterns: ['Finned X-Wing', 'Sashimi X-Wing', 'Finned Swordfish', 'Sashimi Swordfish', 'Finned Jellyfish', 'Sashimi Jellyfish'], aliases: ['Finned X-Wing', 'Sashimi Fish'], row: CHAINS },
  { id: 'simple-colouring', name: 'Simple Colouring', group: 'Expert', rating: 6.6, se: [], patterns: ['Simple Colouring (trap)', 'Simple Colouring (wrap)'], aliases: ['Simple Coloring', 'Colouring', 'Coloring'], row: CHAINS },
  { id: 'x-chain', name: 'X-Chain', group: 'Expert', rating: 6.6, se: ['Forcing X-Chain'], patterns: ['X-Chain'], row: CHAINS },
  { id: 'xy-chain', name: 'XY-Chain', group: 'Expert', rating: 6.6, se: ['Forcing Y-Chain'], patterns: ['XY-Chain', 'Remote Pair'], aliases: ['Remote Pair'], row: CHAINS },
  { id: 'w-wing', name: 'W-Wing', group: 'Expert', rating: 6.6, se: [], patterns: ['W-Wing'], row: CHAINS },
  { id: 'als-xz', name: 'ALS-XZ', group: 'Expert', rating: 6.6, se: [], patterns: ['ALS-XZ'], aliases: ['Almost Locked Sets'], row: CHAINS },
  {
    id: 'aic', name: 'AIC', group: 'Expert', rating: 6.5, se: ['Forcing Chain', 'Bidirectional X-Cycle', 'Bidirectional Y-Cycle', 'Bidirectional Cycle', 'Generalized X-Wing'],
    patterns: ['AIC', 'Discontinuous Nice Loop'], aliases: ['Alternating Inference Chain', 'Nice Loop', 'Cycle'], row: CHAINS,
  },
  { id: 'aligned-triplet-exclusion', name: 'Aligned Triplet Exclusion', group: 'Expert', rating: 7.5, se: ['Aligned Triplet Exclusion'], aliases: ['ATE'], row: 'Aligned Triplet Exclusion' },
  { id: 'nishio', name: 'Nishio', group: 'Expert', rating: 7.5, se: ['Nishio Forcing Chains'], aliases: ['Nishio Forcing Chains'], row: 'Nishio Forcing Chains' },
  { id: 'forcing-chains', name: 'Forcing Chains', group: 'Expert', rating: 8.0, se: ['Cell Forcing Chains', 'Region Forcing Chains'], aliases: ['Multiple Forcing Chains', 'Cell Forcing Chains', 'Region Forcing Chains'], row: 'Multiple Forcing Chains' },
  {
    id: 'dynamic-forcing-chains', name: 'Dynamic Forcing Chains', group: 'Expert', rating: 8.5,
    se: ['Dynamic Cell Forcing Chains', 'Dynamic Region Forcing Chains', 'Dynamic Contradiction Forcing Chains', 'Dynamic Double Forcing Chains'], row: 'Dynamic Forcing Chains',
    seMatch: /^Dynamic [A-Za-z ]*Forcing Chains$/,
  },
]);

const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, ' ').replace(/[()]/g, '').trim();

/** The entry a name stands for: id, player name, alias, or an SE name (case and dashes ignored). */
export function findTechnique(name: string): TechniqueInfo | undefined {
  checkString('findTechnique', 'name', name);
  const n = norm(name);
  const names = (t: TechniqueInfo) => [t.id, t.name, ...(t.aliases ?? []), ...(t.patterns ?? [])];
  return TECHNIQUE_LIST.find((t) => names(t).some((x) => norm(x) === n)) ?? TECHNIQUE_LIST.find((t) => t.se.some((x) => norm(x) === n));
}

function checkEntry(fn: string, name: string, t: unknown): asserts t is TechniqueInfo {
  if (!TECHNIQUE_LIST.includes(t as TechniqueInfo) && !TECHNIQUE_LIST.some((x) => x.id === (t as { id?: unknown } | null)?.id)) {
    throw new TypeError(`${fn}: ${name} must be an entry of TECHNIQUE_LIST (findTechnique(name))`);
  }
}

/** Step fields the matching reads (checked unless the caller passes a whole Step). */
function checkStepLike(fn: string, step: unknown): void {
  const s = step as Partial<Step> | null;
  if (typeof s !== 'object' || s === null || typeof s.technique !== 'string' || typeof s.rating !== 'number' || (s.pattern !== undefined && typeof s.pattern !== 'string')) {
    checkStep(fn, 'step', step);
  }
}

/** True when `step` is a step of the technique. */
export function stepIsTechnique(step: Step, t: TechniqueInfo): boolean {
  checkStepLike('stepIsTechnique', step);
  checkEntry('stepIsTechnique', 't', t);
  const pattern = step.pattern;
  if (pattern !== undefined && t.patterns) return t.patterns.includes(pattern);
  if (pattern !== undefined && TECHNIQUE_LIST.some((o) => o.patterns?.includes(pattern))) return false;
  if (t.accepts && !t.accepts(step)) return false;
  return t.se.includes(step.technique) || !!t.seMatch?.test(step.technique);
}

/** The entry a step belongs to (undefined for steps beyond the list, e.g. nested forcing chains). */
export function techniqueOfStep(step: Step): TechniqueInfo | undefined {
  checkStepLike('techniqueOfStep', step);
  return TECHNIQUE_LIST.find((t) => stepIsTechnique(step, t));
}

/** Index of the entry's last ladder row in TECHNIQUES (the ladder cut there can produce its steps). */
export function ladderRowOf(t: TechniqueInfo): number {
  checkEntry('ladderRowOf', 't', t);
  const i = TECHNIQUES.findIndex((r) => r.name === t.row);
  if (i < 0) throw new Error(`technique-list: no ladder row '${t.row}' (impossible)`);
  return i;
}
