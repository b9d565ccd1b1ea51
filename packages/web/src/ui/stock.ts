/**
 * The page's stock of puzzles made ahead (game/stock.ts): kept in storage, so a reload keeps it,
 * and read again before each change, so two tabs never hand out the same puzzle. A worker of its
 * own (the stock lane) refills it in the background; "New game" takes from it, and only makes a
 * puzzle while the player waits when the level's stock is empty.
 */
import { type StockedPuzzle, capped, makeStock, nextToMake, parseStock, takeLevel } from '../game/stock.js';
import { type NewPuzzle, ask, madePuzzle } from '../worker/client.js';
import { KEYS, read, remove, write } from './storage.js';

/** The stock when storage cannot hold it (blocked or full), and the text it was read from. */
let memory: StockedPuzzle[] = [];
let memoryText: string | null = null;

function load(): StockedPuzzle[] {
  const text = read(KEYS.stock);
  if (text === null) return memory;
  if (text !== memoryText) { memory = parseStock(text); memoryText = text; }
  return memory;
}

function keep(list: StockedPuzzle[]): void {
  memory = capped(list);
  const text = makeStock(memory);
  memoryText = text;
  // A stock that could not be written must not stay behind stale (its puzzles may be taken).
  if (!write(KEYS.stock, text)) { remove(KEYS.stock); memoryText = null; }
}

/** The puzzle the stock lane is making now, and for which level. */
let making: { level: string; done: Promise<void> } | null = null;

/** Makes puzzles ahead, one at a time, until every level has its share; safe to call often. */
export function fillStock(): void {
  if (making) return;
  const level = nextToMake(load());
  if (!level) return;
  const done = ask({ type: 'generate', tier: level }, 'stock').then((r) => {
    making = null;
    if (!r.ok || r.type !== 'generate') return; // the worker failed: no retry loop; the next New tries again
    keep([...load(), { level, puzzle: r.puzzle, solution: r.solution, tier: r.tier, rating: r.rating, expectedMinutes: r.expectedMinutes }]);
    fillStock();
  });
  making = { level, done };
}

function takeStocked(level: string): NewPuzzle | undefined {
  const { taken, rest } = takeLevel(load(), level);
  if (!taken) return undefined;
  keep(rest);
  setTimeout(fillStock, 0);
  return { puzzle: taken.puzzle, solution: taken.solution, tier: taken.tier, rating: taken.rating, expectedMinutes: taken.expectedMinutes, ms: 0 };
}

/** A new puzzle of the level: made ahead if there is one, else the one being made, else made now. */
export async function newPuzzle(level: string): Promise<NewPuzzle | { error: string }> {
  const ready = takeStocked(level);
  if (ready) return ready;
  if (making?.level === level) {
    await making.done;
    const made = takeStocked(level);
    if (made) return made;
  }
  const r = await ask({ type: 'generate', tier: level });
  fillStock();
  return madePuzzle(r);
}
