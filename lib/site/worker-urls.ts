/**
 * The URLs the pages start their workers at. Each worker is built to a file named by its content's
 * hash (./hashed-names.ts), and the page bundles are given those names when they are built
 * (scripts/prebuild.ts, esbuild's `define`). Under one fixed name, a page of the version before a
 * redeploy that started its worker later (the odds worker, at the first change to a battle) got
 * the new version's worker and spoke to it in the old protocol. Now it gets the worker it was
 * built with (kept for it by the service worker, ./earlier-chunks.ts), or none (404) and then
 * computes on its own thread with its own code (lib/worker/latest.ts).
 */
import { HASHED_WORKER_FILE } from './hashed-names';

/** Worker name -> its URL: what prebuild hands the page bundles. */
export type WorkerUrls = Readonly<Record<string, string>>;

/**
 * The identifier the page bundles read the workers' URLs from, as JSON text: esbuild replaces it
 * with a string. An object there became a module of its own, split into a chunk that the reader
 * script loaded, one more request before a page works.
 */
export const WORKER_URLS_DEFINE = '__WORKER_URLS__';
declare const __WORKER_URLS__: string | undefined;

/**
 * The URL of worker `name`, built into URL folder `folder`: the hashed file the build named, or the
 * plain name where no build gave one (Next's own rendering, `next dev`'s bundles, unit tests), a
 * file no build writes any more: a page there computes on its own thread.
 */
export function workerUrl(folder: string, name: string): string {
  const built = typeof __WORKER_URLS__ === 'undefined' ? undefined : (JSON.parse(__WORKER_URLS__) as WorkerUrls)[name];
  return built ?? `${folder}/${name}.js`;
}

/** The URL of each worker among the files a build wrote under public/ (esbuild's metafile outputs). */
export function builtWorkerUrls(outputs: readonly string[]): WorkerUrls {
  const urls: Record<string, string> = {};
  for (const output of outputs) {
    const path = output.split('\\').join('/');
    const name = HASHED_WORKER_FILE.exec(path)?.[1];
    if (name && path.startsWith('public/')) urls[name] = path.slice('public'.length);
  }
  return urls;
}
