/** The play screen: the board with its head, and beside or below it the pad, the editor, a hint or the solved note. */
import { useMemo, useRef } from 'preact/hooks';
import { editorProblem, editorRules, editorText } from '../game/editor.js';
import { applyRegionAction } from '../game/editorRegions.js';
import { applyCageAction } from '../game/editorCages.js';
import { geometryOf } from '../game/geometry.js';
import { boardFromGivens, currentGrid } from '../game/board.js';
import { canRedo, canUndo } from '../game/game.js';
import type { Move } from '../game/moves.js';
import type { KeyCommand } from '../game/input.js';
import { gridStatus } from '../game/engine.js';
import { formatTime } from '../game/stats.js';
import type { SelectHow } from './Board.js';
import { BoardArea } from './BoardArea.js';
import { EditorPanel } from './EditorPanel.js';
import { HintPanel } from './HintPanel.js';
import { boardMarks } from './marks.js';
import { Pad } from './Pad.js';
import { CageHelper } from './CageHelper.js';
import type { Page, PageState } from './page.js';

export interface PlayActions {
  select(cell: number, how?: SelectHow): void;
  selectByPointer(cell: number, how: SelectHow): void;
  onKey(e: KeyboardEvent): void;
  padInput(value: number): void;
  run(cmd: KeyCommand): void;
  stepHistory(step: 'undo' | 'redo'): void;
  doMoves(moves: Move[]): void;
  askHint(): Promise<void>;
  playHere(): void;
  generateGame(tier: string): Promise<void>;
  startOwn(text: string, source: 'entered'): string | null;
}

export function PlayArea({ state, page, actions: a }: { state: PageState; page: Page; actions: PlayActions }) {
  const { settings, game, selected, extra, mode, paused, hint, editor, armed, padDigit, inactive, busy, justSolved, dialog } = state;
  const { set, live, notify } = page;

  const drawn = useMemo(() => ({ cages: state.editorCages, regions: state.editorRegions }), [state.editorCages, state.editorRegions]);
  const editorGeo = useMemo(() => geometryOf(editorRules(state.editorKind, drawn)), [state.editorKind, drawn]);
  // a jigsaw's regions not yet nine of nine: why, instead of a count
  const editorProblemText = useMemo(() => editorProblem(state.editorKind, drawn), [state.editorKind, drawn]);
  // the grid typed so far for each size, so choosing another kind and back loses no clue
  const typed = useRef(new Map<number, Uint8Array>());
  const editorStatus = useMemo(() => (editor && editor.length === editorGeo.cells ? gridStatus(editor, editorGeo) : null), [editor, editorGeo]);
  const editorBoard = useMemo(() => {
    if (!editor || editor.length !== editorGeo.cells) return null;
    const b = boardFromGivens(editor, editorGeo);
    // a jigsaw's regions painted so far show as cell colours (its borders only once they are valid)
    if (state.editorKind === 'jigsaw') state.editorRegions.regions.forEach((r, i) => { b.colours[i] = r + 1; });
    return b;
  }, [editor, editorGeo, state.editorKind, state.editorRegions]);

  // game?.board, not game: the clock changes the game every second, the board only on moves.
  const marks = useMemo(
    () => boardMarks({ board: editorBoard ?? game?.board ?? null, solution: editor ? null : game?.solution ?? null, selected, extra, settings, hint: editor ? null : hint, editorConflicts: editorStatus?.kind === 'conflict' && !editorProblemText ? editorStatus.cells : null, padDigit: armed || padDigit }),
    [game?.board, game?.solution, editorBoard, selected, extra, settings, hint, editor, editorStatus, editorProblemText, armed, padDigit],
  );

  const counts = useMemo(() => {
    const n = new Array(17).fill(0);
    if (editor) for (const d of editor) n[d]++;
    else if (game) for (const d of currentGrid(game.board)) n[d]++;
    return n;
  }, [game?.board, editor]);

  const finished = game?.finishedAt !== undefined;

  return (
    <main class="play">
      <BoardArea
        game={game}
        editorBoard={editorBoard}
        marks={marks}
        selected={selected}
        settings={settings}
        paused={paused}
        busy={busy}
        inactive={inactive}
        justSolved={justSolved}
        onPause={set.paused}
        onSelect={a.selectByPointer}
        onEditorSelect={a.select}
        onKey={a.onKey}
        onIntroDone={() => {
          set.settings({ ...live.current.settings, seenIntro: true });
          // Keyboard focus to the board, not the page's body (issue 31).
          requestAnimationFrame(() => (document.querySelector('[role="gridcell"][tabindex="0"]') as HTMLElement | null)?.focus());
        }}
        onPlayHere={a.playHere}
      />
      <aside class="side">
        <Pad
          editing={!!editor}
          mode={editor ? 'digit' : mode}
          digitStyle={settings.digitStyle}
          counts={counts}
          size={editor ? editorGeo.size : game?.board.geo.size ?? 9}
          armed={settings.inputOrder === 'digit-first' ? armed : 0}
          canUndo={!!game && canUndo(game)}
          canRedo={!!game && canRedo(game)}
          disabled={!editor && (!game || paused || finished || inactive || !settings.seenIntro)}
          onMode={set.mode}
          onInput={a.padInput}
          onErase={() => a.run({ type: 'erase' })}
          onUndo={() => a.stepHistory('undo')}
          onRedo={() => a.stepHistory('redo')}
          onFill={() => a.doMoves([{ kind: 'candidates' }])}
          onHint={() => void a.askHint()}
        />
        {game && !editor && game.board.geo.compiled.cages.length ? <CageHelper game={game} selected={selected} /> : null}
        {editor && editorStatus ? (
          <EditorPanel
            status={editorStatus}
            kind={state.editorKind}
            cages={state.editorCages}
            problem={editorProblemText}
            onPaint={(region) => set.editorRegions(applyRegionAction(state.editorRegions, { type: 'paint', cells: [selected, ...extra], region }))}
            picked={[selected, ...extra]}
            onCage={(action) => {
              const r = applyCageAction(state.editorCages, action);
              if (!r.ok) return r.error.message;
              set.editorCages(r.draft);
              if (action.type === 'add-cage') a.select(selected);
              return null;
            }}
            onKind={(kind) => {
              const cells = geometryOf(editorRules(kind)).cells;
              typed.current.set(editor.length, editor);
              set.editorKind(kind);
              if (cells !== editor.length) { set.editor(typed.current.get(cells) ?? new Uint8Array(cells)); a.select(0); }
            }}
            onPlay={() => { const e = a.startOwn(editorText(state.editorKind, editor, drawn), 'entered'); if (e) notify('warning', e); }}
            onClear={() => set.editor(new Uint8Array(editorGeo.cells))}
            onCancel={() => set.editor(null)}
          />
        ) : null}
        {hint && game && !editor ? (
          <HintPanel
            state={hint}
            board={game.board}
            cellNames={settings.cellNames}
            onMore={() => void a.askHint()}
            onClose={() => set.hint(null)}
            onApply={(moves) => a.doMoves(moves.length > 1 ? [{ kind: 'batch', moves }] : moves)}
          />
        ) : null}
        {finished && game && !editor && dialog !== 'solved' ? (
          <div class="finished-note">
            <p>Solved in {formatTime(game.elapsedMs)}.</p>
            <button type="button" class="primary" onClick={() => a.generateGame(live.current.lastTier)}>New game</button>
          </div>
        ) : null}
      </aside>
    </main>
  );
}
