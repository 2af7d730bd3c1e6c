import type { BuildOptions } from 'esbuild';
import { QUICK_WORKER_NAME, SEARCH_WORKER_NAME } from '../reader/script';
import { islandEntry, islandName, ISLAND_ROUTES, ODDS_WORKER_ENTRY, ODDS_WORKER_NAME, TIMING_WORKER_ENTRY, TIMING_WORKER_NAME } from './islands';
import { WORKER_URLS_DEFINE, type WorkerUrls } from './worker-urls';

/**
 * What every page-loaded bundle shares: ES modules, code shared between entries split into hashed
 * chunks, and the hashed URLs of the workers built before them (`workers`, ./worker-urls.ts).
 */
function moduleBuildOptions(outdir: string, workers: WorkerUrls): BuildOptions {
  return {
    outdir,
    define: { [WORKER_URLS_DEFINE]: JSON.stringify(JSON.stringify(workers)) },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2022',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'warning',
  };
}

/** esbuild's options for the reader script of every page; the marking code is a chunk loaded when a search link is followed. */
export function readerBuildOptions(outdir: string, workers: WorkerUrls): BuildOptions {
  return { ...moduleBuildOptions(outdir, workers), entryPoints: ['lib/reader/main.ts'] };
}

/**
 * esbuild's options for the island bundles (see ./islands.ts): one ES module per route, code they
 * share split into chunks, and React's API served by Preact's compat layer (about 5 KB gzipped
 * instead of React DOM's 60), so the components stay plain React components.
 */
export function islandBuildOptions(outdir: string, workers: WorkerUrls): BuildOptions {
  const common = moduleBuildOptions(outdir, workers);
  return {
    ...common,
    entryPoints: Object.fromEntries(ISLAND_ROUTES.map((route) => [islandName(route), islandEntry(route)])),
    jsx: 'automatic',
    // Subpaths follow: react/jsx-runtime is preact/compat/jsx-runtime, react-dom/client is preact/compat/client.
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    define: { ...common.define, 'process.env.NODE_ENV': '"production"' },
  };
}

/**
 * A worker: a classic script of its own (module workers are younger than workers), so one file, no
 * chunks, named by its hash (./worker-urls.ts says why).
 */
function workerBuildOptions(outdir: string, name: string, entry: string): BuildOptions {
  return {
    entryPoints: { [name]: entry },
    entryNames: '[name]-[hash]',
    outdir,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    metafile: true,
    logLevel: 'warning',
  };
}

/** The odds worker of /calc: computes a battle off the main thread. */
export const oddsWorkerBuildOptions = (outdir: string) => workerBuildOptions(outdir, ODDS_WORKER_NAME, ODDS_WORKER_ENTRY);

/** The timing worker of /timing: resolves a situation off the main thread. */
export const timingWorkerBuildOptions = (outdir: string) => workerBuildOptions(outdir, TIMING_WORKER_NAME, TIMING_WORKER_ENTRY);

/** The search worker of every page: fetches and parses the index off the main thread. */
export const searchWorkerBuildOptions = (outdir: string) => workerBuildOptions(outdir, SEARCH_WORKER_NAME, 'lib/search/worker.ts');

/** The quick search worker of every page: answers from the quick index until the full one is in. */
export const quickWorkerBuildOptions = (outdir: string) => workerBuildOptions(outdir, QUICK_WORKER_NAME, 'lib/search/quick-worker.ts');
