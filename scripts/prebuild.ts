/**
 * Runs before `next build`: checks that content/ loads and every cross-link resolves, so a broken
 * generated file fails the build with one clear line instead of a prerender stack trace; writes the
 * search index and bundles the reader script into public/reader/.
 */
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { buildCorpus } from '../lib/corpus/build';
import { loadContent } from '../lib/content/load';
import { READER_DIR } from '../lib/reader/script';
import { writeSearchIndex } from '../lib/search/write';
import { fail } from './cli';

try {
  const corpus = buildCorpus(await loadContent('content'));
  console.log(`content/: ${corpus.length} items, all links resolve`);
  const index = await writeSearchIndex(corpus);
  console.log(`${index.file}: ${(index.gzipBytes / 1024).toFixed(1)} KB gzipped`);
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
  console.log(`${READER_DIR}/: ${Object.keys(reader.metafile.outputs).length} files`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
