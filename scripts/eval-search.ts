/**
 * npm run eval:search [-- --misses]: top-1 and top-3 of the search over the table questions in
 * test/fixtures/search-eval.json, per category and overall (lib/search/eval.ts). With --misses,
 * each question whose answer is not first, with its rank and the top 3 it got.
 */
import { readFileSync } from 'node:fs';
import { buildCorpus } from '../lib/corpus/build';
import { loadContent } from '../lib/content/load';
import { searcherFor } from '../lib/search/engine';
import { evaluate, formatReport, parseEvalSet } from '../lib/search/eval';
import { fail } from './cli';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const unknown = args.find((a) => a !== '--misses');
if (unknown) fail(`unexpected argument ${unknown} (usage: npm run eval:search [-- --misses])`);

let report;
try {
  const questions = parseEvalSet(JSON.parse(readFileSync(new URL('../test/fixtures/search-eval.json', import.meta.url), 'utf8')));
  report = evaluate(searcherFor(buildCorpus(await loadContent('content'))), questions);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (showMisses) {
  for (const m of report.misses) console.log(`[${m.category}] ${m.q}: ${m.rank ? `rank ${m.rank}` : 'not in top 10'} (got ${m.got.join(', ')})`);
  console.log('');
}
for (const line of formatReport(report)) console.log(line);
