/** History and statistics: solved and abandoned games, and the daily puzzles' calendar and streaks. */
import type { GameRecord } from '../game/stats.js';
import { lostToMistakes } from '../game/shelf.js';
import { formatPace, formatTime, summarise } from '../game/stats.js';
import { dailyKey, dailyStreaks } from '../game/daily.js';
import { tierLabel } from './tiers.js';
import { VARIANTS, variantLabel } from '../game/variants.js';
import { Icon } from './icons.js';

const ORDER = ['easy', 'medium', 'hard', 'expert', 'extreme', 'diabolical', 'beyond', 'unrated'];
const time = (ms: number) => (Number.isNaN(ms) ? '–' : formatTime(ms));

/** "You take 0.8× the expected time on Hard (3 games)." */
function paceSentence(tier: string, ratio: number, games: number): string {
  return `You take ${formatPace(ratio)} the expected time on ${tierLabel(tier)} (${games === 1 ? '1 game' : `median of ${games} games`}).`;
}

/** The current month, one square per day, filled where a daily puzzle was solved. */
function Calendar({ days, today }: { days: Set<string>; today: Date }) {
  const y = today.getFullYear();
  const m = today.getMonth();
  const count = new Date(y, m + 1, 0).getDate();
  const lead = (new Date(y, m, 1).getDay() + 6) % 7; // weeks start on Monday
  // Weekday initials over the columns (Monday first), so a month that starts late reads right.
  const cells = ['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((d, k) => <span key={`w${k}`} class="weekday" aria-hidden="true">{d}</span>);
  for (let k = 0; k < lead; k++) cells.push(<span key={`l${k}`} class="day blank" />);
  for (let d = 1; d <= count; d++) {
    const key = dailyKey(new Date(y, m, d));
    const played = days.has(key);
    cells.push(<span key={key} class={`day${played ? ' played' : ''}${d === today.getDate() ? ' today' : ''}`} title={key} aria-label={`${key}${played ? ', daily solved' : ''}`}>{d}</span>);
  }
  return (
    <div class="calendar" role="img" aria-label={`Daily puzzles solved in ${today.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}: ${[...days].filter((d) => d.startsWith(dailyKey(today).slice(0, 7))).length}`}>
      {cells}
    </div>
  );
}

export function StatsPage({ games, onBack, onReplay }: { games: readonly GameRecord[]; onBack(): void; onReplay(record: GameRecord): void }) {
  // Classic first, then each variant in menu order; levels in order within each.
  const vrank = (v?: string) => (v ? VARIANTS.findIndex((x) => x.id === v) + 1 || VARIANTS.length + 1 : 0);
  const rows = summarise(games).sort((a, b) => vrank(a.variant) - vrank(b.variant) || ORDER.indexOf(a.tier) - ORDER.indexOf(b.tier));
  const rowName = (r: { tier: string; variant?: string }) => `${r.variant ? `${variantLabel(r.variant)} · ` : ''}${r.tier === 'unrated' ? 'Unrated' : tierLabel(r.tier)}`;
  const recent = games.slice(-20).reverse();
  const solved = games.filter((g) => g.outcome === 'solved');
  const now = new Date();
  const streaks = dailyStreaks(games, dailyKey(now));
  return (
    <section class="stats-page" aria-labelledby="stats-title">
      <header class="page-head">
        <button type="button" class="icon-button" aria-label="Back to the game" onClick={onBack}><Icon name="back" /></button>
        <h2 id="stats-title">Statistics</h2>
      </header>
      {games.length === 0 ? (
        <p class="muted">No finished games yet. Solve a puzzle and it will show up here.</p>
      ) : (
        <>
          <div class="stat-cards">
            <div class="stat-card"><span class="stat-number">{solved.length}</span><span class="stat-label">solved</span></div>
            <div class="stat-card"><span class="stat-number">{solved.filter((g) => g.hints === 0).length}</span><span class="stat-label">without hints</span></div>
            <div class="stat-card"><span class="stat-number">{games.length - solved.length}</span><span class="stat-label">abandoned</span></div>
            {games.some(lostToMistakes) ? <div class="stat-card"><span class="stat-number">{games.filter(lostToMistakes).length}</span><span class="stat-label">lost to mistakes</span></div> : null}
          </div>
          <table class="stats-table">
            <caption>By variant and level</caption>
            <thead><tr><th scope="col">Level</th><th scope="col">Solved</th><th scope="col">Best</th><th scope="col"><abbr title="Average">Avg.</abbr></th><th scope="col"><abbr title="Your time over the expected time (median)">Pace</abbr></th><th scope="col">No hints</th><th scope="col"><abbr title="Abandoned">Given up</abbr></th></tr></thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.variant}|${r.tier}`}><th scope="row">{rowName(r)}</th><td>{r.played}</td><td>{time(r.bestMs)}</td><td>{time(r.averageMs)}</td><td>{formatPace(r.paceRatio)}</td><td>{r.noHints}</td><td>{r.abandoned}</td></tr>
              ))}
            </tbody>
          </table>
          {rows.some((r) => r.paced) ? (
            <ul class="pace" data-testid="pace">
              {rows.filter((r) => r.paced).map((r) => (
                <li key={`${r.variant}|${r.tier}`}>{paceSentence(r.tier, r.paceRatio, r.paced)}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <h3>Daily puzzles</h3>
      <p data-testid="streak">Streak: {streaks.current} {streaks.current === 1 ? 'day' : 'days'} · best {streaks.best}</p>
      <Calendar days={streaks.days} today={now} />
      {recent.length ? (
        <>
          <h3>Recent games</h3>
          <ol class="recent">
            {recent.map((g, k) => (
              <li key={k}>
                <span class="recent-date">{new Date(g.finishedAt).toLocaleDateString()}</span>
                <span>{g.variant ? `${variantLabel(g.variant)} · ` : ''}{g.tier ? tierLabel(g.tier) : 'Unrated'}{g.daily ? ' · daily' : ''}</span>
                <span>{g.outcome === 'solved' ? formatTime(g.timeMs) : 'abandoned'}</span>
                <span>{g.hints} {g.hints === 1 ? 'hint' : 'hints'}</span>
                {/* A variant's record from before its line was kept has its givens only, not its cages or regions. */}
                {g.variant && !g.line ? <span /> : <button type="button" class="link" onClick={() => onReplay(g)}>Play again</button>}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
