/** Links into Learn mode: `#learn=ID` (the hint panel's lesson link) opens that lesson. */
import { useEffect } from 'preact/hooks';

export function lessonFromHash(hash: string): string | null {
  const m = /^#learn=([a-z0-9-]{1,40})$/.exec(hash);
  return m ? m[1] : null;
}

/** Calls `open` when the address's hash names a lesson, then clears the hash (so Back does not reopen it). */
export function useLearnLinks(open: (id: string) => void): void {
  useEffect(() => {
    const onHash = () => {
      const id = lessonFromHash(location.hash);
      if (!id) return;
      history.replaceState(null, '', location.pathname + location.search);
      open(id);
    };
    onHash();
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
}
