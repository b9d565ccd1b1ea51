/** The on-screen controls: input mode switch, number pad (or colour swatches), and actions. */
import type { InputMode } from '../game/input.js';
import type { DigitStyle } from '../game/settings.js';
import { DigitGlyph } from './Board.js';
import { PALETTE } from './palette.js';
import { Icon } from './icons.js';

const MODE_LABELS: Record<InputMode, { label: string; key: string; help: string }> = {
  digit: { label: 'Digit', key: 'Z', help: 'Place digits' },
  corner: { label: 'Corner', key: 'X or Shift', help: 'Corner notes' },
  centre: { label: 'Centre', key: 'C or Ctrl', help: 'Centre notes' },
  colour: { label: 'Colour', key: 'V or Alt', help: 'Colour cells' },
};

interface PadProps {
  /** In the puzzle editor only digits and Erase apply. */
  editing?: boolean;
  mode: InputMode;
  digitStyle: DigitStyle;
  /** How many of each digit (index 1..size) are on the grid. */
  counts: number[];
  /** The grid's side: 4, 6, 9 or 16 digit keys (colours stay 9). */
  size?: number;
  /** Digit-first input: the digit picked (0 = none), shown pressed. */
  armed: number;
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
  onMode(mode: InputMode): void;
  onInput(value: number): void;
  onErase(): void;
  onUndo(): void;
  onRedo(): void;
  onFill(): void;
  onHint(): void;
}

const MODES = Object.keys(MODE_LABELS) as InputMode[];

export function Pad(p: PadProps) {
  const n = p.size ?? 9;
  /** The modes are one radio group: one Tab stop, arrows move inside it (issue 31). */
  function onModeKey(e: KeyboardEvent) {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : e.key === 'Home' ? -MODES.indexOf(p.mode) : e.key === 'End' ? MODES.length - 1 - MODES.indexOf(p.mode) : 0;
    if (!step) return;
    e.preventDefault();
    const next = MODES[(MODES.indexOf(p.mode) + step + MODES.length) % MODES.length];
    p.onMode(next);
    const group = e.currentTarget as HTMLElement;
    requestAnimationFrame(() => (group.querySelector(`.mode-${next}`) as HTMLElement | null)?.focus());
  }
  return (
    <div class="pad-area">
      {p.editing ? null : <div class="modes" role="radiogroup" aria-label="Input mode" onKeyDown={onModeKey}>
        {MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={p.mode === m}
            tabIndex={p.mode === m ? 0 : -1}
            class={`mode mode-${m}`}
            title={`${MODE_LABELS[m].help} (${MODE_LABELS[m].key})`}
            onClick={() => p.onMode(m)}
          >
            {MODE_LABELS[m].label}
          </button>
        ))}
      </div>}
      <div class={`pad pad-${p.mode} n${p.mode === 'colour' ? 9 : n}`} role="group" aria-label={p.mode === 'colour' ? 'Colours' : 'Digits'}>
        {Array.from({ length: p.mode === 'colour' ? 9 : n }, (_, k) => k + 1).map((v) =>
          p.mode === 'colour' ? (
            <button key={v} type="button" class={`key swatch${p.armed === v ? ' armed' : ''}`} disabled={p.disabled} aria-pressed={p.armed ? p.armed === v : undefined} aria-label={`Colour ${PALETTE[v - 1].name}`} title={PALETTE[v - 1].name} onClick={() => p.onInput(v)}>
              <span class="chip" style={{ background: PALETTE[v - 1].colour }} />
            </button>
          ) : (
            <button
              key={v}
              type="button"
              class={`key${p.mode !== 'digit' ? ' small' : ''}${p.counts[v] >= n ? ' done' : ''}${p.armed === v ? ' armed' : ''}`}
              disabled={p.disabled}
              aria-pressed={p.armed ? p.armed === v : undefined}
              aria-label={`${p.mode === 'digit' ? 'Digit' : p.mode === 'corner' ? 'Corner note' : 'Centre note'} ${v}${p.counts[v] >= n ? ', all placed' : ''}`}
              onClick={() => p.onInput(v)}
            >
              <span class={`key-glyph ${p.mode}`}>
                <DigitGlyph digit={v} style={p.digitStyle} />
              </span>
              {p.mode === 'digit' && !p.disabled && p.counts[v] < n ? <span class="left" aria-hidden="true">{n - p.counts[v]}</span> : null}
            </button>
          ),
        )}
      </div>
      <div class="actions">
        {p.editing ? null : <button type="button" class="action" disabled={p.disabled || !p.canUndo} onClick={p.onUndo} title="Undo (Ctrl+Z)">
          <Icon name="undo" /> <span>Undo</span>
        </button>}
        {p.editing ? null : <button type="button" class="action" disabled={p.disabled || !p.canRedo} onClick={p.onRedo} title="Redo (Ctrl+Y)">
          <Icon name="redo" /> <span>Redo</span>
        </button>}
        <button type="button" class="action" disabled={p.disabled} onClick={p.onErase} title="Erase (Delete)">
          <Icon name="erase" /> <span>Erase</span>
        </button>
        {p.editing ? null : <button type="button" class="action" disabled={p.disabled} onClick={p.onFill} title="Fill every empty cell with its candidates">
          <Icon name="fill" /> <span>Fill notes</span>
        </button>}
        {p.editing ? null : <button type="button" class="action" disabled={p.disabled} onClick={p.onHint} title="Hint (H)">
          <Icon name="hint" /> <span>Hint</span>
        </button>}
      </div>
    </div>
  );
}
