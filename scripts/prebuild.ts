/**
 * Runs before `next build`: checks that content/ loads and every cross-link resolves, so a broken
 * generated file fails the build with one clear line instead of a prerender stack trace.
 */
import { buildCorpus } from '../lib/corpus/build';
import { loadContent } from '../lib/content/load';
import { writeSearchIndex } from '../lib/search/write';
import { fail } from './cli';

try {
  const corpus = buildCorpus(await loadContent('content'));
  console.log(`content/: ${corpus.length} items, all links resolve`);
  const index = await writeSearchIndex(corpus);
  console.log(`${index.file}: ${(index.gzipBytes / 1024).toFixed(1)} KB gzipped`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
