/**
 * Where games come from: a level (made ahead or in the worker), the daily puzzle, the player's
 * own puzzle (typed, pasted, linked), and what the page opens with. Every one goes through the
 * keeper's switchTo, which keeps the game in progress.
 */
import { useEffect } from 'preact/hooks';
import { type Game, givensOf, newGame, play } from '../game/game.js';
import { checkPuzzle } from '../game/engine.js';
import { inProgress, sameGame } from '../game/shelf.js';
import { parseProgress } from '../game/progress.js';
import { formatTime } from '../game/stats.js';
import type { InputMode } from '../game/input.js';
import { ask, warmUp } from '../worker/client.js';
import { readLinkPuzzle, clearLinkPuzzle } from './link.js';
import type { Page } from './page.js';
import { fillStock, newDailyPuzzle, newPuzzle } from './stock.js';
import { remove } from './storage.js';
import { type Problem, claimGame, download, loadCurrent, loadShelf, loadStats, unblock } from './store.js';
import { tierName } from './tiers.js';

/** Timings the end-to-end tests read (and anyone curious, from the console). */
const timings: Record<string, number> = ((globalThis as Record<string, unknown>).__sudokitTimings ??= {}) as Record<string, number>;

interface Switch {
  switchTo(next: Game, ui?: { mode: InputMode; selected: number }): void;
  start(next: Game, ui?: { mode: InputMode; selected: number }): void;
}

export function gameSources(page: Page, { switchTo, start }: Switch) {
  const { live, set, notify } = page;

  async function generateGame(tier: string, daily?: string) {
    const t0 = performance.now();
    set.busy(daily ? `Making today's ${tierName(tier)} puzzle…` : `Making ${/^[aeiou]/.test(tierName(tier)) ? 'an' : 'a'} ${tierName(tier)} puzzle…`);
    const r = daily ? await newDailyPuzzle(tier, daily) : await newPuzzle(tier);
    set.busy(null);
    if ('error' in r) {
      notify('warning', `No new puzzle could be made: ${r.error}.`);
      return;
    }
    set.lastTier(tier);
    switchTo(newGame(r.puzzle, r.solution, { source: 'generated', tier: r.tier, rating: r.rating, expectedMinutes: r.expectedMinutes, ...(daily ? { daily } : {}) }));
    timings.generateMs = r.ms;
    // Until the frame that shows it: what the player waits for.
    requestAnimationFrame(() => { timings.newGameMs = performance.now() - t0; });
  }

  /** Starts a puzzle the player typed, pasted or linked; rated in the worker meanwhile. */
  function startOwn(text: string, source: 'entered' | 'link'): string | null {
    const check = checkPuzzle(text);
    if (!check.ok) return check.message;
    const g = newGame(check.puzzle, check.solution, { source });
    switchTo(g);
    void ask({ type: 'rate', puzzle: check.puzzle }).then((r) => {
      if (r.ok && r.type === 'rate' && r.tier) {
        set.game((cur) => (cur && sameGame(cur, g) ? { ...cur, meta: { ...cur.meta, tier: r.tier, rating: r.rating, expectedMinutes: r.expectedMinutes } } : cur));
      }
    });
    return null;
  }

  const tell = (problem: Problem) => notify('warning', problem.text, problem.blocked ? [
    { label: 'Download it', run: () => download(`${problem.blocked!.key}.json`, problem.blocked!.data) },
    { label: 'Discard it', run: () => { unblock(problem.blocked!.key); remove(problem.blocked!.key); } },
  ] : undefined);

  /** The page opens: stored statistics and games, then a puzzle from the link, else the saved game, else a new one. */
  function startUp() {
    // This tab plays the saved game from now on; another tab that has it stops (see store.ts).
    claimGame();
    warmUp();
    // Puzzles of every level made ahead, in a worker of their own (a first visit's first puzzle
    // is made meanwhile in the play lane).
    fillStock();
    const stats = loadStats();
    set.history(stats.games);
    if (stats.problem) tell(stats.problem);
    const kept = loadShelf();
    set.shelf(kept.games);
    if (kept.problem) tell(kept.problem);
    const current = loadCurrent();
    if (current.problem) tell(current.problem);
    const saved = current.save;
    const link = readLinkPuzzle(location);
    if (link !== null) {
      clearLinkPuzzle();
      const check = checkPuzzle(link.puzzle);
      if (check.ok && !link.progress && saved && saved.game.puzzle === check.puzzle) { start(saved.game, saved.ui); return; }
      if (check.ok) {
        if (saved) start(saved.game, saved.ui);
        startOwn(link.puzzle, 'link');
        if (link.progress) {
          // The sharer's progress, as one move (undoable); their wrong digits are not our mistakes.
          const moves = parseProgress(link.progress, givensOf(check.puzzle));
          const g = live.current.game;
          if (moves && g) set.game(play(g, { kind: 'batch', moves }, Date.now(), 'off'));
          else notify('warning', 'The progress in the link is damaged; the puzzle starts empty.');
        }
        return;
      }
      notify('warning', `The link's puzzle cannot be played. ${check.message}`);
    }
    if (saved) {
      const g = saved.game;
      start(g, saved.ui);
      if (inProgress(g)) notify('info', `Welcome back: your game is as you left it (${formatTime(g.elapsedMs)}). New starts another.`);
      return;
    }
    void generateGame('easy');
  }

  return { generateGame, startOwn, startUp };
}

/** Pasting a puzzle anywhere on the page (outside text fields) starts it; the game in progress is kept. */
export function usePasteToPlay({ live, notify }: Page, startOwn: (text: string, source: 'entered') => string | null) {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (live.current.dialog || live.current.inactive || target?.closest?.('input, textarea, dialog')) return;
      const text = e.clipboardData?.getData('text/plain') ?? '';
      if (!text.trim()) return;
      e.preventDefault();
      const error = startOwn(text, 'entered');
      if (error) notify('warning', `The pasted text is not a playable puzzle. ${error}`);
      else notify('info', 'Started the pasted puzzle.');
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);
}
