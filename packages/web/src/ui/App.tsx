/**
 * The game page: holds the state, turns player input into moves, and renders. Every question
 * about Sudoku goes to the engine (through game/engine.ts and the worker); this file only wires.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { makeLine } from 'sudokit';
import { boardFromGivens, currentGrid } from '../game/board.js';
import { type Game, addTime, canRedo, canUndo, countHint, newGame, play, redo, undo } from '../game/game.js';
import type { Move } from '../game/moves.js';
import { type InputMode, INPUT_MODES, keyCommand, moveSelection, type KeyCommand } from '../game/input.js';
import { makeSave, parseSave } from '../game/save.js';
import { type Settings, makeSettings, parseSettings } from '../game/settings.js';
import { type FinishedGame, formatTime, makeStats, parseStats } from '../game/stats.js';
import { checkPuzzle, gridStatus } from '../game/engine.js';
import { EditorPanel } from './EditorPanel.js';
import { hintRequest, STEP_RUNGS, type Hint } from '../game/hints.js';
import { KEYS, read, write } from './storage.js';
import { ask, warmUp } from '../worker/client.js';
import { Board, type SelectHow } from './Board.js';
import { boardMarks } from './marks.js';
import { Pad } from './Pad.js';
import { HintPanel } from './HintPanel.js';
import { NewGameDialog, SettingsDialog, SolvedDialog } from './dialogs.js';
import { StatsPage } from './StatsPage.js';
import { Icon } from './icons.js';
import { ratingLabel } from './tiers.js';
import { readLinkPuzzle, clearLinkPuzzle, linkFor } from './link.js';

type Dialog = null | 'new' | 'settings' | 'solved';

export interface HintState {
  hint: Hint;
  rung: number;
}

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
}

interface Notice {
  tone: 'info' | 'warning';
  text: string;
}

const firstEmpty = (g: Game) => Math.max(0, [...g.puzzle].findIndex((ch) => ch === '.'));

/** Timings the end-to-end tests read (and anyone curious, from the console). */
const timings: Record<string, number> = ((globalThis as Record<string, unknown>).__sudokitTimings ??= {}) as Record<string, number>;

