/**
 * The reader script: the only JavaScript of a reading page (bundled by scripts/prebuild.ts into
 * public/reader/). It binds to the header the root layout renders; the search engine runs in a
 * worker of its own (lib/search/worker.ts), started once the page is idle. Loaded as a module, so
 * it runs once the document is parsed.
 */
import { showPendingHighlight } from './highlight-link';
import { bindSearchBox } from './search-box';
import { registerServiceWorker } from './service-worker';
import { onShareClick } from './share-links';
import { onThemeClick } from './theme';

document.addEventListener('click', onThemeClick);
document.addEventListener('click', onShareClick);
// The offline precache (the whole site, 4 MB) waits for the search index, so that on a first visit
// over a slow network the index is not sharing the line with it.
void bindSearchBox().then(registerServiceWorker);
// A search result opened this page at its sentence: mark it.
showPendingHighlight();
