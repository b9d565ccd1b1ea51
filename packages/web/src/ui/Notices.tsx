/** Messages to the player above the board: information fades, warnings stay until dismissed. */
import { useEffect } from 'preact/hooks';
import { Icon } from './icons.js';

export interface NoticeAction {
  label: string;
  run(): void;
}

export interface Notice {
  id: number;
  tone: 'info' | 'warning';
  text: string;
  actions?: NoticeAction[];
}

function NoticeRow({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  useEffect(() => {
    if (notice.tone !== 'info' || notice.actions?.length) return;
    const id = setTimeout(onDismiss, 8000);
    return () => clearTimeout(id);
  }, [notice.id]);
  return (
    <div class={`notice ${notice.tone}`} role={notice.tone === 'warning' ? 'alert' : 'status'}>
      <span>{notice.text}</span>
      {notice.actions?.map((a) => <button key={a.label} type="button" class="notice-action" onClick={() => { a.run(); onDismiss(); }}>{a.label}</button>)}
      <button type="button" class="icon-button" aria-label="Dismiss" onClick={onDismiss}><Icon name="close" size={16} /></button>
    </div>
  );
}

export function Notices({ notices, onDismiss }: { notices: readonly Notice[]; onDismiss(id: number): void }) {
  if (!notices.length) return null;
  return <div class="notices">{notices.map((n) => <NoticeRow key={n.id} notice={n} onDismiss={() => onDismiss(n.id)} />)}</div>;
}
