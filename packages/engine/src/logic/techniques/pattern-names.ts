/**
 * Player names for chain steps that a simpler named pattern explains. Sudoku Explainer rates
 * finned fish, colouring and ALS-XZ deductions as generic chains (Forcing Chain, Region Forcing
 * Chains, ...). When such a step removes candidates and a finned/sashimi fish, a simple
 * colouring trap/wrap or an ALS-XZ on the grid before the step removes all of them (and maybe
 * more), the step gets that pattern's name and a short explanation; technique, rating and
 * effect stay SE's. Simplest first: fish (smaller first), colouring, ALS-XZ.
 *
 * Only steps without a player name, or with the catch-all 'AIC', are renamed: Skyscraper, X-Chain,
 * Turbot Fish, XY-Chain, W-Wing ... are names players know for exactly that chain. Steps that
 * place a digit are left alone (the patterns here only remove candidates).
 */
import { SIZE, boxOf, cellName, unitName } from '../../grid/units.js';
import type { Candidates } from '../../grid/candidates.js';
import type { CellDigit, Step } from '../step.js';
import { listCells, listWords, describeEliminations } from './words.js';
import { findFinnedFish, type FinnedFish } from './finned-fish.js';
import { findColouring, type Colouring } from './colouring.js';
import { findAlsXz, type AlsXz } from './als.js';
import { digitsOf } from './bits.js';

/** SE technique names of the chain family (cycles, forcing chains of every kind). */
const CHAIN_FAMILY = /Chain|Cycle|Turbot Fish|Generalized X-Wing/;
/** Player names a more specific pattern may replace. */
const RENAMEABLE = new Set<string | undefined>([undefined, 'AIC']);

export interface PlayerPattern {
  name: string;
  explanation: string;
  eliminations: CellDigit[];
  cells: number[];
  units: number[];
  digits: number[];
}

/** The fields of a step that a player pattern replaces (the chain stays in `links`, still a proof). */
const SHOWN = ['pattern', 'explanation', 'cells', 'units', 'digits'] as const;

interface Pending {
  step: Step;
  masks: Uint16Array;
  found?: PlayerPattern | null;
}
const PENDING = new WeakMap<Step, Pending>();

function shown(named: Step, key: (typeof SHOWN)[number]): unknown {
  const p = PENDING.get(named)!;
  if (p.found === undefined) p.found = explainEliminations(p.masks, p.step.eliminations);
  return p.found ? (key === 'pattern' ? p.found.name : p.found[key]) : p.step[key];
}

/** Own, enumerable accessors (so spreading, JSON and structured clones see the values), shared by all named steps. */
const LAZY: PropertyDescriptorMap = Object.fromEntries(
  SHOWN.map((key) => [
    key,
    {
      enumerable: true,
      configurable: true,
      get(this: Step) {
        return shown(this, key);
      },
      set(this: Step, value: unknown) {
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
      },
    },
  ]),
);

/**
 * The step with a player name if a pattern explains it, else with the same content. The rater
 * applies thousands of chain steps and never reads their names, so the search runs when the
 * name, explanation or highlight is first read, on a copy of the grid as it was.
 */
export function namePattern(grid: Candidates, step: Step): Step {
  if (step.rating < 6.5 || !CHAIN_FAMILY.test(step.technique) || !RENAMEABLE.has(step.pattern)) return step;
  if (step.placements.length || !step.eliminations.length) return step;
  const named = Object.defineProperties({ ...step }, LAZY);
  PENDING.set(named, { step, masks: grid.masks.slice() });
  return named;
}

/** The simplest finned fish, colouring or ALS-XZ that removes every one of `wanted`, or null. */
export function explainEliminations(masks: Uint16Array, wanted: readonly CellDigit[]): PlayerPattern | null {
  let digits = 0;
  for (const e of wanted) digits |= 1 << (e.digit - 1);
  const covers = (elims: readonly CellDigit[]) => wanted.every((w) => elims.some((e) => e.cell === w.cell && e.digit === w.digit));
  if (!(digits & (digits - 1))) {
    // a fish removes only from its fin box
    const box = boxOf[wanted[0].cell];
    const fish = wanted.every((w) => boxOf[w.cell] === box) ? findFinnedFish(masks, (f) => covers(f.eliminations), { digits, finBox: box }) : null;
    if (fish) return fishPattern(fish, wanted);
    const colouring = findColouring(masks, (c) => covers(c.eliminations), digits);
    if (colouring) return colouringPattern(colouring, wanted);
  }
  const als = findAlsXz(masks, () => true, { want: wanted });
  return als ? alsPattern(als, wanted) : null;
}

