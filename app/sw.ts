/// <reference lib="webworker" />
import { Serwist, type PrecacheEntry } from 'serwist';
import { networkFirstPage } from '../lib/site/network-first';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  precacheOptions: {
    // "/rules/movement" and "/rules/movement/?x" are the same precached page.
    ignoreURLParametersMatching: [/.*/],
    urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/`, url)]),
  },
});

// Pages: from the network when it answers within a few seconds (a returning user sees a new
// deploy's rules on the first navigation), from the precache otherwise, and the site's 404 page
// for an unknown URL offline. Everything else (scripts, styles, the search index) is precached.
// Registered before Serwist's own listener, which would otherwise answer pages from the precache.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.stopImmediatePropagation();
  const { request } = event;
  event.respondWith(
    networkFirstPage(new URL(request.url), {
      // no-cache: revalidate with the server even where a host lets browsers cache HTML for minutes.
      network: () => fetch(new Request(request, { cache: 'no-cache' })),
      cached: (path) => serwist.matchPrecache(path),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  );
});

serwist.addEventListeners();
