/** The header: the name and the three menu buttons. */
import { Icon } from './icons.js';

interface TopBarProps {
  statsOpen: boolean;
  onNew(): void;
  onStats(): void;
  onSettings(): void;
  learnOpen?: boolean;
  onLearn?: () => void;
  onShare?: () => void;
}

export function TopBar({ statsOpen, onNew, onStats, onSettings, onShare, learnOpen, onLearn }: TopBarProps) {
  return (
    <header class="topbar">
      <h1 class="brand">sudokit</h1>
      <nav class="menu" aria-label="Game menu">
        <button type="button" class="menu-button" onClick={onNew}><Icon name="plus" /><span>New</span></button>
        {onShare ? <button type="button" class="menu-button" onClick={onShare}><Icon name="share" /><span>Share</span></button> : null}
        {onLearn ? <button type="button" class="menu-button" aria-pressed={!!learnOpen} onClick={onLearn}><Icon name="hint" /><span>Learn</span></button> : null}
        <button type="button" class="menu-button" aria-pressed={statsOpen} onClick={onStats}><Icon name="chart" /><span>Stats</span></button>
        <button type="button" class="menu-button" onClick={onSettings}><Icon name="gear" /><span>Settings</span></button>
      </nav>
    </header>
  );
}
