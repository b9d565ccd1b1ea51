/** The game's dialogs: new game, settings, and the solved moment. */
import { useEffect, useState } from 'preact/hooks';
import { loadPack } from './variantStock.js';
import { Modal } from './Modal.js';
import type { Settings, MistakeMode, DigitStyle, CellNames, Theme, InputOrder, NoteLayout } from '../game/settings.js';
import { type GameRecord, bestTime, formatTime } from '../game/stats.js';
import type { Game } from '../game/game.js';
import type { SaveData } from '../game/save.js';
import { shareLine } from '../game/daily.js';
import { dailyLinkFor } from './link.js';
import { PLAYABLE_TIERS, expectedMinutes, tierLabel } from './tiers.js';
import { VARIANTS, type VariantId, variantInfo, variantLabel } from '../game/variants.js';

interface NewGameProps {
  busy: boolean;
  error: string | null;
  /** Games in progress set aside, newest first. */
  shelf: readonly SaveData[];
  /** Today's date key, for the daily puzzles. */
  today: string;
  history: readonly GameRecord[];
  /** A level key: 'hard', or 'killer:hard' for a variant (ui/newGames.ts). */
  onGenerate(tier: string): void;
  onDaily(tier: string, day: string): void;
  /** The variant the menu opens on (the player's last choice), and where a new choice is kept. */
  variant: VariantId;
  onVariant(variant: VariantId): void;
  onResume(save: SaveData): void;
  onDiscard(save: SaveData): void;
  onEnter(text: string): void;
  onCreate(): void;
  /** Present when there is a game to start over. */
  onRestart?: () => void;
  onClose(): void;
}

const filled = (s: SaveData) => s.game.board.digits.reduce((n, d) => n + (d ? 1 : 0), 0);

