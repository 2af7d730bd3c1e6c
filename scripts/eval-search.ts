/**
 * npm run eval:search [-- --file PATH] [-- --misses]: top-1 and top-3 of the search over a set of
 * table questions (default test/fixtures/search-eval.json, the tuning set; test/fixtures/search-holdout.json
 * is the held-out set), per category and overall (lib/search/eval.ts). With --misses, each question
 * whose answer is not first, with its rank and the top 3 it got. An expected id the corpus lacks is an error.
 */
import { fileURLToPath } from 'node:url';
import { readFileCapped, unreadableMessage } from '../lib/cli/read-file';
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

// Far above any eval set (the tuning set is 250 KB); `/dev/zero` is not read for ever.
const MAX_EVAL_SET = 16 << 20;
const read = readFileCapped(file instanceof URL ? fileURLToPath(file) : file, MAX_EVAL_SET);
if (!read.ok) fail(read.reason === 'too large' ? `--file: larger than 16 MiB` : unreadableMessage('--file', String(file), read.reason));
let data: unknown;
try {
  data = JSON.parse(read.text);
} catch {
  fail(`--file: ${echo(String(file))} is not valid JSON`);
}

let report;
try {
  const questions = parseEvalSet(data);
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
