/**
 * The page's state — one object whose current value handlers read between renders (live.ts) —
 * and the two things every part of the page does with it: select cells, and put a game on the
 * board. The parts (newGames, player, twoTabs, clock) each take the `Page`.
 */
import type { Game } from '../game/game.js';
import type { InputMode } from '../game/input.js';
import type { HintState } from '../game/hints.js';
import type { Settings } from '../game/settings.js';
import { parseSettings } from '../game/settings.js';
import type { GameRecord } from '../game/stats.js';
import type { SaveData } from '../game/save.js';
import type { Setters } from './live.js';
import type { Notice, NoticeAction } from './Notices.js';
import type { SelectHow } from './Board.js';
import type { EditorKind } from '../game/editor.js';
import { type CageDraft, EMPTY_CAGES } from '../game/editorCages.js';
import { BOX_REGIONS, type RegionDraft } from '../game/editorRegions.js';
import { KEYS, read } from './storage.js';

export type Dialog = null | 'new' | 'settings' | 'solved' | 'share';

export interface PageState {
  game: Game | null;
  selected: number;
  /** Cells selected besides the cursor. */
  extra: number[];
  mode: InputMode;
  paused: boolean;
  view: 'play' | 'stats' | 'learn';
  dialog: Dialog;
  hint: HintState | null;
  /** The clues being typed in the puzzle editor, or null when playing. */
  editor: Uint8Array | null;
  /** What the editor's grid is: classic, X, Windoku, Mini 4x4 or 6x6, Giant 16x16 (game/editor.ts). */
  editorKind: EditorKind;
  /** The killer cages drawn in the editor (game/editorCages.ts), kept across kinds like the clues. */
  editorCages: CageDraft;
  /** The jigsaw regions painted in the editor (game/editorRegions.ts). */
  editorRegions: RegionDraft;
  settings: Settings;
  history: GameRecord[];
  shelf: SaveData[];
  /** Digit-first input: the digit picked on the pad, placed in each cell tapped. */
  armed: number;
  /** The digit last tapped on the pad (cell-first input), highlighted until the selection moves. */
  padDigit: number;
  /** Another tab took over the saved game; this one waits (issue 16: tabs overwrote each other). */
  inactive: boolean;
  /** The level of the last new game, for "New game" after a solve. */
  lastTier: string;
  /** The game was solved in this visit (the board celebrates). */
  justSolved: boolean;
  /** What the worker is making while the player waits ("Making an expert puzzle…"). */
  busy: string | null;
  /** The last save failed: a warning stays until dismissed. */
  saveFailed: boolean;
  /** Read out by the live region. */
  announcement: string;
}

export function initialPageState(): PageState {
  return {
    settings: parseSettings(read(KEYS.settings)), history: [], shelf: [], game: null, selected: 0, extra: [], mode: 'digit',
    paused: false, view: 'play', dialog: null, hint: null, editor: null, editorKind: 'classic', editorCages: EMPTY_CAGES, editorRegions: BOX_REGIONS, armed: 0, padDigit: 0, inactive: false,
    lastTier: 'easy', justSolved: false, busy: null, saveFailed: false, announcement: '',
  };
}

export interface Page {
  live: { current: PageState };
  set: Setters<PageState>;
  notify(tone: Notice['tone'], text: string, actions?: NoticeAction[]): void;
  /** Takes a notice away once what it says is over ("Making today's puzzle…"). */
  unnotify(text: string): void;
}

const firstEmpty = (g: Game) => Math.max(0, [...g.puzzle].findIndex((ch) => ch === '.'));

export function boardControl({ live, set }: Page) {
  function select(cell: number, how: SelectHow = 'replace') {
    const { selected, extra } = live.current;
    set.padDigit(0);
    if (how === 'replace') { set.selected(cell); set.extra([]); return; }
    const all = [selected, ...extra];
    if (how === 'toggle' && all.includes(cell)) {
      const rest = all.filter((c) => c !== cell);
      if (rest.length) { set.selected(rest[rest.length - 1]); set.extra(rest.slice(0, -1)); }
      return;
    }
    if (all.includes(cell)) return;
    set.extra([...all]);
    set.selected(cell);
  }

  /** Puts a game on the board (nothing else: keeping the one in progress is keeper.ts's). */
  function start(next: Game, ui?: { mode: InputMode; selected: number }) {
    // A game not begun takes the mistake limit set now; a game begun keeps its own.
    const limit = live.current.settings.mistakeLimit;
    if (limit && next.moves.length === 0 && next.meta.mistakeLimit === undefined && next.finishedAt === undefined) next = { ...next, meta: { ...next.meta, mistakeLimit: limit } };
    set.editor(null);
    set.justSolved(false);
    set.game(next);
    select(ui?.selected ?? firstEmpty(next));
    set.mode(ui?.mode ?? 'digit');
    set.hint(null);
    set.armed(0);
    set.paused(false);
    set.dialog(null);
    set.view('play');
    if (next.meta.tier) set.lastTier(next.meta.variant ? `${next.meta.variant}:${next.meta.tier}` : next.meta.tier);
  }

  return { select, start };
}
