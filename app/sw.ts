/// <reference lib="webworker" />
import { Serwist, type PrecacheEntry } from 'serwist';
import { EARLIER_CHUNKS_CACHE, isHashedChunk } from '../lib/site/earlier-chunks';
import { networkFirstPage, PAGE_UPDATED_MESSAGE } from '../lib/site/network-first';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  precacheOptions: {
    // Two downloads at a time, not Serwist's ten: the offline copy (760 files) is background work,
    // and on a slow phone it should leave the CPU to the reader, who may be searching meanwhile
    // (each response costs the worker's thread time; fewer at once, fewer per second).
    concurrency: 2,
    // "/rules/movement" and "/rules/movement/?x" are the same precached page.
    ignoreURLParametersMatching: [/.*/],
    urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/`, url)]),
  },
});

/**
 * Pages the network delivered too late to be shown, newer than the precached copy. Preferred to the
 * precache when the network is slow again (so "Reload" shows them); emptied when a new worker
 * activates, since its precache is at least as new.
 */
const LATE_PAGES = 'pages-arrived-late';

async function cachedPage(path: string): Promise<Response | undefined> {
  const late = await (await caches.open(LATE_PAGES)).match(path);
  return late ?? (await serwist.matchPrecache(path));
}

/** A page came in after its cached copy was shown: keep it if it differs, and tell the page. */
async function keepLatePage(path: string, clientId: string, fresh: Response, shown: Response): Promise<void> {
  if (fresh.status !== 200 || fresh.type !== 'basic') return;
  const [freshText, shownText] = await Promise.all([fresh.clone().text(), shown.text()]);
  if (freshText === shownText) return;
  await (await caches.open(LATE_PAGES)).put(path, fresh);
  (await self.clients.get(clientId))?.postMessage({ type: PAGE_UPDATED_MESSAGE });
}

// Pages: from the network when it answers within a few seconds (a returning user sees a new
// deploy's rules on the first navigation), from the cache otherwise, and the site's 404 page for
// an unknown URL offline. Everything else (scripts, styles, the search index) is precached.
// Registered before Serwist's own listener, which would otherwise answer pages from the precache.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.stopImmediatePropagation();
  const { request } = event;
  const url = new URL(request.url);
  event.respondWith(
    networkFirstPage(url, {
      // no-cache: revalidate with the server even where a host lets browsers cache HTML for minutes.
      network: () => fetch(new Request(request, { cache: 'no-cache' })),
      cached: cachedPage,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      arrivedLate: (fresh, shown) => keepLatePage(url.pathname, event.resultingClientId, fresh, shown),
      keepAlive: (work) => event.waitUntil(work),
    }),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(caches.delete(LATE_PAGES)));

/**
 * While this worker installs, the precache still holds the version before it: its hashed chunks are
 * copied aside (those of older versions dropped), for the pages of that version still open once
 * this worker has taken over (lib/site/earlier-chunks.ts).
 */
async function keepEarlierChunks(): Promise<void> {
  const precache = await caches.open(serwist.precacheStrategy.cacheName);
  await caches.delete(EARLIER_CHUNKS_CACHE);
  const earlier = await caches.open(EARLIER_CHUNKS_CACHE);
  for (const request of await precache.keys()) {
    const url = new URL(request.url);
    const response = isHashedChunk(url.pathname) ? await precache.match(request) : undefined;
    if (response) await earlier.put(url.origin + url.pathname, response);
  }
}

self.addEventListener('install', (event) => event.waitUntil(keepEarlierChunks()));

// A chunk this version's precache lacks: the version before's copy, else the network.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !isHashedChunk(url.pathname) || serwist.getPrecacheKeyForUrl(url.pathname)) return;
  event.stopImmediatePropagation();
  event.respondWith((async () => (await (await caches.open(EARLIER_CHUNKS_CACHE)).match(url.origin + url.pathname)) ?? fetch(event.request))());
});

serwist.addEventListeners();
