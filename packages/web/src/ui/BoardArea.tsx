/** The board with its head (level, clock, pause) and what may cover it: introduction, another tab, pause, loading. */
import { useState } from 'preact/hooks';
import { type Board as BoardState, maskDigits } from '../game/board.js';
import type { Game } from '../game/game.js';
import type { Settings } from '../game/settings.js';
import { formatTime } from '../game/stats.js';
import { Board, type BoardMarks, type SelectHow } from './Board.js';
import { Icon } from './icons.js';
import { Intro } from './Intro.js';
import { CageHelper } from './CageHelper.js';
import { ratingLabel } from './tiers.js';

interface BoardAreaProps {
  game: Game | null;
  /** The puzzle editor's clues, when typing a puzzle in. */
  editorBoard: BoardState | null;
  marks: BoardMarks;
  /** The selected cell (the killer helper in the head follows it). */
  selected: number;
  settings: Settings;
  paused: boolean;
  busy: string | null;
  inactive: boolean;
  justSolved: boolean;
  onPause(paused: boolean): void;
  onSelect(cell: number, how: SelectHow): void;
  onEditorSelect(cell: number, how: SelectHow): void;
  onKey(e: KeyboardEvent): void;
  onIntroDone(): void;
  onPlayHere(): void;
}

/**
 * 16x16 on a phone: the selected cell's notes at a readable size beside the level (in the cell
 * they are a few pixels high unless zoomed). The cell's label already reads them out.
 */
function NotesBar({ board, cell }: { board: BoardState; cell: number }) {
  const filled = board.givens[cell] || board.digits[cell];
  const corner = filled ? [] : maskDigits(board.corner[cell]);
  const centre = filled ? [] : maskDigits(board.centre[cell]);
  if (!corner.length && !centre.length) return null;
  return (
    <span class="notes-bar" data-testid="notes-bar" aria-hidden="true">
      {centre.length ? <span class="notes-centre">{centre.join(' ')}</span> : null}
      {corner.length ? <span class="notes-corner">{corner.join(' ')}</span> : null}
    </span>
  );
}

export function BoardArea(p: BoardAreaProps) {
  const { game, editorBoard, settings, paused } = p;
  // 16x16 on a phone: a zoom that doubles the board inside its frame (it scrolls there, the page never does).
  const [zoom, setZoom] = useState(false);
  const big = !!game && !editorBoard && game.board.geo.size > 9;
  const finished = game?.finishedAt !== undefined;
  const label = game ? (game.rules && !game.meta.variant ? `Variant · ${ratingLabel(game.meta)}` : ratingLabel(game.meta)) : '';
  return (
    <div class="board-area">
      <div class="board-head">
        {editorBoard ? <span class="badge">New puzzle</span> : game ? <span class={`badge tier-${game.meta.tier ?? 'none'}`} data-testid="difficulty">{game.meta.daily ? `Daily · ${label}` : label}</span> : null}
        {game && !editorBoard && game.board.geo.compiled.cages.length ? <CageHelper game={game} selected={p.selected} compact /> : null}
        {big && !paused ? <NotesBar board={game!.board} cell={p.selected} /> : null}
        <span class="spacer" />
        {game && !editorBoard && game.meta.mistakeLimit ? (
          <span class="mistake-count" data-testid="mistake-count" aria-label={`Mistakes: ${game.mistakes} of ${game.meta.mistakeLimit}`}>Mistakes {game.mistakes}/{game.meta.mistakeLimit}</span>
        ) : null}
        {editorBoard ? null : game && settings.showTimer ? (
          <span class="timer" role="timer" aria-label={`Time ${formatTime(game.elapsedMs)}`}>{formatTime(game.elapsedMs)}</span>
        ) : null}
        {big ? (
          <button type="button" class="icon-button zoom-button" aria-pressed={zoom} aria-label="Zoom the board" title="Zoom (the board scrolls inside its frame)" onClick={() => setZoom(!zoom)}>
            {zoom ? '1×' : '2×'}
          </button>
        ) : null}
        {game && !finished && !editorBoard ? (
          <button type="button" class="icon-button" aria-label={paused ? 'Resume' : 'Pause'} aria-pressed={paused} onClick={() => p.onPause(!paused)}>
            <Icon name={paused ? 'play' : 'pause'} />
          </button>
        ) : null}
      </div>
      <div class="board-wrap">
        {editorBoard ? (
          <Board board={editorBoard} marks={p.marks} digitStyle={settings.digitStyle} hidden={false} onSelect={p.onEditorSelect} onKey={p.onKey} />
        ) : game ? (
          <div class={`board-scroll${big && zoom ? ' zoomed' : ''}`}>
            <Board board={game.board} marks={p.marks} digitStyle={settings.digitStyle} fixedNotes={settings.noteLayout === 'fixed'} tints={settings.cageTints} hidden={paused} solved={p.justSolved} onSelect={p.onSelect} onKey={p.onKey} />
          </div>
        ) : (
          <div class="board placeholder" aria-hidden="true" />
        )}
        {editorBoard ? null : !settings.seenIntro ? (
          <div class="overlay intro-overlay"><Intro onDone={p.onIntroDone} /></div>
        ) : p.inactive ? (
          <div class="overlay" data-testid="other-tab">
            <p>This game is open in another tab.</p>
            <button type="button" class="primary" onClick={p.onPlayHere}>Play here</button>
          </div>
        ) : paused ? (
          <div class="overlay">
            <p>Paused</p>
            <button type="button" class="primary" onClick={() => p.onPause(false)}><Icon name="play" /> Resume</button>
          </div>
        ) : p.busy || !game ? (
          <div class="overlay soft" role="status"><p>{p.busy ?? 'Loading…'}</p></div>
        ) : null}
      </div>
    </div>
  );
}
