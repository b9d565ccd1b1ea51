/**
 * The Solved dialog's Learn part: the lesson of the technique the player's hints named most in
 * this puzzle, and after a practice puzzle, "More practice" and the next lesson. In the first
 * load (the dialog needs it at once), so small: no lessons, no examples.
 */
import { TECHNIQUE_LIST, findTechnique } from 'sudokit';
import { hintedLesson } from '../../game/learn.js';

export interface SolvedLearnProps {
  puzzle: string;
  hints: number;
  /** The technique this puzzle was practising, if it was a practice puzzle. */
  practised?: string;
  onLesson(id: string): void;
  onMore(id: string): void;
}

const nameOf = (id: string) => TECHNIQUE_LIST.find((t) => t.id === id)?.name ?? id;

export function SolvedLearn({ puzzle, hints, practised, onLesson, onMore }: SolvedLearnProps) {
  const hinted = hints ? hintedLesson(puzzle, (t) => findTechnique(t)?.id) : undefined;
  const at = practised ? TECHNIQUE_LIST.findIndex((t) => t.id === practised) : -1;
  const next = at >= 0 ? TECHNIQUE_LIST[at + 1] : undefined;
  if (!hinted && !practised) return null;
  return (
    <div class="solved-learn" data-testid="solved-learn">
      {hinted ? (
        <p>
          Your hints needed {nameOf(hinted)}.{' '}
          <button type="button" class="link" data-testid="solved-lesson" onClick={() => onLesson(hinted)}>Learn it: {nameOf(hinted)}</button>
        </p>
      ) : null}
      {practised ? (
        <p>
          <button type="button" data-testid="more-practice" onClick={() => onMore(practised)}>More practice: {nameOf(practised)}</button>
          {next && next.id !== hinted ? <> <button type="button" class="link" onClick={() => onLesson(next.id)}>Next lesson: {next.name}</button></> : null}
        </p>
      ) : null}
    </div>
  );
}
