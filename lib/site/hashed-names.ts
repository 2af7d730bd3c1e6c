/**
 * The file names esbuild gives by content hash (lib/site/bundles.ts): the chunks split out of the
 * reader and the islands (`chunk-[hash]`) and the workers (`[name]-[hash]`: `odds-worker-5PQX2D7K.js`).
 * A new build of other code means a new name, so a copy of one is as good as another, whatever
 * version it came with. The entries the pages load (`/reader/main.js`, `/islands/calc.js`) keep
 * fixed names.
 */

/** A worker's name: words joined by dashes, the last `worker`. */
const WORKER_NAME = '[a-z]+(?:-[a-z]+)*-worker';
/** esbuild's `[hash]`: 8 characters of base32. */
const HASH = '[A-Z0-9]{8}';

/** A file named `name` (a regular expression's source) and hashed. */
const hashed = (name: string) => `${name}-${HASH}\\.js`;

/** The last part of a hashed file's path, as a regular expression's source. */
export const HASHED_FILE = hashed(`(?:chunk|${WORKER_NAME})`);

/** A hashed worker file's path: the name before the hash in group 1. */
export const HASHED_WORKER_FILE = new RegExp(`/${hashed(`(${WORKER_NAME})`)}$`);
