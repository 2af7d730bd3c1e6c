/**
 * What the static export is built from, relative to the repository's root: what `npm start`
 * fingerprints (./stale.ts) to tell whether out/ must be built again.
 */
export const BUILD_INPUTS = [
  'app',
  'lib',
  'content',
  'public',
  'next.config.mjs',
  'serwist.config.mjs',
  'postcss.config.mjs',
  'package.json',
  'package-lock.json',
  'scripts/prebuild.ts',
  'scripts/postbuild.ts',
];

/**
 * What the build itself writes among its inputs (git ignores them too): the search indexes, the
 * reader's and the islands' bundles, made again from lib/ and content/ by every build.
 */
export const BUILD_OUTPUTS_IN_INPUTS = [/^public\/search-index[^/]*\.json$/, /^public\/sw\.js$/, /^public\/reader\//, /^public\/islands\//];

/**
 * The file the build writes last into out/ (scripts/postbuild.ts) and removes first
 * (scripts/prebuild.ts): the fingerprint of the inputs it was built from. A dotfile, so the server
 * never serves it (lib/serve/request-path.ts) and the service worker never precaches it.
 */
export const BUILD_STAMP = 'out/.build-inputs';
