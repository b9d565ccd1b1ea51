/** The hint ladder as the player sees it: one rung at a time, the board highlights the rest. */
import type { Board } from '../game/board.js';
import type { Move } from '../game/moves.js';
import { STEP_RUNGS, type HintState, restoreNotesMoves, stepMoves } from '../game/hints.js';
import { type CellNames, playerText, restoreNotesLabel, whereToLook, whichTechnique, wrongDigitsText, wrongNotesText } from '../game/hintText.js';
import { Icon } from './icons.js';
import { findTechnique } from 'sudokit';

interface HintPanelProps {
  state: HintState;
  board: Board;
  cellNames: CellNames;
  onMore(): void;
  onClose(): void;
  onApply(moves: Move[]): void;
}

/** The panel's words for a hint, also read out by the live region. */
export function hintWords(state: HintState, cellNames: CellNames, size = 9): { title: string; lines: string[] } {
  const { hint, rung } = state;
  switch (hint.kind) {
    case 'mistakes': {
      const lines: string[] = [];
      if (hint.wrongDigits.length) lines.push(wrongDigitsText(hint.wrongDigits, cellNames, size));
      if (hint.wrongNotes.length) lines.push(wrongNotesText(hint.wrongNotes.map((n) => n.cell), cellNames, size));
      return { title: 'Check your grid', lines };
    }
    case 'step': {
      const step = hint.step;
      if (rung === 1) return { title: 'Where to look', lines: [`No mistakes so far. Look at ${whereToLook(step)}.`] };
      if (rung === 2) return { title: 'Which technique', lines: [whichTechnique(step)] };
      // The engine names cells r4c2; rewritten for 9x9 grids (the rewriting reads one-digit rows and columns).
      return { title: step.technique, lines: [size === 9 ? playerText(step.explanation, cellNames) : step.explanation] };
    }
    case 'pending':
      return { title: 'Hint', lines: ['Looking for the next step…'] };
    case 'stuck':
      return { title: 'No hint', lines: [`Your grid has no mistakes. ${hint.text}`] };
    default:
      return { title: 'Hint', lines: ['The puzzle is solved.'] };
  }
}

export function HintPanel({ state, board, cellNames, onMore, onClose, onApply }: HintPanelProps) {
  const { hint, rung } = state;
  const { title, lines } = hintWords(state, cellNames, board.geo.size);
  let actions: preact.ComponentChildren = null;
  if (hint.kind === 'mistakes') {
    actions = (
      <>
        {hint.wrongDigits.length ? <button type="button" onClick={() => onApply([{ kind: 'erase', cells: hint.wrongDigits }])}>{hint.wrongDigits.length === 1 ? 'Remove the wrong digit' : 'Remove wrong digits'}</button> : null}
        {hint.wrongNotes.length ? <button type="button" onClick={() => onApply(restoreNotesMoves(hint.wrongNotes))}>{restoreNotesLabel(hint.wrongNotes.length)}</button> : null}
      </>
    );
  } else if (hint.kind === 'step') {
    const { moves, fillsNotes } = stepMoves(hint.step, board);
    actions = rung < STEP_RUNGS ? (
      <button type="button" onClick={onMore}>Show more</button>
    ) : moves.length ? (
      <button type="button" onClick={() => onApply(moves)}>{fillsNotes ? 'Fill notes and apply' : 'Apply this step'}</button>
    ) : null;
  }
  // from the second rung, which names the technique: its lesson (Learn mode, App.tsx opens #learn=ID)
  const lesson = hint.kind === 'step' && rung >= 2 ? findTechnique(hint.step.technique) : undefined;
  return (
    <section class="hint-panel" aria-labelledby="hint-title">
      <header>
        <Icon name="hint" size={18} />
        <h2 id="hint-title">{title}</h2>
        {hint.kind === 'step' ? <span class="rung" aria-label={`Step ${rung} of ${STEP_RUNGS}`}>{rung}/{STEP_RUNGS}</span> : null}
        <button type="button" class="icon-button" aria-label="Close hint" onClick={onClose}><Icon name="close" size={16} /></button>
      </header>
      <div class={`hint-body${hint.kind === 'pending' ? ' muted' : ''}`}>{lines.map((p, k) => <p key={k}>{p}</p>)}</div>
      {actions || lesson ? <div class="hint-actions">{actions}{lesson ? <a class="lesson-link" href={`#learn=${lesson.id}`} data-testid="hint-lesson">Lesson: {lesson.name}</a> : null}</div> : null}
    </section>
  );
}
