/**
 * The search worker (bundled by scripts/prebuild.ts into public/reader/search-worker.js, a classic
 * worker script): fetches and parses the shipped indexes and builds their searchers as soon as the
 * page starts it, then answers the page's queries. See ./remote.ts for the protocol.
 */
import { createSearcher } from './engine';
import { serveSearch, type SearchReply, type SearchRequest } from './remote';
import { INDEX_PATH, type ShippedIndex } from './shipped';
import { TITLES_INDEX_PATH } from './titles';

// The worker's global scope; the project's types are the page's (lib "dom"), hence the narrowing.
const scope = self as unknown as { postMessage(reply: SearchReply): void; onmessage: ((event: { data: SearchRequest }) => void) | null };

const load = (path: string) => () =>
  fetch(path)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<ShippedIndex>;
    })
    .then(createSearcher);

// The titles index first (a quarter of the size: it answers a query typed early), then the full one.
const answer = serveSearch([load(TITLES_INDEX_PATH), load(INDEX_PATH)], (reply) => scope.postMessage(reply));
scope.onmessage = (event) => answer(event.data);
