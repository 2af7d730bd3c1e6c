/**
 * The hashed workers' URLs for the pages `next dev` bundles itself (next.config.ts). prebuild
 * gives them to its own bundles (./worker-urls.ts), but under `next dev` the islands hydrate
 * through Next's bundles, which had no names: a page there asked for /islands/odds-worker.js, a
 * file no build writes, and computed every battle on its main thread, so what was tried in
 * development was not what ships. `npm run dev` runs prebuild first (predev), which writes the
 * workers under public/; their names are read back from there.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { READER_DIR } from '../reader/script';
import { ISLANDS_DIR } from './islands';
import { builtWorkerUrls, WORKER_URLS_DEFINE } from './worker-urls';

/** The files in `dir` (under `root`) as paths from the root, none where it is missing (`next dev` without prebuild). */
function filesIn(root: string, dir: string): string[] {
  try {
    return readdirSync(join(root, dir)).map((file) => `${dir}/${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Next's `compiler.define` for the workers prebuild wrote under `root`: the names' JSON text, which
 * Next quotes into a string literal itself (esbuild's define is given it quoted, lib/site/bundles.ts).
 */
export function devWorkerDefine(root: string): Record<string, string> {
  const urls = builtWorkerUrls([READER_DIR, ISLANDS_DIR].flatMap((dir) => filesIn(root, dir)));
  return { [WORKER_URLS_DEFINE]: JSON.stringify(urls) };
}
