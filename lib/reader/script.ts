import { workerUrl } from '../site/worker-urls';

/** Where scripts/prebuild.ts writes the reader bundle, and the URL the root layout loads it from. */
export const READER_DIR = 'public/reader';
export const READER_SCRIPT = '/reader/main.js';
/** The search worker, built next to the reader script (a classic worker script, loaded after the page), named by its hash (lib/site/worker-urls.ts). */
export const SEARCH_WORKER_NAME = 'search-worker';
export const SEARCH_WORKER = workerUrl('/reader', SEARCH_WORKER_NAME);
/** The quick search worker (titles and numbers until the full index is in), built next to the reader script. */
export const QUICK_WORKER_NAME = 'quick-worker';
export const QUICK_WORKER = workerUrl('/reader', QUICK_WORKER_NAME);
