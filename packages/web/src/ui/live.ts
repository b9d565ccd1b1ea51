/**
 * Page state that handlers read as it is now, not as of the last render: two key presses can
 * arrive before the next render, and each must see what the one before it did. One object,
 * one setter per field (value or updater), the ref always current.
 */
import { useRef, useState } from 'preact/hooks';

export type Setter<T> = (v: T | ((prev: T) => T)) => void;
export type Setters<S> = { [K in keyof S]-?: Setter<S[K]> };

export function useLive<S extends object>(initial: () => S): { state: S; live: { current: S }; set: Setters<S> } {
  const [state, setState] = useState<S>(initial);
  const live = useRef<S>(state);
  const set = useRef<Setters<S> | null>(null);
  if (!set.current) {
    set.current = new Proxy({} as Setters<S>, {
      get: (cache, key: string) => ((cache as Record<string, Setter<unknown>>)[key] ??= (v) => {
        const prev = (live.current as Record<string, unknown>)[key];
        const next = typeof v === 'function' ? (v as (p: unknown) => unknown)(prev) : v;
        if (Object.is(next, prev)) return;
        live.current = { ...live.current, [key]: next };
        setState(live.current);
      }),
    });
  }
  return { state, live, set: set.current };
}
