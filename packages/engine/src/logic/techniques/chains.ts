/**
 * Bidirectional cycles and forcing chains with one starting assumption (SE's "Forcing Chains &
 * Cycles", Chaining(false, false, false)): three passes — X-links only (X-Cycles 6.5, Forcing
 * X-Chains 6.6, Turbot Fish), Y-links only (Y-Cycles 6.5), both (Bidirectional Cycle /
 * Forcing Chain 7.0) — each plus SE's length bonus; the easiest hint of all passes is taken.
 *
 * A cycle is an assumption "on" that comes back "on" through alternating links; each of its
 * candidates is then either all-on or all-off, so a candidate that sees an "on" node and an
 * "off" node of the same digit goes. A forcing chain is an assumption that implies its own
 * opposite, so the assumption is false.
 */
import { CELLS, PEERS, PEER_COUNT, cellName } from '../../grid/units.js';
import { type Candidates } from '../../grid/candidates.js';
import { bitCount, digitsOf } from './bits.js';
import type { CellDigit, Step } from '../step.js';
import { ChainEngine, Cause, keyCell, keyDigit, keyOf, keyOn, lengthBonus } from './chain-engine.js';
import { nameXChain, nameXYChain } from './named-patterns.js';
import type { ExtraLinks } from './extra-links.js';
import { BestChain, type ChainSink, chainText, conclusion, stepFromChain, potentialText } from './chain-steps.js';

const engines: ChainEngine[] = [];
/**
 * One engine per thread and nesting depth, reused: the rater is synchronous, so the only
 * searches that overlap are a nested one (depth + 1) inside its outer one.
 */
export function chainEngine(depth = 0): ChainEngine {
  return (engines[depth] ??= new ChainEngine());
}

const PASSES: readonly [y: boolean, x: boolean][] = [
  [false, true],
  [true, false],
  [true, true],
];

/**
 * The easiest hint (or, given a collecting `best`, every hint: nested chains want them all).
 * With `extra`, only assumptions that can reach one of its links are followed (extra-links.ts).
 */
export function findChainsAndCycles(g: Candidates, best: ChainSink = new BestChain(), depth = 0, extra: ExtraLinks | null = null): Step | null {
  const eng = chainEngine(depth);
  eng.load(g.masks);
  {
    const cap = Infinity;
    for (const [y, x] of PASSES) {
      // a pass whose easiest hint would rate above the best so far cannot win
      if ((x && y ? 7.0 : 6.5) > best.difficulty) continue;
      for (let cell = 0; cell < CELLS; cell++) {
        if (g.values[cell]) continue;
        const card = bitCount(g.masks[cell]);
        if (card < 2 || (card > 2 && !x)) continue;
        for (let m = g.masks[cell]; m; m &= m - 1) unary(eng, cell, 32 - Math.clz32(m & -m), y, x, best, cap, extra);
      }
    }
  }
  return best instanceof BestChain ? best.step : null;
}

function unary(eng: ChainEngine, cell: number, digit: number, y: boolean, x: boolean, best: ChainSink, cap: number, extra: ExtraLinks | null): void {
  const onKey = keyOf(cell, digit, true);
  if (extra) {
    // an X-only pass follows the digit through houses, a Y-only pass goes through bivalue cells:
    // each needs an extra link of its own kind
    if (!y && !(extra.houseLinkDigits & (1 << (digit - 1)))) return;
    if (!x && !extra.cellLinks) return;
  }
  // through an extra link: from the assumption to one, and from one back to its opposite (or itself)
  const r = extra?.reach();
  const fromOn = !r || r.through(onKey, onKey, onKey ^ 1);
  const fromOff = x && (!r || r.through(onKey ^ 1, onKey));
  if (!fromOn && !fromOff) return;
  const pool = eng.pool;
  best.flush();
  pool.reset();
  eng.releaseSets();
  const limitCycle = Math.min(cap, best.maxComplexity(x && y ? 7.0 : 6.5));
  const limitChain = Math.min(cap, best.maxComplexity(x && y ? 7.0 : 6.6));
  let cycles: number[] = [];
  const targets: number[] = [];
  if (fromOn) {
    const source = pool.add(onKey, Cause.Initial, -1);
    const found = eng.cyclesAndChain(source, y, x, eng.takeSet(), eng.takeSet(), limitCycle, limitChain);
    cycles = found.cycles;
    if (found.chain >= 0) targets.push(found.chain);
  }
  if (fromOff) {
    const off = pool.add(onKey ^ 1, Cause.Initial, -1);
    const b = eng.forcingChain(off, y, eng.takeSet(), eng.takeSet(), limitChain);
    if (b >= 0) targets.push(b);
  }
  for (const dst of cycles) offerCycle(eng, dst, y, x, best);
  for (const t of targets) offerForcingChain(eng, t, y, x, best);
}

