/**
 * Human difficulty: the expected solve time of a typical player, in minutes, read off a
 * simulated player rather than Sudoku Explainer's hardest step. SE rates almost every puzzle
 * people play between 1.2 and 2.0, yet they take 4 to 15 minutes; what separates them is how
 * hard the next digit is to find, move after move.
 *
 * The simulated player (traceHuman) races its eye over what the board offers (player-board.ts):
 * - singles: a full house, a hidden single in a box, in a row or column, a naked single;
 * - intersections: a digit's places in a box lie on one line, or in a line inside one box, so
 *   it is ruled out of the rest of that line (box): SE's pointing and claiming, the first step
 *   past singles;
 * - and, slowest, harder reasoning, modelled as ruling out one wrong candidate at a time in an
 *   order fixed per play (the fallback): whatever technique a person would use, its effect is
 *   to remove candidates, and a puzzle that needs much of it takes long.
 * Each of these is spotted at its own rate (its visibility, once per pass of the player's eye
 * over it); the player acts on whichever is spotted first, so the order is random and follows
 * visibility. Several orders (ORDERS, from a fixed seed) are played out and averaged.
 * Each digit costs a time to write it, and a search that grows with the empty cells to scan and
 * shrinks with what is on offer (empty cells / total visibility): one single at a time is slow,
 * ten at once fast. This is where serial vs parallel puzzles differ.
 *
 * Giving away one more solution digit never raises the time, for every puzzle. The sightings
 * are fixed in advance per (order, route, pass), so the same order can be played on both
 * puzzles side by side on one clock. The richer board knows at least as much at every moment:
 * whatever opens on the poorer board is open (or already done) on the richer one no later, so
 * it is acted on no later; the fallback's next wrong candidate is the first one still there, so
 * it removes the same one or one the richer board has already ruled out. So the richer board
 * has no more empty cells at any moment, finishes no later, searches no longer, and has one
 * digit fewer to write.
 *
 * The seconds are a sum with named parameters (HumanModel), fitted on people's mean solve
 * times (human_calibration.tsv, `npm run bench -- human` refits and cross-validates them).
 */
import { deepFreeze } from '../freeze.js';
import { Candidates } from '../grid/candidates.js';
import { PlayerBoard, ROUTES, HIDDEN_ROUTES, NAKED_ROUTES, INTERSECTION_ROUTES } from '../logic/player-board.js';
import type { Grid } from '../grid/grid.js';
import { solve } from '../solve/solver.js';
import { readGrid, checkNumber, checkOptions } from '../validate.js';

/** How readily a player spots each thing on the board, relative to a hidden single in a line. */
export interface Visibility {
  fullHouse: number;
  box: number;
  line: number;
  naked: number;
  /** An intersection (pointing or claiming) with a digit still to rule out. */
  intersection: number;
  /** The next wrong candidate ruled out by harder reasoning (one route for the whole board). */
  fallback: number;
}

/**
 * The simulated player's parameters: how visible each kind of move is, and the seconds a move
 * costs. {@link HUMAN_MODEL} is the one fitted on people's real solve times.
 */
export interface HumanModel {
  /** How easily each kind of move is seen (higher: found sooner). */
  visibility: Visibility;
  /** Seconds to take in the puzzle before the first digit, and to check the finished grid. */
  start: number;
  /** Seconds to write one digit once found. */
  place: number;
  /** Seconds of searching per (empty cell / visibility of what is on offer). */
  scan: number;
}

/**
 * The fitted model (`npm run bench -- human` refits it and prints the figures):
 * - visibility: a full house is seen at once (4); cross-hatching a box is what players do first
 *   (2; SE rates box singles 1.2) before lines (1; SE 1.5); round values, not fitted. A naked
 *   single without notes needs all eight other digits ruled out in the mind: 0.25, chosen over
 *   0.5 by the fit. An intersection 0.3 (over 0.6 and 1.2), the fallback 0.5 (over 0.2 and 0.3),
 *   chosen by the same fit: a pointing pair is about as hard to see as a naked single, and
 *   harder reasoning rules out a wrong candidate half as often as a line single is seen;
 * - the seconds: least squares on log time over all 1,189 calibration puzzles.
 */
export const HUMAN_MODEL: Readonly<HumanModel> = /* @__PURE__ */ deepFreeze({
  visibility: { fullHouse: 4, box: 2, line: 1, naked: 0.25, intersection: 0.3, fallback: 0.5 },
  start: 1.19,
  place: 2.42,
  scan: 3.09,
});

/**
 * Bumped whenever HUMAN_MODEL or the simulation changes, so stored minutes (the bank's) can be
 * recomputed: `sudokit bank rerate` redoes rows of an older version.
 */
export const HUMAN_MODEL_VERSION = 4;

