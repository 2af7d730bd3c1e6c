/**
 * npm run -s search -- [--json] [--source <id>]... [--] "query" ...
 * Searches the corpus exactly as the site does (top 10, best first). With --json: one
 * `{ query, results: [{ id, title, number, source, url, snippet, note?, steps? }] }` per query (number
 * null when the item has none; snippet as plain text; note when the number asked for is one the LRR
 * skips; steps, `[{ number, name, url }]`, when the item opens a procedure). Without: a readable
 * list, matched words in [brackets], a note under its result, a procedure's steps on one line under its snippet.
 */
import { sourceLabel } from '../lib/corpus/sources';
import { searcherFor } from '../lib/search/engine';
import { snippetText } from '../lib/search/snippet';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { echo } from '../lib/input/echo';
import { argsFor, corpusOrFail } from './cli';

const { json, sources, queries } = argsFor(COMMAND_LINES.search);

const searcher = searcherFor(await corpusOrFail());

const answers = queries.map((query) => ({ query, results: searcher.search(query, { limit: 10, sources }) }));
if (json) {
  const out = answers.map(({ query, results }) => ({
    query,
    results: results.map((r) => ({ id: r.id, title: r.title, number: r.number ?? null, source: r.source, url: r.url, snippet: snippetText(r.snippet), ...(r.note ? { note: r.note } : {}), ...(r.steps ? { steps: r.steps } : {}) })),
  }));
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
} else {
  for (const { query, results } of answers) {
    // The query as typed may hold newlines or terminal escapes: the listing repeats it escaped, on one line.
    console.log(`${echo(query)}: ${results.length ? '' : 'no results'}`);
    results.forEach((r, i) => {
      console.log(`${String(i + 1).padStart(3)}. ${r.number ? `${r.number} ` : ''}${r.title} [${sourceLabel(r.source, r.kind)}] ${r.url}`);
      if (r.note) console.log(`     ${r.note}`);
      console.log(`     ${r.snippet.map((s) => (s.hit ? `[${s.text}]` : s.text)).join('')}`);
      if (r.steps) console.log(`     Steps: ${r.steps.map((s) => `${s.number} ${s.name}`).join(' · ')}`);
    });
  }
}
