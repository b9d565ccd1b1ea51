/**
 * The game page: holds the state, turns player input into moves, and renders. Every question
 * about Sudoku goes to the engine (through game/engine.ts and the worker); storage goes through
 * store.ts; this file only wires.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useLive } from './live.js';
import { makeLine } from 'sudokit';
import { boardFromGivens, currentGrid } from '../game/board.js';
import { type Game, givensOf, addTime, canRedo, canUndo, countHint, newGame, play, redo, undo } from '../game/game.js';
import type { Move } from '../game/moves.js';
import { type InputMode, INPUT_MODES, keyCommand, moveSelection, type KeyCommand } from '../game/input.js';
import { parseSave, type SaveData } from '../game/save.js';
import { type Settings, makeSettings, parseSettings } from '../game/settings.js';
import { type GameRecord, formatTime } from '../game/stats.js';
import { inProgress, parseShelf, sameGame, solvedRecord } from '../game/shelf.js';
import { checkPuzzle, gridStatus } from '../game/engine.js';
import { countsAsHint, hintRequest, pressHint, stepMoves, type HintState } from '../game/hints.js';
import { cellWords } from '../game/hintText.js';
import { dailyKey } from '../game/daily.js';
import { parseProgress } from '../game/progress.js';
import { EditorPanel } from './EditorPanel.js';
import { gameKeeper } from './keeper.js';
import { KEYS, read, remove, write } from './storage.js';
import { type Problem, adoptStoredGame, claimGame, download, isOtherTabsClaim, isOwnGameWrite, loadCurrent, loadShelf, loadStats, ownsGame, saveCurrent, unblock } from './store.js';
import { ask, dailyPuzzle, warmUp } from '../worker/client.js';
import { fillStock, newPuzzle } from './stock.js';
import type { SelectHow } from './Board.js';
import { boardMarks } from './marks.js';
import { Pad } from './Pad.js';
import { HintPanel, hintWords } from './HintPanel.js';
import { NewGameDialog, SettingsDialog, ShareDialog, SolvedDialog } from './dialogs.js';
import { StatsPage } from './StatsPage.js';
import { TopBar } from './TopBar.js';
import { type Notice, type NoticeAction, Notices } from './Notices.js';
import { BoardArea } from './BoardArea.js';
import { tierName } from './tiers.js';
import { readLinkPuzzle, clearLinkPuzzle, shareLink } from './link.js';

type Dialog = null | 'new' | 'settings' | 'solved' | 'share';

interface Live {
  game: Game | null;
  selected: number;
  /** Cells selected besides the cursor. */
  extra: number[];
  mode: InputMode;
  paused: boolean;
  view: 'play' | 'stats';
  dialog: Dialog;
  hint: HintState | null;
  /** The clues being typed in the puzzle editor, or null when playing. */
  editor: Uint8Array | null;
  settings: Settings;
  history: GameRecord[];
  shelf: SaveData[];
  /** Digit-first input: the digit picked on the pad, placed in each cell tapped. */
  armed: number;
  /** The digit last tapped on the pad (cell-first input), highlighted until the selection moves. */
  padDigit: number;
  /** Another tab took over the saved game; this one waits (issue 16: tabs overwrote each other). */
  inactive: boolean;
}

const firstEmpty = (g: Game) => Math.max(0, [...g.puzzle].findIndex((ch) => ch === '.'));

/** Timings the end-to-end tests read (and anyone curious, from the console). */
const timings: Record<string, number> = ((globalThis as Record<string, unknown>).__sudokitTimings ??= {}) as Record<string, number>;

let noticeId = 1;

