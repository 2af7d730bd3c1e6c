/**
 * The reader script: the only JavaScript of a reading page (bundled by scripts/prebuild.ts into
 * public/reader/). It binds to the header the root layout renders; the search engine is a chunk of
 * its own, loaded on first use. Loaded as a module, so it runs once the document is parsed.
 */
import { showPendingHighlight } from './highlight-link';
import { bindSearchBox } from './search-box';
import { registerServiceWorker } from './service-worker';
import { onShareClick } from './share-links';
import { onThemeClick } from './theme';

document.addEventListener('click', onThemeClick);
document.addEventListener('click', onShareClick);
bindSearchBox();
registerServiceWorker();
// A search result opened this page at its sentence: mark it.
showPendingHighlight();