function InProgress({ shelf, onResume, onDiscard }: Pick<NewGameProps, 'shelf' | 'onResume' | 'onDiscard'>) {
  const [confirm, setConfirm] = useState<SaveData | null>(null);
  if (!shelf.length) return null;
  return (
    <section class="in-progress" aria-labelledby="in-progress-title">
      <h3 id="in-progress-title">Games in progress</h3>
      <ul>
        {shelf.map((s) => (
          <li key={`${s.game.puzzle}${s.game.startedAt}`} data-testid="shelved-game">
            <span class="shelf-what">{s.game.meta.daily ? `Daily ${s.game.meta.daily} · ` : ''}{s.game.rules || s.game.meta.variant ? `${variantLabel(s.game.meta.variant ?? 'other')} · ` : ''}{s.game.meta.tier ? tierLabel(s.game.meta.tier) : 'Unrated'}</span>
            <span class="muted small">{formatTime(s.game.elapsedMs)} · {filled(s)} placed</span>
            {confirm === s ? (
              <>
                <button type="button" class="danger" onClick={() => { setConfirm(null); onDiscard(s); }}>Discard for good</button>
                <button type="button" onClick={() => setConfirm(null)}>Keep</button>
              </>
            ) : (
              <>
                <button type="button" class="primary" onClick={() => onResume(s)}>Resume</button>
                <button type="button" onClick={() => setConfirm(s)}>Discard</button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The daily Killer's level key (ui/variantStock.ts makes it from the date). */
const DAILY_KILLER = 'killer:medium';

const VARIANT_LEVEL_WORDS: Record<string, string> = {
  easy: 'Cage sums and singles',
  medium: 'Pairs of units, the rule of 45',
  hard: 'Pairs, killer pairs, 45 over bands',
  expert: 'Triples and X-Wings',
  extreme: 'Beyond the technique ladder',
};

/** The variants as a radio group (one Tab stop, arrows move), then the chosen variant's levels. */
function VariantPicker({ variant, busy, onVariant, onGenerate }: { variant: VariantId; busy: boolean; onVariant(v: VariantId): void; onGenerate(key: string): void }) {
  const info = variantInfo(variant) ?? VARIANTS[0];
  // The variant's pack is fetched while the player reads the levels, not after the tap.
  useEffect(() => { if (info.id !== 'classic') void loadPack(info.id); }, [info.id]);
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const k = VARIANTS.findIndex((v) => v.id === info.id);
    const next = VARIANTS[(k + step + VARIANTS.length) % VARIANTS.length];
    onVariant(next.id);
    const group = e.currentTarget as HTMLElement;
    requestAnimationFrame(() => (group.querySelector(`[data-variant="${next.id}"]`) as HTMLElement | null)?.focus());
  };
  return (
    <>
      <div class="variant-list" role="radiogroup" aria-label="Variant" onKeyDown={onKey}>
        {VARIANTS.map((v) => (
          <button key={v.id} type="button" role="radio" data-variant={v.id} aria-checked={v.id === info.id} tabIndex={v.id === info.id ? 0 : -1} title={v.blurb} onClick={() => onVariant(v.id)}>
            {v.label}
          </button>
        ))}
      </div>
      {info.id === 'classic' ? null : (
        <>
          <p class="muted small variant-blurb">{info.blurb}</p>
          <div class="tier-list">
            {info.levels.map((l) => (
              <button key={l} type="button" class={`tier-button tier-${l}`} disabled={busy} onClick={() => onGenerate(`${info.id}:${l}`)}>
                <span class="tier-name">{tierLabel(l)}</span>
                <span class="tier-desc">{VARIANT_LEVEL_WORDS[l]}</span>
              </button>
            ))}
          </div>
        </>
      )}
    </>
  );
}

function Daily({ today, history, busy, onDaily }: Pick<NewGameProps, 'today' | 'history' | 'busy' | 'onDaily'>) {
  const done = new Set(history.filter((r) => r.outcome === 'solved' && r.daily === today).map((r) => (r.variant ? `${r.variant}:${r.tier}` : r.tier)));
  return (
    <section class="daily" aria-labelledby="daily-title">
      <h3 id="daily-title">Daily puzzles · {today}</h3>
      <div class="daily-list">
        {PLAYABLE_TIERS.map((t) => (
          <button key={t.tier} type="button" disabled={busy} aria-label={`Daily ${tierLabel(t.tier)}${done.has(t.tier) ? ', solved' : ''}`} onClick={() => onDaily(t.tier, today)}>
            {tierLabel(t.tier)}{done.has(t.tier) ? ' ✓' : ''}
          </button>
        ))}
        <button type="button" disabled={busy} aria-label={`Daily Killer${done.has(DAILY_KILLER) ? ', solved' : ''}`} onClick={() => onDaily(DAILY_KILLER, today)}>
          Killer{done.has(DAILY_KILLER) ? ' ✓' : ''}
        </button>
      </div>
    </section>
  );
}

export function NewGameDialog({ busy, error, shelf, today, history, variant, onVariant, onGenerate, onDaily, onResume, onDiscard, onEnter, onCreate, onRestart, onClose }: NewGameProps) {
  const [text, setText] = useState('');
  return (
    <Modal title="New game" onClose={onClose}>
      <InProgress shelf={shelf} onResume={onResume} onDiscard={onDiscard} />
      <VariantPicker variant={variant} busy={busy} onVariant={onVariant} onGenerate={onGenerate} />
      {variant !== 'classic' ? null : <><div class="tier-list">
        {PLAYABLE_TIERS.map((t) => (
          <button key={t.tier} type="button" class={`tier-button tier-${t.tier}`} disabled={busy} onClick={() => onGenerate(t.tier)}>
            <span class="tier-name">{tierLabel(t.tier)}</span>
            <span class="tier-desc">{t.description}</span>
          </button>
        ))}
      </div>
      <p class="muted small">A level is the time a typical player needs for its puzzles, and the techniques they ask for.</p></>}
      <Daily today={today} history={history} busy={busy} onDaily={onDaily} />
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
          placeholder="Paste 81 characters (1-9 for clues, . or 0 for blanks), a grid row by row, or a variant: JSON, compact line, f-puzzles or SudokuPad link"
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
          <span class="muted small"> (clears your digits, notes and colours; Undo brings them back)</span>
        </p>
      ) : null}
    </Modal>
  );
}

interface SettingsProps {
  settings: Settings;
  onChange(s: Settings): void;
  onClose(): void;
  onExport(): void;
  onImport(file: File): void;
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

export function SettingsDialog({ settings, onChange, onClose, onExport, onImport }: SettingsProps) {
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
      <Choice<'0' | '3' | '5'>
        name="mistake-limit"
        legend="Mistake limit"
        value={String(settings.mistakeLimit) as '0' | '3' | '5'}
        options={[['0', 'None'], ['3', '3 mistakes and the game is over'], ['5', '5 mistakes and the game is over']]}
        onChange={(v) => set({ mistakeLimit: Number(v) as 0 | 3 | 5 })}
      />
      <p class="muted small">A limit counts the mistakes the setting above shows, and applies to games started after it is set.</p>
      <Choice<DigitStyle>
        name="digit-style"
        legend="Show digits as"
        value={settings.digitStyle}
        options={[['digits', 'Digits 1-9'], ['colours', 'Colours with shapes (colour Sudoku)']]}
        onChange={(v) => set({ digitStyle: v })}
      />
      <Choice<InputOrder>
        name="input-order"
        legend="Input"
        value={settings.inputOrder}
        options={[['cell-first', 'Cell first: pick cells, then a digit'], ['digit-first', 'Digit first: pick a digit, then tap cells']]}
        onChange={(v) => set({ inputOrder: v })}
      />
      <Choice<NoteLayout>
        name="note-layout"
        legend="Corner notes"
        value={settings.noteLayout}
        options={[['corners', 'Packed into the corners'], ['fixed', 'Each digit in its place: 1 top left to 9 bottom right']]}
        onChange={(v) => set({ noteLayout: v })}
      />
      <Choice<CellNames>
        name="cell-names"
        legend="Cell names in hints"
        value={settings.cellNames}
        options={[['plain', 'Plain: row 4, column 2'], ['rc', 'Short: r4c2']]}
        onChange={(v) => set({ cellNames: v })}
      />
      <Choice<Theme>
        name="theme"
        legend="Theme"
        value={settings.theme}
        options={[['system', 'As the system'], ['light', 'Light'], ['dark', 'Dark']]}
        onChange={(v) => set({ theme: v })}
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
        <label class="check">
          <input type="checkbox" checked={settings.cageTints} onChange={(e) => set({ cageTints: (e.target as HTMLInputElement).checked })} />
          <span>Soft colours behind killer cages and jigsaw regions</span>
        </label>
      </fieldset>
      <fieldset class="choice">
        <legend>Feedback</legend>
        <label class="check">
          <input type="checkbox" checked={settings.sound} onChange={(e) => set({ sound: (e.target as HTMLInputElement).checked })} />
          <span>Sounds on placing a digit, a mistake and the solve</span>
        </label>
        <label class="check">
          <input type="checkbox" checked={settings.haptics} onChange={(e) => set({ haptics: (e.target as HTMLInputElement).checked })} />
          <span>Vibration there too (on phones; never with reduced motion)</span>
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
      <fieldset class="choice">
        <legend>Your data</legend>
        <p class="muted small">Everything — games, games in progress, settings, statistics — as one file, to keep or to move to another browser. Importing adds to what is here.</p>
        <div class="button-row start">
          <button type="button" onClick={onExport}>Export</button>
          <label class="file-button">
            <input type="file" accept="application/json,.json" aria-label="Import" onChange={(e) => { const f = (e.target as HTMLInputElement).files?.[0]; if (f) onImport(f); }} />
            <span>Import…</span>
          </label>
        </div>
      </fieldset>
    </Modal>
  );
}

interface SolvedProps {
  game: Game;
  history: readonly GameRecord[];
  onNew(): void;
  onStats(): void;
  onClose(): void;
  /** Shown above the buttons (Learn mode's suggestion, ui/learn/SolvedLearn.tsx). */
  children?: preact.ComponentChildren;
}

export function SolvedDialog({ game, history, onNew, onStats, onClose, children }: SolvedProps) {
  const [copied, setCopied] = useState(false);
  const thisGame = history.find((r) => r.puzzle === game.puzzle && r.finishedAt === game.finishedAt && r.outcome === 'solved');
  const best = bestTime(history, game.meta.tier, thisGame);
  const expected = expectedMinutes(game.meta);
  const level = game.meta.tier ? tierLabel(game.meta.tier) : 'Unrated';
  // The daily's line carries a link that opens the same daily (issue 31).
  const line = game.meta.daily && game.meta.tier ? `${shareLine(game, level)} ${dailyLinkFor(game.meta.daily, game.meta.tier)}` : shareLine(game, level);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(line);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal title="Solved!" onClose={onClose}>
      <div class="solved">
        <p class="solved-lead">{game.meta.daily ? `Daily ${level.toLowerCase()} puzzle of ${game.meta.daily}` : `${game.meta.tier ? `${level} puzzle` : 'Puzzle'}`} completed{best !== undefined && game.elapsedMs < best ? ': a new best!' : '.'}</p>
        <dl class="solved-facts">
          <div><dt>Time</dt><dd data-testid="solved-time">{formatTime(game.elapsedMs)}</dd></div>
          {expected !== undefined ? <div><dt>Expected</dt><dd data-testid="solved-expected">{formatTime(expected * 60_000)}</dd></div> : null}
          <div><dt>Best at {level.toLowerCase()}</dt><dd data-testid="solved-best">{best === undefined ? 'first' : formatTime(Math.min(best, game.elapsedMs))}</dd></div>
          <div><dt>Hints</dt><dd data-testid="solved-hints">{game.hints}</dd></div>
          <div><dt>Mistakes</dt><dd data-testid="solved-mistakes">{game.mistakes}</dd></div>
        </dl>
        {game.meta.daily ? (
          <p class="share-line"><span data-testid="share-line">{line}</span> <button type="button" class="link" onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</button></p>
        ) : null}
        {children}
        <div class="button-row">
          <button type="button" class="primary" autofocus onClick={onNew}>New game</button>
          <button type="button" onClick={onStats}>Statistics</button>
        </div>
      </div>
    </Modal>
  );
}

export function ShareDialog({ hasProgress, onShare, onClose }: { hasProgress: boolean; onShare(withProgress: boolean): void; onClose(): void }) {
  return (
    <Modal title="Share" onClose={onClose}>
      <p class="muted small">A link opens this puzzle on any device (by the share sheet where there is one, else copied).</p>
      <div class="button-row start">
        <button type="button" class="primary" onClick={() => onShare(false)}>Share the puzzle</button>
        {hasProgress ? <button type="button" onClick={() => onShare(true)}>Share it with my progress</button> : null}
      </div>
    </Modal>
  );
}
