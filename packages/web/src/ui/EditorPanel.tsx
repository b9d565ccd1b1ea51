/** The puzzle editor's side panel: what the engine says about the clues so far, and the way out. */
import type { GridStatus } from '../game/engine.js';
import { EDITOR_KINDS, type EditorKind, isEditorKind } from '../game/editor.js';
import { variantInfo } from '../game/variants.js';

interface EditorPanelProps {
  status: GridStatus;
  kind: EditorKind;
  /** Another kind of grid (its clues kept per size: choosing back brings them back). */
  onKind(kind: EditorKind): void;
  onPlay(): void;
  onClear(): void;
  onCancel(): void;
}

export function EditorPanel({ status, kind, onKind, onPlay, onClear, onCancel }: EditorPanelProps) {
  const message =
    status.kind === 'conflict' ? (kind === 'x' ? 'A digit is repeated in a row, column, box or diagonal.' : kind === 'windoku' ? 'A digit is repeated in a row, column, box or window.' : 'A digit is repeated in a row, column or box.')
    : status.kind === 'none' ? `${status.clues} clues: no solution. Remove or change a clue.`
    : status.kind === 'several' ? `${status.clues} clues: more than one solution so far. Keep adding clues.`
    : `${status.clues} clues: exactly one solution. Ready to play.`;
  return (
    <section class="editor-panel" aria-labelledby="editor-title">
      <h2 id="editor-title">Your own puzzle</h2>
      <label class="editor-kind">
        Kind{' '}
        <select value={kind} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; if (isEditorKind(v)) onKind(v); }}>
          {EDITOR_KINDS.map((k) => <option key={k} value={k}>{k === 'classic' ? 'Classic 9×9' : variantInfo(k)!.label}</option>)}
        </select>
      </label>
      <p class="muted small">Type the clues into the grid (digits{kind === 'giant16' ? ', 1 then 0-6 for 10-16' : ''}, arrows, Delete), then press Play.</p>
      <p class={`editor-status ${status.kind}`} role="status" data-testid="editor-status">{message}</p>
      <div class="button-row">
        <button type="button" class="primary" disabled={status.kind !== 'unique'} onClick={onPlay}>Play</button>
        <button type="button" onClick={onClear}>Clear</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </section>
  );
}
