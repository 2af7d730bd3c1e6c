/**
 * How the service worker answers a page navigation. A rules reference exists to show new errata,
 * so a page comes from the network whenever the network answers within a few seconds; the
 * precached copy is for when it does not (offline, or a connection too slow to wait for), and an
 * unknown page offline gets the site's own 404 page from the precache, never the browser's
 * "no internet" page. Written against small interfaces so it runs in unit tests without a worker.
 */

/** Long enough for a slow phone connection to answer, short enough that offline-ish feels instant. */
export const NETWORK_TIMEOUT_MS = 2500;

/** The precached page for an unknown URL (the static export writes it as 404.html). */
export const NOT_FOUND_PAGE = '/404.html';

/** The message a page gets when the copy it was shown turns out older than the site's. */
export const PAGE_UPDATED_MESSAGE = 'rules-updated';

export interface PageSources {
  /** The page from the network; rejects when there is none (offline, DNS, refused). */
  network(): Promise<Response>;
  /** The precached response for a path such as `/rules/movement/`, if any. */
  cached(path: string): Promise<Response | undefined>;
  /** Resolves after `ms` milliseconds (a parameter so tests need not wait). */
  wait(ms: number): Promise<void>;
  timeoutMs?: number;
  /**
   * Called when the network answers after the cached copy was already shown, with both responses:
   * the worker compares them, keeps the newer page and tells the open page ("Rules updated").
   */
  arrivedLate?(fresh: Response, shown: Response): Promise<void>;
  /** Keeps the worker alive for work that outlasts the response (FetchEvent.waitUntil). */
  keepAlive?(work: Promise<unknown>): void;
}

/**
 * The precache keys a page URL may be stored under: pages are precached at their folder
 * (`/rules/movement/`), so `/rules/movement` and `/rules/movement/?q=1` find the same page.
 */
export function pageKeys(url: URL): string[] {
  const path = url.pathname;
  if (path.endsWith('/')) return [path];
  // "/404.html" is a file; "/rules/movement" is the folder "/rules/movement/".
  return [path, `${path}/`];
}

const TIMED_OUT: unique symbol = Symbol('timed out');

/** The response for a navigation to `url`: network first, then the precache, then the 404 page. */
export async function networkFirstPage(url: URL, sources: PageSources): Promise<Response> {
  const network = sources.network();
  // The request keeps going after a timeout; its failure then has nobody to report to.
  network.catch(() => undefined);
  const timeout = sources.wait(sources.timeoutMs ?? NETWORK_TIMEOUT_MS).then((): typeof TIMED_OUT => TIMED_OUT);

  const fromCache = async () => {
    for (const key of pageKeys(url)) {
      const hit = await cachedOrNothing(sources, key);
      if (hit) return hit;
    }
    return undefined;
  };

  let answer: Response | typeof TIMED_OUT | undefined;
  try {
    answer = await Promise.race([network, timeout]);
  } catch {
    answer = undefined; // offline
  }
  // A server error is worth less than the page as it was: the host is broken, not the page gone.
  if (answer instanceof Response && answer.status < 500) return answer;

  const cached = await fromCache();
  if (cached) {
    if (answer === TIMED_OUT && sources.arrivedLate) {
      const shown = cached.clone();
      const late = sources.arrivedLate.bind(sources);
      sources.keepAlive?.(network.then((fresh) => late(fresh, shown)).catch(() => undefined));
    }
    return cached;
  }
  if (answer === TIMED_OUT) {
    // Slow, and no copy to fall back on: keep waiting for the network rather than give up.
    try {
      return await network;
    } catch {
      // fall through to the 404 page
    }
  } else if (answer instanceof Response) {
    return answer;
  }
  return notFound(sources);
}

/**
 * A cached copy, or undefined when there is none or the cache cannot be read: Cache Storage can
 * refuse (a store the browser found corrupt, storage evicted mid-read), and a navigation rejected
 * for it was the browser's error page, even with the network answering, slowly or with a 5xx.
 */
async function cachedOrNothing(sources: PageSources, path: string): Promise<Response | undefined> {
  try {
    return await sources.cached(path);
  } catch {
    return undefined;
  }
}

async function notFound(sources: PageSources): Promise<Response> {
  const page = await cachedOrNothing(sources, NOT_FOUND_PAGE);
  if (!page) return new Response('Offline, and this page was never saved for offline use.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // The precached copy was stored with status 200; an unknown page is still a 404.
  return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
}
