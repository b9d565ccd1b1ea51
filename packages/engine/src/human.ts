/**
 * Human difficulty: the expected solve time of a typical player, in minutes, read off a
 * simulated player rather than Sudoku Explainer's hardest step. SE rates almost every puzzle
 * people play between 1.2 and 2.0, yet they take 4 to 15 minutes; what separates them is how
 * hard the next digit is to find, move after move.
 *
 * The simulated player (traceHuman):
 * - places singles while any is on the board: a full house, a hidden single in a box, in a row
 *   or column, or a naked single. Each single on the board is spotted at its own rate (its
 *   visibility, once per pass of the player's eye); the player takes whichever is spotted
 *   first, so the order is random and follows visibility. Several orders (ORDERS, from a
 *   fixed seed) are played out and averaged, since people do not all take the same path;
 * - pays, per digit, a search time that grows with the empty cells to scan and shrinks with
 *   the singles available (empty cells / total visibility): one single at a time is slow,
 *   ten at once fast. This is where serial vs parallel puzzles differ;
 * - when no single is left, takes the technique solver's next step (SE's ladder, on the grid
 *   the singles left), searched for like a single in a line that is e^(hardGrowth) times
 *   harder to see per point of SE rating above 1.5; the first step that needs candidates
 *   written down costs a pass of writing notes, one per candidate on the board then.
 * The singles a player can reach from any grid are the same whatever the order (placing a
 * correct digit never hides a single), so the hard steps are searched once, not per order.
 *
 * The seconds are a sum with named parameters (HumanModel), fitted on people's mean solve
 * times (human_calibration.tsv, `npm run bench -- human` refits and cross-validates them).
 */
import { Candidates } from './candidates.js';
import { SinglesBoard, ROUTES, HIDDEN_ROUTES, NAKED_ROUTES } from './singles-board.js';
import type { Grid } from './grid.js';
import { nextStep, TECHNIQUES, type Technique } from './logic.js';
import { EffortExceeded, withEffort } from './effort.js';
import { checkGrid, checkNumber, checkOptions } from './validate.js';

/** How readily a player spots each kind of single, relative to a hidden single in a line. */
export interface Visibility {
  fullHouse: number;
  box: number;
  line: number;
  naked: number;
}

export interface HumanModel {
  visibility: Visibility;
  /** Seconds to take in the puzzle before the first digit, and to check the finished grid. */
  start: number;
  /** Seconds to write one digit once found. */
  place: number;
  /** Seconds of searching per (empty cell / visibility of the singles on the board). */
  scan: number;
  /** Seconds per candidate written when notes become necessary. */
  notes: number;
  /** How much harder to see a step beyond singles is, per point of SE rating (e^hardGrowth). */
  hardGrowth: number;
}

/**
 * The fitted model (`npm run bench -- human` refits it and prints the figures):
 * - visibility: a full house is seen at once (4); cross-hatching a box is what players do first
 *   (2; SE rates box singles 1.2) before lines (1; SE 1.5); round values, not fitted. A naked
 *   single without notes needs all eight other digits ruled out in the mind: 0.25, chosen over
 *   0.5 by the fit;
 * - hardGrowth 0, chosen over 0.2 and 0.4 by the fit: on the puzzles people played, a step
 *   beyond singles costs about what searching for a line single at that point costs, whatever
 *   its SE rating (only 85 of the 1,189 need one, so this is the least certain part);
 * - the seconds: least squares on log time over all 1,189 calibration puzzles. `start` and
 *   `notes` come out 0: on these puzzles the search for the steps beyond singles already
 *   carries what notes cost (only 85 need notes). Both are kept for other data.
 */
export const HUMAN_MODEL: HumanModel = {
  visibility: { fullHouse: 4, box: 2, line: 1, naked: 0.25 },
  start: 0,
  place: 3.77,
  scan: 1.823,
  notes: 0,
  hardGrowth: 0,
};

/**
 * Bumped whenever HUMAN_MODEL or the simulation changes, so stored minutes (the bank's) can be
 * recomputed: `sudokit bank rerate` redoes rows of an older version.
 */
export const HUMAN_MODEL_VERSION = 3;

/**
 * Orders played out per puzzle. Fewer orders leave more chance in each puzzle's time, which
 * blurs the ranking. Cross-validated Spearman over four seed families of the sightings: 16
 * orders 0.703-0.706 (0.706 for the one used); with an earlier hash of the same scheme, 8 orders
 * 0.692-0.705, 12 orders 0.701-0.707, 32 orders 0.706-0.708. 16 take about half a millisecond.
 */
export const ORDERS = 16;

