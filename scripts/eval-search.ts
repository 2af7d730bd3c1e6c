/**
 * npm run eval:search [-- --file PATH] [-- --misses]: top-1 and top-3 of the search over a set of
 * table questions (default test/fixtures/search-eval.json, the tuning set; test/fixtures/search-holdout.json
 * is the held-out set), per category and overall (lib/search/eval.ts). With --misses, each question
 * whose answer is not first, with its rank and the top 3 it got. An expected id the corpus lacks is an error.
 */
import { readFileSync } from 'node:fs';
import { loadCorpus } from '../lib/corpus/load';
import { echo } from '../lib/input/echo';
import { searcherFor } from '../lib/search/engine';
import { checkExpectedIds, evaluate, formatReport, parseEvalSet } from '../lib/search/eval';
import { fail } from './cli';

const USAGE = 'usage: npm run eval:search [-- --file PATH] [-- --misses]';
const DEFAULT_FILE = new URL('../test/fixtures/search-eval.json', import.meta.url);

let showMisses = false;
let file: string | URL = DEFAULT_FILE;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--misses') showMisses = true;
  else if (arg === '--file') {
    const path = args[++i];
    if (file !== DEFAULT_FILE) fail(`--file given twice (${USAGE})`);
    if (path === undefined || path === '') fail(`--file needs a path (${USAGE})`);
    file = path;
  } else fail(`unexpected argument ${echo(arg)} (${USAGE})`);
}

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  fail(`--file: cannot read ${echo(String(file))}`);
}

let report;
try {
  const questions = parseEvalSet(JSON.parse(text));
  const corpus = await loadCorpus('content');
  const ids = new Set(corpus.map((item) => item.id));
  checkExpectedIds(questions, (id) => ids.has(id));
  report = evaluate(searcherFor(corpus), questions);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (showMisses) {
  for (const m of report.misses) console.log(`[${m.category}] ${m.q}: ${m.rank ? `rank ${m.rank}` : 'not in top 10'} (got ${m.got.join(', ')})`);
  console.log('');
}
for (const line of formatReport(report)) console.log(line);