/**
 * Orders played out per puzzle. Fewer orders leave more chance in each puzzle's time, which
 * blurs the ranking. Cross-validated Spearman over four seed families of the sightings: 16
 * orders 0.701-0.710, 14 orders 0.700-0.708, 12 orders 0.697-0.707. 16 take a median 0.50 ms
 * (kaggle) to about 0.87 ms (17clue) per puzzle.
 */
export const ORDERS = 16;

/** What the simulated player did, from which any HumanModel gives a time. */
export interface HumanTrace {
  /** Digits to write: the puzzle's empty cells. */
  placements: number;
  /** Sum over the moves of empty cells × time to spot the move, averaged over orders. */
  search: number;
  /**
   * Candidates the fallback ruled out, averaged over orders. It runs beside the singles on every
   * puzzle (a few on easy ones); puzzles that need harder reasoning need many.
   */
  beyond: number;
  /** The puzzle has no solution, so the player could not finish: the trace is a lower bound. */
  estimated: boolean;
}

/** Options of traceHuman. */
export interface HumanOptions {
  /** The visibilities of the moves (default: {@link HUMAN_MODEL}'s). */
  visibility?: Visibility;
}

const VISIBILITIES = ['fullHouse', 'box', 'line', 'naked', 'intersection', 'fallback'] as const;
const FULL_HOUSE = 0, BOX_SINGLE = 1, LINE_SINGLE = 2, NAKED_SINGLE = 3, INTERSECTION = 4, FALLBACK = 5;

/** Each route's kind (player-board.ts numbers the routes): its visibility. */
const routeKind = new Uint8Array(ROUTES);
for (let r = 0; r < ROUTES; r++) {
  routeKind[r] =
    r < HIDDEN_ROUTES ? FULL_HOUSE
    : r < NAKED_ROUTES ? ((r - HIDDEN_ROUTES) / 9 >= 18 ? BOX_SINGLE : LINE_SINGLE)
    : r < INTERSECTION_ROUTES ? NAKED_SINGLE
    : INTERSECTION;
}
/** The fallback's id among the routes, for its sightings. */
const FALLBACK_ROUTE = ROUTES;

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
 * puzzle's time holds less chance, so fewer orders rank as well.
 */
function nextSighting(order: number, route: number, t: number, weight: number): number {
  for (let pass = Math.floor(t * weight); ; pass++) {
    const at = (pass + uniform(order, route, pass)) / weight;
    if (at > t) return at;
  }
}

/** Per order, the fallback's fixed order of the 729 (cell, digit) candidates; made on first use. */
let fallbackOrders: Int16Array[] | undefined;
function fallbackOrder(order: number): Int16Array {
  fallbackOrders ??= Array.from({ length: ORDERS }, (_, k) => {
    const keys = Float64Array.from({ length: 729 }, (_, q) => uniform(k, FALLBACK_ROUTE + 1 + q, 0));
    return Int16Array.from({ length: 729 }, (_, q) => q).sort((a, b) => keys[a] - keys[b]);
  });
  return fallbackOrders[order];
}

/** The player's coming sightings, earliest first: a binary heap of (time, route). */
class Sightings {
  // each route opens once, so it is in the heap at most once; the fallback too
  private readonly at = new Float64Array(ROUTES + 1);
  private readonly route = new Int16Array(ROUTES + 1);
  size = 0;

  push(at: number, route: number): void {
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.at[parent] <= at) break;
      this.at[i] = this.at[parent];
      this.route[i] = this.route[parent];
      i = parent;
    }
    this.at[i] = at;
    this.route[i] = route;
  }

  get firstAt(): number {
    return this.at[0];
  }

  /** Remove the earliest sighting; returns its route. */
  pop(): number {
    const first = this.route[0];
    const at = this.at[--this.size], route = this.route[this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.at[child + 1] < this.at[child]) child++;
      if (this.at[child] >= at) break;
      this.at[i] = this.at[child];
      this.route[i] = this.route[child];
      i = child;
    }
    this.at[i] = at;
    this.route[i] = route;
    return first;
  }
}

// reused from call to call (traceHuman is synchronous and never re-entered)
const sightings = new Sightings();
const startBoard = new PlayerBoard();
const playBoard = new PlayerBoard();

/**
 * One order of play on `board` (changed in place) to the end; returns its search and how many
 * candidates the fallback removed.
 *
 * The player's attention is a clock that advances 1 / (empty cells) per second of search: each
 * open route is seen about `visibility` times per unit of that clock, at sightings fixed in
 * advance (nextSighting), and acted on at its first sighting after it opened. A route opens
 * once and stays open until acted on or moot, so each needs one sighting in the heap; a moot
 * route's sighting is dropped when it comes up.
 */
