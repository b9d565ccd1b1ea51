/** The Learn page, loaded on demand: its lessons and examples stay out of the first load. */
import { useEffect, useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import type { LearnPageProps } from './learn/LearnPage.js';

let loaded: FunctionComponent<LearnPageProps> | null = null;

export function LearnLoader(props: LearnPageProps) {
  const [Page, setPage] = useState<FunctionComponent<LearnPageProps> | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Page) return;
    import('./learn/LearnPage.js').then((m) => { loaded = m.default; setPage(() => m.default); }, () => setFailed(true));
  }, []);
  if (failed) return <p class="learn-page">The lessons could not be loaded. Check the connection and open Learn again.</p>;
  return Page ? <Page {...props} /> : <p class="learn-page muted">Loading the lessons…</p>;
}
