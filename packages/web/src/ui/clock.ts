/** The game clock: runs while a game is in progress and in view; a hidden page pauses the game. */
import { useEffect } from 'preact/hooks';
import { addTime } from '../game/game.js';
import type { Page, PageState } from './page.js';

/** Not paused, no dialog, statistics, editor, introduction or other tab over the game. */
export function clockRuns(s: PageState): boolean {
  return !!s.game && s.game.finishedAt === undefined && !s.paused && !s.busy && !s.editor && s.view === 'play' && !s.dialog && !s.inactive && s.settings.seenIntro;
}

export function useClock({ live, set }: Page, state: PageState) {
  const running = clockRuns(state);
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      const delta = now - last;
      last = now;
      set.game((g) => (g ? addTime(g, delta) : g));
    };
    const id = setInterval(tick, 1000);
    return () => { clearInterval(id); tick(); };
  }, [running, state.game?.startedAt]);

  useEffect(() => {
    const onHide = () => {
      const g = live.current.game;
      if (document.visibilityState === 'hidden' && g && g.finishedAt === undefined) set.paused(true);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);
}
