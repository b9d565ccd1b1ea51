/** The game's dialogs: new game, settings, and the solved moment. */
import { useState } from 'preact/hooks';
import { Modal } from './Modal.js';
import type { Settings, MistakeMode, DigitStyle } from '../game/settings.js';
import { formatTime } from '../game/stats.js';
import type { Game } from '../game/game.js';
import { formatRating } from 'sudokit';
import { PLAYABLE_TIERS, tierLabel } from './tiers.js';

interface NewGameProps {
  busy: boolean;
  error: string | null;
  onGenerate(tier: string): void;
  onEnter(text: string): void;
  onCreate(): void;
  /** Present when there is a game to start over. */
  onRestart?: () => void;
  onClose(): void;
}

export function NewGameDialog({ busy, error, onGenerate, onEnter, onCreate, onRestart, onClose }: NewGameProps) {
  const [text, setText] = useState('');
  return (
    <Modal title="New game" onClose={onClose}>
      <p class="muted small">Difficulty comes from the engine's rating on Sudoku Explainer's scale: the hardest technique the puzzle needs.</p>
      <div class="tier-list">
        {PLAYABLE_TIERS.map((t) => (
          <button key={t.tier} type="button" class={`tier-button tier-${t.tier}`} disabled={busy} onClick={() => onGenerate(t.tier)}>
            <span class="tier-name">{tierLabel(t.tier)}</span>
            <span class="tier-desc">{t.description}</span>
          </button>
        ))}
      </div>
      <form
        class="enter-form"
        onSubmit={(e) => { e.preventDefault(); onEnter(text); }}
      >
        <label for="puzzle-text">Your own puzzle</label>
        <textarea
          id="puzzle-text"
          rows={3}
          spellcheck={false}
          autocomplete="off"
          placeholder="Paste 81 characters (1-9 for clues, . or 0 for blanks) or a grid, row by row"
          value={text}
          onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        />
        {error ? <p class="form-error" role="alert">{error}</p> : null}
        <div class="button-row start">
          <button type="submit" class="primary" disabled={busy || text.trim() === ''}>Play this puzzle</button>
          <button type="button" onClick={onCreate}>Type it on the grid</button>
        </div>
      </form>
      {onRestart ? (
        <p class="restart">
          <button type="button" class="link" onClick={onRestart}>Start this puzzle over</button>
          <span class="muted small"> (clears your digits, notes and colours)</span>
        </p>
      ) : null}
    </Modal>
  );
}

interface SettingsProps {
  settings: Settings;
  onChange(s: Settings): void;
  onClose(): void;
}

function Choice<T extends string>({ name, legend, value, options, onChange }: { name: string; legend: string; value: T; options: [T, string][]; onChange(v: T): void }) {
  return (
    <fieldset class="choice">
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} class="radio">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function SettingsDialog({ settings, onChange, onClose }: SettingsProps) {
  const set = (patch: Partial<Settings>) => onChange({ ...settings, ...patch });
  return (
    <Modal title="Settings" onClose={onClose}>
      <Choice<MistakeMode>
        name="mistakes"
        legend="Mistakes"
        value={settings.mistakes}
        options={[['off', 'Off: show nothing'], ['conflicts', 'Rule conflicts: a digit repeated in a row, column or box'], ['solution', 'Check against the solution: every wrong digit']]}
        onChange={(v) => set({ mistakes: v })}
      />
      <Choice<DigitStyle>
        name="digit-style"
        legend="Show digits as"
        value={settings.digitStyle}
        options={[['digits', 'Digits 1-9'], ['colours', 'Colours with shapes (colour Sudoku)']]}
        onChange={(v) => set({ digitStyle: v })}
      />
      <fieldset class="choice">
        <legend>Display</legend>
        <label class="check">
          <input type="checkbox" checked={settings.showTimer} onChange={(e) => set({ showTimer: (e.target as HTMLInputElement).checked })} />
          <span>Show the timer</span>
        </label>
        <label class="check">
          <input type="checkbox" checked={settings.highlightPeers} onChange={(e) => set({ highlightPeers: (e.target as HTMLInputElement).checked })} />
          <span>Highlight the selected cell's row, column and box</span>
        </label>
        <label class="check">
          <input type="checkbox" checked={settings.highlightSameDigit} onChange={(e) => set({ highlightSameDigit: (e.target as HTMLInputElement).checked })} />
          <span>Highlight the selected digit everywhere</span>
        </label>
      </fieldset>
      <details class="keys">
        <summary>Keyboard</summary>
        <dl>
          <div><dt>Arrows</dt><dd>move around the grid</dd></div>
          <div><dt>1-9</dt><dd>digit, or note or colour in those modes</dd></div>
          <div><dt>Shift / Ctrl / Alt + 1-9</dt><dd>corner note / centre note / colour</dd></div>
          <div><dt>Z X C V, Space</dt><dd>digit, corner, centre, colour mode; Space cycles</dd></div>
          <div><dt>Delete, Backspace, 0</dt><dd>erase</dd></div>
          <div><dt>Ctrl+Z, Ctrl+Y</dt><dd>undo, redo</dd></div>
          <div><dt>H, P</dt><dd>hint, pause</dd></div>
        </dl>
      </details>
      <p class="muted small">Dark mode follows your system setting.</p>
    </Modal>
  );
}

export function SolvedDialog({ game, onNew, onStats, onClose }: { game: Game; onNew(): void; onStats(): void; onClose(): void }) {
  return (
    <Modal title="Solved!" onClose={onClose}>
      <div class="solved">
        <p class="solved-lead">{game.meta.tier ? `${tierLabel(game.meta.tier)} puzzle` : 'Puzzle'} completed.</p>
        <dl class="solved-facts">
          <div><dt>Time</dt><dd data-testid="solved-time">{formatTime(game.elapsedMs)}</dd></div>
          <div><dt>Hints</dt><dd data-testid="solved-hints">{game.hints}</dd></div>
          <div><dt>Mistakes</dt><dd>{game.mistakes}</dd></div>
          {game.meta.rating !== undefined ? <div><dt>Rating</dt><dd>{formatRating(game.meta.rating, game.meta.tier === 'beyond')}</dd></div> : null}
        </dl>
        <div class="button-row">
          <button type="button" class="primary" autofocus onClick={onNew}>New game</button>
          <button type="button" onClick={onStats}>Statistics</button>
        </div>
      </div>
    </Modal>
  );
}