/** What the simulated player did, from which any HumanModel gives a time. */
export interface HumanTrace {
  /** Digits to write: the puzzle's empty cells. */
  placements: number;
  /** Sum over those placements of empty cells / visibility of the singles on the board, averaged over orders. */
  search: number;
  /** Candidates on the board when a step first needed notes (0 if none did). */
  notesCandidates: number;
  /** SE ratings of the steps beyond singles, in order. */
  hardSteps: number[];
  /** Empty cells on the board when each of those steps was needed. */
  hardEmpty: number[];
  /** The effort budget (or the ladder) stopped the path: the trace is a lower bound. */
  estimated: boolean;
}

export interface HumanOptions {
  /** Effort budget for the steps beyond singles (effort.ts); unbounded by default. */
  budget?: number;
  visibility?: Visibility;
}

const FULL_HOUSE = 0, BOX_SINGLE = 1, LINE_SINGLE = 2, NAKED_SINGLE = 3;

/** Each route's kind of single (singles-board.ts numbers the routes): its visibility. */
const routeKind = new Uint8Array(ROUTES);
for (let r = 0; r < ROUTES; r++) {
  routeKind[r] = r < HIDDEN_ROUTES ? FULL_HOUSE : r < NAKED_ROUTES ? ((r - HIDDEN_ROUTES) / 9 >= 18 ? BOX_SINGLE : LINE_SINGLE) : NAKED_SINGLE;
}

