/**
 * Where games come from: a level (made ahead or in the worker), the daily puzzle, the player's
 * own puzzle (typed, pasted, linked), and what the page opens with. Every one goes through the
 * keeper's switchTo, which keeps the game in progress.
 */
import { useEffect } from 'preact/hooks';
import { type Game, geometryOfGame, givensOf, newGame, play } from '../game/game.js';
import { geometryOf } from '../game/geometry.js';
import { checkPuzzle, rememberUnique } from '../game/engine.js';
import { inProgress, recordLine, sameGame } from '../game/shelf.js';
import { parseProgress } from '../game/progress.js';
import { formatTime } from '../game/stats.js';
import type { InputMode } from '../game/input.js';
import { ask, warmUp } from '../worker/client.js';
import { readDailyLink, readLinkPuzzle, clearLinkPuzzle } from './link.js';
import type { Page } from './page.js';
import { dailyReady, fillStock, newDailyPuzzle, newPuzzle, setCopySources } from './stock.js';
import { remove } from './storage.js';
import { type Problem, claimGame, download, loadCurrent, loadShelf, loadStats, unblock } from './store.js';
import { PLAYABLE_TIERS, tierName } from './tiers.js';
import { type VariantLevel } from 'sudokit';
import { isVariantId, variantInfo, variantOfRules } from '../game/variants.js';
import { dailyKiller, loadPack, newVariantPuzzle, prepareDailyKiller } from './variantStock.js';
import { dailyKey } from '../game/daily.js';
import { copySources } from '../game/levelCopies.js';
import { PACK } from '../game/pack-data.js';

/**
 * A level key: a classic player level ('hard'), or a variant and its level ('killer:hard').
 * New game, the solved moment's "New game" and the daily links all pass one.
 */
export function parseLevelKey(key: string): { variant?: string; level: string } {
  const [a, b] = key.split(':');
  return b !== undefined && isVariantId(a) && a !== 'classic' ? { variant: a, level: b } : { level: key };
}

/** Timings the end-to-end tests read (and anyone curious, from the console). */
const timings: Record<string, number> = ((globalThis as Record<string, unknown>).__sudokitTimings ??= {}) as Record<string, number>;

/** Every new puzzle of this page and where it came from (the end-to-end tests check a first visit's come from the pack). */
const served: { level: string; from: string; puzzle: string; pack?: string; daily?: string }[] = ((globalThis as Record<string, unknown>).__sudokitServed ??= []) as never;

interface Switch {
  switchTo(next: Game, ui?: { mode: InputMode; selected: number }): void;
  start(next: Game, ui?: { mode: InputMode; selected: number }): void;
}

