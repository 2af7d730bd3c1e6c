// @ts-check
/**
 * The service worker precaches the whole static export (out/) so that every page, the search
 * index and the calculators work offline after the first visit. Run after `next build` by
 * scripts/postbuild.ts (`serwist build`), when out/ holds the final files.
 */
/** @type {import('@serwist/cli').BuildOptions} */
export default {
  swSrc: 'app/sw.ts',
  swDest: 'out/sw.js',
  globDirectory: 'out',
  // Pages, scripts, styles, the search index, the manifest and icons. Next's RSC payloads (*.txt)
  // are left out: offline, its router falls back to loading the (precached) page itself.
  globPatterns: ['**/*.{html,js,css,json,svg,png,ico,webmanifest}'],
  // Next's own scripts too: scripts/postbuild.ts strips them from every page (islands replace them).
  globIgnores: ['sw.js', '404/**', '_next/static/chunks/**/*.js'],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // Hashed file names never change content: no need to bust them again.
  dontCacheBustURLsMatching: /^_next\/static\//,
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => ({
        ...entry,
        // Pages are served at their folder: rules/movement/index.html is /rules/movement/.
        url: `/${entry.url.replace(/(^|\/)index\.html$/, '$1')}`,
      })),
      warnings: [],
    }),
  ],
};
