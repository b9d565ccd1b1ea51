/**
 * The player's input turned into moves: keys, the pad, pointer taps, undo/redo and the hint
 * ladder. Moves are data (game/moves.ts); the rules are the engine's; this only routes.
 */
import { useEffect } from 'preact/hooks';
import { type Game, countHint, newGame, play, redo, solutionDigit, undo } from '../game/game.js';
import { currentGrid } from '../game/board.js';
import { conflictCells } from '../game/engine.js';
import type { Move } from '../game/moves.js';
import { type InputMode, INPUT_MODES, keyCommand, moveSelection, twoKeyDigit, type KeyCommand } from '../game/input.js';
import { countsAsHint, hintRequest, pressHint, stepMoves, type HintState } from '../game/hints.js';
import { cellWords } from '../game/hintText.js';
import { abandonedRecord, sameGame, solvedRecord } from '../game/shelf.js';
import { type GameRecord, formatTime } from '../game/stats.js';
import { ask } from '../worker/client.js';
import type { SelectHow } from './Board.js';
import { hintWords } from './HintPanel.js';
import type { Page } from './page.js';
import { feedback } from './feedback.js';

interface Needs {
  select(cell: number, how?: SelectHow): void;
  record(records: GameRecord[]): void;
  /** Opens New game (offered when a game is lost to the mistake limit). */
  newPuzzle?: () => void;
}