export function gameSources(page: Page, { switchTo, start }: Switch) {
  const { live, set, notify } = page;

  /** Every puzzle the player has had or is playing, and the level's sources: what a checked copy may be (worker/copies.ts). */
  const copiesFor = (level: string) => {
    const now = live.current;
    return copySources(level, PACK, now.history, [now.game?.puzzle ?? '', ...now.shelf.map((s) => s.game.puzzle)]);
  };
  setCopySources(copiesFor);

  /** Today's puzzles being made while the player plays on (`date:level`). */
  const dailiesMaking = new Set<string>();

  async function generateGame(tier: string, daily?: string) {
    const t0 = performance.now();
    const key = parseLevelKey(tier);
    if (key.variant) return startVariant(tier, key.variant, key.level as VariantLevel, daily, t0);
    const asked = live.current.game;
    // A daily puzzle not made ahead can take seconds (its seeds are tried in order, extreme's
    // longest): the game on the board stays playable meanwhile. A level's puzzle comes at once
    // (the stock, else the first-visit pack) or, rarely, is made while the player waits.
    const playOn = !!daily && !!asked && !live.current.inactive && !dailyReady(tier, daily);
    if (playOn) {
      const key = `${daily}:${tier}`;
      const making = `Making today's ${tierName(tier)} puzzle… Play on: it opens when it is ready.`;
      notify('info', making);
      if (dailiesMaking.has(key)) return;
      dailiesMaking.add(key);
      try {
        await startGenerated(tier, daily, t0, asked);
      } finally {
        dailiesMaking.delete(key);
        page.unnotify(making);
      }
      return;
    }
    set.busy(daily ? `Making today's ${tierName(tier)} puzzle…` : `Making ${/^[aeiou]/.test(tierName(tier)) ? 'an' : 'a'} ${tierName(tier)} puzzle…`);
    try {
      await startGenerated(tier, daily, t0);
    } finally {
      set.busy(null);
    }
  }

  /**
   * Makes (or takes) the puzzle and starts it. With `playedOn`, the game the player kept playing
   * while it was made: if they moved in it, started another or have a dialog open, the new puzzle
   * waits for them to choose it instead of replacing what they are doing.
   */
  async function startGenerated(tier: string, daily: string | undefined, t0: number, playedOn?: Game) {
    const r = daily ? await newDailyPuzzle(tier, daily) : await newPuzzle(tier, copiesFor(tier));
    if ('error' in r) {
      notify('warning', `No new puzzle could be made: ${r.error}.`);
      return;
    }
    const next = newGame(r.puzzle, r.solution, { source: 'generated', tier: r.tier, rating: r.rating, expectedMinutes: r.expectedMinutes, ...(daily ? { daily } : {}) });
    const play = () => {
      set.lastTier(tier);
      switchTo(next);
      timings.generateMs = r.ms;
      served.push({ level: tier, from: r.from, puzzle: r.puzzle, ...('pack' in r && r.pack ? { pack: r.pack } : {}), ...(daily ? { daily } : {}) });
      // Until the frame that shows it: what the player waits for.
      requestAnimationFrame(() => { timings.newGameMs = performance.now() - t0; });
    };
    const now = live.current;
    if (playedOn && !(now.game && sameGame(now.game, playedOn) && now.game.moves.length === playedOn.moves.length && !now.dialog && !now.editor && !now.inactive)) {
      notify('info', `Today's ${tierName(tier)} puzzle is ready.`, [{ label: 'Play it', run: play }]);
      return;
    }
    play();
  }

  /** A variant's new game (issue 29): from its stock or pack at once, else made while the player waits. */
  async function startVariant(key: string, variant: string, level: VariantLevel, daily: string | undefined, t0: number) {
    const info = variantInfo(variant)!;
    set.busy(daily ? `Making today's ${info.label}…` : `Making ${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level} ${info.label} puzzle…`);
    try {
      const had = [...live.current.history.filter((g) => g.variant === info.id && g.line).map((g) => g.line!), ...[live.current.game, ...live.current.shelf.map((s) => s.game)].flatMap((g) => (g?.rules ? [recordLine(g).line ?? ''] : []))];
      const r = daily ? await dailyKiller(daily) : await newVariantPuzzle(info.id, level, had);
      if ('error' in r) { notify('warning', `No new puzzle could be made: ${r.error}.`); return; }
      const next = newGame(r.puzzle, r.solution, { source: 'generated', tier: r.level, variant: info.id, ...(daily ? { daily } : {}) }, Date.now(), r.rules);
      // Unique by the generator (and, for the packs, by pack.test.ts): no count when it is read back from the games in progress.
      rememberUnique(r.rules, r.puzzle, r.solution);
      switchTo(next);
      set.lastTier(key);
      timings.generateMs = r.ms;
      served.push({ level: key, from: r.from, puzzle: r.puzzle, ...(daily ? { daily } : {}) });
      requestAnimationFrame(() => { timings.newGameMs = performance.now() - t0; });
    } finally {
      set.busy(null);
    }
  }

  /**
   * Starts a puzzle the player typed, pasted or linked; rated in the worker meanwhile (a variant by
   * the variant technique solver, and named by its rules when the menu has that variant). `known`:
   * what a statistics record already says of it (played again), so it is not rated again.
   */
  function startOwn(text: string, source: 'entered' | 'link', known?: { variant?: string; tier?: string }): string | null {
    const check = checkPuzzle(text);
    if (!check.ok) return check.message;
    const variant = known?.variant ?? (check.rules ? variantOfRules(check.rules) : undefined);
    const g = newGame(check.puzzle, check.solution, { source, ...(variant && variant !== 'classic' && variant !== 'other' ? { variant } : {}), ...(known?.tier ? { tier: known.tier } : {}) }, Date.now(), check.rules);
    switchTo(g);
    if (known?.tier) return null;
    void ask(check.rules ? { type: 'rateVariant', rules: check.rules, puzzle: check.puzzle } : { type: 'rate', puzzle: check.puzzle }).then((r) => {
      if (r.ok && r.type === 'rate' && r.tier) {
        set.game((cur) => (cur && sameGame(cur, g) ? { ...cur, meta: { ...cur.meta, tier: r.tier, rating: r.rating, expectedMinutes: r.expectedMinutes } } : cur));
      }
    });
    return null;
  }

  /**
   * Opens the puzzle in the address (`?p=`, `#<puzzle>`) if there is one; true when it is played.
   * `saved` is the game to put on the board first (at start-up), so the link's game keeps it.
   */
  function openLink(saved?: Game, ui?: { mode: InputMode; selected: number }): boolean {
    const link = readLinkPuzzle(location);
    if (link === null) return false;
    clearLinkPuzzle();
    const check = checkPuzzle(link.puzzle);
    if (!check.ok) {
      notify('warning', `The link's puzzle cannot be played. ${check.message}`);
      return false;
    }
    const current = saved ?? live.current.game;
    if (!link.progress && current && current.puzzle === check.puzzle && geometryOfGame(current).key === geometryOf(check.rules).key) {
      if (saved) start(saved, ui);
      return true;
    }
    if (saved) start(saved, ui);
    startOwn(link.puzzle, 'link');
    if (link.progress) {
      // The sharer's progress, as one move (undoable); their wrong digits are not our mistakes.
      const moves = parseProgress(link.progress, givensOf(check.puzzle));
      const g = live.current.game;
      if (moves && g) set.game(play(g, { kind: 'batch', moves }, Date.now(), 'off'));
      else notify('warning', 'The progress in the link is damaged; the puzzle starts empty.');
    }
    return true;
  }

  const tell = (problem: Problem) => notify('warning', problem.text, problem.blocked ? [
    { label: 'Download it', run: () => download(`${problem.blocked!.key}.json`, problem.blocked!.data) },
    { label: 'Discard it', run: () => { unblock(problem.blocked!.key); remove(problem.blocked!.key); } },
  ] : undefined);

  /** The page opens: stored statistics and games, then a puzzle from the link, else the saved game, else a new one. */
  function startUp() {
    // The app's shortcuts (manifest): New game, and the daily puzzles, over the game as it opens.
    const action = new URLSearchParams(location.search).get('action');
    if (action === 'new' || action === 'daily') {
      clearLinkPuzzle();
      setTimeout(() => {
        set.dialog('new');
        // The daily puzzles get the focus once the dialog is open (opening focuses its first button).
        const focusDaily = (tries: number) => {
          const first = document.querySelector('dialog[open] .daily-list button') as HTMLElement | null;
          if (first) first.focus();
          else if (tries > 0) setTimeout(() => focusDaily(tries - 1), 50);
        };
        if (action === 'daily') focusDaily(100);
      }, 0);
    }
    // This tab plays the saved game from now on; another tab that has it stops (see store.ts).
    claimGame();
    warmUp();
    // Puzzles of every level made ahead, in a worker of their own (a first visit's games come
    // from the first-visit pack meanwhile).
    fillStock();
    // The last variant chosen: its pack is read while the player looks at the board, so its new
    // game needs no fetch (the pack is a chunk of its own, not in the first load).
    const variant = live.current.settings.variant;
    if (variant && variant !== 'classic') setTimeout(() => void loadPack(variant), 500);
    // Today's Killer made ahead (a second or two of the stock lane), so its tap is instant.
    setTimeout(() => prepareDailyKiller(dailyKey(new Date())), 3000);
    const stats = loadStats();
    set.history(stats.games);
    if (stats.problem) tell(stats.problem);
    const kept = loadShelf();
    set.shelf(kept.games);
    if (kept.problem) tell(kept.problem);
    const current = loadCurrent();
    if (current.problem) tell(current.problem);
    const saved = current.save;
    if (saved && openLink(saved.game, saved.ui)) return;
    if (!saved && openLink()) return;
    const daily = readDailyLink(location);
    if (daily) {
      clearLinkPuzzle();
      if (PLAYABLE_TIERS.some((t) => t.tier === daily.level) || daily.level === 'killer:medium') {
        if (saved) start(saved.game, saved.ui);
        void generateGame(daily.level, daily.day);
        return;
      }
      notify('warning', 'The link names a daily puzzle of a level this game does not have.');
    }
    if (saved) {
      const g = saved.game;
      start(g, saved.ui);
      if (inProgress(g)) notify('info', `Welcome back: your game is as you left it (${formatTime(g.elapsedMs)}). New starts another.`);
      return;
    }
    void generateGame('easy');
  }

  return { generateGame, startOwn, startUp, openLink };
}

