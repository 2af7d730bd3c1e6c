/**
 * npm run -s search -- [--json] [--source <id>]... "query" ...
 * Searches the corpus exactly as the site does (top 10, best first). With --json: one
 * `{ query, results: [{ id, title, number, source, url, snippet, note? }] }` per query (number null
 * when the item has none; snippet as plain text; note when the number asked for is one the LRR
 * skips). Without: a readable list, matched words in [brackets], a note under its result.
 */
import { loadCorpus } from '../lib/corpus/load';
import { SOURCES, sourceLabel } from '../lib/corpus/sources';
import type { SourceId } from '../lib/corpus/types';
import { searcherFor } from '../lib/search/engine';
import { snippetText } from '../lib/search/snippet';
import { echo } from '../lib/input/echo';
import { fail } from './cli';

const USAGE = 'usage: npm run -s search -- [--json] [--source <id>]... "query" ...';

let json = false;
const sources: SourceId[] = [];
const queries: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--json') json = true;
  else if (arg === '--source') {
    const id = args[++i];
    if (!id || !Object.hasOwn(SOURCES, id)) fail(`--source must be one of ${Object.keys(SOURCES).join(', ')} (got ${id === undefined ? 'nothing' : `"${echo(id)}"`})`);
    sources.push(id as SourceId);
  } else if (arg.startsWith('--')) fail(`unknown option ${echo(arg)} (${USAGE})`);
  else queries.push(arg);
}
if (!queries.length) fail(`no query given (${USAGE})`);

let searcher;
try {
  searcher = searcherFor(await loadCorpus('content'));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const answers = queries.map((query) => ({ query, results: searcher.search(query, { limit: 10, sources }) }));
if (json) {
  const out = answers.map(({ query, results }) => ({
    query,
    results: results.map((r) => ({ id: r.id, title: r.title, number: r.number ?? null, source: r.source, url: r.url, snippet: snippetText(r.snippet), ...(r.note ? { note: r.note } : {}) })),
  }));
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
} else {
  for (const { query, results } of answers) {
    console.log(`${query}: ${results.length ? '' : 'no results'}`);
    results.forEach((r, i) => {
      console.log(`${String(i + 1).padStart(3)}. ${r.number ? `${r.number} ` : ''}${r.title} [${sourceLabel(r.source, r.kind)}] ${r.url}`);
      if (r.note) console.log(`     ${r.note}`);
      console.log(`     ${r.snippet.map((s) => (s.hit ? `[${s.text}]` : s.text)).join('')}`);
    });
  }
}
