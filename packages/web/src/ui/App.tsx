/**
 * The game page: its state (page.ts) and the parts that act on it — where games come from
 * (newGames.ts), the player's input (player.ts), saving and other tabs (twoTabs.ts), the clock
 * (clock.ts), the player's games and statistics (keeper.ts) — wired to what renders. Every
 * question about Sudoku goes to the engine (game/engine.ts and the worker).
 */
import { useEffect, useState } from 'preact/hooks';
import { editorRules, isEditorKind } from '../game/editor.js';
import { EMPTY_CAGES } from '../game/editorCages.js';
import { BOX_REGIONS } from '../game/editorRegions.js';
import { geometryOf } from '../game/geometry.js';
import { useLive } from './live.js';
import { makeSettings } from '../game/settings.js';
import { dailyKey } from '../game/daily.js';
import { gameKeeper } from './keeper.js';
import { KEYS, read, write } from './storage.js';
import { NewGameDialog, SettingsDialog, ShareDialog, SolvedDialog } from './dialogs.js';
import { StatsPage } from './StatsPage.js';
import { TopBar } from './TopBar.js';
import { type Notice, Notices } from './Notices.js';
import { shareLink } from './link.js';
import { type Page, type PageState, boardControl, initialPageState } from './page.js';
import { gameSources, useLinkChanges, usePasteToPlay } from './newGames.js';
import { playerInput, useKeys } from './player.js';
import { useSavedGame } from './twoTabs.js';
import { useClock } from './clock.js';
import { PlayArea } from './PlayArea.js';
import { LearnLoader } from './LearnLoader.js';

import { makeLearnProgress, noteHint, parseLearnProgress, practiceOf, recordPractice, startPractice } from '../game/learn.js';
import { SolvedLearn } from './learn/SolvedLearn.js';
import { practicePuzzle } from './learn/practice.js';
import { lessonFromHash, useLearnLinks } from './learnLinks.js';

let noticeId = 1;

