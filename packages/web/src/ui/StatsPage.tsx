/** History and statistics of finished games. */
import type { FinishedGame } from '../game/stats.js';
import { formatTime, summarise } from '../game/stats.js';
import { tierLabel } from './tiers.js';
import { Icon } from './icons.js';

const ORDER = ['easy', 'medium', 'hard', 'expert', 'extreme', 'diabolical', 'beyond', 'unrated'];

export function StatsPage({ games, onBack, onReplay }: { games: readonly FinishedGame[]; onBack(): void; onReplay(puzzle: string): void }) {
  const rows = summarise(games).sort((a, b) => ORDER.indexOf(a.tier) - ORDER.indexOf(b.tier));
  const recent = games.slice(-20).reverse();
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
            <div class="stat-card"><span class="stat-number">{games.length}</span><span class="stat-label">solved</span></div>
            <div class="stat-card"><span class="stat-number">{games.filter((g) => g.hints === 0).length}</span><span class="stat-label">without hints</span></div>
            <div class="stat-card"><span class="stat-number">{formatTime(Math.min(...games.map((g) => g.timeMs)))}</span><span class="stat-label">fastest</span></div>
          </div>
          <table class="stats-table">
            <caption>By difficulty</caption>
            <thead><tr><th scope="col">Difficulty</th><th scope="col">Solved</th><th scope="col">Best</th><th scope="col">Average</th><th scope="col">No hints</th></tr></thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.tier}><th scope="row">{r.tier === 'unrated' ? 'Unrated' : tierLabel(r.tier)}</th><td>{r.played}</td><td>{formatTime(r.bestMs)}</td><td>{formatTime(r.averageMs)}</td><td>{r.noHints}</td></tr>
              ))}
            </tbody>
          </table>
          <h3>Recent games</h3>
          <ol class="recent">
            {recent.map((g, k) => (
              <li key={k}>
                <span class="recent-date">{new Date(g.finishedAt).toLocaleDateString()}</span>
                <span>{g.tier ? tierLabel(g.tier) : 'Unrated'}</span>
                <span>{formatTime(g.timeMs)}</span>
                <span>{g.hints} {g.hints === 1 ? 'hint' : 'hints'}</span>
                <button type="button" class="link" onClick={() => onReplay(g.puzzle)}>Play again</button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