/** A `#<puzzle>` typed into the address bar of an open tab opens it as on a fresh load (issue 31); the game in progress is kept. */
export function useLinkChanges({ live }: Page, openLink: () => boolean) {
  useEffect(() => {
    const onHash = () => { if (!live.current.inactive) openLink(); };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
}

/**
 * Text that may be meant as a puzzle: at least 60 digits and dots (a grid has 81 cells; lines,
 * bars and spaces allowed) and hardly any letters. Anything else pasted on the page is ignored.
 */
export function looksLikePuzzle(text: string): boolean {
  const t = text.trim();
  // a variant (issue 29): a JSON description, an f-puzzles or SudokuPad link, a compact line, a 4x4 to 16x16 line
  if (/^\{[\s\S]*"(rules|givens|size|cages|data)"/.test(t)) return true;
  if (/^https?:\/\/(www\.)?(f-puzzles\.com|sudokupad\.app|app\.crackingthecryptic\.com)\//i.test(t)) return true;
  if (/^(4|6|9|12|16|classic|jigsaw|x|windoku|killer)(\+[a-z0-9]+)*:\S+$/.test(t)) return true;
  if (/^[0-9A-Ga-g.]{16}$|^[0-9A-Ga-g.]{36}$|^[0-9A-Ga-g.]{144}$|^[0-9A-Ga-g.]{256}$/.test(t)) return true;
  const cells = text.match(/[0-9.*_]/g)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return cells >= 60 && letters <= 12;
}

/** Pasting a puzzle anywhere on the page (outside text fields) starts it; the game in progress is kept. */
export function usePasteToPlay({ live, notify }: Page, startOwn: (text: string, source: 'entered') => string | null) {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (live.current.dialog || live.current.inactive || target?.closest?.('input, textarea, dialog')) return;
      const text = e.clipboardData?.getData('text/plain') ?? '';
      // Ordinary text is not meant as a puzzle: ignored (issue 31: it got a permanent warning in
      // parser jargon).
      if (!looksLikePuzzle(text)) return;
      e.preventDefault();
      const check = checkPuzzle(text);
      if (!check.ok) { notify('info', check.reason === 'parse' ? 'The pasted puzzle cannot be played: it needs 81 cells, 1-9 for clues and . or 0 for blanks (or a variant in JSON, the compact form, or an f-puzzles or SudokuPad link).' : check.message); return; }
      const error = startOwn(text, 'entered');
      if (error) notify('info', error);
      else notify('info', 'Started the pasted puzzle.');
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);
}
