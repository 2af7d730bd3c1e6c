/**
 * The hashed chunks (lib/site/bundles.ts `chunkNames`) of the version before the one a new service
 * worker brings. The new worker takes over the pages still open at once (skipWaiting, clientsClaim)
 * and then drops from its precache what its own version lacks; a page of the earlier version that
 * loads one of its chunks later (the marking code, when a search result on the same page is
 * tapped) asked for a file neither the precache nor the site held any more: 404, and the import
 * failed; so did the worker such a page starts late (the odds worker, ./worker-urls.ts). So the
 * new worker copies them aside when it installs, and serves them to those pages.
 */
import { HASHED_FILE } from './hashed-names';

export const EARLIER_CHUNKS_CACHE = 'chunks-of-the-version-before';

/** A chunk's or a worker's path: its name is its content's hash (./hashed-names.ts), so one copy is as good as another. */
const HASHED_PATH = new RegExp(`^/(?:reader|islands)/${HASHED_FILE}$`);
export const isHashedChunk = (pathname: string): boolean => HASHED_PATH.test(pathname);
