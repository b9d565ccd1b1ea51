/**
 * Saving the game as it changes, and sharing storage with other tabs: their writes reach us as
 * `storage` events. Statistics and the shelf are merged; the saved game belongs to the tab that
 * took it last (store.ts), and the others wait with "Play here" (issue 16: tabs overwrote each
 * other).
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Game } from '../game/game.js';
import type { InputMode } from '../game/input.js';
import { parseSave } from '../game/save.js';
import { asSeparateGame, isBehind, parseShelf, sameGame } from '../game/shelf.js';
import type { Page, PageState } from './page.js';
import { KEYS, read } from './storage.js';
import { adoptStoredGame, isOtherTabsClaim, isOwnGameWrite, loadCurrent, loadShelf, loadStats, ownsGame, saveCurrent } from './store.js';

interface Keeping {
  keepCurrent(): void;
  keepOther(game: Game, why: string): void;
  start(next: Game, ui?: { mode: InputMode; selected: number }): void;
}

export function useSavedGame({ live, set }: Page, state: PageState, { keepCurrent, keepOther, start }: Keeping) {
  const { game, mode, selected, inactive, saveFailed } = state;

  /**
   * The game this tab had when it stopped, while it is the same game as the other tab's: if the
   * other tab's saves show it went another way (a move made here a moment before the other tab
   * took the game), ours is kept as a game of its own.
   */
  const stoppedWith = useRef<Game | null>(null);

  function keepIfAhead(theirs: Game) {
    const mine = stoppedWith.current;
    // Another game there: that tab kept this one when it switched (keeper.ts), as it had it.
    if (!mine || !sameGame(mine, theirs) || isBehind(mine, theirs)) return;
    stoppedWith.current = null;
    keepOther(asSeparateGame(mine), 'Your moves in this tab went another way than the other tab\'s.');
  }

  /** Another tab took the game: ours, if it is another game, joins the games in progress; this tab waits. */
  function yieldToOtherTab(theirText: string | null) {
    const theirs = theirText ? parseSave(theirText) : null;
    const mine = live.current.game;
    if (mine && !(theirs?.ok && sameGame(theirs.value.game, mine))) keepCurrent();
    else {
      stoppedWith.current = mine;
      if (theirs?.ok) keepIfAhead(theirs.value.game);
    }
    set.inactive(true);
    set.hint(null);
  }

  // Save on every change (moves, clock, input mode, selection); say so when saving fails.
  useEffect(() => {
    if (!game || inactive) return;
    const outcome = saveCurrent({ game, ui: { mode, selected } });
    if (outcome === 'taken') return yieldToOtherTab(read(KEYS.game));
    if ((outcome === 'failed') !== saveFailed) set.saveFailed(outcome === 'failed');
  }, [game, mode, selected, inactive]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEYS.stats) set.history(loadStats().games);
      else if (e.key === KEYS.shelf) { const r = parseShelf(e.newValue); if (r.ok) set.shelf(r.value.games); }
      else if (e.key === KEYS.owner && isOtherTabsClaim(e.newValue) && !live.current.inactive) yieldToOtherTab(read(KEYS.game));
      else if (e.key === KEYS.game && e.newValue !== null && live.current.inactive) { const r = parseSave(e.newValue); if (r.ok) keepIfAhead(r.value.game); }
      else if (e.key === KEYS.game && e.newValue !== null && !isOwnGameWrite(e.newValue) && !live.current.inactive) {
        // A tab that had not yet heard of our claim wrote over our save: ours goes back.
        if (ownsGame()) { const { game, mode, selected } = live.current; if (game) saveCurrent({ game, ui: { mode, selected } }); }
        // Events arrive after the fact: if storage holds our own save again, the other tab's write
        // was overwritten by ours, and that tab is the one told (by our write's event).
        else if (!isOwnGameWrite(read(KEYS.game))) yieldToOtherTab(e.newValue);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** "Play here": this tab takes the game as the other tab saved it. */
  function playHere() {
    adoptStoredGame();
    const current = loadCurrent();
    if (current.save) keepIfAhead(current.save.game);
    stoppedWith.current = null;
    set.shelf(loadShelf().games);
    set.history(loadStats().games);
    set.inactive(false);
    if (current.save) start(current.save.game, current.save.ui);
  }

  return { playHere };
}
