/**
 * The quick search worker (bundled by scripts/prebuild.ts into public/reader/quick-worker.js, a
 * classic worker script): parses the quick index (./quick.ts) the page hands it, builds and warms
 * its searcher, and answers the page's queries from it until the full index's worker (./worker.ts)
 * is ready. Off the main thread: the parse alone was a task of 30-40 ms on a slowed phone, and
 * the searcher's first search (compiled as it runs) as long again, each a tap's wait.
 */
import { createQuickSearcher, unpackQuickIndex, type QuickIndexFile } from './quick';
import type { QuickIndexMessage } from './quick-client';
import { serveSearch, type SearchReply, type SearchRequest } from './remote';

// The worker's global scope; the project's types are the page's (lib "dom"), hence the narrowing.
const scope = self as unknown as { postMessage(reply: SearchReply): void; onmessage: ((event: { data: SearchRequest | QuickIndexMessage }) => void) | null };

/**
 * Searched once before saying ready, so the reader's first query does not pay for compiling the
 * searcher. Its words run the common paths, the games' names' patterns included ("tactical" might
 * start one: see game-names.ts).
 */
const WARM_UP_QUERY = 'space combat retreat tactical action';

let deliver!: (bytes: ArrayBuffer | null) => void;
const delivered = new Promise<ArrayBuffer | null>((resolve) => (deliver = resolve));

const load = async () => {
  const bytes = await delivered;
  if (!bytes) throw new Error('no quick index');
  const file = JSON.parse(new TextDecoder().decode(bytes)) as QuickIndexFile;
  const searcher = createQuickSearcher(unpackQuickIndex(file).index());
  searcher.search(WARM_UP_QUERY);
  return searcher;
};

const answer = serveSearch([load], (reply) => scope.postMessage(reply));
scope.onmessage = ({ data }) => ('quickIndex' in data ? deliver(data.quickIndex) : answer(data));
