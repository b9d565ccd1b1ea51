/** The puzzle editor's side panel: what the engine says about the clues so far, the killer's cages, and the way out. */
import { useState } from 'preact/hooks';
import type { GridStatus } from '../game/engine.js';
import { EDITOR_KINDS, type EditorKind, isEditorKind } from '../game/editor.js';
import { type CageAction, type CageDraft, cageAt } from '../game/editorCages.js';
import { variantInfo } from '../game/variants.js';

interface EditorPanelProps {
  status: GridStatus;
  kind: EditorKind;
  /** The killer's cages so far. */
  cages: CageDraft;
  /** Why the drawn regions are not a puzzle's yet (game layer, player's words), or null. */
  problem: string | null;
  /** The selected cells join a jigsaw region (0-8). */
  onPaint(region: number): void;
  /** The selected cells, cursor first (a new cage's cells). */
  picked: number[];
  /** A cage made or removed: null when done, else why not (in the player's words, from the game layer). */
  onCage(action: CageAction): string | null;
  /** Another kind of grid (its clues kept per size: choosing back brings them back). */
  onKind(kind: EditorKind): void;
  onPlay(): void;
  onClear(): void;
  onCancel(): void;
}

export function EditorPanel({ status, kind, cages, problem, onPaint, picked, onCage, onKind, onPlay, onClear, onCancel }: EditorPanelProps) {
  const [sum, setSum] = useState('');
  const [cageError, setCageError] = useState<string | null>(null);
  const [region, setRegion] = useState(0);
  const killer = kind === 'killer';
  const cageCount = killer ? `, ${cages.cages.length} cage${cages.cages.length === 1 ? '' : 's'}` : '';
  const message =
    problem ? problem
    : status.kind === 'conflict' ? (kind === 'x' ? 'A digit is repeated in a row, column, box or diagonal.' : kind === 'windoku' ? 'A digit is repeated in a row, column, box or window.' : 'A digit is repeated in a row, column or box.')
    : status.kind === 'none' ? `${status.clues} clues${cageCount}: no solution. Remove or change a clue${killer ? ' or a cage' : ''}.`
    : status.kind === 'several' ? `${status.clues} clues${cageCount}: more than one solution so far. Keep adding ${killer ? 'cages or clues' : 'clues'}.`
    : `${status.clues} clues${cageCount}: exactly one solution. Ready to play.`;
  const inCage = killer && cageAt(cages, picked[0]) >= 0;
  const cage = (action: CageAction) => {
    const e = onCage(action);
    setCageError(e);
    if (!e && action.type === 'add-cage') setSum('');
  };
  return (
    <section class="editor-panel" aria-labelledby="editor-title">
      <h2 id="editor-title">Your own puzzle</h2>
      <label class="editor-kind">
        Kind{' '}
        <select value={kind} onChange={(e) => { const v = (e.target as HTMLSelectElement).value; if (isEditorKind(v)) { setCageError(null); onKind(v); } }}>
          {EDITOR_KINDS.map((k) => <option key={k} value={k}>{k === 'classic' ? 'Classic 9×9' : variantInfo(k)!.label}</option>)}
        </select>
      </label>
      {killer ? (
        <>
          <p class="muted small">Cages: select the cells (drag, Shift-click or Shift+arrows), type the sum, press Make cage. Clues in the grid are optional.</p>
          <form class="editor-cage button-row" onSubmit={(e) => { e.preventDefault(); cage({ type: 'add-cage', cells: picked, sum: Number(sum) }); }}>
            <label>
              Sum{' '}
              <input type="text" inputMode="numeric" size={3} maxLength={2} value={sum} data-testid="cage-sum" onInput={(e) => setSum((e.target as HTMLInputElement).value.replace(/\D/g, ''))} />
            </label>
            <button type="submit">Make cage</button>
            <button type="button" disabled={!inCage} onClick={() => cage({ type: 'remove-cage', cell: picked[0] })}>Remove cage</button>
          </form>
          {cageError ? <p class="editor-status none" role="alert" data-testid="cage-error">{cageError}</p> : null}
        </>
      ) : null}
      {kind === 'jigsaw' ? (
        <>
          <p class="muted small">Regions: pick a region, select cells (drag, Shift-click or Shift+arrows), press Paint. Nine regions of nine touching cells.</p>
          <div class="editor-cage button-row">
            <label>
              Region{' '}
              <select value={region} data-testid="region-pick" onChange={(e) => setRegion(Number((e.target as HTMLSelectElement).value))}>
                {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => <option key={r} value={r}>{r + 1}</option>)}
              </select>
            </label>
            <button type="button" onClick={() => onPaint(region)}>Paint</button>
          </div>
        </>
      ) : null}
      <p class="muted small">Type the clues into the grid (digits{kind === 'giant16' ? ', 1 then 0-6 for 10-16' : ''}, arrows, Delete), then press Play.</p>
      <p class={`editor-status ${problem ? 'none' : status.kind}`} role="status" data-testid="editor-status">{message}</p>
      <div class="button-row">
        <button type="button" class="primary" disabled={!!problem || status.kind !== 'unique'} onClick={onPlay}>Play</button>
        <button type="button" onClick={onClear}>{killer ? 'Clear clues' : 'Clear'}</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </section>
  );
}