export function App() {
  const { state, live, set } = useLive<Live>(() => ({
    settings: parseSettings(read(KEYS.settings)), history: [], shelf: [], game: null, selected: 0, extra: [], mode: 'digit',
    paused: false, view: 'play', dialog: null, hint: null, editor: null, armed: 0, padDigit: 0, inactive: false,
  }));
  const { settings, game, selected, extra, mode, paused, view, dialog, hint, editor, armed, padDigit, inactive, history, shelf } = state;
  // Render-only state (no handler needs its current value between renders).
  const [notices, setNotices] = useState<Notice[]>([]);
  const [justSolved, setJustSolved] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [enterError, setEnterError] = useState<string | null>(null);
  const lastTier = useRef('easy');

  const notify = (tone: Notice['tone'], text: string, actions?: NoticeAction[]) => setNotices((list) => [...list.filter((n) => n.text !== text), { id: noticeId++, tone, text, actions }]);
  const tell = (problem: Problem) => notify('warning', problem.text, problem.blocked ? [
    { label: 'Download it', run: () => download(`${problem.blocked!.key}.json`, problem.blocked!.data) },
    { label: 'Discard it', run: () => { unblock(problem.blocked!.key); remove(problem.blocked!.key); } },
  ] : undefined);

  function select(cell: number, how: SelectHow = 'replace') {
    const { selected, extra } = live.current;
    set.padDigit(0);
    if (how === 'replace') { set.selected(cell); set.extra([]); return; }
    const all = [selected, ...extra];
    if (how === 'toggle' && all.includes(cell)) {
      const rest = all.filter((c) => c !== cell);
      if (rest.length) { set.selected(rest[rest.length - 1]); set.extra(rest.slice(0, -1)); }
      return;
    }
    if (all.includes(cell)) return;
    set.extra([...all]);
    set.selected(cell);
  }

  /** A cell tapped or clicked: selects it; in digit-first input, also places the picked digit. */
  function selectByPointer(cell: number, how: SelectHow) {
    select(cell, how);
    const { armed, settings, editor } = live.current;
    if (how === 'replace' && armed && settings.inputOrder === 'digit-first' && !editor) input(armed);
  }

  function start(next: Game, ui?: { mode: InputMode; selected: number }) {
    set.editor(null);
    setJustSolved(false);
    set.game(next);
    select(ui?.selected ?? firstEmpty(next));
    set.mode(ui?.mode ?? 'digit');
    set.hint(null);
    set.armed(0);
    set.paused(false);
    set.dialog(null);
    set.view('play');
    if (next.meta.tier) lastTier.current = next.meta.tier;
  }

  const { record, keepCurrent, switchTo, resume, discard, restart, exportAll, importAll } = gameKeeper({
    now: () => live.current,
    setHistory: set.history, setShelf: set.shelf, setSettings: set.settings, start,
    notify: (tone, text) => notify(tone, text),
  });

  async function generateGame(tier: string, daily?: string) {
    const t0 = performance.now();
    setBusy(daily ? `Making today's ${tierName(tier)} puzzle…` : `Making ${/^[aeiou]/.test(tierName(tier)) ? 'an' : 'a'} ${tierName(tier)} puzzle…`);
    const r = daily ? await dailyPuzzle(tier, daily) : await newPuzzle(tier);
    setBusy(null);
    if ('error' in r) {
      notify('warning', `No new puzzle could be made: ${r.error}.`);
      return;
    }
    lastTier.current = tier;
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

  // Start-up: stored statistics and games, then a puzzle from the link, else the saved game, else a new one.
  useEffect(() => {
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
  }, []);

  // Save on every change (moves, clock, input mode, selection); say so when saving fails.
  useEffect(() => {
    if (!game || inactive) return;
    const outcome = saveCurrent({ game, ui: { mode, selected } });
    if (outcome === 'taken') return yieldToOtherTab(read(KEYS.game));
    if ((outcome === 'failed') !== saveFailed) setSaveFailed(outcome === 'failed');
  }, [game, mode, selected, inactive]);

  /** Another tab saved a game over ours: ours, if it is another game, joins the games in progress; this tab waits. */
  function yieldToOtherTab(theirText: string | null) {
    const theirs = theirText ? parseSave(theirText) : null;
    const mine = live.current.game;
    if (mine && !(theirs?.ok && sameGame(theirs.value.game, mine))) keepCurrent();
    set.inactive(true);
    set.hint(null);
  }

  useEffect(() => {
    if (!write(KEYS.settings, makeSettings(settings))) setSaveFailed(true);
    document.documentElement.dataset.theme = settings.theme;
  }, [settings]);

  // Another tab: its writes reach us as `storage` events. Statistics and the shelf are merged;
  // the saved game belongs to the tab that took it last (store.ts), and the others wait.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEYS.stats) set.history(loadStats().games);
      else if (e.key === KEYS.shelf) { const r = parseShelf(e.newValue); if (r.ok) set.shelf(r.value.games); }
      else if (e.key === KEYS.owner && isOtherTabsClaim(e.newValue) && !live.current.inactive) yieldToOtherTab(read(KEYS.game));
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

  function playHere() {
    adoptStoredGame();
    const current = loadCurrent();
    set.shelf(loadShelf().games);
    set.history(loadStats().games);
    set.inactive(false);
    if (current.save) start(current.save.game, current.save.ui);
  }

  // The clock runs while a game is in progress and in view: not paused, no dialog or introduction over it, this tab active.
  const introShowing = !settings.seenIntro;
  const running = !!game && game.finishedAt === undefined && !paused && !busy && !editor && view === 'play' && !dialog && !inactive && !introShowing;
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
  }, [running, game?.startedAt]);

  useEffect(() => {
    const onHide = () => {
      const g = live.current.game;
      if (document.visibilityState === 'hidden' && g && g.finishedAt === undefined) set.paused(true);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);

  function doMoves(moves: Move[]) {
    const { game, paused, inactive, settings } = live.current;
    if (!game || paused || inactive) return;
    let next = game;
    for (const m of moves) next = play(next, m, Date.now(), settings.mistakes);
    if (next === game) return;
    set.game(next);
    set.hint(null);
    const only = moves.length === 1 ? moves[0] : null;
    if (only?.kind === 'place' && only.cells.length === 1) {
      const placed = next.board.digits[only.cells[0]];
      setAnnouncement(`${placed ? `${placed} in` : 'Cleared'} ${cellWords(only.cells[0], 'plain')}`);
    }
    if (next.finishedAt !== undefined) finish(next);
  }

  function finish(g: Game) {
    record([solvedRecord(g)]);
    setJustSolved(true);
    set.dialog('solved');
    setAnnouncement(`Solved in ${formatTime(g.elapsedMs)}.`);
  }

  function input(value: number, m: InputMode = live.current.mode) {
    const cells = [live.current.selected, ...live.current.extra];
    if (m === 'digit') doMoves([{ kind: 'place', cells, digit: value }]);
    else if (m === 'colour') doMoves([{ kind: 'colour', cells, colour: value }]);
    else doMoves([{ kind: 'note', note: m, cells, digit: value }]);
  }

  /**
   * A pad digit: placed in the selection (cell first), or picked for the next taps (digit first).
   * Either way it is highlighted everywhere, notes included, until another cell is picked.
   */
  function padInput(value: number) {
    const { editor, settings, armed, mode } = live.current;
    if (editor) return run({ type: 'input', value, mode: 'digit' });
    if (settings.inputOrder === 'digit-first') { set.armed(armed === value ? 0 : value); return; }
    set.armed(0);
    set.padDigit(mode === 'colour' ? 0 : value);
    input(value);
  }

  function stepHistory(step: 'undo' | 'redo') {
    const { game, paused, inactive } = live.current;
    if (!game || paused || inactive) return;
    const next = step === 'undo' ? undo(game) : redo(game);
    if (next === game) return;
    set.game(next);
    set.hint(null);
    if (next.finishedAt !== undefined) finish(next);
  }

  function showHint(state: HintState) {
    set.hint(state);
    setAnnouncement(hintWords(state, live.current.settings.cellNames).lines.join(' '));
  }

  async function askHint() {
    const { game, paused, hint, inactive } = live.current;
    if (!game || paused || inactive || game.finishedAt !== undefined) return;
    const press = pressHint(hint);
    if (press.do === 'show') return showHint(press.state);
    if (press.do === 'apply') {
      if (hint?.hint.kind === 'step') doMoves([{ kind: 'batch', moves: stepMoves(hint.hint.step, game.board).moves }]);
      return;
    }
    if (press.do === 'stay') return;
    // The engine's hint runs in the worker (with the technique solver); the answer counts only if
    // nothing moved meanwhile.
    set.hint({ hint: { kind: 'pending' }, rung: 1 });
    const r = await ask({ type: 'hint', ...hintRequest(game) });
    const now = live.current.game;
    if (live.current.hint?.hint.kind !== 'pending') return; // closed, or the grid changed meanwhile
    if (!now || !sameGame(now, game) || now.cursor !== game.cursor || now.moves.length !== game.moves.length) { set.hint(null); return; }
    if (!r.ok || r.type !== 'hint') { set.hint(null); notify('warning', `No hint could be found: ${r.ok ? 'unexpected answer' : r.message}.`); return; }
    if (countsAsHint(r.hint)) set.game(countHint(now));
    showHint({ hint: r.hint, rung: 1 });
  }

  function run(cmd: KeyCommand) {
    const { selected, extra, mode, editor } = live.current;
    if (editor && (cmd.type === 'input' || cmd.type === 'erase')) {
      const next = editor.slice();
      for (const c of [selected, ...extra]) next[c] = cmd.type === 'input' ? cmd.value : 0;
      set.editor(next);
      return;
    }
    if (editor && cmd.type !== 'select' && cmd.type !== 'deselect') return;
    switch (cmd.type) {
      case 'input': return input(cmd.value, cmd.mode);
      case 'erase': return doMoves([{ kind: 'erase', cells: [selected, ...extra] }]);
      case 'select': return select(moveSelection(selected, cmd.dr, cmd.dc), cmd.extend ? 'add' : 'replace');
      case 'deselect': set.armed(0); return select(selected);
      case 'mode': return set.mode(cmd.mode);
      case 'cycle-mode': return set.mode(INPUT_MODES[(INPUT_MODES.indexOf(mode) + 1) % INPUT_MODES.length]);
      case 'undo': return stepHistory('undo');
      case 'redo': return stepHistory('redo');
      case 'pause': return set.paused((p) => !p);
      case 'hint': return void askHint();
    }
  }

  /** One handler for keys on the grid's cells and on the page; a key is handled once. */
  function onKey(e: KeyboardEvent) {
    if (e.defaultPrevented) return;
    const { dialog, view, game, hint, mode, paused, editor, inactive } = live.current;
    if (dialog || view !== 'play' || inactive || (!game && !editor)) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select, dialog')) return;
    if (e.key === 'Escape' && hint) { set.hint(null); return; }
    const cmd = keyCommand(e, mode);
    if (!cmd) return;
    // Let Space work on a focused button; the grid owns the digits and arrows.
    if (cmd.type === 'cycle-mode' && target?.closest?.('button')) return;
    e.preventDefault();
    if (paused && !editor && cmd.type !== 'pause') return;
    run(cmd.type === 'input' && editor ? { ...cmd, mode: 'digit' } : cmd);
  }

  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Pasting a puzzle anywhere on the page (outside text fields) starts it; the game in progress is kept.
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

  async function share(withProgress: boolean) {
    const { game } = live.current;
    set.dialog(null);
    if (!game) return;
    const r = await shareLink(game, withProgress);
    if (r) notify('info', r);
  }

  const editorStatus = useMemo(() => (editor ? gridStatus(editor) : null), [editor]);
  const editorBoard = useMemo(() => (editor ? boardFromGivens(editor) : null), [editor]);

  // game?.board, not game: the clock changes the game every second, the board only on moves.
  const marks = useMemo(
    () => boardMarks({ board: editorBoard ?? game?.board ?? null, solution: editor ? null : game?.solution ?? null, selected, extra, settings, hint: editor ? null : hint, editorConflicts: editorStatus?.kind === 'conflict' ? editorStatus.cells : null, padDigit: armed || padDigit }),
    [game?.board, game?.solution, editorBoard, selected, extra, settings, hint, editor, editorStatus, armed, padDigit],
  );

  const counts = useMemo(() => {
    const n = new Array(10).fill(0);
    if (editor) for (const d of editor) n[d]++;
    else if (game) for (const d of currentGrid(game.board)) n[d]++;
    return n;
  }, [game?.board, editor]);

  const finished = game?.finishedAt !== undefined;
  const allNotices = saveFailed ? [{ id: 0, tone: 'warning' as const, text: 'Your progress is not being saved: this browser\'s storage is full or blocked. Export your data from Settings to keep it.', actions: [{ label: 'Export', run: exportAll }] }, ...notices] : notices;

  return (
    <div class={`app digit-style-${settings.digitStyle}${view === 'play' ? ' playing' : ''}`}>
      <TopBar
        statsOpen={view === 'stats'}
        onNew={() => { setEnterError(null); set.dialog('new'); }}
        onStats={() => set.view(view === 'stats' ? 'play' : 'stats')}
        onSettings={() => set.dialog('settings')}
        onShare={game && !editor ? () => set.dialog('share') : undefined}
      />
      <Notices notices={allNotices} onDismiss={(id) => (id === 0 ? setSaveFailed(false) : setNotices((list) => list.filter((n) => n.id !== id)))} />
      <div class="sr-only" aria-live="polite" data-testid="announcer">{announcement}</div>

      {view === 'stats' ? (
        <StatsPage games={history} onBack={() => set.view('play')} onReplay={(p) => { const err = startOwn(p, 'entered'); if (err) notify('warning', err); }} />
      ) : (
        <main class="play">
          <BoardArea
            game={game}
            editorBoard={editorBoard}
            marks={marks}
            settings={settings}
            paused={paused}
            busy={busy}
            inactive={inactive}
            justSolved={justSolved}
            onPause={set.paused}
            onSelect={selectByPointer}
            onEditorSelect={select}
            onKey={onKey}
            onIntroDone={() => set.settings({ ...live.current.settings, seenIntro: true })}
            onPlayHere={playHere}
          />
          <aside class="side">
            <Pad
              editing={!!editor}
              mode={editor ? 'digit' : mode}
              digitStyle={settings.digitStyle}
              counts={counts}
              armed={settings.inputOrder === 'digit-first' ? armed : 0}
              canUndo={!!game && canUndo(game)}
              canRedo={!!game && canRedo(game)}
              disabled={!editor && (!game || paused || finished || inactive)}
              onMode={set.mode}
              onInput={padInput}
              onErase={() => run({ type: 'erase' })}
              onUndo={() => stepHistory('undo')}
              onRedo={() => stepHistory('redo')}
              onFill={() => doMoves([{ kind: 'candidates' }])}
              onHint={() => void askHint()}
            />
            {editor && editorStatus ? (
              <EditorPanel
                status={editorStatus}
                onPlay={() => { const e = startOwn(makeLine(editor), 'entered'); if (e) notify('warning', e); }}
                onClear={() => set.editor(new Uint8Array(81))}
                onCancel={() => set.editor(null)}
              />
            ) : null}
            {hint && game && !editor ? (
              <HintPanel
                state={hint}
                board={game.board}
                cellNames={settings.cellNames}
                onMore={() => void askHint()}
                onClose={() => set.hint(null)}
                onApply={(moves) => doMoves(moves.length > 1 ? [{ kind: 'batch', moves }] : moves)}
              />
            ) : null}
            {finished && game && !editor && dialog !== 'solved' ? (
              <div class="finished-note">
                <p>Solved in {formatTime(game.elapsedMs)}.</p>
                <button type="button" class="primary" onClick={() => generateGame(lastTier.current)}>New game</button>
              </div>
            ) : null}
          </aside>
        </main>
      )}

      {dialog === 'new' ? (
        <NewGameDialog
          busy={!!busy}
          error={enterError}
          shelf={shelf}
          today={dailyKey(new Date())}
          history={history}
          onClose={() => set.dialog(null)}
          onGenerate={(t) => { set.dialog(null); void generateGame(t); }}
          onDaily={(t, day) => { set.dialog(null); void generateGame(t, day); }}
          onEnter={(text) => { const e = startOwn(text, 'entered'); setEnterError(e); }}
          onCreate={() => { set.dialog(null); set.hint(null); set.paused(false); set.editor(new Uint8Array(81)); select(0); }}
          onRestart={game ? restart : undefined}
          onResume={resume}
          onDiscard={discard}
        />
      ) : null}
      {dialog === 'settings' ? <SettingsDialog settings={settings} onChange={set.settings} onClose={() => set.dialog(null)} onExport={exportAll} onImport={(f) => { set.dialog(null); void importAll(f); }} /> : null}
      {dialog === 'share' && game ? <ShareDialog hasProgress={game.moves.length > 0} onShare={(p) => void share(p)} onClose={() => set.dialog(null)} /> : null}
      {dialog === 'solved' && game ? (
        <SolvedDialog
          game={game}
          history={history}
          onClose={() => set.dialog(null)}
          onNew={() => { set.dialog(null); void generateGame(lastTier.current); }}
          onStats={() => { set.dialog(null); set.view('stats'); }}
        />
      ) : null}
    </div>
  );

}