export function playerInput({ live, set, notify }: Page, { select, record, newPuzzle }: Needs) {
  function doMoves(moves: Move[]) {
    const { game, paused, inactive, settings } = live.current;
    // Nothing is played under the first-run introduction (issue 31: a tap went to the hidden r1c1).
    if (!game || paused || inactive || !settings.seenIntro) return;
    let next = game;
    for (const m of moves) next = play(next, m, Date.now(), settings.mistakes);
    if (next === game) return;
    set.game(next);
    set.hint(null);
    const only = moves.length === 1 ? moves[0] : null;
    if (only?.kind === 'place' && only.cells.length === 1) {
      const cell = only.cells[0];
      const placed = next.board.digits[cell];
      // A mistake is said as the board shows it (issue 31: "2 in row 4, column 4" and nothing more).
      const mistake = !placed || settings.mistakes === 'off' ? ''
        : settings.mistakes === 'solution' ? (placed !== solutionDigit(next, cell) ? ': wrong' : '')
        : conflictCells(currentGrid(next.board), next.board.geo).has(cell) ? (next.board.geo.classic ? ': clashes with a digit in its row, column or box' : ': breaks a rule (a digit twice in a unit or cage, or a cage sum)') : '';
      set.announcement(`${placed ? `${placed} in` : 'Cleared'} ${cellWords(cell, 'plain', next.board.geo.size)}${mistake}`);
    }
    if (next.finishedAt !== undefined) finish(next);
    else if (next.meta.mistakeLimit && next.mistakes >= next.meta.mistakeLimit && next.mistakes > game.mistakes) lose(next);
    else if (settings.sound || settings.haptics) {
      if (next.mistakes > game.mistakes) feedback('mistake', settings);
      else if (moves.some((m) => m.kind === 'place' || m.kind === 'batch')) feedback('place', settings);
    }
  }

  /** "Start this puzzle over": one move clearing the board, so Undo brings it all back (issue 31). */
  function startOver() {
    const before = live.current.game;
    doMoves([{ kind: 'restart' }]);
    const g = live.current.game;
    if (!g || g === before) return;
    select(Math.max(0, [...g.puzzle].indexOf('.')));
    set.announcement('Started over. Undo brings your digits back.');
  }

  /**
   * The mistake limit reached: the game is over and recorded so (abandoned, with its limit); the
   * puzzle starts again as a new attempt, and the player can take another puzzle instead.
   */
  function lose(g: Game) {
    feedback('mistake', live.current.settings);
    record([abandonedRecord(g)]);
    const again = newGame(g.puzzle, g.solution, g.meta, Date.now(), g.rules);
    set.game(again);
    set.hint(null);
    select(Math.max(0, [...g.puzzle].indexOf('.')));
    const text = `${g.mistakes} mistakes: this game is over (it is in your statistics). The puzzle starts again.`;
    set.announcement(text);
    notify('warning', text, newPuzzle ? [{ label: 'New game', run: newPuzzle }] : undefined);
  }

  function finish(g: Game) {
    feedback('solved', live.current.settings);
    record([solvedRecord(g)]);
    set.justSolved(true);
    set.dialog('solved');
    set.announcement(`Solved in ${formatTime(g.elapsedMs)}.`);
  }

  function input(value: number, m: InputMode = live.current.mode) {
    const cells = [live.current.selected, ...live.current.extra];
    // A key past the grid's digits (7 on a 6x6) does nothing; colours stay 1-9 on every grid.
    if (m !== 'colour' && value > (live.current.game?.board.geo.size ?? 9)) return;
    if (m === 'digit') doMoves([{ kind: 'place', cells, digit: value }]);
    else if (m === 'colour') doMoves([{ kind: 'colour', cells, colour: value }]);
    else doMoves([{ kind: 'note', note: m, cells, digit: value }]);
  }

  /** A cell tapped or clicked: selects it; in digit-first input, also places the picked digit. */
  function selectByPointer(cell: number, how: SelectHow) {
    select(cell, how);
    const { armed, settings, editor } = live.current;
    if (how === 'replace' && armed && settings.inputOrder === 'digit-first' && !editor) input(armed);
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
    set.announcement(hintWords(state, live.current.settings.cellNames, live.current.game?.board.geo.size).lines.join(' '));
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
    const r = game.rules
      ? await ask({ type: 'variantHint', rules: game.rules, puzzle: game.puzzle, solution: game.solution, digits: [...currentGrid(game.board)], centre: [...game.board.centre] })
      : await ask({ type: 'hint', ...hintRequest(game) });
    const now = live.current.game;
    if (live.current.hint?.hint.kind !== 'pending') return; // closed, or the grid changed meanwhile
    if (!now || !sameGame(now, game) || now.cursor !== game.cursor || now.moves.length !== game.moves.length) { set.hint(null); return; }
    if (!r.ok || (r.type !== 'hint' && r.type !== 'variantHint')) { set.hint(null); notify('warning', `No hint could be found: ${r.ok ? 'unexpected answer' : r.message}.`); return; }
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
      case 'select': return select(moveSelection(selected, cmd.dr, cmd.dc, boardSize()), cmd.extend ? 'add' : 'replace');
      case 'deselect': set.armed(0); return select(selected);
      case 'mode': return set.mode(cmd.mode);
      case 'cycle-mode': return set.mode(INPUT_MODES[(INPUT_MODES.indexOf(mode) + 1) % INPUT_MODES.length]);
      case 'undo': return stepHistory('undo');
      case 'redo': return stepHistory('redo');
      case 'pause': return set.paused((p) => !p);
      case 'hint': return void askHint();
    }
  }

  /** The side of the grid on the board: the editor's, else the game's. */
  function boardSize(): number {
    const { editor, game } = live.current;
    return editor ? Math.round(Math.sqrt(editor.length)) : game?.board.geo.size ?? 9;
  }

  /** The last digit key, for 16x16's two-key digits. */
  let lastDigit: { digit: number; at: number; mode: InputMode } | null = null;

  /** One handler for keys on the grid's cells and on the page; a key is handled once. */
  function onKey(e: KeyboardEvent) {
    if (e.defaultPrevented) return;
    const { dialog, view, game, hint, mode, paused, editor, inactive, settings } = live.current;
    if (dialog || view !== 'play' || inactive || (!game && !editor) || (!settings.seenIntro && !editor)) return;
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select, dialog')) return;
    if (e.key === 'Escape' && hint) { set.hint(null); return; }
    // 16x16: 1 then 0-6 within a second is 10-16 in the same cell (the 1 is taken back).
    const size = boardSize();
    const key = /^(?:Digit|Numpad)([0-9])$/.exec(e.code);
    if (key && size > 9 && (editor || !paused) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const two = twoKeyDigit(lastDigit, Number(key[1]), performance.now(), size);
      if (two && lastDigit) {
        e.preventDefault();
        const m = lastDigit.mode;
        lastDigit = null;
        if (editor) { run({ type: 'input', value: two, mode: 'digit' }); return; }
        if (m !== 'digit') input(1, m);
        input(two, m);
        return;
      }
    }
    const cmd = keyCommand(e, mode);
    if (!cmd) return;
    lastDigit = cmd.type === 'input' && cmd.mode !== 'colour' ? { digit: cmd.value, at: performance.now(), mode: cmd.mode } : null;
    // Let Space work on a focused button; the grid owns the digits and arrows.
    if (cmd.type === 'cycle-mode' && target?.closest?.('button')) return;
    e.preventDefault();
    if (paused && !editor && cmd.type !== 'pause') return;
    run(cmd.type === 'input' && editor ? { ...cmd, mode: 'digit' } : cmd);
  }

  return { doMoves, startOver, selectByPointer, padInput, stepHistory, askHint, run, onKey };
}

/** Keys anywhere on the page go to the one handler. */
export function useKeys(onKey: (e: KeyboardEvent) => void) {
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
