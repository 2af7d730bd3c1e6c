/**
 * Runs after `next build`: writes the short-link pages, strips Next's runtime from every page and
 * gives the interactive ones their island bundle instead (see lib/site/islands.ts), puts the
 * Content-Security-Policy into every page, builds the service worker over the final out/ (so it
 * precaches all of it), writes out/_headers for static hosts, and last the fingerprint of the inputs
 * built from (lib/serve/build-inputs.ts BUILD_STAMP): `npm start` serves out/ only with it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadCorpus } from '../lib/corpus/load';
import { missingRuleNumbers } from '../lib/corpus/missing-numbers';
import { BUILD_STAMP } from '../lib/serve/build-inputs';
import { writeHeadersFile } from '../lib/serve/headers';
import { inputsFingerprint } from '../lib/serve/stale';
import { withCsp } from '../lib/site/csp';
import { moduleClosure } from '../lib/site/first-load-js';
import { ISLAND_ROUTES, islandScript, routeOfPage } from '../lib/site/islands';
import { shortLinkPages } from '../lib/site/short-links';
import { withoutNextRuntime } from '../lib/site/strip-next';
import { fail, ROOT } from './cli';

// A build step: it and the tools it runs (esbuild, serwist's config) name public/ and out/ from the
// working directory, which npm sets to the root; so does a run by hand from anywhere else.
process.chdir(ROOT);

const OUT = 'out';

try {
  const corpus = await loadCorpus('content');
  const short = shortLinkPages(corpus, missingRuleNumbers(corpus));
  for (const file of short) {
    await mkdir(dirname(join(OUT, file.path)), { recursive: true });
    await writeFile(join(OUT, file.path), file.content);
  }
  const pages = (await readdir(OUT, { recursive: true })).filter((f) => f.endsWith('.html'));
  let islands = 0;
  for (const page of pages) {
    const path = join(OUT, page);
    const script = islandScript(routeOfPage(page));
    // The island's own chunks (Preact, shared components), preloaded so they do not wait for it.
    const island = script ? { script, preloads: (await moduleClosure(OUT, script)).slice(1) } : undefined;
    if (island) islands++;
    await writeFile(path, withCsp(withoutNextRuntime(await readFile(path, 'utf8'), island)));
  }
  if (islands !== ISLAND_ROUTES.length) throw new Error(`${ISLAND_ROUTES.length} island routes but ${islands} island pages: is a page missing?`);
  execFileSync('npx', ['serwist', 'build', 'serwist.config.mjs'], { stdio: 'inherit' });
  const rules = await writeHeadersFile(OUT);
  // Last: a build stopped before this line leaves out/ without it, and npm start builds again.
  const fingerprint = inputsFingerprint(ROOT);
  if (fingerprint) await writeFile(BUILD_STAMP, `${fingerprint}\n`);
  console.log(`out/: ${short.length} short links, Next's runtime stripped from ${pages.length} pages, ${islands} of them with an island, CSP on ${pages.length} pages, service worker built, ${rules} header rules in _headers`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
