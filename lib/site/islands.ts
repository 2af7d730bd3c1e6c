/**
 * The interactive pages ("islands"). Next renders each one to static HTML like every other page;
 * scripts/postbuild.ts then strips Next's runtime from every page alike, and gives an island page
 * its own small bundle instead (built by scripts/prebuild.ts with esbuild, React's API served by
 * Preact), which hydrates the app's container. Reading pages load the reader script only.
 */
import { workerUrl } from './worker-urls';

export const ISLAND_ROUTES: readonly string[] = ['/calc/', '/calc/eotv/', '/timing/'];

/** Where scripts/prebuild.ts writes the island bundles, and the URL folder they are served from. */
export const ISLANDS_DIR = 'public/islands';
const ISLANDS_URL = '/islands';

/** The attribute of an island's container: it holds the app's props as JSON. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The classic worker that computes combat odds off the main thread, one bundle of its own, named by its hash (./worker-urls.ts). */
export const ODDS_WORKER_NAME = 'odds-worker';
export const ODDS_WORKER_SCRIPT = workerUrl(ISLANDS_URL, ODDS_WORKER_NAME);
export const ODDS_WORKER_ENTRY = 'lib/calc/worker/entry.ts';

/** The classic worker that resolves /timing's situations off the main thread, one bundle of its own, named by its hash. */
export const TIMING_WORKER_NAME = 'timing-worker';
export const TIMING_WORKER_SCRIPT = workerUrl(ISLANDS_URL, TIMING_WORKER_NAME);
export const TIMING_WORKER_ENTRY = 'lib/timing/worker/entry.ts';

/** The route of an exported page file relative to out/: `calc/eotv/index.html` is `/calc/eotv/`. */
export function routeOfPage(file: string): string {
  const path = file.split('\\').join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '$1')}`;
}

export function isIsland(route: string): boolean {
  return ISLAND_ROUTES.includes(route);
}

/** The bundle's name: `/calc/eotv/` is `calc-eotv`. */
export function islandName(route: string): string {
  return route.split('/').filter(Boolean).join('-');
}

/** The entry module of a route's island, next to its page: `/calc/` is `app/calc/island.tsx`. */
export function islandEntry(route: string): string {
  return `app${route}island.tsx`;
}

/** The URL of a route's island bundle, or undefined for a page without one. */
export function islandScript(route: string): string | undefined {
  return isIsland(route) ? `${ISLANDS_URL}/${islandName(route)}.js` : undefined;
}
