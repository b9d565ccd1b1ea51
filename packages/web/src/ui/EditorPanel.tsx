/** The puzzle editor's side panel: what the engine says about the clues so far, and the way out. */
import type { GridStatus } from '../game/engine.js';

interface EditorPanelProps {
  status: GridStatus;
  onPlay(): void;
  onClear(): void;
  onCancel(): void;
}

export function EditorPanel({ status, onPlay, onClear, onCancel }: EditorPanelProps) {
  const message =
    status.kind === 'conflict' ? 'A digit is repeated in a row, column or box.'
    : status.kind === 'none' ? `${status.clues} clues: no solution. Remove or change a clue.`
    : status.kind === 'several' ? `${status.clues} clues: more than one solution so far. Keep adding clues.`
    : `${status.clues} clues: exactly one solution. Ready to play.`;
  return (
    <section class="editor-panel" aria-labelledby="editor-title">
      <h2 id="editor-title">Your own puzzle</h2>
      <p class="muted small">Type the clues into the grid (digits, arrows, Delete), then press Play.</p>
      <p class={`editor-status ${status.kind}`} role="status" data-testid="editor-status">{message}</p>
      <div class="button-row">
        <button type="button" class="primary" disabled={status.kind !== 'unique'} onClick={onPlay}>Play</button>
        <button type="button" onClick={onClear}>Clear</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </section>
  );
}
