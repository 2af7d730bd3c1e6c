import { useEffect, useRef, useState } from 'react';
import { queryAddress } from '@/lib/input/link-address';
import { linkTooLong } from '@/lib/input/link-length';
import { holdsState } from '@/lib/input/link-query';
import { whenHydrated } from './Deferred';

/** What a shared link's query reads as: the page state, or the message shown instead. */
export type LinkRead<T> = { ok: true; state: T } | { ok: false; error: string };

/**
 * A page state kept in the URL, shared by the /calc and /timing islands: a shared link is read once after hydration, then
 * the state's query is mirrored into the address (a plain visit's bare address is left as it is until
 * the first edit). `copied` says the current link was copied.
 */
export function useUrlState<T>(start: T, read: (search: string) => LinkRead<T>, query: (state: T) => string) {
  const [state, setState] = useState<T>(start);
  const [linkError, setLinkError] = useState<string>();
  const [copied, setCopied] = useState(false);

  // The URL is the state: read it once, then mirror every change into it. The first run reads the
  // link in the same effect that mirrors, so a plain visit renders once (the hydration) and no more:
  // a second render of the whole app would be a second long task at load.
  const linkRead = useRef(false);
  const search = query(state);
  // A state too long for a link is kept on the page, not written (lib/input/link-length.ts).
  const tooLong = linkTooLong(search);
  useEffect(() => {
    const replace = (q: string) => window.history.replaceState(null, '', queryAddress(q));
    if (!linkRead.current) {
      linkRead.current = true;
      // A plain visit's address (no query) already opens the start: writing the start's query into
      // it would be a same-document navigation at load (the browser's history entry update and its
      // message to the browser process: up to 27 ms CPU at 4x, with Preact's effects) that changes
      // nothing a reload or a shared copy of the address would show. The first edit writes it.
      if (!window.location.search) return;
      // A link with only tracking parameters (`/calc/?fbclid=…`) holds no state: the page opens as from a plain visit.
      const link = holdsState(window.location.search) ? read(window.location.search) : undefined;
      if (link?.ok) {
        // Never overwrite a shared link with the start's query: mirror the state it reads as.
        const state = link.state;
        whenHydrated(() => {
          setState(state);
          replace(query(state));
        });
        return;
      }
      if (link) {
        // The link stays in the address bar beside its message, to be read and mended, until the first edit.
        setLinkError(link.error);
        return;
      }
    }
    setCopied(false);
    if (!tooLong) replace(search);
  }, [search]);

  // The state's link, not the address: that may still be a shared link the page could not read.
  const copyLink = () => {
    if (!tooLong) void navigator.clipboard?.writeText(new URL(queryAddress(search), window.location.href).href).then(() => setCopied(true), () => setCopied(false));
  };
  return { state, setState, linkError: tooLong ?? linkError, copied, copyLink };
}