export function App() {
  const { state, live, set } = useLive<PageState>(initialPageState);
  const { settings, game, view, dialog, editor, history, shelf, busy, saveFailed, announcement } = state;
  // Render-only state (no handler needs its current value between renders).
  const [notices, setNotices] = useState<Notice[]>([]);
  const [enterError, setEnterError] = useState<string | null>(null);
  const [lesson, setLesson] = useState<string | null>(() => lessonFromHash(location.hash));
  const [learnProgress, setLearnProgress] = useState(() => parseLearnProgress(read(KEYS.learn)));
  const [practised, setPractised] = useState<string | undefined>(undefined);

  const page: Page = {
    live, set,
    notify: (tone, text, actions) => setNotices((list) => [...list.filter((n) => n.text !== text), { id: noticeId++, tone, text, actions }]),
    unnotify: (text) => setNotices((list) => list.filter((n) => n.text !== text)),
  };
  const { select, start } = boardControl(page);
  const { record, keepCurrent, keepOther, switchTo, resume, discard, restart, exportAll, importAll } = gameKeeper({
    now: () => live.current,
    setHistory: set.history, setShelf: set.shelf, setSettings: set.settings, start,
    notify: (tone, text) => page.notify(tone, text),
  });
  const { generateGame, startOwn, startUp, openLink } = gameSources(page, { switchTo, start });
  const player = playerInput(page, { select, record, newPuzzle: () => set.dialog('new') });
  const { playHere } = useSavedGame(page, state, { keepCurrent, keepOther, start });

  useEffect(startUp, []);
  useLearnLinks((id) => { setLesson(id); set.view('learn'); });
  // re-read on opening Learn: an import may have added progress
  useEffect(() => { if (view === 'learn') setLearnProgress(parseLearnProgress(read(KEYS.learn))); }, [view]);
  useEffect(() => { if (lesson && live.current.view !== 'learn') set.view('learn'); }, []);
  // a practice puzzle solved: progress for its technique, kept with the player's data (the
  // Solved dialog then offers more practice and the next lesson, SolvedLearn)
  useEffect(() => {
    if (dialog !== 'solved' || !game) return setPractised(undefined);
    const id = practiceOf(game.puzzle);
    setPractised(id);
    if (!id) return;
    startPractice('', '');
    const next = recordPractice(learnProgress, id, game.hints);
    setLearnProgress(next);
    if (!write(KEYS.learn, makeLearnProgress(next))) set.saveFailed(true);
  }, [dialog]);
  // the techniques hints name, for the Solved dialog's lesson suggestion
  useEffect(() => { const h = state.hint?.hint; if (h?.kind === 'step' && game) noteHint(game.puzzle, h.step.technique, h); }, [state.hint]);
  const practise = (puzzle: string, id: string) => {
    const err = startOwn(puzzle, 'entered');
    if (err) { page.notify('warning', err); return; }
    startPractice(live.current.game?.puzzle ?? puzzle, id);
    set.view('play');
  };
  const morePractice = async (id: string) => {
    set.dialog(null);
    const making = 'Making a practice puzzle…';
    page.notify('info', making);
    const p = await practicePuzzle(id);
    page.unnotify(making);
    if (p) practise(p.puzzle, id);
    else page.notify('warning', 'No practice puzzle could be made in time. Try again, or open the lesson.');
  };
  useClock(page, state);
  useKeys(player.onKey);
  usePasteToPlay(page, startOwn);
  useLinkChanges(page, openLink);

  useEffect(() => {
    if (!write(KEYS.settings, makeSettings(settings))) set.saveFailed(true);
    document.documentElement.dataset.theme = settings.theme;
  }, [settings]);

  async function share(withProgress: boolean) {
    const { game } = live.current;
    set.dialog(null);
    if (!game) return;
    const r = await shareLink(game, withProgress);
    if (r) page.notify('info', r);
  }

  const allNotices = saveFailed ? [{ id: 0, tone: 'warning' as const, text: 'Your progress is not being saved: this browser\'s storage is full or blocked. Export your data from Settings to keep it.', actions: [{ label: 'Export', run: exportAll }] }, ...notices] : notices;

  return (
    <div class={`app digit-style-${settings.digitStyle}${view === 'play' ? ' playing' : ''}`}>
      <TopBar
        statsOpen={view === 'stats'}
        onNew={() => { setEnterError(null); set.dialog('new'); }}
        onStats={() => set.view(view === 'stats' ? 'play' : 'stats')}
        onSettings={() => set.dialog('settings')}
        learnOpen={view === 'learn'}
        onLearn={() => set.view(view === 'learn' ? 'play' : 'learn')}
        onShare={game && !editor ? () => set.dialog('share') : undefined}
      />
      <Notices notices={allNotices} onDismiss={(id) => (id === 0 ? set.saveFailed(false) : setNotices((list) => list.filter((n) => n.id !== id)))} />
      <div class="sr-only" aria-live="polite" data-testid="announcer">{announcement}</div>

      {view === 'learn' ? (
        <LearnLoader
          progress={learnProgress}
          lessonId={lesson}
          onOpen={setLesson}
          onBack={() => set.view('play')}
          onPractise={practise}
        />
      ) : view === 'stats' ? (
        <StatsPage games={history} onBack={() => set.view('play')} onReplay={(r) => { const err = startOwn(r.line ?? r.puzzle, 'entered', r.variant ? { variant: r.variant, tier: r.tier } : undefined); if (err) page.notify('warning', err); }} />
      ) : (
        <PlayArea state={state} page={page} actions={{ ...player, select, playHere, generateGame, startOwn }} />
      )}

      {dialog === 'new' ? (
        <NewGameDialog
          busy={!!busy}
          error={enterError}
          shelf={shelf}
          today={dailyKey(new Date())}
          history={history}
          variant={settings.variant}
          onVariant={(v) => set.settings({ ...live.current.settings, variant: v })}
          onClose={() => set.dialog(null)}
          onGenerate={(t) => { set.dialog(null); void generateGame(t); }}
          onDaily={(t, day) => {
            set.dialog(null);
            void generateGame(t, day);
            // Issue 31: a solved daily opened again was started over without a word.
            if (history.some((r) => r.outcome === 'solved' && r.daily === day && r.tier === t)) page.notify('info', `You have solved this daily puzzle already: here it is again, to play for fun.`);
          }}
          onEnter={(text) => { const e = startOwn(text, 'entered'); setEnterError(e); }}
          onCreate={() => { const kind = isEditorKind(live.current.settings.variant) ? live.current.settings.variant : 'classic'; set.dialog(null); set.hint(null); set.paused(false); set.editorKind(kind); set.editorCages(EMPTY_CAGES); set.editorRegions(BOX_REGIONS); set.editor(new Uint8Array(geometryOf(editorRules(kind)).cells)); select(0); }}
          onRestart={game ? () => { set.dialog(null); if (game.finishedAt === undefined) player.startOver(); else restart(); } : undefined}
          onResume={resume}
          onDiscard={discard}
        />
      ) : null}
      {dialog === 'settings' ? <SettingsDialog settings={settings} onChange={set.settings} onClose={() => set.dialog(null)} onExport={exportAll} onImport={(f) => { set.dialog(null); void importAll(f); }} /> : null}
      {dialog === 'share' && game ? <ShareDialog hasProgress={game.moves.length > 0} onShare={(p) => void share(p)} onClose={() => set.dialog(null)} /> : null}
      {dialog === 'solved' && game ? (
        <SolvedDialog
          game={game}
          history={history}
          onClose={() => set.dialog(null)}
          onNew={() => { set.dialog(null); void generateGame(live.current.lastTier); }}
          onStats={() => { set.dialog(null); set.view('stats'); }}
        >
          <SolvedLearn puzzle={game.puzzle} hints={game.hints} practised={practised} onLesson={(id) => { set.dialog(null); setLesson(id); set.view('learn'); }} onMore={(id) => void morePractice(id)} />
        </SolvedDialog>
      ) : null}
    </div>
  );
}
