/**
 * The search worker (bundled by scripts/prebuild.ts into public/reader/search-worker.js, a classic
 * worker script): fetches and parses the shipped index and builds its searcher as soon as the page
 * starts it, then answers the page's queries. See ./remote.ts for the protocol. Until it is ready
 * the page answers from the quick index (./quick.ts) itself: this worker is busy building for a
 * second or more on a phone, and a query sent meanwhile would wait for all of it.
 */
import { createSearcher, type Searcher } from './engine';
import { serveSearch, type SearchReply, type SearchRequest } from './remote';
import { INDEX_PATH, type ShippedIndex } from './shipped';

// The worker's global scope; the project's types are the page's (lib "dom"), hence the narrowing.
const scope = self as unknown as { postMessage(reply: SearchReply): void; onmessage: ((event: { data: SearchRequest }) => void) | null };

/**
 * One query before saying ready: the first search through fresh code runs several times slower
 * than the next (the engine is compiled as it first runs), and the player's first query should not
 * pay for that. Caches only: the answers are the same either way.
 */
const WARM_UP_QUERY = 'how many ships can move through a wormhole';

const load = (path: string) => (): Promise<Searcher> =>
  fetch(path)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<ShippedIndex>;
    })
    .then((shipped) => {
      const searcher = createSearcher(shipped);
      searcher.search(WARM_UP_QUERY);
      return searcher;
    });

const answer = serveSearch([load(INDEX_PATH)], (reply) => scope.postMessage(reply));
scope.onmessage = (event) => answer(event.data);