const IN_CHAIN = new Uint8Array(CELLS);
const SEES_ON = new Uint16Array(CELLS);
const SEES_OFF = new Uint16Array(CELLS);

function offerCycle(eng: ChainEngine, dst: number, y: boolean, x: boolean, best: ChainSink): void {
  const pool = eng.pool;
  // the cycle's cells: every node but the starting one (which the last node repeats)
  const inChain = IN_CHAIN.fill(0);
  const cells: number[] = [];
  for (let n = dst; pool.pCount[n]; n = pool.firstParent(n)) {
    const c = keyCell(pool.key[n]);
    if (!inChain[c]) cells.push(c);
    inChain[c] = 1;
  }
  // a candidate off the cycle that sees an "on" and an "off" node of its digit goes
  const seesOn = SEES_ON.fill(0);
  const seesOff = SEES_OFF.fill(0);
  for (let n = dst; pool.pCount[n]; n = pool.firstParent(n)) {
    const k = pool.key[n];
    const c = keyCell(k);
    const bit = 1 << (keyDigit(k) - 1);
    const to = keyOn(k) ? seesOn : seesOff;
    for (let i = 0; i < PEER_COUNT; i++) {
      const p = PEERS[c * PEER_COUNT + i];
      if (!inChain[p] && eng.masks[p] & bit) to[p] |= bit;
    }
  }
  const eliminations: CellDigit[] = [];
  for (let c = 0; c < CELLS; c++) {
    const both = seesOn[c] & seesOff[c];
    if (both) for (const digit of digitsOf(both)) eliminations.push({ cell: c, digit });
  }
  if (!eliminations.length) return;
  const complexity = eng.ancestorCount(dst);
  const difficulty = (x && y ? 7.0 : 6.5) + lengthBonus(complexity);
  const sortKey = x && y ? 4 : y ? 3 : 2;
  const technique = x && y ? 'Bidirectional Cycle' : y ? 'Bidirectional Y-Cycle' : cells.length === 4 ? 'Generalized X-Wing' : 'Bidirectional X-Cycle';
  eliminations.sort((a, b) => a.digit - b.digit || a.cell - b.cell);
  best.offer(difficulty, complexity, sortKey, () => {
    const digit = keyDigit(pool.key[dst]);
    const what = x && !y ? `the digit ${digit}` : 'their candidates';
    return stepFromChain(eng, {
      technique,
      difficulty,
      targets: [dst],
      eliminations,
      placement: null,
      cells,
      explanation:
        `The cells ${cells.map(cellName).join(', ')} form a loop on ${what} where each link forces the next either way ` +
        `(${chainText(pool, dst)}); every candidate on the loop is then true or false together with its neighbours, ` +
        `and a candidate that sees both a true and a false one of its digit cannot be: ${conclusion(null, eliminations)}.`,
    });
  }, { name: technique, targets: [dst], eliminations, root: -2, cycle: true });
}

function offerForcingChain(eng: ChainEngine, target: number, y: boolean, x: boolean, best: ChainSink): void {
  const pool = eng.pool;
  const k = pool.key[target];
  const cell = keyCell(k);
  const digit = keyDigit(k);
  const eliminations: CellDigit[] = [];
  let placement: CellDigit | null = null;
  if (keyOn(k)) {
    placement = { cell, digit };
    for (const d of digitsOf(eng.masks[cell])) if (d !== digit) eliminations.push({ cell, digit: d });
  } else eliminations.push({ cell, digit });
  if (!eliminations.length) return;
  const complexity = eng.ancestorCount(target);
  const difficulty = (x && y ? 7.0 : 6.6) + lengthBonus(complexity);
  const sortKey = x && y ? 4 : y ? 3 : 2;
  const technique = x && y ? 'Forcing Chain' : y ? 'Forcing Y-Chain' : complexity === 6 ? 'Turbot Fish' : 'Forcing X-Chain';
  best.offer(difficulty, complexity, sortKey, () => {
    const assumption = potentialText(k ^ 1);
    const named = x && y ? nameXYChain(pool, eng.masks, target) : x ? nameXChain(pool, eng.masks, target) : null;
    const step = stepFromChain(eng, {
      technique,
      difficulty,
      targets: [target],
      eliminations,
      placement,
      explanation: `Suppose ${assumption}: then ${chainText(pool, target, false)} — a contradiction, so ${potentialText(k)}.`,
    });
    if (named) {
      step.pattern = named.name;
      step.explanation = named.explanation;
    }
    return step;
  }, { name: technique, targets: [target], eliminations, root: -2 });
}