function play(board: PlayerBoard, solution: Uint8Array, order: number, weights: Float64Array): { search: number; beyond: number } {
  let search = 0, beyond = 0, now = 0, next = 0;
  const fallback = fallbackOrder(order);
  sightings.size = 0;
  sightings.push(nextSighting(order, FALLBACK_ROUTE, 0, weights[FALLBACK]), FALLBACK_ROUTE);
  for (let i = 0; i < board.openCount; i++) sightings.push(nextSighting(order, board.open[i], 0, weights[routeKind[board.open[i]]]), board.open[i]);
  board.openedCount = 0;
  while (board.emptyCells) {
    const at = sightings.firstAt;
    const route = sightings.pop();
    if (route !== FALLBACK_ROUTE && !board.isOpen(route)) continue;
    search += board.emptyCells * (at - now);
    now = at;
    if (route === FALLBACK_ROUTE) {
      // the first wrong candidate of this order's list still on the board (one always is: with
      // none left every empty cell would be a naked single, and singles would be open)
      for (; next < 729; next++) {
        const cell = (fallback[next] / 9) | 0, digit = (fallback[next] % 9) + 1;
        if (board.masks[cell] & (1 << (digit - 1)) && solution[cell] !== digit) {
          board.eliminate(cell, digit);
          beyond++;
          break;
        }
      }
      sightings.push(nextSighting(order, FALLBACK_ROUTE, now, weights[FALLBACK]), FALLBACK_ROUTE);
    } else {
      board.take(route);
    }
    // routes the move opened: their first sighting from now on (earlier ones went unseen)
    for (let i = 0; i < board.openedCount; i++) {
      const r = board.opened[i];
      if (board.isOpen(r)) sightings.push(nextSighting(order, r, now, weights[routeKind[r]]), r);
    }
    board.openedCount = 0;
  }
  return { search, beyond };
}

function checkVisibility(fn: string, name: string, value: unknown): void {
  const v = checkOptions(fn, name, value, VISIBILITIES);
  for (const k of VISIBILITIES) {
    checkNumber(fn, `${name}.${k}`, v[k], { min: 0 });
    if (!((v[k] as number) > 0)) throw new RangeError(`${fn}: ${name}.${k} must be above 0, got ${String(v[k])}`);
  }
}

/**
 * Play the puzzle as the simulated player does. The puzzle should have one solution (rate()
 * and expectedMinutes() check); with several, the player is steered to one of them; with none,
 * the trace counts every empty cell as one plain placement and is marked estimated.
 */
export function traceHuman(puzzle: Grid, options: HumanOptions = {}): HumanTrace {
  puzzle = readGrid('traceHuman', 'puzzle', puzzle);
  const o = checkOptions('traceHuman', 'options', options, ['visibility']);
  if (o.visibility !== undefined) checkVisibility('traceHuman', 'options.visibility', o.visibility);
  const v = options.visibility ?? HUMAN_MODEL.visibility;
  const weights = Float64Array.of(v.fullHouse, v.box, v.line, v.naked, v.intersection, v.fallback);
  let placements = 0;
  for (let c = 0; c < 81; c++) if (!puzzle[c]) placements++;
  const { solution } = solve(puzzle, { limit: 1 });
  if (!solution) return { placements, search: placements, beyond: 0, estimated: true };
  startBoard.load(Candidates.fromGrid(puzzle));
  let search = 0, beyond = 0;
  for (let k = 0; k < ORDERS; k++) {
    playBoard.copyFrom(startBoard);
    const r = play(playBoard, solution, k, weights);
    search += r.search / ORDERS;
    beyond += r.beyond / ORDERS;
  }
  return { placements, search, beyond, estimated: false };
}

/** Expected seconds of a trace under a model. */
export function humanSeconds(trace: HumanTrace, model: HumanModel = HUMAN_MODEL): number {
  const t = checkOptions('humanSeconds', 'trace', trace, ['placements', 'search', 'beyond', 'estimated']);
  for (const k of ['placements', 'search'] as const) checkNumber('humanSeconds', `trace.${k}`, t[k], { min: 0 });
  const m = checkOptions('humanSeconds', 'model', model, ['visibility', 'start', 'place', 'scan']);
  for (const k of ['start', 'place', 'scan'] as const) checkNumber('humanSeconds', `model.${k}`, m[k], { min: 0 });
  checkVisibility('humanSeconds', 'model.visibility', m.visibility);
  return model.start + model.place * trace.placements + model.scan * trace.search;
}

/** Minutes with one decimal, as the CLI prints them (never 0.0 for a puzzle with work in it). */
export function roundMinutes(seconds: number): number {
  checkNumber('roundMinutes', 'seconds', seconds, { min: 0 });
  return Math.max(0.1, Math.round(seconds / 6) / 10);
}
