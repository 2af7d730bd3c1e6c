/**
 * Runs before `next build`: checks that content/ loads and every cross-link resolves, so a broken
 * generated file fails the build with one clear line instead of a prerender stack trace; writes the
 * search index (and the small quick index of titles and numbers), bundles the reader script and the search worker into
 * public/reader/ and the interactive pages' islands (and the odds and timing workers) into public/islands/.
 */
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { loadCorpus } from '../lib/corpus/load';
import { READER_DIR } from '../lib/reader/script';
import { writeQuickIndex, writeSearchIndex } from '../lib/search/write';
import { islandBuildOptions, oddsWorkerBuildOptions, quickWorkerBuildOptions, readerBuildOptions, searchWorkerBuildOptions, timingWorkerBuildOptions } from '../lib/site/bundles';
import { ISLANDS_DIR } from '../lib/site/islands';
import { builtWorkerUrls } from '../lib/site/worker-urls';
import { fail, ROOT } from './cli';

// A build step: it and the tools it runs (esbuild, serwist's config) name public/ and out/ from the
// working directory, which npm sets to the root; so does a run by hand from anywhere else.
process.chdir(ROOT);

try {
  const corpus = await loadCorpus('content');
  console.log(`content/: ${corpus.length} items, all links resolve`);
  const index = await writeSearchIndex(corpus);
  const quick = await writeQuickIndex(corpus);
  for (const written of [index, quick]) console.log(`${written.file}: ${(written.gzipBytes / 1024).toFixed(1)} KB gzipped`);
  await Promise.all([READER_DIR, ISLANDS_DIR].map((dir) => rm(dir, { recursive: true, force: true })));
  // The workers first: the page bundles are given their hashed names (lib/site/worker-urls.ts).
  const searchWorkers = await Promise.all([build(searchWorkerBuildOptions(READER_DIR)), build(quickWorkerBuildOptions(READER_DIR))]);
  const workers = await Promise.all([build(oddsWorkerBuildOptions(ISLANDS_DIR)), build(timingWorkerBuildOptions(ISLANDS_DIR))]);
  const workerUrls = builtWorkerUrls([...searchWorkers, ...workers].flatMap((b) => Object.keys(b.metafile!.outputs)));
  const reader = await build(readerBuildOptions(READER_DIR, workerUrls));
  const islands = await build(islandBuildOptions(ISLANDS_DIR, workerUrls));
  const count = (builds: { metafile?: { outputs: object } }[]) => builds.reduce((n, b) => n + Object.keys(b.metafile!.outputs).length, 0);
  console.log(`${READER_DIR}/: ${count([reader, ...searchWorkers])} files`);
  console.log(`${ISLANDS_DIR}/: ${count([islands, ...workers])} files`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
