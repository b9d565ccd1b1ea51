/** The hint ladder as the player sees it: one rung at a time, the board highlights the rest. */
import { cellName, unitName, formatRating } from 'sudokit';
import type { Game } from '../game/game.js';
import type { Move } from '../game/moves.js';
import { STEP_RUNGS } from '../game/hints.js';
import type { HintState } from './App.js';
import { Icon } from './icons.js';

/** "r1c3, r2c3 and r5c3" */
const listWords = (w: string[]) => (w.length <= 1 ? w.join('') : `${w.slice(0, -1).join(', ')} and ${w[w.length - 1]}`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface HintPanelProps {
  state: HintState;
  game: Game;
  onMore(): void;
  onClose(): void;
  onApply(moves: Move[]): void;
}

export function HintPanel({ state, game, onMore, onClose, onApply }: HintPanelProps) {
  const { hint, rung } = state;
  let title = 'Hint';
  let body: preact.ComponentChildren = null;
  let actions: preact.ComponentChildren = null;
  if (hint.kind === 'mistakes') {
    title = 'Check your grid';
    const parts: string[] = [];
    if (hint.wrongDigits.length) parts.push(`${plural(hint.wrongDigits.length, 'digit is', 'digits are')} wrong: ${listWords(hint.wrongDigits.map(cellName))}.`);
    if (hint.wrongNotes.length) parts.push(`${plural(hint.wrongNotes.length, 'cell has', 'cells have')} lost the right digit from their centre notes: ${listWords(hint.wrongNotes.map((n) => cellName(n.cell)))}.`);
    body = parts.map((p, k) => <p key={k}>{p}</p>);
    actions = (
      <>
        {hint.wrongDigits.length ? <button type="button" onClick={() => onApply([{ kind: 'erase', cells: hint.wrongDigits }])}>Remove wrong digits</button> : null}
        {hint.wrongNotes.length ? (
          <button type="button" onClick={() => onApply(hint.wrongNotes.map((n): Move => ({ kind: 'note', note: 'centre', cells: [n.cell], digit: n.digit })))}>Put the digits back</button>
        ) : null}
      </>
    );
  } else if (hint.kind === 'step') {
    const step = hint.step;
    const where = step.units.length ? unitName(step.units[0]) : listWords(step.cells.map(cellName));
    title = rung === 1 ? 'Where to look' : rung === 2 ? 'Which technique' : step.technique;
    if (rung === 1) body = <p>No mistakes so far. Look at <strong>{where}</strong>.</p>;
    else if (rung === 2) body = <p>Look at <strong>{where}</strong>: there is a <strong>{step.technique}</strong> (rating {formatRating(step.rating)}).</p>;
    else body = <p>{step.explanation}</p>;
    // Eliminations act on centre notes; a player without notes gets them filled in first.
    const fill = step.eliminations.length > 0 && !game.board.centre.some((m) => m);
    const noted = (e: { cell: number; digit: number }) => fill || (game.board.centre[e.cell] & (1 << (e.digit - 1))) !== 0;
    const eliminations = step.eliminations.filter(noted).map((e): Move => ({ kind: 'note', note: 'centre', cells: [e.cell], digit: e.digit }));
    const moves: Move[] = [
      ...(fill && eliminations.length ? [{ kind: 'candidates' } as Move] : []),
      ...step.placements.map((p): Move => ({ kind: 'place', cells: [p.cell], digit: p.digit })),
      ...eliminations,
    ];
    actions = rung < STEP_RUNGS ? (
      <button type="button" onClick={onMore}>Show more</button>
    ) : moves.length ? (
      <button type="button" onClick={() => onApply(moves)}>{fill && eliminations.length ? 'Fill notes and apply' : 'Apply this step'}</button>
    ) : null;
  } else if (hint.kind === 'pending') {
    title = 'Hint';
    body = <p class="muted">Looking for the next step…</p>;
  } else if (hint.kind === 'stuck') {
    title = 'No hint';
    body = <p>Your grid has no mistakes. {hint.text}</p>;
  } else {
    body = <p>The puzzle is solved.</p>;
  }
  return (
    <section class="hint-panel" aria-live="polite" aria-labelledby="hint-title">
      <header>
        <Icon name="hint" size={18} />
        <h2 id="hint-title">{title}</h2>
        {hint.kind === 'step' ? <span class="rung" aria-label={`Step ${rung} of ${STEP_RUNGS}`}>{rung}/{STEP_RUNGS}</span> : null}
        <button type="button" class="icon-button" aria-label="Close hint" onClick={onClose}><Icon name="close" size={16} /></button>
      </header>
      <div class="hint-body">{body}</div>
      {actions ? <div class="hint-actions">{actions}</div> : null}
    </section>
  );
}
