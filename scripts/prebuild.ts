/**
 * Runs before `next build`: checks that content/ loads and every cross-link resolves, so a broken
 * generated file fails the build with one clear line instead of a prerender stack trace; writes the
 * search index and bundles the reader script and the search worker into public/reader/.
 */
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { buildCorpus } from '../lib/corpus/build';
import { loadContent } from '../lib/content/load';
import { READER_DIR, SEARCH_WORKER_NAME } from '../lib/reader/script';
import { writeSearchIndex, writeTitlesIndex } from '../lib/search/write';
import { fail } from './cli';

try {
  const corpus = buildCorpus(await loadContent('content'));
  console.log(`content/: ${corpus.length} items, all links resolve`);
  const index = await writeSearchIndex(corpus);
  const titles = await writeTitlesIndex(corpus);
  for (const written of [index, titles]) console.log(`${written.file}: ${(written.gzipBytes / 1024).toFixed(1)} KB gzipped`);
  await rm(READER_DIR, { recursive: true, force: true });
  // Split, so the search engine (FlexSearch) is a chunk loaded on the first keystroke.
  const reader = await build({
    entryPoints: ['lib/reader/main.ts'],
    outdir: READER_DIR,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2022',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  // The search worker: fetches and parses the index off the main thread; a classic worker script
  // (module workers are younger than workers), so one file, no chunks.
  await build({
    entryPoints: { [SEARCH_WORKER_NAME]: 'lib/search/worker.ts' },
    outdir: READER_DIR,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    logLevel: 'warning',
  });
  console.log(`${READER_DIR}/: ${Object.keys(reader.metafile.outputs).length + 1} files`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