const lines = (units: number[]) => `${units[0] < SIZE ? 'rows' : 'columns'} ${listWords(units.map((u) => (u % SIZE) + 1))}`;

const cellsOf = (list: readonly CellDigit[]) => [...new Set(list.map((e) => e.cell))];
const see = (cells: readonly number[]) => `${listCells(cells)} ${cells.length > 1 ? 'see' : 'sees'}`;

/** The fish, explaining the removal of `shown` (the step's eliminations; the fish may remove more). */
export function fishPattern(f: FinnedFish, shown: readonly CellDigit[] = f.eliminations): PlayerPattern {
  const d = f.digit;
  const fins = f.fins.length > 1 ? `the fins ${listCells(f.fins)}` : `the fin ${cellName(f.fins[0])}`;
  const targets = cellsOf(shown);
  return {
    name: f.name,
    explanation:
      `${f.name} on ${d}: in ${lines(f.baseLines)}, ${d} can only go in ${lines(f.coverLines)} or on ${fins} in ${unitName(2 * SIZE + f.finBox)}. ` +
      `Either a fin is ${d} or the ${f.name.split(' ')[1]} holds; ${see(targets)} ${f.fins.length > 1 ? 'every fin' : 'the fin'} ` +
      `and ${targets.length > 1 ? 'lie' : 'lies'} in those ${f.coverLines[0] < SIZE ? 'rows' : 'columns'}, so either way ${describeEliminations(shown)}.`,
    eliminations: f.eliminations,
    cells: [...f.body, ...f.fins].sort((a, b) => a - b),
    units: [...f.baseLines, ...f.coverLines],
    digits: [d],
  };
}

export function colouringPattern(c: Colouring, shown: readonly CellDigit[] = c.eliminations): PlayerPattern {
  const d = c.digit;
  const [a, b] = c.colours;
  const intro =
    `Simple Colouring on ${d}: the houses with only two places for ${d} link ${listCells(a)} (one colour) and ${listCells(b)} (the other); ` +
    `one colour is all ${d}s and the other has none. `;
  const why = c.wrap
    ? `${cellName(c.wrap.cells[0])} and ${cellName(c.wrap.cells[1])} have the same colour and see each other, so that colour is not ${d}: ${describeEliminations(shown)}.`
    : `${see(cellsOf(shown))} both colours: ${describeEliminations(shown)}.`;
  return { name: c.name, explanation: intro + why, eliminations: c.eliminations, cells: [...a, ...b].sort((x, y) => x - y), units: [], digits: [d] };
}

export function alsPattern(p: AlsXz, shown: readonly CellDigit[] = p.eliminations): PlayerPattern {
  const set = (s: AlsXz['a']) => `${listCells(s.cells)} in ${unitName(s.house)} (digits ${listWords(digitsOf(s.mask))})`;
  const [x, x2] = p.restricted;
  const zs = [...new Set(shown.map((e) => e.digit))].sort((m, n) => m - n);
  const head = `ALS-XZ: ${set(p.a)} and ${set(p.b)} each have one digit more than cells (almost locked sets). `;
  const why =
    x2 === undefined
      ? `Every ${x} of one sees every ${x} of the other, so one of them has no ${x} and is filled by its other digits: ` +
        `${zs.length > 1 ? `each of ${listWords(zs)}` : zs[0]}, which both hold, is in one of them. ` +
        `${see(cellsOf(shown))} all their ${zs.length > 1 ? 'places of that digit' : `${zs[0]}s`}, so ${describeEliminations(shown)}.`
      : `Every ${x} and every ${x2} of one sees those of the other (doubly linked), so each holds exactly one of ${x} and ${x2} and all its other digits; ` +
        `so ${describeEliminations(shown)}.`;
  return {
    name: p.name,
    explanation: head + why,
    eliminations: p.eliminations,
    cells: [...p.a.cells, ...p.b.cells].sort((a, b) => a - b),
    units: [p.a.house, p.b.house],
    digits: digitsOf(p.a.mask | p.b.mask),
  };
}
