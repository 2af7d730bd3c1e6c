/**
 * The reader script: the only JavaScript of a reading page (bundled by scripts/prebuild.ts into
 * public/reader/). It binds to the header the root layout renders; the search engine runs in a
 * worker of its own (lib/search/worker.ts), started once the page is idle. Loaded as an async
 * module: it runs in a task of its own as soon as it is in, not in the task that ends the parsing
 * and dispatches the load event (with the browser's own work there, a tap's wait of 100+ ms on the
 * bench's phone). Its listeners sit on the document and find their elements when they fire, so it
 * may run before the parser has reached them.
 */
import { showPendingHighlight } from './highlight-link';
import { bindSearchBox } from './search-box';
import { whenQuiet } from './quiet';
import { whenParsed } from './when-parsed';
import { listenForUpdates, registerServiceWorker } from './service-worker';
import { onShareClick } from './share-links';
import { onThemeClick } from './theme';

/** How long the reader has not typed or tapped before the offline precache starts. */
const PRECACHE_QUIET_MS = 3000;

document.addEventListener('click', onThemeClick);
document.addEventListener('click', onShareClick);
listenForUpdates();
// The offline precache (the whole site, 4 MB) waits for the search index, so that on a first visit
// over a slow network the index is not sharing the line with it, and then for the reader to pause,
// so that it does not slow the first searches and the pages they open.
void bindSearchBox().then(() => whenQuiet(PRECACHE_QUIET_MS, registerServiceWorker, document, window));
// A search result opened this page at its sentence: mark it once the page is parsed, in a task of its
// own (a first sessionStorage access is slow on a phone).
whenParsed(showPendingHighlight);
// A short link past an entry's rules lands on the not-found page, which can say what the number is
// not; its code is a chunk of its own, loaded only at such a path.
if (location.pathname.startsWith('/r/')) whenParsed(() => void import('./short-link-miss').then((m) => m.showShortLinkMiss(document, location.pathname)));