export function App() {
  const [settings, setSettings] = useState<Settings>(() => parseSettings(read(KEYS.settings)));
  const [history, setHistory] = useState<FinishedGame[]>(() => parseStats(read(KEYS.stats)));
  const [game, setGameState] = useState<Game | null>(null);
  const [selected, setSelectedState] = useState(0);
  const [extra, setExtraState] = useState<number[]>([]);
  const [mode, setModeState] = useState<InputMode>('digit');
  const [paused, setPausedState] = useState(false);
  const [view, setViewState] = useState<'play' | 'stats'>('play');
  const [dialog, setDialogState] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [hint, setHintState] = useState<HintState | null>(null);
  const [editor, setEditorState] = useState<Uint8Array | null>(null);
  const [justSolved, setJustSolved] = useState(false);

  // Handlers read and write `live`, not the render's variables: two key presses can arrive
  // before the next render, and each must see what the one before it did.
  const live = useRef<Live>({ game, selected, extra, mode, paused, view, dialog, hint, editor });
  live.current = { game, selected, extra, mode, paused, view, dialog, hint, editor };
  const setter = <K extends keyof Live>(key: K, raw: (v: Live[K]) => void) => (v: Live[K] | ((prev: Live[K]) => Live[K])) => {
    const next = typeof v === 'function' ? (v as (prev: Live[K]) => Live[K])(live.current[key]) : v;
    live.current[key] = next;
    raw(next);
  };
  const setGame = setter('game', setGameState);
  const setSelected = setter('selected', setSelectedState);
  const setExtra = setter('extra', setExtraState);

  function select(cell: number, how: SelectHow = 'replace') {
    const { selected, extra } = live.current;
    if (how === 'replace') { setSelected(cell); setExtra([]); return; }
    const all = [selected, ...extra];
    if (how === 'toggle' && all.includes(cell)) {
      const rest = all.filter((c) => c !== cell);
      if (rest.length) { setSelected(rest[rest.length - 1]); setExtra(rest.slice(0, -1)); }
      return;
    }
    if (all.includes(cell)) return;
    setExtra([...all]);
    setSelected(cell);
  }
  const setMode = setter('mode', setModeState);
  const setPaused = setter('paused', setPausedState);
  const setView = setter('view', setViewState);
  const setDialog = setter('dialog', setDialogState);
  const setHint = setter('hint', setHintState);
  const setEditor = setter('editor', setEditorState);
  const [busy, setBusy] = useState<string | null>(null);
  const [enterError, setEnterError] = useState<string | null>(null);
  const lastTier = useRef('easy');

  function start(next: Game, ui?: { mode: InputMode; selected: number }) {
    setEditor(null);
    setJustSolved(false);
    setGame(next);
    select(ui?.selected ?? firstEmpty(next));
    setMode(ui?.mode ?? 'digit');
    setHint(null);
    setPaused(false);
    setDialog(null);
    setView('play');
    if (next.meta.tier) lastTier.current = next.meta.tier;
  }

  async function generateGame(tier: string) {
    const t0 = performance.now();
    setBusy(`Making ${tier === 'easy' || tier === 'expert' ? 'an' : 'a'} ${tier} puzzle…`);
    const r = await ask({ type: 'generate', tier });
    setBusy(null);
    if (!r.ok || r.type !== 'generate') {
      setNotice({ tone: 'warning', text: `No new puzzle could be made: ${r.ok ? 'unexpected answer' : r.message}.` });
      return;
    }
    lastTier.current = tier;
    start(newGame(r.puzzle, r.solution, { source: 'generated', tier: r.tier, rating: r.rating }));
    timings.newGameMs = performance.now() - t0;
    timings.generateMs = r.ms;
  }

  /** Starts a puzzle the player typed, pasted or linked; rated in the worker meanwhile. */
  function startOwn(text: string, source: 'entered' | 'link'): string | null {
    const check = checkPuzzle(text);
    if (!check.ok) return check.message;
    const g = newGame(check.puzzle, check.solution, { source });
    start(g);
    void ask({ type: 'rate', puzzle: check.puzzle }).then((r) => {
      if (r.ok && r.type === 'rate' && r.tier) {
        setGame((cur) => (cur && cur.startedAt === g.startedAt && cur.puzzle === g.puzzle ? { ...cur, meta: { ...cur.meta, tier: r.tier, rating: r.rating } } : cur));
      }
    });
    return null;
  }

  // Start-up: a puzzle from the link, else the saved game, else a new one.
  useEffect(() => {
    warmUp();
    const saved = read(KEYS.game);
    const parsed = saved ? parseSave(saved) : null;
    const link = readLinkPuzzle(location);
    if (link !== null) {
      clearLinkPuzzle();
      const check = checkPuzzle(link);
      if (check.ok && parsed?.ok && parsed.value.game.puzzle === check.puzzle) { start(parsed.value.game, parsed.value.ui); return; }
      if (check.ok) {
        startOwn(link, 'link');
        if (parsed?.ok && parsed.value.game.finishedAt === undefined && parsed.value.game.moves.length) {
          setNotice({ tone: 'info', text: 'Opened the puzzle from the link; it replaces the game you had in progress.' });
        }
        return;
      }
      setNotice({ tone: 'warning', text: `The link's puzzle cannot be played. ${check.message}` });
    }
    if (parsed?.ok) {
      const g = parsed.value.game;
      start(g, parsed.value.ui);
      if (g.finishedAt === undefined && g.moves.length) {
        setNotice({ tone: 'info', text: `Welcome back: your game is as you left it (${formatTime(g.elapsedMs)}). New starts another.` });
      }
      return;
    }
    if (parsed && !parsed.ok) {
      write(KEYS.damagedGame, saved!);
      setNotice({ tone: 'warning', text: `Your saved game could not be restored. ${parsed.error.message} A new game has been started; your settings and statistics are untouched.` });
    }
    void generateGame('easy');
  }, []);

  // Save on every change (moves, clock, input mode, selection).
  useEffect(() => {
    if (game) write(KEYS.game, makeSave({ game, ui: { mode, selected } }));
  }, [game, mode, selected]);

  useEffect(() => { write(KEYS.settings, makeSettings(settings)); }, [settings]);

  // Information fades by itself; warnings stay until dismissed.
  useEffect(() => {
    if (notice?.tone !== 'info') return;
    const id = setTimeout(() => setNotice((n) => (n === notice ? null : n)), 8000);
    return () => clearTimeout(id);
  }, [notice]);

  // The clock runs while a game is in progress, not paused, and the page is visible.
  const running = !!game && game.finishedAt === undefined && !paused && !busy && !editor && view === 'play';
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      const delta = now - last;
      last = now;
      setGame((g) => (g ? addTime(g, delta) : g));
    };
    const id = setInterval(tick, 1000);
    return () => { clearInterval(id); tick(); };
  }, [running, game?.startedAt]);

  useEffect(() => {
    const onHide = () => {
      const g = live.current.game;
      if (document.visibilityState === 'hidden' && g && g.finishedAt === undefined) setPaused(true);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);

  function doMoves(moves: Move[]) {
    const { game, paused } = live.current;
    if (!game || paused) return;
    let next = game;
    for (const m of moves) next = play(next, m);
    if (next === game) return;
    setGame(next);
    setHint(null);
    if (next.finishedAt !== undefined) finish(next);
  }

  function finish(g: Game) {
    const record: FinishedGame = { puzzle: g.puzzle, timeMs: g.elapsedMs, hints: g.hints, mistakes: g.mistakes, finishedAt: g.finishedAt!, source: g.meta.source, ...(g.meta.tier ? { tier: g.meta.tier } : {}) };
    setHistory((h) => {
      const next = [...h, record];
      write(KEYS.stats, makeStats(next));
      return next;
    });
    setJustSolved(true);
    setDialog('solved');
  }

  function input(value: number, m: InputMode = live.current.mode) {
    const cells = [live.current.selected, ...live.current.extra];
    if (m === 'digit') doMoves([{ kind: 'place', cells, digit: value }]);
    else if (m === 'colour') doMoves([{ kind: 'colour', cells, colour: value }]);
    else doMoves([{ kind: 'note', note: m, cells, digit: value }]);
  }

  function stepHistory(step: 'undo' | 'redo') {
    const { game, paused } = live.current;
    if (!game || paused) return;
    const next = step === 'undo' ? undo(game) : redo(game);
    if (next === game) return;
    setGame(next);
    setHint(null);
    if (next.finishedAt !== undefined) finish(next);
  }

  async function askHint() {
    const { game, paused, hint } = live.current;
    if (!game || paused || game.finishedAt !== undefined) return;
    setGame(countHint(game));
    if (hint?.hint.kind === 'pending') return;
    if (hint && hint.hint.kind === 'step' && hint.rung < STEP_RUNGS) {
      setHint({ ...hint, rung: hint.rung + 1 });
      return;
    }
    // The engine's hint runs in the worker (with the technique solver); the answer counts only if
    // nothing moved meanwhile.
    setHint({ hint: { kind: 'pending' }, rung: 1 });
    const r = await ask({ type: 'hint', ...hintRequest(game) });
    const now = live.current.game;
    if (live.current.hint?.hint.kind !== 'pending') return; // closed, or the grid changed meanwhile
    if (!now || now.puzzle !== game.puzzle || now.cursor !== game.cursor || now.moves.length !== game.moves.length) { setHint(null); return; }
    if (!r.ok || r.type !== 'hint') { setNotice({ tone: 'warning', text: `No hint could be found: ${r.ok ? 'unexpected answer' : r.message}.` }); return; }
    setHint({ hint: r.hint, rung: 1 });
  }

  function run(cmd: KeyCommand) {
    const { selected, extra, mode, editor } = live.current;
    if (editor && (cmd.type === 'input' || cmd.type === 'erase')) {
      const next = editor.slice();
      for (const c of [selected, ...extra]) next[c] = cmd.type === 'input' ? cmd.value : 0;
      setEditor(next);
      return;
    }
    if (editor && cmd.type !== 'select' && cmd.type !== 'deselect') return;
    switch (cmd.type) {
      case 'input': return input(cmd.value, cmd.mode);
      case 'erase': return doMoves([{ kind: 'erase', cells: [selected, ...extra] }]);
      case 'select': return select(moveSelection(selected, cmd.dr, cmd.dc), cmd.extend ? 'add' : 'replace');
      case 'deselect': return select(selected);
      case 'mode': return setMode(cmd.mode);
      case 'cycle-mode': return setMode(INPUT_MODES[(INPUT_MODES.indexOf(mode) + 1) % INPUT_MODES.length]);
      case 'undo': return stepHistory('undo');
      case 'redo': return stepHistory('redo');
      case 'pause': return setPaused((p) => !p);
      case 'hint': return void askHint();
    }
  }

  /** One handler for keys on the grid's cells and on the page; a key is handled once. */
  function onKey(e: KeyboardEvent) {
    if (e.defaultPrevented) return;
    const { dialog, view, game, hint, mode, paused, editor } = live.current;
    if (dialog || view !== 'play' || (!game && !editor)) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select, dialog')) return;
    if (e.key === 'Escape' && hint) { setHint(null); return; }
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

  // Pasting a puzzle anywhere on the page (outside text fields) starts it.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (live.current.dialog || target?.closest?.('input, textarea, dialog')) return;
      const text = e.clipboardData?.getData('text/plain') ?? '';
      if (!text.trim()) return;
      e.preventDefault();
      const error = startOwn(text, 'entered');
      setNotice(error ? { tone: 'warning', text: `The pasted text is not a playable puzzle. ${error}` } : { tone: 'info', text: 'Started the pasted puzzle.' });
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);

  const editorStatus = useMemo(() => (editor ? gridStatus(editor) : null), [editor]);
  const editorBoard = useMemo(() => (editor ? boardFromGivens(editor) : null), [editor]);

  // game?.board, not game: the clock changes the game every second, the board only on moves.
  const marks = useMemo(
    () => boardMarks({ board: editorBoard ?? game?.board ?? null, solution: editor ? null : game?.solution ?? null, selected, extra, settings, hint: editor ? null : hint, editorConflicts: editorStatus?.kind === 'conflict' ? editorStatus.cells : null }),
    [game?.board, game?.solution, editorBoard, selected, extra, settings, hint, editor, editorStatus],
  );

  const counts = useMemo(() => {
    const n = new Array(10).fill(0);
    if (editor) for (const d of editor) n[d]++;
    else if (game) for (const d of currentGrid(game.board)) n[d]++;
    return n;
  }, [game?.board, editor]);

  const finished = game?.finishedAt !== undefined;
  const label = game ? ratingLabel(game.meta) : '';

  return (
    <div class={`app digit-style-${settings.digitStyle}`}>
      <header class="topbar">
        <h1 class="brand">sudokit</h1>
        <nav class="menu" aria-label="Game menu">
          <button type="button" class="menu-button" onClick={() => { setEnterError(null); setDialog('new'); }}><Icon name="plus" /><span>New</span></button>
          <button type="button" class="menu-button" aria-pressed={view === 'stats'} onClick={() => setView(view === 'stats' ? 'play' : 'stats')}><Icon name="chart" /><span>Stats</span></button>
          <button type="button" class="menu-button" onClick={() => setDialog('settings')}><Icon name="gear" /><span>Settings</span></button>
        </nav>
      </header>

      {notice ? (
        <div class={`notice ${notice.tone}`} role={notice.tone === 'warning' ? 'alert' : 'status'}>
          <span>{notice.text}</span>
          <button type="button" class="icon-button" aria-label="Dismiss" onClick={() => setNotice(null)}><Icon name="close" size={16} /></button>
        </div>
      ) : null}

      {view === 'stats' ? (
        <StatsPage games={history} onBack={() => setView('play')} onReplay={(p) => { const err = startOwn(p, 'entered'); if (err) setNotice({ tone: 'warning', text: err }); }} />
      ) : (
        <main class="play">
          <div class="board-area">
            <div class="board-head">
              {editor ? <span class="badge">New puzzle</span> : game ? <span class={`badge tier-${game.meta.tier ?? 'none'}`} data-testid="difficulty">{label}</span> : null}
              <span class="spacer" />
              {editor ? null : game && settings.showTimer ? (
                <span class="timer" role="timer" aria-label={`Time ${formatTime(game.elapsedMs)}`}>{formatTime(game.elapsedMs)}</span>
              ) : null}
              {game && !finished && !editor ? (
                <button type="button" class="icon-button" aria-label={paused ? 'Resume' : 'Pause'} aria-pressed={paused} onClick={() => setPaused(!paused)}>
                  <Icon name={paused ? 'play' : 'pause'} />
                </button>
              ) : null}
            </div>
            <div class="board-wrap">
            {editorBoard ? (
              <Board board={editorBoard} marks={marks} digitStyle={settings.digitStyle} hidden={false} onSelect={select} onKey={onKey} />
            ) : game ? (
              <Board board={game.board} marks={marks} digitStyle={settings.digitStyle} hidden={paused} solved={justSolved} onSelect={select} onKey={onKey} />
            ) : (
              <div class="board placeholder" aria-hidden="true" />
            )}
            {editor ? null : paused ? (
              <div class="overlay">
                <p>Paused</p>
                <button type="button" class="primary" onClick={() => setPaused(false)}><Icon name="play" /> Resume</button>
              </div>
            ) : busy || !game ? (
              <div class="overlay soft" role="status"><p>{busy ?? 'Loading…'}</p></div>
            ) : null}
            </div>
          </div>
          <aside class="side">
            <Pad
              editing={!!editor}
              mode={editor ? 'digit' : mode}
              digitStyle={settings.digitStyle}
              counts={counts}
              canUndo={!!game && canUndo(game)}
              canRedo={!!game && canRedo(game)}
              disabled={!editor && (!game || paused || finished)}
              onMode={setMode}
              onInput={(v) => (live.current.editor ? run({ type: 'input', value: v, mode: 'digit' }) : input(v))}
              onErase={() => run({ type: 'erase' })}
              onUndo={() => stepHistory('undo')}
              onRedo={() => stepHistory('redo')}
              onFill={() => doMoves([{ kind: 'candidates' }])}
              onHint={() => void askHint()}
            />
            {editor && editorStatus ? (
              <EditorPanel
                status={editorStatus}
                onPlay={() => { const e = startOwn(makeLine(editor), 'entered'); if (e) setNotice({ tone: 'warning', text: e }); }}
                onClear={() => setEditor(new Uint8Array(81))}
                onCancel={() => setEditor(null)}
              />
            ) : null}
            {hint && game && !editor ? (
              <HintPanel
                state={hint}
                onMore={() => void askHint()}
                onClose={() => setHint(null)}
                onApply={(moves) => doMoves(moves.length > 1 ? [{ kind: 'batch', moves }] : moves)}
                game={game}
              />
            ) : null}
            {finished && game && !editor && dialog !== 'solved' ? (
              <div class="finished-note">
                <p>Solved in {formatTime(game.elapsedMs)}.</p>
                <button type="button" class="primary" onClick={() => generateGame(lastTier.current)}>New game</button>
              </div>
            ) : null}
            {game && !editor ? (
              <p class="share">
                <a href={linkFor(game.puzzle)} class="link">Link to this puzzle</a>
              </p>
            ) : null}
          </aside>
        </main>
      )}

      {dialog === 'new' ? (
        <NewGameDialog
          busy={!!busy}
          error={enterError}
          onClose={() => setDialog(null)}
          onGenerate={(t) => { setDialog(null); void generateGame(t); }}
          onEnter={(text) => { const e = startOwn(text, 'entered'); setEnterError(e); }}
          onCreate={() => { setDialog(null); setHint(null); setPaused(false); setEditor(new Uint8Array(81)); select(0); }}
          onRestart={game ? () => start(newGame(game.puzzle, game.solution, game.meta)) : undefined}
        />
      ) : null}
      {dialog === 'settings' ? <SettingsDialog settings={settings} onChange={setSettings} onClose={() => setDialog(null)} /> : null}
      {dialog === 'solved' && game ? (
        <SolvedDialog
          game={game}
          onClose={() => setDialog(null)}
          onNew={() => { setDialog(null); void generateGame(lastTier.current); }}
          onStats={() => { setDialog(null); setView('stats'); }}
        />
      ) : null}
    </div>
  );
}
