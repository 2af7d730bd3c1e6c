/**
 * Taking a search result to its sentence: the result link carries the snippet as a URL text
 * fragment (`/rules/movement#49.4:~:text=The%20ship,value.`), which browsers that know them
 * scroll to and highlight by themselves; and the reader remembers the sentence for the next page
 * (sessionStorage), whose reader script marks it in the rule and scrolls it into view
 * (./highlight.ts), so every browser lands on it, and on the right rule if the words repeat.
 */

/** The sentence a search result asked the next page to highlight. */
export interface PendingHighlight {
  /** The page's path, without a trailing slash. */
  path: string;
  /** The anchor of the rule or ruling that holds it ('' for the page's lead). */
  id: string;
  quote: string;
  /** When it was asked (ms since the epoch): a highlight older than HIGHLIGHT_TTL_MS is dropped. */
  at: number;
}

export const HIGHLIGHT_KEY = 'rules-companion:highlight';
export const HIGHLIGHT_TTL_MS = 30_000;
// Up to this many words the text fragment names the whole quote, beyond it its first and last words.
const WHOLE_WORDS = 8;
const END_WORDS = 4;

/** A text fragment term: percent-encoded, with the characters the directive's syntax uses (`-`, `,`, `&`) encoded too. */
export function fragmentTerm(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D');
}

/** `url` with a text fragment for `quote` (its first and last words when it is long); `url` itself when there is no quote. */
export function textFragmentUrl(url: string, quote: string): string {
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return url;
  const directive =
    words.length <= WHOLE_WORDS
      ? fragmentTerm(words.join(' '))
      : `${fragmentTerm(words.slice(0, END_WORDS).join(' '))},${fragmentTerm(words.slice(-END_WORDS).join(' '))}`;
  return `${url}${url.includes('#') ? '' : '#'}:~:text=${directive}`;
}

/** A path without its trailing slash, so `/rules/movement/` and `/rules/movement` are one page. */
export function pagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The highlight a result at `url` asks for (url as the index has it: `/rules/movement#49.4`). */
export function pendingFor(url: string, quote: string, at: number): PendingHighlight {
  const hash = url.indexOf('#');
  const path = hash < 0 ? url : url.slice(0, hash);
  return { path: pagePath(path.split('?')[0]!), id: hash < 0 ? '' : decodeURIComponent(url.slice(hash + 1)), quote, at };
}

/** Reads a stored highlight back, or undefined for anything malformed or stale. */
export function parsePending(stored: string | null, now: number): PendingHighlight | undefined {
  if (!stored) return undefined;
  try {
    const p = JSON.parse(stored) as Partial<PendingHighlight>;
    const fresh = typeof p.at === 'number' && now - p.at >= 0 && now - p.at <= HIGHLIGHT_TTL_MS;
    if (typeof p.path !== 'string' || typeof p.id !== 'string' || typeof p.quote !== 'string' || !fresh) return undefined;
    return { path: p.path, id: p.id, quote: p.quote, at: p.at! };
  } catch {
    return undefined;
  }
}

/** Storage can be missing or refuse (private modes, quotas): a highlight is a bonus, never an error. */
export function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the sentence of the result being opened, for the page it opens. */
export function rememberHighlight(url: string, quote: string): void {
  try {
    storage()?.setItem(HIGHLIGHT_KEY, JSON.stringify(pendingFor(url, quote, Date.now())));
  } catch {
    // Full or refused: the text fragment still does the job where the browser supports it.
  }
}

/**
 * The highlight asked for this page, taken (so a reload does not repeat it); undefined when none
 * is, or it is for a page still loading (a result on another page, just tapped).
 */
export function takePendingHighlight(path: string, now: number): PendingHighlight | undefined {
  const store = storage();
  const stored = store?.getItem(HIGHLIGHT_KEY) ?? null;
  if (!stored) return undefined;
  const pending = parsePending(stored, now);
  if (pending && pending.path !== pagePath(path)) return undefined;
  store?.removeItem(HIGHLIGHT_KEY);
  return pending;
}

/** Marks and shows the sentence a search result asked this page for, if any (the marking code is a chunk of its own). */
export function showPendingHighlight(): void {
  const pending = takePendingHighlight(location.pathname, Date.now());
  if (pending) void import('./highlight').then((m) => m.showHighlight(pending));
}