/** A uniform draw in (0, 1) fixed by its key: murmur3's finaliser over the mixed parts. */
function uniform(order: number, route: number, pass: number): number {
  let h = Math.imul(order + 1, 0x9e3779b1) ^ Math.imul(route + 1, 0x85ebca6b) ^ Math.imul(pass + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  return (h + 0.5) / 4294967296;
}

/**
 * The first sighting of a route after `t` on the player's clock. The player's eye passes over
 * each route once per 1 / weight of the clock (a pass), at a point in the pass fixed in advance
 * per (order, route, pass): so sightings can be read from any time on without drawing the ones
 * before it. Passes rather than a Poisson process of sightings: people scan in rounds, and a
 * puzzle's time holds less chance, so fewer orders rank as well (ORDERS), and a sighting costs
 * one or two hashes instead of about four.
 */
function nextSighting(order: number, route: number, t: number, weight: number): number {
  for (let pass = Math.floor(t * weight); ; pass++) {
    const at = (pass + uniform(order, route, pass)) / weight;
    if (at > t) return at;
  }
}

/**
 * One order of play on `board` (changed in place) until no single is left; returns its search.
 *
 * The player's attention is a clock that advances 1 / (empty cells) per second of search:
 * each open route is seen about `visibility` times per unit of that clock, at sightings fixed
 * in advance per (order, route) (nextSighting) rather than drawn in sequence. The same order on
 * the puzzle with one more digit given then sees every route no later on the clock, stays
 * ahead, and finishes sooner: giving a digit away never lengthens the search. (Averaged over
 * orders, each digit costs about empty cells / visibility of the open singles, the search time
 * described above.) `clock` carries on across the phases of one order.
 */
function playSingles(board: SinglesBoard, order: number, weights: Float64Array, clock: { now: number }): number {
  let search = 0;
  let now = clock.now;
  const { open, keys: sightings } = board;
  for (let count = board.openCount; count; count = board.openCount) {
    let first = -1;
    let at = Infinity;
    for (let i = 0; i < count; i++) {
      // sightings of a route before it opened went unseen
      let seen = sightings[i];
      if (seen <= now) seen = sightings[i] = nextSighting(order, open[i], now, weights[routeKind[open[i]]]);
      if (seen < at) {
        at = seen;
        first = open[i];
      }
    }
    search += board.emptyCells * (at - now);
    now = at;
    board.place(board.cellOf(first), board.digitOf(first));
  }
  clock.now = now;
  return search;
}

function checkVisibility(fn: string, name: string, value: unknown): void {
  const v = checkOptions(fn, name, value);
  for (const k of ['fullHouse', 'box', 'line', 'naked'] as const) {
    checkNumber(fn, `${name}.${k}`, v[k], { min: 0 });
    if (!((v[k] as number) > 0)) throw new RangeError(`${fn}: ${name}.${k} must be above 0, got ${String(v[k])}`);
  }
}

function emptyCells(g: Candidates): number {
  let n = 0;
  for (let c = 0; c < 81; c++) if (!g.values[c]) n++;
  return n;
}

function candidateCount(g: Candidates): number {
  let n = 0;
  for (let c = 0; c < 81; c++) for (let m = g.values[c] ? 0 : g.masks[c]; m; m &= m - 1) n++;
  return n;
}

/**
 * Play the puzzle as the simulated player does. The puzzle should have one solution (rate()
 * and expectedMinutes() check); on a grid the ladder cannot finish, the trace stops there
 * and is marked estimated.
 */
export function traceHuman(puzzle: Grid, options: HumanOptions = {}): HumanTrace {
  checkGrid('traceHuman', 'puzzle', puzzle);
  const o = checkOptions('traceHuman', 'options', options);
  checkNumber('traceHuman', 'options.budget', o.budget, { min: 0, allowInfinity: true, optional: true });
  if (o.visibility !== undefined) checkVisibility('traceHuman', 'options.visibility', o.visibility);
  const v = options.visibility ?? HUMAN_MODEL.visibility;
  const weights = Float64Array.of(v.fullHouse, v.box, v.line, v.naked);
  const start = new SinglesBoard();
  const board = new SinglesBoard();
  const times = Array.from({ length: ORDERS }, () => ({ now: 0 }));
  const grid = Candidates.fromGrid(puzzle);
  let placements = 0, search = 0, notesCandidates = 0, estimated = false;
  const hardSteps: number[] = [];
  const hardEmpty: number[] = [];
  for (let c = 0; c < 81; c++) if (!puzzle[c]) placements++;
  const trying: { technique: Technique | null } = { technique: null };
  withEffort(options.budget ?? Infinity, () => {
    for (;;) {
      // every order reaches the same grid (singles never hide one another); play them all
      start.load(grid);
      for (let k = 0; k < ORDERS; k++) {
        board.copyFrom(start);
        search += playSingles(board, k, weights, times[k]) / ORDERS;
      }
      for (let c = 0; c < 81; c++) if (board.values[c] && !grid.values[c]) grid.place(c, board.values[c]);
      if (grid.isSolved()) return;
      let step;
      try {
        step = nextStep(grid, TECHNIQUES, trying);
      } catch (e) {
        if (!(e instanceof EffortExceeded) || !trying.technique) throw e;
        const rest = TECHNIQUES.slice(TECHNIQUES.indexOf(trying.technique));
        step = null;
        hardSteps.push(Math.min(...rest.map((t) => t.minRating)));
        hardEmpty.push(emptyCells(grid));
      }
      if (!step) {
        // stopped: count what is left as plain placements, so the time stays a lower bound
        search += emptyCells(grid);
        estimated = true;
        return;
      }
      if (!step.direct && !notesCandidates) notesCandidates = candidateCount(grid);
      hardSteps.push(step.rating);
      hardEmpty.push(emptyCells(grid));
      if (!step.direct) for (const e of step.eliminations) grid.eliminate(e.cell, e.digit);
      for (const p of step.placements) grid.place(p.cell, p.digit);
    }
  });
  return { placements, search, notesCandidates, hardSteps, hardEmpty, estimated };
}

/** Expected seconds of a trace under a model. */
export function humanSeconds(trace: HumanTrace, model: HumanModel = HUMAN_MODEL): number {
  const t = checkOptions('humanSeconds', 'trace', trace);
  for (const k of ['placements', 'search', 'notesCandidates'] as const) checkNumber('humanSeconds', `trace.${k}`, t[k], { min: 0 });
  if (!Array.isArray(t.hardSteps) || !Array.isArray(t.hardEmpty) || t.hardSteps.length !== t.hardEmpty.length) {
    throw new TypeError('humanSeconds: trace.hardSteps and trace.hardEmpty must be arrays of one length');
  }
  const m = checkOptions('humanSeconds', 'model', model);
  for (const k of ['start', 'place', 'scan', 'notes', 'hardGrowth'] as const) checkNumber('humanSeconds', `model.${k}`, m[k], { min: 0 });
  checkVisibility('humanSeconds', 'model.visibility', m.visibility);
  // a step beyond singles is searched for like a single in a line that grows e^hardGrowth
  // times harder to see per point of SE rating above a line single's 1.5
  let hard = 0;
  trace.hardSteps.forEach((r, i) => (hard += (trace.hardEmpty[i] * Math.exp(model.hardGrowth * (r - 1.5))) / model.visibility.line));
  return model.start + model.place * trace.placements + model.scan * (trace.search + hard) + model.notes * trace.notesCandidates;
}

/** Minutes with one decimal, as the CLI prints them (never 0.0 for a puzzle with work in it). */
export function roundMinutes(seconds: number): number {
  checkNumber('roundMinutes', 'seconds', seconds, { min: 0 });
  return Math.max(0.1, Math.round(seconds / 6) / 10);
}
