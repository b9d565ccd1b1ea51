/**
 * The killer combination helper (issue 29): for the selected cell's cage, its sum and size, the
 * digit sets still possible given the grid and the player's notes (game/engine.ts's cageInfo),
 * and the sum its empty cells still need. A region of the side panel, reached by Tab like the
 * pad; its text is read out when it changes only on request (it is not a live region: it would
 * talk over every move).
 */
import { useMemo } from 'preact/hooks';
import { currentGrid } from '../game/board.js';
import { cageInfo } from '../game/engine.js';
import type { Game } from '../game/game.js';

const digitsOf = (mask: number) => {
  const out: number[] = [];
  for (let d = 1; mask; d++, mask >>>= 1) if (mask & 1) out.push(d);
  return out;
};

/**
 * `compact`: one line in the board's head ("15 (3): 159 168 · 9 left"), where a phone in portrait
 * has room for it; the side panel shows the full helper where it has room (landscape, wide screens).
 */
export function CageHelper({ game, selected, compact }: { game: Game; selected: number; compact?: boolean }) {
  const board = game.board;
  const info = useMemo(() => {
    // A cell without centre notes allows any digit; corner notes count as well where there are no centre ones.
    const notes = board.centre.map((m, c) => m || board.corner[c]);
    return cageInfo(board.geo, selected, currentGrid(board), notes);
  }, [board, selected]);
  if (compact) {
    if (!info) return null;
    const words = `Cage ${info.sum}, ${info.cells.length} cells${info.empty && info.empty < info.cells.length ? `, ${info.remaining} left in ${info.empty}` : ''}: ${info.combinations.length ? `${info.combinations.length} of ${info.all} combinations possible: ${info.combinations.map((m) => digitsOf(m).join(' ')).join('; ')}` : 'no combination fits'}`;
    return (
      <span class="cage-helper-head" tabIndex={0} role="note" aria-label={words} title={words} data-testid="cage-helper-head">
        <strong>{info.sum}</strong><span class="muted">({info.cells.length})</span>{' '}
        {info.combinations.length ? info.combinations.slice(0, 4).map((m) => <span key={m} class="combo">{digitsOf(m).join('')}</span>) : <span class="error-text">none fits</span>}
        {info.combinations.length > 4 ? <span class="muted">+{info.combinations.length - 4}</span> : null}
        {info.empty && info.empty < info.cells.length ? <span class="muted"> · {info.remaining} left</span> : null}
      </span>
    );
  }
  if (!info) {
    return <section class="cage-helper muted small" aria-label="Cage combinations" tabIndex={0}>Select a cell in a cage to see its combinations.</section>;
  }
  const shown = info.combinations.slice(0, 12);
  return (
    <section class="cage-helper" aria-label={`Cage ${info.sum}, ${info.cells.length} cells`} tabIndex={0} data-testid="cage-helper">
      <p class="cage-head">
        <strong>Cage {info.sum}</strong> · {info.cells.length} cells
        {info.empty && info.empty < info.cells.length ? <> · {info.remaining} left in {info.empty} {info.empty === 1 ? 'cell' : 'cells'}</> : null}
      </p>
      {info.combinations.length ? (
        <p class="cage-combos" aria-label={`${info.combinations.length} of ${info.all} combinations possible: ${info.combinations.map((m) => digitsOf(m).join(' ')).join('; ')}`}>
          {shown.map((m) => <span key={m} class="combo">{digitsOf(m).join('')}</span>)}
          {info.combinations.length > shown.length ? <span class="muted small"> +{info.combinations.length - shown.length} more</span> : null}
          <span class="muted small"> ({info.combinations.length} of {info.all})</span>
        </p>
      ) : (
        <p class="cage-combos error-text">No combination fits: a digit or a note in this cage is wrong.</p>
      )}
    </section>
  );
}
