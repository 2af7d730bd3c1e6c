import { useEffect, useState } from 'react';

/** What a shared link's query reads as: the page state, or the message shown instead. */
export type LinkRead<T> = { ok: true; state: T } | { ok: false; error: string };

/**
 * A page state kept in the URL, shared by the /calc and /timing islands: a shared link is read once after hydration, then
 * the state's query is mirrored into the address. `copied` says the current link was copied.
 */
export function useUrlState<T>(start: T, read: (search: string) => LinkRead<T>, query: (state: T) => string) {
  const [state, setState] = useState<T>(start);
  const [linkError, setLinkError] = useState<string>();
  const [copied, setCopied] = useState(false);

  // The URL is the state: read it once, then mirror every change into it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    if (!window.location.search) return;
    const parsed = read(window.location.search);
    if (parsed.ok) setState(parsed.state);
    else setLinkError(parsed.error);
  }, []);
  const search = query(state);
  useEffect(() => {
    if (!ready) return; // never overwrite a shared link before it has been read
    window.history.replaceState(null, '', `${window.location.pathname}?${search}`);
    setCopied(false);
  }, [search, ready]);

  const copyLink = () => navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true), () => setCopied(false));
  return { state, setState, linkError, copied, copyLink };
}
